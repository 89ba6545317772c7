/**
 * Bulk actions on products (docs/admin.md, Bulk actions): Publish, Unpublish (to Draft), Archive,
 * Schedule, Unschedule, Move to category or Delete, on the products ticked in the table or on
 * every product its filter and search match. The products table's bulk bar and
 * `POST /api/bel/admin/products/bulk` both call {@link runBulkAction}.
 *
 * - One action is one IMMEDIATE transaction: all of its products change, or none (a product that
 *   cannot be deleted refuses the whole action, with its reason).
 * - One audit entry per product it changes; a product the action leaves as it was (published
 *   already, say) gets none.
 * - The page confirms before it acts, naming the count ({@link bulkConfirmation}); the count the
 *   person confirmed comes back with the action, and an action whose products have become another
 *   number meanwhile (a filter that matches more now) does nothing and asks again (409).
 * - Thousands of rows on the server's thread would hold every request of the process until they
 *   commit: past BULK_IN_THREAD_MAX products the transaction runs in a worker thread with a
 *   connection of its own (app/models/worker-job.server.ts), and the storefront keeps answering
 *   (`npm run bench:admin` measures the listing during a bulk publish of 10,000).
 *
 * A change of status moves the catalogue's version (migration 0027), a move its categories
 * (migration 0004): the page cache, the sitemap and the listing's index follow.
 */
import { asc, inArray } from "drizzle-orm";
import { products, type ProductStatus } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { getCategoriesByIds } from "~/models/category.server";
import { adminListStatements, checkCategoryBranch } from "~/models/product-admin.server";
import { binProductRows } from "~/models/product-bin.server";
import { keepVersionBaselines, recordProductVersions } from "~/models/product-snapshot.server";
import { checkPublishAt, scheduleState } from "~/models/product-schedule.server";
import { workerJob } from "~/models/worker-job.server";
import { BIN_DAYS, BULK_ACTIONS, BULK_IN_THREAD_MAX, type BulkAction } from "~/constants";
import type { BulkProductsInput } from "~/schemas/product-bulk";
import { badInput, conflict } from "~/utils/domain-error";
import { siteDateTimeLabel } from "~/utils/dates";

/** SQLite's bound parameters per statement are limited: ids are read this many at a time. */
const CHUNK = 500;

export const NO_PRODUCTS = "No products match: there is nothing to act on";

/** "1 product", "30 products". */
export const productCount = (n: number) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? "product" : "products"}`;

type Row = {
  id: number;
  name: string;
  status: ProductStatus;
  publishAt: Date | null;
  parentId: number | null;
  categoryId: number;
  subcategoryId: number | null;
  subSubcategoryId: number | null;
};

const rowColumns = {
  id: products.id,
  name: products.name,
  status: products.status,
  publishAt: products.publishAt,
  parentId: products.parentId,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  subSubcategoryId: products.subSubcategoryId,
};

/** The ids an input names: its own (each must be a product), or those its filter matches. */
function selectedIds(input: BulkProductsInput): number[] {
  if (input.scope === "all")
    return adminListStatements(input.filter)
      .ids()
      .all()
      .map((r) => r.id);
  const ids = [...new Set(input.ids)];
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK)
    for (const { id } of db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids.slice(i, i + CHUNK)))
      .all())
      found.add(id);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw badInput(
      `No product has the id ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ` (nor ${missing.length - 5} more)` : ""}`,
      "ids",
    );
  return ids;
}

/** How many products an input names. */
function selectedCount(input: BulkProductsInput): number {
  if (input.scope === "all") return adminListStatements(input.filter).count.get()?.n ?? 0;
  return selectedIds(input).length;
}

function rowsOf(ids: number[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += CHUNK)
    rows.push(
      ...(db
        .select(rowColumns)
        .from(products)
        .where(inArray(products.id, ids.slice(i, i + CHUNK)))
        .orderBy(asc(products.id))
        .all() as Row[]),
    );
  return rows;
}

/** "Copper Connectivity › Data Cables › Cat6 Cables": where a move takes products. */
function destinationLabel(input: BulkProductsInput) {
  const ids = [input.category, input.subcategory, input.subSubcategory].filter(
    (id): id is number => id !== null,
  );
  const names = getCategoriesByIds(ids);
  return ids.map((id) => names.get(id)?.name ?? String(id)).join(" › ");
}

/** What an action needs beyond its products, checked against `now` and the database. */
function checkAction(input: BulkProductsInput, now: Date) {
  if (input.action === "schedule") checkPublishAt(input.publishAt!, now);
  if (input.action === "move")
    checkCategoryBranch({
      category: input.category!,
      subcategory: input.subcategory,
      subSubcategory: input.subSubcategory,
    });
}

/** The question the page asks before it acts, and its button. */
function question(input: BulkProductsInput, count: number) {
  const n = productCount(count);
  switch (input.action) {
    case "publish":
      return { question: `Publish ${n}? Visitors will see them.`, confirm: `Yes, publish ${n}` };
    case "unpublish":
      return {
        question: `Unpublish ${n}? They become drafts, which visitors do not see, and lose any schedule.`,
        confirm: `Yes, unpublish ${n}`,
      };
    case "archive":
      return {
        question: `Archive ${n}? Visitors will no longer see them.`,
        confirm: `Yes, archive ${n}`,
      };
    case "schedule":
      return {
        question: `Schedule ${n} to go live on ${siteDateTimeLabel(input.publishAt!)}? Those published already stay as they are.`,
        confirm: `Yes, schedule ${n}`,
      };
    case "unschedule":
      return {
        question: `Cancel the schedule of ${n}? They keep their status.`,
        confirm: `Yes, unschedule ${n}`,
      };
    case "move":
      return {
        question: `Move ${n} to ${destinationLabel(input)}?`,
        confirm: `Yes, move ${n}`,
      };
    case "delete":
      return {
        question: `Delete ${n}? They go to the bin with their images and reviews, restorable for ${BIN_DAYS} days.`,
        confirm: `Yes, delete ${n}`,
      };
  }
}

export type BulkConfirmation = { count: number; question: string; confirm: string };

/**
 * What the page asks before an action: how many products it would act on, in a question naming
 * them. Refuses (400, on its field) what the action itself would refuse up front: no products, a
 * moment not in the future, a destination that is not a branch of the tree.
 */
export function bulkConfirmation(
  input: BulkProductsInput,
  { now = new Date() }: { now?: Date } = {},
): BulkConfirmation {
  checkAction(input, now);
  const count = selectedCount(input);
  if (count === 0) throw badInput(NO_PRODUCTS, input.scope === "all" ? undefined : "ids");
  return { count, ...question(input, count) };
}

export type BulkResult = {
  action: BulkAction;
  /** Products the action was for. */
  count: number;
  /** Products it changed (one audit entry each). */
  changed: number;
  message: string;
};

/**
 * What a status or schedule action makes of one product: its new status (when it changes) and
 * schedule, and its audit entry's summary; null when it is so already.
 */
type Write = { row: Row; status: ProductStatus | null; publishAt: Date | null; summary: string };

function statusWrite(input: BulkProductsInput, row: Row): Write | null {
  const to = (status: ProductStatus, verb: string): Write | null =>
    row.status === status && row.publishAt === null
      ? null
      : {
          row,
          status: row.status === status ? null : status,
          publishAt: null,
          summary: `${verb} product ${row.name}`,
        };
  const schedule = (publishAt: Date | null, summary: string): Write => ({
    row,
    status: null,
    publishAt,
    summary,
  });
  switch (input.action) {
    case "publish":
      return row.status === "published"
        ? row.publishAt === null
          ? null
          : schedule(null, `Cancelled the schedule of product ${row.name}`)
        : to("published", "Published");
    case "unpublish":
      return to("draft", "Unpublished");
    case "archive":
      return to("archived", "Archived");
    case "schedule":
      return row.status === "published" || row.publishAt?.getTime() === input.publishAt!.getTime()
        ? null
        : schedule(
            input.publishAt!,
            `${row.publishAt ? "Rescheduled" : "Scheduled"} product ${row.name} for ${siteDateTimeLabel(input.publishAt!)}`,
          );
    case "unschedule":
      return row.publishAt === null
        ? null
        : schedule(null, `Cancelled the schedule of product ${row.name}`);
    default:
      return null;
  }
}

/**
 * The action's UPDATEs, prepared once for its thousands of rows (built anew for each, as the
 * query builder does, they cost four times the writes: docs/admin.md, Bulk actions). A status
 * is set only when it changes: 0026's trigger logs every UPDATE naming it for the listing's index.
 */
function statements() {
  const sqlite = db.$client;
  return {
    status: sqlite.prepare(
      "UPDATE products SET status = ?, publish_at = ?, updated_at = ? WHERE id = ?",
    ),
    schedule: sqlite.prepare("UPDATE products SET publish_at = ? WHERE id = ?"),
    move: sqlite.prepare(
      `UPDATE products SET category_id = ?, subcategory_id = ?, sub_subcategory_id = ?,
         updated_at = ? WHERE id = ?`,
    ),
  };
}

const placeOf = (r: Pick<Row, "categoryId" | "subcategoryId" | "subSubcategoryId">) => ({
  categoryId: r.categoryId,
  subcategoryId: r.subcategoryId,
  subSubcategoryId: r.subSubcategoryId,
});

/**
 * The action, on this thread, in one transaction: every product it names changes (or none), one
 * audit entry each. Returns what it did, and the pictures of deleted products, whose files the
 * caller removes once it has committed.
 */
export function applyBulkAction(
  actor: Actor,
  input: BulkProductsInput,
  { now = new Date() }: { now?: Date } = {},
) {
  return db.transaction(
    () => {
      checkAction(input, now);
      const ids = selectedIds(input);
      if (ids.length === 0) throw badInput(NO_PRODUCTS, input.scope === "all" ? undefined : "ids");
      if (input.count !== undefined && input.count !== ids.length)
        throw conflict(
          `The selection has changed: it is ${productCount(ids.length)} now, not ${input.count}. Please confirm again.`,
        );
      const of = ` (a bulk action on ${productCount(ids.length)})`;
      let changed = 0;
      if (input.action === "delete") {
        // Variants before their parents: a parent is kept while it has any (docs/variants.md).
        const rows = rowsOf(ids).sort(
          (a, b) => Number(b.parentId !== null) - Number(a.parentId !== null) || a.id - b.id,
        );
        for (const row of rows) {
          binProductRows(actor, row.id, of);
          changed++;
        }
      } else if (input.action === "move") {
        const to = {
          categoryId: input.category!,
          subcategoryId: input.subcategory,
          subSubcategoryId: input.subSubcategory,
        };
        const where = destinationLabel(input);
        const { move } = statements();
        const rows = rowsOf(ids).filter(
          (row) => JSON.stringify(placeOf(row)) !== JSON.stringify(to),
        );
        // A move changes what a version holds (its categories): kept in each product's history.
        keepVersionBaselines(rows.map((row) => row.id));
        for (const row of rows) {
          move.run(to.categoryId, to.subcategoryId, to.subSubcategoryId, now.getTime(), row.id);
          audit(actor, {
            action: "update",
            entity: "product",
            entityId: row.id,
            summary: `Moved product ${row.name} to ${where}${of}`,
            before: placeOf(row),
            after: to,
          });
          changed++;
        }
        recordProductVersions(
          actor,
          rows.map((row) => row.id),
          { note: `Moved to ${where}${of}` },
        );
      } else {
        const written = statements();
        const writes = rowsOf(ids).flatMap((row) => {
          const write = statusWrite(input, row);
          return write ? [{ row, write }] : [];
        });
        // A status or a schedule is part of a version: each product's history keeps the change.
        keepVersionBaselines(writes.map(({ row }) => row.id));
        for (const { row, write } of writes) {
          const publishAt = write.publishAt?.getTime() ?? null;
          if (write.status) written.status.run(write.status, publishAt, now.getTime(), row.id);
          else written.schedule.run(publishAt, row.id);
          const after = { status: write.status ?? row.status, publishAt: write.publishAt };
          audit(actor, {
            action: "update",
            entity: "product",
            entityId: row.id,
            summary: `${write.summary}${of}`,
            before: scheduleState(row),
            after: scheduleState(after),
          });
          changed++;
        }
        recordProductVersions(
          actor,
          writes.map(({ row }) => row.id),
          { note: `${BULK_ACTIONS[input.action]}${of}` },
        );
      }
      return done(input, ids.length, changed);
    },
    { behavior: "immediate" },
  );
}

/** The toast of a finished action. */
function done(input: BulkProductsInput, count: number, changed: number): BulkResult {
  const n = productCount(changed);
  const left = count - changed;
  /** What the products the action left as they were had: [said of one, said of several]. */
  const rest = ([one, several]: [string, string]) =>
    left > 0 ? `; ${productCount(left)} ${left === 1 ? one : several}` : "";
  const message = {
    publish: `Published ${n}${rest(["already was", "already were"])}`,
    unpublish: `Unpublished ${n}: they are drafts now${rest(["already was a draft", "already were drafts"])}`,
    archive: `Archived ${n}${rest(["already was", "already were"])}`,
    schedule: `Scheduled ${n} to go live on ${input.publishAt ? siteDateTimeLabel(input.publishAt) : ""}${rest(["left as it was (published, or due then already)", "left as they were (published, or due then already)"])}`,
    unschedule: `Cancelled the schedule of ${n}${rest(["had none", "had none"])}`,
    move: `Moved ${n} to ${input.action === "move" ? destinationLabel(input) : ""}${rest(["already was there", "already were there"])}`,
    delete: `Deleted ${n}`,
  }[input.action];
  return { action: input.action, count, changed, message };
}

type Job = { actor: Actor; input: BulkProductsInput; now: number };
const inWorker = workerJob("productBulk", (job: Job) =>
  applyBulkAction(job.actor, job.input, { now: new Date(job.now) }),
);

/**
 * Runs a bulk action (the page's and the API's): on this thread for a few products, in a worker
 * thread for more. Deleted products go to the bin with their files (docs/admin.md, Bin).
 */
export async function runBulkAction(
  actor: Actor,
  input: BulkProductsInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<BulkResult> {
  const size = input.scope === "ids" ? input.ids.length : selectedCount(input);
  return size > BULK_IN_THREAD_MAX
    ? await inWorker({ actor, input, now: now.getTime() })
    : applyBulkAction(actor, input, { now });
}

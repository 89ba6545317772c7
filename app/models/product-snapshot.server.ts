/**
 * A product as one JSON value, and its versions (docs/admin.md, History and Bin). One shape
 * serves both: each save of a product keeps one in `product_versions`, and a product moved to the
 * bin keeps one (with its reviews and former slugs besides) in `product_bin`.
 *
 * A snapshot holds what a person edits: the fields, the status, the categories, the datasheet, the
 * parent of a variant, the specification values, the certificates and the pictures in their
 * order. Every reference is kept by id (what a restore writes back) with its name as it was then
 * (what the history shows, without a query per version); pictures by id and file, so a restore
 * can tell which of them still exist.
 *
 *   db.transaction(() => {
 *     keepVersionBaselines([id]);          // a product saved for the first time since the history
 *     …write the product…                  // began gets its state before the save as version 1
 *     recordProductVersions(actor, [id]);  // then the save itself
 *   });
 *
 * Both are set-based (a fixed number of queries for any number of products): the catalogue
 * CSV import and the bulk actions record thousands at once.
 */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  datasheets,
  productImages,
  products,
  productVersions,
  type ImageVariant,
  type ProductStatus,
} from "../../db/schema";
import { VERSIONS_KEPT, VERSIONS_KEPT_DAYS } from "~/constants";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { getCategoriesByIds } from "~/models/category.server";
import { certificateChoices, certificateIdsFor } from "~/models/product-certificate.server";
import { specificationsFor } from "~/models/product.server";
import { adminDateTime } from "~/utils/dates";

export type SnapshotRef = { id: number; name: string };
export type SnapshotImage = {
  id: number;
  publicId: string;
  file: string;
  width: number;
  height: number;
  variants: ImageVariant[];
};
export type SnapshotSpecification = {
  specId: number;
  spec: string;
  valueId: number;
  value: string;
};

export type ProductSnapshot = {
  /** The shape's version, should it ever change. */
  v: 1;
  name: string;
  slug: string;
  shortdescription: string;
  description: string;
  /** As stored: empty follows the name. */
  imagealt: string;
  /** As stored: empty follows the name. */
  seoTitle: string;
  seoDescription: string;
  sku: string | null;
  status: ProductStatus;
  /** Milliseconds since the epoch, or null. */
  publishAt: number | null;
  category: SnapshotRef;
  subcategory: SnapshotRef | null;
  subSubcategory: SnapshotRef | null;
  datasheet: SnapshotRef | null;
  /** The product it is a variant of. */
  parent: SnapshotRef | null;
  /** In the groups' order. */
  specifications: SnapshotSpecification[];
  /** Those that apply (a variant's are its parent's), in display order. */
  certificates: SnapshotRef[];
  /** In gallery order. */
  images: SnapshotImage[];
};

/** What a version is noted as when it is the state a product had before its first save. */
export const BASELINE_NOTE = "As it was before its history began";
export const CREATED_NOTE = "Created";
export const restoredNote = (number: number) => `Restored from version ${number}`;
export const RESTORED_FROM_BIN_NOTE = "Restored from the bin";
export const IMPORTED_NOTE = "Imported from the catalogue CSV";

/** Ids per statement: SQLite's bound on a statement's parameters is far above it. */
const CHUNK = 500;

function* chunks<T>(list: readonly T[], size = CHUNK) {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The snapshots of the products `ids` names (ids of no product left out), in a few queries. */
export function productSnapshots(ids: readonly number[]): Map<number, ProductSnapshot> {
  const found = new Map<number, ProductSnapshot>();
  for (const chunk of chunks([...new Set(ids)])) {
    const rows = db.select().from(products).where(inArray(products.id, chunk)).all();
    if (rows.length === 0) continue;
    const rowIds = rows.map((r) => r.id);
    const cats = getCategoriesByIds(
      rows.flatMap((r) => [r.categoryId, r.subcategoryId, r.subSubcategoryId]).filter(isId),
    );
    const sheetIds = [...new Set(rows.map((r) => r.datasheetId).filter(isId))];
    const sheets = new Map(
      sheetIds.length
        ? db
            .select({ id: datasheets.id, name: datasheets.title })
            .from(datasheets)
            .where(inArray(datasheets.id, sheetIds))
            .all()
            .map((d) => [d.id, d])
        : [],
    );
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter(isId))];
    const parents = new Map(
      parentIds.length
        ? db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(inArray(products.id, parentIds))
            .all()
            .map((p) => [p.id, p])
        : [],
    );
    const specs = specificationsFor(rowIds);
    const certified = certificateIdsFor(rowIds);
    const certificateNames = certified.size
      ? new Map(certificateChoices().map((c) => [c.id, c.name]))
      : new Map<number, string>();
    const images = new Map<number, SnapshotImage[]>();
    for (const image of db
      .select({
        productId: productImages.productId,
        id: productImages.id,
        publicId: productImages.publicId,
        file: productImages.file,
        width: productImages.width,
        height: productImages.height,
        variants: productImages.variants,
      })
      .from(productImages)
      .where(inArray(productImages.productId, rowIds))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
      .all()) {
      const { productId, ...rest } = image;
      const list = images.get(productId) ?? [];
      list.push(rest);
      images.set(productId, list);
    }
    const ref = (id: number | null, names: Map<number, { name: string }>) =>
      id === null ? null : { id, name: names.get(id)?.name ?? "" };
    for (const r of rows) {
      found.set(r.id, {
        v: 1,
        name: r.name,
        slug: r.slug,
        shortdescription: r.shortdescription,
        description: r.description,
        imagealt: r.imagealt,
        seoTitle: r.seoTitle,
        seoDescription: r.seoDescription,
        sku: r.sku,
        status: r.status,
        publishAt: r.publishAt ? r.publishAt.getTime() : null,
        category: ref(r.categoryId, cats)!,
        subcategory: ref(r.subcategoryId, cats),
        subSubcategory: ref(r.subSubcategoryId, cats),
        datasheet: ref(r.datasheetId, sheets),
        parent: ref(r.parentId, parents),
        specifications: (specs.get(r.id) ?? []).map((s) => ({
          specId: s.spec.id,
          spec: s.spec.title,
          valueId: s.value.id,
          value: s.value.title,
        })),
        certificates: (certified.get(r.id) ?? []).map((id) => ({
          id,
          name: certificateNames.get(id) ?? "",
        })),
        images: images.get(r.id) ?? [],
      });
    }
  }
  return found;
}

/** The snapshot of one product, or null. */
export function productSnapshot(id: number): ProductSnapshot | null {
  return productSnapshots([id]).get(id) ?? null;
}

/** A snapshot as stored (a version's, a binned product's); refused if it is not one. */
export function storedSnapshot<T extends ProductSnapshot = ProductSnapshot>(value: unknown): T {
  if (typeof value !== "object" || value === null || (value as { v?: unknown }).v !== 1)
    throw new Error("Not a product snapshot");
  return value as T;
}

const isId = (id: number | null): id is number => id !== null;

// ---------------------------------------------------------------------------------------------
// What changed between two snapshots

/**
 * One line of a version's changes: a field `before` → `after` (`long` for text that deserves
 * room of its own), or a `text` of its own ("1 image added").
 */
export type VersionChange = {
  label: string;
  before?: string;
  after?: string;
  text?: string;
  long?: boolean;
};

const NONE = "(none)";
const SAME_AS_NAME = "(the name)";
const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

/** Text longer than this is shown in a box of its own rather than inline. */
const LONG_TEXT = 120;

const TEXT_FIELDS = [
  ["name", "Name"],
  ["shortdescription", "Reference"],
  ["sku", "SKU"],
  ["description", "Description"],
  ["imagealt", "Image alt text"],
  ["seoTitle", "SEO title"],
  ["seoDescription", "SEO description"],
] as const;

const REF_FIELDS = [
  ["category", "Category"],
  ["subcategory", "Subcategory"],
  ["subSubcategory", "Sub-subcategory"],
  ["datasheet", "Datasheet"],
  ["parent", "Variant of"],
] as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What differs from `before` to `after`, field by field, as a person reads it: fields by their
 * labels, specifications by their groups' names, categories, datasheet, parent and certificates by
 * name, and pictures as added, removed or reordered. References are compared by id, so a category
 * renamed meanwhile is no change of the product.
 */
export function snapshotChanges(before: ProductSnapshot, after: ProductSnapshot): VersionChange[] {
  const changes: VersionChange[] = [];
  for (const [key, label] of TEXT_FIELDS) {
    const [b, a] = [before[key] ?? "", after[key] ?? ""];
    if (b === a) continue;
    const shown = (text: string) =>
      text === "" && (key === "imagealt" || key === "seoTitle") ? SAME_AS_NAME : text || NONE;
    changes.push({
      label,
      before: shown(b),
      after: shown(a),
      long: b.length > LONG_TEXT || a.length > LONG_TEXT || b.includes("\n") || a.includes("\n"),
    });
  }
  if (before.status !== after.status)
    changes.push({
      label: "Status",
      before: STATUS_LABELS[before.status],
      after: STATUS_LABELS[after.status],
    });
  if (before.publishAt !== after.publishAt) {
    const shown = (at: number | null) => (at === null ? NONE : adminDateTime(at));
    changes.push({
      label: "Publish at",
      before: shown(before.publishAt),
      after: shown(after.publishAt),
    });
  }
  for (const [key, label] of REF_FIELDS) {
    const [b, a] = [before[key], after[key]];
    if ((b?.id ?? null) === (a?.id ?? null)) continue;
    changes.push({ label, before: b?.name || NONE, after: a?.name || NONE });
  }
  // Specifications, in the order of the groups as the later snapshot has them.
  const valueOf = (s: ProductSnapshot) => new Map(s.specifications.map((x) => [x.specId, x]));
  const [b, a] = [valueOf(before), valueOf(after)];
  const groups = [...new Set([...a.keys(), ...b.keys()])];
  for (const group of groups) {
    const [was, is] = [b.get(group), a.get(group)];
    if (was?.valueId === is?.valueId) continue;
    changes.push({
      label: `Specification: ${is?.spec ?? was?.spec}`,
      before: was?.value ?? NONE,
      after: is?.value ?? NONE,
    });
  }
  const ids = (refs: SnapshotRef[]) => refs.map((r) => r.id).sort((x, y) => x - y);
  if (ids(before.certificates).join() !== ids(after.certificates).join()) {
    const names = (refs: SnapshotRef[]) => refs.map((r) => r.name).join(", ") || NONE;
    changes.push({
      label: "Certificates",
      before: names(before.certificates),
      after: names(after.certificates),
    });
  }
  changes.push(...imageChanges(before.images, after.images));
  return changes;
}

/** Pictures added, removed, reordered (the ones both have, in another order). */
function imageChanges(before: SnapshotImage[], after: SnapshotImage[]): VersionChange[] {
  const [was, is] = [new Set(before.map((i) => i.id)), new Set(after.map((i) => i.id))];
  const added = after.filter((i) => !was.has(i.id)).length;
  const removed = before.filter((i) => !is.has(i.id)).length;
  const kept = (list: SnapshotImage[], other: Set<number>) =>
    list
      .filter((i) => other.has(i.id))
      .map((i) => i.id)
      .join();
  const changes: VersionChange[] = [];
  if (added) changes.push({ label: "Images", text: `${plural(added, "image", "images")} added` });
  if (removed)
    changes.push({ label: "Images", text: `${plural(removed, "image", "images")} removed` });
  if (kept(before, is) !== kept(after, was))
    changes.push({ label: "Images", text: "Images reordered" });
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Recording

/** The newest version of each of the products, by product id. */
function latestVersions(ids: readonly number[]) {
  const found = new Map<number, { number: number; snapshot: ProductSnapshot }>();
  for (const chunk of chunks(ids)) {
    const rows = db.all<{ productId: number; number: number; snapshot: string }>(sql`
      SELECT v.product_id AS productId, v.number AS number, v.snapshot AS snapshot
      FROM ${productVersions} v
      JOIN (SELECT product_id, max(number) AS n FROM ${productVersions}
            WHERE product_id IN ${sql`(${sql.join(chunk, sql`, `)})`} GROUP BY product_id) m
        ON m.product_id = v.product_id AND m.n = v.number`);
    for (const r of rows)
      found.set(r.productId, {
        number: r.number,
        snapshot: storedSnapshot(JSON.parse(r.snapshot)),
      });
  }
  return found;
}

/**
 * Keeps, for each of the products that has no version yet (one saved for the first time since
 * the history began, docs/admin.md, History), its state as it is now as version 1, dated when it
 * last changed and by nobody: so its first recorded save can be undone too. Call it inside the
 * write's transaction, before the write.
 */
export function keepVersionBaselines(ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const versioned = new Set<number>();
  for (const chunk of chunks(unique))
    for (const r of db
      .selectDistinct({ productId: productVersions.productId })
      .from(productVersions)
      .where(inArray(productVersions.productId, chunk))
      .all())
      versioned.add(r.productId);
  const missing = unique.filter((id) => !versioned.has(id));
  if (missing.length === 0) return;
  const snapshots = productSnapshots(missing);
  const changed = new Map<number, Date>();
  for (const chunk of chunks(missing))
    for (const r of db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(inArray(products.id, chunk))
      .all())
      changed.set(r.id, r.updatedAt);
  insertVersions(
    [...snapshots].map(([productId, snapshot]) => ({
      productId,
      number: 1,
      snapshot,
      note: BASELINE_NOTE,
      userId: null,
      userName: "",
      createdAt: changed.get(productId) ?? new Date(),
    })),
  );
}

/**
 * Records a version of each of the products as it is now, by `actor`: call it inside the write's
 * transaction, after the write. A save that changed nothing a snapshot holds records nothing,
 * unless it has a `note` to say ("Restored from version 3"). Versions beyond the retention of
 * the products written go at once (pruneVersionsOf).
 */
export function recordProductVersions(
  actor: Actor,
  ids: readonly number[],
  { note = "" }: { note?: string } = {},
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const snapshots = productSnapshots(unique);
  const latest = latestVersions(unique);
  const rows = [];
  for (const [productId, snapshot] of snapshots) {
    const last = latest.get(productId);
    if (last && !note && snapshotChanges(last.snapshot, snapshot).length === 0) continue;
    rows.push({
      productId,
      number: (last?.number ?? 0) + 1,
      snapshot,
      note,
      userId: actor.id,
      userName: actor.name,
      createdAt: new Date(),
    });
  }
  insertVersions(rows);
  pruneVersionsOf(rows.map((r) => r.productId));
}

/** recordProductVersions of one product. */
export function recordProductVersion(actor: Actor, id: number, options: { note?: string } = {}) {
  recordProductVersions(actor, [id], options);
}

function insertVersions(rows: (typeof productVersions.$inferInsert)[]) {
  for (const chunk of chunks(rows, 100))
    if (chunk.length) db.insert(productVersions).values(chunk).run();
}

// ---------------------------------------------------------------------------------------------
// Retention

/** The moment before which versions may go (VERSIONS_KEPT_DAYS before `now`). */
const versionCutoff = (now: Date) => new Date(now.getTime() - VERSIONS_KEPT_DAYS * 86_400_000);

/**
 * The versions of the products beyond their retention: older than VERSIONS_KEPT_DAYS and not
 * among their VERSIONS_KEPT newest. Numbers only ever grow, so the newest are the top numbers.
 */
function beyondRetention(now: Date) {
  return sql`${productVersions.createdAt} < ${versionCutoff(now).getTime()}
    AND ${productVersions.number} <= (SELECT max(w.number) FROM ${productVersions} w
                                      WHERE w.product_id = ${productVersions.productId}) - ${VERSIONS_KEPT}`;
}

/** Drops the versions of the products that are beyond retention (cheap: by their index). */
export function pruneVersionsOf(ids: readonly number[], now = new Date()) {
  for (const chunk of chunks([...new Set(ids)]))
    if (chunk.length)
      db.delete(productVersions)
        .where(and(inArray(productVersions.productId, chunk), beyondRetention(now)))
        .run();
}

/**
 * Drops every version beyond retention (docs/admin.md, History): run by the periodic work of
 * app/models/product-housekeeping.server.ts; safe in several processes at once. How many went.
 */
export function pruneProductVersions(now = new Date()): number {
  return db.transaction(
    () =>
      db
        .delete(productVersions)
        .where(and(lt(productVersions.createdAt, versionCutoff(now)), beyondRetention(now)))
        .run().changes,
    { behavior: "immediate" },
  );
}

/** Drops every version of the products (a product deleted for good). */
export function dropVersionsOf(ids: readonly number[]) {
  for (const chunk of chunks([...new Set(ids)]))
    if (chunk.length)
      db.delete(productVersions).where(inArray(productVersions.productId, chunk)).run();
}

/** The number of the newest version of the product, or null: none recorded. */
export function latestVersionNumber(productId: number): number | null {
  return (
    db
      .select({ n: sql<number | null>`max(${productVersions.number})` })
      .from(productVersions)
      .where(eq(productVersions.productId, productId))
      .get()?.n ?? null
  );
}

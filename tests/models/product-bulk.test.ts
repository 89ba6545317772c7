/**
 * Bulk actions on products (docs/admin.md, Bulk actions): each action on the products it names
 * (by id, or every one a filter and search match), in one transaction with one audit entry per
 * product it changes; the confirmation's count and question; an action refused whole when one
 * product refuses it; a confirmed count that no longer holds refused with nothing done.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, categories, productImages, products, type ProductStatus } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { listBin } from "~/models/product-bin.server";
import { listProductVersions } from "~/models/product-history.server";
import { BASELINE_NOTE } from "~/models/product-snapshot.server";
import { bulkConfirmation, runBulkAction } from "~/models/product-bulk.server";
import { publishDueProducts } from "~/models/product-schedule.server";
import { createProduct } from "~/models/product.server";
import { siteVersion } from "~/models/site-version.server";
import { BulkProductsSchema } from "~/schemas/product-bulk";
import { storage } from "~/storage.server";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";
import { picture } from "../uploads";

let t: ReturnType<typeof createTaxonomy>;
let staff: Actor;

beforeEach(() => {
  resetDb();
  fs.rmSync(path.join(storage.root, "products"), { recursive: true, force: true });
  t = createTaxonomy();
  const user = insertUser({ role: "manager" });
  staff = { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
});

const NOW = new Date("2027-01-15T10:00:00Z");

function make(name: string, status: ProductStatus = "draft", extra: { parentId?: number } = {}) {
  const row = createProduct({
    name,
    description: "A cable.",
    categoryId: t.lan.id,
    subcategoryId: t.data.id,
    subSubcategoryId: t.cat6.id,
    ...extra,
  });
  db.update(products).set({ status }).where(eq(products.id, row.id)).run();
  return row;
}

const input = (value: Record<string, unknown>) => BulkProductsSchema.parse(value);
const statuses = (ids: number[]) =>
  db
    .select({ status: products.status })
    .from(products)
    .where(inArray(products.id, ids))
    .all()
    .map((r) => r.status);
const entries = () => db.select().from(auditLog).all();

async function refusal(action: Promise<unknown>) {
  try {
    await action;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: error.status, message: error.message, field: error.field };
  }
  return null;
}

describe("status actions", () => {
  it("publishes the ticked products, one audit entry each, leaving the published ones be", async () => {
    const drafts = Array.from({ length: 30 }, (_, i) => make(`Draft ${i + 1}`));
    const live = make("Already live", "published");
    const version = siteVersion();
    const ids = [...drafts.map((d) => d.id), live.id];
    const result = await runBulkAction(staff, input({ action: "publish", ids }), { now: NOW });
    expect(result).toEqual({
      action: "publish",
      count: 31,
      changed: 30,
      message: "Published 30 products; 1 product already was",
    });
    expect(new Set(statuses(ids))).toEqual(new Set(["published"]));
    expect(siteVersion()).not.toBe(version);
    const log = entries();
    expect(log).toHaveLength(30);
    expect(log[0]).toMatchObject({
      userId: staff.id,
      action: "update",
      entity: "product",
      entityId: String(drafts[0].id),
      summary: "Published product Draft 1 (a bulk action on 31 products)",
      changes: { status: { before: "draft", after: "published" } },
    });
    expect(log.some((e) => e.entityId === String(live.id))).toBe(false);
    // Each published product's history has the change, by whom, after the state before it.
    const [latest, baseline] = listProductVersions(drafts[0].id).versions;
    expect(latest).toMatchObject({
      note: "Publish (a bulk action on 31 products)",
      userName: staff.name,
      changes: [{ label: "Status", before: "Draft", after: "Published" }],
    });
    expect(baseline.note).toBe(BASELINE_NOTE);
    expect(listProductVersions(live.id).total).toBe(0);
  });

  it("unpublishes to Draft (cancelling any schedule) and archives", async () => {
    const a = make("Live A", "published");
    const b = make("Scheduled B");
    db.update(products)
      .set({ publishAt: new Date("2027-02-01T09:00:00Z") })
      .where(eq(products.id, b.id))
      .run();
    const unpublished = await runBulkAction(
      staff,
      input({ action: "unpublish", ids: [a.id, b.id] }),
      {
        now: NOW,
      },
    );
    expect(unpublished.changed).toBe(2);
    expect(
      db
        .select({ status: products.status, publishAt: products.publishAt })
        .from(products)
        .where(inArray(products.id, [a.id, b.id]))
        .all(),
    ).toEqual([
      { status: "draft", publishAt: null },
      { status: "draft", publishAt: null },
    ]);
    const archived = await runBulkAction(staff, input({ action: "archive", ids: [a.id, b.id] }), {
      now: NOW,
    });
    expect(archived.message).toBe("Archived 2 products");
    expect(statuses([a.id, b.id])).toEqual(["archived", "archived"]);
  });

  it("schedules the unpublished ones for a moment in the future, which then publishes them", async () => {
    const draft = make("Launch draft");
    const live = make("Launch live", "published");
    const at = "2027-01-15T10:30"; // London time, GMT in January
    const past = await refusal(
      runBulkAction(
        staff,
        input({ action: "schedule", ids: [draft.id], publishAt: "2027-01-15T09:59" }),
        { now: NOW },
      ),
    );
    expect(past).toEqual({
      status: 400,
      message: "Please choose a time in the future",
      field: "publishAt",
    });
    const result = await runBulkAction(
      staff,
      input({ action: "schedule", ids: [draft.id, live.id], publishAt: at }),
      { now: NOW },
    );
    expect(result.message).toBe(
      "Scheduled 1 product to go live on 15 Jan 2027, 10:30 (Europe/London); 1 product left as it was (published, or due then already)",
    );
    expect(publishDueProducts(new Date("2027-01-15T10:29:00Z"))).toEqual([]);
    expect(publishDueProducts(new Date("2027-01-15T10:30:00Z"))).toEqual(["Launch draft"]);
    const unscheduled = await runBulkAction(
      staff,
      input({ action: "unschedule", ids: [draft.id] }),
      { now: NOW },
    );
    expect(unscheduled.changed).toBe(0);
  });
});

describe("moving and deleting", () => {
  it("moves products to another sub-subcategory, recording where from", async () => {
    const cat5e = db
      .insert(categories)
      .values({ name: "Cat5e Cables", slug: "cat5e-cables", parentId: t.data.id, level: 3 })
      .returning()
      .get();
    const moved = Array.from({ length: 5 }, (_, i) => make(`Moved ${i + 1}`, "published"));
    const version = siteVersion();
    const result = await runBulkAction(
      staff,
      input({
        action: "move",
        ids: moved.map((m) => m.id),
        category: t.lan.id,
        subcategory: t.data.id,
        subSubcategory: cat5e.id,
      }),
      { now: NOW },
    );
    expect(result.message).toBe(
      "Moved 5 products to Copper Connectivity › Data Cables › Cat5e Cables",
    );
    expect(siteVersion()).not.toBe(version);
    const rows = db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          moved.map((m) => m.id),
        ),
      )
      .all();
    expect(rows.every((r) => r.subSubcategoryId === cat5e.id)).toBe(true);
    expect(entries()[0].changes).toEqual({
      subSubcategoryId: { before: t.cat6.id, after: cat5e.id },
    });
    // Each product's history keeps the move, after the state before it, and can undo it.
    const [latest, baseline] = listProductVersions(moved[0].id).versions;
    expect(latest.note).toBe(
      "Moved to Copper Connectivity › Data Cables › Cat5e Cables (a bulk action on 5 products)",
    );
    expect(latest.changes?.map((c) => c.label)).toEqual(["Sub-subcategory"]);
    expect(baseline.note).toBe(BASELINE_NOTE);
  });

  it("refuses a destination that is not a branch of the tree, on its field, moving nothing", async () => {
    const p = make("Stays put", "published");
    const wrong = await refusal(
      runBulkAction(
        staff,
        input({ action: "move", ids: [p.id], category: t.power.id, subcategory: t.data.id }),
        { now: NOW },
      ),
    );
    expect(wrong).toEqual({
      status: 400,
      message: "This subcategory is not in the chosen category",
      field: "subcategory",
    });
    expect(db.select().from(products).where(eq(products.id, p.id)).get()?.subSubcategoryId).toBe(
      t.cat6.id,
    );
    expect(entries()).toEqual([]);
  });

  it("moves products to the bin with their pictures, variants before their parents, in one transaction", async () => {
    const stored = await storage.saveImage("products", await picture("png"), { field: "images" });
    const parent = createProduct({
      name: "Parent",
      description: "A cable.",
      categoryId: t.lan.id,
      images: [stored],
    });
    const variant = make("Variant", "published", { parentId: parent.id });
    const alone = make("Alone");
    // A parent without its variant: the whole action is refused, nothing deleted.
    const refused = await refusal(
      runBulkAction(staff, input({ action: "delete", ids: [alone.id, parent.id] }), { now: NOW }),
    );
    expect(refused).toMatchObject({
      status: 400,
      message: expect.stringContaining("Parent cannot be deleted: it has 1 variant"),
    });
    expect(statuses([alone.id, parent.id])).toHaveLength(2);
    expect(entries()).toEqual([]);
    // With it, all three go to the bin, the parent's files kept there until it is purged.
    const result = await runBulkAction(
      staff,
      input({ action: "delete", ids: [parent.id, variant.id, alone.id] }),
      { now: NOW },
    );
    expect(result).toMatchObject({ count: 3, changed: 3, message: "Deleted 3 products" });
    expect(statuses([parent.id, variant.id, alone.id])).toEqual([]);
    expect(db.select().from(productImages).all()).toEqual([]);
    expect(fs.existsSync(path.join(storage.root, stored.file))).toBe(true);
    expect(
      listBin()
        .products.map((r) => r.name)
        .sort(),
    ).toEqual(["Alone", "Parent", "Variant"]);
    expect(entries().map((e) => e.summary)).toEqual([
      "Moved product Variant to the bin (a bulk action on 3 products)",
      "Moved product Parent to the bin (a bulk action on 3 products)",
      "Moved product Alone to the bin (a bulk action on 3 products)",
    ]);
  });
});

describe("what an action is for", () => {
  it("acts on every product the filter and search match, and no other", async () => {
    const power = createProduct({
      name: "SWA armoured",
      description: "A cable.",
      categoryId: t.power.id,
    });
    db.update(products).set({ status: "draft" }).where(eq(products.id, power.id)).run();
    const cat6 = Array.from({ length: 3 }, (_, i) => make(`Cat6 patch ${i + 1}`));
    const other = make("Cat5e patch");
    const confirmation = bulkConfirmation(
      input({ action: "publish", scope: "all", filter: { q: "cat6", category: String(t.lan.id) } }),
    );
    expect(confirmation).toEqual({
      count: 3,
      question: "Publish 3 products? Visitors will see them.",
      confirm: "Yes, publish 3 products",
    });
    await runBulkAction(
      staff,
      input({
        action: "publish",
        scope: "all",
        filter: { q: "cat6", category: t.lan.id },
        count: 3,
      }),
      { now: NOW },
    );
    expect(statuses(cat6.map((p) => p.id))).toEqual(["published", "published", "published"]);
    expect(statuses([other.id, power.id])).toEqual(["draft", "draft"]);
  });

  it("does nothing when the products are no longer the number confirmed (409), and says so", async () => {
    const drafts = Array.from({ length: 3 }, (_, i) => make(`Cat6 run ${i + 1}`));
    const asked = bulkConfirmation(
      input({ action: "archive", scope: "all", filter: { q: "cat6" } }),
    );
    expect(asked.count).toBe(3);
    make("Cat6 run 4"); // added meanwhile
    const refused = await refusal(
      runBulkAction(
        staff,
        input({ action: "archive", scope: "all", filter: { q: "cat6" }, count: asked.count }),
        {
          now: NOW,
        },
      ),
    );
    expect(refused).toEqual({
      status: 409,
      message: "The selection has changed: it is 4 products now, not 3. Please confirm again.",
      field: undefined,
    });
    expect(new Set(statuses(drafts.map((d) => d.id)))).toEqual(new Set(["draft"]));
    expect(entries()).toEqual([]);
  });

  it("refuses ids that name no product, and a filter that matches none", async () => {
    const p = make("Real");
    expect(
      await refusal(
        runBulkAction(staff, input({ action: "publish", ids: [p.id, 999_998, 999_999] })),
      ),
    ).toEqual({
      status: 400,
      message: "No product has the id 999998, 999999",
      field: "ids",
    });
    expect(() =>
      bulkConfirmation(
        input({ action: "publish", scope: "all", filter: { q: "nothing-like-it" } }),
      ),
    ).toThrow("No products match: there is nothing to act on");
    expect(statuses([p.id])).toEqual(["draft"]);
  });

  it("reads the input strictly: a wrong filter is refused rather than dropped", () => {
    const parsed = BulkProductsSchema.safeParse({
      action: "publish",
      scope: "all",
      filter: { category: "all" },
    });
    expect(parsed.success).toBe(false);
    expect(
      BulkProductsSchema.safeParse({ action: "publish", scope: "all", filter: { status: "x" } })
        .success,
    ).toBe(false);
    expect(BulkProductsSchema.safeParse({ action: "publish" }).error?.issues[0]).toMatchObject({
      path: ["ids"],
      message: "Please tick the products to act on, or choose all of them",
    });
    expect(
      BulkProductsSchema.safeParse({ action: "schedule", ids: [1] }).error?.issues[0],
    ).toMatchObject({
      path: ["publishAt"],
    });
    expect(
      BulkProductsSchema.safeParse({ action: "move", ids: [1] }).error?.issues[0],
    ).toMatchObject({
      path: ["category"],
      message: "Please choose the category to move them to",
    });
  });
});

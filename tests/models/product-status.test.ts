/**
 * The staff side of a product's status (docs/admin.md, Status): the form's and the API's
 * `status` (Published unless said), its audit (before and after), the products table's filter and
 * search, the header search, the dashboard's counts, the toasts; and the catalogue CSV's `status`
 * and `publish_at` columns, exported and imported back, with a clear error per row.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, products } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { catalogueCsvBatches, catalogueCsvColumns } from "~/models/catalogue-csv.server";
import {
  applyCatalogueCsv,
  planCatalogueImport,
  PUBLISH_AT_NOT_READ,
  PUBLISHED_NOT_SCHEDULED,
  STATUS_NOT_KNOWN,
} from "~/models/catalogue-import.server";
import { countProductsByStatus, getCatalogueTotals, searchAdmin } from "~/models/dashboard.server";
import {
  adminListStatements,
  createStaffProduct,
  getAdminProduct,
  listAdminProducts,
  PRODUCT_ARCHIVED,
  PRODUCT_CREATED,
  PRODUCT_PUBLISHED,
  PRODUCT_SAVED_AS_DRAFT,
  PRODUCT_UPDATED,
  productSavedMessage,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { createProducts } from "~/models/product.server";
import { ProductCreateSchema, ProductUpdateSchema, STATUS_UNKNOWN } from "~/schemas/product";
import { storage } from "~/storage.server";
import { csvChunk } from "~/utils/csv.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";
import { dataUrl, picture } from "../uploads";

let t: ReturnType<typeof createTaxonomy>;

beforeEach(() => {
  resetDb();
  t = createTaxonomy();
});
afterEach(() => fs.rmSync(path.join(storage.root, "products"), { recursive: true, force: true }));

function actor(): Actor {
  const user = insertUser({ role: "manager" });
  return { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
}

async function createInput(overrides: Record<string, unknown> = {}) {
  return ProductCreateSchema.parse({
    name: "Cat6 U/UTP LSZH Blue",
    category: String(t.lan.id),
    description: "A data cable.",
    images: [dataUrl(await picture("png"))],
    ...overrides,
  });
}

const updateInput = (overrides: Record<string, unknown> = {}) =>
  ProductUpdateSchema.parse({
    name: "Cat6 U/UTP LSZH Blue",
    category: String(t.lan.id),
    description: "A data cable.",
    ...overrides,
  });

const lastAudit = () => db.select().from(auditLog).orderBy(auditLog.id).all().at(-1)!;

describe("a product's status, by the form and the API", () => {
  it("is Published unless said; a draft is created off the site and audited so", async () => {
    const who = actor();
    const published = await createStaffProduct(who, await createInput());
    expect(published.status).toBe("published");
    expect(lastAudit().summary).toBe("Created product Cat6 U/UTP LSZH Blue");
    const draft = await createStaffProduct(
      who,
      await createInput({ name: "Cat6 Draft", status: "draft" }),
    );
    expect(getAdminProduct(draft.slug)?.status).toBe("draft");
    expect(lastAudit()).toMatchObject({ summary: "Created product Cat6 Draft (Draft)" });
    expect(lastAudit().changes.status).toEqual({ before: null, after: "draft" });
  });

  it("refuses a status it does not know, on the field", async () => {
    const parsed = ProductCreateSchema.safeParse({ ...(await createInput()), status: "live" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toMatchObject([{ path: ["status"], message: STATUS_UNKNOWN }]);
  });

  it("is kept by an update that does not say it; a change is audited before and after", async () => {
    const who = actor();
    const row = await createStaffProduct(who, await createInput({ status: "draft" }));
    await updateStaffProduct(who, row.slug, updateInput({ shortdescription: "C6" }));
    expect(getAdminProduct(row.slug)).toMatchObject({ status: "draft", shortdescription: "C6" });
    expect(lastAudit().summary).toBe("Updated product Cat6 U/UTP LSZH Blue");
    expect(lastAudit().changes.status).toBeUndefined();

    await updateStaffProduct(who, row.slug, updateInput({ status: "published" }));
    expect(getAdminProduct(row.slug)?.status).toBe("published");
    expect(lastAudit()).toMatchObject({
      action: "update",
      summary: "Updated product Cat6 U/UTP LSZH Blue: Draft → Published",
    });
    expect(lastAudit().changes.status).toEqual({ before: "draft", after: "published" });
  });

  it("says in its toast what the save did", () => {
    expect(productSavedMessage(null, "published")).toBe(PRODUCT_CREATED);
    expect(productSavedMessage(null, "draft")).toBe(PRODUCT_SAVED_AS_DRAFT);
    expect(productSavedMessage("published", "published")).toBe(PRODUCT_UPDATED);
    expect(productSavedMessage("draft", "draft")).toBe(PRODUCT_UPDATED);
    expect(productSavedMessage("draft", "published")).toBe(PRODUCT_PUBLISHED);
    expect(productSavedMessage("published", "draft")).toBe(PRODUCT_SAVED_AS_DRAFT);
    expect(productSavedMessage("published", "archived")).toBe(PRODUCT_ARCHIVED);
    expect(productSavedMessage("archived", "published")).toBe(PRODUCT_PUBLISHED);
  });
});

describe("the admin knows the three states", () => {
  function catalogue() {
    return createProducts([
      { name: "Zephyr Cat6 Blue", description: "d", categoryId: t.lan.id },
      { name: "Zephyr Cat6 Grey", description: "d", categoryId: t.lan.id, status: "draft" },
      { name: "Zephyr Cat5e Old", description: "d", categoryId: t.power.id, status: "archived" },
      { name: "Zephyr Cat7", description: "d", categoryId: t.lan.id, status: "draft" },
    ]);
  }

  it("filters the products table by status, with the search and a category", () => {
    catalogue();
    const names = (filters: Parameters<typeof listAdminProducts>[0]) =>
      listAdminProducts(filters).products.map((p) => `${p.name}: ${p.status}`);
    expect(names({ status: "draft" })).toEqual(["Zephyr Cat7: draft", "Zephyr Cat6 Grey: draft"]);
    expect(listAdminProducts({ status: "draft" }).total).toBe(2);
    expect(names({ status: "archived" })).toEqual(["Zephyr Cat5e Old: archived"]);
    // The search finds every status; with a status, only that one.
    expect(listAdminProducts({ q: "zephyr" }).total).toBe(4);
    expect(names({ q: "grey" })).toEqual(["Zephyr Cat6 Grey: draft"]);
    expect(names({ q: "zephyr", status: "published" })).toEqual(["Zephyr Cat6 Blue: published"]);
    expect(listAdminProducts({ q: "zephyr", status: "draft" }).total).toBe(2);
    expect(names({ category: t.power.id, status: "draft" })).toEqual([]);
  });

  it("finds drafts in the header search, with their status, and counts each state", () => {
    catalogue();
    expect(
      searchAdmin("zephyr cat6", { includeUsers: false }).products.map(
        (p) => `${p.name}: ${p.status}`,
      ),
    ).toEqual(expect.arrayContaining(["Zephyr Cat6 Blue: published", "Zephyr Cat6 Grey: draft"]));
    expect(countProductsByStatus()).toEqual({ draft: 2, published: 1, archived: 1 });
    expect(getCatalogueTotals()).toMatchObject({
      products: 4,
      productStatuses: { draft: 2, published: 1, archived: 1 },
    });
  });

  it("counts and pages a status through products_status_idx, never sorting the table", () => {
    catalogue();
    const { count, page } = adminListStatements({ status: "draft" });
    const explain = (q: { sql: string; params: unknown[] }) =>
      (db.$client.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.params) as { detail: string }[])
        .map((r) => r.detail)
        .join("\n");
    expect(explain(count.toSQL())).toContain("USING COVERING INDEX products_status_idx");
    const paged = explain(page({ pageSize: 25, offset: 0 }).toSQL());
    expect(paged).toContain("products_status_idx");
    expect(paged).not.toContain("TEMP B-TREE");
  });
});

// ---------------------------------------------------------------------------------------------
// The catalogue CSV

const bytes = (text: string) => new TextEncoder().encode(text);
const preview = (text: string) =>
  planCatalogueImport(bytes(text), { createMissingValues: false }).preview;

function exportText(filters = {}) {
  const columns = catalogueCsvColumns();
  let text = "";
  let first = true;
  for (const batch of catalogueCsvBatches(filters)) {
    text += csvChunk(columns, batch, first);
    first = false;
  }
  return text;
}

const exported = (filters = {}) =>
  parse(exportText(filters), { bom: true, columns: true }) as Record<string, string>[];

describe("the catalogue CSV's status and schedule", () => {
  function catalogue() {
    return createProducts([
      { name: "Cat6 Blue", description: "d", categoryId: t.lan.id, sku: "C6-B" },
      {
        name: "Cat6 Grey",
        description: "d",
        categoryId: t.lan.id,
        sku: "C6-G",
        status: "draft",
        // 09:00 on the UK clock (BST).
        publishAt: new Date(Date.UTC(2027, 5, 1, 8, 0)),
      },
      { name: "Cat5e", description: "d", categoryId: t.lan.id, sku: "C5", status: "archived" },
    ]);
  }

  it("exports them (the schedule on the UK clock with its offset), and the table's status filter", () => {
    catalogue();
    const rows = exported({ sort: "name" });
    expect(rows.map((r) => [r.sku, r.status, r.publish_at])).toEqual([
      ["C5", "archived", ""],
      ["C6-B", "published", ""],
      ["C6-G", "draft", "2027-06-01T09:00+01:00"],
    ]);
    expect(exported({ status: "draft" }).map((r) => r.sku)).toEqual(["C6-G"]);
  });

  it("imports an export back unchanged", () => {
    catalogue();
    expect(preview(exportText()).counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });
  });

  it("changes a status and a schedule, shown before applying, and audits the changes", () => {
    const [blue, grey] = catalogue();
    const text = [
      "sku;name;category;description;status;publish_at",
      "C6-B;Cat6 Blue;Copper Connectivity;d;Draft;2027-01-15 09:30",
      "C6-G;Cat6 Grey;Copper Connectivity;d;published;",
      "C5;Cat5e;Copper Connectivity;d;;",
      "NEW-1;Cat8;Copper Connectivity;d;;",
      "NEW-2;Cat8 Draft;Copper Connectivity;d;draft;2027-06-01T08:00Z",
    ].join("\n");
    const plan = preview(text);
    expect(plan.counts).toEqual({ create: 2, update: 2, unchanged: 1, error: 0 });
    expect(plan.rows.find((r) => r.line === 2)?.changes).toEqual([
      { field: "status", before: "published", after: "draft" },
      // Winter: GMT, the UK clock is UTC.
      { field: "publish_at", before: "", after: "2027-01-15T09:30+00:00" },
    ]);
    expect(plan.rows.find((r) => r.line === 3)?.changes).toEqual([
      { field: "status", before: "draft", after: "published" },
      // Published: the schedule goes.
      { field: "publish_at", before: "2027-06-01T09:00+01:00", after: "" },
    ]);

    applyCatalogueCsv(actor(), bytes(text), { createMissingValues: false });
    const row = (id: number) => db.select().from(products).where(eq(products.id, id)).get()!;
    expect(row(blue.id)).toMatchObject({
      status: "draft",
      publishAt: new Date(Date.UTC(2027, 0, 15, 9, 30)),
    });
    expect(row(grey.id)).toMatchObject({ status: "published", publishAt: null });
    const made = (sku: string) => db.select().from(products).where(eq(products.sku, sku)).get()!;
    expect(made("C5").status).toBe("archived"); // an empty cell keeps it
    expect(made("NEW-1").status).toBe("published"); // a new product without one: published
    expect(made("NEW-2")).toMatchObject({
      status: "draft",
      publishAt: new Date(Date.UTC(2027, 5, 1, 8, 0)),
    });
    expect(lastAudit().changes.statusChanges).toEqual({
      before: null,
      after: { "Published → Draft": 1, "Draft → Published": 1 },
    });
  });

  it("leaves every status and schedule as it is when the file has no such columns", () => {
    const [, grey] = catalogue();
    const text = [
      "sku;name;category;description",
      "C6-G;Cat6 Grey renamed;Copper Connectivity;d",
    ].join("\n");
    applyCatalogueCsv(actor(), bytes(text), { createMissingValues: false });
    expect(db.select().from(products).where(eq(products.id, grey.id)).get()).toMatchObject({
      name: "Cat6 Grey renamed",
      status: "draft",
      publishAt: new Date(Date.UTC(2027, 5, 1, 8, 0)),
    });
  });

  it("refuses, row by row, a status it does not know, a date it cannot read, a published schedule", () => {
    catalogue();
    const text = [
      "sku;name;category;description;status;publish_at",
      "C6-B;Cat6 Blue;Copper Connectivity;d;live;",
      "C6-G;Cat6 Grey;Copper Connectivity;d;draft;next Tuesday",
      "C5;Cat5e;Copper Connectivity;d;draft;2027-03-28T01:30",
      "NEW;Cat8;Copper Connectivity;d;;2027-06-01T09:00",
      "C6-X;Cat6 X;Copper Connectivity;d;published;2027-06-01T09:00",
    ].join("\n");
    const rows = preview(text).rows;
    expect(rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, "error", [STATUS_NOT_KNOWN("live")]],
      [3, "error", [PUBLISH_AT_NOT_READ("next Tuesday")]],
      // The hour the clocks skip in March does not exist on the UK clock.
      [4, "error", [PUBLISH_AT_NOT_READ("2027-03-28T01:30")]],
      [5, "error", [PUBLISHED_NOT_SCHEDULED]],
      [6, "error", [PUBLISHED_NOT_SCHEDULED]],
    ]);
    expect(STATUS_NOT_KNOWN("live")).toBe(
      "status: “live” is not a status (draft, published or archived)",
    );
  });
});

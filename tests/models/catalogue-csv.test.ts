/**
 * The catalogue as CSV (docs/admin.md, Catalogue CSV): the export's columns, its rows in the
 * table's order with categories, datasheet, pictures, parent, certificates and specification
 * values by name, the table's filters, formula-like cells escaped, and the API's download for
 * staff only; the import reads them back.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, certificates, datasheets, products, specifications } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { catalogueCsvBatches, catalogueCsvColumns } from "~/models/catalogue-csv.server";
import {
  applyCatalogueCsv,
  CSV_TOO_LARGE,
  NOT_CSV,
  planCatalogueImport,
  previewOrder,
} from "~/models/catalogue-import.server";
import { IMPORT_JOB_NOT_FOUND } from "~/models/catalogue-import-job.server";
import { DomainError } from "~/utils/domain-error";
import { createProducts } from "~/models/product.server";
import { productCertificatesOf, setProductCertificates } from "~/models/product-certificate.server";
import * as apiRoute from "~/routes/api.bel.$";
import { csvChunk } from "~/utils/csv.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, insertUser, makeRequest, run } from "../routes/admin.helpers";

let t: ReturnType<typeof createTaxonomy>;

beforeEach(() => {
  resetDb();
  t = createTaxonomy();
});

/** A small catalogue: a parent with a variant, a product with a formula-like name. */
function catalogue() {
  const sheet = db
    .insert(datasheets)
    .values({ title: "Cat6 datasheet", file: "datasheets/cat6.pdf" })
    .returning()
    .get();
  const [parent] = createProducts([
    {
      name: "Cat6 U/UTP",
      description: "Data cable.",
      shortdescription: "C6-UTP",
      categoryId: t.lan.id,
      subcategoryId: t.data.id,
      subSubcategoryId: t.cat6.id,
      datasheetId: sheet.id,
      sku: "C6-U",
      specificationValueIds: [t.lszh.id, t.blue.id],
      images: [
        { file: "products/a-1600.webp", publicId: "a", width: 10, height: 10, variants: [] },
        { file: "products/b-1600.webp", publicId: "b", width: 10, height: 10, variants: [] },
      ],
    },
  ]);
  const [variant, odd] = createProducts([
    {
      name: "Cat6 U/UTP Black",
      description: "Data cable, black.",
      categoryId: t.lan.id,
      parentId: parent.id,
      specificationValueIds: [t.black.id],
    },
    { name: '=HYPERLINK("http://evil")', description: "-5 °C", categoryId: t.power.id },
  ]);
  const [iso, rohs] = ["ISO 9001", "RoHS & REACH"].map(
    (name, position) =>
      db.insert(certificates).values({ name, title: name, position }).returning().get().id,
  );
  setProductCertificates(parent.id, [rohs, iso]);
  return { parent, variant, odd, iso, rohs };
}

/** The export as a spreadsheet program reads it. */
function exported(filters = {}) {
  return parse(exportText(filters), { bom: true, columns: true }) as Record<string, string>[];
}

function exportText(filters = {}) {
  const columns = catalogueCsvColumns();
  let text = "";
  let first = true;
  for (const batch of catalogueCsvBatches(filters)) {
    text += csvChunk(columns, batch, first);
    first = false;
  }
  if (first) text = csvChunk(columns, [], true);
  return text;
}

describe("the catalogue export", () => {
  it("writes every product with its names, pictures, parent and values, escaping formulas", () => {
    catalogue();
    const rows = exported({ sort: "name" });
    expect(Object.keys(rows[0])).toEqual([
      "slug",
      "sku",
      "name",
      "reference",
      "category",
      "subcategory",
      "sub-subcategory",
      "datasheet",
      "description",
      "seo_title",
      "seo_description",
      "images",
      "parent",
      "certificates",
      "status",
      "publish_at",
      "Sheath Material",
      "Sheath Colour",
    ]);
    expect(rows.map((r) => r.name)).toEqual([
      '\'=HYPERLINK("http://evil")',
      "Cat6 U/UTP",
      "Cat6 U/UTP Black",
    ]);
    expect(rows[0].description).toBe("'-5 °C");
    expect(rows[1]).toMatchObject({
      slug: "cat6-uutp",
      sku: "C6-U",
      reference: "C6-UTP",
      category: "Copper Connectivity",
      subcategory: "Data Cables",
      "sub-subcategory": "Cat6 Cables",
      datasheet: "Cat6 datasheet",
      images: "products/a-1600.webp|products/b-1600.webp",
      parent: "",
      certificates: "ISO 9001|RoHS & REACH",
      status: "published",
      publish_at: "",
      "Sheath Material": "LSZH",
      "Sheath Colour": "Blue",
    });
    // A variant's certificates are its family's: named on its parent's row.
    expect(rows[2]).toMatchObject({
      sku: "",
      parent: "C6-U",
      certificates: "",
      "Sheath Colour": "Black",
    });
    expect(rows[2]["Sheath Material"]).toBe("");
  });

  it("takes the table's filters: a category, a search", () => {
    catalogue();
    expect(exported({ category: t.power.id }).map((r) => r.slug)).toEqual(["hyperlinkhttpevil"]);
    expect(exported({ q: "black" }).map((r) => r.name)).toEqual(["Cat6 U/UTP Black"]);
    expect(exported({ category: t.swa.id })).toEqual([]);
  });

  it("GET /api/bel/admin/products.csv: staff only, a CSV attachment of the filtered list", async () => {
    catalogue();
    const url = "/api/bel/admin/products.csv";
    const visitor = await run(apiRoute.loader, makeRequest(url));
    expect(visitor.status).toBe(401);
    const { cookie } = await cookieFor(insertUser({ role: "manager" }).id);
    const answer = await run(
      apiRoute.loader,
      makeRequest(`${url}?category=${t.lan.id}&sort=name`, { cookie }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(answer.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.sku)).toEqual(["C6-U", ""]);
    const bad = await run(apiRoute.loader, makeRequest(`${url}?page=2`, { cookie }));
    expect(bad.status).toBe(400);
  });
});

const bytes = (text: string) => new TextEncoder().encode(text);
const preview = (text: string, createMissingValues = false) =>
  planCatalogueImport(bytes(text), { createMissingValues }).preview;

function actor(): Actor {
  const user = insertUser({ role: "manager" });
  return { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
}

/** What a failed import must leave as it was. */
function state() {
  return {
    products: db.select().from(products).all(),
    values: db.select().from(specifications).all().length,
    audit: db.select().from(auditLog).all().length,
  };
}

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error("not refused");
}

const HEADER = "sku;name;category;subcategory;description;Sheath Colour";

describe("the catalogue import", () => {
  it("an export imports back unchanged, and applying it writes nothing", () => {
    catalogue();
    const text = exportText();
    expect(preview(text).counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });
    const before = state().products;
    expect(applyCatalogueCsv(actor(), bytes(text), { createMissingValues: false })).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
      errors: 0,
    });
    expect(state().products).toEqual(before);
  });

  it("previews 3 good rows, an unknown category and an unknown value; applies 3, or 4 creating the value", () => {
    catalogue();
    const text = [
      HEADER,
      "N-1;New one;Copper Connectivity;Data Cables;First.;Blue",
      "N-2;New two;Industrial Power Cables;;Second.;",
      "C6-U;Cat6 U/UTP renamed;Copper Connectivity;Data Cables;Data cable.;Blue",
      "N-3;Lost;Fibre;;Third.;Blue",
      "N-4;Odd colour;Copper Connectivity;;Fourth.;Violet",
    ].join("\r\n");
    const seen = preview(text);
    expect(seen.counts).toEqual({ create: 2, update: 1, unchanged: 0, error: 2 });
    expect(seen.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, "create", []],
      [3, "create", []],
      [4, "update", []],
      [5, "error", ["unknown category “Fibre”"]],
      [6, "error", ["unknown specification value “Violet” of Sheath Colour"]],
    ]);
    expect(seen.missingValues).toEqual(["Sheath Colour: Violet"]);

    // The accepted rows are applied, the others left out; or 4 creating the value.
    const result = applyCatalogueCsv(actor(), bytes(text), { createMissingValues: false });
    expect(result).toEqual({ created: 2, updated: 1, unchanged: 0, errors: 2 });
    expect(db.select().from(auditLog).all().at(-1)!.summary).toBe(
      "Imported the catalogue CSV: 2 created, 1 updated, 0 unchanged, 2 refused",
    );
    expect(exported({ q: "renamed" })[0]).toMatchObject({ sku: "C6-U", slug: "cat6-uutp" });
    expect(preview(text, true).counts).toEqual({ create: 1, update: 0, unchanged: 3, error: 1 });
    expect(applyCatalogueCsv(actor(), bytes(text), { createMissingValues: true })).toEqual({
      created: 1,
      updated: 0,
      unchanged: 3,
      errors: 1,
    });
    expect(exported({ q: "odd" })[0]["Sheath Colour"]).toBe("Violet");
    const fixed = text
      .split("\r\n")
      .filter((l) => !l.includes("Fibre"))
      .join("\r\n");
    expect(preview(fixed).counts).toEqual({ create: 0, update: 0, unchanged: 4, error: 0 });
  });

  it("says what each update changes, now and in the file, as applying writes it", () => {
    const { parent } = catalogue();
    const rows = exported({ sort: "name" });
    const header = Object.keys(rows[0]);
    const edit = (changes: Record<string, Record<string, string>>) =>
      stringify([header, ...rows.map((r) => header.map((h) => changes[r.sku]?.[h] ?? r[h]))]);
    const text = edit({
      "C6-U": {
        name: "Cat6 U/UTP (new packaging)",
        datasheet: "",
        "Sheath Colour": "Black",
        // An empty specification cell leaves the product's value: no change.
        "Sheath Material": "",
      },
    });
    const seen = preview(text);
    expect(seen.counts).toEqual({ create: 0, update: 1, unchanged: 2, error: 0 });
    const update = seen.rows.find((r) => r.action === "update")!;
    expect(update.changes).toEqual([
      { field: "name", before: "Cat6 U/UTP", after: "Cat6 U/UTP (new packaging)" },
      { field: "datasheet", before: "Cat6 datasheet", after: "" },
      { field: "Sheath Colour", before: "Blue", after: "Black" },
    ]);
    expect(seen.rows.filter((r) => r.action !== "update").map((r) => r.changes)).toEqual([[], []]);

    // Applied, the product is as the preview said: renamed, no datasheet, black, still LSZH.
    applyCatalogueCsv(actor(), bytes(text), { createMissingValues: false });
    expect(exported({ q: "packaging" })[0]).toMatchObject({
      sku: "C6-U",
      slug: parent.slug,
      name: "Cat6 U/UTP (new packaging)",
      datasheet: "",
      "Sheath Colour": "Black",
      "Sheath Material": "LSZH",
    });
    expect(preview(text).counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });
  });

  it("lists errors, creates and updates before the unchanged rows, each in file order", () => {
    catalogue();
    const rows = exported({ sort: "name" });
    const header = Object.keys(rows[0]);
    const line = (r: Record<string, string>) => header.map((h) => r[h]);
    const text = stringify([
      header,
      line(rows[0]), // line 2: unchanged
      line(rows[2]), // 3: unchanged
      line({ ...rows[1], name: "Cat6 U/UTP renamed" }), // 4: an update
      line({ ...rows[1], slug: "", sku: "NEW-1", name: "New one" }), // 5: a create
      line({ ...rows[1], slug: "", sku: "NEW-2", name: "Lost", category: "Fibre" }), // 6: an error
      line({ ...rows[1], slug: "", sku: "NEW-3", name: "New two" }), // 7: a create
    ]);
    const seen = preview(text);
    expect(seen.rows.map((r) => [r.line, r.action])).toEqual([
      [2, "unchanged"],
      [3, "unchanged"],
      [4, "update"],
      [5, "create"],
      [6, "error"],
      [7, "create"],
    ]);
    expect(previewOrder(seen.rows).map((r) => [r.line, r.action])).toEqual([
      [6, "error"],
      [5, "create"],
      [7, "create"],
      [4, "update"],
      [2, "unchanged"],
      [3, "unchanged"],
    ]);
  });

  it("reads the certificates column: a product's own choice by name; not a variant's; none kept without the column", () => {
    const { parent, variant } = catalogue();
    const names = (id: number) => productCertificatesOf(id).map((c) => c.name);
    const head = "sku;slug;name;category;description;parent;certificates";
    const text = [
      head,
      "C6-U;;Cat6 U/UTP;Copper Connectivity;Data cable.;;RoHS & REACH",
      "N-1;;New one;Copper Connectivity;First.;;ISO 9001 | RoHS & REACH",
      "N-2;;Lost;Copper Connectivity;Second.;;BASEC",
      `;${variant.slug};Cat6 U/UTP Black;Copper Connectivity;Data cable, black.;C6-U;ISO 9001`,
    ].join("\r\n");
    const seen = preview(text);
    expect(seen.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, "update", []],
      [3, "create", []],
      [4, "error", ["unknown certificate “BASEC”"]],
      [
        5,
        "error",
        ["certificates: a variant has its family's certificates (name them on its parent's row)"],
      ],
    ]);
    applyCatalogueCsv(actor(), bytes(text), { createMissingValues: false });
    expect(names(parent.id)).toEqual(["RoHS & REACH"]);
    // The variant has its family's.
    expect(names(variant.id)).toEqual(["RoHS & REACH"]);
    const created = db
      .select()
      .from(products)
      .all()
      .find((p) => p.sku === "N-1")!;
    expect(names(created.id)).toEqual(["ISO 9001", "RoHS & REACH"]);
    // Named in another order, or without the column: unchanged, the choice kept.
    const again = `${head}\r\nN-1;;New one;Copper Connectivity;First.;;RoHS & REACH|ISO 9001`;
    expect(preview(again).counts).toMatchObject({ unchanged: 1 });
    const without = "sku;name;category;description\r\nN-1;New one;Copper Connectivity;First.";
    expect(preview(without).counts).toMatchObject({ unchanged: 1 });
    applyCatalogueCsv(actor(), bytes(without), { createMissingValues: false });
    expect(names(created.id)).toEqual(["ISO 9001", "RoHS & REACH"]);
  });

  it("refuses a file that is not CSV, one that is too large, and formula cells, changing nothing", () => {
    catalogue();
    const before = state();
    const apply = (b: Uint8Array) => applyCatalogueCsv(actor(), b, { createMissingValues: false });
    expect(refusal(() => apply(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]))).message).toBe(
      NOT_CSV,
    );
    expect(refusal(() => apply(bytes("just some words\nand more"))).message).toBe(NOT_CSV);
    const big = refusal(() => apply(new Uint8Array(30 * 1024 * 1024).fill(0x41)));
    expect([big.status, big.message]).toEqual([413, CSV_TOO_LARGE]);
    const formula = `${HEADER}\r\nF-1;=HYPERLINK("http://evil");Copper Connectivity;;Text.;`;
    expect(preview(formula).rows[0].errors).toEqual([
      expect.stringMatching(/^name starts like a spreadsheet formula/),
    ]);
    expect(apply(bytes(formula))).toEqual({ created: 0, updated: 0, unchanged: 0, errors: 1 });
    expect(state()).toEqual(before);
  });
});

describe("the import's API", () => {
  it("POST /admin/products/import/preview writes nothing; POST /admin/products/import applies", async () => {
    catalogue();
    const { cookie } = await cookieFor(insertUser({ role: "manager" }).id);
    const text = `${HEADER}\r\nA-1;Api one;Copper Connectivity;;One.;Blue\r\nA-2;Api two;Nowhere;;Two.;`;
    const file = () => new File([text], "import.csv", { type: "text/csv" });
    const visitor = await run(
      apiRoute.action,
      makeRequest("/api/bel/admin/products/import/preview", { multipart: { file: file() } }),
    );
    expect(visitor.status).toBe(401);
    const before = state();
    const seen = await run(
      apiRoute.action,
      makeRequest("/api/bel/admin/products/import/preview", {
        cookie,
        multipart: { file: file() },
      }),
    );
    expect(seen.status).toBe(200);
    expect(seen.json.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(seen.json.rows[0]).toEqual({
      line: 2,
      action: "create",
      name: "Api one",
      errors: [],
      changes: [],
    });
    expect(state()).toEqual(before);
    const applied = await run(
      apiRoute.action,
      makeRequest("/api/bel/admin/products/import", { cookie, multipart: { file: file() } }),
    );
    expect(applied.status).toBe(202);
    const job = applied.json.job as string;
    expect(job).toMatch(/^\/api\/bel\/admin\/products\/import\/[0-9a-f]{32}$/);
    expect(applied.location).toBe(job);
    expect(applied.json).toEqual({
      success: true,
      job,
      page: job.replace("/api/bel", ""),
      status: "queued",
    });
    const ended = await vi.waitFor(async () => {
      const answer = await run(apiRoute.loader, makeRequest(job, { cookie }));
      expect(answer.json.status).toBe("done");
      return answer;
    });
    expect([ended.status, ended.json]).toEqual([
      200,
      {
        success: true,
        status: "done",
        written: 1,
        total: 1,
        result: { created: 1, updated: 0, unchanged: 0, errors: 1 },
        message: "Catalogue imported: 1 created, 0 updated, 0 unchanged, 1 refused",
        error: null,
      },
    ]);
    expect(db.select().from(products).where(eq(products.sku, "A-1")).all()).toHaveLength(1);
    // Nobody else reads a job; an address that names none is a 404.
    expect((await run(apiRoute.loader, makeRequest(job))).status).toBe(401);
    for (const token of ["0".repeat(32), "not-a-token"]) {
      const missing = await run(
        apiRoute.loader,
        makeRequest(`/api/bel/admin/products/import/${token}`, { cookie }),
      );
      expect([missing.status, missing.json.message]).toEqual([404, IMPORT_JOB_NOT_FOUND]);
    }
    // A file that cannot be imported at all is refused before any job.
    const notCsv = await run(
      apiRoute.action,
      makeRequest("/api/bel/admin/products/import", {
        cookie,
        multipart: { file: new File([new Uint8Array([0x89, 0, 0xff])], "x.png") },
      }),
    );
    expect([notCsv.status, notCsv.json.message, notCsv.location]).toEqual([400, NOT_CSV, null]);
  });
});

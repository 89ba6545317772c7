/**
 * The catalogue as CSV (docs/admin.md, Catalogue CSV): the export's columns, its rows in the
 * table's order with categories, datasheet, pictures, parent and specification values by name,
 * the table's filters, formula-like cells escaped, and the API's download for staff only.
 */
import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { datasheets } from "../../db/schema";
import { db } from "~/db.server";
import { catalogueCsvBatches, catalogueCsvColumns } from "~/models/catalogue-csv.server";
import { createProducts } from "~/models/product.server";
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
  return { parent, variant, odd };
}

/** The export as a spreadsheet program reads it. */
function exported(filters = {}) {
  const columns = catalogueCsvColumns();
  let text = "";
  let first = true;
  for (const batch of catalogueCsvBatches(filters)) {
    text += csvChunk(columns, batch, first);
    first = false;
  }
  if (first) text = csvChunk(columns, [], true);
  return parse(text, { bom: true, columns: true }) as Record<string, string>[];
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
      "Sheath Material": "LSZH",
      "Sheath Colour": "Blue",
    });
    expect(rows[2]).toMatchObject({ sku: "", parent: "C6-U", "Sheath Colour": "Black" });
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

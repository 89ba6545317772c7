/**
 * The listing runs on the in-process catalogue index; these tests hold it to plain SQL over the
 * same rows (filters, count, order, page) and check that it follows writes.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reviews } from "../../db/schema";
import { RES_PER_FILTER } from "~/constants";
import { db } from "~/db.server";
import { getCatalogueIndex } from "~/models/catalogue-index.server";
import { getFacets, listProducts, type ProductFilters } from "~/models/listing.server";
import { createProduct } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

const DAY = 86_400_000;

function seed() {
  const t = createTaxonomy();
  const words = ["Alpha", "Bravo", "Charlie", "Delta"];
  for (let i = 0; i < 45; i++) {
    const lan = i % 3 !== 0;
    const p = createProduct({
      name: `${words[i % 4]} cable ${i}`,
      description: i % 5 === 0 ? "Screened for noisy plant rooms" : "General purpose",
      categoryId: lan ? t.lan.id : t.power.id,
      subcategoryId: lan ? (i % 2 ? t.data.id : null) : t.swa.id,
      subSubcategoryId: lan && i % 2 && i % 4 === 1 ? t.cat6.id : null,
      specificationValueIds: [
        i % 2 ? t.lszh.id : t.pvc.id,
        ...(i % 3 === 1 ? [t.blue.id] : i % 3 === 2 ? [t.black.id] : []),
      ],
      createdAt: new Date(Date.UTC(2026, 0, 1) + (i % 7) * DAY),
    });
    for (let r = 0; r < i % 4; r++) {
      db.insert(reviews)
        .values({
          productId: p.id,
          name: "R",
          email: "r@example.com",
          country: "United Kingdom",
          phone: "0123",
          heading: "h",
          comment: "c",
          rating: ((i + r) % 5) + 1,
        })
        .run();
    }
  }
  return t;
}

/** The same question asked of SQLite directly. */
function reference(f: ProductFilters) {
  const where = [sql`1`];
  if (f.category)
    where.push(sql`category_id = (SELECT id FROM categories WHERE slug = ${f.category})`);
  if (f.subcategory)
    where.push(sql`subcategory_id = (SELECT id FROM categories WHERE slug = ${f.subcategory})`);
  for (const [group, value] of Object.entries(f.specs ?? {})) {
    where.push(sql`id IN (SELECT ps.product_id FROM product_specifications ps JOIN specifications v ON v.id = ps.value_id
      JOIN specifications g ON g.id = v.parent_id WHERE g.slug = ${group} AND v.slug = ${value})`);
  }
  if (f.keyword)
    where.push(sql`id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${f.keyword})`);
  const order =
    f.sort === "popular"
      ? sql`num_of_reviews DESC, created_at DESC, id DESC`
      : f.sort === "rated"
        ? sql`ratings DESC, num_of_reviews DESC, id DESC`
        : sql`created_at DESC, id DESC`;
  const rows = db.all<{ slug: string }>(
    sql`SELECT slug FROM products WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order}`,
  );
  const page = f.page ?? 1;
  return {
    count: rows.length,
    slugs: rows.slice((page - 1) * RES_PER_FILTER, page * RES_PER_FILTER).map((r) => r.slug),
  };
}

describe("listing on the catalogue index", () => {
  it("agrees with SQL on filters, count, order and page", () => {
    seed();
    const cases: ProductFilters[] = [
      {},
      { page: 2 },
      { page: 3 },
      { category: "copper-connectivity" },
      { category: "copper-connectivity", subcategory: "data-cables", sort: "rated" },
      { specs: { "sheath-material": "lszh" } },
      { specs: { "sheath-material": "lszh", "sheath-colour": "blue" }, sort: "popular" },
      { category: "industrial-power-cables", specs: { "sheath-colour": "black" }, sort: "date" },
      { specs: { "sheath-material": "nothing" } },
      { category: "no-such-category" },
      { sort: "popular", page: 2 },
      { sort: "rated", page: 3 },
    ];
    for (const f of cases) {
      const got = listProducts(f);
      const want = reference(f);
      expect(
        { count: got.filteredProductsCount, slugs: got.products.map((p) => p.slug) },
        JSON.stringify(f),
      ).toEqual(want);
    }
  });

  it("orders a keyword search by relevance and filters it like SQL", () => {
    seed();
    const got = listProducts({ keyword: "screened", specs: { "sheath-material": "pvc" } });
    const want = reference({ keyword: '"screened"*', specs: { "sheath-material": "pvc" } });
    expect(got.filteredProductsCount).toBe(want.count);
    expect(new Set(got.products.map((p) => p.slug))).toEqual(new Set(want.slugs));
  });

  it("counts each filter value with the other active filters", () => {
    seed();
    const facets = getFacets({ specs: { "sheath-material": "lszh" } });
    const colour = facets.specs.find((g) => g.slug === "sheath-colour")!;
    for (const v of colour.values) {
      expect(v.count, v.slug).toBe(
        reference({ specs: { "sheath-material": "lszh", "sheath-colour": v.slug } }).count,
      );
    }
    // A group's own values are counted without its own filter: switching would give these.
    const sheath = facets.specs.find((g) => g.slug === "sheath-material")!;
    for (const v of sheath.values) {
      expect(v.count, v.slug).toBe(reference({ specs: { "sheath-material": v.slug } }).count);
    }
    const lan = facets.categories.find((c) => c.slug === "copper-connectivity")!;
    expect(lan.count).toBe(
      reference({ category: "copper-connectivity", specs: { "sheath-material": "lszh" } }).count,
    );
  });

  it("follows writes by patching the index in place: new products, new reviews", () => {
    const t = seed();
    const before = getCatalogueIndex();
    const p = createProduct({ name: "Zulu newcomer", description: "x", categoryId: t.power.id });
    expect(listProducts({}).products[0].slug).toBe(p.slug);
    const patched = getCatalogueIndex();
    expect(patched).toBe(before);

    for (let i = 0; i < 9; i++) {
      db.insert(reviews)
        .values({
          productId: p.id,
          name: "R",
          email: "r@example.com",
          country: "United Kingdom",
          phone: "0123",
          heading: "h",
          comment: "c",
          rating: 5,
        })
        .run();
    }
    expect(listProducts({ sort: "popular" }).products[0].slug).toBe(p.slug);
    expect(listProducts({ sort: "rated" }).products[0].slug).toBe(p.slug);
    expect(getCatalogueIndex()).toBe(patched);
  });
});

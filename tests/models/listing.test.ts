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
import {
  countProducts,
  getFacets,
  listProducts,
  type ProductFilters,
} from "~/models/listing.server";
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

/**
 * The same question asked of SQLite directly: one row per family (docs/variants.md), the first
 * of its members in the order standing for it.
 */
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
  const matched = db.all<{ slug: string; family: number }>(
    sql`SELECT slug, coalesce(parent_id, id) AS family FROM products
        WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order}`,
  );
  const families = new Set<number>();
  const rows = matched.filter((row) => !families.has(row.family) && families.add(row.family));
  const page = f.page ?? 1;
  return {
    count: rows.length,
    slugs: rows.slice((page - 1) * RES_PER_FILTER, page * RES_PER_FILTER).map((r) => r.slug),
  };
}

/** Makes families of the seeded products: each product i (i % 4 = 1 or 2) a variant of i - 1 or i - 2. */
function makeFamilies() {
  const ids = db.$client.prepare("SELECT id FROM products ORDER BY id").pluck().all() as number[];
  ids.forEach((id, i) => {
    if (i % 4 === 1 || i % 4 === 2)
      db.$client
        .prepare("UPDATE products SET parent_id = ? WHERE id = ?")
        .run(ids[i - (i % 4)], id);
  });
  return ids;
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

  it("shows one card per family, counted as cards, the best-placed matching member for it", () => {
    seed();
    const ids = makeFamilies();
    const cases: ProductFilters[] = [
      {},
      { page: 2 },
      { category: "copper-connectivity", sort: "popular" },
      { specs: { "sheath-material": "lszh" } },
      { specs: { "sheath-material": "lszh", "sheath-colour": "blue" }, sort: "rated" },
      { specs: { "sheath-colour": "black" }, sort: "date" },
    ];
    for (const f of cases) {
      const got = listProducts(f);
      const want = reference(f);
      expect(
        { count: got.filteredProductsCount, slugs: got.products.map((p) => p.slug) },
        JSON.stringify(f),
      ).toEqual(want);
      expect(countProducts(f)).toBe(want.count);
    }
    // 45 products, 22 of them variants in families of three: 23 cards, on two pages.
    expect(listProducts({}).filteredProductsCount).toBe(23);
    expect(listProducts({}).pageCount).toBe(2);
    // A filter only a variant matches shows that variant's card: product 1 (a variant of 0,
    // LSZH and blue) among the blue LSZH ones, its parent (PVC) not.
    const variant = db.$client
      .prepare("SELECT slug FROM products WHERE id = ?")
      .pluck()
      .get(ids[1]) as string;
    const blueLszh = listProducts({
      specs: { "sheath-material": "lszh", "sheath-colour": "blue" },
    });
    expect(blueLszh.products.map((p) => p.slug)).toContain(variant);
    // Every variant on its own, when asked (the technical library).
    expect(listProducts({ eachVariant: true }).filteredProductsCount).toBe(45);
  });

  it("counts facets in cards: a family once, with the other active filters", () => {
    seed();
    makeFamilies();
    const facets = getFacets({ specs: { "sheath-material": "lszh" } });
    const colour = facets.specs.find((g) => g.slug === "sheath-colour")!;
    for (const v of colour.values) {
      expect(v.count, v.slug).toBe(
        reference({ specs: { "sheath-material": "lszh", "sheath-colour": v.slug } }).count,
      );
    }
    const sheath = facets.specs.find((g) => g.slug === "sheath-material")!;
    for (const v of sheath.values) {
      expect(v.count, v.slug).toBe(reference({ specs: { "sheath-material": v.slug } }).count);
    }
    // A family of a PVC parent and an LSZH variant counts under both, once each.
    expect(sheath.values.reduce((n, v) => n + v.count, 0)).toBeGreaterThan(
      listProducts({}).filteredProductsCount,
    );
    for (const c of getFacets({}).categories) {
      expect(c.count, c.slug).toBe(reference({ category: c.slug }).count);
    }
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

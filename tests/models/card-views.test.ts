/**
 * What listing and related cards read: one query for the products with their first image,
 * category names from a map kept per site version, and the reads of a page in one snapshot.
 */
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { categories } from "../../db/schema";
import { db, readSnapshot } from "~/db.server";
import { paths } from "~/env.server";
import { createProducts, getCardViews, getProductPage } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

const image = (publicId: string, width: number) => ({
  publicId,
  file: `products/${publicId}-${width}.webp`,
  width,
  height: width,
  variants: [],
});

it("gives the cards in the ids' order, each with its first image and its category", () => {
  const t = createTaxonomy();
  const [pictured, bare] = createProducts([
    {
      name: "Cat6 U/UTP",
      description: "",
      categoryId: t.lan.id,
      images: [image("first00000000000000000000", 1024), image("second0000000000000000000", 640)],
    },
    { name: "SWA 3 core", description: "", categoryId: t.power.id, imagealt: "Armoured cable" },
  ]);
  expect(getCardViews([bare.id, 999_999, pictured.id])).toEqual([
    {
      name: "SWA 3 core",
      slug: bare.slug,
      shortdescription: "",
      imagealt: "Armoured cable",
      image: null,
      category: { name: "Industrial Power Cables", slug: "industrial-power-cables" },
    },
    {
      name: "Cat6 U/UTP",
      slug: pictured.slug,
      shortdescription: "",
      imagealt: "Cat6 U/UTP",
      image: { stem: "/uploads/products/first00000000000000000000", width: 1024, height: 1024 },
      category: { name: "Copper Connectivity", slug: "copper-connectivity" },
    },
  ]);
  expect(getCardViews([])).toEqual([]);
});

it("names a category as staff renamed it, on the next read", () => {
  const t = createTaxonomy();
  const [product] = createProducts([{ name: "Cat6", description: "", categoryId: t.lan.id }]);
  expect(getCardViews([product.id])[0].category.name).toBe("Copper Connectivity");
  db.update(categories).set({ name: "Copper Data" }).where(eq(categories.id, t.lan.id)).run();
  expect(getCardViews([product.id])[0].category.name).toBe("Copper Data");
});

it("inside a write transaction reads the names fresh and keeps none a rollback undoes", () => {
  const t = createTaxonomy();
  const [product] = createProducts([{ name: "Cat6", description: "", categoryId: t.lan.id }]);
  const name = () => getCardViews([product.id])[0].category.name;
  expect(name()).toBe("Copper Connectivity");
  expect(() =>
    db.transaction((tx) => {
      tx.update(categories).set({ name: "Never" }).where(eq(categories.id, t.lan.id)).run();
      expect(name()).toBe("Never");
      throw new Error("rolled back");
    }),
  ).toThrow("rolled back");
  // The next committed change brings the site to the version the rolled-back one had reached.
  db.update(categories).set({ name: "Power" }).where(eq(categories.id, t.power.id)).run();
  expect(name()).toBe("Copper Connectivity");
});

it("reads a page in one snapshot: another connection's write shows only after it", () => {
  const t = createTaxonomy();
  const other = new Database(paths.database);
  const count = () => db.$client.prepare("SELECT count(*) FROM categories").pluck().get() as number;
  try {
    const before = count();
    const seen = readSnapshot(() => {
      const first = count();
      other
        .prepare("INSERT INTO categories (name, slug, parent_id, level) VALUES (?, ?, ?, 2)")
        .run("Coax", "coax", t.lan.id);
      return [first, count()];
    });
    expect(seen).toEqual([before, before]);
    expect(count()).toBe(before + 1);
  } finally {
    other.close();
  }
});

it("reads a product page's reviews in order from their index, not by walking every review", () => {
  const t = createTaxonomy();
  const [product] = createProducts([{ name: "Cat6", description: "", categoryId: t.lan.id }]);
  // The page's queries are prepared on first use: the ones this call prepares are its own.
  const prepare = vi.spyOn(db.$client, "prepare");
  getProductPage(product.slug);
  const reviewsSql = prepare.mock.calls
    .map(([text]) => text)
    .find((text) => / from "reviews"/.test(text));
  prepare.mockRestore();
  expect(reviewsSql).toBeDefined();
  const plan = db.$client
    .prepare(`EXPLAIN QUERY PLAN ${reviewsSql}`)
    .all(product.id, "published", 5, 0)
    .map((r) => (r as { detail: string }).detail);
  expect(plan).toEqual([
    "SEARCH reviews USING INDEX reviews_product_page_idx (product_id=? AND status=?)",
  ]);
});

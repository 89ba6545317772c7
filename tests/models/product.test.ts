/** Product creation: one at a time for the site, in batches for the seeds, the same rows. */
import { count, eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { productImages, products, productSpecifications } from "../../db/schema";
import { db } from "~/db.server";
import { toFtsQuery } from "~/models/listing.server";
import { createProduct, createProducts, deleteProduct } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

const image = (publicId: string) => ({
  publicId,
  file: `products/${publicId}-640.webp`,
  width: 640,
  height: 480,
  variants: [{ width: 320, height: 240, file: `products/${publicId}-320.webp` }],
});

const searchIds = (keyword: string) =>
  db
    .all<{ rowid: number }>(
      sql`SELECT rowid FROM products_fts WHERE products_fts MATCH ${toFtsQuery(keyword)}`,
    )
    .map((r) => r.rowid);

it("makes a batch of products with their specifications, images and search entries", () => {
  const t = createTaxonomy();
  const [a, b] = createProducts([
    {
      name: "Cat6 U/UTP",
      description: "Data cable",
      categoryId: t.lan.id,
      specificationValueIds: [t.lszh.id, t.blue.id],
      images: [image("0123456789abcdef0123aaaa")],
    },
    {
      name: "SWA 3 core",
      description: "Armoured power cable",
      categoryId: t.power.id,
      subcategoryId: t.swa.id,
      specificationValueIds: [t.pvc.id],
    },
  ]);
  expect(a.slug).toBe("cat6-uutp");
  expect(
    db
      .select({ valueId: productSpecifications.valueId })
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, a.id))
      .all()
      .map((r) => r.valueId)
      .sort(),
  ).toEqual([t.lszh.id, t.blue.id].sort());
  const [stored] = db.select().from(productImages).where(eq(productImages.productId, a.id)).all();
  expect(stored).toMatchObject({ ...image("0123456789abcdef0123aaaa"), position: 0 });
  // The search index has each product once, with its specification values.
  expect(searchIds("lszh blue")).toEqual([a.id]);
  expect(searchIds("pvc armoured")).toEqual([b.id]);
});

it("never gives a new product the id of a deleted one", () => {
  const t = createTaxonomy();
  const first = createProduct({ name: "First", description: "", categoryId: t.lan.id });
  const second = createProduct({ name: "Second", description: "", categoryId: t.lan.id });
  deleteProduct(second.id);
  const third = createProduct({ name: "Third", description: "", categoryId: t.lan.id });
  expect(third.id).toBeGreaterThan(second.id);
  expect(first.id).toBeLessThan(second.id);
});

it("writes nothing when one product of the batch is refused", () => {
  const t = createTaxonomy();
  expect(() =>
    createProducts([
      { name: "Good", description: "", categoryId: t.lan.id, specificationValueIds: [t.pvc.id] },
      { name: "Bad datasheet", description: "", categoryId: t.lan.id, datasheetId: 999 },
    ]),
  ).toThrow();
  expect(db.select({ n: count() }).from(products).get()?.n).toBe(0);
  expect(db.select({ n: count() }).from(productSpecifications).get()?.n).toBe(0);
});

/**
 * What listing and related cards read: one query for the products with their first image,
 * category names from a map kept per site version, and the reads of a page in one snapshot.
 */
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { categories, datasheets } from "../../db/schema";
import { db, readSnapshot } from "~/db.server";
import { paths } from "~/env.server";
import {
  createProducts,
  getCardViews,
  getProductDetail,
  getProductPage,
} from "~/models/product.server";
import { createReview } from "~/models/review.server";
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

it("reads for a product page what the product's API answer shows of it, and nothing else", () => {
  const t = createTaxonomy();
  const sheet = db
    .insert(datasheets)
    .values({ title: "Cat6 datasheet", file: "datasheets/0123456789abcdef01234567.pdf" })
    .returning()
    .get();
  const [product, plain] = createProducts([
    {
      name: "Cat6 U/UTP",
      shortdescription: "BEL-C6",
      description: "<p>Four pairs.</p>",
      imagealt: "A drum of Cat6",
      seoTitle: "Cat6 cable",
      seoDescription: "Cat6 for offices",
      categoryId: t.lan.id,
      subcategoryId: t.data.id,
      subSubcategoryId: t.cat6.id,
      datasheetId: sheet.id,
      specificationValueIds: [t.blue.id, t.lszh.id],
      images: [image("second0000000000000000000", 640), image("first00000000000000000000", 1024)],
    },
    { name: "SWA 3 core", description: "", categoryId: t.power.id },
  ]);
  for (const rating of [5, 3])
    createReview({
      name: `Reviewer ${rating}`,
      email: "r@example.com",
      selectedCountry: "United Kingdom",
      phone: "7911123456",
      rating,
      heading: `Rated ${rating}`,
      comment: "Terminates well.",
      slug: product.slug,
    });

  const detail = getProductDetail(product.slug)!;
  const page = getProductPage(product.slug)!;
  expect(page.product).toEqual({
    name: detail.name,
    slug: detail.slug,
    shortdescription: detail.shortdescription,
    imagealt: detail.imagealt,
    seoTitle: detail.seoTitle,
    seoDescription: detail.seoDescription,
    description: detail.description,
    images: detail.images.map((i) => ({ url: i.url, width: i.width, height: i.height })),
    category: { name: detail.category.name, slug: detail.category.slug },
    subcategory: { name: detail.subcategory!.name, slug: detail.subcategory!.slug },
    subSubcategory: { name: detail.subSubcategory!.name, slug: detail.subSubcategory!.slug },
    numOfReviews: 2,
    ratings: 4,
    specifications: detail.specifications.map((s) => ({
      spec: s.spec.title,
      value: s.value.title,
    })),
    reviews: detail.reviews,
    reviewPage: 1,
    reviewPageCount: 1,
    datasheetUrl: detail.datasheet!.url,
  });
  // In the order the product has them.
  expect(page.product.images.map((i) => i.width)).toEqual([640, 1024]);
  expect(page.product.specifications).toEqual([
    { spec: "Sheath Material", value: "LSZH" },
    { spec: "Sheath Colour", value: "Blue" },
  ]);
  expect(page.product.reviews.map((r) => r.heading)).toEqual(["Rated 3", "Rated 5"]);

  expect(getProductPage(plain.slug)!.product).toMatchObject({
    images: [],
    category: { name: "Industrial Power Cables", slug: "industrial-power-cables" },
    subcategory: null,
    subSubcategory: null,
    specifications: [],
    reviews: [],
    datasheetUrl: null,
  });
  expect(getProductPage("no-such-product")).toBeNull();
});

/**
 * Only Published products exist for visitors, and a variant only while its parent is Published
 * (docs/admin.md, Status): the one rule of app/models/product-visibility.server.ts, held to the
 * same answer in its three forms, and followed by every read a visitor's page or the public API
 * makes. A draft is looked for everywhere, then published, and found everywhere.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  PRODUCT_STATUSES,
  productSlugHistory,
  products,
  type ProductStatus,
} from "../../db/schema";
import { db } from "~/db.server";
import { getCataloguePdf } from "~/models/catalogue.server";
import { getCatalogueIndex, useCatalogueIndex } from "~/models/catalogue-index.server";
import { getComparedItems, getComparison } from "~/models/compare.server";
import { getCardFamilies, getVariantChoosers } from "~/models/family.server";
import { searchKeyword } from "~/models/keyword-search.server";
import { countProducts, getFacets, listProductCards, listProducts } from "~/models/listing.server";
import { forgetBuiltDatasheets, productDatasheet } from "~/models/product-datasheet.server";
import { HIDDEN_PRODUCT_IDS, isVisible, visibleSql } from "~/models/product-visibility.server";
import {
  createProduct,
  getProductDetail,
  getProductPage,
  productDetailBatches,
  renamedProductSlug,
} from "~/models/product.server";
import { addToBasket, basketView, PRODUCT_GONE } from "~/models/quote-basket.server";
import { submitReview } from "~/models/review.server";
import { suggest } from "~/models/search-suggest.server";
import { sitemapEntries, sitemapSize } from "~/models/sitemap.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { pdfText } from "../pdf-text";

beforeEach(() => {
  resetDb();
  useCatalogueIndex(null);
});

const setStatus = (id: number, status: ProductStatus) =>
  db.update(products).set({ status }).where(eq(products.id, id)).run();

describe("the rule", () => {
  it("gives the same answer in its three forms, for every status of a product and its parent", () => {
    const t = createTaxonomy();
    const expected = new Map<number, boolean>();
    let n = 0;
    const make = (status: ProductStatus, parentId: number | null = null) =>
      createProduct({
        name: `Cable ${++n}`,
        description: "d",
        categoryId: t.lan.id,
        parentId,
        status,
      });
    for (const own of PRODUCT_STATUSES) {
      const alone = make(own);
      expected.set(alone.id, own === "published");
      for (const parentStatus of PRODUCT_STATUSES) {
        // A parent of each status, with a variant of each status.
        const parent = make(parentStatus);
        expected.set(parent.id, parentStatus === "published");
        const variant = make(own, parent.id);
        expected.set(variant.id, own === "published" && parentStatus === "published");
      }
    }
    const want = [...expected].filter(([, v]) => v).map(([id]) => id);
    const ids = (rows: number[]) => [...rows].sort((a, b) => a - b);
    expect(
      ids(
        db.$client
          .prepare(`SELECT id FROM products AS p WHERE ${visibleSql("p")}`)
          .pluck()
          .all() as number[],
      ),
    ).toEqual(want);
    expect(
      ids(
        db
          .select({ id: products.id })
          .from(products)
          .where(isVisible())
          .all()
          .map((r) => r.id),
      ),
    ).toEqual(want);
    expect(
      ids(
        db.$client
          .prepare(`SELECT id FROM products WHERE id NOT IN (${HIDDEN_PRODUCT_IDS})`)
          .pluck()
          .all() as number[],
      ),
    ).toEqual(want);
    // The listing's index holds the same products.
    const index = getCatalogueIndex();
    expect(ids(index.live.positions().map((pos) => index.ids[pos]))).toEqual(want);
  });

  it("reads the hidden ones through the status and parent indexes, never the whole table", () => {
    const plan = db.$client.prepare(`EXPLAIN QUERY PLAN ${HIDDEN_PRODUCT_IDS}`).all() as {
      detail: string;
    }[];
    const steps = plan.map((p) => p.detail).join("\n");
    expect(steps).toContain("products_status_idx");
    expect(steps).toContain("products_parent_idx");
    expect(steps).not.toMatch(/SCAN products(?! USING)/);
  });

  it("moves the catalogue's version with a status written alone (migration 0027)", () => {
    const t = createTaxonomy();
    const p = createProduct({ name: "Cable", description: "d", categoryId: t.lan.id });
    const version = () => db.get<{ v: number }>(sql`SELECT version AS v FROM catalogue_version`)!.v;
    const before = version();
    setStatus(p.id, "draft");
    expect(version()).toBeGreaterThan(before);
  });
});

/** A published product, and a draft sharing one of its words, each with a word of its own. */
function catalogue() {
  const t = createTaxonomy();
  const shown = createProduct({
    name: "Zephyr Cat6 Blue",
    description: "Data cable for offices.",
    categoryId: t.lan.id,
    subcategoryId: t.data.id,
    specificationValueIds: [t.lszh.id],
  });
  const draft = createProduct({
    name: "Zephyr Quixotic Marigold",
    description: "A range not launched yet.",
    categoryId: t.lan.id,
    subcategoryId: t.data.id,
    specificationValueIds: [t.lszh.id],
    status: "draft",
  });
  return { t, shown, draft };
}

const slugsOf = (list: { slug: string }[]) => list.map((p) => p.slug);

describe("a draft, for a visitor", () => {
  it("is nowhere: listing, counts, facets, search and its fallbacks, suggestions", () => {
    const { shown, draft } = catalogue();
    expect(slugsOf(listProducts({}).products)).toEqual([shown.slug]);
    // Not a related product of another either.
    expect(getProductPage(shown.slug)?.related).toEqual([]);
    expect(countProducts({ category: "copper-connectivity" })).toBe(1);
    const facets = getFacets({});
    expect(facets.categories.find((c) => c.slug === "copper-connectivity")?.count).toBe(1);
    expect(
      facets.specs.find((g) => g.slug === "sheath-material")?.values.find((v) => v.slug === "lszh")
        ?.count,
    ).toBe(1);

    // Its own word finds nothing; a word it shares finds only the published product.
    expect(listProducts({ keyword: "quixotic" }).filteredProductsCount).toBe(0);
    expect(slugsOf(listProducts({ keyword: "zephyr" }).products)).toEqual([shown.slug]);
    // A mistyped word is never read as a word only the draft has…
    expect(searchKeyword("quixotik")?.corrected).toBeUndefined();
    // …but is as a published product's.
    expect(searchKeyword("zephir")?.corrected).toBe("zephyr");
    // Both words together are only the draft's: the products most of them find, and it says so.
    const most = listProducts({ keyword: "zephyr quixotic" });
    expect(slugsOf(most.products)).toEqual([shown.slug]);
    expect(most.search?.partial).toEqual({ matched: ["zephyr"], unmatched: ["quixotic"] });

    // Suggestions offer neither the draft, nor a search or a completion only it would find.
    const typed = suggest("quixo");
    expect(typed.products).toEqual([]);
    expect(typed.queries).toEqual([]);
    const zephyr = suggest("zeph");
    expect(zephyr.products.map((p) => p.url)).toEqual([`/products/${shown.slug}`]);
    expect(zephyr.queries.map((q) => q.text)).not.toContain("quixotic");
    expect(draft.slug).not.toBe(shown.slug);
  });

  it("is a 404 everywhere it has an address: page, API, former slug, datasheet; no review", async () => {
    const { draft } = catalogue();
    expect(getProductPage(draft.slug)).toBeNull();
    expect(getProductDetail(draft.slug)).toBeNull();
    expect([...productDetailBatches()].flat().map((p) => p.slug)).not.toContain(draft.slug);
    db.insert(productSlugHistory).values({ slug: "zephyr-old", productId: draft.id }).run();
    expect(renamedProductSlug("zephyr-old")).toBeNull();
    expect(await productDatasheet(draft.slug, "https://shop.test")).toBeNull();
    await expect(
      submitReview(
        {
          slug: draft.slug,
          name: "Ann",
          email: "ann@example.com",
          selectedCountry: "United Kingdom",
          countryCode: "44",
          phone: "7700900123",
          rating: 5,
          heading: "Good",
          comment: "Good cable",
        },
        { address: "203.0.113.9" },
      ),
    ).rejects.toMatchObject({ status: 404, message: "Product not found" });
  });

  it("is not in the sitemap, the catalogue PDF, a comparison or a quote basket", async () => {
    const { shown, draft } = catalogue();
    const paths = sitemapEntries(0, 100).map((e) => e.path);
    expect(paths).toContain(`/products/${shown.slug}`);
    expect(paths).not.toContain(`/products/${draft.slug}`);
    expect(sitemapSize()).toBe(paths.length);
    const pdf = pdfText((await getCataloguePdf()).pdf);
    expect(pdf).toContain("Zephyr Cat6 Blue");
    expect(pdf).not.toContain("Quixotic");

    const comparison = getComparison([shown.slug, draft.slug]);
    expect(slugsOf(comparison.products)).toEqual([shown.slug]);
    expect(comparison.unknown).toEqual([draft.slug]);
    expect(getComparedItems([draft.slug, shown.slug]).map((i) => i.slug)).toEqual([shown.slug]);

    expect(() => addToBasket([], { slug: draft.slug, qty: 1 })).toThrow(PRODUCT_GONE);
    // A line added before the product left the site is left out; the others keep their place.
    const view = basketView([
      { slug: draft.slug, qty: 2 },
      { slug: shown.slug, qty: 1 },
    ]);
    expect(view.map((l) => [l.index, l.slug])).toEqual([[1, shown.slug]]);
  });

  it("appears everywhere once published", async () => {
    const { shown, draft } = catalogue();
    expect(listProducts({ keyword: "quixotic" }).filteredProductsCount).toBe(0);
    const index = getCatalogueIndex();
    setStatus(draft.id, "published");
    expect(slugsOf(listProducts({ keyword: "quixotic" }).products)).toEqual([draft.slug]);
    // Patched in place, not rebuilt.
    expect(getCatalogueIndex()).toBe(index);
    expect(countProducts({ category: "copper-connectivity" })).toBe(2);
    expect(suggest("quixo").products.map((p) => p.url)).toEqual([`/products/${draft.slug}`]);
    expect(getProductPage(draft.slug)?.product.name).toBe("Zephyr Quixotic Marigold");
    expect(slugsOf(getProductPage(shown.slug)!.related)).toEqual([draft.slug]);
    expect(getProductDetail(draft.slug)?.id).toBe(draft.id);
    expect(sitemapEntries(0, 100).map((e) => e.path)).toContain(`/products/${draft.slug}`);
    expect(await productDatasheet(draft.slug, "https://shop.test")).toMatchObject({
      revision: 1,
    });
  });
});

describe("a preview, for staff", () => {
  it("reads the page of a product not on the site, and says why visitors cannot see it", async () => {
    const { draft } = catalogue();
    const page = getProductPage(draft.slug, 1, { preview: true })!;
    expect(page.product.name).toBe("Zephyr Quixotic Marigold");
    expect(page.preview).toEqual({ status: "draft" });
    setStatus(draft.id, "archived");
    expect(getProductPage(draft.slug, 1, { preview: true })!.preview).toEqual({
      status: "archived",
    });
    db.insert(productSlugHistory).values({ slug: "zephyr-old", productId: draft.id }).run();
    expect(renamedProductSlug("zephyr-old", { preview: true })).toBe(draft.slug);
    forgetBuiltDatasheets();
    expect(
      await productDatasheet(draft.slug, "https://shop.test", { preview: true }),
    ).toMatchObject({ revision: 1 });
  });
});

describe("a family", () => {
  function family() {
    const t = createTaxonomy();
    const parent = createProduct({
      name: "Zephyr Blue",
      description: "d",
      categoryId: t.lan.id,
      specificationValueIds: [t.blue.id],
    });
    const black = createProduct({
      name: "Zephyr Black",
      description: "d",
      categoryId: t.lan.id,
      parentId: parent.id,
      specificationValueIds: [t.black.id],
    });
    return { t, parent, black };
  }

  it("shows its variants only while its parent is published", () => {
    const { parent, black } = family();
    expect(slugsOf(listProducts({ keyword: "black", eachVariant: true }).products)).toEqual([
      black.slug,
    ]);
    setStatus(parent.id, "draft");
    expect(listProducts({ keyword: "zephyr", eachVariant: true }).filteredProductsCount).toBe(0);
    expect(getProductPage(black.slug)).toBeNull();
    // Staff see why: the variant is published, its product is not.
    expect(getProductPage(black.slug, 1, { preview: true })!.preview).toEqual({
      status: "published",
      parent: { name: "Zephyr Blue", status: "draft" },
    });
    setStatus(parent.id, "published");
    expect(slugsOf(listProducts({ keyword: "zephyr", eachVariant: true }).products)).toEqual(
      expect.arrayContaining([parent.slug, black.slug]),
    );
  });

  it("offers a draft variant in no chooser and counts it on no card, but its preview shows it", () => {
    const { t, parent, black } = family();
    const grey = createProduct({
      name: "Zephyr Grey",
      description: "d",
      categoryId: t.lan.id,
      parentId: parent.id,
      specificationValueIds: [t.lszh.id],
      status: "draft",
    });
    const options = (slug: string) =>
      getVariantChoosers(slug)!.choosers.flatMap((c) => c.options.map((o) => o.slug));
    expect(options(parent.slug)).toEqual([parent.slug, black.slug]);
    expect(options(grey.slug)).toContain(grey.slug);
    expect(getCardFamilies([parent.id]).get(parent.slug)?.count).toBe(2);
    const [card] = listProductCards({ keyword: "zephyr" }).products;
    expect(card.family?.count).toBe(2);
  });
});

describe("the rule's cost", () => {
  it("tests each row's status and never enters by the status index, which nearly every product shares", () => {
    // Without statistics SQLite takes any index for a selective one: by the status index, a
    // listing's card families read every published product (2.5 s at 100,000 products).
    const plan = (where: string) =>
      (
        db.$client
          .prepare(
            `EXPLAIN QUERY PLAN SELECT p.slug, m.id FROM products AS p
             JOIN products AS m ON m.id = coalesce(p.parent_id, p.id)
               OR m.parent_id = coalesce(p.parent_id, p.id)
             WHERE p.id IN (SELECT value FROM json_each('[1,2,3]')) AND ${where}`,
          )
          .all() as { detail: string }[]
      ).map((r) => r.detail);
    expect(plan(visibleSql("m")).join("\n")).not.toContain("products_status_idx");
    expect(plan(visibleSql("m")).join("\n")).toContain("products_parent_idx");
    // The same query with the status as a way in: what the rule avoids.
    expect(plan("m.status = 'published'").join("\n")).toContain("products_status_idx");
  });
});

/**
 * GET /search/suggest (docs/storefront.md, "Suggestions as you type"): what the header's search
 * box suggests as a visitor types, read by the search core as the listing reads it, and marked
 * for the caches in front.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { searchCounts } from "../../db/schema";
import { seedSynonyms } from "../../db/seed/synonyms";
import { SUGGESTIONS } from "~/constants";
import { db } from "~/db.server";
import { catalogueIndexSettings } from "~/models/catalogue-index.server";
import { listProducts } from "~/models/listing.server";
import { createProduct, createProducts, type NewProduct } from "~/models/product.server";
import { createReview } from "~/models/review.server";
import { suggestSettings } from "~/models/search-suggest.server";
import { vocabularySettings, vocabularySettled } from "~/models/search-vocabulary.server";
import { loader } from "~/routes/search.suggest";
import { SHARED_ANSWER, SUGGESTIONS_CACHE_CONTROL } from "~/utils/http-cache.server";
import { createTaxonomy, resetDb } from "../fixtures";

type Answer = {
  success: boolean;
  queries: { text: string; url: string }[];
  categories: { name: string; url: string }[];
  products: { name: string; url: string; image: string | null }[];
};

beforeEach(resetDb);

async function ask(query: string) {
  const response = await loader({
    request: new Request(`http://localhost/search/suggest?${query}`),
    params: {},
    context: {},
  });
  return { response, body: (await response.json()) as Answer };
}
const suggest = async (q: string) => (await ask(new URLSearchParams({ q }).toString())).body;

/** The names of the listing's first cards, as the page and the API show them. */
const listed = (keyword: string, n = SUGGESTIONS.products) =>
  listProducts({ keyword })
    .products.slice(0, n)
    .map((p) => p.name);

const image = (publicId: string, width: number) => ({
  publicId,
  file: `products/${publicId}-${width}.webp`,
  width,
  height: width,
  variants: [],
});

const REVIEW = {
  name: "A Buyer",
  selectedCountry: "United Kingdom",
  phone: "01234567890",
  rating: 5,
  heading: "Good cable",
  comment: "As described.",
};

function catalogue() {
  const t = createTaxonomy();
  const power = { categoryId: t.power.id, subcategoryId: t.swa.id };
  const make = (name: string, more: Partial<NewProduct> = {}) =>
    createProduct({ name, description: "A cable.", categoryId: t.power.id, ...more });
  return {
    t,
    te25: make("Twin & Earth Cable 6242Y 2.5mm² Grey 100m", {
      images: [image("teimage00000000000000000", 1024), image("second0000000000000000000", 640)],
    }),
    te15: make("Twin & Earth Cable 6242Y 1.5mm² Grey 100m"),
    cat6: make("Cat6 U/UTP LSZH Data Cable 305m Box Blue", {
      categoryId: t.lan.id,
      subcategoryId: t.data.id,
      subSubcategoryId: t.cat6.id,
    }),
    swa4: make("4-Core SWA Armoured Cable 6944X 6.0mm² Black 50m", power),
    swa3: make("3-Core SWA Armoured Cable 6943X 2.5mm² Black 50m", power),
    fire: make("Fire Resistant Cable PH30 2-Core 1.5mm² Red 100m"),
  };
}

describe("the answer", () => {
  it("is searches, categories and products, each with its address, marked for the caches", async () => {
    const p = catalogue();
    const { response, body } = await ask("q=twin");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(SUGGESTIONS_CACHE_CONTROL);
    expect(SUGGESTIONS_CACHE_CONTROL).toMatch(/^public, max-age=\d+$/);
    // The server's page cache keeps it (server/page-cache.js), whatever cookies were sent.
    expect(response.headers.get(SHARED_ANSWER)).toBe("1");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(body.success).toBe(true);
    expect(body.products.map((x) => x.name)).toEqual(listed("twin"));
    expect(body.products).toContainEqual({
      name: p.te25.name,
      url: `/products/${p.te25.slug}`,
      // The first picture's narrowest rendition (app/utils/uploads.ts).
      image: "/uploads/products/teimage00000000000000000-240.webp",
    });
    expect(body.products).toContainEqual({
      name: p.te15.name,
      url: `/products/${p.te15.slug}`,
      image: null,
    });
    expect(body.categories).toEqual([
      { name: "Industrial Power Cables", url: "/products?category=industrial-power-cables" },
    ]);
  });

  it("is empty under two characters, and for text with nothing to search", async () => {
    catalogue();
    for (const q of ["", "c", " c ", "  ", "--", "??"]) {
      const { response, body } = await ask(new URLSearchParams({ q }).toString());
      expect(response.status, q).toBe(200);
      expect(body, q).toEqual({ success: true, queries: [], categories: [], products: [] });
    }
    // No q at all: the same.
    expect((await ask("")).body.products).toEqual([]);
  });

  it("refuses a q too long, given twice, or another parameter, with a message", async () => {
    const cases: [string, string][] = [
      [`q=${"a".repeat(201)}`, "q is too long (200 characters at most)"],
      ["q=cat&q=cat6", "q may be given once"],
      ["q=cat&page=2", "Unknown parameter page"],
    ];
    for (const [query, message] of cases) {
      const { response, body } = await ask(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Cache-Control"), query).toBe("no-store");
      expect(response.headers.get(SHARED_ANSWER), query).toBeNull();
      expect(body, query).toMatchObject({ success: false, message });
    }
    expect((await ask(`q=${"a".repeat(200)}`)).response.status).toBe(200);
  });
});

describe("products", () => {
  it("are the listing's first six cards, one per family", async () => {
    const t = createTaxonomy();
    const made = createProducts(
      Array.from({ length: 9 }, (_, i) => ({
        name: `Alarm Cable ${i + 2}-Core ${i % 2 ? "White" : "Grey"} 100m`,
        description: i < 4 ? "Alarm cable for alarm panels." : "A cable.",
        categoryId: t.power.id,
      })),
    );
    // A variant of the first: its family is one card.
    createProduct({
      name: "Alarm Cable 2-Core Grey 500m",
      description: "Alarm cable.",
      categoryId: t.power.id,
      parentId: made[0].id,
    });
    const { products } = await suggest("alarm");
    expect(products).toHaveLength(SUGGESTIONS.products);
    expect(products.map((p) => p.name)).toEqual(listed("alarm"));
    expect(listProducts({ keyword: "alarm" }).filteredProductsCount).toBe(9);
  });

  it("read synonyms, joined words, sizes and typos as the listing does", async () => {
    const p = catalogue();
    seedSynonyms();
    const cases: [string, string[]][] = [
      ["t&e 2.5", [p.te25.name]],
      ["twin and earth 1.5mm", [p.te15.name]],
      ["cat 6", [p.cat6.name]],
      ["armored", [p.swa3.name, p.swa4.name]],
      ["fp200", [p.fire.name]],
    ];
    for (const [q, names] of cases) {
      const { products } = await suggest(q);
      expect(products.map((x) => x.name).sort(), q).toEqual([...names].sort());
      expect(
        products.map((x) => x.name),
        q,
      ).toEqual(listed(q));
    }
    // A typo: the corrected search is offered first, and its products are the listing's.
    const typo = await suggest("armourd");
    expect(typo.queries[0]).toEqual({ text: "armoured", url: "/products?keyword=armoured" });
    expect(typo.products.map((x) => x.name)).toEqual(listed("armourd"));
    expect(listProducts({ keyword: "armourd" }).search?.corrected).toBe("armoured");
  });

  it("when the text finds nothing yet, are those of the first search suggested", async () => {
    const p = catalogue();
    seedSynonyms();
    const { queries, products } = await suggest("Twin & Ea");
    expect(queries[0]).toEqual({
      text: "Twin & earth",
      url: "/products?keyword=Twin+%26+earth",
    });
    expect(products.map((x) => x.name).sort()).toEqual([p.te15.name, p.te25.name].sort());
  });

  it("in a large catalogue, or found by very many: by name or SKU first, most reviewed first", async () => {
    const t = createTaxonomy();
    const [a] = createProducts([
      { name: "Screened Cable A", description: "A cable.", categoryId: t.power.id },
      { name: "Screened Cable B", description: "A cable.", categoryId: t.power.id },
      { name: "Screened Cable C", description: "A cable.", categoryId: t.power.id },
      { name: "Plain Cable D", description: "A screened cable.", categoryId: t.lan.id },
      { name: "Plain Cable E", description: "A screened cable.", categoryId: t.lan.id },
    ]);
    for (const email of ["one@example.com", "two@example.com"])
      createReview({ ...REVIEW, slug: a.slug, email });
    // The listing ranks by relevance: A is not first there.
    expect(listed("screened")[0]).not.toBe(a.name);
    const named = ["Screened Cable A", "Screened Cable C", "Screened Cable B"];

    // A large catalogue: named (A has two reviews, then the newest first), then the others.
    suggestSettings.rankBelow = 0;
    let { products, categories } = await suggest("screened");
    expect(products.map((x) => x.name)).toEqual([...named, "Plain Cable E", "Plain Cable D"]);
    expect(categories.map((c) => c.name)).toEqual(["Industrial Power Cables", t.lan.name]);

    // Found by more than `broad`: the others are those of the `broad` newest found (F and E,
    // not D), and the categories count those.
    suggestSettings.rankBelow = 5000;
    suggestSettings.broad = 2;
    createProduct({ name: "Plain Cable F", description: "Screened.", categoryId: t.lan.id });
    ({ products, categories } = await suggest("screened"));
    expect(products.map((x) => x.name)).toEqual([...named, "Plain Cable F", "Plain Cable E"]);
    expect(categories.map((c) => c.name)).toEqual([t.lan.name]);
  });
});

describe("categories", () => {
  it("hold what is found, named ones first; one holding the same as one shown is left out", async () => {
    const p = catalogue();
    const { categories } = await suggest("armo");
    // Armoured Cables (level 2) and its parent hold the same two: the parent adds nothing.
    expect(categories).toEqual([
      {
        name: "Armoured Cables",
        url: "/products?category=industrial-power-cables&subcategory=armoured-cables",
      },
    ]);
    expect(p.swa4.name).toMatch(/Armoured/);
    const cat = await suggest("cat6");
    expect(cat.categories.map((c) => c.name)).toEqual(["Cat6 Cables"]);
    expect(cat.categories[0].url).toBe(
      "/products?category=copper-connectivity&subcategory=data-cables&sub-subcategory=cat6-cables",
    );
  });
});

describe("searches", () => {
  it("complete the last word with words of the products' names that find something", async () => {
    catalogue();
    expect((await suggest("armo")).queries).toEqual([
      { text: "armoured", url: "/products?keyword=armoured" },
    ]);
    // "are" and "a" are in descriptions only: never offered.
    const ca = await suggest("ca");
    expect(ca.queries.map((q) => q.text)).toEqual(["cable", "cat6"]);
    // The visitor's writing is kept before the completed word.
    expect((await suggest("LSZH Da")).queries.map((q) => q.text)).toEqual(["LSZH data"]);
  });

  it("complete with a synonym's own word, not one meaning a word already offered", async () => {
    catalogue();
    seedSynonyms();
    expect((await suggest("fp")).queries.map((q) => q.text)).toContain("fp200");
    // armored means armoured, which comes first.
    expect((await suggest("arm")).queries.map((q) => q.text)).toEqual(["armoured"]);
  });

  it("offer the visitors' searches that found something, the most searched first", async () => {
    catalogue();
    const today = new Date().toISOString().slice(0, 10);
    const old = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    db.insert(searchCounts)
      .values([
        { day: today, query: "armoured cable 4 core", results: 3, searches: 5 },
        { day: today, query: "armoured 6mm", results: 1, searches: 9 },
        { day: today, query: "armoured gland", results: 0, searches: 50 },
        { day: old, query: "armoured 10mm", results: 2, searches: 99 },
      ])
      .run();
    expect((await suggest("armour")).queries.map((q) => q.text)).toEqual([
      "armoured 6mm",
      "armoured cable 4 core",
      "armoured",
    ]);
  });

  it("do without the visitors' searches when there are none", async () => {
    catalogue();
    expect((await suggest("armour")).queries.map((q) => q.text)).toEqual(["armoured"]);
  });

  it("come from words read again between requests in a large catalogue", async () => {
    const { t } = catalogue();
    expect((await suggest("hoo")).queries).toEqual([]);
    const saved = { ...catalogueIndexSettings };
    catalogueIndexSettings.backgroundFrom = 0;
    vocabularySettings.refreshMs = 0;
    try {
      createProduct({ name: "Hookup Wire Red", description: "", categoryId: t.power.id });
      // The catalogue moved on: its words are read again in slices, the previous ones answering.
      expect((await suggest("hook")).queries).toEqual([]);
      await vocabularySettled();
      expect((await suggest("hoo")).queries.map((q) => q.text)).toEqual(["hookup"]);
    } finally {
      Object.assign(catalogueIndexSettings, saved);
      vocabularySettings.refreshMs = 60_000;
    }
  });
});

afterEach(() => {
  suggestSettings.broad = 2000;
  suggestSettings.rankBelow = 5000;
});

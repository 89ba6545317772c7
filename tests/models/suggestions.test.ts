/**
 * "Did you mean …?": the edit distance, the choice of the closest words from the catalogue's
 * names, and suggestions that find products, following the catalogue as it changes.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { categories, products } from "../../db/schema";
import { db } from "~/db.server";
import { catalogueIndexSettings, useCatalogueIndex } from "~/models/catalogue-index.server";
import { listProducts } from "~/models/listing.server";
import { createProduct } from "~/models/product.server";
import {
  closeWords,
  correctedKeywords,
  editDistance,
  makeVocabulary,
  suggestSearches,
} from "~/models/suggestions.server";
import { createTaxonomy, resetDb } from "../fixtures";

describe("editDistance (optimal string alignment)", () => {
  it.each([
    ["coaxial", "coaxial", 0],
    ["coaxal", "coaxial", 1], // a letter missing
    ["coaxiall", "coaxial", 1], // one too many
    ["coaxiel", "coaxial", 1], // a wrong one
    ["caoxial", "coaxial", 1], // two swapped
    ["rg95", "rg59", 1],
    ["coxal", "coaxial", 2],
    ["cbale", "cable", 1],
    ["speaker", "coaxial", 3],
  ])("%s → %s: %i", (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(d, 3));
    expect(editDistance(b, a, 2)).toBe(Math.min(d, 3));
  });

  it("stops at the bound", () => {
    expect(editDistance("loudspeaker", "microphone", 1)).toBe(2);
    expect(editDistance("abc", "abcdef", 2)).toBe(3);
  });
});

describe("closeWords", () => {
  const vocabulary = makeVocabulary([
    "RG59 Coaxial Cable 75 Ohm",
    "RG6 Coaxial Cable",
    "Coaxial Cables",
    "Cat6 Data Cable",
    "Label printer",
    "Loudspeaker Cable 2 Core",
    "Mikrofon Kabel", // another word, one letter from another
    "Câble coaxial",
  ]);

  it("finds the word one or two typos away, the commonest first", () => {
    expect(closeWords(vocabulary, "coaxal")).toEqual(["coaxial"]);
    expect(closeWords(vocabulary, "Coxal")).toEqual(["coaxial"]);
    // "cable" (in four names) before "kabel" and "label" (one each), all one typo away;
    // "cables" is two.
    expect(closeWords(vocabulary, "cabel")).toEqual(["cable", "kabel", "label"]);
    expect(closeWords(vocabulary, "cabel", { limit: 5 })).toEqual([
      "cable",
      "kabel",
      "label",
      "cables",
    ]);
    expect(closeWords(vocabulary, "loudspeakre")).toEqual(["loudspeaker"]);
    expect(closeWords(vocabulary, "rg95")).toEqual(["rg59"]);
  });

  it("leaves known words, prefixes of the last word and short words alone", () => {
    expect(closeWords(vocabulary, "Coaxial")).toEqual([]);
    expect(closeWords(vocabulary, "CÂBLE")).toEqual([]); // folded as the search folds it
    expect(closeWords(vocabulary, "coax", { prefix: true })).toEqual([]);
    expect(closeWords(vocabulary, "coaxil", { prefix: true })).toEqual(["coaxial"]);
    expect(closeWords(vocabulary, "rg")).toEqual([]);
  });

  it("gives a short word one typo only, and finds nothing for a word far from all", () => {
    expect(closeWords(vocabulary, "cxt6")).toEqual(["cat6"]);
    expect(closeWords(vocabulary, "cxx6")).toEqual([]); // two typos in four letters
    expect(closeWords(vocabulary, "zzzzzzzz")).toEqual([]);
  });

  it("corrects each unknown word of a keyword and keeps the others as typed", () => {
    expect(correctedKeywords(vocabulary, "RG59 coaxal cabel")).toEqual([
      "RG59 coaxial cable",
      "RG59 coaxial kabel",
      "RG59 coaxial label",
    ]);
    expect(correctedKeywords(vocabulary, "Coaxial Cable")).toEqual([]);
    // The last word is a prefix: "cable" finds what "cables" would.
    expect(correctedKeywords(vocabulary, "coaxal cabel")).toEqual([
      "coaxial cable",
      "coaxial kabel",
      "coaxial label",
    ]);
    expect(correctedKeywords(makeVocabulary(["Cable", "Cables"]), "cabls")).toEqual(["cable"]);
  });
});

describe("suggestSearches", () => {
  beforeEach(() => {
    resetDb();
    useCatalogueIndex(null);
  });

  function seed() {
    const t = createTaxonomy();
    const make = (name: string, categoryId: number, subcategoryId: number | null = null) =>
      createProduct({
        name,
        description: "d",
        categoryId,
        subcategoryId,
        specificationValueIds: [t.lszh.id],
      });
    make("Screened Loudspeaker Cable", t.lan.id, t.data.id);
    make("Armoured Power Cable", t.power.id, t.swa.id);
    return t;
  }

  it("offers the corrected keyword that finds products, with the filters when they still find some", () => {
    const t = seed();
    expect(listProducts({ keyword: "lodspeaker" }).filteredProductsCount).toBe(0);
    expect(suggestSearches({ keyword: "lodspeaker" })).toEqual([
      { keyword: "loudspeaker", filters: { keyword: "loudspeaker", page: 1 }, count: 1 },
    ]);
    // The category holds it: the filter stays.
    expect(suggestSearches({ keyword: "lodspeaker", category: t.lan.slug })).toEqual([
      {
        keyword: "loudspeaker",
        filters: { keyword: "loudspeaker", category: t.lan.slug, page: 1 },
        count: 1,
      },
    ]);
    // Another category does not: the suggestion searches everything.
    expect(
      suggestSearches({ keyword: "lodspeaker", category: t.power.slug, sort: "rated" }),
    ).toEqual([
      { keyword: "loudspeaker", filters: { keyword: "loudspeaker", sort: "rated" }, count: 1 },
    ]);
  });

  it("suggests category names too, and nothing that would find nothing", () => {
    seed();
    expect(suggestSearches({ keyword: "armored" }).map((s) => s.keyword)).toEqual(["armoured"]);
    // "Industrial" is only in a category's name, which the search reads too.
    expect(suggestSearches({ keyword: "industral" }).map((s) => s.keyword)).toEqual(["industrial"]);
    // "Cat6 Cables" holds no product: "cat6" would find nothing.
    expect(suggestSearches({ keyword: "cat7" })).toEqual([]);
    expect(suggestSearches({ keyword: "zzzzzz" })).toEqual([]);
    expect(suggestSearches({})).toEqual([]);
  });

  it("follows the catalogue: a product added or renamed is suggested from the next search on", () => {
    const t = seed();
    expect(suggestSearches({ keyword: "microphnoe" })).toEqual([]);
    const mic = createProduct({
      name: "Microphone Cable",
      description: "d",
      categoryId: t.lan.id,
      specificationValueIds: [],
    });
    expect(suggestSearches({ keyword: "microphnoe" }).map((s) => s.keyword)).toEqual([
      "microphone",
    ]);
    db.update(products).set({ name: "Instrument Cable" }).where(eq(products.id, mic.id)).run();
    expect(suggestSearches({ keyword: "microphnoe" })).toEqual([]);
    expect(suggestSearches({ keyword: "instrumnet" }).map((s) => s.keyword)).toEqual([
      "instrument",
    ]);
    db.update(categories).set({ name: "Data Leads" }).where(eq(categories.id, t.data.id)).run();
    expect(suggestSearches({ keyword: "laeds" }).map((s) => s.keyword)).toEqual(["leads"]);
  });

  it("in a large catalogue, answers from the previous vocabulary while the new one is built", async () => {
    const t = seed();
    const { backgroundFrom } = catalogueIndexSettings;
    catalogueIndexSettings.backgroundFrom = 1; // "large" from one product on
    const settle = async () => {
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      suggestSearches({ keyword: "lodspeaker" }); // brings the vocabulary up to date…
      await settle(); // …in the background
      expect(suggestSearches({ keyword: "lodspeaker" }).map((s) => s.keyword)).toEqual([
        "loudspeaker",
      ]);
      createProduct({
        name: "Microphone Cable",
        description: "d",
        categoryId: t.lan.id,
        specificationValueIds: [],
      });
      expect(suggestSearches({ keyword: "microphnoe" })).toEqual([]); // not read yet
      await settle();
      expect(suggestSearches({ keyword: "microphnoe" }).map((s) => s.keyword)).toEqual([
        "microphone",
      ]);
    } finally {
      catalogueIndexSettings.backgroundFrom = backgroundFrom;
    }
  });
});

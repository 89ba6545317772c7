/**
 * How a query is read (docs/storefront.md): the one normaliser of the index and the query, the
 * synonyms staff manage (equivalent and one-way, applied to the next search), typos read as the
 * catalogue's closest word, and the products most words find when none has them all.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { searchSynonyms } from "../../db/schema";
import { db } from "~/db.server";
import { rankingSettings } from "~/models/keyword-search.server";
import { listProducts } from "~/models/listing.server";
import { createProduct } from "~/models/product.server";
import { readQuery, typosAllowed } from "~/models/search-query.server";
import { indexText, readWords, singular } from "~/utils/search-text";
import { createTaxonomy, resetDb } from "../fixtures";

const words = (text: string) => indexText(text).split(" ");

describe("the normaliser", () => {
  it("reads letters and digits joined or split by a hyphen as one word and its parts", () => {
    expect(words("Cat6")).toEqual(["cat6"]);
    expect(words("Cat-6")).toEqual(["cat6", "cat", "6"]);
    expect(words("RS-485")).toEqual(["rs485", "rs", "485"]);
    expect(words("H07RN-F")).toEqual(["h07rnf", "h07rn", "f"]);
    expect(words("Star-Quad")).toEqual(["starquad", "star", "quad"]);
    expect(words("F/UTP")).toEqual(["futp", "f", "utp"]);
    // Figures on both sides of the mark stay apart: a ratio, not a name.
    expect(words("7/0.2")).toEqual(["7", "0.2"]);
    expect(words("0.6/1kV")).toEqual(["0.6", "1kv"]);
  });

  it("writes a size one way whatever its writing", () => {
    for (const size of [
      "2.5mm²",
      "2.5 mm²",
      "2.5mm2",
      "2.5 mm2",
      "2.5 sq mm",
      "2.5sqmm",
      "2.50mm²",
    ])
      expect(words(size), size).toEqual(["2.5mm2"]);
    expect(words("4.0mm²")).toEqual(["4mm2"]);
    expect(words("1.0mm²")).toEqual(words("1mm2"));
    expect(words("0.8mm")).toEqual(["0.8mm"]);
    expect(words("305 m")).toEqual(["305m"]);
    expect(words("305 metres")).toEqual(["305m"]);
    expect(words("1,000 m")).toEqual(["1000m"]);
    expect(words("22 AWG")).toEqual(["22awg"]);
    expect(words("50 Ohm")).toEqual(["50ohm"]);
    expect(words("100V")).toEqual(["100v"]);
    // A figure inside a word is part of it: RG59 is not 59 of anything.
    expect(words("RG59 100m")).toEqual(["rg59", "100m"]);
  });

  it("reads & as and, folds case and accents, and takes plurals as singulars", () => {
    expect(words("Twin & Earth")).toEqual(["twin", "and", "earth"]);
    expect(words("T&E")).toEqual(["t", "and", "e"]);
    expect(words("CÂBLES Boxes Batteries")).toEqual(["cable", "box", "battery"]);
    expect(singular("glass")).toBe("glass");
    expect(singular("bus")).toBe("bus");
    expect(singular("lszh")).toBe("lszh");
  });

  it("says where each word was in the text, to show a corrected query as typed", () => {
    const text = "Armourd  4.0mm² cable";
    const found = readWords(text).map((w) => text.slice(w.from, w.to));
    expect(found).toEqual(["Armourd", "4.0mm²", "cable"]);
  });
});

describe("reading a query against the catalogue", () => {
  beforeEach(resetDb);

  function catalogue() {
    const t = createTaxonomy();
    const make = (name: string, description = "A cable.") =>
      createProduct({ name, description, categoryId: t.power.id });
    return {
      te25: make("Twin & Earth Cable 6242Y 2.5mm² Grey 100m"),
      te15: make("Twin & Earth Cable 6242Y 1.5mm² Grey 100m"),
      cat6: make("Cat6 U/UTP LSZH Data Cable 305m Box Blue"),
      swa: make("4-Core SWA Armoured Cable 6944X 6.0mm² Black 50m"),
      flex: make("H07RN-F Rubber Flex 3-Core 2.5mm² Black 50m"),
      fire: make("Fire Resistant Cable PH30 2-Core 1.5mm² Red 100m"),
      conduit: make("6491X Single Core Conduit Cable 4.0mm² Black 100m"),
    };
  }
  const names = (keyword: string, options: { asTyped?: boolean } = {}) =>
    listProducts({ keyword, ...options }).products.map((p) => p.name);
  const addSynonym = (kind: "equivalent" | "one-way", terms: string[], root = "") =>
    db
      .insert(searchSynonyms)
      .values({ kind, root, terms: terms.join("\n") })
      .run();

  it("finds sizes, joined codes and spacing as the trade writes them", () => {
    const p = catalogue();
    expect(names("6491x 4mm")).toEqual([p.conduit.name]);
    expect(names("cat 6")).toEqual([p.cat6.name]);
    expect(names("cat-6 305m")).toEqual([p.cat6.name]);
    expect(names("h07rnf")).toEqual([p.flex.name]);
    expect(names("h07rn f")).toEqual([p.flex.name]);
    expect(names("twin and earth 2.5")).toEqual([p.te25.name]);
    expect(names("6242y 1.5 sq mm")).toEqual([p.te15.name]);
    expect(names("4 core swa 6mm")).toEqual([p.swa.name]);
  });

  it("applies equivalent synonyms both ways and one-way ones one way, from the next search", () => {
    const p = catalogue();
    // Without synonyms "t" and "e" are found nowhere: only "and" and "2.5" are.
    expect(listProducts({ keyword: "t&e 2.5" }).search?.partial?.unmatched).toEqual(["t", "e"]);
    expect(names("fp200")).toEqual([]);
    addSynonym("equivalent", ["t&e", "twin and earth"]);
    addSynonym("one-way", ["fire resistant"], "fp200");
    expect(listProducts({ keyword: "t&e 2.5" }).search).toBeUndefined();
    expect(names("t&e 2.5")).toEqual([p.te25.name]);
    expect(names("fp200")).toEqual([p.fire.name]);
    // One-way: fire resistant does not find what fp200 alone would name.
    expect(readQuery("fire resistant")!.match).not.toContain("fp200");
    expect(readQuery("twin and earth")!.match).toContain('"t and e"');
    // Deleted, it no longer applies.
    db.delete(searchSynonyms).run();
    expect(names("fp200")).toEqual([]);
  });

  it("reads a mistyped word as the closest the catalogue holds, and says so", () => {
    const p = catalogue();
    const listing = listProducts({ keyword: "armourd cable" });
    expect(listing.products.map((x) => x.name)).toEqual([p.swa.name]);
    expect(listing.search).toEqual({ corrected: "armoured cable" });
    // As typed, it is not corrected.
    expect(listProducts({ keyword: "armourd", asTyped: true }).products).toEqual([]);
    // Two typos from nine letters: "resistnat" (a swap) and "condiut" (one).
    expect(names("resitsant")).toEqual([p.fire.name]);
    expect(readQuery("condiut cable")!.corrected).toBe("conduit cable");
  });

  it("never corrects figures, codes or short words, and suggests only what exists", () => {
    catalogue();
    expect(typosAllowed(4)).toBe(0);
    expect(typosAllowed(5)).toBe(1);
    expect(typosAllowed(9)).toBe(2);
    expect(readQuery("6491x 5mm")!.corrected).toBeUndefined();
    expect(readQuery("6942x")!.corrected).toBeUndefined();
    expect(readQuery("flez")!.corrected).toBeUndefined();
    // Nothing within one typo of "zzqxv": it stays as typed.
    expect(readQuery("zzqxv")!.corrected).toBeUndefined();
  });

  it("shows the products most words find when none has them all, and names the rest", () => {
    const p = catalogue();
    const listing = listProducts({ keyword: "armoured zzqxv" });
    expect(listing.products.map((x) => x.name)).toEqual([p.swa.name]);
    expect(listing.search).toEqual({ partial: { matched: ["armoured"], unmatched: ["zzqxv"] } });
    // Every word found somewhere, never together: those with the most of them.
    const mixed = listProducts({ keyword: "rubber conduit 4mm" });
    expect(mixed.products.map((x) => x.name)).toEqual([p.conduit.name]);
    expect(mixed.search?.partial?.unmatched).toEqual([]);
  });

  it("orders a query that finds more products than bm25 is run for: names first, newest first", () => {
    const p = catalogue();
    const ranked = names("cable");
    rankingSettings.rankedAtMost = 3;
    try {
      // Every product's name has `cable` but the flex's: the others newest first, then the flex.
      const expected = [p.conduit, p.fire, p.swa, p.cat6, p.te15, p.te25, p.flex].map(
        (x) => x.name,
      );
      expect(names("cable")).toEqual(expected);
      expect(names("cable")).not.toEqual(ranked);
    } finally {
      rankingSettings.rankedAtMost = 20_000;
    }
  });
});

/**
 * The listing's addresses: productQueryString writes what URLSearchParams would, for every kind
 * of value, and parseProductQuery reads it back; the filter panel's variants of an address are
 * productQueryString's for the changed filters.
 */
import { expect, it } from "vitest";
import type { ProductFilters } from "~/models/listing.server";
import { parseProductQuery } from "~/schemas/product-query";
import { productQueryString, productQueryVariants } from "~/utils/product-query";

/** The function as it was: through URLSearchParams. */
function throughSearchParams(filters: ProductFilters) {
  const params = new URLSearchParams();
  if (filters.keyword) params.set("keyword", filters.keyword);
  if (filters.category) params.set("category", filters.category);
  if (filters.subcategory) params.set("subcategory", filters.subcategory);
  if (filters.subSubcategory) params.set("sub-subcategory", filters.subSubcategory);
  for (const [group, value] of Object.entries(filters.specs ?? {}).sort())
    params.set(`spec-${group}`, value);
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

const keywords = [
  "cable",
  "cat 6",
  "1.5mm²",
  "50 Ω coax",
  "a+b & c=d?#",
  "100% copper (tinned) ~ 'LSZH' \"grey\"!",
  "*-._ under_score",
  "émaillé – “quoted” 🙂",
  "%20 already%",
];

it("writes the query URLSearchParams writes, for every kind of value", () => {
  const cases: ProductFilters[] = [
    {},
    { page: 1 },
    { page: 3 },
    { category: "copper-connectivity", subcategory: "data-cables", subSubcategory: "cat6" },
    {
      specs: { "sheath-material": "lszh", colour: "grey", "colour-2": "blue", a: "b" },
      sort: "rated",
      page: 2,
    },
    ...keywords.map((keyword) => ({ keyword, specs: { [keyword]: keyword } })),
  ];
  for (const filters of cases) {
    expect(productQueryString(filters)).toBe(throughSearchParams(filters));
  }
});

it("reads back what it wrote", () => {
  for (const keyword of keywords) {
    const filters: ProductFilters = {
      keyword,
      category: "copper-connectivity",
      specs: { "sheath-material": "lszh", "conductor-material": "plain-copper" },
      page: 4,
    };
    const parsed = parseProductQuery(new URLSearchParams(productQueryString(filters)), {
      strict: false,
    });
    expect(parsed).toMatchObject({ filters: { ...filters, keyword: keyword.trim() } });
  }
});

it("builds each variant of a listing's address as productQueryString does for the changed filters", () => {
  const listings: ProductFilters[] = [
    {},
    { page: 3, sort: "rated" },
    { keyword: "cat 6 (LSZH)", category: "lan", subcategory: "data", subSubcategory: "cat6" },
    {
      category: "lan",
      specs: { colour: "grey", "sheath-material": "lszh" },
      sort: "date",
      page: 2,
    },
    { keyword: "Ω", specs: { b: "1", d: "2", "b-2": "3", "a b": "x y" } },
  ];
  const groups = ["a", "b", "b-1", "c", "colour", "sheath-material", "z", "a b", "é"];
  for (const filters of listings) {
    const variants = productQueryVariants(filters);
    for (const group of groups) {
      for (const value of ["v", "grey", "x y!"]) {
        expect(variants.withSpec(group, value)).toBe(
          productQueryString({ ...filters, specs: { ...filters.specs, [group]: value }, page: 1 }),
        );
      }
      const without = { ...filters.specs };
      delete without[group];
      expect(variants.withSpec(group, undefined)).toBe(
        productQueryString({ ...filters, specs: without, page: 1 }),
      );
    }
    const levels: [string?, string?, string?][] = [
      [],
      ["power"],
      ["power", "armoured"],
      ["power", "armoured", "swa 3"],
      [filters.category],
    ];
    for (const [category, subcategory, subSubcategory] of levels) {
      expect(variants.withCategories(category, subcategory, subSubcategory)).toBe(
        productQueryString({ ...filters, category, subcategory, subSubcategory, page: 1 }),
      );
    }
  }
});

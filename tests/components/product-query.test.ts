/**
 * The listing's addresses: productQueryString writes what URLSearchParams would, for every kind
 * of value, and parseProductQuery reads it back.
 */
import { expect, it } from "vitest";
import type { ProductFilters } from "~/models/listing.server";
import { parseProductQuery } from "~/schemas/product-query";
import { productQueryString } from "~/utils/product-query";

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

/**
 * Search that speaks the trade (docs/storefront.md, "How a query is read"), over HTTP against the
 * seeded demo catalogue: each trade query of tests/search-queries.ts puts its product first in
 * GET /api/bel/products?keyword=, the listing page answers the same products in the same order,
 * and the answer says when it corrected a word or found only some of them.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { TRADE_QUERIES } from "../search-queries";

type Listed = {
  products: { name: string; slug: string }[];
  filteredProductsCount: number;
  search?: { corrected?: string; partial?: { matched: string[]; unmatched: string[] } };
};

async function api(request: APIRequestContext, keyword: string): Promise<Listed> {
  const answer = await request.get(`/api/bel/products?${new URLSearchParams({ keyword })}`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

test("every trade query puts its product first", async ({ request }) => {
  const misses: string[] = [];
  for (const { query, first } of TRADE_QUERIES) {
    const { products } = await api(request, query);
    const name = products[0]?.name ?? "(nothing)";
    if (!first.test(name)) misses.push(`${query} → ${name}`);
  }
  expect(misses).toEqual([]);
});

test("the listing page answers the same products in the same order as the API", async ({
  request,
}) => {
  for (const keyword of ["t&e 2.5", "cat 6", "armourd", "lszh", "cable xyzzy", "speaker wire"]) {
    const { products, filteredProductsCount } = await api(request, keyword);
    const html = await (await request.get(`/products?${new URLSearchParams({ keyword })}`)).text();
    const grid = html.slice(html.indexOf('class="product-grid"'));
    const slugs = [...grid.matchAll(/<h2><a[^>]*href="\/products\/([^"]+)"/g)].map((m) => m[1]);
    expect(slugs, keyword).toEqual(products.map((p) => p.slug));
    expect(html, keyword).toContain(`of ${filteredProductsCount} product`);
  }
});

test("a typo is read as the catalogue's word, and said; typed=1 searches as typed", async ({
  request,
}) => {
  const corrected = await api(request, "armourd cable");
  expect(corrected.search).toEqual({ corrected: "armoured cable" });
  expect(corrected.products[0].name).toMatch(/SWA Armoured/);

  const typed = await request.get("/api/bel/products?keyword=armourd+cable&typed=1");
  const asTyped = (await typed.json()) as Listed;
  // "armourd" finds nothing as typed: the products are those "cable" finds, and it says so.
  expect(asTyped.search).toEqual({ partial: { matched: ["cable"], unmatched: ["armourd"] } });

  // A figure or a code is never corrected.
  const code = await api(request, "6491x 5mm");
  expect(code.search?.corrected).toBeUndefined();
});

test("when no product has all the words, those with the most are shown and the rest named", async ({
  request,
}) => {
  const { products, search } = await api(request, "rg59 zzqxv");
  expect(search).toEqual({ partial: { matched: ["rg59"], unmatched: ["zzqxv"] } });
  expect(products.length).toBeGreaterThan(0);
  for (const p of products) expect(p.name).toMatch(/RG59/);
});

/**
 * GET /search/suggest on the production server (docs/storefront.md, "Suggestions as you type"):
 * public for a minute, kept by the server's page cache by its whole address (server/page-cache.js)
 * and dropped when the site's version moves, a clear 400 for bad input.
 *
 * Other tests write meanwhile, and every write moves the site's version (which empties the
 * cache): a pair of requests is only compared when the version stayed put between them.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createProducts, siteVersion, uniqueWord } from "./data";

async function get(request: APIRequestContext, url: string, headers = {}) {
  const response = await request.get(url, { headers });
  return { response, body: await response.text() };
}

/** Two requests of the address `url()` gives, between which the site's version stayed put. */
async function twiceUnchanged(request: APIRequestContext, url: () => string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const address = url();
    const before = siteVersion();
    const first = await get(request, address);
    const second = await get(request, address);
    if (siteVersion() === before) return { first, second, address };
  }
  throw new Error("the site's version moved under every pair of requests");
}

test("an answer is public for a minute and kept by the page cache, by its whole address", async ({
  request,
}) => {
  const word = uniqueWord();
  const [product] = createProducts(word, [{ name: "Suggested cable" }]);
  // An address no other test asks for (the q differs each attempt: "<word> cable", "<word>  cable"…).
  let spaces = 0;
  const { first, second, address } = await twiceUnchanged(
    request,
    () => `/search/suggest?${new URLSearchParams({ q: `${word}${" ".repeat(++spaces)}cable` })}`,
  );
  for (const { response } of [first, second]) {
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=60");
  }
  expect(first.response.headers()["x-page-cache"]).toBe("miss");
  expect(second.response.headers()["x-page-cache"]).toBe("hit");
  expect(second.body).toBe(first.body);
  expect(JSON.parse(first.body).products).toEqual([
    { name: product.name, url: `/products/${product.slug}`, image: null },
  ]);
  // The mark that lets the page cache keep it never leaves the server.
  expect(first.response.headers()["x-shared-answer"]).toBeUndefined();
  // Another address is another answer, rendered for itself.
  const other = await get(request, `${address}s`);
  expect(other.response.headers()["x-page-cache"]).toBe("miss");
  // A basket cookie that cannot be read is answered by the app, never from a copy, the same answer.
  const withCookie = await get(request, address, { Cookie: "bel_quote=x" });
  expect(withCookie.response.headers()["x-page-cache"]).not.toBe("hit");
  expect(withCookie.response.headers()["cache-control"]).toBe("public, max-age=60");
});

test("a copy is dropped when the site's version moves: a product added is suggested next", async ({
  request,
}) => {
  const word = uniqueWord();
  const address = `/search/suggest?q=${word}`;
  const { second } = await twiceUnchanged(request, () => address);
  expect(second.response.headers()["x-page-cache"]).toBe("hit");
  expect(JSON.parse(second.body).products).toEqual([]);

  const [product] = createProducts(word, [{ name: "Late cable" }]);
  const fresh = await get(request, address);
  expect(fresh.response.headers()["x-page-cache"]).toBe("miss");
  expect(JSON.parse(fresh.body).products.map((p: { name: string }) => p.name)).toEqual([
    product.name,
  ]);
});

test("bad input is a 400 with a message, kept by nobody", async ({ request }) => {
  const cases: [string, string][] = [
    [`q=${"x".repeat(201)}`, "q is too long (200 characters at most)"],
    ["q=cat&q=cat6", "q may be given once"],
    ["q=cat&utm_source=x", "Unknown parameter utm_source"],
  ];
  for (const [query, message] of cases) {
    for (let i = 0; i < 2; i++) {
      const { response, body } = await get(request, `/search/suggest?${query}`);
      expect(response.status(), query).toBe(400);
      expect(JSON.parse(body), query).toMatchObject({ success: false, message });
      expect(response.headers()["cache-control"], query).toBe("no-store");
      expect(response.headers()["x-page-cache"], query).toBeUndefined();
    }
  }
});

test("under two characters the lists are empty", async ({ request }) => {
  for (const q of ["", "a", " a "]) {
    const { response, body } = await get(request, `/search/suggest?${new URLSearchParams({ q })}`);
    expect(response.status()).toBe(200);
    expect(JSON.parse(body)).toEqual({ success: true, queries: [], categories: [], products: [] });
  }
});

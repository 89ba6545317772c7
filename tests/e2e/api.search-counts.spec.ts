/**
 * Visitors' searches counted on the production server (docs/storefront.md, "What visitors
 * searched"): a search rendered and the same search answered from the page cache both count,
 * its page data (what a browser with JavaScript asks for) too; a further page, a bot, the same
 * search asked again from its own page and the JSON API do not; the mark never leaves the
 * server; and what is counted is written when the server stops (SIGTERM), before the database
 * closes. A server of its own, on a copy of the demo catalogue: nothing else writes to it, so its
 * page cache keeps its copies for as long as the test asks.
 */
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { DEMO_DB } from "./environment.js";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";

const port = ownPort("search-counts");
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
});

/** The site's day, as the server counts it (Europe/London). */
const siteDay = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

test("searches rendered and from the page cache are counted, and written at shutdown", async () => {
  test.setTimeout(120_000);
  // Written at shutdown only, not every few seconds: what the test reads is the shutdown's work.
  server = await startOwnServer("search-counts", {
    port,
    copyOf: DEMO_DB,
    env: { SEARCH_COUNTS_FLUSH_MS: String(3_600_000) },
  });
  const { origin } = server;
  const ask = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(origin + path, { headers: { "User-Agent": BROWSER, ...headers } });
    expect(answer.status, path).toBe(200);
    expect(answer.headers.get("x-search-count"), path).toBeNull();
    await answer.arrayBuffer();
    return answer.headers.get("x-page-cache");
  };

  // Found nothing: a made-up word. Found something: the trade's "coax".
  expect(await ask("/products?keyword=Qwzxvplkjh")).toBe("miss");
  expect(await ask("/products?keyword=Qwzxvplkjh")).toBe("hit");
  // A browser with JavaScript asks for the page's data: a search the same.
  expect(await ask("/products.data?keyword=qwzxvplkjh")).toBe("miss");
  expect(await ask("/products.data?keyword=qwzxvplkjh")).toBe("hit");
  // Not counted: a further page, a bot, the page asked again from itself, the JSON API.
  await ask("/products?keyword=Qwzxvplkjh&page=2");
  expect(await ask("/products?keyword=Qwzxvplkjh", { "User-Agent": GOOGLEBOT })).toBe("hit");
  await ask("/products?keyword=Qwzxvplkjh", {
    Referer: `${origin}/products?keyword=qwzxvplkjh`,
  });
  await ask("/api/bel/products?keyword=qwzxvplkjh");

  expect(await ask("/products?keyword=coax")).toBe("miss");
  const api = (await (await fetch(`${origin}/api/bel/products?keyword=coax`)).json()) as {
    filteredProductsCount: number;
  };
  expect(api.filteredProductsCount).toBeGreaterThan(0);

  // Counted in memory so far: nothing written yet…
  const counted = () => {
    const copy = new Database(server!.database, { readonly: true });
    try {
      return copy
        .prepare("SELECT day, query, searches, results FROM search_counts ORDER BY query")
        .all();
    } finally {
      copy.close();
    }
  };
  expect(counted()).toEqual([]);
  // …until SIGTERM writes them, before the database closes.
  server.process.kill("SIGTERM");
  expect(await server.exited, server.log()).toBe(0);
  expect(counted()).toEqual([
    { day: siteDay(), query: "coax", searches: 1, results: api.filteredProductsCount },
    { day: siteDay(), query: "qwzxvplkjh", searches: 4, results: 0 },
  ]);
});

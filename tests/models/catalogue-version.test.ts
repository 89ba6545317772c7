/**
 * The catalogue's version is read once per page request (docs/architecture.md: Reading the
 * catalogue's version), and afresh where a request writes.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { pageCacheVersion } from "~/entry.server";
import {
  catalogueVersionReads,
  getCatalogueVersions,
  readsOfRequest,
} from "~/models/catalogue-version.server";
import { createProduct } from "~/models/product.server";
import { loader as rootLoader } from "~/root";
import * as listing from "~/routes/products._index";
import { staticChrome } from "~/screens/site-chrome.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { makeRequest, run } from "../routes/admin.helpers";

let categoryId = 0;
const product = (name: string) => createProduct({ name, description: "A cable.", categoryId });

beforeEach(() => {
  resetDb();
  categoryId = createTaxonomy().power.id;
  for (let i = 1; i <= 3; i++) product(`Armoured Cable SWA ${i}-Core`);
});

/** What a keyword listing's document request reads: the page cache, then the app. */
async function listingRequest() {
  const url = "/products?keyword=armored%20cabel&category=industrial-power-cables&sort=name";
  pageCacheVersion(); // the page cache: is there a copy of this version?
  await run(rootLoader, makeRequest(url));
  const answer = await run(listing.loader, makeRequest(url));
  expect(answer.status).toBe(200);
  expect(answer.json.filteredProductsCount).toBe(3);
  staticChrome(); // the document's header and footer
  return answer;
}

/** How many times `handle` read the counters from the database. */
async function readsOf(handle: () => Promise<unknown>) {
  const before = catalogueVersionReads();
  await handle();
  return catalogueVersionReads() - before;
}

describe("the catalogue's version", () => {
  it("is read once for a keyword listing's whole request", async () => {
    await listingRequest(); // what is built once per version is built
    expect(await readsOf(() => readsOfRequest("GET", listingRequest))).toBe(1);
    // The same readers outside a request read it each time they ask.
    const outside = await readsOf(listingRequest);
    expect(outside).toBeGreaterThan(3);
  });

  it("is read afresh by a request that writes, and inside a write transaction", async () => {
    const moved = await readsOfRequest("POST", async () => {
      const before = getCatalogueVersions().version;
      product("Cat6 Data Cable");
      return getCatalogueVersions().version > before;
    });
    expect(moved).toBe(true);

    await readsOfRequest("GET", async () => {
      const before = getCatalogueVersions().version;
      db.transaction(() => {
        product("Cat7 Data Cable");
        expect(getCatalogueVersions().version).toBeGreaterThan(before);
      });
    });
  });

  it("is read again by the next request", async () => {
    const first = await readsOfRequest("GET", async () => getCatalogueVersions().version);
    product("Cat6 Data Cable");
    const next = await readsOfRequest("GET", async () => getCatalogueVersions().version);
    expect(next).toBeGreaterThan(first);
  });
});

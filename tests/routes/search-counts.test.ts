/**
 * Visitors' searches through the routes (docs/storefront.md, "What visitors searched";
 * docs/admin.md, Dashboard): the listing marks a search's first page with its query and the
 * count it showed, through its `headers` to the document and data answers; the dashboard writes
 * the process's counts before it reads them, and shows a range's searches to managers and admins.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { searchCounts } from "../../db/schema";
import { db } from "~/db.server";
import { createProduct } from "~/models/product.server";
import {
  countSearch,
  flushSearchCounts,
  SEARCH_COUNT_HEADER,
  siteDay,
} from "~/models/search-counts.server";
import * as dashboard from "~/routes/admin.dashboard";
import * as listing from "~/routes/products._index";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, insertUser, makeRequest, run } from "./admin.helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

beforeEach(() => {
  flushSearchCounts();
  resetDb();
});

describe("the listing's mark", () => {
  function catalogue() {
    const t = createTaxonomy();
    for (let i = 1; i <= 18; i++)
      createProduct({
        name: `Armoured Cable SWA ${i}-Core`,
        description: "Steel wire armoured power cable.",
        categoryId: t.power.id,
      });
    createProduct({ name: "Cat6 Data Cable", description: "A cable.", categoryId: t.lan.id });
  }

  /** The mark the listing's answer carries to the server, as its `headers` pass it on. */
  async function markOf(address: string) {
    const answer = await run(listing.loader, makeRequest(address));
    expect(answer.status).toBe(200);
    const headers = new Headers(
      listing.headers!({
        loaderHeaders: answer.headers,
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }) as HeadersInit,
    );
    expect(headers.get(SEARCH_COUNT_HEADER)).toBe(answer.headers.get(SEARCH_COUNT_HEADER));
    return { mark: headers.get(SEARCH_COUNT_HEADER), count: answer.json.filteredProductsCount };
  }

  it("says a search's normalised query and the count the page showed, on its first page only", async () => {
    catalogue();
    const first = await markOf("/products?keyword=Armoured%20CABLES");
    expect(first).toEqual({ mark: "18 armoured%20cable", count: 18 });
    expect(await markOf("/products?keyword=swa&typed=1")).toEqual({ mark: "18 swa", count: 18 });
    expect(await markOf("/products?keyword=starquad")).toEqual({ mark: "0 starquad", count: 0 });
    for (const same of [
      "/products?keyword=armoured&page=2",
      "/products?keyword=armoured&sort=rated",
      "/products?keyword=armoured&category=industrial-power-cables",
      "/products?keyword=cable&spec-sheath-material=lszh",
      "/products",
      "/products?category=copper-connectivity",
    ])
      expect((await markOf(same)).mark, same).toBeNull();
  });
});

describe("the dashboard's searches", () => {
  const today = () => siteDay(new Date());

  it("writes this process's counts first, and shows the range's to managers and admins", async () => {
    db.insert(searchCounts).values({ day: today(), query: "coax", results: 9, searches: 4 }).run();
    // Counted, not written yet: the dashboard's read comes after its own flush.
    const mark = (query: string, results: number) => `${results} ${encodeURIComponent(query)}`;
    for (const [query, results] of [
      ["speaker wire", 0],
      ["speaker wire", 0],
      ["coax", 9],
    ] as const)
      countSearch(mark(query, results), { url: "/products", userAgent: BROWSER });
    for (const role of ["manager", "admin"] as const) {
      const { cookie } = await cookieFor(insertUser({ role }).id);
      const answer = await run(
        dashboard.loader,
        makeRequest(`/admin/dashboard?start=${today()}&end=${today()}`, { cookie }),
      );
      expect(answer.status, role).toBe(200);
      expect(answer.json.searches, role).toEqual({
        stats: {
          top: {
            rows: [
              { query: "coax", searches: 5, results: 9 },
              { query: "speaker wire", searches: 2, results: 0 },
            ],
            total: 2,
          },
          zero: { rows: [{ query: "speaker wire", searches: 2 }], total: 1 },
        },
        open: { top: false, zero: false },
      });
    }
  });

  it("opens a list to a hundred rows on request, and reads nothing for an invalid range", async () => {
    db.insert(searchCounts)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          day: "2026-01-15",
          query: `query ${i}`,
          results: 0,
          searches: i + 1,
        })),
      )
      .run();
    const { cookie } = await cookieFor(insertUser({ role: "manager" }).id);
    const dashboardOf = (query: string) =>
      run(dashboard.loader, makeRequest(`/admin/dashboard?${query}`, { cookie }));
    const shown = await dashboardOf("start=2026-01-01&end=2026-01-31");
    expect(shown.json.searches.stats.top.rows).toHaveLength(10);
    expect(shown.json.searches.stats.top.total).toBe(12);
    const open = await dashboardOf("start=2026-01-01&end=2026-01-31&zero=all");
    expect(open.json.searches.open).toEqual({ top: false, zero: true });
    expect(open.json.searches.stats.top.rows).toHaveLength(10);
    expect(open.json.searches.stats.zero.rows).toHaveLength(12);
    const invalid = await dashboardOf("start=2026-01-31&end=2026-01-01");
    expect(invalid.status).toBe(400);
    expect(invalid.json.searches).toBeNull();
  });

  it("is for signed-in staff only", async () => {
    const answer = await run(dashboard.loader, makeRequest("/admin/dashboard"));
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/admin-bel/);
  });
});

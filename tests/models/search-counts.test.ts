/**
 * What visitors searched (docs/storefront.md, "What visitors searched"): the normalised query,
 * which answers count as a search, bots and repeats left out, the counts added up in memory and
 * written by UPSERT from several connections (as several processes do), never waiting for a busy
 * database, the old counts pruned; and the dashboard's figures for a range.
 */
import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { searchCounts } from "../../db/schema";
import { openDatabase, type DB } from "../../db/client";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import {
  countSearch,
  flushSearchCounts,
  getSearchStats,
  KEEP_DAYS,
  MAX_PENDING,
  readSearchCountMark,
  searchCountMark,
  searchedQuery,
  searchTally,
  siteDay,
} from "~/models/search-counts.server";
import { resetDb } from "../fixtures";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ORIGIN = "https://www.belcables.example";

const rows = (database: DB = db) =>
  database
    .select()
    .from(searchCounts)
    .orderBy(asc(searchCounts.day), asc(searchCounts.query))
    .all();

/** A visitor's browser asking for a listing address, from `referer` if given. */
const visitor = (url: string, referer?: string) => ({
  url,
  userAgent: BROWSER,
  referer: referer && `${ORIGIN}${referer}`,
});

describe("the query and the mark", () => {
  it("keeps a search by its words as the index reads them", () => {
    expect(searchedQuery("T&E")).toBe("t and e");
    expect(searchedQuery("t and e")).toBe("t and e");
    expect(searchedQuery("  Armoured   CABLES ")).toBe("armoured cable");
    expect(searchedQuery("Cat-6 ")).toBe("cat6");
    expect(searchedQuery("2.5 mm²")).toBe("2.5mm2");
    expect(searchedQuery("?!")).toBe("");
    expect(searchedQuery("x".repeat(500)).length).toBe(200);
  });

  it("marks a listing's first page of a keyword, typed or not, and nothing else", () => {
    expect(searchCountMark({ keyword: "Cat 6", page: 1 }, 12)).toBe("12 cat%206");
    expect(searchCountMark({ keyword: "armourd", page: 1 }, 0)).toBe("0 armourd");
    // Paging, ordering or filtering a search is the same search.
    for (const other of [
      { page: 2 },
      { sort: "rated" },
      { category: "coaxial-rf-cables" },
      { subcategory: "rg-cables" },
      { subSubcategory: "rg6" },
      { specs: { "sheath-material": "lszh" } },
    ])
      expect(
        searchCountMark({ keyword: "cat6", page: 1, ...other }, 3),
        JSON.stringify(other),
      ).toBeNull();
    expect(searchCountMark({ page: 1 }, 300)).toBeNull();
    expect(searchCountMark({ keyword: "&&", page: 1 }, 0)).toBe("0 and%20and");
    expect(searchCountMark({ keyword: "!!", page: 1 }, 0)).toBeNull();
  });

  it("reads a mark back, and refuses what is not one", () => {
    expect(readSearchCountMark("12 cat%206")).toEqual({ query: "cat 6", results: 12 });
    expect(readSearchCountMark(searchCountMark({ keyword: "Кабель ø", page: 1 }, 1)!)).toEqual({
      query: "кабель ø",
      results: 1,
    });
    for (const bad of ["", "12", "x cat6", "-1 cat6", "1 cat%ZZ", "1 a b"])
      expect(readSearchCountMark(bad), bad).toBeNull();
  });
});

describe("counting", () => {
  beforeEach(() => {
    // What the process's tally holds from another test is written before the tables are emptied.
    flushSearchCounts();
    resetDb();
  });

  it("adds up searches in memory, the last result count kept, until a flush writes them", () => {
    const tally = searchTally(db);
    const at = new Date("2026-03-10T12:00:00Z");
    tally.record("cat6", 12, at);
    tally.record("cat6", 11, at);
    tally.record("cat6", 13, at);
    tally.record("armourd", 0, at);
    expect(tally.pending).toEqual([
      { day: "2026-03-10", query: "cat6", searches: 3, results: 13 },
      { day: "2026-03-10", query: "armourd", searches: 1, results: 0 },
    ]);
    expect(rows()).toEqual([]);
    expect(tally.flush({ now: at })).toBe(true);
    expect(tally.pending).toEqual([]);
    expect(rows()).toEqual([
      { day: "2026-03-10", query: "armourd", results: 0, searches: 1 },
      { day: "2026-03-10", query: "cat6", results: 13, searches: 3 },
    ]);
  });

  it("counts a search on the site's day, in Europe/London", () => {
    expect(siteDay(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01"); // BST
    expect(siteDay(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31"); // GMT
    expect(siteDay(new Date("2027-01-01T00:30:00Z"))).toBe("2027-01-01");
    const tally = searchTally(db);
    tally.record("coax", 4, new Date("2026-06-30T22:59:00Z"));
    tally.record("coax", 4, new Date("2026-06-30T23:01:00Z"));
    expect(tally.pending.map((p) => [p.day, p.searches])).toEqual([
      ["2026-06-30", 1],
      ["2026-07-01", 1],
    ]);
  });

  it("adds to the same rows across flushes and connections, as several processes do", () => {
    const other = openDatabase(paths.database, { migrate: false });
    try {
      const one = searchTally(db);
      const two = searchTally(other);
      const monday = new Date("2026-03-09T10:00:00Z");
      const tuesday = new Date("2026-03-10T10:00:00Z");
      one.record("swa", 0, monday);
      one.record("swa", 0, monday);
      two.record("swa", 0, monday);
      two.record("lsoh", 2, monday);
      expect(one.flush({ now: monday })).toBe(true);
      expect(two.flush({ now: monday })).toBe(true);
      // Later, once a synonym made it find something: the searches add up, the count is the last.
      two.record("swa", 7, tuesday);
      one.record("swa", 6, monday);
      expect(two.flush({ now: tuesday })).toBe(true);
      expect(one.flush({ now: tuesday })).toBe(true);
      expect(rows(other)).toEqual([
        { day: "2026-03-09", query: "lsoh", results: 2, searches: 1 },
        { day: "2026-03-09", query: "swa", results: 6, searches: 4 },
        { day: "2026-03-10", query: "swa", results: 7, searches: 1 },
      ]);
    } finally {
      other.$client.close();
    }
  });

  it("never waits for another connection's write lock: a busy flush keeps its counts for the next", () => {
    const other = openDatabase(paths.database, { migrate: false });
    const now = new Date("2026-03-10T10:00:00Z");
    const tally = searchTally(db);
    tally.flush({ now }); // the day's pruning done
    tally.record("rg59", 3, now);
    other.$client.exec("BEGIN IMMEDIATE");
    try {
      const started = performance.now();
      expect(tally.flush({ now })).toBe(false);
      // The busy timeout is 5 s: a flush that waited would take that long.
      expect(performance.now() - started).toBeLessThan(1000);
      tally.record("rg59", 4, now);
      expect(tally.pending).toEqual([
        { day: "2026-03-10", query: "rg59", searches: 2, results: 4 },
      ]);
    } finally {
      other.$client.exec("COMMIT");
      other.$client.close();
    }
    expect(db.$client.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(tally.flush({ now })).toBe(true);
    expect(rows()).toEqual([{ day: "2026-03-10", query: "rg59", results: 4, searches: 2 }]);
  });

  it(`prunes counts older than ${KEEP_DAYS} days, on the first flush of each day`, () => {
    const old = (day: string) =>
      db
        .insert(searchCounts)
        .values({ day, query: `q ${day}`, results: 0, searches: 1 })
        .run();
    // 2026-03-10 less 400 days is 2025-02-03.
    old("2025-02-02");
    old("2025-02-03");
    old("2026-03-09");
    const tally = searchTally(db);
    expect(tally.flush({ now: new Date("2026-03-10T08:00:00Z") })).toBe(true);
    expect(rows().map((r) => r.day)).toEqual(["2025-02-03", "2026-03-09"]);
    // Once a day: the same day's next flush does not look again…
    old("2025-01-01");
    tally.record("coax", 1, new Date("2026-03-10T09:00:00Z"));
    tally.flush({ now: new Date("2026-03-10T09:00:00Z") });
    expect(rows().map((r) => r.day)).toEqual([
      "2025-01-01",
      "2025-02-03",
      "2026-03-09",
      "2026-03-10",
    ]);
    // …the next day's first flush does, with nothing to write.
    expect(tally.flush({ now: new Date("2026-03-11T00:10:00Z") })).toBe(true);
    expect(rows().map((r) => r.day)).toEqual(["2026-03-09", "2026-03-10"]);
  });

  it("holds at most MAX_PENDING queries between flushes; those held go on counting", () => {
    const tally = searchTally(db);
    const at = new Date("2026-03-10T10:00:00Z");
    for (let i = 0; i < MAX_PENDING + 5; i++) tally.record(`q${i}`, 0, at);
    tally.record("q0", 1, at);
    expect(tally.pending).toHaveLength(MAX_PENDING);
    expect(tally.pending[0]).toEqual({ day: "2026-03-10", query: "q0", searches: 2, results: 1 });
    expect(tally.flush({ now: at })).toBe(true);
    expect(rows()).toHaveLength(MAX_PENDING);
    // Room again after the flush.
    tally.record(`q${MAX_PENDING + 1}`, 0, at);
    expect(tally.pending).toHaveLength(1);
  });
});

describe("a visitor's search", () => {
  beforeEach(() => {
    // What the process's tally holds from another test is written before the tables are emptied.
    flushSearchCounts();
    resetDb();
  });

  const today = () => siteDay(new Date());
  const counted = () => {
    flushSearchCounts();
    return rows().map((r) => [r.query, r.searches, r.results]);
  };

  it("is counted by its mark, from a browser", () => {
    expect(countSearch("4 coax", visitor("/products?keyword=coax"))).toBe(true);
    expect(countSearch("4 coax", visitor("/products.data?keyword=Coax", "/"))).toBe(true);
    expect(countSearch("not a mark", visitor("/products?keyword=x"))).toBe(false);
    expect(counted()).toEqual([["coax", 2, 4]]);
    expect(rows()[0].day).toBe(today());
  });

  it("leaves out known bots and requests that name no user agent", () => {
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
      null,
    ])
      expect(
        countSearch("1 coax", { url: "/products?keyword=coax", userAgent }),
        String(userAgent),
      ).toBe(false);
    expect(counted()).toEqual([]);
  });

  it("leaves out the same search asked again from its own page; a search as typed is another", () => {
    // A reload, the return from Add to quote, a form in the footer (the Referer is the listing).
    expect(countSearch("3 cat6", visitor("/products?keyword=cat6", "/products?keyword=cat6"))).toBe(
      false,
    );
    expect(
      countSearch(
        "3 cat6",
        visitor("/products.data?keyword=Cat6", "/products?keyword=cat6&page=2"),
      ),
    ).toBe(false);
    expect(
      countSearch("3 cat6", visitor("/products?keyword=cat6", "/products?keyword=CAT6&sort=rated")),
    ).toBe(false);
    // Another search from a listing, or the same from elsewhere, counts.
    expect(countSearch("3 cat6", visitor("/products?keyword=cat6", "/products?keyword=coax"))).toBe(
      true,
    );
    expect(countSearch("3 cat6", visitor("/products?keyword=cat6", "/products"))).toBe(true);
    expect(countSearch("3 cat6", visitor("/products?keyword=cat6", "/products/cat6-cable"))).toBe(
      true,
    );
    // "Search instead for armourd": the words as typed, from the corrected search's page.
    expect(
      countSearch(
        "0 armourd",
        visitor("/products?keyword=armourd&typed=1", "/products?keyword=armourd"),
      ),
    ).toBe(true);
    expect(counted()).toEqual([
      ["armourd", 1, 0],
      ["cat6", 3, 3],
    ]);
  });
});

describe("the dashboard's searches", () => {
  beforeEach(() => {
    // What the process's tally holds from another test is written before the tables are emptied.
    flushSearchCounts();
    resetDb();
  });

  function counts(list: [day: string, query: string, searches: number, results: number][]) {
    db.insert(searchCounts)
      .values(list.map(([day, query, searches, results]) => ({ day, query, searches, results })))
      .run();
  }

  it("lists a range's most searched queries with their last result count, and those that found nothing", () => {
    counts([
      ["2026-02-28", "cat6", 50, 12], // before the range
      ["2026-03-01", "cat6", 5, 12],
      ["2026-03-02", "cat6", 4, 14],
      ["2026-03-01", "speaker wire", 3, 0],
      ["2026-03-31", "speaker wire", 2, 6], // a synonym since: it finds something now
      ["2026-03-15", "armourd", 6, 0],
      ["2026-03-31", "fp200", 1, 0],
      ["2026-03-20", "coax", 6, 9],
      ["2026-04-01", "rs485", 99, 0], // after the range
    ]);
    const stats = getSearchStats({ start: "2026-03-01", end: "2026-03-31" });
    expect(stats.top).toEqual({
      rows: [
        { query: "cat6", searches: 9, results: 14 },
        { query: "armourd", searches: 6, results: 0 },
        { query: "coax", searches: 6, results: 9 },
        { query: "speaker wire", searches: 5, results: 6 },
        { query: "fp200", searches: 1, results: 0 },
      ],
      total: 5,
    });
    expect(stats.zero).toEqual({
      rows: [
        { query: "armourd", searches: 6 },
        { query: "speaker wire", searches: 3 },
        { query: "fp200", searches: 1 },
      ],
      total: 3,
    });
    // One day: both days of the range included.
    expect(getSearchStats({ start: "2026-03-31", end: "2026-03-31" }).zero.rows).toEqual([
      { query: "fp200", searches: 1 },
    ]);
    expect(getSearchStats({ start: "2025-01-01", end: "2025-12-31" })).toEqual({
      top: { rows: [], total: 0 },
      zero: { rows: [], total: 0 },
    });
  });

  it("shows ten of each unless asked for more, and says how many there are", () => {
    counts(
      Array.from(
        { length: 14 },
        (_, i) =>
          ["2026-05-05", `query ${String(i).padStart(2, "0")}`, 20 - i, i % 2] as [
            string,
            string,
            number,
            number,
          ],
      ),
    );
    const range = { start: "2026-05-01", end: "2026-05-31" };
    const shown = getSearchStats(range);
    expect(shown.top.rows).toHaveLength(10);
    expect(shown.top.total).toBe(14);
    expect(shown.top.rows[0]).toEqual({ query: "query 00", searches: 20, results: 0 });
    expect(shown.zero.rows).toHaveLength(7);
    expect(shown.zero.total).toBe(7);
    const more = getSearchStats(range, { top: 100, zero: 3 });
    expect(more.top.rows).toHaveLength(14);
    expect(more.zero.rows.map((r) => r.query)).toEqual(["query 00", "query 02", "query 04"]);
    expect(more.zero.total).toBe(7);
  });
});

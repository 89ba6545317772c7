/**
 * What visitors searched, and what they found (docs/storefront.md, "What visitors searched"):
 * each search of the listing counted per day and normalised query, with its result count, and
 * nothing else (no address, no cookie, no user agent).
 *
 * A search is counted where its answer is given: the listing's loader marks its answer with
 * {@link SEARCH_COUNT_HEADER} (the query as the index reads it, and the count), and the HTTP
 * server (server/page-cache.js) reports every answer so marked to {@link countSearch}, whether
 * the app rendered it or the page cache answered it from a copy; the mark never leaves the
 * server. Counting costs a request a few map operations: the counts are added up in memory and
 * written every few seconds ({@link startSearchCounting}), at shutdown (server/index.js) and
 * before the dashboard reads them, one UPSERT per (day, query) in one transaction. Several
 * processes add to the same rows; a flush never waits for another connection's write lock (a
 * busy one keeps its counts for the next).
 */
import { and, between, desc, eq, lt, sql } from "drizzle-orm";
import { searchCounts } from "../../db/schema";
import type { DB } from "../../db/client";
import { MAX_KEYWORD_LENGTH, SEARCH_STATS_ROWS } from "~/constants";
import { db as appDb, writeUnlessBusy } from "~/db.server";
import { env } from "~/env.server";
import type { DateRange } from "~/models/dashboard.server";
import { prepared } from "~/models/prepared.server";
import { isBot } from "~/utils/bots";
import { ukCalendarDay } from "~/utils/dates";
import { readWords } from "~/utils/search-text";

/** The header by which the listing marks a search's answer for the HTTP server (never sent). */
export const SEARCH_COUNT_HEADER = "X-Search-Count";
/** Counts older than this many days are deleted (on the first flush of each day). */
export const KEEP_DAYS = 400;
/**
 * Distinct (day, query) pairs held between two flushes; past it, new queries wait for the next
 * flush's room (those already held go on counting), so a flood of made-up queries cannot grow
 * the memory without bound.
 */
export const MAX_PENDING = 10_000;

/** The day of the last minute asked for: the day changes on a minute, and Intl takes 10 µs. */
let lastDay = { minute: NaN, day: "" };

/** `YYYY-MM-DD` of a moment in the site's time zone (Europe/London): a search counts that day. */
export function siteDay(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: ukCalendarDay(at) };
  return lastDay.day;
}

/** The day `days` days before `day` (both `YYYY-MM-DD`). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * A visitor's words as the search index reads them (app/utils/search-text.ts), joined with a
 * space: `T&E` and `t and e` are one query, `Cables` is `cable`. Empty when nothing in it is a word.
 */
export function searchedQuery(keyword: string): string {
  return readWords(keyword)
    .map((word) => word.text)
    .join(" ")
    .slice(0, MAX_KEYWORD_LENGTH)
    .trim();
}

/** The listing filters that make a page a search of its own (not a page, order or filter of one). */
type ListingQuery = {
  keyword?: string;
  page?: number;
  sort?: string;
  category?: string;
  subcategory?: string;
  subSubcategory?: string;
  specs?: Record<string, string>;
};

/**
 * The mark of a listing's answer when it is a search of its own: a keyword, on its first page,
 * in its own order, without filters (paging, sorting or filtering a search is the same search);
 * a search as typed (`typed=1`) too. The count the visitor was shown, then the query,
 * percent-encoded (a header is ASCII). Null for every other listing.
 */
export function searchCountMark(filters: ListingQuery, results: number): string | null {
  const { keyword, page = 1, sort, category, subcategory, subSubcategory, specs = {} } = filters;
  if (!keyword || page !== 1 || sort || category || subcategory || subSubcategory) return null;
  if (Object.keys(specs).length > 0) return null;
  const query = searchedQuery(keyword);
  return query ? `${results} ${encodeURIComponent(query)}` : null;
}

/** The query and count of a mark, or null when it is not one. */
export function readSearchCountMark(mark: string): { query: string; results: number } | null {
  const match = /^(\d{1,9}) (\S+)$/.exec(mark);
  if (!match) return null;
  try {
    const query = decodeURIComponent(match[2]);
    return query ? { query, results: Number(match[1]) } : null;
  } catch {
    return null;
  }
}

/** What a search is known by, besides its mark: only what tells a visitor from a bot or a repeat. */
export type SearchRequest = { url: string; userAgent?: string | null; referer?: string | null };

/**
 * Whether the request asks again for the search of the page it comes from (its Referer): a
 * reload, the listing coming back after "Add to quote" or after a form in its footer, another
 * page or order of it. Those are the same search; `typed=1` from its corrected search is another.
 * `query`: the request's, as its mark says.
 */
function repeatsReferer({ url, referer }: SearchRequest, query: string): boolean {
  // Most searches come from elsewhere than a listing: no URL to read then.
  if (!referer?.includes("/products?")) return false;
  try {
    const from = new URL(referer);
    const keyword = from.searchParams.get("keyword");
    if (from.pathname !== "/products" || !keyword) return false;
    const to = new URL(url, from);
    const typed = (address: URL) => address.searchParams.get("typed") === "1";
    if (typed(to) !== typed(from)) return false;
    // The same words as typed (a reload, a return) need no reading; others, as the index reads.
    return keyword === to.searchParams.get("keyword") || searchedQuery(keyword) === query;
  } catch {
    return false;
  }
}

type Pending = { day: string; query: string; searches: number; results: number };

/**
 * The counts of one connection, added up in memory until {@link SearchTally.flush} writes them.
 * The app has one, on its database client; a test may make one per connection, as processes do.
 */
export function searchTally(database: DB) {
  let pending = new Map<string, Pending>();
  /** The site's day on which old counts were last pruned. */
  let prunedOn = "";
  const upsert = prepared(() =>
    database
      .insert(searchCounts)
      .values({
        day: sql.placeholder("day"),
        query: sql.placeholder("query"),
        results: sql.placeholder("results"),
        searches: sql.placeholder("searches"),
      })
      .onConflictDoUpdate({
        target: [searchCounts.day, searchCounts.query],
        set: {
          searches: sql`${searchCounts.searches} + excluded.searches`,
          results: sql`excluded.results`,
        },
      })
      .prepare(),
  );

  function add(row: Pending) {
    const key = `${row.day}\n${row.query}`;
    const held = pending.get(key);
    if (held) held.searches += row.searches;
    else if (pending.size < MAX_PENDING) pending.set(key, { ...row });
  }

  return {
    database,
    /** One search of `query` that found `results` products, made at `at`. */
    record(query: string, results: number, at = new Date()) {
      const day = siteDay(at);
      const held = pending.get(`${day}\n${query}`);
      if (held) {
        held.searches += 1;
        held.results = results;
      } else add({ day, query, searches: 1, results });
    },
    /** The (day, query) pairs not written yet. */
    get pending(): Pending[] {
      return [...pending.values()];
    },
    /**
     * Writes the counts held, and on the first flush of a day deletes counts older than
     * {@link KEEP_DAYS}, in one transaction. Unless `wait`, it never waits for another
     * connection's write lock: false when the database is busy, the counts kept for the next
     * flush. `wait` (the shutdown) waits as long as the busy timeout allows.
     */
    flush({ wait = false, now = new Date() }: { wait?: boolean; now?: Date } = {}): boolean {
      const today = siteDay(now);
      const prune = prunedOn !== today;
      const rows = [...pending.values()];
      if (rows.length === 0 && !prune) return true;
      pending = new Map();
      const write = () =>
        database.transaction(() => {
          for (const row of rows) upsert().run(row);
          if (prune) {
            database
              .delete(searchCounts)
              .where(lt(searchCounts.day, daysBefore(today, KEEP_DAYS)))
              .run();
          }
          return true;
        });
      let written = false;
      try {
        written = (wait ? write() : writeUnlessBusy(write, database)) ?? false;
      } finally {
        // Not written (busy, or failed): held again, under what was counted meanwhile.
        if (!written) for (const row of rows) add(row);
      }
      if (written && prune) prunedOn = today;
      return written;
    },
  };
}

export type SearchTally = ReturnType<typeof searchTally>;

declare global {
  var __belSearchTally: SearchTally | undefined;
  var __belSearchFlushes: ReturnType<typeof setInterval> | undefined;
}

/** The process's tally, on the app's database client (kept across dev reloads, as the client). */
function tally(): SearchTally {
  if (globalThis.__belSearchTally?.database !== appDb) {
    globalThis.__belSearchTally = searchTally(appDb);
  }
  return globalThis.__belSearchTally;
}

/**
 * Counts the search an answer was marked with ({@link searchCountMark}), unless a known bot asked
 * (app/utils/bots.ts) or the visitor asked again for the search of the page they were on.
 * Called by the HTTP server for every answer so marked, rendered or from the page cache.
 */
export function countSearch(mark: string, request: SearchRequest): boolean {
  const search = readSearchCountMark(mark);
  if (!search || isBot(request.userAgent) || repeatsReferer(request, search.query)) return false;
  tally().record(search.query, search.results);
  return true;
}

/** Writes this process's counts now (see {@link SearchTally.flush}). */
export function flushSearchCounts(options?: { wait?: boolean; now?: Date }): boolean {
  return tally().flush(options);
}

/** Writes this process's counts every SEARCH_COUNTS_FLUSH_MS, 5 s by default (the server; once). */
export function startSearchCounting() {
  globalThis.__belSearchFlushes ??= setInterval(() => {
    try {
      flushSearchCounts();
    } catch (error) {
      console.error("[bel] search counts: could not write", error);
    }
  }, env.SEARCH_COUNTS_FLUSH_MS).unref();
}

// ---------------------------------------------------------------------------------------------
// The dashboard's figures

export type SearchStat = { query: string; searches: number; results: number };
export type SearchStats = {
  /** The most searched queries of the range, with the result count of their latest day. */
  top: { rows: SearchStat[]; total: number };
  /** The queries whose searches found nothing on some days of the range, with those searches. */
  zero: { rows: Omit<SearchStat, "results">[]; total: number };
};

/**
 * The dashboard's searches for a range of the site's days (both included): the most searched
 * queries and those searched without result, each the most searched first, at most `top` and
 * `zero` rows, with how many there are in all. Each list is one grouped query; the searches that
 * found nothing are read through the index on (results, day).
 */
export function getSearchStats(
  range: DateRange,
  { top = SEARCH_STATS_ROWS, zero = SEARCH_STATS_ROWS }: { top?: number; zero?: number } = {},
): SearchStats {
  const inRange = between(searchCounts.day, range.start, range.end);
  const searches = sql<number>`sum(${searchCounts.searches})`.mapWith(Number);
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  // With max(day) the only min/max aggregate, SQLite takes the bare `results` from the row of
  // the latest day: the count of the last search.
  const topRows = appDb
    .select({
      query: searchCounts.query,
      searches,
      lastDay: sql<string>`max(${searchCounts.day})`,
      results: searchCounts.results,
      total,
    })
    .from(searchCounts)
    .where(inRange)
    .groupBy(searchCounts.query)
    .orderBy(desc(searches), searchCounts.query)
    .limit(top)
    .all();
  const zeroRows = appDb
    .select({ query: searchCounts.query, searches, total })
    .from(searchCounts)
    .where(and(eq(searchCounts.results, 0), inRange))
    .groupBy(searchCounts.query)
    .orderBy(desc(searches), searchCounts.query)
    .limit(zero)
    .all();
  return {
    top: {
      rows: topRows.map(({ query, searches, results }) => ({ query, searches, results })),
      total: topRows[0]?.total ?? 0,
    },
    zero: {
      rows: zeroRows.map(({ query, searches }) => ({ query, searches })),
      total: zeroRows[0]?.total ?? 0,
    },
  };
}

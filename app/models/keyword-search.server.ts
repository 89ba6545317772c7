/**
 * Keyword search: FTS5 (products_fts, migrations 0001 and 0025) finds the products that a query,
 * as search-query.server.ts reads it, asks for, and ranks them with its own bm25(), the name
 * weighing most. When all the query's words together find nothing, the products that most of
 * them find are shown instead, and the words that found nothing are named (docs/storefront.md,
 * "How a query is read"). A visitor's search finds only the products visitors may see
 * (product-visibility.server.ts), those the catalogue index holds: a word that only a draft
 * holds finds nothing. Answers are kept for the catalogue version they were read at and all
 * dropped when the catalogue moves on; a change to the synonyms reads the query anew.
 */
import type Database from "better-sqlite3";
import { LRUCache } from "lru-cache";
import { db, inWriteTransaction, readSnapshot } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { getCatalogueIndex, type CatalogueIndex } from "~/models/catalogue-index.server";
import { literalQuery, readQuery, type QueryReading } from "~/models/search-query.server";

/**
 * Relevance, best first: bm25 with the columns weighted name 10, short description 4,
 * description 1, categories 2, specifications 2, SKU 6; ties go to the highest id.
 */
const BY_RELEVANCE = "bm25(products_fts, 10.0, 4.0, 1.0, 2.0, 2.0, 6.0), rowid DESC";

/** What a keyword finds, and how it was read. */
export type KeywordAnswer = {
  /** the products found, by id */
  ids: Int32Array;
  /** the FTS5 query that ranks them */
  rank: string;
  /** the query as searched, when a mistyped word was read as the catalogue's closest */
  corrected?: string;
  /**
   * When no product has all the words: the words the products shown have, and those no product
   * has; `matched` holds the visitor's words as typed.
   */
  partial?: { matched: string[]; unmatched: string[] };
};

/**
 * What a visitor's keyword finds (the listing, the API's /products, suggestions as they type):
 * the products every word finds, or when there are none, those most words find. Null when the
 * keyword has nothing searchable.
 */
export function searchKeyword(
  keyword: string,
  { correct = true }: { correct?: boolean } = {},
): KeywordAnswer | null {
  const { content } = getCatalogueVersions();
  const reading = readQuery(keyword, { correct });
  if (!reading) return null;
  const ids = visibleMatches(reading.match);
  const answer: KeywordAnswer = { ids, rank: reading.match };
  if (reading.corrected) answer.corrected = reading.corrected;
  if (ids.length > 0 || reading.slots.length < 2) return answer;
  return mostWords(reading, content) ?? answer;
}

/**
 * The products that the most slots of a reading find (at least one, fewer than all), ranked by
 * how well they match any of them; null when no slot finds anything.
 */
function mostWords(reading: QueryReading, content: number): KeywordAnswer | null {
  const found = reading.slots.map((slot) => visibleMatches(slot.expression));
  const has = (i: number) => found[i].length > 0;
  // Ranked by the words that find something (those that find nothing add nothing to it): one
  // such word's matches are already read.
  const rank = reading.slots
    .filter((_, i) => has(i))
    .map((s) => s.expression)
    .join(" OR ");
  const ids = kept(`most ${content} ${reading.match}`, () => mostFound(found));
  if (ids.length === 0) return null;
  const answer: KeywordAnswer = {
    ids,
    rank,
    partial: {
      matched: reading.slots.filter((_, i) => has(i)).map((s) => s.words),
      unmatched: reading.slots.filter((_, i) => !has(i)).map((s) => s.words),
    },
  };
  if (reading.corrected) answer.corrected = reading.corrected;
  return answer;
}

/**
 * The ids that the most of `lists` hold (each in ascending order), in ascending order; none when
 * every list is empty. Counted in an array by id: a word every product holds is a list of them
 * all, which a Map took 30 ms to count at 100,000 products.
 */
function mostFound(lists: Int32Array[]): Int32Array | number[] {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length <= 1) return nonEmpty.length ? nonEmpty[0] : [];
  const counts = new Uint8Array(Math.max(...nonEmpty.map((list) => list[list.length - 1])) + 1);
  let best = 0;
  for (const list of nonEmpty) for (const id of list) if (++counts[id] > best) best = counts[id];
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) if (counts[id] === best) ids.push(id);
  return ids;
}

/**
 * The FTS5 query of staff's searches (the admin's products, the dashboard): the words as written,
 * no synonyms, no corrections.
 */
export const toFtsQuery = literalQuery;

/**
 * The products matching an FTS5 query, by id, whatever their status (staff's searches; the
 * ranking, whose callers keep the visible ones).
 */
export function keywordMatches(match: string): Int32Array {
  return kept(`matches ${match}`, () => statements().matches.all(match) as number[]);
}

/**
 * The products matching an FTS5 query that visitors may see, by id: what a visitor finds. The
 * matches as FTS5 gives them, less those the catalogue index does not hold; kept for as long as
 * the index stands as it is (the listing places the same answer in it for each facet).
 */
export function visibleMatches(match: string): Int32Array {
  const index = getCatalogueIndex();
  if (visibleKept?.index !== index || visibleKept.version !== index.version)
    visibleKept = { index, version: index.version, answers: new Map() };
  let ids = visibleKept.answers.get(match);
  if (!ids) {
    const all = keywordMatches(match);
    ids = all.filter((id) => index.holds(id));
    // The same list when nothing was left out: its placement in the index is kept with it.
    if (ids.length === all.length) ids = all;
    if (visibleKept.answers.size >= 400) visibleKept.answers.clear();
    visibleKept.answers.set(match, ids);
  }
  return ids;
}

let visibleKept: {
  index: CatalogueIndex;
  version: number;
  answers: Map<string, Int32Array>;
} | null = null;

/**
 * bm25 is computed for at most this many products (a tunable; tests lower it). A query that finds more (a word most of the
 * catalogue holds: `copper`, `black`, at 100,000 products) is one whose words bm25 can no longer
 * tell apart (their weight falls to nothing past half the catalogue), and scoring them all took
 * 50 to 100 ms; its products are ordered without it (see rankByKeyword).
 */
export const rankingSettings = { rankedAtMost: 20_000 };

/**
 * The products matching an FTS5 query, best first; only those among `among` when given (bm25
 * is then computed for them alone, which is what makes a filtered search cheap), or, past
 * `rankingSettings.rankedAtMost` products, all of them (the caller passes over the others). Products whose
 * name or SKU alone has what the query asks come before those that have it only in their
 * description or specifications (the way a search engine ranks by attribute); bm25 orders each,
 * or, past `rankedAtMost` products, the newest first (the listing's own order), as Meilisearch
 * orders by attribute without any bm25.
 */
export function rankByKeyword(match: string, among?: readonly number[]): Int32Array {
  if (among?.length === 0) return new Int32Array(0);
  const found = keywordMatches(match);
  const inName = `{name codes} : (${match})`;
  if (found.length > rankingSettings.rankedAtMost) {
    // The same order with filters or without: those the filters leave out are passed over.
    return kept(`newest ${match}`, () => namedFirstNewest(found, keywordMatches(inName)));
  }
  const list = among ? JSON.stringify(among) : "";
  return kept(`ranked ${match} among ${list}`, () => {
    const { ranked: all, rankedAmong, matchesAmong } = statements();
    const ranked = (among ? rankedAmong.all(match, list) : all.all(match)) as number[];
    const named = new Set(
      among ? (matchesAmong.all(inName, list) as number[]) : keywordMatches(inName),
    );
    if (named.size === 0 || named.size >= ranked.length) return ranked;
    return [...ranked.filter((id) => named.has(id)), ...ranked.filter((id) => !named.has(id))];
  });
}

/**
 * `found` (ids in ascending order) with those of `named` (a subset, ascending) first, each part
 * newest (highest id) first.
 */
function namedFirstNewest(found: Int32Array, named: Int32Array): Int32Array {
  const order = new Int32Array(found.length);
  let n = 0;
  for (let i = named.length - 1; i >= 0; i--) order[n++] = named[i];
  let j = named.length - 1;
  for (let i = found.length - 1; i >= 0; i--) {
    const id = found[i];
    while (j >= 0 && named[j] > id) j--;
    if (j >= 0 && named[j] === id) continue;
    order[n++] = id;
  }
  return order.subarray(0, n);
}

// ---------------------------------------------------------------------------------------------
// Answers kept per catalogue version

/**
 * Bytes of ids (4 each) and keys (1 per character) kept for the current version at most: the
 * answers of about forty of the broadest words at 100,000 products, hundreds of narrower ones
 * (docs/deploy.md, "Memory").
 */
const MAX_KEPT_BYTES = 16 * 1024 * 1024;

let keptFor = -1;
const answers = new LRUCache<string, Int32Array>({
  max: 400,
  maxSize: MAX_KEPT_BYTES,
  sizeCalculation: (ids, key) => ids.byteLength + key.length + 1,
});

/**
 * The answer kept under `key` for the catalogue as it stands, or `read`'s. The version and the
 * rows are read in one snapshot; inside a transaction that may have written, nothing is kept (a
 * rollback would leave an answer that no version ever had).
 */
function kept(key: string, read: () => number[] | Int32Array): Int32Array {
  const asIds = (ids: number[] | Int32Array) =>
    ids instanceof Int32Array ? ids : Int32Array.from(ids);
  if (inWriteTransaction()) return asIds(read());
  return readSnapshot(() => {
    const { version } = getCatalogueVersions();
    if (version !== keptFor) {
      answers.clear();
      keptFor = version;
    }
    let ids = answers.get(key);
    if (!ids) answers.set(key, (ids = asIds(read())));
    return ids;
  });
}

type Statements = ReturnType<typeof prepare>;
let prepared: Statements | null = null;

/** Statements of the process's connection, prepared once (again if the connection changes). */
function statements(): Statements {
  const sqlite = db.$client;
  if (prepared?.sqlite !== sqlite) prepared = prepare(sqlite);
  return prepared;
}

function prepare(sqlite: Database.Database) {
  const select = (where: string, order: string) =>
    sqlite.prepare(`SELECT rowid FROM products_fts WHERE ${where} ORDER BY ${order}`).pluck();
  return {
    sqlite,
    matches: select("products_fts MATCH ?", "rowid"),
    ranked: select("products_fts MATCH ?", BY_RELEVANCE),
    // `+rowid`: FTS5 reads the query's doclists once and SQLite keeps the rows in the list;
    // a plain `rowid IN` would have FTS5 look each id up, running the query once per id.
    rankedAmong: select(
      "products_fts MATCH ? AND +rowid IN (SELECT value FROM json_each(?))",
      BY_RELEVANCE,
    ),
    matchesAmong: select(
      "products_fts MATCH ? AND +rowid IN (SELECT value FROM json_each(?))",
      "rowid",
    ),
  };
}

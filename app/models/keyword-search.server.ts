/**
 * Keyword search: FTS5 (products_fts, migrations 0001 and 0025) finds the products that a query,
 * as search-query.server.ts reads it, asks for, and ranks them with its own bm25(), the name
 * weighing most. When all the query's words together find nothing, the products that most of
 * them find are shown instead, and the words that found nothing are named (docs/storefront.md,
 * "How a query is read"). Answers are kept for the catalogue version they were read at and all
 * dropped when the catalogue moves on; a change to the synonyms reads the query anew.
 */
import type Database from "better-sqlite3";
import { LRUCache } from "lru-cache";
import { db, inWriteTransaction, readSnapshot } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
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
  const ids = keywordMatches(reading.match);
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
  const found = reading.slots.map((slot) => keywordMatches(slot.expression));
  const rank = reading.slots.map((s) => s.expression).join(" OR ");
  let best = 0;
  const ids = kept(`most ${content} ${reading.match}`, () => {
    const hits = new Map<number, number>();
    for (const list of found) for (const id of list) hits.set(id, (hits.get(id) ?? 0) + 1);
    for (const n of hits.values()) if (n > best) best = n;
    return [...hits].filter(([, n]) => n === best && n > 0).map(([id]) => id);
  });
  if (ids.length === 0) return null;
  const has = (i: number) => found[i].length > 0;
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
 * The FTS5 query of staff's searches (the admin's products, the dashboard): the words as written,
 * no synonyms, no corrections.
 */
export const toFtsQuery = literalQuery;

/**
 * The products matching an FTS5 query, by id.
 */
export function keywordMatches(match: string): Int32Array {
  return kept(`matches ${match}`, () => statements().matches.all(match) as number[]);
}

/**
 * The products matching an FTS5 query, best first; only those among `among` when given (bm25
 * is then computed for them alone, which is what makes a filtered search cheap). Products whose
 * name or SKU alone has what the query asks come before those that have it only in their
 * description or specifications (the way a search engine ranks by attribute); bm25 orders each.
 */
export function rankByKeyword(match: string, among?: readonly number[]): Int32Array {
  if (among?.length === 0) return new Int32Array(0);
  const list = among ? JSON.stringify(among) : "";
  return kept(`ranked ${match} among ${list}`, () => {
    const { ranked: all, rankedAmong, matchesAmong } = statements();
    const ranked = (among ? rankedAmong.all(match, list) : all.all(match)) as number[];
    const inName = `{name codes} : (${match})`;
    const named = new Set(
      among ? (matchesAmong.all(inName, list) as number[]) : keywordMatches(inName),
    );
    if (named.size === 0 || named.size >= ranked.length) return ranked;
    return [...ranked.filter((id) => named.has(id)), ...ranked.filter((id) => !named.has(id))];
  });
}

// ---------------------------------------------------------------------------------------------
// Answers kept per catalogue version

/** Bytes of ids (4 each) and keys (1 per character) kept for the current version at most. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

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
function kept(key: string, read: () => number[]): Int32Array {
  if (inWriteTransaction()) return Int32Array.from(read());
  return readSnapshot(() => {
    const { version } = getCatalogueVersions();
    if (version !== keptFor) {
      answers.clear();
      keptFor = version;
    }
    let ids = answers.get(key);
    if (!ids) answers.set(key, (ids = Int32Array.from(read())));
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

/**
 * Keyword search: FTS5 (products_fts, migration 0001) finds the products whose text has the
 * words and ranks them with its own bm25(), the name weighing most. Answers are kept for the
 * catalogue version they were read at and all dropped when the catalogue moves on: the next
 * search asks FTS5 again.
 */
import type Database from "better-sqlite3";
import { LRUCache } from "lru-cache";
import { MAX_KEYWORD_LENGTH } from "~/constants";
import { db, inWriteTransaction, readSnapshot } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";

const MAX_TERMS = 12;

/**
 * Turns whatever a visitor typed into a safe FTS5 query: words only (letters and digits of any
 * script), each quoted, all required, the last one a prefix. Operators, quotes, `*`, `NEAR`
 * and column filters in the input are treated as text, never as syntax. Null when nothing
 * searchable is left.
 */
export function toFtsQuery(keyword: string): string | null {
  const words = keyword.slice(0, MAX_KEYWORD_LENGTH).match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, MAX_TERMS).map((w) => `"${w}"`);
  if (terms.length === 0) return null;
  terms[terms.length - 1] += "*";
  return terms.join(" ");
}

/**
 * Relevance, best first: bm25 with the columns weighted name 10, short description 4,
 * description 1, categories 2, specifications 2; ties go to the highest id.
 */
const BY_RELEVANCE = "bm25(products_fts, 10.0, 4.0, 1.0, 2.0, 2.0), rowid DESC";

/**
 * The products matching an FTS5 query (from `toFtsQuery`), by id.
 */
export function keywordMatches(match: string): Int32Array {
  return kept(`matches ${match}`, (s) => s.matches.all(match) as number[]);
}

/**
 * The products matching an FTS5 query, best first; only those among `among` when given (bm25
 * is then computed for them alone, which is what makes a filtered search cheap).
 */
export function rankByKeyword(match: string, among?: readonly number[]): Int32Array {
  if (!among) return kept(`ranked ${match}`, (s) => s.ranked.all(match) as number[]);
  if (among.length === 0) return new Int32Array(0);
  const ids = JSON.stringify(among);
  return kept(`ranked ${match} among ${ids}`, (s) => s.rankedAmong.all(match, ids) as number[]);
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
function kept(key: string, read: (s: Statements) => number[]): Int32Array {
  if (inWriteTransaction()) return Int32Array.from(read(statements()));
  return readSnapshot(() => {
    const { version } = getCatalogueVersions();
    if (version !== keptFor) {
      answers.clear();
      keptFor = version;
    }
    let ids = answers.get(key);
    if (!ids) answers.set(key, (ids = Int32Array.from(read(statements()))));
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
  };
}

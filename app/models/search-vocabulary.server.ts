/**
 * The catalogue's words in order, with how many products hold each, read from the index in one
 * place for the two things that need them all: completing the last word of a query as a visitor
 * types (`wordsBeginning`, search-suggest.server.ts, docs/storefront.md "Suggestions as you
 * type") and the words a typo may have meant (`wordsOfLength`, search-query.server.ts).
 *
 * Why in the process: SQLite's fts5vocab table (products_fts_terms, migration 0025) answers a
 * prefix by reading the product list of every word that begins with it, to count them. On the
 * 100,000-product scale seed that took 7 to 40 ms for two letters (`ca`, `co`), more than a
 * whole suggestion's budget; a binary search here takes microseconds.
 *
 * The words are read at once the first time (about half a second on the scale seed, once per
 * process) and again when the catalogue moves on: at once in a small catalogue (a few
 * milliseconds); in a large one at most once every `refreshMs`, a few hundred words at a time
 * between requests, the previous words answering meanwhile. A word a product lost may be offered
 * for a while: the suggestions offer a completed search only once it has found a product.
 *
 * They are kept as one string with the offset of each word, not as a string apiece: most of the
 * 139,000 words of the 100,000-product seed are product codes of ten characters, which as
 * strings of their own took about 7 MB, and take 3.6 MB so (docs/deploy.md, "Memory").
 */
import type { Statement } from "better-sqlite3";
import { db } from "~/db.server";
import { catalogueIndexSettings, getCatalogueIndex } from "~/models/catalogue-index.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";

/** Tunables; tests lower them. */
export const vocabularySettings = {
  /** A large catalogue's words are read again at most this often. */
  refreshMs: 60_000,
};
/** Words read per statement. */
const CHUNK = 500;

/**
 * The words in the index's order: word `i` is `text.slice(starts[i], starts[i + 1])`, held by
 * `docs[i]` products.
 */
type Words = { text: string; starts: Uint32Array; docs: Int32Array };

const count = (list: Words) => list.docs.length;
const term = (list: Words, i: number) => list.text.slice(list.starts[i], list.starts[i + 1]);
/** Whether word `i` begins with `prefix` (or is it). */
const begins = (list: Words, i: number, prefix: string) =>
  list.starts[i + 1] - list.starts[i] >= prefix.length &&
  list.text.startsWith(prefix, list.starts[i]);

/** The words, as they are read: appended, then made into a list. */
class WordsRead {
  private parts: string[] = [];
  private starts: number[] = [0];
  private docs: number[] = [];
  private length = 0;
  last = "";
  add(word: string, docs: number) {
    this.parts.push(word);
    this.length += word.length;
    this.starts.push(this.length);
    this.docs.push(docs);
    this.last = word;
  }
  list(): Words {
    return {
      text: this.parts.join(""),
      starts: Uint32Array.from(this.starts),
      docs: Int32Array.from(this.docs),
    };
  }
}

let words: { version: number; started: number; list: Words } | undefined;
let reading = false;

/**
 * The catalogue's words that begin with `prefix` (not `prefix` itself), the most held first (then
 * in order), at most `limit`.
 */
export function wordsBeginning(prefix: string, limit: number): string[] {
  if (!prefix) return [];
  const list = currentWords();
  const { starts, docs } = list;
  let low = 0;
  let high = count(list);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (term(list, mid) < prefix) low = mid + 1;
    else high = mid;
  }
  const found: number[] = [];
  for (let i = low; i < count(list) && begins(list, i, prefix); i++)
    if (starts[i + 1] - starts[i] > prefix.length) found.push(i);
  return found
    .sort((a, b) => docs[b] - docs[a] || a - b)
    .slice(0, limit)
    .map((i) => term(list, i));
}

/** A word a typo may have meant, with how many products hold it. */
export type Candidate = { word: string; docs: number };

/** Whether word `i` is of letters only (a to z). */
function lettersOnly({ text, starts }: Words, i: number) {
  for (let k = starts[i]; k < starts[i + 1]; k++) {
    const c = text.charCodeAt(k);
    if (c < 97 || c > 122) return false;
  }
  return starts[i + 1] > starts[i];
}

/** The catalogue's words of letters only, by length, built once per reading of the words. */
let byLength: { list: Words; lengths: Map<number, Candidate[]> } | undefined;

/**
 * The words of `length` letters (letters only, no figures or codes) that the catalogue holds:
 * those a typo may have meant. Built from the same list as the suggestions.
 */
export function wordsOfLength(length: number): Candidate[] {
  const list = currentWords();
  if (byLength?.list !== list) {
    const lengths = new Map<number, Candidate[]>();
    for (let i = 0; i < count(list); i++) {
      if (!lettersOnly(list, i)) continue;
      const word = term(list, i);
      const same = lengths.get(word.length);
      if (same) same.push({ word, docs: list.docs[i] });
      else lengths.set(word.length, [{ word, docs: list.docs[i] }]);
    }
    byLength = { list, lengths };
  }
  return byLength.lengths.get(length) ?? [];
}

/**
 * Reads the catalogue's words now, so the first visitor's search or suggestion does not wait
 * for it (server start, entry.server.tsx; the benchmark).
 */
export function warmVocabulary() {
  wordsOfLength(0);
}

function currentWords(): Words {
  const { version } = getCatalogueVersions();
  if (words?.version === version) return words.list;
  if (!words || getCatalogueIndex().liveCount < catalogueIndexSettings.backgroundFrom) {
    words = { version, started: Date.now(), list: readAll() };
    return words.list;
  }
  if (!reading && Date.now() - words.started >= vocabularySettings.refreshMs) readInSlices(version);
  return words.list;
}

let statement: { sqlite: typeof db.$client; after: Statement } | undefined;

/** The next CHUNK words after one, in the index's order. */
function wordsAfter(term: string) {
  const sqlite = db.$client;
  if (statement?.sqlite !== sqlite) {
    statement = {
      sqlite,
      after: sqlite
        .prepare("SELECT term, doc FROM products_fts_terms WHERE term > ? ORDER BY term LIMIT ?")
        .raw(),
    };
  }
  return statement.after.all(term, CHUNK) as [string, number][];
}

function readAll(): Words {
  const read = new WordsRead();
  for (let rows = wordsAfter(""); ; rows = wordsAfter(read.last)) {
    for (const [word, docs] of rows) read.add(word, docs);
    if (rows.length < CHUNK) return read.list();
  }
}

/** Reads the words a few chunks at a time, yielding to requests between (catalogueIndexSettings.sliceMs). */
function readInSlices(version: number) {
  reading = true;
  const started = Date.now();
  const read = new WordsRead();
  const step = () => {
    try {
      const until = performance.now() + catalogueIndexSettings.sliceMs;
      do {
        const rows = wordsAfter(read.last);
        for (const [word, docs] of rows) read.add(word, docs);
        if (rows.length < CHUNK) {
          words = { version, started, list: read.list() };
          reading = false;
          return;
        }
      } while (performance.now() < until);
      setImmediate(step);
    } catch (error) {
      reading = false;
      console.error("[bel] suggestions: reading the catalogue's words failed", error);
    }
  };
  setImmediate(step);
}

/** Resolves once a reading in slices under way is done (for tests and benchmarks). */
export async function vocabularySettled() {
  while (reading) await new Promise((resolve) => setImmediate(resolve));
}

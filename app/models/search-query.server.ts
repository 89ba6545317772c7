/**
 * How a visitor's query is read (docs/storefront.md, "How a query is read"), step by step:
 *
 * 1. Its words, as the index reads text (app/utils/search-text.ts): `T&E 2.5mm` is `t and e
 *    2.5mm`.
 * 2. Each place in the query becomes a slot: a synonym's phrase (the longest that fits), else
 *    two or three words that the index holds joined (`cat 6` is `cat6`, `h07rn f` is `h07rnf`),
 *    else one word. A slot finds what any of its alternatives finds: a synonym finds its
 *    equivalents (or, one-way, its terms); joined words find the joined word or the words; a
 *    figure finds itself with its units (`2.5` finds `2.5mm2`, `4mm` finds `4mm2`); the last
 *    word of the query, when made of letters, finds the words it begins, and so does a word the
 *    catalogue holds only at the start of others (`instrument`: `instrumentation`).
 * 3. A word that the catalogue does not hold, nor any synonym, and that is long enough to be
 *    mistyped (5 letters or more; 9 for two typos) is read as the closest word the catalogue
 *    holds, and the reading says so. "Holds" is said of the products visitors may see (those the
 *    catalogue index holds: product-visibility.server.ts): a word only a draft has is never
 *    offered as a correction. Figures and product codes (any word with a digit) are never
 *    corrected.
 * 4. The query finds the products that every slot finds (FTS5 `AND` of `OR`s). When none,
 *    keyword-search.server.ts shows those that most slots find.
 */
import type { Statement } from "better-sqlite3";
import { MAX_KEYWORD_LENGTH } from "~/constants";
import { db } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { getCatalogueIndex } from "~/models/catalogue-index.server";
import { getSynonymRules, type Phrase, type SynonymRule } from "~/models/search-synonyms.server";
import { wordsOfLength, type Candidate } from "~/models/search-vocabulary.server";
import { editDistance } from "~/utils/edit-distance";
import { isCode, readWords, type Word } from "~/utils/search-text";

/** At most this many words of a query are read. */
export const MAX_WORDS = 12;
/** Typos are corrected in words of this many letters or more (one typo)… */
const ONE_TYPO = 5;
/** …and two typos from this many (Meilisearch's defaults). */
const TWO_TYPOS = 9;
/** A last word shorter than this is a word, not the start of one. */
const MIN_PREFIX = 3;
/** The units a bare figure may have been meant with, as the index writes them. */
const FIGURE_UNITS = ["mm2", "mm", "m", "awg", "ohm", "v"];

/** One place of the query: the visitor's words there, and the FTS5 expression that finds it. */
export type Slot = { words: string; expression: string };

export type QueryReading = {
  /** every slot, in the query's order */
  slots: Slot[];
  /** the FTS5 query of all the slots together */
  match: string;
  /** the query as searched, when a word of it was read as another (a typo) */
  corrected?: string;
};

// ---------------------------------------------------------------------------------------------
// What the index holds

type TermStatements = {
  sqlite: typeof db.$client;
  docs: Statement;
  prefix: Statement;
  visible: Statement;
};
let termStatements: TermStatements | undefined;

function statements(): TermStatements {
  const sqlite = db.$client;
  if (termStatements?.sqlite !== sqlite) {
    termStatements = {
      sqlite,
      docs: sqlite.prepare("SELECT doc FROM products_fts_terms WHERE term = ?").pluck(),
      // The first word at or after the prefix, in the index's (binary) order.
      prefix: sqlite
        .prepare("SELECT term FROM products_fts_terms WHERE term >= ? ORDER BY term LIMIT 1")
        .pluck(),
      // The products that have a word, read until one visitors see is found.
      visible: sqlite.prepare("SELECT rowid FROM products_fts WHERE products_fts MATCH ?").pluck(),
    };
  }
  return termStatements;
}

/** Answers about words, kept until the catalogue moves on. */
let lookups: {
  version: number;
  docs: Map<string, number>;
  prefixes: Map<string, boolean>;
  shown: Map<string, boolean>;
} = { version: -1, docs: new Map(), prefixes: new Map(), shown: new Map() };

function currentLookups() {
  const { version } = getCatalogueVersions();
  if (lookups.version !== version)
    lookups = { version, docs: new Map(), prefixes: new Map(), shown: new Map() };
  return lookups;
}

/** How many products hold a word. */
export function termDocs(term: string): number {
  const { docs } = currentLookups();
  let n = docs.get(term);
  if (n === undefined) {
    n = (statements().docs.get(term) as number | undefined) ?? 0;
    if (docs.size > 10_000) docs.clear();
    docs.set(term, n);
  }
  return n;
}

/** Whether a product visitors may see holds a word (termDocs counts every product). */
export function termFinds(term: string): boolean {
  if (termDocs(term) === 0) return false;
  const { shown } = currentLookups();
  let found = shown.get(term);
  if (found === undefined) {
    const index = getCatalogueIndex();
    found = false;
    for (const id of statements().visible.iterate(quote(term)) as IterableIterator<number>) {
      if (!index.holds(id)) continue;
      found = true;
      break;
    }
    if (shown.size > 10_000) shown.clear();
    shown.set(term, found);
  }
  return found;
}

/** Whether some word of the index begins with `prefix`. */
function hasPrefix(prefix: string): boolean {
  const { prefixes } = currentLookups();
  let known = prefixes.get(prefix);
  if (known === undefined) {
    const next = statements().prefix.get(prefix) as string | undefined;
    known = next !== undefined && next.startsWith(prefix);
    if (prefixes.size > 10_000) prefixes.clear();
    prefixes.set(prefix, known);
  }
  return known;
}

// ---------------------------------------------------------------------------------------------
// The words a typo may have meant

/**
 * The synonyms' own words by length, with 0 products (a visitor may mistype them too:
 * `ethernet`), kept while the rules are the same.
 */
let synonymWords: { rules: SynonymRule[]; lengths: Map<number, Candidate[]> } | undefined;

function synonymWordsOfLength(length: number): Candidate[] {
  const rules = getSynonymRules();
  if (synonymWords?.rules !== rules) {
    const lengths = new Map<number, Candidate[]>();
    const words = new Set(rules.flatMap((rule) => rule.from.flat()));
    for (const word of words) {
      if (!/^[a-z]+$/.test(word)) continue;
      const same = lengths.get(word.length);
      if (same) same.push({ word, docs: 0 });
      else lengths.set(word.length, [{ word, docs: 0 }]);
    }
    synonymWords = { rules, lengths };
  }
  return synonymWords.lengths.get(length) ?? [];
}

/** Typos allowed in a word of this length: none below 5 letters, one from 5, two from 9. */
export function typosAllowed(length: number) {
  return length >= TWO_TYPOS ? 2 : length >= ONE_TYPO ? 1 : 0;
}

/**
 * The catalogue's word closest to a word it does not hold: fewest typos, then the most products;
 * null for a figure or a code, a short word, or nothing close enough.
 */
export function closestWord(word: string): string | null {
  const max = typosAllowed(word.length);
  if (max === 0 || isCode(word) || !/^\p{L}+$/u.test(word)) return null;
  let best: { word: string; distance: number; docs: number } | null = null;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of [...wordsOfLength(length), ...synonymWordsOfLength(length)]) {
      const distance = editDistance(word, candidate.word, max);
      if (distance > max) continue;
      // Words read a while ago: offered only while a product visitors see still has them.
      if (candidate.docs > 0 && !termFinds(candidate.word)) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && candidate.docs > best.docs) ||
        (distance === best.distance && candidate.docs === best.docs && candidate.word < best.word)
      )
        best = { word: candidate.word, distance, docs: candidate.docs };
    }
  }
  return best?.word ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reading a query

const quote = (word: string) => `"${word}"`;
const phrase = (words: Phrase) => `"${words.join(" ")}"`;
const anyOf = (alternatives: string[]) => {
  const unique = [...new Set(alternatives)];
  return unique.length === 1 ? unique[0] : `(${unique.join(" OR ")})`;
};

/** A bare figure (`2.5`), or a figure in millimetres (`4mm`, also a cross-section). */
const FIGURE = /^\d+(?:\.\d+)?$/;
const MILLIMETRES = /^(\d+(?:\.\d+)?)mm$/;

/** What one word finds: itself, a figure with its units, a joined word by its parts. */
function wordAlternatives(word: Word, last: boolean): string[] {
  const { text } = word;
  const alternatives = [quote(text)];
  if (FIGURE.test(text)) alternatives.push(...FIGURE_UNITS.map((u) => quote(text + u)));
  const mm = MILLIMETRES.exec(text);
  if (mm) alternatives.push(quote(`${mm[1]}mm2`));
  if (word.parts) alternatives.push(phrase(word.parts));
  if (beginsWords(word, last)) alternatives[0] = `${quote(text)}*`;
  return alternatives;
}

/**
 * Whether a word is read as the start of longer words: the last word of the query (it may be
 * still being typed), and a word the catalogue holds only as the start of others (`instrument`:
 * `instrumentation`).
 */
function beginsWords({ text }: Word, last: boolean) {
  if (!/^\p{L}+$/u.test(text)) return false;
  if (last) return text.length >= MIN_PREFIX;
  return text.length > MIN_PREFIX && termDocs(text) === 0 && hasPrefix(text);
}

/** Whether one word finds anything in the catalogue. */
function wordFinds(word: Word, last: boolean): boolean {
  const { text } = word;
  if (termFinds(text)) return true;
  if (beginsWords(word, last) && hasPrefix(text)) return true;
  if (FIGURE.test(text) && FIGURE_UNITS.some((u) => termFinds(text + u))) return true;
  const mm = MILLIMETRES.exec(text);
  if (mm && termFinds(`${mm[1]}mm2`)) return true;
  return Boolean(word.parts?.every((p) => termFinds(p)));
}

const samePhrase = (words: Word[], at: number, phrase: Phrase) =>
  phrase.length > 0 &&
  at + phrase.length <= words.length &&
  phrase.every((w, k) => words[at + k].text === w);

/** The synonyms that apply at a place: the longest phrase any rule has there, and what it finds. */
function synonymsAt(words: Word[], at: number, rules: SynonymRule[]) {
  let length = 0;
  let finds: Phrase[] = [];
  for (const rule of rules) {
    for (const from of rule.from) {
      if (from.length < length || !samePhrase(words, at, from)) continue;
      if (from.length > length) {
        length = from.length;
        finds = [];
      }
      finds.push(...rule.finds);
    }
  }
  return length ? { length, finds } : null;
}

/**
 * Two or three words at a place that the index holds joined (`cat 6`: `cat6`), or, at the end of
 * the query, that begin a word it holds (`cat 5`: `cat5e`).
 */
function joinedAt(words: Word[], at: number) {
  for (const count of [3, 2]) {
    if (at + count > words.length) continue;
    const run = words.slice(at, at + count);
    if (run.some((w) => w.parts) || run.every((w) => FIGURE.test(w.text))) continue;
    const joined = run.map((w) => w.text).join("");
    if (termDocs(joined) > 0) return { length: count, joined, prefix: false };
    if (at + count === words.length && joined.length >= MIN_PREFIX && hasPrefix(joined))
      return { length: count, joined, prefix: true };
  }
  return null;
}

/** The text a slot stands for, as the visitor typed it. */
const typed = (keyword: string, words: Word[]) =>
  keyword.slice(words[0].from, words[words.length - 1].to);

function slotsOf(keyword: string, words: Word[], rules: SynonymRule[]) {
  const slots: (Slot & { single?: Word; index: number })[] = [];
  for (let at = 0; at < words.length;) {
    const synonyms = synonymsAt(words, at, rules);
    if (synonyms) {
      const covered = words.slice(at, at + synonyms.length);
      slots.push({
        words: typed(keyword, covered),
        expression: anyOf([phrase(covered.map((w) => w.text)), ...synonyms.finds.map(phrase)]),
        index: at,
      });
      at += synonyms.length;
      continue;
    }
    const joined = joinedAt(words, at);
    if (joined) {
      // The words joined, or as they were typed, next to each other.
      const covered = words.slice(at, at + joined.length);
      const star = joined.prefix ? "*" : "";
      // Apart, a last word being typed is a prefix only from three letters: `"single c"*` would
      // read every word of the index that begins with c.
      const last = covered[covered.length - 1].text;
      const apart =
        joined.prefix && last.length < MIN_PREFIX
          ? []
          : [phrase(covered.map((w) => w.text)) + star];
      slots.push({
        words: typed(keyword, covered),
        expression: anyOf([quote(joined.joined) + star, ...apart]),
        index: at,
      });
      at += joined.length;
      continue;
    }
    const word = words[at];
    slots.push({
      words: typed(keyword, [word]),
      expression: anyOf(wordAlternatives(word, at === words.length - 1)),
      single: word,
      index: at,
    });
    at += 1;
  }
  return slots;
}

/**
 * A visitor's query read for the index: its slots and their FTS5 query, a mistyped word read as
 * the catalogue's closest (`corrected` then says the query as searched; `correct: false` reads
 * it as typed). Null when nothing in it is searchable (no letter nor digit).
 */
export function readQuery(
  keyword: string,
  { correct = true }: { correct?: boolean } = {},
): QueryReading | null {
  const text = keyword.slice(0, MAX_KEYWORD_LENGTH);
  let words = readWords(text).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const rules = getSynonymRules();
  let slots = slotsOf(text, words, rules);

  // Words found nowhere, read as the closest the catalogue holds.
  let corrected: string | undefined;
  const fixes = new Map<number, string>();
  for (const slot of correct ? slots : []) {
    if (!slot.single || wordFinds(slot.single, slot.index === words.length - 1)) continue;
    const closest = closestWord(slot.single.text);
    if (closest) fixes.set(slot.index, closest);
  }
  if (fixes.size) {
    // The visitor's query with each mistyped word replaced, the rest as typed.
    let shown = "";
    let from = 0;
    for (const [index, word] of [...fixes].sort((a, b) => a[0] - b[0])) {
      shown += text.slice(from, words[index].from) + word;
      from = words[index].to;
    }
    corrected = (shown + text.slice(from)).trim();
    words = words.map((w, i) =>
      fixes.has(i) ? { ...w, text: fixes.get(i)!, parts: undefined } : w,
    );
    slots = slotsOf(text, words, rules);
  }
  return {
    slots: slots.map(({ words, expression }) => ({ words, expression })),
    match: slots.map((s) => s.expression).join(" AND "),
    corrected,
  };
}

/**
 * A query for the index without synonyms and corrections: the words as the index reads them, all
 * required, the last one a prefix. For staff's searches of the catalogue (the admin's products
 * and the dashboard), which look for what is written.
 */
export function literalQuery(keyword: string): string | null {
  const words = readWords(keyword.slice(0, MAX_KEYWORD_LENGTH)).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((w, i) => anyOf(wordAlternatives(w, i === words.length - 1))).join(" AND ");
}

/**
 * "Did you mean …?" for a keyword search that found nothing: each word of the keyword that no
 * product name or category name contains is swapped for the closest word that one does (one or
 * two typos away: a letter missing, extra, wrong, or two letters swapped), and a suggestion is
 * offered only when it finds products.
 *
 * The words come from a vocabulary of the catalogue's product and category names, kept in memory
 * and built again when the catalogue index's version moves (so a product added or renamed is
 * suggested from its next search on; in a large catalogue, from the search after the background
 * build): a search that finds nothing costs a walk over the words of a similar length, never a
 * scan of the products table.
 */
import { MAX_KEYWORD_LENGTH } from "~/constants";
import { db } from "~/db.server";
import { catalogueIndexSettings, getCatalogueIndex } from "~/models/catalogue-index.server";
import { countProducts, type ProductFilters } from "~/models/listing.server";

/** At most this many suggestions, best first. */
export const MAX_SUGGESTIONS = 3;
/** Words shorter than this are left as typed: too many words are one letter away from them. */
const MIN_WORD = 3;

export type Vocabulary = {
  /** folded word → how many names hold it */
  counts: Map<string, number>;
  /** the words by length, for the candidates of a word */
  byLength: Map<number, string[]>;
  /** every word, sorted, to tell a prefix of a word (the last word of a search is one) */
  sorted: string[];
};

/** A word as the search index folds it: lower case, without diacritics. */
export function fold(word: string) {
  const lower = word.toLowerCase();
  // Only text beyond ASCII can carry diacritics: the rest skips the (slow) normalisation.
  return /[^\u0020-\u007e]/.test(lower) ? lower.normalize("NFD").replace(/\p{M}+/gu, "") : lower;
}

/** The words of a text, as the search reads them (letters and digits of any script). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Collects the words of names, a name at a time; each name counts once per word it holds. */
export class VocabularyBuilder {
  private readonly counts = new Map<string, number>();
  private readonly seen = new Set<string>();

  add(name: string) {
    this.seen.clear();
    for (const word of wordsOf(fold(name))) {
      if (word.length < MIN_WORD || this.seen.has(word)) continue;
      this.seen.add(word);
      this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    }
  }

  finish(): Vocabulary {
    const { counts } = this;
    const byLength = new Map<number, string[]>();
    for (const word of counts.keys()) {
      const list = byLength.get(word.length);
      if (list) list.push(word);
      else byLength.set(word.length, [word]);
    }
    return { counts, byLength, sorted: [...counts.keys()].sort() };
  }
}

/** A vocabulary of names. */
export function makeVocabulary(names: Iterable<string>): Vocabulary {
  const builder = new VocabularyBuilder();
  for (const name of names) builder.add(name);
  return builder.finish();
}

/**
 * The optimal-string-alignment (restricted Damerau–Levenshtein) distance of a and b: insertions,
 * deletions, substitutions and swaps of two neighbouring letters cost 1. Stops early and returns
 * max + 1 once the distance is known to exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  if (rows[0].length <= n) for (let r = 0; r < 3; r++) rows[r] = new Int32Array(2 * n + 2);
  let before = rows[0]; // row i - 2
  let previous = rows[1]; // row i - 1
  let row = rows[2];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = before;
    before = previous;
    previous = row;
    row = spare;
  }
  return previous[n] <= max ? previous[n] : max + 1;
}

/** editDistance's three rows, reused from call to call (grown for longer words). */
const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Typos allowed in a word: one in a short word, two from five letters on. */
function allowedTypos(word: string) {
  return word.length >= 5 ? 2 : 1;
}

function hasPrefix(vocabulary: Vocabulary, prefix: string) {
  const { sorted } = vocabulary;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo].startsWith(prefix);
}

/**
 * The words of the vocabulary closest to a word that is not in it, closest first, then the
 * commonest; empty when the word is known (or, for the last word of a search, begins a known
 * word), too short to guess at, or nothing is close enough.
 */
export function closeWords(
  vocabulary: Vocabulary,
  word: string,
  { prefix = false, limit = MAX_SUGGESTIONS } = {},
): string[] {
  const folded = fold(word);
  if (folded.length < MIN_WORD || vocabulary.counts.has(folded)) return [];
  if (prefix && hasPrefix(vocabulary, folded)) return [];
  const max = allowedTypos(folded);
  const found: { word: string; distance: number; count: number }[] = [];
  for (let length = folded.length - max; length <= folded.length + max; length++) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      // A short candidate takes as few typos as a short word.
      const distance = editDistance(folded, candidate, Math.min(max, allowedTypos(candidate)));
      if (distance <= Math.min(max, allowedTypos(candidate)))
        found.push({ word: candidate, distance, count: vocabulary.counts.get(candidate)! });
    }
  }
  found.sort(
    (x, y) =>
      x.distance - y.distance ||
      y.count - x.count ||
      (x.word < y.word ? -1 : x.word > y.word ? 1 : 0),
  );
  return found.slice(0, limit).map((f) => f.word);
}

/**
 * Corrected versions of a keyword, best first: every unknown word replaced by its closest known
 * word, then variants with one word replaced by its next-closest. Words that need no correction
 * stay as typed. Empty when no word has a correction.
 */
export function correctedKeywords(vocabulary: Vocabulary, keyword: string): string[] {
  const words = wordsOf(keyword.slice(0, MAX_KEYWORD_LENGTH)).slice(0, 12);
  const options = words.map((word, i) =>
    closeWords(vocabulary, word, { prefix: i === words.length - 1 }),
  );
  if (options.every((o) => o.length === 0)) return [];
  const pick = (choice: number[]) =>
    words.map((word, i) => (options[i].length ? options[i][choice[i]] : word)).join(" ");
  const best = options.map(() => 0);
  const results = [pick(best)];
  for (let rank = 1; rank < MAX_SUGGESTIONS; rank++) {
    options.forEach((o, i) => {
      if (o.length > rank) results.push(pick(best.map((b, k) => (k === i ? rank : b))));
    });
  }
  // The last word of a search is a prefix: "coaxial cable" already finds "coaxial cables".
  const kept: string[] = [];
  for (const result of results) {
    const words = result.split(" ").map(fold);
    const covered = kept.some((k) => {
      const other = k.split(" ").map(fold);
      return (
        other.length === words.length &&
        other.every((w, i) => (i < words.length - 1 ? w === words[i] : words[i].startsWith(w)))
      );
    });
    if (!covered) kept.push(result);
  }
  return kept;
}

/** Names tokenized per turn of the event loop by a background build. */
const NAMES_PER_SLICE = 5_000;

let cached: { version: number; vocabulary: Vocabulary } | null = null;
let building: number | null = null;

function readNames(): string[] {
  return db.$client
    .prepare("SELECT name FROM products UNION ALL SELECT name FROM categories")
    .pluck()
    .all() as string[];
}

/**
 * The vocabulary of the catalogue as the index stands now. When the catalogue moved, a small one
 * (below the size the index itself rebuilds in the background from) is read again on the spot;
 * a large one keeps answering with the previous vocabulary while the new one is built a slice
 * at a time between requests (a suggestion a write old is still a good suggestion).
 */
export function getVocabulary(): Vocabulary {
  const ix = getCatalogueIndex();
  const { version } = ix;
  if (cached?.version === version) return cached.vocabulary;
  if (!cached || ix.liveCount < catalogueIndexSettings.backgroundFrom) {
    cached = { version, vocabulary: makeVocabulary(readNames()) };
    return cached.vocabulary;
  }
  if (building === null) {
    building = version;
    const names = readNames();
    const builder = new VocabularyBuilder();
    let next = 0;
    const slice = () => {
      try {
        const end = Math.min(names.length, next + NAMES_PER_SLICE);
        for (; next < end; next++) builder.add(names[next]);
        if (next < names.length) return void setImmediate(slice);
        if (!cached || cached.version < version) cached = { version, vocabulary: builder.finish() };
        building = null;
      } catch (error) {
        building = null;
        console.error(
          "Building the search vocabulary failed; the previous one keeps serving",
          error,
        );
      }
    };
    setImmediate(slice);
  }
  return cached.vocabulary;
}

export type Suggestion = {
  keyword: string;
  /** The filters the suggestion keeps: all of them, or none when only the keyword finds some. */
  filters: ProductFilters;
  count: number;
};

/**
 * "Did you mean …?" for a search that found nothing: corrected keywords that find products, with
 * the visitor's other filters when they still find some, else on their own.
 */
export function suggestSearches(filters: ProductFilters): Suggestion[] {
  if (!filters.keyword) return [];
  const keywords = correctedKeywords(getVocabulary(), filters.keyword);
  const suggestions: Suggestion[] = [];
  for (const keyword of keywords) {
    const same: ProductFilters = { ...filters, keyword, page: 1 };
    const alone: ProductFilters = { keyword, sort: filters.sort };
    for (const candidate of [same, alone]) {
      const count = countProducts(candidate);
      if (count > 0) {
        suggestions.push({ keyword, filters: candidate, count });
        break;
      }
    }
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}

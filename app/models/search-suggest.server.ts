/**
 * Suggestions as a visitor types in the header's search box (docs/storefront.md, "Suggestions as
 * you type"), answered by GET /search/suggest: for the text typed so far, the searches it may be
 * heading for, the categories and the products it finds. The text is read by the search core as
 * the listing reads it (search-query.server.ts, keyword-search.server.ts: synonyms, joined words,
 * sizes, typos, the last word as the start of longer ones), so a suggestion and the listing agree.
 *
 * - Searches: the query as corrected when a word of it was mistyped; the visitors' searches that
 *   found something and begin with it (search_counts, the most searched first); the query with
 *   its last word completed by the catalogue's words (products_fts_terms) that are in a product's
 *   name or SKU, the words most products hold first, then by the synonyms' own words. Only
 *   searches that find a product are offered.
 * - Products: those the listing finds for the query, one card per family; when the query finds
 *   nothing yet (`twin and ea`), those of the first search suggested.
 * - Categories: those holding the products found, the ones whose name has the query's words
 *   first, then those holding the most; a category is left out when one shown inside or above it
 *   holds the same products.
 *
 * Their order: in a catalogue of fewer than `suggestSettings.rankBelow` products, the listing's
 * own (best match first: the first cards of the listing are the products suggested). In a larger
 * one, ranking as the listing does takes longer than a keystroke: FTS5's bm25() counts every
 * product each word of the query is in, 10 to 60 ms a query on the 100,000-product scale seed
 * (1 s for `single c`, whose last letter begins thousands of words). There, and whenever the
 * query finds more than `suggestSettings.broad` products, the products suggested are the newest
 * of those whose name or SKU has the words, then the others of the `broad` newest found, each
 * part in the order of the listing's Most Popular sort (most reviewed first); the categories
 * count the `broad` newest found. Answers are kept until the site's version moves.
 */
import type { Statement } from "better-sqlite3";
import { LRUCache } from "lru-cache";
import { SUGGESTIONS } from "~/constants";
import { db } from "~/db.server";
import { getCatalogueIndex, sortOrder, type CatalogueIndex } from "~/models/catalogue-index.server";
import { getCategoryTree, type CategoryNode } from "~/models/category.server";
import { searchKeyword } from "~/models/keyword-search.server";
import { firstKeywordCards } from "~/models/listing.server";
import { idList } from "~/models/prepared.server";
import { readQuery } from "~/models/search-query.server";
import { getSynonymRules } from "~/models/search-synonyms.server";
import { wordsBeginning } from "~/models/search-vocabulary.server";
import { perSiteVersion, siteVersion } from "~/models/site-version.server";
import { readWords } from "~/utils/search-text";
import { imageStem, smallestRendition, uploadUrl } from "~/utils/uploads";

export type Suggestions = {
  /** Searches to run, each with its listing's address. */
  queries: { text: string; url: string }[];
  categories: { name: string; url: string }[];
  /** `image`: the product's first picture, its narrowest rendition (null: none). */
  products: { name: string; url: string; image: string | null }[];
};

const NONE: Suggestions = { queries: [], categories: [], products: [] };

/** Tunables; tests lower them to reach the rarer paths with a small catalogue. */
export const suggestSettings = {
  /** Catalogues smaller than this rank the suggestions as the listing does (see above). */
  rankBelow: 5000,
  /** Above this many products found, the suggestions take the newest this many (see above). */
  broad: 2000,
};
/** Products whose name or SKU has the words read for the suggestions of a large catalogue. */
const NAMED_READ = SUGGESTIONS.products * 10;
/**
 * Completions of the last word tried, the most held first, until enough are words of a product's
 * name or SKU (not of descriptions alone: `are`, `each`) and find something.
 */
const COMPLETIONS_TRIED = 30;
/** Visitors' searches of this many days make the popular searches, read again this often. */
const POPULAR_DAYS = 30;
const POPULAR_REFRESH_MS = 10 * 60 * 1000;
const POPULAR_KEPT = 1000;

// ---------------------------------------------------------------------------------------------
// Suggestions

/** The visitor's text as one key: trimmed, spaces single. */
export const suggestionText = (text: string) => text.trim().replace(/\s+/g, " ");

let keptFor = "";
const kept = new LRUCache<string, Suggestions>({ max: 5000 });
/** Words in a product's name or SKU (completions), known so far for the site's version. */
const named = new Map<string, boolean>();

/** The suggestions for the text typed so far: nothing under SUGGESTIONS.minLength characters. */
export function suggest(typed: string): Suggestions {
  const query = suggestionText(typed);
  if (query.length < SUGGESTIONS.minLength) return NONE;
  const version = siteVersion();
  if (version !== keptFor) {
    kept.clear();
    named.clear();
    popular.at = -Infinity;
    keptFor = version;
  }
  let answer = kept.get(query);
  if (!answer) kept.set(query, (answer = readSuggestions(query)));
  return answer;
}

function readSuggestions(query: string): Suggestions {
  const reading = readQuery(query);
  if (!reading) return NONE;
  const queries = searchesFor(query, reading.corrected);
  const found =
    findProducts(query, reading.match) ??
    (queries[0] ? findProducts(queries[0].text, readQuery(queries[0].text)?.match) : null);
  return {
    queries,
    categories: found ? categoriesOf(query, found.sample) : [],
    products: found ? productRows(found.cards) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Searches

const searchUrl = (keyword: string) => `/products?${new URLSearchParams({ keyword })}`;

/** A text's words as the index reads them, one space apart: how searches are compared. */
const wordsOf = (text: string) =>
  readWords(text)
    .map((w) => w.text)
    .join(" ");

function searchesFor(query: string, corrected?: string) {
  const own = wordsOf(query);
  const seen = new Set([own]);
  const out: Suggestions["queries"] = [];
  const offer = (text: string) => {
    const words = wordsOf(text);
    if (out.length >= SUGGESTIONS.queries || !words || seen.has(words)) return;
    seen.add(words);
    if (findsAny(text)) out.push({ text, url: searchUrl(text) });
  };
  if (corrected) offer(corrected);
  for (const popular of popularSearches()) {
    if (out.length >= SUGGESTIONS.queries) break;
    // Begins with the query's words, the last one as the start of a word; it found something
    // when it was counted, and is offered while it still does (its products may have been taken
    // off the site since).
    if (popular.words.startsWith(own)) offer(popular.text);
  }
  for (const text of completed(query)) {
    if (out.length >= SUGGESTIONS.queries) break;
    offer(text);
  }
  return out;
}

/**
 * The query with its last word completed: by the catalogue's words that begin it and name a
 * product, the most held first, then by the synonyms' own words (`fp` by `fp200`).
 */
function* completed(query: string) {
  const words = readWords(query);
  const last = words[words.length - 1];
  if (!last || last.parts || last.text.length < SUGGESTIONS.minLength) return;
  const head = query.slice(0, last.from);
  const given = new Set<string>();
  for (const term of wordsBeginning(last.text, COMPLETIONS_TRIED)) {
    if (!inNames(term)) continue;
    given.add(term);
    yield head + term;
  }
  for (const rule of getSynonymRules()) {
    // Not a word meaning one already given (`armored` after `armoured`).
    if (rule.finds.some((p) => p.length === 1 && given.has(p[0]))) continue;
    for (const [word, ...more] of rule.from) {
      if (more.length || word === last.text || !word.startsWith(last.text)) continue;
      given.add(word);
      yield head + word;
    }
  }
}

/** Whether a word is in a product's name or SKU. */
function inNames(term: string) {
  let found = named.get(term);
  if (found === undefined) named.set(term, (found = findsVisible(`{name codes} : "${term}"`)));
  return found;
}

/** Whether a search finds a product, as the listing reads it. */
function findsAny(text: string): boolean {
  const match = readQuery(text)?.match;
  return Boolean(match && findsVisible(match));
}

/**
 * Whether an FTS5 query finds a product visitors may see (product-visibility.server.ts: those
 * the catalogue index holds): only what they may see is suggested, so a search or a completion
 * that finds nothing but drafts is not offered. The matches are read until one is.
 */
function findsVisible(match: string): boolean {
  const index = getCatalogueIndex();
  for (const id of statements().any.iterate(match) as IterableIterator<number>)
    if (index.holds(id)) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Popular searches (search_counts, written as visitors search)

type Popular = { text: string; words: string };
let popular: { at: number; list: Popular[] } = { at: -Infinity, list: [] };

/**
 * The visitors' searches of the last POPULAR_DAYS days that found something, the most searched
 * first; read again every POPULAR_REFRESH_MS and when the site's version moves. None while nobody
 * has searched (or the counts cannot be read: the suggestions then do without them).
 */
function popularSearches(): Popular[] {
  const now = Date.now();
  if (now - popular.at < POPULAR_REFRESH_MS) return popular.list;
  let list: Popular[] = [];
  try {
    const since = new Date(now - POPULAR_DAYS * 86_400_000).toISOString().slice(0, 10);
    const rows = db.$client
      .prepare(
        `SELECT query FROM search_counts WHERE day >= ? AND results > 0
         GROUP BY query ORDER BY sum(searches) DESC, query LIMIT ?`,
      )
      .pluck()
      .all(since, POPULAR_KEPT) as string[];
    list = rows.map((text) => ({ text, words: wordsOf(text) })).filter((p) => p.words);
  } catch (error) {
    console.error("[bel] suggestions: the search counts could not be read", error);
  }
  popular = { at: now, list };
  return list;
}

// ---------------------------------------------------------------------------------------------
// Products

type Found = {
  /** the cards to suggest, by id */
  cards: number[];
  /** products found (all of them, or the newest `broad`), by index position */
  sample: number[];
};

/** What a search finds: its first cards and the products to count categories in; null: none. */
function findProducts(keyword: string, match: string | undefined): Found | null {
  if (!match) return null;
  const { broad, rankBelow } = suggestSettings;
  const newest = statements().newest.all(match, broad + 1) as number[];
  if (newest.length === 0) return null;
  const index = getCatalogueIndex();
  if (newest.length <= broad && index.liveCount < rankBelow) {
    // The listing's own answer and order (ranking is cheap in a catalogue this size).
    const answer = searchKeyword(keyword);
    if (!answer || answer.ids.length === 0) return null;
    return {
      cards: firstKeywordCards(answer, SUGGESTIONS.products),
      sample: livePositions(index, answer.ids),
    };
  }
  // Named first, then the others of the newest; most reviewed first, a card a family. (The newest
  // may count products visitors do not see: livePositions leaves them out.)
  const sample = livePositions(index, newest.slice(0, broad));
  const namedIds = statements().newest.all(`{name codes} : (${match})`, NAMED_READ) as number[];
  const named = livePositions(index, namedIds);
  const marks = new Uint8Array(index.size);
  for (const pos of sample) marks[pos] = 1;
  for (const pos of named) marks[pos] = 2;
  const order = sortOrder(index, "popular");
  const familySeen = index.familyMarks();
  const cards: number[] = [];
  for (const wanted of [2, 1]) {
    for (let k = 0; k < order.length && cards.length < SUGGESTIONS.products; k++) {
      const pos = order[k];
      if (marks[pos] === wanted && !familySeen(pos)) cards.push(index.ids[pos]);
    }
  }
  // Only products visitors do not see: none (the first search suggested may find some).
  return cards.length ? { cards, sample } : null;
}

/** The index positions of the products of `ids` that it holds live. */
function livePositions(index: CatalogueIndex, ids: Iterable<number>): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const pos = index.position(id);
    if (pos >= 0 && index.live.has(pos)) out.push(pos);
  }
  return out;
}

/** Name, address and thumbnail of the products to suggest, in the order given: one query. */
function productRows(ids: number[]): Suggestions["products"] {
  if (ids.length === 0) return [];
  const rows = statements().products.all(idList(ids).ids) as [number, string, string, string][];
  const byId = new Map(rows.map((row) => [row[0], row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const [, name, slug, file] = row;
    const stored = uploadUrl(file);
    return [
      {
        name,
        url: `/products/${encodeURIComponent(slug)}`,
        image: stored ? smallestRendition(imageStem(stored)) : null,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Categories

type CategoryEntry = {
  name: string;
  url: string;
  level: number;
  /** the ids of the category and of those above it */
  chain: number[];
  /** the words of its name, as the index reads them */
  words: string[];
};

const LEVEL_PARAMS = ["category", "subcategory", "sub-subcategory"];

/** Every category with its listing address and the words of its name, once per site version. */
const categoryEntries = perSiteVersion(() => {
  const entries = new Map<number, CategoryEntry>();
  const visit = (node: CategoryNode, above: CategoryNode[]) => {
    const path = [...above, node];
    const params = new URLSearchParams(path.map((c, i) => [LEVEL_PARAMS[i], c.slug]));
    entries.set(node.id, {
      name: node.name,
      url: `/products?${params}`,
      level: path.length,
      chain: path.map((c) => c.id),
      words: readWords(node.name).flatMap((w) => [w.text, ...(w.parts ?? [])]),
    });
    for (const child of node.children) visit(child, path);
  };
  for (const root of getCategoryTree()) visit(root, []);
  return entries;
});

function categoriesOf(query: string, positions: number[]): Suggestions["categories"] {
  const index = getCatalogueIndex();
  const counts = new Map<number, number>();
  for (const pos of positions) {
    for (const id of [index.category[pos], index.subcategory[pos], index.subSubcategory[pos]])
      if (id > 0) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const entries = categoryEntries();
  const words = readWords(query).map((w) => w.text);
  const lastWord = words.length - 1;
  /** How many of the query's words its name has (the last one as the start of a word). */
  const named = (entry: CategoryEntry) =>
    words.filter((word, i) =>
      entry.words.some((w) => w === word || (i === lastWord && w.startsWith(word))),
    ).length;
  const candidates = [...counts]
    .map(([id, count]) => ({ id, count, entry: entries.get(id) }))
    .filter((c): c is { id: number; count: number; entry: CategoryEntry } => Boolean(c.entry))
    .map((c) => ({ ...c, named: named(c.entry) }))
    .sort(
      (a, b) =>
        b.named - a.named ||
        b.count - a.count ||
        b.entry.level - a.entry.level ||
        a.entry.name.localeCompare(b.entry.name),
    );
  const chosen: typeof candidates = [];
  for (const c of candidates) {
    if (chosen.length >= SUGGESTIONS.categories) break;
    // Above or inside one shown, with the same products: it would add nothing.
    const same = chosen.some(
      (o) => o.count === c.count && (o.entry.chain.includes(c.id) || c.entry.chain.includes(o.id)),
    );
    if (!same) chosen.push(c);
  }
  return chosen.map(({ entry }) => ({ name: entry.name, url: entry.url }));
}

// ---------------------------------------------------------------------------------------------
// Statements

type SuggestStatements = {
  sqlite: typeof db.$client;
  newest: Statement;
  any: Statement;
  products: Statement;
};
let prepared: SuggestStatements | undefined;

/** Statements of the process's connection, prepared once (again if the connection changes). */
function statements(): SuggestStatements {
  const sqlite = db.$client;
  if (prepared?.sqlite === sqlite) return prepared;
  const fts = (rest: string) =>
    sqlite.prepare(`SELECT rowid FROM products_fts WHERE products_fts MATCH ? ${rest}`).pluck();
  prepared = {
    sqlite,
    // FTS5 walks its lists from the newest id down and stops at the limit.
    newest: fts("ORDER BY rowid DESC LIMIT ?"),
    any: fts(""),
    products: sqlite
      .prepare(
        `SELECT p.id, p.name, p.slug,
           (SELECT i.file FROM product_images AS i WHERE i.product_id = p.id
            ORDER BY i.position, i.id LIMIT 1)
         FROM products AS p WHERE p.id IN (SELECT value FROM json_each(?))`,
      )
      .raw(),
  };
  return prepared;
}

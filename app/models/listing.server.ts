/**
 * The listing: keyword search, filters, counts, facet counts and paging, for the /products page,
 * the technical library and GET /api/bel/products alike. Filters and counts run on the
 * in-process catalogue index (catalogue-index.server.ts), keywords on FTS5
 * (keyword-search.server.ts); the page's rows come from SQLite.
 *
 * A family (a product and its variants, docs/variants.md) is one card: the best-placed member
 * that matches stands for it, in the order asked for, and every count (the listing's, the
 * facets', the pages') counts cards.
 */
import { and, eq, sql } from "drizzle-orm";
import { categories, products, specifications } from "../../db/schema";
import { isSpecifierGroup, RES_PER_FILTER } from "~/constants";
import type { ProductFilters } from "~/utils/product-query";
import { db } from "~/db.server";
import {
  Bitset,
  getCatalogueIndex,
  sortOrder,
  type CatalogueIndex,
} from "~/models/catalogue-index.server";
import {
  rankByKeyword,
  rankingSettings,
  searchKeyword,
  toFtsQuery,
  type KeywordAnswer,
} from "~/models/keyword-search.server";
import { idList, inIds, prepared } from "~/models/prepared.server";
import { getCategoryTree } from "~/models/category.server";
import { withFamilies } from "~/models/family.server";
import {
  cardColumns,
  getCardViews,
  toCards,
  type CardRow,
  type ProductCard,
} from "~/models/product.server";
import { getSpecificationTree } from "~/models/specification.server";

// Keyword queries are made by keyword search; re-exported for modules that make them from here.
export { toFtsQuery };

// ---------------------------------------------------------------------------------------------
// Listing

/** The filters of a listing (app/utils/product-query.ts, where the query string is read). */
export type { ProductFilters };

export type ProductPage = {
  products: ProductCard[];
  filteredProductsCount: number;
  resPerFilter: number;
  page: number;
  pageCount: number;
  /** How the keyword was read, when there is something to say (SearchReading) */
  search?: SearchReading;
};

// The filters' slugs to ids, prepared once: a listing resolves them for its page and its facets.
const categoryBySlug = prepared(() =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.slug, sql.placeholder("slug")),
        eq(categories.level, sql.placeholder("level")),
      ),
    )
    .prepare(),
);
const specValueBySlugs = prepared(() =>
  db
    .select({ id: specifications.id })
    .from(specifications)
    .innerJoin(
      sql`specifications AS grp`,
      sql`grp.id = ${specifications.parentId} AND grp.parent_id IS NULL`,
    )
    .where(
      and(
        eq(specifications.slug, sql.placeholder("value")),
        sql`grp.slug = ${sql.placeholder("group")}`,
      ),
    )
    .prepare(),
);

/** Resolves the slugs of the filters to ids; -1 where a slug names nothing (no product matches). */
function resolveFilters(filters: ProductFilters) {
  const find = (slug: string | undefined, level: number) =>
    slug ? (categoryBySlug().get({ slug, level })?.id ?? -1) : undefined;

  const values: { group: string; valueId: number }[] = [];
  for (const [group, value] of Object.entries(filters.specs ?? {})) {
    values.push({ group, valueId: specValueBySlugs().get({ group, value })?.id ?? -1 });
  }
  const keyword = filters.keyword?.trim();
  return {
    categoryId: find(filters.category, 1),
    subcategoryId: find(filters.subcategory, 2),
    subSubcategoryId: find(filters.subSubcategory, 3),
    values,
    /** undefined: no keyword; null: a keyword with nothing searchable (no product matches) */
    keyword: keyword ? searchKeyword(keyword, { correct: !filters.asTyped }) : undefined,
    hasDatasheet: Boolean(filters.hasDatasheet),
    eachVariant: Boolean(filters.eachVariant),
  };
}

type Resolved = ReturnType<typeof resolveFilters>;

/** The products matching the filters, as a bitset of index positions; some filters left out. */
function matching(
  index: CatalogueIndex,
  r: Resolved,
  leaveOut: { categories?: boolean; group?: string } = {},
) {
  if (r.keyword === null) return new Bitset();
  // Every match starts from the live positions: a deleted product leaves a dead one behind. No
  // filter at all: the live positions themselves (read only), whose family counts the index keeps.
  let bits = index.live;
  const and = (other: Bitset) => {
    if (bits === index.live) bits = index.live.clone();
    bits.andWith(other);
  };
  if (!leaveOut.categories) {
    for (const id of [r.categoryId, r.subcategoryId, r.subSubcategoryId]) {
      if (id !== undefined) and(index.inCategory.get(id) ?? new Bitset());
    }
  }
  if (r.hasDatasheet) and(index.withDatasheet);
  for (const v of r.values) {
    if (v.group === leaveOut.group) continue;
    and(index.values.get(v.valueId) ?? new Bitset());
  }
  if (r.keyword !== undefined) and(keywordBits(index, r.keyword).bits);
  return bits;
}

/** The positions of each keyword's matches in the index they were placed in, per answer. */
const placed = new WeakMap<
  Int32Array,
  { index: CatalogueIndex; version: number; bits: Bitset; count: number }
>();

/**
 * The products a keyword found as a bitset of index positions (products the index does not
 * hold yet left out). Placed once per keyword answer and index version: a listing asks for it
 * for its page and for each facet group.
 */
function keywordBits(index: CatalogueIndex, { ids }: KeywordAnswer) {
  const known = placed.get(ids);
  if (known?.index === index && known.version === index.version) return known;
  const bits = new Bitset(new Uint32Array((index.size + 31) >>> 5));
  let count = 0;
  for (const id of ids) {
    const pos = index.position(id);
    if (pos >= 0 && index.live.has(pos)) {
      bits.set(pos);
      count++;
    }
  }
  const entry = { index, version: index.version, bits, count };
  placed.set(ids, entry);
  return entry;
}

/**
 * One page of the listing: the same filtering, count, order and page size for the page and the
 * API. Filters and counts run on the in-process catalogue index; the page's rows come from SQLite.
 */
export function listProducts(filters: ProductFilters): ProductPage {
  const { ids, ...page } = pageOfIds(filters);
  const rows = ids.length ? productsOf().all(idList(ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    ...page,
    products: toCards(ids.map((id) => byId.get(id)).filter((row): row is CardRow => Boolean(row))),
  };
}

/**
 * The same page as `listProducts`, as the listing page's cards (what they render, no more): a
 * family's card with its size and colours.
 */
export function listProductCards(filters: ProductFilters) {
  const { ids, ...page } = pageOfIds(filters);
  return { ...page, products: withFamilies(getCardViews(ids), ids) };
}

/** The card's columns only: the listing and the API's list send nothing else (toCards). */
const productsOf = prepared(() =>
  db.select(cardColumns).from(products).where(inIds(products.id)).prepare(),
);

/** How many cards the products in `a` (and `b`) make: one per family, or one each. */
function cardCount(index: CatalogueIndex, r: Resolved, a: Bitset, b?: Bitset) {
  if (r.eachVariant) return b ? a.countAnd(b) : a.count();
  return index.familyCount(a, b);
}

function pageOfIds(filters: ProductFilters) {
  const index = getCatalogueIndex();
  const r = resolveFilters(filters);
  const bits = matching(index, r);
  const count = cardCount(index, r, bits);
  const pageCount = Math.max(1, Math.ceil(count / RES_PER_FILTER));
  const page = Math.min(Math.max(1, Math.trunc(filters.page ?? 1) || 1), pageCount);
  const order =
    r.keyword && !filters.sort
      ? relevance(index, r.keyword, bits, r.eachVariant ? count : bits.count())
      : sortOrder(index, filters.sort ?? "date");
  const skip = (page - 1) * RES_PER_FILTER;
  const ids: number[] = [];
  // The first member of a family met in the order is its card; the others are passed over.
  const familySeen = r.eachVariant ? () => false : index.familyMarks();
  let seen = 0;
  for (let k = 0; k < order.length && ids.length < RES_PER_FILTER; k++) {
    const pos = order[k];
    if (pos < 0 || !bits.has(pos) || familySeen(pos)) continue;
    if (seen++ >= skip) ids.push(index.ids[pos]);
  }
  return {
    ids,
    filteredProductsCount: count,
    resPerFilter: RES_PER_FILTER,
    page,
    pageCount,
    search: searchReading(r.keyword),
  };
}

/**
 * How the keyword was read, for the page to say (docs/storefront.md, "How a query is read"): the
 * query as searched when a typo was corrected, and the words that no product has when the
 * products shown have only some of them. Absent when there is nothing to say.
 */
export type SearchReading = {
  corrected?: string;
  partial?: { matched: string[]; unmatched: string[] };
};

function searchReading(answer: KeywordAnswer | null | undefined): SearchReading | undefined {
  if (!answer || (!answer.corrected && !answer.partial)) return undefined;
  return {
    ...(answer.corrected ? { corrected: answer.corrected } : {}),
    ...(answer.partial ? { partial: answer.partial } : {}),
  };
}

/**
 * The positions of the products in `bits` (`count` of them, all found by the keyword), best
 * match first: FTS5 ranks them, only them when the filters keep fewer than the keyword finds (or
 * when the keyword's products are those most of its words find). -1 for a match the index does
 * not hold yet.
 */
function relevance(index: CatalogueIndex, keyword: KeywordAnswer, bits: Bitset, count: number) {
  // Past rankingSettings.rankedAtMost products, listing them for FTS5 costs more than it saves: all the
  // keyword's products are ordered, and those the filters leave out passed over.
  const among =
    count <= rankingSettings.rankedAtMost &&
    (count < keywordBits(index, keyword).count || keyword.partial)
      ? bits.positions().map((pos) => index.ids[pos])
      : undefined;
  return rankByKeyword(keyword.rank, among).map((id) => index.position(id));
}

/**
 * The first `limit` cards of the listing for a keyword alone, by id, in the listing's order (one
 * per family, best match first): the products suggested as a visitor types
 * (search-suggest.server.ts), which are those the listing shows first.
 */
export function firstKeywordCards(keyword: KeywordAnswer, limit: number): number[] {
  const index = getCatalogueIndex();
  const { bits, count } = keywordBits(index, keyword);
  const order = relevance(index, keyword, bits, count);
  const familySeen = index.familyMarks();
  const ids: number[] = [];
  for (let k = 0; k < order.length && ids.length < limit; k++) {
    const pos = order[k];
    if (pos >= 0 && bits.has(pos) && !familySeen(pos)) ids.push(index.ids[pos]);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Facets: how many products each filter value would give, with the other active filters

export type FacetValue = { id: number; title: string; slug: string; count: number };
export type SpecFacet = { id: number; title: string; slug: string; values: FacetValue[] };
export type CategoryFacet = {
  id: number;
  name: string;
  slug: string;
  count: number;
  children: { id: number; name: string; slug: string; count: number }[];
};

type FacetTree = {
  specs: ReturnType<typeof getSpecificationTree>;
  categories: {
    id: number;
    name: string;
    slug: string;
    children: { id: number; name: string; slug: string }[];
  }[];
};

let facetTree: { version: number; tree: FacetTree } | undefined;

/**
 * What the filters offer (specification groups and values, categories of the first two levels),
 * read again only when the catalogue moves on: every listing request needs it, and the
 * catalogue's version moves with any change to categories and specifications (migrations 0003,
 * 0005, 0006).
 */
function getFacetTree(version: number): FacetTree {
  if (facetTree?.version === version) return facetTree.tree;
  const tree: FacetTree = {
    // Measured figures (overall diameter, weight…) are read on the product, not filtered by.
    specs: getSpecificationTree().filter((g) => !isSpecifierGroup(g.slug)),
    categories: getCategoryTree().map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      children: c.children.map((s) => ({ id: s.id, name: s.name, slug: s.slug })),
    })),
  };
  facetTree = { version, tree };
  return tree;
}

/**
 * Counts for the sidebar, in cards (a family counts once). A group's counts apply every active
 * filter except the group's own (so a visitor sees what switching to another value would give);
 * the category counts apply the keyword and the specification filters.
 */
export function getFacets(filters: ProductFilters): {
  categories: CategoryFacet[];
  specs: SpecFacet[];
} {
  const index = getCatalogueIndex();
  const tree = getFacetTree(index.version);
  const r = resolveFilters(filters);
  const all = matching(index, r);

  const specs: SpecFacet[] = tree.specs.map(({ children, ...g }) => {
    const base = r.values.some((v) => v.group === g.slug)
      ? matching(index, r, { group: g.slug })
      : all;
    return {
      ...g,
      values: children.map((v) => {
        const bits = index.values.get(v.id);
        return { ...v, count: bits ? cardCount(index, r, base, bits) : 0 };
      }),
    };
  });

  const inBranch = matching(index, r, { categories: true });
  const countIn = (id: number) => {
    const members = index.inCategory.get(id);
    return members ? cardCount(index, r, inBranch, members) : 0;
  };
  const cats: CategoryFacet[] = tree.categories.map((c) => ({
    ...c,
    count: countIn(c.id),
    children: c.children.map((s) => ({ ...s, count: countIn(s.id) })),
  }));
  return { categories: cats, specs };
}

/** How many cards match the filters (the listing's count, without reading a page). */
export function countProducts(filters: ProductFilters): number {
  const index = getCatalogueIndex();
  const r = resolveFilters(filters);
  return cardCount(index, r, matching(index, r));
}

import type { Sort } from "~/constants";

/** A listing's filters, as its address gives them and the listing (app/models/listing.server.ts) reads them. */
export type ProductFilters = {
  page?: number;
  keyword?: string;
  /** The keyword as typed: no mistyped word read as another (the page's "Search instead for"). */
  asTyped?: boolean;
  category?: string;
  subcategory?: string;
  subSubcategory?: string;
  /** group slug → value slug */
  specs?: Record<string, string>;
  sort?: Sort;
  /** Only products with a datasheet (the technical library). */
  hasDatasheet?: boolean;
  /** Every variant on its own, not one card per family (the technical library: each variant has
   * its own datasheet). */
  eachVariant?: boolean;
};

/**
 * A listing's address: its filters, and the comparison a visitor without JavaScript is putting
 * together (`compare`, docs/variants.md: Adding products), which the listing's own links carry on
 * and its search ignores.
 */
export type ListingQuery = ProductFilters & { compare?: string[] };

/**
 * The URL query of filters (the inverse of parseProductQuery), in a stable order, encoded as
 * URLSearchParams would encode it (a carried comparison last, its commas as they are).
 */
export function productQueryString(filters: ListingQuery): string {
  return joinQuery(queryParams(filters));
}

/**
 * The queries of one listing's variants, each with one filter changed and back to page 1: the
 * filter panel's hundred-odd links. The listing's own parameters are encoded once, not for every
 * link. Each query is productQueryString's for the changed filters.
 */
export function productQueryVariants(filters: ListingQuery) {
  const base = queryParams({ ...filters, page: 1 });
  /** The base query with `changed` (sorted as productQueryString sorts) instead of `replaced`. */
  const variant = (replaced: (param: Param) => boolean, changed: Param[]) => {
    const params = base.filter((param) => !replaced(param));
    for (const param of changed) {
      const at = params.findIndex((p) => comesBefore(param, p));
      params.splice(at < 0 ? params.length : at, 0, param);
    }
    return joinQuery(params);
  };
  return {
    /** With a specification group's value, or without the group. */
    withSpec(group: string, value: string | undefined) {
      const name = `spec-${formEncode(group)}`;
      return variant((p) => p.name === name, value ? [param(name, RANK.spec, group, value)] : []);
    },
    /** With these category levels (none: without any). */
    withCategories(category?: string, subcategory?: string, subSubcategory?: string) {
      const levels = [
        ["category", category],
        ["subcategory", subcategory],
        ["sub-subcategory", subSubcategory],
      ] as const;
      return variant(
        (p) => p.rank === RANK.category,
        levels.flatMap(([name, value], i) =>
          value ? [param(name, RANK.category, String(i), value)] : [],
        ),
      );
    },
  };
}

type Param = { name: string; rank: number; order: string; pair: string };

/** Where each parameter goes: in this order, specifications by group, categories by level. */
const RANK = { keyword: 0, category: 1, spec: 2, sort: 3, page: 4, compare: 5 };

const param = (name: string, rank: number, order: string, value: string): Param => ({
  name,
  rank,
  order,
  pair: `${name}=${formEncode(value)}`,
});

const comesBefore = (a: Param, b: Param) =>
  a.rank < b.rank || (a.rank === b.rank && a.order < b.order);

function queryParams(filters: ListingQuery): Param[] {
  const params: Param[] = [];
  if (filters.keyword) params.push(param("keyword", RANK.keyword, "", filters.keyword));
  if (filters.keyword && filters.asTyped) params.push(param("typed", RANK.keyword, "1", "1"));
  if (filters.category) params.push(param("category", RANK.category, "0", filters.category));
  if (filters.subcategory) {
    params.push(param("subcategory", RANK.category, "1", filters.subcategory));
  }
  if (filters.subSubcategory) {
    params.push(param("sub-subcategory", RANK.category, "2", filters.subSubcategory));
  }
  if (filters.specs) {
    for (const group of Object.keys(filters.specs).sort()) {
      params.push(param(`spec-${formEncode(group)}`, RANK.spec, group, filters.specs[group]));
    }
  }
  if (filters.sort) params.push(param("sort", RANK.sort, "", filters.sort));
  if (filters.page && filters.page > 1) {
    params.push(param("page", RANK.page, "", String(filters.page)));
  }
  if (filters.compare?.length) {
    const pair = `compare=${filters.compare.map(formEncode).join(",")}`;
    params.push({ name: "compare", rank: RANK.compare, order: "", pair });
  }
  return params;
}

function joinQuery(params: Param[]) {
  let query = "";
  for (const { pair } of params) query += `${query ? "&" : "?"}${pair}`;
  return query;
}

/** What application/x-www-form-urlencoded leaves as it is (slugs always are). */
const FORM_SAFE = /^[\w.*-]*$/;

/** A name or value as URLSearchParams writes it: spaces as "+", all but `*-._` and alphanumerics escaped. */
function formEncode(text: string) {
  if (FORM_SAFE.test(text)) return text;
  return encodeURIComponent(text).replace(/%20|[!'()~]/g, (c) =>
    c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

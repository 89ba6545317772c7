import type { ProductFilters } from "~/models/listing.server";

/**
 * The URL query of filters (the inverse of parseProductQuery), in a stable order, encoded as
 * URLSearchParams would encode it. A listing builds one for each of its hundred-odd filter links,
 * so it is written out here rather than through a URLSearchParams each time.
 */
export function productQueryString(filters: ProductFilters): string {
  let query = "";
  const add = (name: string, value: string) => {
    query += `${query ? "&" : "?"}${formEncode(name)}=${formEncode(value)}`;
  };
  if (filters.keyword) add("keyword", filters.keyword);
  if (filters.category) add("category", filters.category);
  if (filters.subcategory) add("subcategory", filters.subcategory);
  if (filters.subSubcategory) add("sub-subcategory", filters.subSubcategory);
  if (filters.specs) {
    for (const group of Object.keys(filters.specs).sort()) add(`spec-${group}`, filters.specs[group]);
  }
  if (filters.sort) add("sort", filters.sort);
  if (filters.page && filters.page > 1) add("page", String(filters.page));
  return query;
}

/** What application/x-www-form-urlencoded leaves as it is (slugs always are). */
const FORM_SAFE = /^[\w.*-]*$/;

/** A name or value as URLSearchParams writes it: spaces as "+", all but `*-._` and alphanumerics escaped. */
function formEncode(text: string) {
  if (FORM_SAFE.test(text)) return text;
  return encodeURIComponent(text).replace(
    /%20|[!'()~]/g,
    (c) => (c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  );
}

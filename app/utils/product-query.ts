import type { ProductFilters } from "~/models/listing.server";

/** The URL query of filters (the inverse of parseProductQuery), in a stable order. */
export function productQueryString(filters: ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.keyword) params.set("keyword", filters.keyword);
  if (filters.category) params.set("category", filters.category);
  if (filters.subcategory) params.set("subcategory", filters.subcategory);
  if (filters.subSubcategory) params.set("sub-subcategory", filters.subSubcategory);
  for (const [group, value] of Object.entries(filters.specs ?? {}).sort())
    params.set(`spec-${group}`, value);
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

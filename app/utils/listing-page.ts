/**
 * How the listing names itself (heading, document title, breadcrumb), shared by the page's
 * component and its meta function; no server code.
 */
import type { ProductFilters } from "~/utils/product-query";
import { productQueryString } from "~/utils/product-query";

export type TrailLink = { name: string; slug: string; level: number };

const LEVEL_KEYS = ["category", "subcategory", "subSubcategory"] as const;

/** The listing of one category of the trail (the trail's first `depth` items), unfiltered. */
export function trailHref(trail: TrailLink[], depth: number): string {
  const filters: ProductFilters = {};
  for (const item of trail.slice(0, depth)) filters[LEVEL_KEYS[item.level - 1]] = item.slug;
  return `/products${productQueryString(filters)}`;
}

/**
 * The h1 and the title: the spec's `Search Results for "…"` for a keyword search, else the
 * chosen category's name, else "Products".
 */
export function listingHeading(keyword: string | undefined, trail: TrailLink[]): string {
  if (keyword) return `Search Results for "${keyword}"`;
  return trail.at(-1)?.name ?? "Products";
}

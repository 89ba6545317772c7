/** Business constants: one place each (decisions.md). Safe for the browser bundle. */

/** Products per page: the listing page, its count text and the API's resPerFilter. */
export const RES_PER_FILTER = 16;

/** Rating scale and the colour of its stars. */
export const RATING_MAX = 5;
export const STAR_COLOR = "#FCB941";

/** Brand colours of the site (CSS custom properties mirror them in app/styles). */
export const BRAND_COLOR = "#0B3C6F";

/** Sort orders of the listing, kept in the `sort` query parameter. */
export const SORTS = {
  popular: "Most Popular",
  rated: "Most Rated",
  date: "Date",
} as const;
export type Sort = keyof typeof SORTS;

/** Longest keyword we read; the rest is ignored rather than refused. */
export const MAX_KEYWORD_LENGTH = 200;

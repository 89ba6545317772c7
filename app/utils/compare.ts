/**
 * A comparison's address, `/compare?p=slug-a,slug-b,…` (docs/variants.md: Comparison): read and
 * made here alone, by the page, the Compare controls and the tray (browser included).
 */
import { COMPARE_MAX } from "~/constants";

export { COMPARE_MAX };

/**
 * How many slugs of an address are looked at: the four compared and a few more, so that a
 * product or two past the fourth can be named as left out, and no address makes the page read
 * more than this.
 */
export const COMPARE_READ_MAX = 12;

/**
 * The slugs of `p` parameters (one `p=a,b,c`, or several `p=a&p=b`), in order: trimmed,
 * empty and repeated ones dropped, at most COMPARE_READ_MAX.
 */
export function compareSlugs(params: URLSearchParams, name = "p"): string[] {
  const slugs = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(slugs)].slice(0, COMPARE_READ_MAX);
}

/**
 * The address of a comparison of `slugs` (in this order), with "differences only" when asked.
 * Commas stay as they are: slugs are letters, digits and hyphens, and the address is one to read
 * and to share.
 */
export function compareHref(slugs: string[], { diff = false } = {}) {
  const query = [
    ...(slugs.length ? [`p=${slugs.map(encodeURIComponent).join(",")}`] : []),
    ...(diff ? ["diff=1"] : []),
  ].join("&");
  return `/compare${query ? `?${query}` : ""}`;
}

/**
 * `slugs` with `slug` added at the end (once). Past COMPARE_MAX the page compares the first four
 * and names the others as left out, with links to remove one.
 */
export function withCompared(slugs: string[], slug: string) {
  return slugs.includes(slug) ? slugs : [...slugs, slug];
}

/**
 * The comparison a visitor without JavaScript is putting together: the `compare` parameter of a
 * listing's or product page's address (docs/variants.md: Adding products), read as `p` is.
 */
export function carriedCompare(search: string): string[] {
  return search.includes("compare=") ? compareSlugs(new URLSearchParams(search), "compare") : [];
}

/** The `compare` parameter of `list`, commas as they are (slugs need no escaping). */
const compareParam = (list: string[]) => `compare=${list.map(encodeURIComponent).join(",")}`;

/** `href` (a storefront address) carrying `list` on: as it is when there is none. */
export function withCarried(href: string, list: string[]) {
  if (list.length === 0) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${compareParam(list)}`;
}

/**
 * This page's address (`pathname` and `search`) with the carried list changed to `list`: its other
 * parameters kept, the list first, so that the address of a Compare link (the list with its
 * product) is `?compare=…`, relative to the page, which app.css finds it by. Without a list, the
 * page without the parameter.
 */
export function withCompareList(pathname: string, search: string, list: string[]) {
  const rest = new URLSearchParams(search);
  rest.delete("compare");
  const others = rest.toString();
  if (list.length === 0) return `${pathname}${others ? `?${others}` : ""}`;
  return `?${compareParam(list)}${others ? `&${others}` : ""}`;
}

/**
 * Who may keep an answer: said by the app, once, for every page and every page's data
 * (app/utils/render-document.server.tsx calls declareCaching on both), and for the JSON API's
 * public reads by their endpoint's `cache: "public"` (app/api/dispatch.server.ts).
 *
 *   - A route that says its own Cache-Control is obeyed: the staff pages say `private, no-store`
 *     (the admin layout, the sign-in and password pages).
 *   - An answer that sets a cookie, and any answer to a visitor with a session, a flash toast or
 *     a sent quote's confirmation (the personal cookies, app/utils/site-cookies.ts), is
 *     `private, no-store`: it is that visitor's alone. So is /quote for a basket holder (its
 *     route says so).
 *   - Any other GET is the same for every visitor without those cookies (cookies the app does not
 *     read change nothing): public for a CDN or proxy in front (`s-maxage` with
 *     `stale-while-revalidate`), `Vary: Cookie` so that none serves it to a visitor with one; a
 *     server error is kept by nobody.
 *   - Such an answer with status 200 is marked shared (SHARED_ANSWER), with the variant of the
 *     page it is (SHARED_VARIANT: `quote=3` when the header showed a basket of three lines): the
 *     server's page cache (server/page-cache.js) keeps what is marked, and only that, per URL
 *     and variant, for the visitors its reading of their cookies gives that variant, until the
 *     site's version moves (docs/page-cache.md). The server takes both headers off before
 *     sending.
 *   - A resource route whose answer is the same whoever asks, cookies or not (the suggestions as
 *     a visitor types, app/routes/search.suggest.ts), says so with `declareShared`: public for
 *     browsers and CDNs as it says, and marked shared.
 */
import type { AppLoadContext } from "@remix-run/node";
import { basketVariant, PERSONAL_COOKIES, pageVariant } from "~/utils/site-cookies";

export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** The mark of an answer the server's page cache may keep and send to every such visitor. */
export const SHARED_ANSWER = "X-Shared-Answer";
/** Which variant of the page a shared answer is (see pageVariant); absent for everyone's page. */
export const SHARED_VARIANT = "X-Shared-Variant";

/** Suggestions as a visitor types: a minute in a browser or a CDN (the page cache, until the site moves). */
export const SUGGESTIONS_CACHE_CONTROL = "public, max-age=60";

/**
 * Marks an answer that is the same for every visitor, whatever cookies they send: public with
 * `cacheControl`, and shared (the server's page cache keeps it for visitors without cookies).
 */
export function declareShared(headers: Headers, cacheControl: string) {
  headers.set("Cache-Control", cacheControl);
  headers.set(SHARED_ANSWER, "1");
}

/** Whether the request carries a personal cookie (valid or not). */
function isPersonal(request: Request) {
  const header = request.headers.get("Cookie");
  return Boolean(
    header?.split(";").some((pair) => PERSONAL_COOKIES.includes(pair.split("=")[0].trim())),
  );
}

/**
 * What the root loader showed of the visitor's basket (the header's number of lines), for the
 * answer to say which variant of the page it is.
 */
export function showQuoteLines(context: AppLoadContext | undefined, lines: number) {
  if (context) context.quoteLines = lines;
}

/**
 * Sets the caching headers of a page's answer (a document or its data) as said above. `context`:
 * the request's load context, holding what the root loader showed; an answer without the root's
 * data (a navigation's data of other routes) shows nothing of the cookies and is the variant the
 * request's cookies read as.
 */
export function declareCaching(
  request: Request,
  status: number,
  headers: Headers,
  context?: AppLoadContext,
) {
  if (headers.has("Set-Cookie")) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return;
  }
  if (headers.has("Cache-Control")) return;
  if (isPersonal(request)) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return;
  }
  if (request.method !== "GET" && request.method !== "HEAD") return;
  if (status >= 500) {
    headers.set("Cache-Control", "no-store");
    return;
  }
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.append("Vary", "Cookie");
  if (status !== 200) return;
  headers.set(SHARED_ANSWER, "1");
  const lines = context?.quoteLines;
  const variant =
    lines === undefined ? pageVariant(request.headers.get("Cookie")) : basketVariant(lines);
  if (variant) headers.set(SHARED_VARIANT, variant);
}

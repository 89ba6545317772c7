/**
 * The cookies the app reads, named once (docs/page-cache.md). Every
 * other cookie a browser sends (an analytics or consent cookie of the site's own scripts, a
 * tracker's) is none of the app's business: it is never read, so a page is the same bytes with or
 * without it, and the page caches in front (server/page-cache.js, deploy/nginx/bel.conf) answer
 * such a request as if it had no cookie at all.
 *
 *   - bel_session (app/screens/auth.server.ts), bel_toast (app/utils/toast.server.ts) and
 *     bel_quote_sent (the confirmation of a sent quote, app/models/quote-basket.server.ts) make a
 *     page the visitor's own: such a request always reaches the app and its answer is never kept.
 *   - bel_quote, the quote basket, shows in every page only as its number of lines (the header's
 *     Quote link): a page for a basket holder is kept per number of lines, the same copy for every
 *     holder of as many lines. Only /quote shows the lines themselves, and says it is private.
 *   - bel_trust and bel_2fa (two-factor sign-in) are read only by the sign-in pages, whose answers
 *     are private: they do not make other pages personal.
 *
 * tests/server/site-cookies.test.ts holds deploy/nginx/bel.conf to this list.
 */
import { BASKET_MAX_LINES } from "~/constants";

export const SESSION_COOKIE = "bel_session";
export const TOAST_COOKIE = "bel_toast";
export const BASKET_COOKIE = "bel_quote";
export const QUOTE_SENT_COOKIE = "bel_quote_sent";
/** A trusted browser of a staff account (app/models/trusted-browser.server.ts). */
export const TRUST_COOKIE = "bel_trust";
/** A sign-in waiting for its second step (app/screens/auth.server.ts). */
export const SECOND_STEP_COOKIE = "bel_2fa";

/** The cookies that make a page the visitor's own. */
export const PERSONAL_COOKIES: readonly string[] = [
  SESSION_COOKIE,
  TOAST_COOKIE,
  QUOTE_SENT_COOKIE,
];

/**
 * Read only by the sign-in pages, whose answers are private and never kept by a cache: they
 * need not make every other page personal.
 */
export const SIGN_IN_COOKIES: readonly string[] = [TRUST_COOKIE, SECOND_STEP_COOKIE];

/** Every cookie the app reads. */
export const SITE_COOKIES: readonly string[] = [
  ...PERSONAL_COOKIES,
  BASKET_COOKIE,
  ...SIGN_IN_COOKIES,
];

/**
 * The request's cookies by name, the first of a name winning, their values as sent (as the
 * `cookie` package that Remix's cookies use reads a Cookie header).
 */
function cookiePairs(header: string) {
  const pairs = new Map<string, string>();
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name && !pairs.has(name)) pairs.set(name, pair.slice(at + 1).trim());
  }
  return pairs;
}

/**
 * How many lines a basket cookie's value says it holds, read without its signature (the app
 * verifies it, app/models/quote-basket.server.ts); null when it cannot be read as a basket.
 * Remix's signed cookie is `base64(JSON).signature`, URL-encoded.
 */
export function claimedBasketLines(value: string): number | null {
  try {
    const unquoted = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    const signed = decodeURIComponent(unquoted);
    const dot = signed.lastIndexOf(".");
    if (dot <= 0) return null;
    const lines: unknown = JSON.parse(Buffer.from(signed.slice(0, dot), "base64").toString());
    return Array.isArray(lines) && lines.length <= BASKET_MAX_LINES ? lines.length : null;
  } catch {
    return null;
  }
}

/** The variant of a page that shows a basket of `lines` lines ("" for none: everyone's page). */
export const basketVariant = (lines: number) => (lines > 0 ? `quote=${lines}` : "");

/**
 * Which copy of a page a request may be answered with, by its Cookie header: null when only the
 * app may answer it (a personal cookie, or a basket cookie that cannot be read), "" for the page
 * of a visitor without cookies (foreign cookies are ignored), `quote=N` for a basket of N lines.
 * The basket is not verified here: a forged one is answered with the page of as many lines,
 * which is every such holder's (docs/page-cache.md says why that is safe).
 */
export function pageVariant(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return "";
  const pairs = cookiePairs(cookieHeader);
  if (PERSONAL_COOKIES.some((name) => pairs.has(name))) return null;
  const basket = pairs.get(BASKET_COOKIE);
  if (basket === undefined) return "";
  const lines = claimedBasketLines(basket);
  return lines === null ? null : basketVariant(lines);
}

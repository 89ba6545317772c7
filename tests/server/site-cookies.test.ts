/**
 * The cookies the app reads, named once (app/utils/site-cookies.ts): how a request's Cookie
 * header is read for the page caches, and deploy/nginx/bel.conf held to the same list, so the
 * two cannot drift (docs/page-cache.md).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { basketCookieHeader } from "~/models/quote-basket.server";
import { sessionCookie } from "~/utils/cookies.server";
import { BASKET_COOKIE, PERSONAL_COOKIES, pageVariant, SITE_COOKIES } from "~/utils/site-cookies";
import { toastCookie } from "~/utils/toast.server";

const basket = async (n: number) =>
  (
    await basketCookieHeader(Array.from({ length: n }, (_, i) => ({ slug: `c-${i}`, qty: 2 })))
  ).split(";")[0];

describe("pageVariant", () => {
  it("reads no cookie, and cookies the app does not read, as everyone's page", () => {
    for (const header of [undefined, null, "", "_ga=GA1.1.1; cc_consent=yes", "x", "a=1;;b=2"]) {
      expect(pageVariant(header), String(header)).toBe("");
    }
  });

  it("sends a session, a flash message and a sent quote's confirmation to the app, whatever else is there", async () => {
    for (const header of [
      "bel_session=abc",
      "_ga=1; bel_toast=x",
      " bel_quote_sent=1 ;cc=1",
      `${await basket(2)}; bel_session=abc`,
    ]) {
      expect(pageVariant(header), header).toBeNull();
    }
    // Names that merely contain one are others' cookies.
    expect(pageVariant("xbel_session=1; bel_session_old=2; bel_quotes=3")).toBe("");
  });

  it("reads a basket as its number of lines, the first cookie of the name winning as for the app", async () => {
    expect(pageVariant(await basket(1))).toBe("quote=1");
    expect(pageVariant(`_ga=1; ${await basket(3)}; cc_consent=yes`)).toBe("quote=3");
    expect(pageVariant(`${await basket(2)}; ${await basket(5)}`)).toBe("quote=2");
    expect(pageVariant(await basket(50))).toBe("quote=50");
  });

  it("sends a basket cookie that is not one to the app", () => {
    const claim = (value: unknown) =>
      `bel_quote=${encodeURIComponent(`${Buffer.from(JSON.stringify(value)).toString("base64")}.sig`)}`;
    expect(pageVariant(claim(Array(51).fill({ slug: "a", qty: 1 })))).toBeNull();
    expect(pageVariant(claim({ length: 3 }))).toBeNull();
    for (const header of [
      "bel_quote=",
      "bel_quote=garbage",
      "bel_quote=%E0%A4%A",
      "bel_quote=.x",
    ]) {
      expect(pageVariant(header), header).toBeNull();
    }
    // Unsigned here: the app verifies (a forged claim gets the page of as many lines, never its own).
    expect(pageVariant(claim([{}, {}]))).toBe("quote=2");
    expect(pageVariant(claim([]))).toBe("");
  });

  it("names the app's own cookies", () => {
    expect(PERSONAL_COOKIES).toEqual(
      expect.arrayContaining([sessionCookie.name, toastCookie.name]),
    );
    expect(new Set(SITE_COOKIES).size).toBe(SITE_COOKIES.length);
  });
});

describe("deploy/nginx/bel.conf follows the list", () => {
  const conf = fs.readFileSync(path.join(process.cwd(), "deploy/nginx/bel.conf"), "utf8");
  /** The regular expressions of a `map $http_cookie $name { … }` block, as nginx reads them. */
  function mapRegexes(variable: string) {
    const block = new RegExp(`map \\$http_cookie \\$${variable} \\{([^}]*)\\}`).exec(conf);
    expect(block, variable).not.toBeNull();
    return [...block![1].matchAll(/^\s*"~([^"]+)"/gm)].map((m) => new RegExp(m[1]));
  }
  const personal = mapRegexes("bel_personal");
  const basketMap = mapRegexes("bel_basket");
  const isPersonal = (header: string) => personal.some((re) => re.test(header));
  const basketOf = (header: string) =>
    basketMap.map((re) => re.exec(header)?.groups?.basket).find((v) => v !== undefined) ?? "";

  it("passes by the cache exactly the requests the app calls personal", async () => {
    const cookies = [
      ...SITE_COOKIES,
      "_ga",
      "cc_consent",
      "xbel_session",
      "bel_session_old",
      "bel_quotes",
      "bel_toast2",
    ];
    for (const name of cookies) {
      for (const header of [`${name}=v`, `_ga=1; ${name}=v`, `${name}=v;cc=1`, `a=1;${name}=v`]) {
        expect(isPersonal(header), header).toBe(PERSONAL_COOKIES.includes(name));
      }
    }
    expect(isPersonal(`${await basket(2)}; bel_toast=x`)).toBe(true);
  });

  it("names every personal cookie and the basket, and no other cookie of the app's", () => {
    const named = (res: RegExp[]) =>
      new Set(res.flatMap((re) => [...re.source.matchAll(/bel_\w+/g)].map((m) => m[0])));
    expect(named(personal)).toEqual(new Set(PERSONAL_COOKIES));
    expect(named(basketMap)).toEqual(new Set([BASKET_COOKIE]));
  });

  it("keys a copy by the basket's value as sent, and by nothing of the foreign cookies", async () => {
    const value = (await basket(2)).slice(`${BASKET_COOKIE}=`.length);
    expect(basketOf(`_ga=1; ${BASKET_COOKIE}=${value}; cc_consent=yes`)).toBe(value);
    expect(basketOf(`${BASKET_COOKIE}=${value};x=1`)).toBe(value);
    expect(basketOf("_ga=GA1.1.1; cc_consent=yes")).toBe("");
    expect(basketOf("bel_quote_sent=1")).toBe("");
    // The location of the HTTPS server (the last one; the plain HTTP one only redirects).
    const location = [...conf.matchAll(/location \/ \{([\s\S]*?)\n {4}\}/g)].at(-1)![1];
    expect(location).toMatch(/proxy_cache_key "[^"]*\$bel_basket[^"]*";/);
    expect(location).not.toMatch(/proxy_cache_key "[^"]*\$http_cookie/);
    expect(location).toMatch(/proxy_cache_bypass \$bel_personal;/);
    expect(location).toMatch(/proxy_no_cache \$bel_personal;/);
    // What the app's answers vary on, besides cookies, is in the key, since Vary is not honoured.
    expect(location).toMatch(/proxy_ignore_headers Vary;/);
    expect(location).toMatch(/proxy_cache_key "[^"]*\$http_accept_encoding[^"]*\$http_origin/);
  });
});

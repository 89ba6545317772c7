/**
 * The page cache's module (server/page-cache.js) on its own, in front of a stand-in app on an
 * ephemeral port, wired as server/index.js wires it (hits answered by the HTTP server before
 * Express, copies made by server/security-headers.js): it keeps what the app declares shared
 * (the stand-in's pages declare their caching with the app's own rule,
 * app/utils/http-cache.server.ts) and nothing else; how a copy's scripts are trusted, its
 * encodings, that its memory is bounded by bytes, least recently used first, that a visitor's
 * cookies are read as the app reads them (app/utils/site-cookies.ts: foreign ones ignored, a quote
 * basket by its number of lines, a copy per number), and that a visitor's search the app marks is
 * counted whether rendered or answered from a copy.
 * (tests/e2e/api.page-cache.spec.ts checks it on the real server, with Chromium.)
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCounts } from "../../db/schema";
import { db } from "~/db.server";
import { basketCookieHeader, readBasket } from "~/models/quote-basket.server";
import {
  countSearch,
  flushSearchCounts,
  SEARCH_COUNT_HEADER,
  searchCountMark,
  siteDay,
} from "~/models/search-counts.server";
import {
  declareCaching,
  PRIVATE_CACHE_CONTROL,
  SHARED_ANSWER,
  SHARED_CACHE_CONTROL,
  SHARED_VARIANT,
} from "~/utils/http-cache.server";
import { pageVariant } from "~/utils/site-cookies";
import { pageCache } from "../../server/page-cache.js";
import {
  contentSecurityPolicy,
  nonce,
  securityHeaders,
  sharedCopy,
} from "../../server/security-headers.js";

/**
 * Pages of noise that compression cannot shrink much: each kept as about 2 KiB of Brotli, so two
 * fit in MAX_BYTES and three do not.
 */
const PAGE_CHARS = 2700;
const MAX_BYTES = 5 * 1024;

let version = 1;
let renders = 0;
/** Requests that reached Express. */
let reachedExpress = 0;
let base = "";
let server: http.Server;
const headerOptions = { production: true, development: false, https: false };
const cache = pageCache({
  version: () => String(version),
  share: sharedCopy(headerOptions),
  maxBytes: MAX_BYTES,
  visitor: pageVariant,
});

const requestOf = (req: express.Request) =>
  new Request(`http://127.0.0.1${req.originalUrl}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
  });

/**
 * Sets the caching headers of a page's answer as the app does (app/entry.server.tsx), `shown`
 * what the root loader showed of the basket.
 */
function declare(
  req: express.Request,
  res: express.Response,
  status = 200,
  own?: HeadersInit,
  shown?: { quoteLines: number },
) {
  const headers = new Headers(own);
  for (const cookie of [res.getHeader("Set-Cookie") ?? []].flat()) {
    headers.append("Set-Cookie", String(cookie));
  }
  declareCaching(requestOf(req), status, headers, shown);
  res.status(status);
  for (const [name, value] of headers) if (name !== "set-cookie") res.append(name, value);
}

function page(nonceValue: string, label: string) {
  const head = `<script nonce="${nonceValue}">/*${label}*/</script>`;
  let noise = "";
  for (let i = 0; noise.length < PAGE_CHARS - head.length; i++)
    noise += createHash("sha256").update(`${label} ${i}`).digest("base64");
  return head + noise.slice(0, PAGE_CHARS - head.length);
}
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

beforeAll(async () => {
  const app = express();
  app.use((_req, _res, next) => {
    reachedExpress++;
    next();
  });
  app.use(nonce);
  app.use(securityHeaders(headerOptions));
  app.use(cache);
  app.get("/page/:n", (req, res) => {
    renders++;
    declare(req, res);
    res.type("html");
    // Streamed in two pieces, as Remix does.
    const body = page(res.locals.cspNonce, `${req.params.n} v${version}`);
    res.write(body.slice(0, 100));
    res.end(body.slice(100));
  });
  // A page that compresses as pages do (to a few per cent: its bytes three ways fit in the cache).
  app.get("/words", (req, res) => {
    renders++;
    declare(req, res);
    res
      .type("html")
      .send(`<p>${"Cat6 U/UTP LSZH data cable, 305 m box. ".repeat(50)}v${version}</p>`);
  });
  // A page with the header's Quote link, as the root loader makes it: the basket's number of
  // lines, read from its signed cookie.
  app.get("/shown/:n", async (req, res) => {
    renders++;
    const lines = (await readBasket(requestOf(req))).length;
    declare(req, res, 200, undefined, { quoteLines: lines });
    res.type("html").send(`<p>${req.params.n}: Quote ${lines}</p>`);
  });
  app.get("/cookie", (req, res) => {
    renders++;
    res.cookie("bel_toast", "hello");
    declare(req, res);
    res.type("html").send("<p>toast</p>");
  });
  app.get("/missing", (req, res) => {
    renders++;
    declare(req, res, 404);
    res.type("html").send("<p>not found</p>");
  });
  app.get("/broken", (req, res) => {
    renders++;
    declare(req, res, 500);
    res.type("html").send("<p>error</p>");
  });
  // A staff page: its route says its own Cache-Control (as the admin layout does).
  app.get("/staff", (req, res) => {
    renders++;
    declare(req, res, 200, { "Cache-Control": PRIVATE_CACHE_CONTROL });
    res.type("html").send("<p>staff</p>");
  });
  // Public for proxies but not declared shared (as robots.txt and the sitemap are).
  app.get("/unmarked", (_req, res) => {
    renders++;
    res.set("Cache-Control", "public, max-age=3600").type("text").send("User-agent: *");
  });
  // A script trusted by nothing (say, markup a visitor managed to store) beside the page's own.
  app.get("/injected", (req, res) => {
    renders++;
    declare(req, res);
    res
      .type("html")
      .send(`<script nonce="${res.locals.cspNonce}">/*own*/</script><script>/*injected*/</script>`);
  });
  // An external script trusted by the nonce: a hash can't stand for it.
  app.get("/external", (req, res) => {
    renders++;
    declare(req, res);
    res.type("html").send(`<script nonce="${res.locals.cspNonce}" src="/x.js"></script>`);
  });
  // JSON API reads: one its endpoint marks public (as the registry's `cache: "public"` does,
  // app/api/dispatch.server.ts), one it doesn't. Both vary to Origin, as server/cors.js says.
  app.get("/api/bel/open", (_req, res) => {
    renders++;
    const text = JSON.stringify({ success: true, v: version });
    res.vary("Origin");
    res.set({
      "Cache-Control": "public, max-age=60, must-revalidate",
      ETag: `"${createHash("sha1").update(text).digest("base64url")}"`,
      [SHARED_ANSWER]: "1",
    });
    res.type("application/json").send(text);
  });
  app.get("/api/bel/closed", (_req, res) => {
    renders++;
    res.vary("Origin");
    res.set("Cache-Control", "private, no-store").json({ success: true });
  });
  server = http.createServer((req, res) => {
    if (!cache.serve(req, res)) app(req, res);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

async function twice(path: string) {
  const first = await get(path);
  const firstBody = await first.text();
  const second = await get(path);
  return { first, firstBody, second, secondBody: await second.text() };
}

describe("anonymous pages", () => {
  it("serves the second request from memory, before Express, the same bytes for everyone", async () => {
    const before = renders;
    const { first, firstBody, second, secondBody } = await twice("/page/a");
    expect(renders - before).toBe(1);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    for (const answer of [first, second]) {
      // The app's declaration, as the app made it; its mark never leaves the server.
      expect(answer.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
      expect(answer.headers.get("vary")).toMatch(/\bCookie\b/);
      expect(answer.headers.get(SHARED_ANSWER)).toBeNull();
    }
    expect(second.headers.get("vary")).toMatch(/\bAccept-Encoding\b/);
    // The rendered page's nonce left the copy: its bytes are the same for every visitor…
    const rendered = /nonce="([^"]+)"/.exec(firstBody)![1];
    expect(secondBody).toBe(firstBody.replace(` nonce="${rendered}"`, ""));
    expect(secondBody).not.toContain("nonce");
    // …and nothing of Express ran for it: not the headers' middleware, not the app.
    const reached = reachedExpress;
    expect((await get("/page/a")).headers.get("x-page-cache")).toBe("hit");
    expect(reachedExpress).toBe(reached);

    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get("/page/a", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect(revalidated.headers.get(SHARED_ANSWER)).toBeNull();
  });

  it("says the rendered page's policy, with the hashes of the scripts its nonce trusted instead", async () => {
    const { first, firstBody, second } = await twice("/page/policy");
    const rendered = /nonce="([^"]+)"/.exec(firstBody)![1];
    const renderedPolicy = first.headers.get("content-security-policy")!;
    expect(renderedPolicy).toContain(`script-src 'nonce-${rendered}' 'strict-dynamic'`);
    expect(second.headers.get("content-security-policy")).toBe(
      renderedPolicy.replace(`'nonce-${rendered}'`, sha256(`/*policy v${version}*/`)),
    );

    // A script the nonce did not trust stays untrusted in the copy.
    const injected = await twice("/injected");
    expect(injected.second.headers.get("x-page-cache")).toBe("hit");
    const policy = injected.second.headers.get("content-security-policy")!;
    expect(policy).toContain(sha256("/*own*/"));
    expect(policy).not.toContain(sha256("/*injected*/"));
    expect(policy.match(/'sha256-/g)).toHaveLength(1);

    // An external script can't be trusted by a hash: that page is rendered every time.
    const before = renders;
    const external = await twice("/external");
    expect(renders - before).toBe(2);
    expect(external.second.headers.get("x-page-cache")).toBe("miss");
  });

  it("makes copies with the one policy of server/security-headers.js, a route's own kept as it is", () => {
    const share = sharedCopy(headerOptions);
    const policy = contentSecurityPolicy(headerOptions);
    const res = { locals: { cspNonce: "n" } } as unknown as express.Response;
    const rendered = { "content-security-policy": policy(["'nonce-n'"]) };
    const page = Buffer.from('<script nonce="n">go()</script><p>nonce="n" in the text</p>');
    expect(share(res, page, rendered)).toEqual({
      body: Buffer.from('<script>go()</script><p>nonce="n" in the text</p>'),
      headers: { "content-security-policy": policy([sha256("go()")]) },
    });
    const external = Buffer.from('<script nonce="n" src="/x.js"></script>');
    expect(share(res, external, rendered)).toBeNull();
    // A stored file's sandbox (app/routes/uploads.$.tsx): no nonce in it, nothing to change.
    const own = { "content-security-policy": "default-src 'none'; sandbox" };
    expect(share(res, page, own)).toEqual({ body: page, headers: own });
  });

  it("keeps the Brotli bytes alone, and gzip or plain ones made from them for the first client that asks", async () => {
    await get("/words");
    await cache.settled();
    const copy = () => cache.cache.get("/words")!;
    expect(Object.keys(copy().variants)).toEqual(["br"]);
    // fetch decodes what it asked for: the same page each time, sent as asked.
    const brotli = await get("/words", { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("x-page-cache")).toBe("hit");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const page = await brotli.text();
    expect(page).toContain(`v${version}`);
    expect(copy().variants.br!.body.length).toBe(Number(brotli.headers.get("content-length")));
    // Bytes of its own, no more (not a piece of zlib's output buffer, kept whole with it).
    expect(copy().variants.br!.body.buffer.byteLength).toBe(copy().variants.br!.body.length);

    // A client that takes no Brotli: gzip, or the plain bytes, made once and kept from then on.
    const made: Record<string, Response> = {};
    for (const encoding of ["gzip", "identity"] as const) {
      expect(copy().variants[encoding]).toBeUndefined();
      for (const time of ["made", "kept"]) {
        const answer = await get("/words", { "Accept-Encoding": encoding });
        expect(answer.headers.get("x-page-cache"), time).toBe("hit");
        expect(answer.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
        expect(await answer.text()).toBe(page);
        expect(copy().variants[encoding]!.body.length).toBe(
          Number(answer.headers.get("content-length")),
        );
        made[encoding] = answer;
      }
    }
    expect(Object.keys(copy().variants).sort()).toEqual(["br", "gzip", "identity"]);
    for (const { body } of Object.values(copy().variants))
      expect(body.buffer.byteLength).toBe(body.length);
    expect(made.identity.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
    const head = await fetch(`${base}/words`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
    expect(await head.text()).toBe("");

    const answers = { br: brotli, ...made };
    const etags = new Set(Object.values(answers).map((answer) => answer.headers.get("etag")));
    expect(etags.size).toBe(3);
    for (const [encoding, answer] of Object.entries(answers)) {
      const revalidated = await get("/words", {
        "Accept-Encoding": encoding,
        "If-None-Match": answer.headers.get("etag")!,
      });
      expect(revalidated.status).toBe(304);
    }
    // A browser holding the plain copy (kept before the compressed one was ready) revalidates
    // it, now taking gzip: 304, with the ETag it holds.
    const held = await get("/words", {
      "Accept-Encoding": "gzip",
      "If-None-Match": made.identity.headers.get("etag")!,
    });
    expect(held.status).toBe(304);
    expect(held.headers.get("etag")).toBe(made.identity.headers.get("etag"));
  });

  it("renders again once the site's version moves", async () => {
    await twice("/page/b");
    version++;
    const after = await get("/page/b");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain(`b v${version}`);
  });

  it("keeps nothing the app did not declare shared: a cookie set, not a 200, a route's own caching", async () => {
    for (const path of ["/cookie", "/missing", "/broken", "/staff", "/unmarked"]) {
      const before = renders;
      await twice(path);
      expect(renders - before, path).toBe(2);
    }
    const withCookie = await twice("/cookie");
    expect(withCookie.second.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(withCookie.second.headers.get("x-page-cache")).toBeNull();
    // A 404 may be kept briefly by a proxy, as the app says; a server error by nobody.
    expect((await get("/missing")).headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect((await get("/broken")).headers.get("cache-control")).toBe("no-store");
    const staff = await get("/staff");
    expect(staff.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(staff.headers.get("x-page-cache")).toBeNull();
    expect((await get("/unmarked")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("never answers nor keeps a visitor with a session or a flash toast: the app says private", async () => {
    const before = renders;
    for (const cookie of ["bel_session=abc", "other=1; bel_toast=xyz"]) {
      const answer = await get("/page/c", { Cookie: cookie });
      expect(answer.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers.get("x-page-cache")).toBeNull();
      expect(answer.headers.get("etag")).toBeNull();
    }
    expect(renders - before).toBe(2);
    // …nor stored what they were answered.
    expect((await get("/page/c")).headers.get("x-page-cache")).toBe("miss");
    // Once the page is kept, they still reach the app.
    expect((await get("/page/c")).headers.get("x-page-cache")).toBe("hit");
    const signedIn = await get("/page/c", { Cookie: "bel_session=abc" });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(renders - before).toBe(4);
  });

  it("answers no request with an Authorization header from a copy, nor any cookie without the app's reading", async () => {
    await twice("/page/e");
    expect((await get("/page/e")).headers.get("x-page-cache")).toBe("hit");
    const before = renders;
    const authorized = await get("/page/e", { Authorization: "Bearer x" });
    expect(authorized.headers.get("x-page-cache")).toBe("miss");
    expect(renders - before).toBe(1);
    // Without `visitor` (the app's reading of cookies), any cookie is the app's to answer.
    const strict = pageCache({ version: () => String(version) });
    const req = { method: "GET", url: "/page/e", headers: { host: "x", cookie: "_ga=1" } };
    expect(strict.serve(req as never, {} as never)).toBe(false);
  });
});

describe("visitors' cookies, read as the app reads them (app/utils/site-cookies.ts)", () => {
  const FOREIGN = "_ga=GA1.1.1; cc_consent=yes";
  /** The Cookie header of a basket of `n` lines, signed by the app. */
  const basket = async (n: number, product = "cable") =>
    (
      await basketCookieHeader(
        Array.from({ length: n }, (_, i) => ({ slug: `${product}-${i}`, qty: 1 })),
      )
    ).split(";")[0];
  /** A basket cookie of `n` lines with a signature the app refuses. */
  const forged = (n: number) => {
    const lines = Array.from({ length: n }, (_, i) => ({ slug: `forged-${i}`, qty: 9 }));
    const value = `${Buffer.from(JSON.stringify(lines)).toString("base64")}.bad-signature`;
    return `bel_quote=${encodeURIComponent(value)}`;
  };

  it("answers a request whose cookies are all foreign (analytics, consent) as one without cookies", async () => {
    const { secondBody } = await twice("/page/f");
    const before = renders;
    const foreign = await get("/page/f", { Cookie: FOREIGN });
    expect(foreign.headers.get("x-page-cache")).toBe("hit");
    expect(await foreign.text()).toBe(secondBody);
    // A copy made for a request with foreign cookies is everyone's too.
    const first = await get("/page/g", { Cookie: FOREIGN });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect((await get("/page/g")).headers.get("x-page-cache")).toBe("hit");
    expect(renders - before).toBe(1);
  });

  it("sends a session, a flash message or a sent quote's confirmation to the app, foreign cookies beside them or not", async () => {
    await twice("/page/h");
    const before = renders;
    const personal = [
      `${FOREIGN}; bel_session=abc`,
      `bel_toast=xyz; ${FOREIGN}`,
      "bel_quote_sent=1",
      `${await basket(2)}; bel_session=abc`,
    ];
    for (const cookie of personal) {
      const answer = await get("/page/h", { Cookie: cookie });
      expect(answer.headers.get("x-page-cache"), cookie).toBeNull();
      expect(answer.headers.get("cache-control"), cookie).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(renders - before).toBe(personal.length);
    expect((await get("/page/h")).headers.get("x-page-cache")).toBe("hit");
  });

  it("keeps a basket holder's page per number of lines, showing that number, for every holder of as many", async () => {
    const before = renders;
    const two = await basket(2);
    const first = await get("/shown/1", { Cookie: `${FOREIGN}; ${two}` });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get(SHARED_VARIANT)).toBeNull();
    expect(await first.text()).toBe("<p>1: Quote 2</p>");
    // Another basket of two lines (other products, other cookies beside it): the same copy.
    const again = await get("/shown/1", { Cookie: `${await basket(2, "drum")}; cc_consent=no` });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("vary")).toMatch(/\bCookie\b/);
    expect(await again.text()).toBe("<p>1: Quote 2</p>");
    // Three lines, and none: copies of their own.
    const three = await get("/shown/1", { Cookie: await basket(3) });
    expect(three.headers.get("x-page-cache")).toBe("miss");
    expect(await three.text()).toBe("<p>1: Quote 3</p>");
    expect(await (await get("/shown/1", { Cookie: await basket(3) })).text()).toBe(
      "<p>1: Quote 3</p>",
    );
    const none = await get("/shown/1");
    expect(none.headers.get("x-page-cache")).toBe("miss");
    expect(await none.text()).toBe("<p>1: Quote 0</p>");
    expect(await (await get("/shown/1", { Cookie: FOREIGN })).text()).toBe("<p>1: Quote 0</p>");
    expect(renders - before).toBe(3);
  });

  it("never keeps a forged basket's page under its claim; a forged claim only ever gets the page of as many lines", async () => {
    const before = renders;
    // The app refuses the signature and shows no lines: not the page of 4 lines, so not kept.
    for (let i = 0; i < 2; i++) {
      const answer = await get("/shown/2", { Cookie: forged(4) });
      expect(answer.headers.get("x-page-cache")).toBe("miss");
      expect(await answer.text()).toBe("<p>2: Quote 0</p>");
    }
    expect(renders - before).toBe(2);
    // A real holder of 4 lines is still rendered, and kept.
    expect(await (await get("/shown/2", { Cookie: await basket(4) })).text()).toBe(
      "<p>2: Quote 4</p>",
    );
    const copy = await get("/shown/2", { Cookie: await basket(4) });
    expect(copy.headers.get("x-page-cache")).toBe("hit");
    // The forger now gets that copy: the page of every holder of 4 lines, nothing of theirs.
    const claim = await get("/shown/2", { Cookie: forged(4) });
    expect(claim.headers.get("x-page-cache")).toBe("hit");
    expect(await claim.text()).toBe("<p>2: Quote 4</p>");
    // Nobody without a basket was given a count.
    expect(await (await get("/shown/2")).text()).toBe("<p>2: Quote 0</p>");
    expect(await (await get("/shown/2")).text()).toBe("<p>2: Quote 0</p>");
    expect(renders - before).toBe(4);
  });

  it("sends a basket cookie that cannot be read to the app, keeping nothing", async () => {
    const lines51 = forged(51);
    for (const cookie of ["bel_quote=garbage", "bel_quote=%E0%A4%A", "bel_quote=", lines51]) {
      const before = renders;
      for (let i = 0; i < 2; i++) {
        const answer = await get("/shown/3", { Cookie: cookie });
        expect(answer.headers.get("x-page-cache"), cookie).toBe("miss");
        expect(await answer.text()).toBe("<p>3: Quote 0</p>");
      }
      expect(renders - before, cookie).toBe(2);
    }
  });

  it("keeps no answer that sets a cookie, for a basket holder either", async () => {
    const before = renders;
    for (let i = 0; i < 2; i++) {
      const answer = await get("/cookie", { Cookie: await basket(1) });
      expect(answer.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers.get("x-page-cache")).toBeNull();
    }
    expect(renders - before).toBe(2);
  });
});

describe("public API reads", () => {
  it("keeps what its endpoint marks public, with the answer's own policy, caching and ETag", async () => {
    const before = renders;
    // Plain bytes both times, to compare the ETags (a compressed copy has one of its own).
    const plain = { "Accept-Encoding": "identity" };
    const first = await get("/api/bel/open", plain);
    const firstBody = await first.text();
    const second = await get("/api/bel/open", plain);
    const secondBody = await second.text();
    expect(renders - before).toBe(1);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(secondBody).toBe(firstBody);
    for (const name of ["cache-control", "etag", "content-type"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    // The policy without the first answer's nonce: a nonce is one answer's alone.
    const rendered = first.headers.get("content-security-policy")!;
    expect(rendered).toMatch(/'nonce-/);
    expect(second.headers.get("content-security-policy")).toBe(
      rendered.replace(/'nonce-[^']+' /, ""),
    );
    expect(second.headers.get("vary")).toBe("Origin, Cookie, Accept-Encoding");
    const revalidated = await get("/api/bel/open", {
      "If-None-Match": second.headers.get("etag")!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
  });

  it("keeps no read its endpoint doesn't mark public, and answers none asked with an Origin or a session", async () => {
    let before = renders;
    await twice("/api/bel/closed");
    expect(renders - before).toBe(2);
    await twice("/api/bel/open");
    before = renders;
    const asked: Record<string, string>[] = [
      { Origin: "https://elsewhere.example" },
      { Cookie: "bel_session=abc" },
      { Authorization: "Bearer x" },
    ];
    for (const headers of asked) {
      const answer = await get("/api/bel/open", headers);
      expect(answer.headers.get("x-page-cache"), JSON.stringify(headers)).not.toBe("hit");
    }
    expect(renders - before).toBe(3);
  });
});

describe("memory", () => {
  it("holds at most maxBytes, dropping the least recently used page first", async () => {
    version++;
    cache.cache.clear();
    // As a browser asks (a client without Brotli would have a gzip copy kept too).
    const browse = (path: string) => get(path, { "Accept-Encoding": "gzip, deflate, br" });
    await browse("/page/1");
    await cache.settled();
    await browse("/page/2");
    await cache.settled();
    expect((await browse("/page/1")).headers.get("x-page-cache")).toBe("hit");
    // A third page does not fit beside two: page 2, used least recently, goes.
    await browse("/page/3");
    await cache.settled();
    expect(cache.cache.size).toBe(2);
    expect(cache.cache.calculatedSize).toBeLessThanOrEqual(MAX_BYTES);
    expect((await browse("/page/1")).headers.get("x-page-cache")).toBe("hit");
    expect((await browse("/page/2")).headers.get("x-page-cache")).toBe("miss");
  });

  it("never keeps a page larger than the whole cache", () => {
    const tiny = pageCache({ version: () => "1", maxBytes: 100 });
    tiny.cache.set("/big", {
      version: "1",
      etags: ['"e"'],
      varies: [],
      plain: {},
      variants: { identity: { body: Buffer.alloc(200), headers: {} } },
    });
    expect(tiny.cache.size).toBe(0);
  });
});

describe("turned off (PAGE_CACHE=off)", () => {
  it("keeps nothing, says so on what the app declared shared, and never lets the mark out", async () => {
    const off = pageCache({ version: () => "1", enabled: false });
    const app = express();
    let count = 0;
    app.use(off);
    app.get("/", (req, res) => {
      count++;
      declare(req, res);
      res.type("html").send("<p>page</p>");
    });
    const plain = http.createServer((req, res) => {
      if (!off.serve(req, res)) app(req, res);
    });
    plain.listen(0, "127.0.0.1");
    await new Promise((r) => plain.once("listening", r));
    const url = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`;
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(url);
      expect(answer.headers.get("x-page-cache")).toBe("off");
      expect(answer.headers.get(SHARED_ANSWER)).toBeNull();
      expect(answer.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    }
    expect(count).toBe(2);
    expect(off.cache.size).toBe(0);
    await new Promise<void>((r) => plain.close(() => r()));
  });
});

describe("what an answer was (a visitor's search)", () => {
  const BROWSER =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  let url = "";
  let listings = 0;
  let searchServer: http.Server;
  const counted: string[] = [];
  // Wired as server/index.js wires it: the app's own counting.
  const searches = pageCache({
    version: () => "1",
    share: sharedCopy(headerOptions),
    tally: {
      header: SEARCH_COUNT_HEADER,
      count: (req, mark) => {
        counted.push(mark);
        countSearch(mark, {
          url: req.url ?? "/",
          userAgent: req.headers["user-agent"],
          referer: req.headers.referer,
        });
      },
    },
  });

  beforeAll(async () => {
    const app = express();
    app.use(nonce);
    app.use(securityHeaders(headerOptions));
    app.use(searches);
    // The listing as the app marks it (app/routes/products._index.tsx): a search's first page
    // says its query and how many products it found (here, as many as the keyword's letters).
    app.get("/products", (req, res) => {
      listings++;
      const keyword = String(req.query.keyword ?? "");
      const page = Number(req.query.page ?? 1);
      const mark = searchCountMark({ keyword, page }, keyword.length);
      if (mark) res.setHeader(SEARCH_COUNT_HEADER, mark);
      declare(req, res);
      res.type("html").send(`<p>${keyword} page ${page}</p>`);
    });
    searchServer = http.createServer((req, res) => {
      if (!searches.serve(req, res)) app(req, res);
    });
    searchServer.listen(0, "127.0.0.1");
    await new Promise((r) => searchServer.once("listening", r));
    url = `http://127.0.0.1:${(searchServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => searchServer.close(() => r())));

  const ask = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(url + path, { method, headers: { "User-Agent": BROWSER, ...headers } });
  /** The row of today's counts of `query`, once the process's counts are written. */
  const row = (query: string) => {
    flushSearchCounts();
    return db
      .select({ searches: searchCounts.searches, results: searchCounts.results })
      .from(searchCounts)
      .where(and(eq(searchCounts.day, siteDay(new Date())), eq(searchCounts.query, query)))
      .get();
  };

  it("counts a search rendered and the same search from a copy, with its result count, and never sends the mark", async () => {
    const before = listings;
    const first = await ask("/products?keyword=Starquad%20cables");
    const second = await ask("/products?keyword=Starquad%20cables");
    expect(listings - before).toBe(1);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    for (const answer of [first, second]) {
      expect(answer.headers.get(SEARCH_COUNT_HEADER)).toBeNull();
      expect(await answer.text()).toBe("<p>Starquad cables page 1</p>");
    }
    expect(counted.slice(-2)).toEqual(["15 starquad%20cable", "15 starquad%20cable"]);
    expect(row("starquad cable")).toEqual({ searches: 2, results: 15 });

    // The browser's own copy revalidated (304) is the visitor searching again too.
    const held = await ask("/products?keyword=Starquad%20cables", {
      "If-None-Match": second.headers.get("etag")!,
    });
    expect(held.status).toBe(304);
    expect(held.headers.get(SEARCH_COUNT_HEADER)).toBeNull();
    expect(row("starquad cable")).toEqual({ searches: 3, results: 15 });
  });

  it("counts a visitor with a session (never answered from a copy) and nothing but GETs", async () => {
    await ask("/products?keyword=fp200");
    const signedIn = await ask("/products?keyword=fp200", { Cookie: "bel_session=abc" });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get(SEARCH_COUNT_HEADER)).toBeNull();
    const head = await ask("/products?keyword=fp200", {}, "HEAD");
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(row("fp200")).toEqual({ searches: 2, results: 5 });
  });

  it("counts neither bots nor further pages of a search, from a copy or not", async () => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    for (let i = 0; i < 2; i++) {
      const bot = await ask("/products?keyword=microphne", { "User-Agent": googlebot });
      expect(bot.headers.get(SEARCH_COUNT_HEADER)).toBeNull();
      const next = await ask("/products?keyword=microphne&page=2");
      expect(next.headers.get("x-page-cache")).toBe(i === 0 ? "miss" : "hit");
    }
    expect(row("microphne")).toBeUndefined();
    // A visitor's own first page does count.
    await ask("/products?keyword=microphne");
    expect(row("microphne")).toEqual({ searches: 1, results: 9 });
  });
});

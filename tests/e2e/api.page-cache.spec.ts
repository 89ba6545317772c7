/**
 * The page cache (server/page-cache.js) on the production server, keeping what the app declares
 * shared (app/utils/http-cache.server.ts): a page asked twice is served from memory the second
 * time, the same bytes for everyone, its scripts trusted by their hashes; it revalidates by ETag;
 * a staff change to what a page shows sends the next visitor to a fresh render; a visitor whose
 * cookies are all others' (analytics, consent) gets the copy of a visitor without cookies, a quote
 * basket holder the copy of as many lines (docs/page-cache.md); and a visitor with a session or a
 * flash message never gets, nor leaves, a shared copy.
 *
 * Other tests write to the database meanwhile, and every write moves the site's version (which
 * empties the cache of pages). So "asked twice, the second is a hit" is checked on a pair of
 * requests during which the version did not move (read from the database before and after);
 * a pair the version moved under proves nothing, and is asked again.
 */
import { createHash } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { createUser, sessionCookieHeader } from "./admin.fixtures";
import { clientAddress } from "./api.client";
import { createProduct, siteVersion, uniqueTag, withDb } from "./data";
import { SESSION_SECRET } from "./environment.js";

type Answer = { response: APIResponse; body: string };
const get = async (
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const response = await request.get(url, { headers, maxRedirects: 0 });
  return { response, body: await response.text() };
};

/**
 * Two requests of `url` between which the site's version stayed put. `url` may be a function
 * giving a new address for each attempt (so that the first request is never already kept).
 */
async function twiceUnchanged(
  request: APIRequestContext,
  address: string | (() => string),
  headers: Record<string, string> = {},
) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const url = typeof address === "string" ? address : address();
    const before = siteVersion();
    const first = await get(request, url, headers);
    const second = await get(request, url, headers);
    if (siteVersion() === before) return [first, second, before, url] as const;
  }
  throw new Error(`the site's version moved under every pair of requests of ${String(address)}`);
}

const headerNonce = (r: APIResponse) =>
  /'nonce-([^']+)'/.exec(r.headers()["content-security-policy"] ?? "")?.[1];
const bodyNonces = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
/** The inline scripts that run: not those loaded by src, nor data blocks (JSON-LD), never run. */
const inlineScripts = (body: string) =>
  [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, a]) => !/src=/.test(a) && !/type="application\/ld\+json"/.test(a),
  );
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

for (const url of ["/", "/products"]) {
  test(`GET ${url} twice: the second from the cache, its scripts trusted by hash; then 304 by ETag`, async ({
    request,
  }) => {
    // An address of this test's own: its first request is rendered, whatever others asked.
    const ownAddress = () => `${url}?visit=${uniqueTag()}`;
    const [first, second, pairVersion, pairUrl] = await twiceUnchanged(request, ownAddress);
    expect(first.response.headers()["x-page-cache"]).toBe("miss");
    for (const { response } of [first, second]) {
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
      );
    }
    expect(second.response.headers()["x-page-cache"]).toBe("hit");

    // The rendered page: one nonce, in the policy header and on every script of the body.
    const nonce = headerNonce(first.response)!;
    expect(nonce).toBeTruthy();
    expect(bodyNonces(first.body).length).toBeGreaterThan(0);
    expect(new Set(bodyNonces(first.body))).toEqual(new Set([nonce]));
    // The copy: the same bytes without the nonce, each of those scripts trusted by its hash.
    expect(second.body).toBe(first.body.replaceAll(` nonce="${nonce}"`, ""));
    const policy = second.response.headers()["content-security-policy"];
    expect(policy).not.toContain("nonce-");
    const scripts = inlineScripts(second.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , text] of scripts) expect(policy).toContain(sha256(text));
    expect(policy.replace(/'sha256-[\w+/=]+' /g, "")).toBe(
      first.response.headers()["content-security-policy"].replace(`'nonce-${nonce}' `, ""),
    );

    // Revalidation: 304 with the same ETag, as long as the site's version has not moved since.
    for (let attempt = 0; attempt < 20; attempt++) {
      const [, cached, version, cachedUrl] =
        attempt === 0
          ? [first, second, pairVersion, pairUrl]
          : await twiceUnchanged(request, ownAddress);
      const etag = cached.response.headers()["etag"];
      expect(etag).toMatch(/^"[\w-]+"$/);
      const revalidated = await request.get(cachedUrl, { headers: { "If-None-Match": etag } });
      if (siteVersion() !== version) continue;
      expect(revalidated.status()).toBe(304);
      expect(revalidated.headers()["etag"]).toBe(etag);
      expect(await revalidated.body()).toHaveLength(0);
      return;
    }
    throw new Error(`the site's version moved under every revalidation of ${url}`);
  });
}

test("a product staff change through the API: the next visitor gets a fresh page with it", async ({
  playwright,
  baseURL,
}) => {
  const product = createProduct();
  const url = `/products/${product.slug}`;
  const visitor = await playwright.request.newContext({ baseURL });
  const [, cached] = await twiceUnchanged(visitor, url);
  expect(cached.response.headers()["x-page-cache"]).toBe("hit");
  expect(cached.body).toContain(product.name);

  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: await sessionCookieHeader(createUser("manager")) },
  });
  const renamed = `${product.name} renamed ${uniqueTag()}`;
  const [category, subcategory] = withDb(
    (db) =>
      db
        .prepare("SELECT category_id, subcategory_id FROM products WHERE id = ?")
        .raw()
        .get(product.id) as [number, number],
  );
  const saved = await staff.put(`/api/bel/admin/products/${product.slug}`, {
    data: {
      name: renamed,
      category: String(category),
      subcategory: String(subcategory),
      description: "Changed by staff.",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const slug = (await saved.json()).product.slug as string;

  // Nobody else asks for this product's pages: the next request is the first one after the save.
  const old = await get(visitor, url);
  expect(old.response.status()).toBe(301);
  const fresh = await get(visitor, `/products/${slug}`);
  expect(fresh.response.status()).toBe(200);
  expect(fresh.response.headers()["x-page-cache"]).toBe("miss");
  expect(fresh.body).toContain(renamed);
  await visitor.dispose();
  await staff.dispose();
});

test("a review removed by staff: the product's page, served from the cache before, shows it gone", async ({
  playwright,
  baseURL,
}) => {
  const product = createProduct({ ratings: [5, 2] });
  const url = `/products/${product.slug}`;
  const visitor = await playwright.request.newContext({ baseURL });
  const [, cached] = await twiceUnchanged(visitor, url);
  expect(cached.response.headers()["x-page-cache"]).toBe("hit");
  expect(cached.body).toContain(product.reviews[0].heading);

  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: await sessionCookieHeader(createUser("manager")) },
  });
  const list = await (await staff.get(`/api/bel/admin/reviews?id=${product.id}`)).json();
  const first = list.review.find(
    (r: { heading: string }) => r.heading === product.reviews[0].heading,
  );
  const removed = await staff.delete(
    `/api/bel/admin/reviews?productId=${product.id}&id=${first._id}`,
  );
  expect(removed.status()).toBe(200);

  const fresh = await get(visitor, url);
  expect(fresh.response.headers()["x-page-cache"]).toBe("miss");
  expect(fresh.body).not.toContain(product.reviews[0].heading);
  expect(fresh.body).toContain(product.reviews[1].heading);
  await visitor.dispose();
  await staff.dispose();
});

test("a company-page change (a video added by staff) reaches the technical library at once", async ({
  playwright,
  baseURL,
}) => {
  const url = "/technical-library?tab=faq-videos";
  const visitor = await playwright.request.newContext({ baseURL });
  const [, cached] = await twiceUnchanged(visitor, url);
  expect(cached.response.headers()["x-page-cache"]).toBe("hit");

  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: await sessionCookieHeader(createUser("manager")) },
  });
  const title = `Cache video ${uniqueTag()}`;
  const created = await staff.post("/api/bel/admin/video/new", {
    data: { title, url: "https://youtu.be/dQw4w9WgXcQ" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { video } = await created.json();

  // Another test may ask for this page between the save and this request, and have the fresh
  // render kept: then this is a hit, of the new page. Never the copy from before the save.
  const after = await get(visitor, url);
  expect(after.body).toContain(title);
  expect(after.response.headers()["etag"]).not.toBe(cached.response.headers()["etag"]);

  expect((await staff.delete(`/api/bel/admin/videos/${video._id}`)).status()).toBe(200);
  const gone = await get(visitor, url);
  expect(gone.body).not.toContain(title);
  await visitor.dispose();
  await staff.dispose();
});

/** Cookies of the site's analytics and consent scripts: the app never reads them. */
const FOREIGN = "_ga=GA1.1.1; cc_consent=yes";

test("`Cookie: _ga=GA1.1.1; cc_consent=yes`: the listing answers `X-Page-Cache: hit`, the bytes a visitor without cookies gets", async ({
  request,
}) => {
  const [first, second, , url] = await twiceUnchanged(request, "/products", { Cookie: FOREIGN });
  for (const { response } of [first, second]) {
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  expect(second.response.headers()["x-page-cache"]).toBe("hit");
  const [, anonymous] = await twiceUnchanged(request, url);
  expect(anonymous.response.headers()["x-page-cache"]).toBe("hit");
  expect(second.body).toBe(anonymous.body);

  // A copy first made for such a visitor is everyone's too.
  const own = `/products?visit=${uniqueTag()}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = siteVersion();
    const made = await get(request, own + attempt, { Cookie: FOREIGN });
    const plain = await get(request, own + attempt);
    if (siteVersion() !== before) continue;
    expect(made.response.headers()["x-page-cache"]).toBe("miss");
    expect(plain.response.headers()["x-page-cache"]).toBe("hit");
    return;
  }
  throw new Error("the site's version moved under every pair");
});

/** The app's basket cookie (app/models/quote-basket.server.ts), signed with the e2e secret. */
const basketCookie = createCookie("bel_quote", { path: "/", secrets: [SESSION_SECRET] });
async function basketOf(n: number) {
  const tag = uniqueTag().toLowerCase();
  const lines = Array.from({ length: n }, (_, i) => ({ slug: `${tag}-${i}`, qty: 1 }));
  return (await basketCookie.serialize(lines)).split(";")[0];
}
/** The header's Quote link's count, as a screen reader reads it ("3 lines"), or null. */
const quoteCount = (body: string) =>
  /class="mainbar__quote-count">(\d+)<span class="visually-hidden"> (?:<!-- -->)?(lines?)<\/span>/
    .exec(body)
    ?.slice(1, 3)
    .join(" ") ?? null;

test("a quote basket holder's listing shows their count and comes from a copy per number of lines; /quote stays theirs", async ({
  request,
}) => {
  const three = await basketOf(3);
  const [first, second] = await twiceUnchanged(request, "/products", {
    Cookie: `${FOREIGN}; ${three}`,
  });
  expect(quoteCount(first.body)).toBe("3 lines");
  expect(second.response.headers()["x-page-cache"]).toBe("hit");
  expect(quoteCount(second.body)).toBe("3 lines");
  // Another basket of three lines: the same copy; of one line, and none, their own.
  const [, other] = await twiceUnchanged(request, "/products", { Cookie: await basketOf(3) });
  expect(other.response.headers()["x-page-cache"]).toBe("hit");
  expect(other.body).toBe(second.body);
  const [, one] = await twiceUnchanged(request, "/products", { Cookie: await basketOf(1) });
  expect(one.response.headers()["x-page-cache"]).toBe("hit");
  expect(quoteCount(one.body)).toBe("1 line");
  const [, none] = await twiceUnchanged(request, "/products");
  expect(quoteCount(none.body)).toBeNull();

  // A forged basket (its signature refused) is shown no lines and leaves no copy under its claim.
  const forged = `bel_quote=${encodeURIComponent(
    `${Buffer.from(
      JSON.stringify([
        { slug: "a", qty: 1 },
        { slug: "b", qty: 1 },
      ]),
    ).toString("base64")}.forged`,
  )}`;
  const [forgedFirst, forgedSecond] = await twiceUnchanged(
    request,
    () => `/products?visit=${uniqueTag()}`,
    { Cookie: forged },
  );
  for (const answer of [forgedFirst, forgedSecond]) {
    expect(answer.response.headers()["x-page-cache"]).toBe("miss");
    expect(quoteCount(answer.body)).toBeNull();
  }

  // The basket's own page lists its lines: the holder's alone.
  for (let i = 0; i < 2; i++) {
    const { response } = await get(request, "/quote", { Cookie: three });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["x-page-cache"]).toBeUndefined();
  }
});

test("a visitor with a session is answered `private, no-store`, never from nor into the cache", async ({
  playwright,
  baseURL,
}) => {
  const cookie = `${FOREIGN}; ${await sessionCookieHeader(createUser("manager"))}`;
  const staff = await playwright.request.newContext({ baseURL });
  for (const url of ["/", "/products", "/about"]) {
    for (let i = 0; i < 2; i++) {
      const { response } = await get(staff, url, { Cookie: cookie });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers()["x-page-cache"]).toBeUndefined();
      expect(response.headers()["etag"]).toBeUndefined();
    }
  }
  await staff.dispose();
});

test("a flash message: the answer that sets it and the page that shows it are `private, no-store`", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
  });
  // The footer's newsletter box without JavaScript: a bad address, a redirect with a toast.
  const posted = await visitor.post("/newsletter", {
    form: { email: "not-an-address" },
    headers: { Referer: `${baseURL}/about` },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(posted.headers()["set-cookie"]).toMatch(/^bel_toast=/);
  expect(posted.headers()["cache-control"]).toBe("private, no-store");
  const toast = /^bel_toast=[^;]*/.exec(posted.headers()["set-cookie"])![0];

  const shown = await get(visitor, "/about", { Cookie: toast });
  expect(shown.response.status()).toBe(200);
  expect(shown.body).toContain("Please enter a valid email address");
  expect(shown.response.headers()["cache-control"]).toBe("private, no-store");
  expect(shown.response.headers()["x-page-cache"]).toBeUndefined();

  // What the flash page was answered was not kept for the next visitor.
  const [, next] = await twiceUnchanged(visitor, "/about");
  expect(next.response.headers()["x-page-cache"]).toBe("hit");
  expect(next.body).not.toContain("Please enter a valid email address");
  await visitor.dispose();
});

test("public API reads are kept like pages, with their endpoint's own headers; never for another origin's script or a session; a sign-in's cookie is `private, no-store`", async ({
  playwright,
  baseURL,
}) => {
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
  });
  // An address of this test's own, so that its first request is rendered.
  const [first, second] = await twiceUnchanged(
    client,
    () => `/api/bel/products?keyword=${uniqueTag()}`,
  );
  expect(first.response.headers()["x-page-cache"]).toBe("miss");
  expect(second.response.headers()["x-page-cache"]).toBe("hit");
  expect(second.body).toBe(first.body);
  for (const name of ["content-type", "cache-control"]) {
    expect(second.response.headers()[name], name).toBe(first.response.headers()[name]);
  }
  // The site's policy, without the nonce of the answer it was kept from (server/security-headers.js).
  expect(second.response.headers()["content-security-policy"]).toBe(
    first.response.headers()["content-security-policy"].replace(/'nonce-[^']+' /, ""),
  );
  expect(second.response.headers()["cache-control"]).toMatch(/^public\b/);
  expect(second.response.headers()["vary"]).toMatch(/\bOrigin\b/);

  // A script of another origin: its answer depends on the Origin (CORS), so never a copy.
  const foreign = await get(client, "/api/bel/products", { Origin: "https://elsewhere.example" });
  expect(foreign.response.headers()["x-page-cache"]).not.toBe("hit");
  // A staff read is never kept.
  const staff = createUser("admin");
  const staffRead = await get(client, "/api/bel/admin/users", {
    Cookie: await sessionCookieHeader(staff),
  });
  expect(staffRead.response.status()).toBe(200);
  expect(staffRead.response.headers()["x-page-cache"]).toBeUndefined();
  expect(staffRead.response.headers()["cache-control"]).toBe("private, no-store");

  const user = createUser("manager");
  const login = await client.post("/api/bel/admin-bel", {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  expect(login.headers()["set-cookie"]).toMatch(/bel_session=/);
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  await client.dispose();
});

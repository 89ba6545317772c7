/**
 * The page cache's module (server/page-cache.js) on its own, in front of a stand-in app on an
 * ephemeral port: what it keeps, what it never keeps, and that its memory is bounded by bytes,
 * least recently used first. (tests/e2e/api.page-cache.spec.ts checks it on the real server.)
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "../../server/page-cache.js";
import { nonce } from "../../server/security-headers.js";

/** 1 KiB pages (2 KiB in the cache's reckoning: UTF-16); the cache holds 5 KiB, so two pages. */
/** Two pages fit in MAX_BYTES, three do not. */
const PAGE_CHARS = 2048;
const MAX_BYTES = 5 * 1024;

let version = 1;
let renders = 0;
let base = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;
const cache = pageCache({ version: () => String(version), maxBytes: MAX_BYTES });

function page(nonceValue: string, label: string) {
  const head = `<script nonce="${nonceValue}">/*${label}*/</script>`;
  return head + "x".repeat(PAGE_CHARS - head.length);
}

beforeAll(async () => {
  const app = express();
  app.use(nonce);
  app.use(cache);
  app.get("/page/:n", (req, res) => {
    renders++;
    res.type("html");
    // Streamed in two pieces, as Remix does.
    const body = page(res.locals.cspNonce, `${req.params.n} v${version}`);
    res.write(body.slice(0, 100));
    res.end(body.slice(100));
  });
  app.get("/cookie", (_req, res) => {
    renders++;
    res.cookie("bel_toast", "hello").type("html").send("<p>toast</p>");
  });
  app.get("/missing", (_req, res) => {
    renders++;
    res.status(404).type("html").send("<p>not found</p>");
  });
  app.get("/broken", (_req, res) => {
    renders++;
    res.status(500).type("html").send("<p>error</p>");
  });
  app.get("/admin/thing", (_req, res) => res.type("html").send("<p>staff</p>"));
  server = app.listen(0, "127.0.0.1");
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
  it("serves the second request from memory, with this request's nonce and a strong ETag", async () => {
    const before = renders;
    const { first, firstBody, second, secondBody } = await twice("/page/a");
    expect(renders - before).toBe(1);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    for (const answer of [first, second]) expect(answer.headers.get("vary")).toMatch(/\bCookie\b/);
    const nonces = [firstBody, secondBody].map((b) => /nonce="([^"]+)"/.exec(b)![1]);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(secondBody.replace(nonces[1], nonces[0])).toBe(firstBody);
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get("/page/a", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
  });

  it("renders again once the site's version moves", async () => {
    await twice("/page/b");
    version++;
    const after = await get("/page/b");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain(`b v${version}`);
  });

  it("keeps nothing that sets a cookie, is not a 200, or was asked with a session", async () => {
    for (const path of ["/cookie", "/missing", "/broken"]) {
      const before = renders;
      await twice(path);
      expect(renders - before, path).toBe(2);
    }
    const withCookie = await twice("/cookie");
    expect(withCookie.second.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect((await get("/broken")).headers.get("cache-control")).toBe("no-store");

    const before = renders;
    for (const cookie of ["bel_session=abc", "other=1; bel_toast=xyz"]) {
      const answer = await get("/page/c", { Cookie: cookie });
      expect(answer.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers.get("x-page-cache")).toBeNull();
    }
    expect(renders - before).toBe(2);
    // …nor stored what they were answered.
    expect((await get("/page/c")).headers.get("x-page-cache")).toBe("miss");
    expect((await get("/admin/thing")).headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("memory", () => {
  it("holds at most maxBytes, dropping the least recently used page first", async () => {
    version++;
    cache.cache.clear();
    await get("/page/1");
    await get("/page/2");
    expect((await get("/page/1")).headers.get("x-page-cache")).toBe("hit");
    // A third page does not fit beside two: page 2, used least recently, goes.
    await get("/page/3");
    expect(cache.cache.size).toBe(2);
    expect(cache.cache.calculatedSize).toBeLessThanOrEqual(MAX_BYTES);
    expect((await get("/page/1")).headers.get("x-page-cache")).toBe("hit");
    expect((await get("/page/2")).headers.get("x-page-cache")).toBe("miss");
  });

  it("never keeps a page larger than the whole cache", () => {
    const tiny = pageCache({ version: () => "1", maxBytes: 100 });
    tiny.cache.set("/big", {
      version: "1",
      parts: [Buffer.alloc(200)],
      type: "text/html",
      etag: '"e"',
    });
    expect(tiny.cache.size).toBe(0);
  });
});

/**
 * A page cache for anonymous visitors, in the process: the rendered answer of a public GET (a
 * document, or the data of a client-side navigation) is kept, keyed by its full URL, and served
 * again until the site's version moves (app/models/site-version.server.ts: database triggers move
 * it whenever anything a public page shows changes, from any process).
 *
 *   - Only anonymous requests: no session cookie, no flash toast; staff paths never.
 *   - Only answers that set no cookie, with status 200, as HTML or turbo-stream data.
 *   - A kept copy is the same bytes for every visitor: its inline scripts are trusted by their
 *     hashes in the copy's policy header instead of the nonce they were rendered with (which
 *     leaves the bytes), the rest of the policy as on a rendered page (server/security-headers.js).
 *     So the copy is compressed once, Brotli and gzip beside the plain bytes, when it is kept.
 *   - A hit is answered by {@link PageCache.serve} straight from the HTTP server, before Express
 *     and Remix (server/index.js), with the headers the rendered answer had: nothing is computed
 *     per request but the choice of encoding.
 *   - Cache-Control lets a CDN or reverse proxy in front serve them too (s-maxage with
 *     stale-while-revalidate) and a strong ETag per encoding answers If-None-Match with 304.
 *   - They say `Vary: Cookie, Accept-Encoding`: a proxy never answers a visitor with a session
 *     from that copy, nor one that can't decode it.
 *   - Staff pages and any answer that sets a cookie are `private, no-store`.
 *   - Memory is bounded: least recently used entries go first, by bytes (lru-cache).
 *
 * Public reads of the JSON API are kept the same way when their endpoint says they may be
 * (`cache: "public"` in its registry entry, app/api/endpoint.ts, which makes the answer
 * `Cache-Control: public`): asked anonymously and without an `Origin` header (a CORS answer
 * depends on it). Their copy keeps the answer's own policy, caching headers and ETag.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { validHost } from "./http-guards.js";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Paths whose answers depend on who asks, or are not pages. */
const NEVER =
  /^\/(admin|password|api|uploads|build|healthcheck|newsletter|catalogue\.pdf|sitemap|robots|favicon)/;
const SESSION_COOKIES = /(?:^|;\s*)(bel_session|bel_toast)=/;
const CACHEABLE_TYPE = /^(text\/html|text\/x-script)/;

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Whether the request is one the cache may answer (and its answer one it may keep). */
export function isAnonymousPage(req, path = req.path) {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !NEVER.test(path) &&
    !/^\/admin-/.test(path) &&
    !SESSION_COOKIES.test(req.headers.cookie ?? "")
  );
}

const API_READ = /^\/api\/bel\//;
const JSON_TYPE = /^application\/json/;

/**
 * Whether the request is an API read the cache may answer (and its answer one it may keep, if
 * the endpoint marked it public): anonymous, and not from another origin's script.
 */
export function isAnonymousApiRead(req, path = req.path) {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    API_READ.test(path) &&
    req.headers.origin === undefined &&
    req.headers.authorization === undefined &&
    !SESSION_COOKIES.test(req.headers.cookie ?? "")
  );
}

/** Staff pages and the password pages: never kept by anyone. */
const PRIVATE_PATHS = /^\/(admin|password)(\/|-|$)/;
/** Answers that are not pages: their routes say how they may be kept. */
const ASSETS = /^\/(api|uploads|build)\//;

/**
 * The last word on caching, said when the head goes out (explicitly or on the first write), after
 * the route has set its own headers: whatever the request, an answer that sets a cookie is
 * `private, no-store`, and a server error is kept by nobody (a proxy would serve it for a minute).
 */
function lastWordOnCaching(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (...args) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (res.getHeader("Set-Cookie")) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      res.removeHeader("ETag");
    } else if (status >= 500 && /public/.test(String(res.getHeader("Cache-Control")))) {
      res.setHeader("Cache-Control", "no-store");
    }
    return writeHead(...args);
  };
}

/** What a rendered answer's headers say that a copy says otherwise, or that Node writes itself. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "content-security-policy",
  "etag",
  "vary",
  "x-page-cache",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
]);

/** Inline scripts: their attributes and their text (which can't hold `</script>`). */
/** The encodings a copy is kept in besides its plain bytes, the smallest first. */
const ENCODINGS = ["br", "gzip"];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The copy of a rendered page that every visitor can be sent: its bytes without the nonce, and
 * the `script-src` sources that trust the scripts the nonce trusted (their SHA-256 hashes).
 * Null when a script can't be trusted by its hash (an external one: a hash covers only inline
 * text, a carriage return, which the browser's parser would change before hashing).
 */
export function sharedCopy(html, nonce) {
  const attribute = ` nonce="${nonce}"`;
  const sources = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (!nonce || !attributes.includes(attribute)) continue;
    if (/\bsrc\s*=/.test(attributes) || text.includes("\r")) return null;
    sources.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { html: nonce ? html.replaceAll(attribute, "") : html, sources: [...new Set(sources)] };
}

/** The path of a request target as the browser sent it (`/a/b?x` → `/a/b`). */
const pathOf = (url) => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

const matches = (header, etag) =>
  Boolean(header) && header.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`);

/**
 * @typedef {{ body: Buffer, headers: Record<string, string | number | string[]> }} Variant
 * @typedef {{ version: string, etags: string[], variants: { identity: Variant, br?: Variant, gzip?: Variant } }} Copy
 */

/**
 * @param {{
 *   version: () => string,
 *   policy: (scriptSources: string[]) => string,
 *   maxBytes?: number,
 *   enabled?: boolean,
 * }} options `policy`: the Content-Security-Policy of a copy whose inline scripts have these hashes.
 */
export function pageCache({ version, policy, maxBytes = 64 * 1024 * 1024, enabled = true }) {
  /** @type {LRUCache<string, Copy>} */
  const cache = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (copy) =>
      Math.max(
        1,
        Object.values(copy.variants).reduce((sum, v) => sum + v.body.length, 0),
      ),
  });
  /** URLs whose copy is being compressed (meanwhile it is served as it is, to everyone). */
  const pending = new Map();

  /**
   * Keeps the copy of a rendered answer: at once as it is, then (off the event loop, in zlib's
   * pool) with its Brotli and gzip encodings beside it, unless the site's version moved meanwhile.
   */
  function keep(key, current, body, headers, nonce, api = false) {
    const copy = api ? { html: body, sources: [] } : sharedCopy(body, nonce);
    if (!copy || pending.has(key)) return;
    const plain = Buffer.from(copy.html);
    // The API's own ETag is the same hash of the same bytes (app/api/dispatch.server.ts).
    const hash = createHash("sha1").update(plain).digest("base64url");
    // Names in lower case, as Node gives them (getHeaders), so that none is said twice. A JSON
    // answer keeps its own policy and caching headers; a page's say what its copy is.
    const shared = api
      ? { ...headers, vary: "Origin, Cookie, Accept-Encoding", "x-page-cache": "hit" }
      : {
          ...headers,
          "content-security-policy": policy(copy.sources),
          "cache-control": PUBLIC_CACHE_CONTROL,
          vary: "Cookie, Accept-Encoding",
          "x-page-cache": "hit",
        };
    const variant = (bytes, encoding, etag) => ({
      body: bytes,
      headers: {
        ...shared,
        ...(encoding ? { "content-encoding": encoding } : {}),
        etag: etag,
        "content-length": bytes.length,
      },
    });
    const etags = [`"${hash}"`, `"${hash}-br"`, `"${hash}-gz"`];
    const identity = variant(plain, null, etags[0]);
    const first = { version: current, etags, variants: { identity } };
    cache.set(key, first);
    const compressed = Promise.all([
      brotli(plain, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      }),
      gzip(plain, { level: 6 }),
    ])
      .then(([br, gz]) => {
        if (cache.peek(key) !== first || version() !== current) return;
        cache.set(key, {
          ...first,
          variants: {
            br: variant(br, "br", etags[1]),
            gzip: variant(gz, "gzip", etags[2]),
            identity,
          },
        });
      })
      .catch((error) => console.error("[bel] page cache: could not compress", key, error))
      .finally(() => pending.delete(key));
    pending.set(key, compressed);
  }

  /**
   * Answers the request from a copy, if there is one it may be answered from; false otherwise.
   * Runs before Express: it checks for itself what the request guards would refuse (then it
   * leaves the request to them), and answers only anonymous GETs and HEADs of pages.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function serve(req, res) {
    if (!enabled || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const url = req.url ?? "";
    if (!url.startsWith("/") || url.startsWith("//") || !validHost(req.headers.host)) return false;
    const path = pathOf(url);
    if (!isAnonymousPage(req, path) && !isAnonymousApiRead(req, path)) return false;
    const copy = cache.get(url);
    if (!copy) return false;
    if (copy.version !== version()) {
      cache.delete(url);
      return false;
    }
    // Brotli first when the browser takes both (smaller), whatever order it lists them in.
    const encoding = new Negotiator(req).encoding(Object.keys(copy.variants), ENCODINGS);
    if (!encoding) return false;
    const { body, headers } = copy.variants[encoding];
    const held = copy.etags.find((etag) => matches(req.headers["if-none-match"], etag));
    if (held) {
      // Without a policy header: the browser keeps the one of the copy it has. The ETag is the
      // one it holds (its copy may be plain bytes kept before the compressed ones were ready).
      res.removeHeader("Content-Security-Policy");
      res.writeHead(304, {
        etag: held,
        "cache-control": headers["cache-control"],
        vary: headers.vary,
        "x-page-cache": "hit",
      });
      res.end();
      return true;
    }
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** Express middleware: the caching headers of every answer, and keeping what may be kept. */
  const middleware = (req, res, next) => {
    lastWordOnCaching(res);
    const api = isAnonymousApiRead(req);
    if (!api && !isAnonymousPage(req)) {
      if (
        PRIVATE_PATHS.test(req.path) ||
        (SESSION_COOKIES.test(req.headers.cookie ?? "") && !ASSETS.test(req.path))
      ) {
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
      return next();
    }
    if (serve(req, res)) return;

    // A miss: let the app answer, keep a copy if it may be kept.
    const key = req.originalUrl;
    const current = version();
    const nonce = res.locals.cspNonce ?? "";
    if (!api) {
      // A proxy in front keeps one copy for visitors without a session, never serving it to one.
      res.vary("Cookie");
      res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
    }
    res.setHeader("X-Page-Cache", enabled ? "miss" : "off");
    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    let kept = enabled && req.method === "GET" && !pending.has(key);
    let headers = {};
    const check = () => {
      if (res.getHeader("Set-Cookie") || res.statusCode !== 200) kept = false;
      const type = String(res.getHeader("Content-Type"));
      if (api) {
        // Only what its endpoint declared public (its registry entry's `cache: "public"`).
        if (!JSON_TYPE.test(type) || !/\bpublic\b/.test(String(res.getHeader("Cache-Control")))) {
          kept = false;
        }
      } else if (!CACHEABLE_TYPE.test(type)) {
        kept = false;
      }
    };
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (...args) => {
      check();
      if (kept) {
        // Before the compression middleware adds its own: the headers the route and ours set.
        headers = Object.fromEntries(
          Object.entries(res.getHeaders()).filter(
            ([name]) => !NOT_REPLAYED.has(name) || (api && name === "content-security-policy"),
          ),
        );
      }
      return writeHead(...args);
    };
    res.write = (chunk, ...rest) => {
      if (kept && chunk) chunks.push(Buffer.from(chunk));
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      if (kept && chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
      check();
      const result = end(chunk, ...rest);
      if (kept) keep(key, current, Buffer.concat(chunks).toString("utf8"), headers, nonce, api);
      return result;
    };
    next();
  };
  middleware.cache = cache;
  middleware.serve = serve;
  /** Resolves once the copies kept so far are compressed (for tests). */
  middleware.settled = () => Promise.all(pending.values()).then(() => undefined);
  return middleware;
}

/**
 * A page cache for anonymous visitors, in the process: the rendered answer of a public GET (a
 * document, or the data of a client-side navigation) is kept, keyed by its full URL, and served
 * again until the site's version moves (app/models/site-version.server.ts: database triggers move
 * it whenever anything a public page shows changes, from any process).
 *
 *   - Only anonymous requests: no session cookie, no flash toast; staff paths never.
 *   - Only answers that set no cookie, with status 200, as HTML or turbo-stream data.
 *   - The CSP nonce baked into a cached document is replaced by this request's nonce, which the
 *     policy header (server/security-headers.js) carries: one nonce per answer, as without cache.
 *   - Cache-Control lets a CDN or reverse proxy in front serve them too (s-maxage with
 *     stale-while-revalidate) and a strong ETag answers If-None-Match with 304 (without a policy
 *     header, so the browser keeps the one that matches the copy it has).
 *   - They say `Vary: Cookie`: a proxy never answers a visitor with a session from that copy.
 *   - Staff pages and any answer that sets a cookie are `private, no-store`.
 *   - Memory is bounded: least recently used entries go first, by bytes (lru-cache).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/** Paths whose answers depend on who asks, or are not pages. */
const NEVER =
  /^\/(admin|password|api|uploads|build|healthcheck|newsletter|catalogue\.pdf|sitemap|robots|favicon)/;
const SESSION_COOKIES = /(?:^|;\s*)(bel_session|bel_toast)=/;
const CACHEABLE_TYPE = /^(text\/html|text\/x-script)/;
const NONCE_PLACEHOLDER = "__BEL_NONCE__";

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Whether the request is one the cache may answer (and its answer one it may keep). */
export function isAnonymousPage(req) {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !NEVER.test(req.path) &&
    !/^\/admin-/.test(req.path) &&
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

/** The page's bytes with `nonce` where the placeholder was. */
function withNonce(parts, nonce) {
  if (parts.length === 1) return parts[0];
  const value = Buffer.from(nonce);
  const list = [parts[0]];
  for (let i = 1; i < parts.length; i++) list.push(value, parts[i]);
  return Buffer.concat(list);
}

const matches = (header, etag) =>
  Boolean(header) && header.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`);

/**
 * @param {{ version: () => string, maxBytes?: number, enabled?: boolean }} options
 */
export function pageCache({ version, maxBytes = 64 * 1024 * 1024, enabled = true }) {
  /**
   * A page is kept as the bytes between its nonces, so that a hit only copies them around this
   * request's nonce (no string replacing and encoding of the whole page on every request).
   * @type {LRUCache<string, { version: string, parts: Buffer[], type: string, etag: string }>}
   */
  const cache = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) =>
      Math.max(
        1,
        entry.parts.reduce((sum, p) => sum + p.length, 0),
      ),
  });

  const middleware = (req, res, next) => {
    lastWordOnCaching(res);
    if (!isAnonymousPage(req)) {
      if (
        PRIVATE_PATHS.test(req.path) ||
        (SESSION_COOKIES.test(req.headers.cookie ?? "") && !ASSETS.test(req.path))
      ) {
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
      return next();
    }
    const key = req.originalUrl;
    const current = version();
    const nonce = res.locals.cspNonce ?? "";
    const hit = enabled ? cache.get(key) : undefined;
    // A proxy in front keeps one copy for visitors without a session, never serving it to one.
    res.vary("Cookie");
    if (hit && hit.version === current) {
      res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      res.setHeader("ETag", hit.etag);
      res.setHeader("X-Page-Cache", "hit");
      if (matches(req.headers["if-none-match"], hit.etag)) {
        res.removeHeader("Content-Security-Policy");
        res.status(304).end();
        return;
      }
      res.status(200).type(hit.type);
      res.end(req.method === "HEAD" ? undefined : withNonce(hit.parts, nonce));
      return;
    }

    // A miss: let the app answer, keep a copy if it may be kept.
    res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
    res.setHeader("X-Page-Cache", enabled ? "miss" : "off");
    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    let keep = enabled && req.method === "GET";
    const check = () => {
      if (res.getHeader("Set-Cookie")) keep = false;
      if (res.statusCode !== 200 || !CACHEABLE_TYPE.test(String(res.getHeader("Content-Type")))) {
        keep = false;
      }
    };
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (...args) => {
      check();
      return writeHead(...args);
    };
    res.write = (chunk, ...rest) => {
      if (keep && chunk) chunks.push(Buffer.from(chunk));
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      if (keep && chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
      check();
      if (keep) {
        const body = Buffer.concat(chunks).toString("utf8");
        const stored = nonce ? body.replaceAll(nonce, NONCE_PLACEHOLDER) : body;
        const etag = `"${createHash("sha1").update(stored).digest("base64url")}"`;
        cache.set(key, {
          version: current,
          parts: stored.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)),
          type: String(res.getHeader("Content-Type")),
          etag,
        });
      }
      return end(chunk, ...rest);
    };
    next();
  };
  middleware.cache = cache;
  return middleware;
}

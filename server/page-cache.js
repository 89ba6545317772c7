/**
 * A page cache in the process, for visitors who send no credentials. It keeps what the app marks
 * shared and nothing else: an answer that carries the header SHARED_MARK, which the app sets on
 * what is the same for every such visitor (app/utils/http-cache.server.ts: anonymous pages and
 * their data, the JSON API's public reads). The copy is keyed by the full URL and sent again
 * until the site's version moves (the app's `version`, read before the answer is made: database
 * triggers move it whenever anything a public page shows changes, from any process).
 *
 * It knows nothing else of the app, and follows HTTP:
 *
 *   - Only a GET or HEAD without an Authorization header is answered from it, and only such a GET
 *     is kept, and only for a visitor whose cookies `visitor` reads as a variant of the page (a
 *     string; null: only the app may answer). Without `visitor`, any cookie is null, as with a
 *     shared cache in front (RFC 9111 §3.5; a cookie is how the app tells visitors apart). The
 *     app's reading (server/index.js passes it: app/utils/site-cookies.ts, docs/page-cache.md)
 *     ignores cookies it never reads, sends a visitor with a session, a flash message or a sent
 *     quote's confirmation to the app, and reads a quote basket as its number of lines: `quote=3`.
 *   - A copy is kept under its URL and variant, and only when the answer says it is that variant
 *     (the header SHARED_VARIANT, "" when absent): the app says which variant it rendered (the
 *     basket's lines it showed), so a request whose cookies claim what the app did not render (a
 *     forged basket) never leaves a copy under its claim.
 *   - A kept answer is the app's: status 200, its headers (Cache-Control included), its body. It
 *     sets no cookie. A request that carries a header the answer varies on (an Origin, to which
 *     the API's CORS answers vary) is never answered from it; a copy says `Vary: Cookie` too.
 *   - A copy is the same bytes for every visitor: `share` makes it from the answer
 *     (server/security-headers.js: no nonce in it, its scripts trusted by their hashes), or says
 *     there can be none. So it is compressed once, with Brotli, and only those bytes are kept
 *     (about a sixth of the plain ones; docs/deploy.md, "Memory"): every browser takes Brotli
 *     over HTTPS. For the first client that takes gzip and no Brotli, or neither, the copy's gzip
 *     or plain bytes are made from the Brotli ones, and kept beside them from then on.
 *   - A hit is answered by {@link PageCache.serve} straight from the HTTP server, before Express
 *     and Remix (server/index.js), with the headers the answer had: nothing is computed per
 *     request but the choice of encoding. A strong ETag per encoding answers If-None-Match
 *     with 304.
 *   - The mark never leaves the server: an answer that had it says `X-Page-Cache: miss` (or
 *     `off` while the cache is turned off), a copy `hit`.
 *   - Memory is bounded: least recently used entries go first, by bytes (lru-cache). 8 MB of
 *     Brotli copies by default: about 850 listing pages, as many as 64 MB held while each copy
 *     was kept plain, Brotli- and gzip-compressed.
 *   - What an answer was, for the server alone: an answer may carry the `tally` header (the
 *     search the listing answered: app/models/search-counts.server.ts). It is never sent; it is
 *     kept with a copy; and every answer to a GET that has it, rendered or from a copy, is
 *     counted (`tally.count(req, value)`), so a visitor's search counts however it was answered.
 *
 * And the last word on every answer's caching, whatever it says: one that sets a cookie is
 * `private, no-store`, and a server error is kept by nobody.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { validHost } from "./http-guards.js";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The header by which the app marks an answer the cache may keep (lower case, as Node's). */
const SHARED_MARK = "x-shared-answer";
/** The header by which the app says which variant of the page an answer is ("" when absent). */
const SHARED_VARIANT = "x-shared-variant";
const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Without a reading of cookies: a request with any cookie is only the app's to answer. */
const noCookies = (cookie) => (cookie ? null : "");

/** The key of a copy: its URL, and its variant when there is one. */
const keyOf = (url, variant) => (variant ? `${url}\n${variant}` : url);

/**
 * The last word on caching, said when the head goes out (explicitly or on the first write), after
 * the route has set its own headers: whatever the request, an answer that sets a cookie is
 * `private, no-store`, and a server error is kept by nobody (a proxy would serve it for a minute).
 */
function lastWordOnCaching(res, status) {
  if (res.getHeader("Set-Cookie")) {
    res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    res.removeHeader("ETag");
  } else if (status >= 500 && /public/.test(String(res.getHeader("Cache-Control")))) {
    res.setHeader("Cache-Control", "no-store");
  }
}

/** What an answer's headers say that a copy says otherwise, or that Node writes itself. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "x-page-cache",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
]);

/** The encodings a copy is sent in besides its plain bytes, the smallest first. */
const ENCODINGS = ["br", "gzip"];
const brotliDecompress = promisify(zlib.brotliDecompress);

/**
 * Bytes of their own, exactly as long as they are: zlib answers a short result as a piece of its
 * 16 KB output buffer, which kept whole would cost half as much again as a page's Brotli bytes.
 */
function ownBytes(bytes) {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** The names of a Vary header's list (of what Node gives: a string, a list, or nothing). */
const varyNames = (value) =>
  (Array.isArray(value) ? value.join(",") : String(value ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

const matches = (header, etag) =>
  Boolean(header) && header.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`);

/**
 * @typedef {{ body: Buffer, headers: Record<string, string | number | string[]> }} Variant
 * @typedef {{ version: string, etags: string[], varies: string[], tally?: string, plain: Variant["headers"], variants: { identity?: Variant, br?: Variant, gzip?: Variant } }} Copy
 *   `variants` holds the plain bytes until the Brotli ones are ready, then those, and the others
 *   once a client has asked for them; `plain`: the headers of the plain bytes.
 * @typedef {(res: import("express").Response, body: Buffer, headers: Variant["headers"]) => Variant | null} Share
 * @typedef {{ header: string, count: (req: import("node:http").IncomingMessage, value: string) => void }} Tally
 */

/**
 * @param {{
 *   version: () => string,
 *   share?: Share,
 *   maxBytes?: number,
 *   enabled?: boolean,
 *   tally?: Tally,
 *   visitor?: (cookie: string | undefined) => string | null,
 * }} options `share`: the copy of an answer that every visitor may be sent, or null (as it is,
 * unless given). `tally`: the header by which the app says what an answer was, and what counts
 * each answer that carries it. `visitor`: the variant of a page a Cookie header may be answered
 * with, or null when only the app may answer it (unless given: null for any cookie).
 */
export function pageCache({
  version,
  share = (_res, body, headers) => ({ body, headers }),
  maxBytes = 8 * 1024 * 1024,
  enabled = true,
  tally,
  visitor = noCookies,
}) {
  /** The variant of a page the request may be answered with and kept as, or null: the app's. */
  const variantOf = (req) =>
    (req.method === "GET" || req.method === "HEAD") && !req.headers.authorization
      ? visitor(req.headers.cookie)
      : null;
  const tallyHeader = tally?.header.toLowerCase();
  /** Counts an answer to a GET by what it was; counting never fails an answer. */
  function count(req, value) {
    if (!tally || value === undefined || req.method !== "GET") return;
    try {
      tally.count(req, String(value));
    } catch (error) {
      console.error("[bel] page cache: could not count", req.url, error);
    }
  }

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
   * Keeps the copy of an answer: at once as it is, then (off the event loop, in zlib's pool)
   * Brotli-compressed instead, unless the site's version moved meanwhile.
   */
  function keep(key, current, res, body, headers, varies, tallied) {
    const copy = share(res, body, headers);
    if (!copy || pending.has(key)) return;
    const plain = copy.body;
    // The API's own ETag is the same hash of the same bytes (app/api/dispatch.server.ts).
    const hash = createHash("sha1").update(plain).digest("base64url");
    const shared = {
      ...copy.headers,
      vary: [...varies, "Cookie", "Accept-Encoding"].join(", "),
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
    const lowered = varies.map((name) => name.toLowerCase());
    const first = {
      version: current,
      etags,
      varies: lowered,
      tally: tallied,
      plain: identity.headers,
      variants: { identity },
    };
    cache.set(key, first);
    const compressed = brotli(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    })
      .then((br) => {
        if (cache.peek(key) !== first || version() !== current) return;
        // The Brotli bytes alone from now on: the others are made from them.
        cache.set(key, { ...first, variants: { br: variant(ownBytes(br), "br", etags[1]) } });
      })
      .catch((error) => console.error("[bel] page cache: could not compress", key, error))
      .finally(() => pending.delete(key));
    pending.set(key, compressed);
  }

  /**
   * Answers the request from a copy, if there is one it may be answered from; false otherwise.
   * Runs before Express: it checks for itself what the request guards would refuse (then it
   * leaves the request to them).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function serve(req, res) {
    const variant = enabled ? variantOf(req) : null;
    if (variant === null) return false;
    const url = req.url ?? "";
    if (!url.startsWith("/") || url.startsWith("//") || !validHost(req.headers.host)) return false;
    const key = keyOf(url, variant);
    const copy = cache.get(key);
    if (!copy || copy.varies.some((name) => req.headers[name] !== undefined)) return false;
    if (copy.version !== version()) {
      cache.delete(key);
      return false;
    }
    // Brotli first when the browser takes both (smaller), whatever order it lists them in; gzip
    // or the plain bytes, made from the Brotli ones if need be, to a client that takes no Brotli.
    const offered = copy.variants.br ? ["br", "gzip", "identity"] : Object.keys(copy.variants);
    const encoding = new Negotiator(req).encoding(offered, ENCODINGS);
    if (!encoding) return false;
    const kept = copy.variants[encoding];
    const headers = kept ? kept.headers : copy.plain;
    const held = copy.etags.find((etag) => matches(req.headers["if-none-match"], etag));
    if (held) {
      // Without a policy header: the browser keeps the one of the copy it has. The ETag is the
      // one it holds (its copy may be plain bytes kept before the compressed ones were ready).
      res.writeHead(304, {
        etag: held,
        "cache-control": headers["cache-control"],
        vary: headers.vary,
        "x-page-cache": "hit",
      });
      res.end();
      count(req, copy.tally);
      return true;
    }
    count(req, copy.tally);
    const send = (answer) => {
      res.writeHead(200, answer.headers);
      res.end(req.method === "HEAD" ? undefined : answer.body);
    };
    if (kept) send(kept);
    else
      made(key, copy, encoding).then(send, (error) => {
        console.error("[bel] page cache: could not decompress", key, error);
        res.destroy(error);
      });
    return true;
  }

  /** The encodings being made for a copy (by the ETags its versions share), each made once. */
  const making = new WeakMap();

  /**
   * A copy's gzip or plain bytes, made from its Brotli ones the first time a client asks for
   * them, and kept beside them from then on (while the copy is still the one kept under `key`).
   */
  function made(key, copy, encoding) {
    const underWay = making.get(copy.etags) ?? new Map();
    making.set(copy.etags, underWay);
    let variant = underWay.get(encoding);
    if (!variant) {
      variant = brotliDecompress(copy.variants.br.body)
        .then(async (plain) => {
          const body = ownBytes(encoding === "gzip" ? await gzip(plain, { level: 6 }) : plain);
          const headers = { ...copy.plain, "content-length": body.length };
          if (encoding === "gzip")
            Object.assign(headers, { "content-encoding": "gzip", etag: copy.etags[2] });
          const now = cache.peek(key);
          if (now?.etags === copy.etags)
            cache.set(key, {
              ...now,
              variants: { ...now.variants, [encoding]: { body, headers } },
            });
          return { body, headers };
        })
        .finally(() => underWay.delete(encoding));
      underWay.set(encoding, variant);
    }
    return variant;
  }

  /**
   * Express middleware: the last word on every answer's caching, the mark taken off, and keeping
   * what may be kept.
   */
  const middleware = (req, res, next) => {
    const variant = variantOf(req);
    if (variant !== null && serve(req, res)) return;

    const key = keyOf(req.originalUrl, variant);
    let kept = enabled && variant !== null && req.method === "GET" && !pending.has(key);
    // Read before the app reads anything: a copy is never newer than the version it is kept under.
    const current = kept ? version() : "";
    let headers = {};
    let varies = [];
    /** What the app said the answer was (tally), taken off the answer. */
    let tallied;
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (...args) => {
      const status = typeof args[0] === "number" ? args[0] : res.statusCode;
      lastWordOnCaching(res, status);
      if (tallyHeader && res.hasHeader(tallyHeader)) {
        tallied = String(res.getHeader(tallyHeader));
        res.removeHeader(tallyHeader);
        if (status === 200) count(req, tallied);
      }
      const shared = res.hasHeader(SHARED_MARK);
      res.removeHeader(SHARED_MARK);
      const declared = String(res.getHeader(SHARED_VARIANT) ?? "");
      res.removeHeader(SHARED_VARIANT);
      if (shared) res.setHeader("X-Page-Cache", enabled ? "miss" : "off");
      varies = varyNames(res.getHeader("Vary")).filter(
        (name) => !/^(accept-encoding|cookie)$/i.test(name),
      );
      kept &&=
        shared &&
        declared === variant &&
        status === 200 &&
        !res.hasHeader("Set-Cookie") &&
        !varies.some((name) => name === "*" || req.headers[name.toLowerCase()] !== undefined);
      if (kept) {
        // Before the compression middleware adds its own: the headers the route and ours set.
        headers = Object.fromEntries(
          Object.entries(res.getHeaders()).filter(([name]) => !NOT_REPLAYED.has(name)),
        );
      }
      return writeHead(...args);
    };
    if (!kept) return next();

    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    // The head goes out on the first write or the end (through writeHead above), so `kept` is
    // settled once the original write or end has run.
    res.write = (chunk, ...rest) => {
      const result = write(chunk, ...rest);
      if (kept && chunk) chunks.push(Buffer.from(chunk));
      return result;
    };
    res.end = (chunk, ...rest) => {
      const result = end(chunk, ...rest);
      if (kept && chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
      if (kept) {
        kept = false;
        keep(key, current, res, Buffer.concat(chunks), headers, varies, tallied);
      }
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

/**
 * What the HTTP layer refuses before a request reaches Remix, so the app never answers 500 to a
 * malformed request: methods it does not serve, request targets that are not a path, Host
 * headers that do not parse, cross-site state changes of pages, and forged client addresses.
 */

/** Methods the site answers; anything else is refused here. */
export const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"];
/** Methods HTTP defines that the site does not serve (405); unknown ones are 501. */
const KNOWN_UNSERVED = [
  "TRACE",
  "CONNECT",
  "PATCH",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
];

/** The header the server sets to the client's address; any copy a client sends is dropped. */
export const CLIENT_ADDRESS_HEADER = "x-bel-client-address";

function plain(res, status, message, headers = {}) {
  res.status(status);
  res.set({
    "Content-Type": "text/plain; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(message);
}

function refuse(req, res, status, message, headers = {}) {
  if (req.path.startsWith("/api/")) {
    res.status(status);
    res.set({ "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store", ...headers });
    res.json({ success: false, message });
    return;
  }
  plain(res, status, message, headers);
}

/** A Host header that names a host (and port): no brackets left open, no spaces, no path. */
export function validHost(host) {
  if (!host || host.length > 255 || /[\s/\\?#@]/.test(host)) return false;
  try {
    const url = new URL(`http://${host}`);
    return url.host.length > 0;
  } catch {
    return false;
  }
}

/**
 * Express middleware, first in the chain: methods, request targets and Host.
 * `OPTIONS *` (a question about the server as a whole) is answered here.
 */
export function requestGuards(req, res, next) {
  const allow = METHODS.join(", ");
  if (!METHODS.includes(req.method)) {
    const status = KNOWN_UNSERVED.includes(req.method) ? 405 : 501;
    // Answered at once, its body unread: the server drops the body after the answer, or closes
    // the connection gracefully when it is too long (server/unread-body.js).
    return refuse(req, res, status, status === 405 ? "Method not allowed" : "Not implemented", {
      Allow: allow,
    });
  }
  if (req.originalUrl === "*") {
    if (req.method === "OPTIONS") {
      res.status(204).set({ Allow: allow }).end();
      return;
    }
    return plain(res, 400, "Bad request target");
  }
  // Only origin-form targets ("/path?query"): no absolute-form (http://host/…), no "//host".
  if (!req.originalUrl.startsWith("/") || req.originalUrl.startsWith("//")) {
    return plain(res, 400, "Bad request target");
  }
  if (!validHost(req.headers.host)) return plain(res, 400, "Bad Host header");
  try {
    decodeURI(req.path);
  } catch {
    return refuse(req, res, 400, "Malformed address");
  }
  next();
}

/**
 * Page actions are protected by Remix against cross-site posts, but its refusal is a bare 500:
 * answer such a state change here with a 403. (The API checks origins itself, with CORS_ORIGINS.)
 * A write from the site's own address (SITE_URL: behind a proxy, the Host header may be the
 * proxy's upstream name) or from the Host it was sent to is the site's.
 * @param {string} [siteUrl]
 */
export function sameOriginWrites(siteUrl) {
  const siteHost = siteUrl ? new URL(siteUrl).host : null;
  return (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method) || req.path.startsWith("/api/"))
      return next();
    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    if (site === "cross-site") return refuse(req, res, 403, "Cross-site request refused");
    if (!origin) return next();
    let originHost;
    try {
      originHost = new URL(origin).host;
    } catch {
      return refuse(req, res, 403, "Cross-site request refused");
    }
    if (originHost !== req.headers.host && originHost !== siteHost) {
      return refuse(req, res, 403, "Cross-site request refused");
    }
    next();
  };
}

/**
 * The client's address for the app (throttling, audit): the socket's address, or with
 * TRUST_PROXY (app/env.server.ts) the first address of X-Forwarded-For that is not a trusted
 * proxy (Express's `req.ip`). A copy of the header sent by a client is dropped first, so it cannot be forged.
 */
export function clientAddress(req, _res, next) {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
}

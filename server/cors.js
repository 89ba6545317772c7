/**
 * CORS for the JSON API: the origins of CORS_ORIGINS (comma-separated, e.g. the site's own
 * single-page app on a sibling host) may call /api/bel with credentials. Every /api/bel answer
 * says `Vary: Origin`, since what it carries depends on who asks; a listed origin gets
 * Access-Control-Allow-Origin (itself) and -Credentials, and its preflight is answered 204 here.
 * A preflight from any other origin is refused (403), and the API refuses state-changing calls
 * from other origins itself (app/api/dispatch.server.ts), with the same list, parsed once
 * (app/env.server.ts).
 */

export const API_PREFIX = "/api/bel";
export const CORS_METHODS = "GET, HEAD, POST, PUT, DELETE";
export const CORS_HEADERS = "Content-Type, Accept, If-None-Match, X-Requested-With";
/** Headers a script on a listed origin may read besides the simple ones. */
const EXPOSED = "Retry-After, ETag, Allow";

const isApi = (path) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * Express middleware, first in the chain (so refusals of the guards carry `Vary` too): the CORS
 * headers of /api/bel answers and the preflights of listed origins.
 */
export function apiCors(origins) {
  const allowed = new Set(origins);
  return (req, res, next) => {
    if (!isApi(req.path)) return next();
    res.vary("Origin");
    const origin = req.headers.origin;
    const listed = typeof origin === "string" && allowed.has(origin);
    if (listed) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
      res.setHeader("Access-Control-Expose-Headers", EXPOSED);
    }
    if (req.method === "OPTIONS" && req.headers["access-control-request-method"]) {
      res.setHeader("Cache-Control", "no-store");
      if (!listed) {
        res.status(403).json({ success: false, message: "Origin not allowed" });
        return;
      }
      res.setHeader("Access-Control-Allow-Methods", CORS_METHODS);
      res.setHeader("Access-Control-Allow-Headers", CORS_HEADERS);
      res.setHeader("Access-Control-Max-Age", "600");
      res.status(204).end();
      return;
    }
    next();
  };
}

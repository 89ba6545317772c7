/**
 * How long the HTTP server waits for a client (server/index.js). A request, headers and body, must
 * arrive within REQUEST_TIMEOUT_MS (30 s unless set), its headers within 15 s (or the request's
 * time if that is shorter); a client that stalls is answered 408 and its connection closed, so
 * slow clients can't hold the server's sockets for ever.
 */
import http from "node:http";

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 15_000;
// An idle connection stays open longer than a proxy or a client keeps one (60 s is common): the
// side that closes first is then never the server, so a request sent on a connection just as the
// server closes it (a reset, "socket hang up") can't happen. Node's 5 s default made it happen.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** REQUEST_TIMEOUT_MS as milliseconds: a whole number above 0 (0 would turn the limit off). */
export function requestTimeoutMs(value) {
  if (value === undefined || value.trim() === "") return DEFAULT_REQUEST_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(
      `REQUEST_TIMEOUT_MS must be a whole number of milliseconds above 0: "${value}"`,
    );
  }
  return ms;
}

/** A Node HTTP server for `handler` that times requests out after `requestTimeout` ms. */
export function createTimedServer(handler, { requestTimeout = DEFAULT_REQUEST_TIMEOUT_MS } = {}) {
  const server = http.createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node looks for expired requests every 30 s by default, so a 30 s limit could take up to
      // 60 s to act; a quarter of the limit keeps it within 25 % of what it says.
      connectionsCheckingInterval: Math.max(100, Math.floor(requestTimeout / 4)),
    },
    handler,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

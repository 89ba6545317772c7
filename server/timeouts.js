/**
 * How long the HTTP server waits for a client (server/index.js). A request, headers and body, must
 * arrive within REQUEST_TIMEOUT_MS (app/env.server.ts: 30 s unless set), its headers within 15 s
 * (or the request's time if that is shorter); a client that stalls is answered 408 and its
 * connection closed, so slow clients can't hold the server's sockets for ever. A connection on
 * which nothing moves, in either direction, for IDLE_TIMEOUT_MS while a request is open (a client
 * that stops reading its answer) is closed too; between requests, the keep-alive time below
 * applies instead. A body left unread by its answer is dropped or its connection closed
 * (server/unread-body.js).
 */
import http from "node:http";
import { discardUnreadBody } from "./unread-body.js";

const HEADERS_TIMEOUT_MS = 15_000;
// An idle connection stays open longer than a proxy or a client keeps one (60 s is common): the
// side that closes first is then never the server, so a request sent on a connection just as the
// server closes it (a reset, "socket hang up") can't happen. Node's 5 s default made it happen.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * A Node HTTP server for `handler` that times requests out after `requestTimeout` ms and silent
 * connections after `idleTimeout` ms, and never leaves a body its answer did not read hanging
 * (`unreadBody`: the limits of server/unread-body.js, for tests).
 */
export function createTimedServer(handler, { requestTimeout, idleTimeout, unreadBody = {} }) {
  const server = http.createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node looks for expired requests every 30 s by default, so a 30 s limit could take up to
      // 60 s to act; a quarter of the limit keeps it within 25 % of what it says.
      connectionsCheckingInterval: Math.max(100, Math.floor(requestTimeout / 4)),
    },
    (req, res) => {
      discardUnreadBody(req, res, unreadBody);
      handler(req, res);
    },
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's default is no limit at all: a socket nobody reads from or writes to is kept for ever.
  server.timeout = idleTimeout;
  return server;
}

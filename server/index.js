#!/usr/bin/env node
/**
 * The HTTP server: Express in front of the Remix build (as Epic Stack's server/index.ts).
 *
 *   - refuses what must not reach Remix (server/http-guards.js): unknown methods (405/501),
 *     request targets that are not a path and malformed Host headers (400), cross-site page
 *     writes (403), forged client addresses;
 *   - answers the CORS preflights of the origins CORS_ORIGINS lists (server/cors.js);
 *   - knows the client's real address: the socket's, or with TRUST_PROXY the first untrusted hop
 *     of X-Forwarded-For;
 *   - compresses, serves /build and public/ with long caching, times requests and silent
 *     connections out, and drops (or closes the connection of) a body its answer left unread;
 *   - keeps what the app marks shared in its page cache (server/page-cache.js), and reports each
 *     visitor's search to the app's counts, answered by the app or from a copy;
 *   - shuts down gracefully on SIGTERM/SIGINT: stops accepting, finishes the requests in flight
 *     (each answer then the last of its connection, so a proxy's kept-alive connections end too),
 *     then writes the search counts held in memory and closes the database.
 *
 * Its settings are the app's, parsed once (app/env.server.ts) and exported by the build's server
 * entry (app/entry.server.tsx), as is the site's version the page cache keys copies on.
 *
 * `npm start` runs it (scripts/start.js), so does `npm run dev` through `remix dev --manual`.
 */
import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import { backpressure } from "./backpressure.js";
import { apiCors } from "./cors.js";
import { clientAddress, requestGuards, sameOriginWrites } from "./http-guards.js";
import { pageCache } from "./page-cache.js";
import { readsFirst } from "./reads-first.js";
import { nonce, securityHeaders, sharedCopy } from "./security-headers.js";
import { createTimedServer } from "./timeouts.js";

installGlobals({ nativeFetch: true });

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), "..");
const BUILD_PATH = path.join(root, "build", "index.js");
const VERSION_PATH = path.join(root, "build", "version.txt");
const SHUTDOWN_GRACE_MS = 10_000;

async function importBuild() {
  const stat = fs.statSync(BUILD_PATH);
  return import(`${url.pathToFileURL(BUILD_PATH).href}?t=${stat.mtimeMs}`);
}

let build = await importBuild();
/** The settings, as the app parsed them (app/env.server.ts); they stay those of the first build. */
const { env } = build.entry.module;
const MODE = env.NODE_ENV;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
// CORS of /api/bel first, so that every API answer, a refusal of the guards too, says Vary: Origin.
app.use(apiCors(env.CORS_ORIGINS));
app.use(requestGuards);
app.use(nonce);
const headerOptions = {
  production: MODE === "production",
  development: MODE === "development",
  https: Boolean(env.SITE_URL?.startsWith("https:")),
};
app.use(securityHeaders(headerOptions));
app.use(compression());
// After compression: a body written in pieces may wait for the client (server/backpressure.js).
app.use(backpressure);
// The build's scripts and styles as scripts/precompress.js compressed them (Brotli 11 or gzip 9,
// whichever the browser takes), else as they are, compressed by the middleware above.
app.use(
  build.publicPath,
  expressStaticGzip(build.assetsBuildDirectory, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  }),
);
// The other files of public/ (the build is above), looked for on the disk only under the names
// public/ holds when the server starts, not for every page request.
const publicDir = path.join(root, "public");
const publicNames = new Set(fs.readdirSync(publicDir).filter((name) => name !== "build"));
const publicFiles = express.static(publicDir, { maxAge: "1h", index: false });
app.use((req, res, next) =>
  publicNames.has(req.path.split("/")[1]) ? publicFiles(req, res, next) : next(),
);
app.use(sameOriginWrites(env.SITE_URL));
app.use(clientAddress);
app.use(routeHeadersWin);
// Under a burst of writes, pages are answered first (server/reads-first.js).
app.use(readsFirst());
// What the app marks shared is served from memory until the site's version moves (PAGE_CACHE=off:
// never): kept here, answered by the HTTP server below before Express.
const pages = pageCache({
  version: () => build.entry.module.pageCacheVersion(),
  share: sharedCopy(headerOptions),
  enabled: MODE === "production" && env.PAGE_CACHE,
  // The app's reading of a visitor's cookies: which copy of a page they may be answered with
  // (foreign cookies ignored, a basket by its number of lines), or only the app's answer
  // (app/utils/site-cookies.ts).
  visitor: (cookie) => build.entry.module.pageVariant(cookie),
  // The listing marks a search's answer, and the app counts it: by its query and result count
  // only, the user agent and Referer telling bots and repeats apart, never kept
  // (app/models/search-counts.server.ts).
  tally: {
    header: build.entry.module.SEARCH_COUNT_HEADER,
    count: (req, mark) =>
      build.entry.module.countSearch(mark, {
        url: req.originalUrl ?? req.url ?? "/",
        userAgent: req.headers["user-agent"],
        referer: req.headers.referer,
      }),
  },
});
app.use(pages);

if (MODE === "development") {
  // remix dev --manual: take each new build as it lands and tell the dev server.
  fs.watchFile(VERSION_PATH, { interval: 200 }, async () => {
    build = await importBuild();
    broadcastDevReady(build);
  });
  app.all("*", (req, res, next) =>
    createRequestHandler({ build, mode: MODE, getLoadContext })(req, res, next),
  );
} else {
  app.all("*", createRequestHandler({ build, mode: MODE, getLoadContext }));
}

/**
 * The headers above are the defaults of every answer; a route that sets one of them itself (a
 * stored file's sandbox policy, the reset page's Referrer-Policy) replaces it instead of adding
 * a second, conflicting copy (@remix-run/express appends the Response's headers).
 */
function routeHeadersWin(_req, res, next) {
  const append = res.append.bind(res);
  res.append = (field, value) => {
    if (ROUTE_OWNED.has(field.toLowerCase())) {
      res.setHeader(field, value);
      return res;
    }
    return append(field, value);
  };
  next();
}
const ROUTE_OWNED = new Set([
  "content-security-policy",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "cross-origin-resource-policy",
  "cache-control",
]);

/**
 * What loaders and the document renderer get from the server: the CSP nonce of this answer, its
 * backpressure (server/backpressure.js), and for a page's document (not a client-side
 * navigation's `.data`) a place for what loaders render into it without sending it as hydration
 * data (app/utils/document-data.server.ts).
 */
function getLoadContext(req, res) {
  const context = { cspNonce: res.locals.cspNonce, drained: res.locals.drained };
  if ((req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data")) {
    context.documentData = new Map();
  }
  return context;
}

let stopping = false;
/** The answers being made, so that a shutdown can make each the last of its connection. */
const answering = new Set();

// A copy from the page cache is answered before Express: the same bytes and headers for every
// anonymous visitor, so nothing in the chain above has anything to add to them.
const server = createTimedServer(
  (req, res) => {
    if (stopping) lastOnConnection(res);
    else {
      answering.add(res);
      res.on("close", () => answering.delete(res));
    }
    // A page reads the catalogue's version once (app/models/catalogue-version.server.ts).
    build.entry.module.readsOfRequest(req.method, () => {
      if (!pages.serve(req, res)) app(req, res);
    });
  },
  { requestTimeout: env.REQUEST_TIMEOUT_MS, idleTimeout: env.IDLE_TIMEOUT_MS },
);
if (env.HOST) server.listen(env.PORT, env.HOST, onListen);
else server.listen(env.PORT, onListen);

function onListen() {
  console.log(`[bel] http://${env.HOST ?? "localhost"}:${env.PORT} (${MODE})`);
  if (MODE === "development") void broadcastDevReady(build);
}

/**
 * A proxy keeps connections to the server open and sends more requests on them (nginx's upstream
 * keepalive, deploy/nginx/bel.conf): Node goes on answering those after it stops listening. An
 * answer sent while shutting down closes its connection instead, so the proxy connects anew and,
 * refused, sends the next request to another process.
 */
function lastOnConnection(res) {
  if (!res.headersSent) res.setHeader("Connection", "close");
}

function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[bel] ${signal}: finishing the requests in flight…`);
  for (const res of answering) lastOnConnection(res);
  const force = setTimeout(() => {
    console.error("[bel] requests still open after the grace period; closing anyway");
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(() => {
    // The searches counted since the last flush, waiting for the write lock if need be.
    try {
      build.entry.module.flushSearchCounts({ wait: true });
    } catch (error) {
      console.error("[bel] writing the search counts", error);
    }
    // The app's one database client (app/db.server.ts): checkpoint and close the file cleanly.
    try {
      globalThis.__belDb?.$client.close();
    } catch (error) {
      console.error("[bel] closing the database", error);
    }
    console.log("[bel] stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => shutdown(signal));

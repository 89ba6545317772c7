#!/usr/bin/env node
/**
 * The framework floor's HTTP server (docs/deploy.md: "Rendering against the framework's floor"):
 * the floor's build (BEL_FLOOR_DIR/build, made by tests/bench/floor.ts) answered by the adapter and
 * request handler our server uses (server/index.js): Remix's globals, Express, and
 * @remix-run/express's createRequestHandler in production mode, on a plain node:http server.
 *
 * Left out, because they are ours: the page cache, the request guards, CORS, the CSP nonce and
 * security headers, compression, backpressure, the client's address, the ordering of reads
 * before writes, the catalogue version read once per request, the timeouts and graceful
 * shutdown, and the load context (the nonce, the document data). The build's scripts are served
 * as static files, as any Remix app serves them.
 */
import http from "node:http";
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import express from "express";

installGlobals({ nativeFetch: true });

const dir = process.env.BEL_FLOOR_DIR;
if (!dir) throw new Error("BEL_FLOOR_DIR: the folder the floor was built into");
const build = await import(url.pathToFileURL(path.join(dir, "build", "index.js")).href);

const app = express();
app.disable("x-powered-by");
app.use(
  build.publicPath,
  express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y", index: false }),
);
app.all("*", createRequestHandler({ build, mode: "production" }));

http.createServer(app).listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
// Exits, rather than being killed, when the benchmark stops it: `node --cpu-prof` writes its
// profile on exit.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => process.exit(0));

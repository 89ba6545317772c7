/**
 * The framework floor's Remix config (docs/deploy.md: "Rendering against the framework's floor"):
 * our remix.config.js's module format, bundling and future flags, the floor's own app, and the
 * build written where the benchmark says (BEL_FLOOR_DIR, a temporary folder), never into the
 * checkout. tests/bench/floor.ts builds it with `remix build tests/bench/floor`.
 *
 * The tsconfig.json beside this file is ours: through it the compiler reads `~/` as our app/, so
 * the floor's server entry can be our document renderer.
 */
import fs from "node:fs";
import path from "node:path";
import ours from "../../../remix.config.js";

const out = process.env.BEL_FLOOR_DIR;
if (!out) throw new Error("BEL_FLOOR_DIR: the folder to build the floor into");

/**
 * With BEL_FLOOR_ROUTES (a JSON list of our route manifest's routes: id, parentId, path, index),
 * the floor also has a route for each of ours it lacks, each an empty module: the floor with our
 * route table, to tell what the number of our routes costs the framework on every request.
 */
function ourRouteTable() {
  const file = process.env.BEL_FLOOR_ROUTES;
  if (!file) return {};
  const floor = new Set([
    "root",
    "routes/_index",
    "routes/products._index",
    "routes/products.$slug",
  ]);
  return Object.fromEntries(
    JSON.parse(fs.readFileSync(file, "utf8"))
      .filter((route) => !floor.has(route.id))
      .map(({ id, parentId, path, index, caseSensitive }) => [
        id,
        { id, parentId, path, index, caseSensitive, file: "route-of-ours.tsx" },
      ]),
  );
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  routes: async () => ourRouteTable(),
  serverModuleFormat: ours.serverModuleFormat,
  serverDependenciesToBundle: ours.serverDependenciesToBundle,
  future: ours.future,
  appDirectory: "app",
  cacheDirectory: path.join(out, "cache"),
  serverBuildPath: path.join(out, "build", "index.js"),
  assetsBuildDirectory: path.join(out, "public", "build"),
  publicPath: "/build/",
};

/**
 * The framework floor's Remix config (docs/deploy.md: "Rendering against the framework's floor"):
 * our remix.config.js's module format, bundling and future flags, the floor's own app, and the
 * build written where the benchmark says (BEL_FLOOR_DIR, a temporary folder), never into the
 * checkout. tests/bench/floor.ts builds it with `remix build tests/bench/floor`.
 *
 * The tsconfig.json beside this file is ours: through it the compiler reads `~/` as our app/, so
 * the floor's server entry can be our document renderer.
 */
import path from "node:path";
import ours from "../../../remix.config.js";

const out = process.env.BEL_FLOOR_DIR;
if (!out) throw new Error("BEL_FLOOR_DIR: the folder to build the floor into");

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: ours.serverModuleFormat,
  serverDependenciesToBundle: ours.serverDependenciesToBundle,
  future: ours.future,
  appDirectory: "app",
  cacheDirectory: path.join(out, "cache"),
  serverBuildPath: path.join(out, "build", "index.js"),
  assetsBuildDirectory: path.join(out, "public", "build"),
  publicPath: "/build/",
};

/**
 * The framework floor of `npm run bench:pages` (docs/deploy.md: "Rendering against the framework's
 * floor"): a minimal Remix app (tests/bench/floor/) answering our pages' HTML, as our server
 * answered them when the benchmark started, without loaders or database, built with our
 * remix.config.js's settings and our document renderer into a temporary folder and served by
 * Remix's Express adapter as ours is. What our server spends above it is ours.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { RAW_HTML_IDS, withoutFrameworkMarkup } from "./floor/app/framework-markup";
import { root, startServer } from "./server";

const FLOOR = path.join(root, "tests", "bench", "floor");

/**
 * Builds the floor into `dir` (its server build, its browser build and the compiler's cache), and
 * links `dir/node_modules` to ours: the server build imports its packages (react, Remix,
 * html-react-parser) by name, as ours does, and resolves them from where it lies. With
 * `withOurRoutes`, the floor also has a route, an empty module, for each of our routes it lacks
 * (floor/remix.config.js): what the size of our route table costs the framework ("storefront":
 * only the routes outside the admin panel and the API).
 */
export function buildFloor(
  dir: string,
  { withOurRoutes = false }: { withOurRoutes?: false | "all" | "storefront" } = {},
) {
  fs.mkdirSync(dir, { recursive: true });
  const routes = path.join(dir, "our-routes.json");
  if (withOurRoutes) {
    const table = ourRoutes().filter(
      ({ id }) => withOurRoutes === "all" || !/^routes\/(admin|api)($|[._/])/.test(id),
    );
    fs.writeFileSync(routes, JSON.stringify(table));
  }
  const modules = path.join(dir, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, "node_modules"), modules, "dir");
  const build = spawnSync(path.join(root, "node_modules", ".bin", "remix"), ["build", FLOOR], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BEL_FLOOR_DIR: dir,
      ...(withOurRoutes ? { BEL_FLOOR_ROUTES: routes } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error(`building the floor: remix build exited ${build.status}`);
}

/**
 * Our route table, as our build's browser manifest lists it (public/build/manifest-*.js): each
 * route's id, parent, path and whether it is an index.
 */
function ourRoutes() {
  const dir = path.join(root, "public", "build");
  const file = fs.readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no manifest in public/build: run `npm run build` first");
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;
  };
  return Object.values(manifest.routes).map(({ id, parentId, path, index }) => ({
    id,
    parentId,
    path,
    index,
  }));
}

/**
 * The floor built in `dir` (buildFloor), answering `pages` (our HTML by address, as our server
 * sent it); its base URL once it answers the first of them.
 */
export async function startFloor(
  dir: string,
  pages: Record<string, string>,
  nodeOptions: string[] = [],
) {
  const file = path.join(dir, "pages.json");
  fs.writeFileSync(file, JSON.stringify(pages));
  return startServer(root, path.join(FLOOR, "server.js"), {
    ready: Object.keys(pages)[0],
    nodeOptions,
    env: {
      BEL_FLOOR_DIR: dir,
      BEL_FLOOR_PAGES: file,
      // As our server is started (tests/bench/server.ts, startApp).
      MALLOC_ARENA_MAX: "2",
    },
  });
}

/**
 * What keeps the floor from being the floor of these pages, if anything: a page whose HTML the
 * floor does not answer byte for byte (Remix's own scripts aside, which each app writes for
 * itself), or an element the floor would render as elements where ours sends one string.
 */
export async function floorFaults(base: string, pages: Record<string, string>) {
  const faults: string[] = [];
  for (const [url, ours] of Object.entries(pages)) {
    const answer = await fetch(base + url);
    const expected = withoutFrameworkMarkup(ours);
    const got = withoutFrameworkMarkup(await answer.text());
    if (answer.status !== 200) faults.push(`${url}: the floor answered ${answer.status}`);
    else if (got !== expected) {
      let at = 0;
      while (at < expected.length && expected[at] === got[at]) at++;
      faults.push(
        `${url}: the floor's HTML differs at character ${at}:\n` +
          `  ours:  ${JSON.stringify(expected.slice(Math.max(0, at - 60), at + 60))}\n` +
          `  floor: ${JSON.stringify(got.slice(Math.max(0, at - 60), at + 60))}`,
      );
    }
  }
  for (const id of RAW_HTML_IDS) {
    if (!Object.values(pages).some((html) => html.includes(` id="${id}"`))) {
      faults.push(
        `no page has an element with id="${id}" (tests/bench/floor/app/framework-markup.ts)`,
      );
    }
  }
  return faults;
}

/**
 * RemixServer builds React Router's route tree for every page it renders. patches/ makes
 * @remix-run/react's server build (CommonJS) keep that tree per manifest while the route modules
 * are the same ones (applied at install by patch-package, see the README). This holds the kept
 * tree to what the unpatched builder (the package's ESM build, left alone) makes of the app's own
 * manifest, and checks that a changed route module gets a new tree. The same patches keep
 * server-runtime's object of route modules per build, and the partial manifest every page inlines
 * per set of matched routes and parent paths.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { manifestRouteTree, type ManifestRouteObject } from "../routes/manifest";

type Builder = (
  manifest: Record<string, unknown>,
  routeModules: Record<string, unknown>,
  future: object,
  isSpaMode: boolean,
) => ServerRoute[];
type ServerRoute = {
  id: string;
  path?: string;
  index?: boolean;
  Component?: unknown;
  ErrorBoundary?: unknown;
  handle?: unknown;
  children?: ServerRoute[];
};

const require = createRequire(import.meta.url);
const patchedFile = require.resolve("@remix-run/react/dist/routes.js");
const patched = (require(patchedFile) as { createServerRoutes: Builder }).createServerRoutes;
/** The package declares no types for its ESM build's modules: named through a variable. */
const esmBuild = "@remix-run/react/dist/esm/routes.js";
const upstream = ((await import(/* @vite-ignore */ esmBuild)) as { createServerRoutes: Builder })
  .createServerRoutes;

/** The app's manifest as Remix hands it to RemixServer, and a module per route. */
async function appManifest() {
  const manifest: Record<string, object> = {};
  const modules: Record<string, object> = {};
  const walk = (routes: ManifestRouteObject[], parentId?: string) => {
    for (const r of routes) {
      manifest[r.id] = { id: r.id, parentId, path: r.path, index: r.index, hasLoader: true };
      modules[r.id] = { default: function Page() {}, handle: { id: r.id } };
      walk(r.children, r.id);
    }
  };
  walk(await manifestRouteTree());
  return { manifest, modules };
}

const shape = (routes: ServerRoute[]): unknown[] =>
  routes.map((r) => ({
    id: r.id,
    path: r.path,
    index: r.index,
    Component: r.Component,
    handle: r.handle,
    children: r.children ? shape(r.children) : undefined,
  }));

it("is applied: patches/ holds it and the CommonJS build RemixServer uses carries it", () => {
  expect(fs.existsSync("patches/@remix-run+react+2.17.5.patch")).toBe(true);
  expect(fs.readFileSync(patchedFile, "utf8")).toContain("PATCH (bel-cables");
});

it("builds the app's tree as the unpatched builder does, once while nothing changes", async () => {
  const { manifest, modules } = await appManifest();
  const future = { v3_singleFetch: true };
  // Each request hands over a new object of the same modules, as server-runtime does.
  const first = patched(manifest, { ...modules }, future, false);
  expect(shape(first)).toEqual(shape(upstream(manifest, { ...modules }, future, false)));
  expect(Object.keys(modules).length).toBeGreaterThan(50);
  expect(patched(manifest, { ...modules }, future, false)).toBe(first);

  // A route module replaced (a new build in development): a new tree, with the new module.
  const [someId] = Object.keys(modules).filter((id) => id !== "root");
  const replaced = { default: function NewPage() {}, handle: { id: someId } };
  const again = patched(manifest, { ...modules, [someId]: replaced }, future, false);
  expect(again).not.toBe(first);
  expect(shape(again)).toEqual(
    shape(upstream(manifest, { ...modules, [someId]: replaced }, future, false)),
  );
  // Other future flags, or SPA mode: built for the call, as before.
  expect(patched(manifest, { ...modules }, { v3_singleFetch: false }, false)).not.toBe(first);
  expect(patched(manifest, { ...modules }, future, true)).not.toBe(
    patched(manifest, { ...modules }, future, true),
  );
});

it("keeps React Router's static data routes per tree: the same for the same tree, as the unpatched build makes them", async () => {
  const file = require.resolve("react-router-dom/server.js");
  expect(fs.readFileSync(file, "utf8")).toContain("PATCH (bel-cables");
  expect(fs.existsSync("patches/react-router-dom+6.30.4.patch")).toBe(true);
  type StaticRouter = { routes: ServerRoute[]; state: { matches: { route: ServerRoute }[] } };
  type Create = (routes: ServerRoute[], context: object) => StaticRouter;
  const patchedCreate = (require(file) as { createStaticRouter: Create }).createStaticRouter;
  const esmServer = "react-router-dom/server.mjs";
  const upstreamCreate = (
    (await import(/* @vite-ignore */ esmServer)) as { createStaticRouter: Create }
  ).createStaticRouter;

  const { manifest, modules } = await appManifest();
  const tree = patched(manifest, { ...modules }, {}, false);
  const context = (routeIds: string[]) => ({
    basename: "/",
    location: { pathname: "/", search: "", hash: "", state: null, key: "default" },
    matches: routeIds.map((id) => ({
      params: {},
      pathname: "/",
      pathnameBase: "/",
      route: { id },
    })),
    loaderData: {},
    actionData: null,
    errors: null,
  });
  const first = patchedCreate(tree, context(["root", "routes/_index"]));
  const second = patchedCreate(tree, context(["root"]));
  expect(second.routes).toBe(first.routes);
  expect(shape(first.routes)).toEqual(
    shape(upstreamCreate(tree, context(["root", "routes/_index"])).routes),
  );
  // Each router's matches are its own request's, pointing into the kept data routes.
  expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "routes/_index"]);
  expect(second.state.matches.map((m) => m.route.id)).toEqual(["root"]);
  expect(first.state.matches[0].route).toBe(first.routes[0]);
  // Another tree, other data routes.
  expect(patchedCreate([...tree], context(["root"])).routes).not.toBe(first.routes);
});

it("makes server-runtime's route modules object once per build's routes, with every module", () => {
  const file = require.resolve("@remix-run/server-runtime/dist/entry.js");
  expect(fs.readFileSync(file, "utf8")).toContain("PATCH (bel-cables");
  expect(fs.existsSync("patches/@remix-run+server-runtime+2.17.5.patch")).toBe(true);
  type Create = (routes: Record<string, { module: object }>) => Record<string, object>;
  const create = (require(file) as { createEntryRouteModules: Create }).createEntryRouteModules;
  const a = { default: function A() {} };
  const b = { default: function B() {} };
  const routes = { root: { module: a }, "routes/b": { module: b } };
  const modules = create(routes);
  expect(modules).toEqual({ root: a, "routes/b": b });
  expect(create(routes)).toBe(modules);
  // Another build: its own object.
  expect(create({ root: { module: b } })).toEqual({ root: b });
});

it("inlines the partial manifest each address needs, kept for addresses that need the same", async () => {
  const fogFile = require.resolve("@remix-run/react/dist/fog-of-war.js");
  type Router = {
    basename: string;
    routes: ServerRoute[];
    state: { location: { pathname: string }; matches: { route: { id: string } }[] };
  };
  const fog = require(fogFile) as {
    getPartialManifest: (manifest: object, router: Router) => object;
    partialManifestJson: (manifest: object, router: Router) => string;
  };
  const { matchRoutes } = require("@remix-run/router") as {
    matchRoutes: (routes: ServerRoute[], path: string) => { route: ServerRoute }[] | null;
  };
  const { manifest, modules } = await appManifest();
  const routes = patched(manifest, { ...modules }, {}, false);
  const full = { routes: manifest, entry: { module: "/entry.js", imports: [] }, url: "/m.js" };
  const router = (pathname: string): Router => ({
    basename: "/",
    routes,
    state: { location: { pathname }, matches: matchRoutes(routes, pathname) ?? [] },
  });
  for (const pathname of ["/", "/products", "/products/a", "/products/b", "/blog/x", "/a/b/c"]) {
    const json = fog.partialManifestJson(full, router(pathname));
    expect(json).toBe(JSON.stringify(fog.getPartialManifest(full, router(pathname)), null, 2));
    expect(fog.partialManifestJson(full, router(pathname))).toBe(json);
  }
  // Two product pages share one; the listing's is another.
  expect(fog.partialManifestJson(full, router("/products/a"))).toBe(
    fog.partialManifestJson(full, router("/products/b")),
  );
  expect(fog.partialManifestJson(full, router("/products"))).not.toBe(
    fog.partialManifestJson(full, router("/products/a")),
  );
});

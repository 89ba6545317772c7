/**
 * The server matches every request against the route tree several times (server-runtime, the
 * static handler, RemixServer's per-request router, useRoutes), on @remix-run/router's CommonJS
 * build. patches/ memoises that build's matching (applied at install by patch-package, see the
 * README). This holds the patched `matchRoutes` to the unpatched one, the package's ESM build,
 * which the patch leaves alone, on the app's own route tree: the same matches, params, pathnames
 * and warnings, and always the route objects of the tree that was passed in.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AgnosticRouteObject } from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  manifestRoutes,
  manifestRouteTree,
  root,
  type ManifestRouteObject,
} from "../routes/manifest";

type Router = typeof import("@remix-run/router");
type Matches = ReturnType<Router["matchRoutes"]>;

/** The router's own route type is a union our plain manifest objects satisfy only at run time. */
function matchRoutes(
  router: Router,
  routes: ManifestRouteObject[],
  location: string | { pathname: string },
  basename?: string,
): Matches {
  return router.matchRoutes(routes as unknown as AgnosticRouteObject[], location, basename);
}

const MARKER = "PATCH (bel-cables";
const require = createRequire(import.meta.url);
const patchedFile = require.resolve("@remix-run/router");
const patched = require("@remix-run/router") as Router;
const upstreamFile = require.resolve("@remix-run/router/dist/router.js");
const upstream = (await import("@remix-run/router/dist/router.js")) as unknown as Router;

const paramValues = ["abc", "ABC-12", "caf%C3%A9", "a%2Fb", "x%20y", "%E0%A4%A"];

/** Every route's own path with its params filled, and what a visitor may type around them. */
async function samplePaths(): Promise<string[]> {
  const paths = new Set<string>(["", "/", "//", "/nope", "/admin/nope/deeper", "/api/bel/"]);
  for (const route of await manifestRoutes()) {
    for (const value of paramValues) {
      const filled =
        "/" +
        route.path
          .split("/")
          .map((segment) =>
            segment === "*" ? `${value}/b/c` : segment.startsWith(":") ? value : segment,
          )
          .join("/");
      paths.add(filled);
      paths.add(`${filled}/`);
      paths.add(`${filled}//`);
      paths.add(filled.toUpperCase());
      paths.add(`${filled}/unknown`);
    }
  }
  return [...paths];
}

function routesById(routes: ManifestRouteObject[], byId = new Map<string, ManifestRouteObject>()) {
  for (const route of routes) {
    byId.set(route.id, route);
    routesById(route.children, byId);
  }
  return byId;
}

function summary(matches: Matches) {
  return (
    matches?.map((match) => ({
      id: match.route.id,
      params: match.params,
      pathname: match.pathname,
      pathnameBase: match.pathnameBase,
      sharesParams: match.params === matches[0].params,
    })) ?? null
  );
}

const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
afterEach(() => warn.mockClear());

/** Matches with both builds, holds them equal, and returns the patched build's matches. */
function expectSameMatches(
  routes: ManifestRouteObject[],
  location: string | { pathname: string },
  basename?: string,
) {
  warn.mockClear();
  const mine = matchRoutes(patched, routes, location, basename);
  const myWarnings = warn.mock.calls.map((call) => call.join(" "));
  warn.mockClear();
  const theirs = matchRoutes(upstream, routes, location, basename);
  const theirWarnings = warn.mock.calls.map((call) => call.join(" "));
  const label = `${JSON.stringify(location)} under basename ${basename}`;
  expect(summary(mine), label).toStrictEqual(summary(theirs));
  expect(myWarnings, label).toStrictEqual(theirWarnings);
  const own = routesById(routes);
  for (const match of mine ?? []) expect(match.route, label).toBe(own.get(match.route.id ?? ""));
  return mine;
}

describe("the patched route matching of @remix-run/router", () => {
  it("is applied: patches/ holds it and the CommonJS build the server loads carries it", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    const { version } = require("@remix-run/router/package.json") as { version: string };
    const patchFile = path.join(root, "patches", `@remix-run+router+${version}.patch`);
    expect(pkg.scripts.postinstall).toBe("patch-package");
    expect(pkg.dependencies["patch-package"]).toBeDefined();
    expect(fs.readFileSync(patchFile, "utf8")).toContain(MARKER);
    expect(patchedFile).toMatch(/router\.cjs\.js$/);
    expect(fs.readFileSync(patchedFile, "utf8")).toContain(MARKER);
    expect(fs.readFileSync(upstreamFile, "utf8")).not.toContain(MARKER);
  });

  it("matches the app's routes as the unpatched build does, call after call", async () => {
    const tree = await manifestRouteTree();
    const paths = await samplePaths();
    let matched = 0;
    for (let round = 0; round < 3; round++) {
      for (const pathname of paths) {
        if (expectSameMatches(tree, pathname)) matched++;
        expectSameMatches(tree, { pathname });
      }
    }
    // The samples reach every route, so the comparison is not one of nulls.
    expect(matched).toBeGreaterThan(paths.length);
    const reached = new Set(
      paths.flatMap((p) => matchRoutes(patched, tree, p)?.map((m) => m.route.id) ?? []),
    );
    expect(reached.size).toBe(routesById(tree).size);
  });

  it("matches under a basename as the unpatched build does", async () => {
    const tree = await manifestRouteTree();
    const paths = await samplePaths();
    for (const basename of ["/", "/shop", "/shop/", "/SHOP"]) {
      for (const pathname of paths.slice(0, 150)) {
        expectSameMatches(tree, `/shop${pathname}`, basename);
        expectSameMatches(tree, pathname, basename);
      }
    }
  });

  it("returns the route objects of each fresh tree of the same shape it is given", async () => {
    const paths = await samplePaths();
    const trees = [await manifestRouteTree(), await manifestRouteTree(), await manifestRouteTree()];
    for (const pathname of paths) {
      for (const tree of trees) expectSameMatches(tree, pathname);
    }
  });

  it("follows a tree changed in place between calls", async () => {
    const tree = await manifestRouteTree();
    const extra = ["/admin/added/1", "/about/team", "/products/special", "/articles/x", "/"];
    extra.push("/admin/reviews/products", "/ADMIN/REVIEWS/PRODUCTS");
    const paths = [...(await samplePaths()).filter((_, n) => n % 3 === 0), ...extra];
    const byId = routesById(tree);
    const children = (id: string) => byId.get(id)!.children;
    const changes = [
      // A new first child shifts the position of every sibling after it.
      () => children("root").unshift({ id: "added", path: "products/special", children: [] }),
      () => children("routes/admin").push({ id: "added-admin", path: "added/:x", children: [] }),
      () => children("routes/about").push({ id: "about-team", path: "team", children: [] }),
      () => (byId.get("routes/blog.$slug")!.path = "articles/:slug"),
      () => (byId.get("routes/_index")!.index = false),
      // A route with an empty path matches; one with none (a pathless layout) does not.
      () => (byId.get("routes/_index")!.path = ""),
      () => (byId.get("routes/admin.reviews.products")!.caseSensitive = true),
      () => children("root").shift(),
      () => (children("routes/about").length = 0),
    ];
    for (const pathname of paths) expectSameMatches(tree, pathname);
    for (const change of changes) {
      change();
      for (const pathname of paths) expectSameMatches(tree, pathname);
    }
  });

  it("warns about a splat without its slash as often as the unpatched build", async () => {
    const tree = await manifestRouteTree();
    tree[0].children.push({ id: "bad-splat", path: "files*", children: [] });
    for (let round = 0; round < 2; round++) {
      for (const pathname of ["/files", "/files/a", "/nope", "/about"]) {
        expectSameMatches(tree, pathname);
      }
    }
  });
});

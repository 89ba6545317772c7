/**
 * The app's own route manifest, as `remix build` makes it: the flat routes of app/routes plus the
 * routes remix.config.js declares (the sign-in page and its API twin), with each route's full
 * path. Tests that must cover every route read it instead of keeping a list.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "@remix-run/dev/dist/config.js";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const appDir = path.join(root, "app");

export type ManifestRoute = { id: string; file: string; path: string };

export async function manifestRoutes(): Promise<ManifestRoute[]> {
  const config = await readConfig(root);
  const manifest = config.routes;
  const fullPath = (id: string): string => {
    const route = manifest[id];
    const own = route.path ?? "";
    const parent = route.parentId && route.parentId !== "root" ? fullPath(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  return Object.values(manifest)
    .filter((r) => r.id !== "root")
    .map((r) => ({ id: r.id, file: r.file, path: fullPath(r.id) }));
}

export type ManifestRouteObject = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: ManifestRouteObject[];
};

/**
 * The same manifest as the nested route tree the server matches requests against (as
 * server-runtime's `createRoutes` makes it), from the root route down.
 */
export async function manifestRouteTree(): Promise<ManifestRouteObject[]> {
  const config = await readConfig(root);
  const routes = Object.values(config.routes);
  const childrenOf = (parentId: string | undefined): ManifestRouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => ({
        id: r.id,
        path: r.path,
        index: r.index,
        caseSensitive: r.caseSensitive,
        children: childrenOf(r.id),
      }));
  return childrenOf(undefined);
}

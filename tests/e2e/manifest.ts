/**
 * The routes of the production build the e2e server runs, read from its browser manifest
 * (public/build/manifest-*.js): every route with its full path and whether it has a loader or an
 * action. Tests that must cover every route use this, not a hand-kept list.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { ROOT } from "./environment.js";

type Entry = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasAction: boolean;
  hasLoader: boolean;
};

export type BuiltRoute = { id: string; path: string; hasAction: boolean; hasLoader: boolean };

export function builtRoutes(): BuiltRoute[] {
  const dir = path.join(ROOT, "public", "build");
  const file = fs
    .readdirSync(dir)
    .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
    .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t)[0]!.f;
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const json = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    routes: Record<string, Entry>;
  };
  const routes = json.routes;
  const full = (id: string): string => {
    const r = routes[id];
    const parent = r.parentId && r.parentId !== "root" ? full(r.parentId) : "";
    return [parent, r.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((r) => r.id !== "root")
    .map((r) => ({
      id: r.id,
      path: `/${full(r.id)}`,
      hasAction: r.hasAction,
      hasLoader: r.hasLoader,
    }));
}

/**
 * The /api/bel paths the server declares, read from its OpenAPI document: one route module serves
 * them all, so the manifest knows only its splat. Each as a route path (`/api/bel/users/:id`).
 */
export async function apiRoutes(request: APIRequestContext): Promise<BuiltRoute[]> {
  const doc = (await (await request.get("/api/bel/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).map(([template, methods]) => {
    const path = `/api/bel${template.replace(/\{(\w+)\}/g, ":$1")}`;
    const names = Object.keys(methods);
    return {
      id: path,
      path,
      hasLoader: names.includes("get"),
      hasAction: names.some((m) => m !== "get"),
    };
  });
}

/** A concrete URL for a route path: parameters from `values`, a splat as "anything". */
export function urlOf(routePath: string, values: Record<string, string>) {
  return (
    routePath
      .split("/")
      .map((s) =>
        s === "*"
          ? "anything"
          : s.startsWith(":")
            ? (values[s.slice(1).replace(/\?$/, "")] ?? "1")
            : s,
      )
      .join("/")
      .replace(/\/$/, "") || "/"
  );
}

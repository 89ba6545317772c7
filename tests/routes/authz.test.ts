/**
 * The authorisation matrix. The pages come from the app's own route manifest, read with
 * @remix-run/dev's own readConfig (the flat routes of app/routes and those remix.config.js
 * declares), the endpoints from the /api/bel registry that its one route module serves — not from
 * a hand-kept list — so a new admin screen or endpoint is checked the moment it exists, and one
 * without a guard fails here.
 *
 * Covered: every route whose path is /admin or below it, and every /api/bel/admin…, /api/bel/me…
 * and /api/bel/logout route. Each loader (GET) and action (POST for pages; POST, PUT and DELETE
 * for the API) is called as a visitor, a manager and an admin, each call with a fresh session:
 *
 *   visitor   page → redirect to /admin-bel?redirectTo=…   API → 401 JSON
 *   manager   user management → 403 (page and API); everything else → allowed
 *   admin     everything → allowed
 *
 * "Allowed" means the guard let the request through: no sign-in redirect, no 401, no 403, no 5xx
 * (an empty form may well answer 400, a missing record 404, a wrong method 405).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTaxonomy, resetDb } from "../fixtures";
import { createProduct } from "~/models/product.server";
import * as productPage from "~/routes/products.$slug/route";
import * as productDatasheet from "~/routes/products.$slug_.datasheet[.]pdf";
import {
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  run,
  type Answer,
} from "./admin.helpers";
import { endpoints } from "~/api/registry.server";
import { appDir, manifestRoutes, type ManifestRoute } from "./manifest";

const API_ROUTE_FILE = "routes/api.bel.$.ts";

type Role = "visitor" | "manager" | "admin";
type RouteModule = { loader?: (args: any) => unknown; action?: (args: any) => unknown };
type GuardedRoute = { id: string; file: string; path: string; kind: "page" | "api" };

/**
 * The staff pages of the manifest, and the staff endpoints of the registry as the paths the one
 * /api/bel route module serves (`api/bel/admin/users/:id`, from `/admin/users/{id}`).
 */
function guardedRoutes(all: ManifestRoute[]): GuardedRoute[] {
  const pages = all
    .filter((r) => /^admin(\/|$)/.test(r.path))
    .map((r) => ({ ...r, kind: "page" as const }));
  const api = [...new Set(endpoints.map((e) => e.path))]
    .map((template) => `api/bel${template.replace(/\{(\w+)\}/g, ":$1")}`)
    .filter((p) => /^api\/bel\/admin(\/|$)/.test(p) || /^api\/bel\/(me|logout)(\/|$)/.test(p))
    .map((p) => ({ id: p, file: API_ROUTE_FILE, path: p, kind: "api" as const }));
  return [...pages, ...api].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * User management and the audit log: only an admin (docs/decisions.md, Roles); everything else is
 * open to managers too.
 */
const isUserManagement = (p: string) => /^(api\/bel\/)?admin\/(users?|audit)(\/|$)/.test(p);

/**
 * Deleting for good from the bin, one product or all: only an admin (docs/admin.md, Bin); reading
 * the bin and restoring from it are open to managers. The page's admin-only buttons are intents
 * of its one action: ADMIN_ONLY_INTENTS.
 */
const ADMIN_ONLY_CALLS = new Set(["DELETE api/bel/admin/bin"]);
/** Paths whose every endpoint is an admin's: any method of them (the guard answers before 405). */
const ADMIN_ONLY_PATHS = new Set(["api/bel/admin/bin/:id"]);
const ADMIN_ONLY_INTENTS: [path: string, form: Record<string, string>][] = [
  ["admin/bin", { intent: "empty" }],
  ["admin/bin", { intent: "delete-forever", id: "1" }],
];

function expected(
  route: GuardedRoute,
  role: Role,
  method = "GET",
): "signin" | "401" | "403" | "allowed" {
  if (role === "visitor") return route.kind === "page" ? "signin" : "401";
  if (role === "manager" && isUserManagement(route.path)) return "403";
  if (
    role === "manager" &&
    (ADMIN_ONLY_CALLS.has(`${method} ${route.path}`) || ADMIN_ONLY_PATHS.has(route.path))
  )
    return "403";
  return "allowed";
}

function outcome(answer: Answer): "signin" | "401" | "403" | "allowed" | "error" {
  if (
    answer.status >= 300 &&
    answer.status < 400 &&
    answer.location?.startsWith("/admin-bel?redirectTo=")
  )
    return "signin";
  if (answer.status === 401) return "401";
  if (answer.status === 403) return "403";
  if (answer.status >= 500) return "error";
  return "allowed";
}

/** Fills a route path's parameters: ids name a real (throw-away) user, a splat a catalogue screen. */
function urlFor(route: GuardedRoute, targetId: number) {
  const params: Record<string, string> = {};
  const url =
    "/" +
    route.path
      .split("/")
      .map((segment) => {
        if (segment === "*") return (params["*"] = "products");
        if (segment.startsWith(":")) {
          const name = segment.slice(1).replace(/\?$/, "");
          return (params[name] = String(targetId));
        }
        return segment;
      })
      .join("/");
  return { url, params };
}

async function requestAs(role: Role) {
  if (role === "visitor") return undefined;
  const user = insertUser({ role });
  return (await cookieFor(user.id)).cookie;
}

type Call = {
  route: string;
  handler: string;
  role: Role;
  expected: string;
  got: string;
  status: number;
};

/** Calls every handler of a route module as every role; returns what each call gave. */
async function check(route: GuardedRoute, mod: RouteModule): Promise<Call[]> {
  const calls: Call[] = [];
  const handlers: { name: string; fn: RouteModule["loader"]; method: string }[] = [];
  if (mod.loader) handlers.push({ name: "loader", fn: mod.loader, method: "GET" });
  if (mod.action) {
    for (const method of route.kind === "api" ? ["POST", "PUT", "DELETE"] : ["POST"]) {
      handlers.push({ name: `action ${method}`, fn: mod.action, method });
    }
  }
  for (const role of ["visitor", "manager", "admin"] as const) {
    for (const handler of handlers) {
      const target = insertUser({ role: "manager" });
      const { url, params } = urlFor(route, target.id);
      const cookie = await requestAs(role);
      const body =
        handler.method === "GET"
          ? {}
          : route.kind === "api"
            ? { json: {} }
            : { form: {} as Record<string, string> };
      const answer = await run(
        handler.fn,
        makeRequest(url, { method: handler.method, cookie, ...body }),
        params,
      );
      calls.push({
        route: route.path,
        handler: handler.name,
        role,
        expected: expected(route, role, handler.method),
        got: outcome(answer),
        status: answer.status,
      });
    }
  }
  return calls;
}

const routes = guardedRoutes(await manifestRoutes());

beforeAll(() => resetDb());
afterAll(() => {
  expectNoSecretsInAnswers();
});

describe("the authorisation matrix", () => {
  it("finds the staff pages and endpoints", () => {
    const found = routes.map((r) => r.path);
    expect(found).toEqual(
      expect.arrayContaining([
        "admin",
        "admin/*",
        "admin/dashboard",
        "admin/logout",
        "admin/profile",
        "admin/search",
        "admin/synonyms",
        "admin/user/new",
        "admin/users",
        "admin/users/:id",
        "api/bel/admin/products/bulk",
        "api/bel/admin/synonyms",
        "api/bel/admin/synonyms/:id",
        "api/bel/admin/user/new",
        "api/bel/admin/users",
        "api/bel/admin/users/:id",
        "admin/bin",
        "api/bel/admin/bin",
        "api/bel/admin/bin/:id",
        "api/bel/admin/bin/:id/restore",
        "api/bel/admin/products/:slug/versions",
        "api/bel/admin/products/:slug/versions/:number/restore",
        "api/bel/logout",
        "api/bel/me",
        "api/bel/me/passkeys",
        "api/bel/me/passkeys/options",
        "api/bel/me/passkeys/:id",
        "api/bel/me/sessions",
        "api/bel/me/sessions/:handle",
        "api/bel/admin/users/:id/sessions",
        "api/bel/admin/users/:id/two-factor",
      ]),
    );
    // The sign-in page and its API twin are public and not in the matrix.
    expect(found).not.toContain("admin-bel");
    expect(found).not.toContain("api/bel/admin-bel");
    expect(found).not.toContain("api/bel/admin-bel/passkey");
    expect(found).not.toContain("api/bel/admin-bel/passkey/options");
  });

  it.each(routes.map((r) => [r.id, r] as const))("%s", async (_path, route) => {
    const mod = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(appDir, route.file)).href
    )) as RouteModule;
    expect(mod.loader ?? mod.action, `${route.file} has neither loader nor action`).toBeDefined();
    const calls = await check(route, mod);
    const wrong = calls.filter((c) => c.got !== c.expected);
    expect(wrong, JSON.stringify(wrong, null, 1)).toEqual([]);
  });

  it.each(ADMIN_ONLY_INTENTS.map(([p, form]) => [`${p} ${form.intent}`, p, form] as const))(
    "%s: an admin's only",
    async (_name, routePath, form) => {
      const route = routes.find((r) => r.path === routePath)!;
      const mod = (await import(
        /* @vite-ignore */ pathToFileURL(path.join(appDir, route.file)).href
      )) as RouteModule;
      const got: Record<Role, string> = { visitor: "", manager: "", admin: "" };
      for (const role of ["visitor", "manager", "admin"] as const) {
        const answer = await run(
          mod.action,
          makeRequest(`/${routePath}`, { method: "POST", cookie: await requestAs(role), form }),
          {},
        );
        got[role] = outcome(answer);
      }
      expect(got).toEqual({ visitor: "signin", manager: "403", admin: "allowed" });
    },
  );

  it("would catch a route without a guard", async () => {
    const unguarded: RouteModule = {
      loader: () => Response.json({ secret: "catalogue" }),
      action: () => Response.json({ ok: true }, { status: 400 }),
    };
    for (const route of [
      { id: "x", file: "x", path: "admin/new-screen", kind: "page" as const },
      { id: "y", file: "y", path: "api/bel/admin/users/:id/extra", kind: "api" as const },
    ]) {
      const calls = await check(route, unguarded);
      const wrong = calls.filter((c) => c.got !== c.expected);
      expect(wrong.some((c) => c.role === "visitor")).toBe(true);
      if (route.kind === "api")
        expect(wrong.some((c) => c.role === "manager" && c.expected === "403")).toBe(true);
    }
  });
});

/**
 * The storefront's own guard (docs/admin.md, Preview): the page and the datasheet of a product
 * not on the site are a staff member's preview, both roles alike, and a visitor's 404.
 */
describe("the preview of a product not on the site", () => {
  const want: Record<Role, number> = { visitor: 404, manager: 200, admin: 200 };
  const calls = async (role: Role) => {
    const { lan } = createTaxonomy();
    const draft = createProduct({
      name: `Draft ${role}`,
      description: "d",
      categoryId: lan.id,
      status: "draft",
    });
    const cookie = await requestAs(role);
    const params = { slug: draft.slug };
    return {
      page: (
        await run(productPage.loader, makeRequest(`/products/${draft.slug}`, { cookie }), params)
      ).status,
      datasheet: (
        await run(
          productDatasheet.loader,
          makeRequest(`/products/${draft.slug}/datasheet.pdf`, { cookie }),
          params,
        )
      ).status,
    };
  };
  it.each(["visitor", "manager", "admin"] as const)("%s", async (role) => {
    resetDb();
    expect(await calls(role)).toEqual({ page: want[role], datasheet: want[role] });
  });
});

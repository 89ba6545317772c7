/**
 * The endpoint registry against the app itself:
 *
 * - every /api/bel route of the route manifest binds the registry entries of its own path (and
 *   nothing else), and every registry path has its route;
 * - a handler whose answer does not fit its declared schema fails (outside production the
 *   dispatcher checks every answer, so the route tests of each endpoint hold it to its contract);
 * - every GET endpoint answers a status it documents, with a body its schema allows;
 * - the OpenAPI document made from the registry is valid 3.1 and names its shared shapes.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { endpoint } from "~/api/endpoint";
import { dispatch } from "~/api/dispatch.server";
import { openApiDocument } from "~/api/openapi.server";
import { API_PATH, endpoints } from "~/api/registry.server";
import { createProduct } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, expectNoSecretsInAnswers, insertUser, makeRequest, run } from "./admin.helpers";
import { appDir, manifestRoutes } from "./manifest";

type Handler = ((args: unknown) => Promise<Response>) & { [API_PATH]?: string };

/** `api/bel/admin/users/:id` → `/admin/users/{id}` */
const toTemplate = (routePath: string) =>
  "/" +
  routePath
    .replace(/^api\/bel\//, "")
    .split("/")
    .map((s) => (s.startsWith(":") ? `{${s.slice(1)}}` : s))
    .join("/");

const apiRoutes = (await manifestRoutes()).filter(
  (r) => r.path.startsWith("api/bel/") && r.path !== "api/bel/*",
);

let adminId = 0;
let slug = "";

beforeAll(async () => {
  resetDb();
  const t = createTaxonomy();
  slug = createProduct({
    name: "Registry test cable",
    description: "A cable the registry test reads.",
    categoryId: t.lan.id,
    subcategoryId: t.data.id,
    specificationValueIds: [t.lszh.id],
  }).slug;
  adminId = insertUser({ role: "admin" }).id;
});
afterAll(() => {
  expectNoSecretsInAnswers();
});

describe("the registry and the route manifest", () => {
  it("finds the API routes in the manifest", () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(19);
  });

  it.each(apiRoutes.map((r) => [r.path, r] as const))(
    "%s binds the registry entries of its path",
    async (_path, route) => {
      const mod = (await import(
        /* @vite-ignore */ pathToFileURL(path.join(appDir, route.file)).href
      )) as { loader?: Handler; action?: Handler; default?: unknown };
      const template = toTemplate(route.path);
      expect(
        endpoints.some((e) => e.path === template),
        `no registry entry for ${template}`,
      ).toBe(true);
      expect(mod.loader?.[API_PATH], `${route.file}: loader`).toBe(template);
      expect(mod.action?.[API_PATH], `${route.file}: action`).toBe(template);
      expect(mod.default, "an API route renders nothing").toBeUndefined();
    },
  );

  it("has a route for every registry path", () => {
    const routed = new Set(apiRoutes.map((r) => toTemplate(r.path)));
    const missing = [...new Set(endpoints.map((e) => e.path))].filter((p) => !routed.has(p));
    expect(missing).toEqual([]);
  });

  it("declares each method of a path once", () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});

describe("the dispatcher", () => {
  const drifting = endpoint({
    method: "GET",
    path: "/drift",
    summary: "test",
    tag: "test",
    access: "public",
    responses: { 200: { description: "ok", schema: z.strictObject({ success: z.literal(true) }) } },
    // What a handler that drifted from its schema would return.
    handler: () => ({ success: true, extra: "not documented" }) as never,
  });

  it("refuses an answer its schema does not allow (500, logged)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await dispatch([drifting], {
      request: new Request("http://localhost/api/bel/drift"),
      params: {},
    });
    expect(response.status).toBe(500);
    expect(String(log.mock.calls[0]?.[1])).toMatch(/does not allow/);
    log.mockRestore();
  });

  it("answers a method it does not declare with 405 and Allow", async () => {
    const response = await dispatch([drifting], {
      request: new Request("http://localhost/api/bel/drift", { method: "DELETE" }),
      params: {},
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.json()).toMatchObject({ success: false });
  });
});

describe("every GET endpoint", () => {
  const gets = endpoints.filter((e) => e.method === "GET");
  it.each(gets.map((e) => [e.path, e] as const))(
    "%s answers a documented status and shape",
    async (template, e) => {
      const route = apiRoutes.find((r) => toTemplate(r.path) === template)!;
      const mod = (await import(
        /* @vite-ignore */ pathToFileURL(path.join(appDir, route.file)).href
      )) as { loader: Handler };
      const params: Record<string, string> = {};
      const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
        params[name] = name === "slug" ? slug : name === "id" ? "1" : "x";
        return params[name];
      });
      // A session of its own: GET /logout ends the one it is called with.
      const cookie = e.access === "public" ? undefined : (await cookieFor(adminId)).cookie;
      const answer = await run(mod.loader, makeRequest(`/api/bel${url}`, { cookie }), params);
      expect(Object.keys(e.responses).map(Number), answer.text).toContain(answer.status);
      expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    },
  );
});

describe("the OpenAPI document", () => {
  const doc = openApiDocument(endpoints) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    components: { schemas: Record<string, unknown> };
  };

  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("names the shared shapes once and refers to them", () => {
    for (const name of [
      "Product",
      "ProductSummary",
      "Category",
      "Specification",
      "Review",
      "User",
      "Error",
    ]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    const text = JSON.stringify(doc.paths);
    expect(text).not.toContain('"properties"');
    const all = JSON.stringify(doc);
    expect(all.match(/"\$ref":"#\/components\/schemas\/Error"/g)?.length).toBeGreaterThan(20);
    expect(all).toContain('"$ref":"#/components/schemas/Product"');
  });

  it("documents exactly the registry's endpoints", () => {
    const documented = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(documented.sort()).toEqual(endpoints.map((e) => `${e.method} ${e.path}`).sort());
  });
});

/**
 * The endpoint registry against the app itself:
 *
 * - one route module serves all of /api/bel, and every declared path answers through it, routed
 *   to its own declaration; a path nobody declares is a JSON 404;
 * - a handler whose answer does not fit its declared schema fails (outside production the
 *   dispatcher checks every answer, so the route tests of each endpoint hold it to its contract);
 * - every GET endpoint answers a status it documents, with a body its schema allows;
 * - the OpenAPI document made from the registry is valid 3.1 and names its shared shapes.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { endpoint } from "~/api/endpoint";
import { dispatch } from "~/api/dispatch.server";
import { openApiDocument } from "~/api/openapi.server";
import { endpoints, matchEndpoint } from "~/api/registry.server";
import * as apiRoute from "~/routes/api.bel.$";
import { createProduct } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, expectNoSecretsInAnswers, insertUser, makeRequest, run } from "./admin.helpers";
import { manifestRoutes } from "./manifest";

const apiRoutes = (await manifestRoutes()).filter((r) => r.path.startsWith("api/bel"));

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

/**
 * A URL of a declared path: `{slug}` a real product's, `{id}` 1, `{handle}` a session's handle
 * (16 hex characters), any other parameter "x".
 */
const SAMPLE: Record<string, string> = { id: "1", number: "1", handle: "0123456789abcdef" };
function sampleOf(template: string) {
  const params: Record<string, string> = {};
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    params[name] = name === "slug" ? slug : (SAMPLE[name] ?? "x");
    return params[name];
  });
  return { url: `/api/bel${url}`, params };
}

const paths = [...new Set(endpoints.map((e) => e.path))];

describe("the registry and the route", () => {
  it("serves all of /api/bel from one route module", () => {
    expect(apiRoutes.map((r) => r.path)).toEqual(["api/bel/*"]);
  });

  it.each(paths)("%s is routed to its own declaration", (template) => {
    expect(matchEndpoint(sampleOf(template).url)?.path).toBe(template);
  });

  it.each(paths)("%s answers through the route", async (template) => {
    const { url } = sampleOf(template);
    const methods = endpoints.filter((e) => e.path === template).map((e) => e.method);
    const cookie = (await cookieFor(adminId)).cookie;
    // A method the path does not declare: the path's own 405 (or its guard's answer), never the
    // 404 of a path nobody declares.
    const answer = await run(apiRoute.action, makeRequest(url, { method: "PATCH", cookie }), {});
    expect(answer.status, answer.text).toBe(405);
    expect(answer.headers.get("Allow")).toContain(methods[0] === "GET" ? "GET" : methods[0]);
  });

  it("tells a fixed name from a parameter, and decodes parameters", () => {
    expect(matchEndpoint("/api/bel/admin/category/new")?.path).toBe("/admin/category/new");
    expect(matchEndpoint("/api/bel/admin/category/12")).toMatchObject({
      path: "/admin/category/{id}",
      params: { id: "12" },
    });
    expect(matchEndpoint("/api/bel/products/a%20b/")).toMatchObject({
      path: "/products/{slug}",
      params: { slug: "a b" },
    });
  });

  it.each(["/api/bel/nope", "/api/bel/products/a/b", "/api/bel/products/%E0%A4%A", "/api/bel"])(
    "%s names nothing: a JSON 404",
    async (url) => {
      const answer = await run(apiRoute.loader, makeRequest(url), {});
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({ success: false, message: "Not found" });
    },
  );

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
      const { url, params } = sampleOf(template);
      // A session of its own: GET /logout ends the one it is called with.
      const cookie = e.access === "public" ? undefined : (await cookieFor(adminId)).cookie;
      const answer = await run(apiRoute.loader, makeRequest(url, { cookie }), params);
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

/**
 * The OpenAPI 3.1 document of /api/bel, generated from the endpoint declarations: the same zod
 * schemas the dispatcher validates with. Shapes named in components.ts become
 * `#/components/schemas/{Name}` and are referenced, never copied; every answer and request body
 * is a component too (`{operationId}{Status}` when it has no name of its own).
 */
import { z } from "zod";
import { components, componentSchemas, ErrorAnswer, errorResponse } from "~/api/components";
import type { Endpoint } from "~/api/endpoint";
import { env } from "~/env.server";

type Json = Record<string, unknown>;

const REF = "#/components/schemas/";

function operationId(e: Endpoint) {
  const words = e.path
    .replace(/[{}]/g, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return `${e.method.toLowerCase()}${words.join("")}`;
}

/** Strips what JSON Schema adds that OpenAPI components do not need. */
function clean(schema: unknown): Json {
  const json = { ...(schema as Json) };
  delete json.$schema;
  delete json.$id;
  return json;
}

/** File inputs of multipart bodies are binary strings. */
const override: NonNullable<Parameters<typeof z.toJSONSchema>[1]>["override"] = (ctx) => {
  const def = ctx.zodSchema._zod.def as { type: string };
  if (def.type === "custom" || def.type === "file") {
    ctx.jsonSchema.type = "string";
    ctx.jsonSchema.format = "binary";
  }
};

/**
 * Converts every named component plus `extra` (schema → id) in one pass, so each name is defined
 * once and referenced from everywhere else. Input schemas (bodies, parameters) are converted as
 * their input side, with "Input" after names that also have an output form.
 */
function convert(extra: Map<z.ZodType, string>, io: "input" | "output") {
  const registry = z.registry<{ id: string }>();
  const suffix = io === "input" ? "Input" : "";
  for (const schema of componentSchemas) {
    registry.add(schema, { id: components.get(schema)!.id + suffix });
  }
  for (const [schema, id] of extra) if (!registry.has(schema)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override,
    uri: (id) => `${REF}${id}`,
  });
  return {
    schemas: Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, clean(v)])),
    idOf: (schema: z.ZodType) => registry.get(schema)?.id,
  };
}

/** Component names a document references, following refs from the roots. */
function reachable(roots: unknown, schemas: Record<string, Json>) {
  const seen = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(walk);
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string" && v.startsWith(REF)) {
        const name = v.slice(REF.length);
        if (!seen.has(name)) {
          seen.add(name);
          walk(schemas[name]);
        }
      } else walk(v);
    }
  };
  walk(roots);
  return seen;
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = clean(
    z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }),
  ) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, prop]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    ...(prop.description ? { description: prop.description } : {}),
    schema: prop,
  }));
}

const CONTENT_TYPES = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
} as const;

export function openApiDocument(endpoints: Endpoint[], serverUrl = "/api/bel") {
  const responseIds = new Map<z.ZodType, string>([[ErrorAnswer, "Error"]]);
  const bodyIds = new Map<z.ZodType, string>();
  for (const e of endpoints) {
    for (const [status, r] of Object.entries(e.responses)) {
      if (r.schema && !responseIds.has(r.schema) && !components.has(r.schema))
        responseIds.set(r.schema, `${operationId(e)}${status}`);
    }
    if (e.body && !bodyIds.has(e.body)) bodyIds.set(e.body, `${operationId(e)}Body`);
  }
  const outputs = convert(responseIds, "output");
  const inputs = convert(bodyIds, "input");
  const ref = (id: string | undefined) => ({ $ref: `${REF}${id}` });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const responses: Record<string, unknown> = {};
    const declared = { ...e.responses };
    declared[400] ??= errorResponse("Invalid input");
    declared[500] ??= errorResponse("Server error");
    if (e.access !== "public") {
      declared[401] ??= errorResponse("Not signed in");
      declared[403] ??= errorResponse("Signed in without the role");
    }
    for (const [status, r] of Object.entries(declared)) {
      responses[status] = r.schema
        ? {
            description: r.description,
            content: { "application/json": { schema: ref(outputs.idOf(r.schema)) } },
          }
        : { description: r.description };
    }
    const bodyRef = e.body ? ref(inputs.idOf(e.body)) : undefined;
    paths[e.path] ??= {};
    paths[e.path][e.method.toLowerCase()] = {
      summary: e.summary,
      tags: [e.tag],
      operationId: operationId(e),
      ...(e.access !== "public" ? { security: [{ session: [] }] } : {}),
      ...(e.access === "admin" ? { description: "Admins only." } : {}),
      parameters: [...parameters(e.params, "path"), ...parameters(e.query, "query")],
      ...(bodyRef
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                (e.accepts ?? ["json"]).map((k) => [CONTENT_TYPES[k], { schema: bodyRef }]),
              ),
            },
          }
        : {}),
      responses,
    };
  }

  const used = reachable(paths, { ...outputs.schemas, ...inputs.schemas });
  const schemas = Object.fromEntries(
    Object.entries({ ...outputs.schemas, ...inputs.schemas }).filter(([name]) => used.has(name)),
  );
  return {
    openapi: "3.1.0" as const,
    info: {
      title: `${env.BRAND_NAME} API`,
      version: "1.0.0",
      description:
        `The JSON API of the ${env.BRAND_NAME} catalogue. ` +
        "Errors are always `{ success: false, message, errors? }`. State-changing calls from another origin are refused; send cookies (credentials: include) for signed-in calls.",
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "bel_session" } },
      schemas,
    },
    paths,
  };
}

import { z } from "zod";
import { staffEndpoints } from "./staff.contract";
import { storefrontEndpoints } from "./storefront.contract";
import type { Endpoint } from "./types";

export const endpoints: Endpoint[] = [...storefrontEndpoints, ...staffEndpoints];

const ErrorBody = z.object({ success: z.literal(false), message: z.string() });

function schema(s: z.ZodType) {
  const json = z.toJSONSchema(s, {
    target: "draft-2020-12",
    unrepresentable: "any",
    io: "input",
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

function parameters(s: z.ZodType | undefined, where: "path" | "query") {
  if (!s) return [];
  const json = schema(s) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, prop]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: prop,
  }));
}

/** OpenAPI 3.1 for the whole /api/bel surface, made from the endpoints' zod schemas. */
export function openApiDocument(serverUrl = "/api/bel") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(e.responses)) {
      responses[status] = r.schema
        ? {
            description: r.description,
            content: { "application/json": { schema: schema(r.schema) } },
          }
        : { description: r.description };
    }
    for (const [status, description] of [
      ["400", "Invalid input"],
      ["500", "Server error"],
    ] as const) {
      responses[status] ??= {
        description,
        content: { "application/json": { schema: schema(ErrorBody) } },
      };
    }
    if (e.auth !== "none") {
      responses["401"] ??= {
        description: "Not signed in",
        content: { "application/json": { schema: schema(ErrorBody) } },
      };
      responses["403"] ??= {
        description: "Signed in without the role",
        content: { "application/json": { schema: schema(ErrorBody) } },
      };
    }
    paths[e.path] ??= {};
    paths[e.path][e.method] = {
      summary: e.summary,
      tags: [e.tag],
      operationId: `${e.method}${e.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
      ...(e.auth !== "none" ? { security: [{ session: [] }] } : {}),
      parameters: [...parameters(e.params, "path"), ...parameters(e.query, "query")],
      ...(e.body
        ? {
            requestBody: {
              required: true,
              content: {
                [e.bodyType === "multipart" ? "multipart/form-data" : "application/json"]: {
                  schema: schema(e.body),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "BEL Cables API",
      version: "1.0.0",
      description:
        "The JSON API of the BEL Cables catalogue. Errors are always `{ success: false, message }`. State-changing calls from another origin are refused; send cookies (credentials: include) for signed-in calls.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "bel_session" } },
    },
    paths,
  };
}

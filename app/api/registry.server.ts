/**
 * Every /api/bel endpoint, in one list. Adding one is: a declaration in an endpoints module
 * (or a new module listed here) and a route file named like its URL whose only line binds it:
 *
 *   // app/routes/api.bel.admin.users.$id.ts
 *   export const { loader, action } = apiRoute("/admin/users/{id}");
 *
 * tests/routes/api-registry.test.ts holds this list against the app's route manifest.
 */
import { z } from "zod";
import type { Endpoint } from "~/api/endpoint";
import { endpoint } from "~/api/endpoint";
import { dispatch } from "~/api/dispatch.server";
import { authEndpoints } from "~/api/endpoints/auth.server";
import { catalogueEndpoints } from "~/api/endpoints/catalogue.server";
import { contentEndpoints } from "~/api/endpoints/content.server";
import { contentAdminEndpoints } from "~/api/endpoints/content-admin.server";
import { emailCodeEndpoints } from "~/api/endpoints/email-codes.server";
import { messageEndpoints } from "~/api/endpoints/messages.server";
import { reviewEndpoints } from "~/api/endpoints/reviews.server";
import { productEndpoints } from "~/api/endpoints/products.server";
import { structureEndpoints } from "~/api/endpoints/structure.server";
import { userEndpoints } from "~/api/endpoints/users.server";
import { openApiDocument } from "~/api/openapi.server";

const openApiEndpoint = endpoint({
  method: "GET",
  path: "/openapi.json",
  summary: "This document",
  tag: "Meta",
  access: "public",
  cache: "public",
  responses: {
    200: { description: "OpenAPI 3.1", schema: z.looseObject({ openapi: z.literal("3.1.0") }) },
  },
  handler: () => openApiDocument(endpoints),
});

export const endpoints: Endpoint[] = [
  ...catalogueEndpoints,
  ...contentEndpoints,
  ...emailCodeEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...reviewEndpoints,
  ...messageEndpoints,
  ...contentAdminEndpoints,
  ...productEndpoints,
  ...structureEndpoints,
  openApiEndpoint,
];

/** Marks the handlers of a route module with the path they serve (the registry test reads it). */
export const API_PATH = Symbol.for("bel.api.path");

type Handler = ((args: {
  request: Request;
  params: Record<string, string | undefined>;
  context?: { drained?: () => Promise<void> };
}) => Promise<Response>) & {
  [API_PATH]?: string;
};

/** The loader and action of the route module of `path`: every method goes through dispatch. */
export function apiRoute(path: string): { loader: Handler; action: Handler } {
  const mine = endpoints.filter((e) => e.path === path);
  if (mine.length === 0) throw new Error(`No /api/bel endpoint is declared for ${path}`);
  const handler: Handler = (args) => dispatch(mine, args);
  handler[API_PATH] = path;
  return { loader: handler, action: handler };
}

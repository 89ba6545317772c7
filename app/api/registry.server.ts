/**
 * Every /api/bel endpoint, in one list, and the one route that serves them all: adding an
 * endpoint is a declaration in an endpoints module (or a new module listed here), nothing more.
 * app/routes/api.bel.$.ts hands every /api/bel request to {@link handleApiRequest}, which finds
 * the declared path the request names and dispatches it (app/api/dispatch.server.ts).
 *
 * tests/routes/api-registry.test.ts checks that every declared path answers through that route.
 */
import { z } from "zod";
import type { Endpoint } from "~/api/endpoint";
import { endpoint } from "~/api/endpoint";
import { dispatch, errorResponse } from "~/api/dispatch.server";
import { authEndpoints } from "~/api/endpoints/auth.server";
import { blogEndpoints } from "~/api/endpoints/blog.server";
import { catalogueEndpoints } from "~/api/endpoints/catalogue.server";
import { catalogueCsvEndpoints } from "~/api/endpoints/catalogue-csv.server";
import { categoryEndpoints } from "~/api/endpoints/categories.server";
import { certificateEndpoints } from "~/api/endpoints/certificates.server";
import { contentEndpoints } from "~/api/endpoints/content.server";
import { datasheetEndpoints } from "~/api/endpoints/datasheets.server";
import { emailCodeEndpoints } from "~/api/endpoints/email-codes.server";
import { knowHowEndpoints } from "~/api/endpoints/know-how.server";
import { messageEndpoints } from "~/api/endpoints/messages.server";
import { passkeyEndpoints } from "~/api/endpoints/passkeys.server";
import { reviewEndpoints } from "~/api/endpoints/reviews.server";
import { sessionEndpoints } from "~/api/endpoints/sessions.server";
import { productEndpoints } from "~/api/endpoints/products.server";
import { productHistoryEndpoints } from "~/api/endpoints/product-history.server";
import { specificationEndpoints } from "~/api/endpoints/specifications.server";
import { synonymEndpoints } from "~/api/endpoints/synonyms.server";
import { twoFactorEndpoints } from "~/api/endpoints/two-factor.server";
import { userEndpoints } from "~/api/endpoints/users.server";
import { videoEndpoints } from "~/api/endpoints/videos.server";
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
  ...certificateEndpoints,
  ...emailCodeEndpoints,
  ...authEndpoints,
  ...passkeyEndpoints,
  ...sessionEndpoints,
  ...twoFactorEndpoints,
  ...userEndpoints,
  ...reviewEndpoints,
  ...messageEndpoints,
  ...videoEndpoints,
  ...knowHowEndpoints,
  ...blogEndpoints,
  ...productEndpoints,
  ...productHistoryEndpoints,
  ...catalogueCsvEndpoints,
  ...categoryEndpoints,
  ...specificationEndpoints,
  ...datasheetEndpoints,
  ...synonymEndpoints,
  openApiEndpoint,
];

type Segment = string | { param: string };

/** A declared path, its endpoints (one per method) and its segments, to match a request's path. */
type PathRoute = { path: string; endpoints: Endpoint[]; segments: Segment[] };

const segmentsOf = (template: string): Segment[] =>
  template
    .split("/")
    .filter(Boolean)
    .map((s) => (/^\{\w+\}$/.test(s) ? { param: s.slice(1, -1) } : s));

/**
 * The declared paths, most specific first: segment by segment a fixed name before a parameter
 * (`/admin/category/new` before `/admin/category/{id}`), then the longer path.
 */
const routes: PathRoute[] = [...new Set(endpoints.map((e) => e.path))]
  .map((path) => ({
    path,
    endpoints: endpoints.filter((e) => e.path === path),
    segments: segmentsOf(path),
  }))
  .sort((a, b) => {
    for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
      const fixedA = typeof a.segments[i] === "string";
      const fixedB = typeof b.segments[i] === "string";
      if (fixedA !== fixedB) return fixedA ? -1 : 1;
    }
    return b.segments.length - a.segments.length;
  });

export const API_BASE = "/api/bel";

/**
 * The declared path a request's pathname names (below /api/bel), with its parameters decoded, or
 * null. Empty segments are passed over, as the page routes pass over a trailing slash.
 */
export function matchEndpoint(pathname: string) {
  const rest = pathname.startsWith(API_BASE) ? pathname.slice(API_BASE.length) : pathname;
  let parts: string[];
  try {
    parts = rest.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // a malformed escape names nothing
  }
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      if (typeof segment === "string") return segment === parts[i];
      params[segment.param] = parts[i];
      return true;
    });
    if (matches) return { path: route.path, endpoints: route.endpoints, params };
  }
  return null;
}

type Args = {
  request: Request;
  context?: { drained?: () => Promise<void> };
};

/**
 * Every /api/bel request, whatever its method (app/routes/api.bel.$.ts): the endpoints of the
 * path it names answer through the dispatcher; a path no endpoint claims is a JSON 404.
 */
export function handleApiRequest({ request, context }: Args): Promise<Response> | Response {
  const found = matchEndpoint(new URL(request.url).pathname);
  if (!found) return errorResponse(404, "Not found");
  return dispatch(found.endpoints, { request, params: found.params, context });
}

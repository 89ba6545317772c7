import type { ZodType } from "zod";

/**
 * One documented /api/bel endpoint. The OpenAPI document (app/api/openapi.server.ts) is generated
 * from these entries, whose schemas are the very zod schemas the handlers validate with.
 */
export type Endpoint = {
  method: "get" | "post" | "put" | "delete";
  /** OpenAPI path template under the server URL, e.g. "/products/{slug}". */
  path: string;
  summary: string;
  tag: string;
  /** none: public; session: any signed-in staff; admin / manager: that role at least */
  auth: "none" | "session" | "staff" | "admin";
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  bodyType?: "json" | "multipart";
  /** status → description and (for JSON answers) the body schema */
  responses: Record<number, { description: string; schema?: ZodType }>;
};

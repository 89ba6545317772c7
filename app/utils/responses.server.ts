import type { z } from "zod";

/**
 * Pages throw these from loaders and actions; the error boundaries render them. A 404 carries the
 * message to show (Epic Stack's invariantResponse, in the shape this app needs).
 */
export function notFoundResponse(message = "Not found") {
  return Response.json({ message }, { status: 404, statusText: "Not Found" });
}

/** The id in a page's address (`schema` reads it from the route's params), or a 404 with `message`. */
export function routeId(
  schema: z.ZodType<{ id: number }>,
  params: Record<string, string | undefined>,
  message: string,
) {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFoundResponse(message);
  return parsed.data.id;
}

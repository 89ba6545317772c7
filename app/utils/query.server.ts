/**
 * A page's query string, read with the schema its API twin validates with, but leniently: a page
 * never fails on a hand-edited address, so a parameter that does not fit is ignored (the API
 * answers the same parameter with a 400).
 */
import type { z } from "zod";

export function readPageQuery<S extends z.ZodObject>(schema: S, request: Request): z.output<S> {
  const input: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (key in schema.shape && !(key in input)) input[key] = value;
  }
  let result = schema.safeParse(input);
  for (let attempt = 0; !result.success && attempt < 5; attempt++) {
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
    result = schema.safeParse(input);
  }
  return result.success ? result.data : schema.parse({});
}

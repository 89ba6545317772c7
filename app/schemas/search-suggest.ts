import { z } from "zod";
import { MAX_KEYWORD_LENGTH } from "~/constants";

/** GET /search/suggest?q=…: the text typed so far (the header's box allows as many characters). */
export const SuggestQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_KEYWORD_LENGTH, `q is too long (${MAX_KEYWORD_LENGTH} characters at most)`)
    .default(""),
});

export type ParsedSuggestQuery =
  | { success: true; q: string }
  | { success: false; message: string; errors: Record<string, string[]> };

/**
 * Reads the query of GET /search/suggest strictly: `q` once, no other parameter (each answer is
 * kept by its address, so an address that means nothing more is refused rather than kept).
 */
export function parseSuggestQuery(params: URLSearchParams): ParsedSuggestQuery {
  const known = Object.keys(SuggestQuerySchema.shape);
  const errors: Record<string, string[]> = {};
  const plain: Record<string, string> = {};
  for (const key of new Set(params.keys())) {
    if (!known.includes(key)) errors[key] = [`Unknown parameter ${key}`];
    else if (params.getAll(key).length > 1) errors[key] = [`${key} may be given once`];
    else plain[key] = params.get(key)!;
  }
  const parsed = SuggestQuerySchema.safeParse(plain);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0])] ??= []).push(issue.message);
  const first = Object.values(errors)[0];
  if (first || !parsed.success)
    return { success: false, message: first?.[0] ?? "Invalid query", errors };
  return { success: true, q: parsed.data.q };
}

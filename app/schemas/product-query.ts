import { z } from "zod";
import { MAX_KEYWORD_LENGTH, SORTS, type Sort } from "~/constants";
import type { ProductFilters } from "~/utils/product-query";

export { productQueryString } from "~/utils/product-query";

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, "must be a slug (lower-case letters, digits and dashes)");

/** The listing's query parameters, shared by the /products page and GET /api/bel/products. */
export const ProductQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1_000_000)
    .default(1),
  keyword: z.string().max(2000, "keyword is too long (2,000 characters at most)").optional(),
  typed: z
    .enum(["1"], { error: "typed must be 1 (search the keyword as typed, no typo corrected)" })
    .optional(),
  category: slug.optional(),
  subcategory: slug.optional(),
  "sub-subcategory": slug.optional(),
  sort: z
    .enum(Object.keys(SORTS) as [Sort, ...Sort[]], { error: "sort must be popular, rated or date" })
    .optional(),
});

const SPEC_PARAM = /^spec-([a-z0-9][a-z0-9-]{0,79})$/;

export type ParsedQuery =
  | { success: true; filters: ProductFilters }
  | { success: false; message: string; errors: Record<string, string[]> };

/**
 * Reads the listing parameters. strict (the API): unknown or repeated parameters and bad values
 * are errors. Lenient (the page): a bad value is dropped, as if it were not there.
 */
export function parseProductQuery(
  params: URLSearchParams,
  { strict }: { strict: boolean },
): ParsedQuery {
  const known = Object.keys(ProductQuerySchema.shape);
  const errors: Record<string, string[]> = {};
  const plain: Record<string, string> = {};
  const specs: Record<string, string> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (values.length > 1 && strict) errors[key] = [`${key} may be given once`];
    const value = values[values.length - 1];
    const spec = SPEC_PARAM.exec(key);
    if (spec) {
      const ok = slug.safeParse(value);
      if (ok.success) specs[spec[1]] = ok.data;
      else if (strict) errors[key] = [`${key} ${ok.error.issues[0].message}`];
    } else if (known.includes(key)) {
      plain[key] = value;
    } else if (strict) {
      errors[key] = [`Unknown parameter ${key}`];
    }
  }
  let parsed = ProductQuerySchema.safeParse(plain);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      if (strict) (errors[key] ??= []).push(issue.message);
      delete plain[key];
    }
    parsed = ProductQuerySchema.safeParse(plain);
  }
  const first = Object.values(errors)[0];
  if (first || !parsed.success) {
    return { success: false, message: first?.[0] ?? "Invalid query", errors };
  }
  const q = parsed.data;
  const keyword = q.keyword?.trim().slice(0, MAX_KEYWORD_LENGTH * 10) || undefined;
  return {
    success: true,
    filters: {
      page: q.page,
      keyword,
      ...(keyword && q.typed ? { asTyped: true } : {}),
      category: q.category,
      subcategory: q.subcategory,
      subSubcategory: q["sub-subcategory"],
      specs,
      sort: q.sort,
    },
  };
}

/**
 * The listing's query as `GET /api/bel/products` reads it: strict (unknown parameters and bad
 * values are errors, with the message per parameter), documented by the known parameters; the
 * spec-{group} ones are open-ended.
 */
export const ProductApiQuery = ProductQuerySchema.partial()
  .catchall(z.string().describe("spec-{groupSlug}={valueSlug}: one value per specification group"))
  .transform((plain, ctx) => {
    const params = new URLSearchParams(
      Object.entries(plain).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const parsed = parseProductQuery(params, { strict: true });
    if (parsed.success) return parsed.filters;
    for (const [key, messages] of Object.entries(parsed.errors))
      ctx.addIssue({ code: "custom", message: messages[0], path: [key] });
    return z.NEVER;
  });

/** `?reviews=` of a product: which page of its reviews. */
export const ProductDetailQuery = z.strictObject({
  reviews: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .optional()
    .describe("Page of reviews, 20 per page"),
});

export const SlugParams = z.object({ slug: z.string().min(1).max(200) });

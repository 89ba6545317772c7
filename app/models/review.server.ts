import { eq, sql } from "drizzle-orm";
import { products, reviews } from "../../db/schema";
import { db } from "~/db.server";
import type { ReviewInput } from "~/schemas/review";
import { findCountry } from "~/utils/countries";
import { notFound } from "~/utils/domain-error";
import { assertWriteAllowed } from "~/models/rate-limits.server";

export const REVIEW_SUBMITTED = "Review submitted successfully";

/**
 * A visitor's review, from the product page or `PUT /api/bel/reviews`: the limits on anonymous
 * writes from the client's address first (429), then the review.
 */
export async function submitReview(input: ReviewInput, { address }: { address: string }) {
  await assertWriteAllowed("review", address);
  return createReview(input);
}

/**
 * Adds a review to the product of `input.slug` (404 when there is no such product). The
 * product's review count and average rating change in the same transaction (a trigger of the
 * schema recomputes them from the reviews). `createdAt` backdates it (the seeds do).
 */
export function createReview(input: ReviewInput, { createdAt }: { createdAt?: Date } = {}) {
  const statement = (statements ??= prepareStatements());
  return db.transaction(() => {
    const product = statement.product.get({ slug: input.slug });
    if (!product) throw notFound("Product not found");
    const country = findCountry(input.selectedCountry);
    return statement.insert.get({
      productId: product.id,
      name: input.name,
      email: input.email.toLowerCase(),
      country: country?.name ?? input.selectedCountry,
      countryCode: country?.dialCode ?? "",
      phone: input.phone,
      rating: input.rating,
      heading: input.heading,
      comment: input.comment,
      createdAt: createdAt ?? new Date(),
    })!;
  });
}

/** Prepared once per process: the scale seed writes 200,000 reviews. */
let statements: ReturnType<typeof prepareStatements> | undefined;

function prepareStatements() {
  const p = sql.placeholder;
  return {
    product: db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, p("slug")))
      .prepare(),
    insert: db
      .insert(reviews)
      .values({
        productId: p("productId"),
        name: p("name"),
        email: p("email"),
        country: p("country"),
        countryCode: p("countryCode"),
        phone: p("phone"),
        rating: p("rating"),
        heading: p("heading"),
        comment: p("comment"),
        createdAt: p("createdAt"),
      })
      .returning({ id: reviews.id })
      .prepare(),
  };
}

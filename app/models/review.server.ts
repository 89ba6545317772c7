import { eq } from "drizzle-orm";
import { products, reviews } from "../../db/schema";
import { db } from "~/db.server";
import type { ReviewInput } from "~/schemas/review";
import { findCountry } from "~/utils/countries";

/**
 * Adds a review to the product of `input.slug`; null when there is no such product. The
 * product's review count and average rating change in the same transaction (a trigger of the
 * schema recomputes them from the reviews). `createdAt` backdates it (the seeds do).
 */
export function createReview(input: ReviewInput, { createdAt }: { createdAt?: Date } = {}) {
  return db.transaction((tx) => {
    const product = tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, input.slug))
      .get();
    if (!product) return null;
    const country = findCountry(input.selectedCountry);
    return tx
      .insert(reviews)
      .values({
        productId: product.id,
        name: input.name,
        email: input.email.toLowerCase(),
        country: country?.name ?? input.selectedCountry,
        countryCode: country?.dialCode ?? "",
        phone: input.phone,
        rating: input.rating,
        heading: input.heading,
        comment: input.comment,
        ...(createdAt ? { createdAt } : {}),
      })
      .returning({ id: reviews.id })
      .get();
  });
}

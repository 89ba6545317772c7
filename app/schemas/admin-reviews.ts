/** Inputs of the Product Reviews screen and its /api/bel twins (docs/admin.md, Product Reviews). */
import { z } from "zod";
import { RATING_MAX } from "~/constants";
import { REVIEW_STATUSES } from "../../db/schema";
import { idField } from "./admin-fields";
import { booleanField, pageField, searchField } from "./common";

export const REVIEW_NOT_FOUND = "Review not found";
export const PRODUCT_NOT_FOUND = "Product not found";

const ratingField = z.coerce
  .number({ error: `rating must be 1 to ${RATING_MAX}` })
  .int(`rating must be 1 to ${RATING_MAX}`)
  .min(1, `rating must be 1 to ${RATING_MAX}`)
  .max(RATING_MAX, `rating must be 1 to ${RATING_MAX}`)
  .optional();

const statusField = z
  .enum(REVIEW_STATUSES, { error: `status must be ${REVIEW_STATUSES.join(" or ")}` })
  .optional();

/**
 * The reviews table's query: `product` (an id) shows one product's reviews, `product-q` searches
 * products to choose from, `rating` and `status` filter, `page` pages.
 */
export const ReviewsPageQuery = z.object({
  product: idField(PRODUCT_NOT_FOUND).optional(),
  "product-q": searchField,
  rating: ratingField,
  status: statusField,
  page: pageField,
});

/**
 * `GET /api/bel/admin/reviews`: with `id` (a product id), that product's reviews in the original
 * site's shape; without it, the newest reviews of all products, a page at a time.
 */
export const ReviewsApiQuery = z.object({
  id: idField(PRODUCT_NOT_FOUND).optional().describe("A product id: that product's reviews"),
  rating: ratingField.describe("Only reviews with this rating (1 to 5)"),
  status: statusField.describe("Only published or only pending reviews"),
  page: pageField.describe("Page of the all-products list (25 a page)"),
});

/** `DELETE /api/bel/admin/reviews?productId=…&id=…`. */
export const ReviewDeleteQuery = z.object({
  productId: idField(PRODUCT_NOT_FOUND).describe("The product the review belongs to"),
  id: idField(REVIEW_NOT_FOUND).describe("The review"),
});

/** A row action of the reviews table (delete, approve). */
export const ReviewIdSchema = z.object({ id: idField(REVIEW_NOT_FOUND) });

export const ReviewIdParams = ReviewIdSchema;

/** `PUT /api/bel/admin/reviews/{id}`: publish a held review, or hold a published one. */
export const ReviewStatusSchema = z.object({ status: z.enum(REVIEW_STATUSES) });

/** The moderation switch: whether new reviews wait for approval. */
export const ReviewSettingsSchema = z.object({
  reviewsNeedApproval: booleanField("reviewsNeedApproval must be true or false").default(false),
});

import { and, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { products, reviews, type REVIEW_STATUSES } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { numberedPage } from "~/models/paging.server";
import { PRODUCT_NOT_FOUND, REVIEW_NOT_FOUND } from "~/schemas/admin-reviews";
import type { ReviewInput } from "~/schemas/review";
import { findCountry } from "~/utils/countries";
import { conflict, notFound } from "~/utils/domain-error";
import { isEmailVerified } from "~/models/email-code.server";
import { assertWriteAllowed } from "~/models/rate-limits.server";
import { reviewsNeedApproval } from "~/models/settings.server";
import { isVisible } from "~/models/product-visibility.server";

export const REVIEW_SUBMITTED = "Review submitted successfully";
export const REVIEW_PENDING =
  "Review submitted successfully. It will show once our team has approved it.";
export const DUPLICATE_REVIEW =
  "You have already posted this review. The same review can be sent once a day.";
/** How long the same review (e-mail, product and text) is refused after it was sent. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A visitor's review, from the product page or `PUT /api/bel/reviews`: the limits on anonymous
 * writes from the client's address first (429), then the review, refused (409 on `comment`) when
 * the same e-mail sent the same text for the same product in the last day. It shows at once, or
 * waits for staff when the reviews setting says so; it is verified when its e-mail was verified
 * by a one-time code in the last 30 minutes. Only a product visitors may see takes reviews
 * (docs/admin.md, Status): any other is "Product not found". Returns the message the visitor reads.
 */
export async function submitReview(input: ReviewInput, { address }: { address: string }) {
  await assertWriteAllowed("review", address);
  const now = new Date();
  const status = reviewsNeedApproval() ? "pending" : "published";
  db.transaction(() => {
    const product = (statements ??= prepareStatements()).visibleProduct.get({ slug: input.slug });
    if (!product) throw notFound("Product not found");
    const same = db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.email, input.email.toLowerCase()),
          eq(reviews.productId, product.id),
          eq(reviews.comment, input.comment),
          gt(reviews.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        ),
      )
      .get();
    if (same) throw conflict(DUPLICATE_REVIEW, "comment");
    createReview(input, { createdAt: now, status, verified: isEmailVerified(input.email) });
  });
  return status === "pending" ? REVIEW_PENDING : REVIEW_SUBMITTED;
}

/**
 * Adds a review to the product of `input.slug` (404 when there is no such product). The
 * product's review count and average rating change in the same transaction (a trigger of the
 * schema recomputes them from the published reviews). `createdAt` backdates it (the seeds do).
 */
export function createReview(
  input: ReviewInput,
  {
    createdAt,
    status = "published",
    verified = false,
  }: { createdAt?: Date; status?: ReviewStatus; verified?: boolean } = {},
) {
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
      countryCode: input.countryCode || country?.dialCode || "",
      phone: input.phone,
      rating: input.rating,
      heading: input.heading,
      comment: input.comment,
      status,
      verified,
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
    visibleProduct: db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, p("slug")), isVisible()))
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
        status: p("status"),
        verified: p("verified"),
        createdAt: p("createdAt"),
      })
      .returning({ id: reviews.id })
      .prepare(),
  };
}

// ---------------------------------------------------------------------------------------------
// Staff: the Product Reviews screen and its API twins

export const REVIEW_DELETED = "Review deleted successfully";
export const REVIEW_APPROVED = "Review approved successfully";
export const REVIEW_HELD = "Review held for approval";
export { PRODUCT_NOT_FOUND, REVIEW_NOT_FOUND };

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export type StaffReview = {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  name: string;
  email: string;
  country: string;
  countryCode: string;
  phone: string;
  rating: number;
  heading: string;
  comment: string;
  status: ReviewStatus;
  verified: boolean;
  createdAt: Date;
};

const staffColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  productSlug: products.slug,
  name: reviews.name,
  email: reviews.email,
  country: reviews.country,
  countryCode: reviews.countryCode,
  phone: reviews.phone,
  rating: reviews.rating,
  heading: reviews.heading,
  comment: reviews.comment,
  status: reviews.status,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
};

export type ReviewFilters = {
  productId?: number;
  rating?: number;
  status?: ReviewStatus;
  page?: number;
};

/**
 * Reviews for staff, newest first, a page at a time: one product's (`productId`) or all of them,
 * filtered by rating and status. `index` numbers the rows from 1 across pages.
 */
export function listReviews(filters: ReviewFilters = {}) {
  const where: SQL[] = [];
  if (filters.productId !== undefined) where.push(eq(reviews.productId, filters.productId));
  if (filters.rating !== undefined) where.push(eq(reviews.rating, filters.rating));
  if (filters.status !== undefined) where.push(eq(reviews.status, filters.status));
  const condition = where.length ? and(...where) : undefined;
  const { rows, ...page } = numberedPage(
    reviews,
    condition,
    filters.page,
    (limit, offset): StaffReview[] =>
      db
        .select(staffColumns)
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(condition)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
  return { ...page, reviews: rows };
}

/** How many reviews wait for approval. */
export function countPendingReviews() {
  return db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending")).get()?.n ?? 0;
}

/** A product's name and every review of it, newest first (`GET /admin/reviews?id=`); 404 without it. */
export function getProductReviews(productId: number) {
  const product = db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, productId))
    .get();
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const rows: StaffReview[] = db
    .select(staffColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .all();
  return { product, reviews: rows };
}

/** The product a review screen is about, by id (null when it does not exist). */
export function getReviewedProduct(productId: number) {
  return (
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        numOfReviews: products.numOfReviews,
        ratings: products.ratings,
      })
      .from(products)
      .where(eq(products.id, productId))
      .get() ?? null
  );
}

const auditView = (r: StaffReview) => ({
  product: r.productName,
  name: r.name,
  email: r.email,
  rating: r.rating,
  heading: r.heading,
  status: r.status,
});

function staffReview(id: number) {
  return (
    db
      .select(staffColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, id))
      .get() ?? null
  );
}

/**
 * Deletes a review (of `productId`, when given: the API names both). The product's review count
 * and average change in the same transaction (the schema's triggers), and so does the customer
 * list; 404 when there is no such review.
 */
export function deleteReview(actor: Actor, id: number, { productId }: { productId?: number } = {}) {
  return db.transaction(() => {
    const review = staffReview(id);
    if (!review || (productId !== undefined && review.productId !== productId)) {
      throw notFound(REVIEW_NOT_FOUND);
    }
    db.delete(reviews).where(eq(reviews.id, id)).run();
    audit(actor, {
      action: "delete",
      entity: "review",
      entityId: id,
      summary: `Deleted a review of ${review.productName} by ${review.name}`,
      before: auditView(review),
    });
    return review;
  });
}

/** Publishes a held review (or holds a published one); the product's figures follow at once. */
export function setReviewStatus(actor: Actor, id: number, status: ReviewStatus) {
  return db.transaction(() => {
    const review = staffReview(id);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (review.status !== status) {
      db.update(reviews).set({ status }).where(eq(reviews.id, id)).run();
      audit(actor, {
        action: status === "published" ? "approve" : "hold",
        entity: "review",
        entityId: id,
        summary: `${status === "published" ? "Approved" : "Held"} a review of ${review.productName} by ${review.name}`,
        before: { status: review.status },
        after: { status },
      });
    }
    return { ...review, status };
  });
}

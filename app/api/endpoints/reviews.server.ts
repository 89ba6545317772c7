/**
 * Product reviews and customers for staff (docs/admin.md, Product Reviews; Customer List): the
 * original site's `GET|DELETE /admin/reviews`, plus the all-products list, moderation and the
 * customer list with its CSV export. Staff only (admin and manager).
 */
import { z } from "zod";
import {
  Customer,
  invalidInput,
  ok,
  pageFields,
  StaffReview,
  StaffReviewRow,
  errorResponse,
  messageResponse,
} from "~/api/components";
import { endpoint } from "~/api/endpoint";
import { customer, pageAnswer, staffReview, staffReviewRow } from "~/api/json";
import {
  customerBatches,
  listCustomers,
  type Customer as CustomerRow,
} from "~/models/customer.server";
import {
  deleteReview,
  getProductReviews,
  listReviews,
  PRODUCT_NOT_FOUND,
  REVIEW_APPROVED,
  REVIEW_DELETED,
  REVIEW_HELD,
  REVIEW_NOT_FOUND,
  setReviewStatus,
} from "~/models/review.server";
import {
  getSettings,
  SETTINGS_SAVED,
  updateSettings,
  type Settings,
} from "~/models/settings.server";
import {
  ReviewDeleteQuery,
  ReviewIdParams,
  ReviewSettingsSchema,
  ReviewsApiQuery,
  ReviewStatusSchema,
} from "~/schemas/admin-reviews";
import { CustomersCsvQuery, CustomersQuery } from "~/schemas/customers";
import { actorOf } from "~/screens/auth.server";
import { csvResponse, type CsvColumn } from "~/utils/csv.server";

const REVIEWS = "Reviews";
const CUSTOMERS = "Customers";

/**
 * The review settings only: the other settings (two-factor for all staff, an admin's) are not
 * a manager's to read or change here.
 */
const reviewSettings = ({ reviewsNeedApproval }: Settings) => ({ reviewsNeedApproval });

const SettingsShape = z.strictObject({
  reviewsNeedApproval: z.boolean().describe("New reviews wait for approval before they show"),
});

const CSV_COLUMNS: CsvColumn<CustomerRow>[] = [
  { header: "Name", value: (c) => c.name },
  { header: "Email", value: (c) => c.email },
  { header: "Country", value: (c) => c.country },
  { header: "Dial code", value: (c) => c.countryCode },
  { header: "Phone", value: (c) => c.phone },
  { header: "Reviews", value: (c) => c.reviewCount },
  { header: "First review", value: (c) => c.firstReviewAt.toISOString() },
  { header: "Last review", value: (c) => c.lastReviewAt.toISOString() },
];

export const reviewEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/reviews",
    summary:
      "With id (a product id): that product's name and every review of it, newest first (the original's call). Without: the newest reviews of all products, 25 a page, filtered by rating and status",
    tag: REVIEWS,
    access: "staff",
    query: ReviewsApiQuery,
    responses: {
      200: {
        description: "`{ name, review }` for a product; `{ reviews, total, … }` for all products",
        schema: z.union([
          ok({
            name: z.string().describe("The product's name"),
            review: z.array(StaffReview),
          }),
          ok({ reviews: z.array(StaffReviewRow), ...pageFields }),
        ]),
      },
      400: invalidInput,
      404: errorResponse(PRODUCT_NOT_FOUND),
    },
    handler: ({ query }) => {
      if (query.id !== undefined) {
        const { product, reviews } = getProductReviews(query.id);
        const shown = reviews.filter(
          (r) =>
            (query.rating === undefined || r.rating === query.rating) &&
            (query.status === undefined || r.status === query.status),
        );
        return { success: true as const, name: product.name, review: shown.map(staffReview) };
      }
      const list = listReviews(query);
      return {
        success: true as const,
        reviews: list.reviews.map(staffReviewRow),
        ...pageAnswer(list),
      };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/reviews",
    summary:
      "Delete a review of a product; the product's review count and average rating change at once",
    tag: REVIEWS,
    access: "staff",
    query: ReviewDeleteQuery,
    responses: {
      200: messageResponse(REVIEW_DELETED),
      400: invalidInput,
      404: errorResponse(REVIEW_NOT_FOUND),
    },
    handler: ({ query, user, request }) => {
      deleteReview(actorOf(user, request), query.id, { productId: query.productId });
      return { success: true as const, message: REVIEW_DELETED };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/reviews/{id}",
    summary: "Approve a held review (status published) or hold a published one (status pending)",
    tag: REVIEWS,
    access: "staff",
    params: ReviewIdParams,
    body: ReviewStatusSchema,
    accepts: ["json", "form"],
    responses: {
      200: {
        description: `${REVIEW_APPROVED}, or ${REVIEW_HELD}`,
        schema: ok({ message: z.string(), review: StaffReviewRow.omit({ index: true }) }),
      },
      400: invalidInput,
      404: errorResponse(REVIEW_NOT_FOUND),
    },
    handler: ({ params, body, user, request }) => {
      const review = setReviewStatus(actorOf(user, request), params.id, body.status);
      const { index: _index, ...row } = staffReviewRow({ ...review, index: 0 });
      return {
        success: true as const,
        message: body.status === "published" ? REVIEW_APPROVED : REVIEW_HELD,
        review: row,
      };
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/settings",
    summary: "The settings staff change in the panel (review moderation)",
    tag: REVIEWS,
    access: "staff",
    responses: { 200: { description: "The settings", schema: ok({ settings: SettingsShape }) } },
    handler: () => ({ success: true as const, settings: reviewSettings(getSettings()) }),
  }),

  endpoint({
    method: "PUT",
    path: "/admin/settings",
    summary: "Change the settings (reviewsNeedApproval: false shows new reviews at once)",
    tag: REVIEWS,
    access: "staff",
    body: ReviewSettingsSchema,
    accepts: ["json", "form"],
    responses: {
      200: {
        description: SETTINGS_SAVED,
        schema: ok({ message: z.string(), settings: SettingsShape }),
      },
      400: invalidInput,
    },
    handler: ({ body, user, request }) => ({
      success: true as const,
      message: SETTINGS_SAVED,
      settings: reviewSettings(updateSettings(actorOf(user, request), body)),
    }),
  }),

  endpoint({
    method: "GET",
    path: "/admin/customers",
    summary:
      "The people who reviewed products, one per e-mail address, with the details of their newest review; 25 a page",
    tag: CUSTOMERS,
    access: "staff",
    query: CustomersQuery,
    responses: {
      200: {
        description: "A page of customers",
        schema: ok({ customers: z.array(Customer), ...pageFields }),
      },
      400: invalidInput,
    },
    handler: ({ query }) => {
      const list = listCustomers(query);
      return {
        success: true as const,
        customers: list.customers.map(customer),
        ...pageAnswer(list),
      };
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/customers.csv",
    summary:
      "The customer list as a CSV download (UTF-8, header row, formula-like cells escaped), with the list's q and sort",
    tag: CUSTOMERS,
    access: "staff",
    query: CustomersCsvQuery,
    responses: {
      200: { description: "text/csv; charset=utf-8, as an attachment" },
      400: invalidInput,
    },
    handler: ({ query }) =>
      csvResponse(
        `customers-${new Date().toISOString().slice(0, 10)}.csv`,
        CSV_COLUMNS,
        customerBatches(query),
      ),
  }),
];

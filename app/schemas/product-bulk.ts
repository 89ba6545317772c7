/**
 * Inputs of scheduled publishing and of the products table's bulk actions (docs/admin.md,
 * Schedule; Bulk actions): one schema each, read by the page actions (form data, through
 * Conform) and by `POST /api/bel/admin/products/bulk` alike.
 *
 * A moment to publish at is a date and time on the site's clock as a `datetime-local` field sends
 * it (`2027-01-15T09:00`, Europe/London), or an ISO 8601 date-time with its offset
 * (`2027-01-15T09:00:00Z`), which is that moment wherever it was written.
 */
import { z } from "zod";
import { PRODUCT_STATUSES } from "../../db/schema";
import {
  BULK_ACTIONS,
  BULK_MAX_IDS,
  MAX_KEYWORD_LENGTH,
  SITE_TIME_ZONE,
  type BulkAction,
} from "~/constants";
import { readSiteDateTime } from "~/utils/dates";
import { idField, optionalIdField, referenceTo } from "./admin-fields";
import { STATUS_UNKNOWN } from "./product";

export const PUBLISH_AT_REQUIRED = "Please enter the date and time to publish at";
export const PUBLISH_AT_FORMAT = "Please enter a date and a time, e.g. 2027-01-15T09:00";
export const publishAtSkipped = (text: string) =>
  `${text.replace("T", " ")} does not exist in ${SITE_TIME_ZONE}: the clocks go forward over it`;

/** An ISO 8601 date-time that says its offset: a moment wherever it was written. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** When to publish: the site's clock's date and time, or an ISO date-time with its offset. */
export const PublishAtField = z
  .string({ error: PUBLISH_AT_REQUIRED })
  .trim()
  .min(1, PUBLISH_AT_REQUIRED)
  .max(40, PUBLISH_AT_FORMAT)
  .transform((text, ctx) => {
    if (WITH_OFFSET.test(text)) {
      const ms = Date.parse(text);
      if (!Number.isNaN(ms)) return new Date(ms);
    }
    const read = readSiteDateTime(text);
    if (read.ok) return read.date;
    ctx.issues.push({
      code: "custom",
      message: read.reason === "skipped" ? publishAtSkipped(text) : PUBLISH_AT_FORMAT,
      input: text,
    });
    return z.NEVER;
  })
  .describe(
    `When to publish: a date and time in ${SITE_TIME_ZONE} (\`2027-01-15T09:00\`) or an ISO 8601 date-time with its offset (\`2027-01-15T09:00:00Z\`); it must be in the future`,
  );

/** The product editor's Schedule form: publish at that moment (a new one moves the schedule). */
export const ProductScheduleSchema = z.object({ publishAt: PublishAtField });

// ---------------------------------------------------------------------------------------------
// Bulk actions

export const CHOOSE_ACTION = "Please choose an action";
export const NOTHING_TICKED = "Please tick the products to act on, or choose all of them";
export const CHOOSE_DESTINATION = "Please choose the category to move them to";
export const BULK_ID = "Products are named by their ids (whole numbers)";

const id = (message: string) => referenceTo(idField(message));
const optionalId = (message: string) => optionalIdField(message).transform((v) => v ?? null);

/** A list from a form (one field per value, or one value) or a JSON array. */
const list = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(item, { error: BULK_ID }).max(max, tooMany),
  );

const ids = list(
  id(BULK_ID),
  BULK_MAX_IDS,
  `${BULK_MAX_IDS.toLocaleString("en-GB")} products at most by id: choose all those matching a filter instead`,
).describe("The ids of the products to act on (scope ids)");

/**
 * The products table's filter and search (`?q=&category=&status=`) that scope `all` acts on: read
 * strictly, since a filter dropped for being wrong would widen the action to every product.
 */
export const BulkFilter = z
  .strictObject({
    q: z
      .string({ error: "q must be text" })
      .trim()
      .max(MAX_KEYWORD_LENGTH, `q is too long (${MAX_KEYWORD_LENGTH} characters at most)`)
      .optional()
      .transform((q) => q || undefined),
    category: optionalIdField("category must be a category's id").transform((v) => v ?? undefined),
    status: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(PRODUCT_STATUSES, { error: STATUS_UNKNOWN }).optional(),
    ),
  })
  .describe(
    "Scope all: the products table's search words, category (any level) and status, as its q, category and status query parameters; none: every product",
  );

const fields = {
  action: z
    .enum(Object.keys(BULK_ACTIONS) as [BulkAction, ...BulkAction[]], { error: CHOOSE_ACTION })
    .describe(
      "publish, unpublish (to Draft), archive, schedule (publishAt), unschedule, move (category, subcategory, subSubcategory) or delete",
    ),
  ids,
  filter: z.preprocess((v) => v ?? {}, BulkFilter),
  publishAt: PublishAtField.optional(),
  category: optionalId("Please choose a category from the list").describe(
    "move: the category to move them to",
  ),
  subcategory: optionalId("Please choose a subcategory from the list").describe(
    "move: its subcategory, or none",
  ),
  subSubcategory: optionalId("Please choose a sub-subcategory from the list").describe(
    "move: its sub-subcategory, or none",
  ),
  count: z.coerce
    .number({ error: "count must be a whole number" })
    .int("count must be a whole number")
    .min(0, "count must be a whole number")
    .optional()
    .describe(
      "The number of products the action was confirmed for: when given and the selection now has another number, nothing is done (409)",
    ),
};

type Fields = {
  action: BulkAction;
  scope: string;
  ids: number[];
  publishAt?: Date;
  category: number | null;
};

/** What each action needs besides the products. */
function actionNeeds(value: Fields, ctx: z.RefinementCtx) {
  if (value.scope !== "all" && value.ids.length === 0)
    ctx.addIssue({ code: "custom", message: NOTHING_TICKED, path: ["ids"] });
  if (value.action === "schedule" && !value.publishAt)
    ctx.addIssue({ code: "custom", message: PUBLISH_AT_REQUIRED, path: ["publishAt"] });
  if (value.action === "move" && value.category === null)
    ctx.addIssue({ code: "custom", message: CHOOSE_DESTINATION, path: ["category"] });
}

/**
 * `POST /api/bel/admin/products/bulk`: an action on the products `ids` names (scope `ids`, the
 * default) or on every product matching `filter` (scope `all`).
 */
export const BulkProductsSchema = z
  .object({
    ...fields,
    scope: z
      .enum(["ids", "all"], { error: "scope is ids or all" })
      .default("ids")
      .describe("ids (default): the products of ids; all: every product matching filter"),
  })
  .superRefine(actionNeeds);

/**
 * The bulk bar of the products table: the API's input, where the products may also be every one
 * on the page (scope `page`: the page's ids, sent with it as `pageIds`).
 */
export const BulkProductsForm = z
  .object({
    ...fields,
    scope: z.enum(["ids", "page", "all"], { error: NOTHING_TICKED }).default("ids"),
    pageIds: list(id(BULK_ID), 100, BULK_ID),
  })
  .transform(({ pageIds, scope, ...value }) =>
    scope === "page"
      ? { ...value, scope: "ids" as const, ids: pageIds }
      : { ...value, scope: scope as "ids" | "all" },
  )
  .superRefine((value, ctx) => actionNeeds(value as Fields, ctx));

export type BulkProductsInput = z.output<typeof BulkProductsSchema>;

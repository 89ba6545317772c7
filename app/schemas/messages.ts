/**
 * The Messages screen (docs/admin.md, Messages) and its /api/bel twins: contact messages and
 * enquiries.
 */
import { z } from "zod";
import { ENQUIRY_STATUSES, MESSAGE_KINDS } from "../../db/schema";
import { ENQUIRY_NOTE_MAX, ENQUIRY_STATUS_LABELS } from "~/constants";
import { idField, optionalIdField } from "./admin-fields";
import { booleanField, pageField, requiredText, searchField } from "./common";

export const MESSAGE_NOT_FOUND = "Message not found";
export const MESSAGE_STATES = ["unhandled", "handled"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

// The labels (plain, for the browser) name every status of the table, and no other.
type Labelled = keyof typeof ENQUIRY_STATUS_LABELS;
const _labelsMatch: [Labelled] extends [EnquiryStatus]
  ? [EnquiryStatus] extends [Labelled]
    ? true
    : never
  : never = true;
void _labelsMatch;

/** What the `status` filter takes: handled or not (any message), or an enquiry's status. */
export const MESSAGE_STATUS_FILTERS = [...MESSAGE_STATES, ...ENQUIRY_STATUSES] as const;
export const ASSIGNEE_FILTERS = ["none", "me"] as const;

/**
 * The Messages list and its CSV (docs/quotes.md, Enquiry workflow): `q` searches sender, e-mail,
 * subject, text, company, product and the reference ("Q-000123"); `kind`, `status` and `assignee`
 * filter.
 */
export const MessagesFilterQuery = z.object({
  q: searchField.describe(
    "Searches name, e-mail, subject, message, company, product and reference (Q-000123)",
  ),
  kind: z
    .enum(MESSAGE_KINDS, { error: `kind must be ${MESSAGE_KINDS.join(" or ")}` })
    .optional()
    .describe("contact or quotation"),
  status: z
    .enum(MESSAGE_STATUS_FILTERS, {
      error: `status must be ${MESSAGE_STATUS_FILTERS.join(", ")}`,
    })
    .optional()
    .describe(
      "unhandled or handled (any message), or an enquiry's status: new, in_progress, quoted, won or lost (quotations only)",
    ),
  assignee: z
    .union([z.enum(ASSIGNEE_FILTERS), idField("assignee must be none, me or a user id")], {
      error: "assignee must be none, me or a user id",
    })
    .optional()
    .describe("none (unassigned), me (the caller's) or a user id"),
});

export const MessagesQuery = MessagesFilterQuery.extend({
  page: pageField.describe("Page (25 a page)"),
});
export type MessagesFilter = z.output<typeof MessagesFilterQuery>;

export const MessageIdParams = z.object({ id: idField(MESSAGE_NOT_FOUND) });

/** Mark handled or unhandled: the page's buttons and `PUT /api/bel/admin/messages/{id}`. */
export const MessageHandledSchema = z.object({
  handled: booleanField("handled must be true or false"),
});

/** An enquiry's status: the page's status form and `PUT /api/bel/admin/messages/{id}/status`. */
export const EnquiryStatusSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, {
    error: `status must be ${ENQUIRY_STATUSES.join(", ")}`,
  }),
});

/**
 * Who has an enquiry: the page's assign form and `PUT /api/bel/admin/messages/{id}/assignee`;
 * empty or null unassigns.
 */
export const EnquiryAssignSchema = z.object({
  assigneeId: optionalIdField("Choose a user").transform((id) => id ?? null),
});

/** An internal note: the page's note form and `POST /api/bel/admin/messages/{id}/notes`. */
export const EnquiryNoteSchema = z.object({
  body: requiredText(
    "Write the note.",
    ENQUIRY_NOTE_MAX,
    `A note is ${ENQUIRY_NOTE_MAX.toLocaleString("en-GB")} characters at most.`,
  ),
});

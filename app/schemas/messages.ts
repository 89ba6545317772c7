/**
 * The Messages screen (docs/admin.md, Messages) and its /api/bel twins: contact messages and
 * enquiries.
 */
import { z } from "zod";
import { MESSAGE_KINDS } from "../../db/schema";
import { idField } from "./admin-fields";
import { booleanField, pageField, searchField } from "./common";

export const MESSAGE_NOT_FOUND = "Message not found";
export const MESSAGE_STATES = ["unhandled", "handled"] as const;

/** `q` searches sender, e-mail, subject, text, company and product; `kind` and `status` filter. */
export const MessagesQuery = z.object({
  q: searchField.describe("Searches name, e-mail, subject, message, company and product"),
  kind: z
    .enum(MESSAGE_KINDS, { error: `kind must be ${MESSAGE_KINDS.join(" or ")}` })
    .optional()
    .describe("contact or quotation"),
  status: z
    .enum(MESSAGE_STATES, { error: `status must be ${MESSAGE_STATES.join(" or ")}` })
    .optional()
    .describe("unhandled or handled"),
  page: pageField.describe("Page (25 a page)"),
});

export const MessageIdParams = z.object({ id: idField(MESSAGE_NOT_FOUND) });

/** Mark handled or unhandled: the page's buttons and `PUT /api/bel/admin/messages/{id}`. */
export const MessageHandledSchema = z.object({
  handled: booleanField("handled must be true or false"),
});

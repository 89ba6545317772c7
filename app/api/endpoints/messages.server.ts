/**
 * Contact messages and quotation enquiries for staff (docs/admin.md, Messages), and the enquiry
 * workflow: status, assignee, notes and the CSV (docs/quotes.md, Enquiry workflow).
 */
import { z } from "zod";
import {
  ContactMessage,
  Enquiry,
  EnquiryNote,
  errorResponse,
  invalidInput,
  ok,
  pageFields,
} from "~/api/components";
import { messages } from "~/api/records.server";
import { reply } from "~/api/endpoint";
import { contactMessage, enquiry, enquiryNote, pageAnswer } from "~/api/json";
import {
  countUnhandledMessages,
  deleteMessage,
  getMessage,
  listMessages,
  MESSAGE_DELETED,
  MESSAGE_NOT_FOUND,
  MESSAGE_HANDLED,
  MESSAGE_UNHANDLED,
  setMessageHandled,
} from "~/models/contact.server";
import {
  addEnquiryNote,
  assignEnquiry,
  ENQUIRY_ASSIGNED,
  ENQUIRY_CSV_COLUMNS,
  ENQUIRY_NOTE_ADDED,
  ENQUIRY_STATUS_SET,
  enquiryCsvBatches,
  getEnquiry,
  NOT_AN_ENQUIRY,
  setEnquiryStatus,
} from "~/models/enquiry.server";
import {
  EnquiryAssignSchema,
  EnquiryNoteSchema,
  EnquiryStatusSchema,
  MessageHandledSchema,
  MessageIdParams,
  MessagesFilterQuery,
  MessagesQuery,
} from "~/schemas/messages";
import { csvResponse } from "~/utils/csv.server";
import { actorOf } from "~/screens/auth.server";
import { badInput, notFound } from "~/utils/domain-error";

export const messageEndpoints = [
  messages.endpoint({
    method: "GET",
    path: "/admin/messages",
    summary:
      "Contact messages and quotation enquiries, newest first, 25 a page, filtered by kind, status and assignee; unhandled counts those not handled (a contact message until marked handled, an enquiry while its status is New)",
    query: MessagesQuery,
    responses: {
      200: {
        description: "A page of messages",
        schema: ok({
          messages: z.array(ContactMessage.extend({ index: z.int() })),
          ...pageFields,
          unhandled: z.int().describe("Unhandled messages in all (the sidebar's number)"),
        }),
      },
      400: invalidInput,
    },
    handler: ({ query, user }) => {
      const list = listMessages({ ...query, me: user.id });
      return {
        success: true as const,
        messages: list.messages.map((m) => ({ ...contactMessage(m), index: m.index })),
        ...pageAnswer(list),
        unhandled: countUnhandledMessages(),
      };
    },
  }),

  messages.endpoint({
    method: "GET",
    path: "/admin/messages.csv",
    summary:
      "The filtered list as a CSV download (UTF-8, header row, formula-like cells escaped): a row per enquiry line, one for a message without lines; every page, with the list's q, kind, status and assignee",
    query: MessagesFilterQuery,
    responses: {
      200: { description: "text/csv; charset=utf-8, as an attachment" },
      400: invalidInput,
    },
    handler: ({ query, user }) =>
      csvResponse(
        `messages-${new Date().toISOString().slice(0, 10)}.csv`,
        ENQUIRY_CSV_COLUMNS,
        enquiryCsvBatches({ ...query, me: user.id }),
      ),
  }),

  messages.read("/admin/messages/{id}", "One message, in full", ({ id }) => getMessage(id)),

  messages.endpoint({
    method: "GET",
    path: "/admin/messages/{id}/enquiry",
    summary: "A quotation enquiry's workflow: reference, status, assignee, lines and notes",
    params: MessageIdParams,
    responses: {
      200: { description: "The enquiry", schema: ok({ enquiry: Enquiry }) },
      400: errorResponse(NOT_AN_ENQUIRY),
      404: errorResponse(MESSAGE_NOT_FOUND),
    },
    handler: ({ params }) => {
      const found = getEnquiry(params.id);
      if (!found) throw notFound(MESSAGE_NOT_FOUND);
      if (found.message.kind !== "quotation") throw badInput(NOT_AN_ENQUIRY);
      return { success: true as const, enquiry: enquiry(found) };
    },
  }),

  messages.update({
    path: "/admin/messages/{id}/status",
    summary: "Set a quotation enquiry's status (recorded in the audit log)",
    body: EnquiryStatusSchema,
    accepts: ["json", "form"],
    message: ENQUIRY_STATUS_SET,
    write: ({ params, body, actor }) => setEnquiryStatus(actor, params.id, body.status),
  }),

  messages.update({
    path: "/admin/messages/{id}/assignee",
    summary: "Give a quotation enquiry to a user (assigneeId), or to nobody (null)",
    body: EnquiryAssignSchema,
    accepts: ["json", "form"],
    message: ENQUIRY_ASSIGNED,
    write: ({ params, body, actor }) => assignEnquiry(actor, params.id, body.assigneeId),
  }),

  messages.endpoint({
    method: "POST",
    path: "/admin/messages/{id}/notes",
    summary: "Add an internal note to a quotation enquiry, by the caller",
    params: MessageIdParams,
    body: EnquiryNoteSchema,
    accepts: ["json", "form"],
    responses: {
      201: {
        description: ENQUIRY_NOTE_ADDED,
        schema: ok({ message: z.string(), note: EnquiryNote }),
      },
      400: invalidInput,
      404: errorResponse(MESSAGE_NOT_FOUND),
    },
    handler: ({ params, body, user, request }) =>
      reply(201, {
        success: true as const,
        message: ENQUIRY_NOTE_ADDED,
        note: enquiryNote(addEnquiryNote(actorOf(user, request), params.id, body.body)),
      }),
  }),

  messages.update({
    path: "/admin/messages/{id}",
    summary:
      "Mark a contact message handled (handled: true) or unhandled (handled: false); an enquiry is handled once its status leaves New, so a quotation is refused (400)",
    body: MessageHandledSchema,
    accepts: ["json", "form"],
    description: `${MESSAGE_HANDLED}, or ${MESSAGE_UNHANDLED}`,
    message: ({ handled }) => (handled ? MESSAGE_HANDLED : MESSAGE_UNHANDLED),
    write: ({ params, body, actor }) => setMessageHandled(actor, params.id, body.handled),
  }),

  messages.remove({
    path: "/admin/messages/{id}",
    summary: "Delete a message",
    message: MESSAGE_DELETED,
    remove: ({ params, actor }) => deleteMessage(actor, params.id),
  }),
];

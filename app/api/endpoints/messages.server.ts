/** Contact messages and quotation enquiries for staff (docs/admin.md, Messages). */
import { z } from "zod";
import { ContactMessage, invalidInput, ok, pageFields } from "~/api/components";
import { messages } from "~/api/records.server";
import { contactMessage, pageAnswer } from "~/api/json";
import {
  countUnhandledMessages,
  deleteMessage,
  getMessage,
  listMessages,
  MESSAGE_DELETED,
  MESSAGE_HANDLED,
  MESSAGE_UNHANDLED,
  setMessageHandled,
} from "~/models/contact.server";
import { MessageHandledSchema, MessagesQuery } from "~/schemas/messages";

export const messageEndpoints = [
  messages.endpoint({
    method: "GET",
    path: "/admin/messages",
    summary:
      "Contact messages and quotation enquiries, newest first, 25 a page; unhandled counts those nobody has handled",
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
    handler: ({ query }) => {
      const list = listMessages(query);
      return {
        success: true as const,
        messages: list.messages.map((m) => ({ ...contactMessage(m), index: m.index })),
        ...pageAnswer(list),
        unhandled: countUnhandledMessages(),
      };
    },
  }),

  messages.read("/admin/messages/{id}", "One message, in full", ({ id }) => getMessage(id)),

  messages.update({
    path: "/admin/messages/{id}",
    summary: "Mark a message handled (handled: true) or unhandled (handled: false)",
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

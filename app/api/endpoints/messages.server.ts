/** Contact messages and quotation enquiries for staff (docs/admin.md, Messages). */
import { z } from "zod";
import {
  ContactMessage,
  invalidInput,
  ok,
  pageFields,
  errorResponse,
  messageResponse,
} from "~/api/components";
import { endpoint } from "~/api/endpoint";
import { contactMessage, pageAnswer } from "~/api/json";
import {
  countUnhandledMessages,
  deleteMessage,
  getMessage,
  listMessages,
  MESSAGE_DELETED,
  MESSAGE_HANDLED,
  MESSAGE_NOT_FOUND,
  MESSAGE_UNHANDLED,
  setMessageHandled,
} from "~/models/contact.server";
import { MessageHandledSchema, MessageIdParams, MessagesQuery } from "~/schemas/messages";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const TAG = "Messages";
const notFoundAnswer = errorResponse(MESSAGE_NOT_FOUND);

export const messageEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/messages",
    summary:
      "Contact messages and quotation enquiries, newest first, 25 a page; unhandled counts those nobody has handled",
    tag: TAG,
    access: "staff",
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

  endpoint({
    method: "GET",
    path: "/admin/messages/{id}",
    summary: "One message, in full",
    tag: TAG,
    access: "staff",
    params: MessageIdParams,
    responses: {
      200: { description: "The message", schema: ok({ contactMessage: ContactMessage }) },
      404: notFoundAnswer,
    },
    handler: ({ params }) => {
      const message = getMessage(params.id);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return { success: true as const, contactMessage: contactMessage(message) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/messages/{id}",
    summary: "Mark a message handled (handled: true) or unhandled (handled: false)",
    tag: TAG,
    access: "staff",
    params: MessageIdParams,
    body: MessageHandledSchema,
    accepts: ["json", "form"],
    responses: {
      200: {
        description: `${MESSAGE_HANDLED}, or ${MESSAGE_UNHANDLED}`,
        schema: ok({ message: z.string(), contactMessage: ContactMessage }),
      },
      400: invalidInput,
      404: notFoundAnswer,
    },
    handler: ({ params, body, user, request }) => {
      const message = setMessageHandled(actorOf(user, request), params.id, body.handled);
      return {
        success: true as const,
        message: body.handled ? MESSAGE_HANDLED : MESSAGE_UNHANDLED,
        contactMessage: contactMessage(message),
      };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/messages/{id}",
    summary: "Delete a message",
    tag: TAG,
    access: "staff",
    params: MessageIdParams,
    responses: {
      200: messageResponse(MESSAGE_DELETED),
      404: notFoundAnswer,
    },
    handler: ({ params, user, request }) => {
      deleteMessage(actorOf(user, request), params.id);
      return { success: true as const, message: MESSAGE_DELETED };
    },
  }),
];

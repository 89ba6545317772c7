/**
 * Sessions (docs/api.md, Sessions): one's own, listed and ended, and an admin's view of a user's.
 * The rules (never the asking session, an admin keeps their own, the audit entries) are the
 * model's (app/models/session.server.ts), shared with the profile and the user screen.
 */
import { z } from "zod";
import { errorResponse, invalidInput, messageResponse, ok, Session } from "~/api/components";
import { endpoint } from "~/api/endpoint";
import {
  endOwnSession,
  endUserSessions,
  listUserSessions,
  SESSION_ENDED,
  sessionsEnded,
  type SessionSummary,
} from "~/models/session.server";
import { getUserById, USER_NOT_FOUND } from "~/models/user.server";
import { SessionHandleSchema } from "~/schemas/session";
import { UserIdParams } from "~/schemas/user";
import { actorOf } from "~/screens/auth.server";
import { notFound } from "~/utils/domain-error";

const TAG = "Sessions";

const SessionsAnswer = ok({ sessions: z.array(Session) });
const EndedAnswer = ok({
  message: z.string(),
  ended: z.int().describe("How many sessions ended"),
});

const apiSession = (s: SessionSummary) => ({
  handle: s.handle,
  browser: s.browser,
  address: s.address,
  startedAt: s.startedAt.toISOString(),
  lastSeenAt: s.lastSeenAt.toISOString(),
  current: s.current,
});

function userOrNotFound(id: number) {
  const user = getUserById(id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

export const sessionEndpoints = [
  endpoint({
    method: "GET",
    path: "/me/sessions",
    summary: "Where the signed-in account is signed in: this session first, then the most recent",
    tag: TAG,
    access: "staff",
    responses: { 200: { description: "The account's live sessions", schema: SessionsAnswer } },
    handler: ({ user }) => ({
      success: true as const,
      sessions: listUserSessions(user.id, user.sessionId).map(apiSession),
    }),
  }),

  endpoint({
    method: "DELETE",
    path: "/me/sessions",
    summary: "End every other session of the account (this one stays)",
    tag: TAG,
    access: "staff",
    responses: { 200: { description: "How many ended", schema: EndedAnswer } },
    handler: ({ user, request }) => {
      const ended = endUserSessions(actorOf(user, request), user.id);
      return { success: true as const, message: sessionsEnded(ended), ended };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/me/sessions/{handle}",
    summary: "End one other session of the account; that client is signed out at its next request",
    tag: TAG,
    access: "staff",
    params: SessionHandleSchema,
    responses: {
      200: messageResponse(SESSION_ENDED),
      404: errorResponse("No such session of this account (it may have ended already)"),
      409: errorResponse("The session of this request: sign out instead"),
    },
    handler: ({ user, request, params }) => {
      endOwnSession(actorOf(user, request), params.handle);
      return { success: true as const, message: SESSION_ENDED };
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/users/{id}/sessions",
    summary: "A user's live sessions",
    tag: TAG,
    access: "admin",
    params: UserIdParams,
    responses: {
      200: { description: "The user's live sessions", schema: SessionsAnswer },
      400: invalidInput,
      404: errorResponse("User not found"),
    },
    handler: ({ user, params }) => {
      userOrNotFound(params.id);
      return {
        success: true as const,
        sessions: listUserSessions(params.id, user.sessionId).map(apiSession),
      };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/users/{id}/sessions",
    summary:
      "End every session of a user (the admin's own stays, when it is their account); they sign in again",
    tag: TAG,
    access: "admin",
    params: UserIdParams,
    responses: {
      200: { description: "How many ended", schema: EndedAnswer },
      400: invalidInput,
      404: errorResponse("User not found"),
    },
    handler: ({ user, request, params }) => {
      const ended = endUserSessions(actorOf(user, request), params.id);
      return { success: true as const, message: sessionsEnded(ended), ended };
    },
  }),
];

/** Staff sign-in, the session and password recovery (docs/admin.md, Signing in). */
import { z } from "zod";
import { ok, User, errorResponse, messageResponse } from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { apiUser } from "~/api/json";
import { env } from "~/env.server";
import {
  forgotPassword,
  PASSWORD_UPDATED,
  RESET_LINK_SENT,
  resetPassword,
} from "~/models/password-reset.server";
import { clientAddress } from "~/utils/client-address.server";
import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema } from "~/schemas/auth";
import { endSession, LOGGED_OUT, signIn, startSession } from "~/screens/auth.server";

const TAG = "Staff sign-in";
const UserAnswer = ok({ user: User });

const logout = endpointLogout("GET", "Sign out (the original's call): ends the session");

function endpointLogout(method: "GET" | "POST", summary: string) {
  return endpoint({
    method,
    path: "/logout",
    summary,
    tag: TAG,
    access: "staff",
    sameSiteOnly: true,
    responses: {
      200: messageResponse(LOGGED_OUT),
      403: errorResponse("Sent by another site"),
    },
    handler: async ({ request }) =>
      reply(
        200,
        { success: true as const, message: LOGGED_OUT },
        { "Set-Cookie": await endSession(request) },
      ),
  });
}

export const authEndpoints = [
  endpoint({
    method: "POST",
    path: `/admin-${env.BRAND_SLUG}`,
    summary:
      "Sign in; sets the bel_session cookie (30 days with remember: true, else a browser session)",
    tag: TAG,
    access: "public",
    body: LoginSchema.omit({ redirectTo: true }),
    responses: {
      200: { description: "Signed in", schema: UserAnswer },
      400: errorResponse("Invalid input"),
      401: errorResponse("Invalid email or password"),
      429: errorResponse("Too many failed sign-ins for this account or address"),
    },
    handler: async ({ request, body }) => {
      const user = await signIn(body, clientAddress(request));
      const cookie = await startSession(user.id, { remember: body.remember === true });
      return reply(200, { success: true as const, user: apiUser(user) }, { "Set-Cookie": cookie });
    },
  }),

  endpoint({
    method: "GET",
    path: "/me",
    summary: "The signed-in user",
    tag: TAG,
    access: "staff",
    responses: { 200: { description: "The user", schema: UserAnswer } },
    handler: ({ user }) => ({ success: true as const, user: apiUser(user) }),
  }),

  logout,
  endpointLogout("POST", "Sign out: ends the session"),

  endpoint({
    method: "POST",
    path: "/password/forgot",
    summary: "E-mail a password-reset link (the same answer whether the address exists or not)",
    tag: TAG,
    access: "public",
    body: ForgotPasswordSchema,
    responses: {
      200: messageResponse(RESET_LINK_SENT),
      400: errorResponse("Invalid input"),
      429: errorResponse("Too many requests for this address or client"),
    },
    handler: async ({ request, body, origin }) => {
      await forgotPassword({ email: body.email, address: clientAddress(request), origin });
      return { success: true as const, message: RESET_LINK_SENT };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/password/reset/{token}",
    summary:
      "Set a new password with the token from the e-mail (valid 30 minutes, once); ends every session of the user",
    tag: TAG,
    access: "public",
    params: z.object({ token: z.string().max(200) }),
    body: ResetPasswordSchema,
    responses: {
      200: messageResponse(PASSWORD_UPDATED),
      400: errorResponse("Invalid input, or the token is invalid, used or expired"),
    },
    handler: async ({ request, params, body }) => {
      await resetPassword(params.token, body.password, { address: clientAddress(request) });
      return { success: true as const, message: PASSWORD_UPDATED };
    },
  }),
];

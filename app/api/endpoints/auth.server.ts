/** Staff sign-in, the session and password recovery (docs/admin.md, Signing in). */
import { z } from "zod";
import { ok, User, errorResponse, messageResponse, SignInErrorAnswer } from "~/api/components";
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
import { isTrustedBrowser, trustBrowser } from "~/models/trusted-browser.server";
import { hasTwoFactor } from "~/models/two-factor.server";
import { ApiSignInSchema, ForgotPasswordSchema, ResetPasswordSchema } from "~/schemas/auth";
import { endSession, LOGGED_OUT, SIGN_IN_PATH, signIn, startSession } from "~/screens/auth.server";
import { checkSecondFactor, twoFactorRequired } from "~/screens/two-factor-sign-in.server";
import { DomainError } from "~/utils/domain-error";
import { userAgentOf } from "~/utils/user-agent.server";

/** Said to a client that signed in with a right password to an account with two-factor. */
export const CODE_NEEDED = "Enter the 6-digit code from your authenticator app, or a recovery code";
export const TWO_FACTOR_SETUP_FIRST =
  "Two-factor sign-in must be set up first: sign in on the site";

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
    body: ApiSignInSchema,
    responses: {
      200: { description: "Signed in", schema: UserAnswer },
      400: errorResponse("Invalid input"),
      401: {
        description:
          "Invalid email or password; or, with twoFactor, a code is needed (or was wrong): send the same POST with code or recoveryCode",
        schema: SignInErrorAnswer,
      },
      403: {
        description: "Two-factor is required for every staff account and this one has none yet",
        schema: SignInErrorAnswer,
      },
      429: errorResponse("Too many failed sign-ins, or wrong codes, for this account or address"),
    },
    handler: async ({ request, body }) => {
      const user = await signIn(body, clientAddress(request), userAgentOf(request));
      const remember = body.remember === true;
      const signedIn = (headers: HeadersInit) =>
        reply(200, { success: true as const, user: apiUser(user) }, headers);
      // An account without two-factor: exactly the answer it always had.
      if (!hasTwoFactor(user.id)) {
        if (twoFactorRequired()) {
          return reply(403, {
            success: false as const,
            message: TWO_FACTOR_SETUP_FIRST,
            twoFactor: { required: true as const, setup: SIGN_IN_PATH },
          });
        }
        return signedIn({ "Set-Cookie": await startSession(user.id, request, { remember }) });
      }
      const challenge = {
        required: true as const,
        methods: ["code" as const, "recoveryCode" as const],
      };
      const trusted = await isTrustedBrowser(request.headers.get("Cookie"), user.id);
      if (!trusted) {
        if (body.code === undefined && body.recoveryCode === undefined) {
          return reply(401, {
            success: false as const,
            message: CODE_NEEDED,
            twoFactor: challenge,
          });
        }
        try {
          await checkSecondFactor(user, request, body, 401);
        } catch (error) {
          if (!(error instanceof DomainError) || error.status !== 401) throw error;
          return reply(401, {
            success: false as const,
            message: error.message,
            errors: error.errors,
            twoFactor: challenge,
          });
        }
      }
      const headers = new Headers();
      const method = trusted
        ? "trusted"
        : body.recoveryCode !== undefined
          ? "recovery"
          : "password+code";
      headers.append("Set-Cookie", await startSession(user.id, request, { remember, method }));
      if (body.trustBrowser === true && !trusted) {
        headers.append("Set-Cookie", await trustBrowser(user.id));
      }
      return signedIn(headers);
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

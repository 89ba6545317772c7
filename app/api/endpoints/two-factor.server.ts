/**
 * Two-factor sign-in through the API (docs/api.md, Two-factor sign-in): an admin's reset of a
 * user's second factors, the twin of Update User's "Reset two-factor". Turning two-factor on is a
 * page flow (a QR code and a first code); the JSON sign-in's second step is in auth.server.ts.
 */
import { errorResponse, invalidInput, messageResponse } from "~/api/components";
import { endpoint } from "~/api/endpoint";
import { resetTwoFactor, TWO_FACTOR_RESET } from "~/models/two-factor.server";
import { UserIdParams } from "~/schemas/user";
import { actorOf } from "~/screens/auth.server";

export const twoFactorEndpoints = [
  endpoint({
    method: "DELETE",
    path: "/admin/users/{id}/two-factor",
    summary:
      "Reset a user's two-factor sign-in: the authenticator's secret, the recovery codes and the passkeys go, and the user's sessions end (the admin's own stays)",
    tag: "Two-factor",
    access: "admin",
    params: UserIdParams,
    responses: {
      200: messageResponse(TWO_FACTOR_RESET),
      400: invalidInput,
      404: errorResponse("User not found"),
      409: errorResponse("The user has neither two-factor nor passkeys"),
    },
    handler: ({ user, request, params }) => {
      resetTwoFactor(actorOf(user, request), params.id, { sessionId: user.sessionId });
      return { success: true as const, message: TWO_FACTOR_RESET };
    },
  }),
];

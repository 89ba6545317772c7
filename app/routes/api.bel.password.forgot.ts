import type { ActionFunctionArgs } from "@remix-run/node";
import { forgotPassword, RESET_LINK_SENT, siteOrigin } from "~/models/password-reset.server";
import { clientAddress, ThrottledError } from "~/models/throttle.server";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { ApiError, apiJson, handleApi, methodNotAllowed, readJson } from "~/utils/api.server";

/** POST /api/bel/password/forgot `{ email }`: the same answer whether the address exists or not. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { email } = await readJson(request, ForgotPasswordSchema);
    try {
      await forgotPassword({ email, address: clientAddress(request), origin: siteOrigin(request) });
    } catch (error) {
      if (!(error instanceof ThrottledError)) throw error;
      throw new ApiError(429, error.message, undefined, {
        "Retry-After": String(error.retryAfterSeconds),
      });
    }
    return apiJson(request, { success: true, message: RESET_LINK_SENT });
  });

export const loader = () => handleApi(() => methodNotAllowed(["POST"]));

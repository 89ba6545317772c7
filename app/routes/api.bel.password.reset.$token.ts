import type { ActionFunctionArgs } from "@remix-run/node";
import {
  PASSWORD_UPDATED,
  RESET_TOKEN_INVALID,
  resetPassword,
} from "~/models/password-reset.server";
import { ResetPasswordSchema } from "~/schemas/auth";
import { ApiError, apiJson, handleApi, methodNotAllowed, readJson } from "~/utils/api.server";

/** PUT /api/bel/password/reset/{token} `{ password, confirmPassword }`. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
    const { password } = await readJson(request, ResetPasswordSchema);
    const user = await resetPassword(params.token ?? "", password);
    if (!user) throw new ApiError(400, RESET_TOKEN_INVALID);
    return apiJson(request, { success: true, message: PASSWORD_UPDATED });
  });

export const loader = () => handleApi(() => methodNotAllowed(["PUT"]));

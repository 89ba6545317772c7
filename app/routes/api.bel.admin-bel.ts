import type { ActionFunctionArgs } from "@remix-run/node";
import { clientAddress } from "~/models/throttle.server";
import { toApiUser } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { apiJson, handleApi, methodNotAllowed, readJson } from "~/utils/api.server";
import { loginApiError, signIn, startSession } from "~/utils/auth.server";

/** POST /api/bel/admin-bel `{ email, password, remember? }`: signs in and sets the session cookie. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJson(request, LoginSchema);
    const user = await signIn(body, clientAddress(request)).catch((error: unknown) => {
      throw loginApiError(error);
    });
    const cookie = await startSession(user.id, { remember: body.remember === true });
    return apiJson(
      request,
      { success: true, user: toApiUser(user) },
      { headers: { "Set-Cookie": cookie } },
    );
  });

export const loader = () => handleApi(() => methodNotAllowed(["POST"]));

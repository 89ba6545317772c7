import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, assertSameOrigin, handleApi, methodNotAllowed } from "~/utils/api.server";
import { endSession, requireApiUser } from "~/utils/auth.server";

export const LOGGED_OUT = "Logged out successfully";

async function logout(request: Request) {
  await requireApiUser(request);
  return apiJson(
    request,
    { success: true, message: LOGGED_OUT },
    { headers: { "Set-Cookie": await endSession(request) } },
  );
}

/** GET /api/bel/logout (the original's call), and POST for clients that prefer it. */
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => logout(request));

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") {
      await requireApiUser(request);
      return methodNotAllowed(["GET", "POST"]);
    }
    assertSameOrigin(request);
    return logout(request);
  });

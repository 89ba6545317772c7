import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { toApiUser } from "~/models/user.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

/** GET /api/bel/me: the signed-in user, or 401. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(request, { success: true, user: toApiUser(user) });
  });

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    await requireApiUser(request);
    return methodNotAllowed(["GET"]);
  });

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  deleteUser,
  getUserById,
  toApiUser,
  updateUser,
  USER_NOT_FOUND,
} from "~/models/user.server";
import { UserIdParams, UserUpdateSchema } from "~/schemas/user";
import {
  ApiError,
  apiJson,
  assertSameOrigin,
  handleApi,
  methodNotAllowed,
  readJson,
} from "~/utils/api.server";
import { requireApiRole, userApiError } from "~/utils/auth.server";

function userId(params: LoaderFunctionArgs["params"]) {
  const parsed = UserIdParams.safeParse(params);
  if (!parsed.success) throw new ApiError(404, USER_NOT_FOUND);
  return Number(parsed.data.id);
}

/** GET /api/bel/admin/users/{id} (admin only). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireApiRole(request, "admin");
    const user = getUserById(userId(params));
    if (!user) throw new ApiError(404, USER_NOT_FOUND);
    return apiJson(request, { success: true, user: toApiUser(user) });
  });

/** PUT `{ name, email, role }` and DELETE /api/bel/admin/users/{id} (admin only). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    const me = await requireApiRole(request, "admin");
    const id = userId(params);
    if (request.method === "PUT") {
      const body = await readJson(request, UserUpdateSchema);
      try {
        const user = updateUser(id, body);
        return apiJson(request, { success: true, message: "User Updated", user: toApiUser(user) });
      } catch (error) {
        throw userApiError(error);
      }
    }
    if (request.method === "DELETE") {
      assertSameOrigin(request);
      try {
        const user = deleteUser(id, me.id);
        return apiJson(request, {
          success: true,
          message: "User deleted successfully",
          user: toApiUser(user),
        });
      } catch (error) {
        throw userApiError(error);
      }
    }
    return methodNotAllowed(["GET", "PUT", "DELETE"]);
  });

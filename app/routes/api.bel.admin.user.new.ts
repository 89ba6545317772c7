import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createUser, toApiUser } from "~/models/user.server";
import { UserCreateSchema } from "~/schemas/user";
import { apiJson, handleApi, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiRole, userApiError } from "~/utils/auth.server";

/** POST /api/bel/admin/user/new `{ name, email, role, password, confirmPassword? }` (admin only). */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    await requireApiRole(request, "admin");
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJson(request, UserCreateSchema);
    const user = await createUser(body).catch((error: unknown) => {
      throw userApiError(error);
    });
    return apiJson(
      request,
      { success: true, message: "User created successfully", user: toApiUser(user) },
      { status: 201 },
    );
  });

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireApiRole(request, "admin");
    return methodNotAllowed(["POST"]);
  });

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listUsers, toApiUser } from "~/models/user.server";
import { UsersQuerySchema } from "~/schemas/user";
import { apiJson, handleApi, methodNotAllowed, parseOr400 } from "~/utils/api.server";
import { requireApiRole } from "~/utils/auth.server";

/** GET /api/bel/admin/users?q=&page=: one page of users (admin only). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireApiRole(request, "admin");
    const query = parseOr400(
      UsersQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const { users, total, page, pageCount, pageSize } = listUsers(query);
    return apiJson(request, {
      success: true,
      users: users.map((u) => ({
        ...toApiUser(u),
        index: u.index,
        createdAt: u.createdAt.toISOString(),
      })),
      total,
      page,
      pageCount,
      resPerPage: pageSize,
    });
  });

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    await requireApiRole(request, "admin");
    return methodNotAllowed(["GET"]);
  });

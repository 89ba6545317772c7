/**
 * The server half of an admin list screen (products, users, messages, customers, reviews, the
 * audit log, datasheets): the staff member it is for, checked before anything is read, and the
 * list's query, read leniently (app/utils/query.server.ts); its row buttons, each answered by a
 * toast on the page the button was pressed on.
 *
 *   const { query } = await readListQuery(request, "manager", CustomersQuery);
 *   return deleteRowAction(request, "admin", UserIdParams, deleteUser, USER_DELETED);
 */
import type { z } from "zod";
import type { Role } from "../../db/schema";
import type { Actor } from "~/models/audit.server";
import { requireActor, requireRole } from "~/screens/auth.server";
import { readFormData } from "~/utils/form.server";
import { intentAction, rowIntent } from "~/screens/intent-action.server";
import { readPageQuery } from "~/utils/query.server";
import { backTo } from "~/utils/redirect";
import { listAddress } from "~/utils/url-modal.server";

/** The user (who must have `role`) and the list's query, read with `schema`. */
export async function readListQuery<S extends z.ZodObject>(
  request: Request,
  role: Role,
  schema: S,
) {
  const user = await requireRole(request, role);
  return { user, query: readPageQuery(schema, request) };
}

/**
 * Where a row button's answer leads: back to the page it was pressed on (its Referer, with the
 * list's search, filters and page), else the list.
 */
export function pageBack(request: Request) {
  return backTo(request, listAddress(request));
}

/**
 * The action of a list whose one row button is Delete (`intent=delete`, the row's `id`): `remove`
 * deletes it as the staff member (who must have `role`), `message` is the toast.
 */
export async function deleteRowAction(
  request: Request,
  role: Role,
  schema: z.ZodType<{ id: number }>,
  remove: (actor: Actor, id: number) => unknown,
  message: string,
) {
  const actor = await requireActor(request, role);
  return intentAction(request, await readFormData(request), {
    delete: rowIntent(schema, ({ id }) => remove(actor, id), message, { back: pageBack(request) }),
  });
}

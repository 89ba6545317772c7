/**
 * What the admin content screens (videos, know-how, blog) share on the server: the list's
 * address without the modal's parameters, the modal's state read from the URL, and the row
 * actions' move handling.
 */
import type { MoveDirection } from "~/models/ordering.server";
import { MoveSchema } from "~/schemas/content";
import { submitWithToast } from "~/utils/form.server";
import { backTo } from "~/utils/redirect";

export const ORDER_UPDATED = "Order updated";

/** The list's address (query kept) without `new`, `edit` and Remix's own parameters. */
export function listAddress(request: Request) {
  const url = new URL(request.url);
  for (const key of ["new", "edit", "index", "_routes"]) url.searchParams.delete(key);
  return `${url.pathname}${url.search}`;
}

/** The modal the URL asks for: `?new`, or `?edit={id}` (its id, or NaN when it is no id). */
export function modalOf(request: Request): { creating: boolean; editId: number | null } {
  const params = new URL(request.url).searchParams;
  const edit = params.get("edit");
  return {
    creating: params.has("new"),
    editId: edit === null ? null : /^\d{1,15}$/.test(edit) ? Number(edit) : Number.NaN,
  };
}

/** `intent=move`: moves the row with the model's function, then back with a toast. */
export function moveAction(
  request: Request,
  formData: FormData,
  move: (id: number, direction: MoveDirection, neighbour?: number) => boolean,
  message: string,
) {
  return submitWithToast(
    request,
    MoveSchema,
    ({ id, direction, neighbour }) => {
      move(id, direction, neighbour);
      return message;
    },
    { back: backTo(request, listAddress(request)), formData },
  );
}

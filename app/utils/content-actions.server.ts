/**
 * What the admin content screens (videos, know-how, blog) share on the server: the list's
 * address without the modal's parameters, the modal's state read from the URL, and their action
 * (create, update, delete, move).
 */
import type { z } from "zod";
import type { MoveDirection } from "~/models/ordering.server";
import { MoveSchema } from "~/schemas/content";
import { submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { backTo } from "~/utils/redirect";
import { redirectWithToast } from "~/utils/toast.server";

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

/** One intent of {@link contentAction}: the form's schema, the model call, the success toast. */
export type ContentStep<S extends z.ZodType> = {
  schema: S;
  run: (value: z.output<S>) => unknown;
  message: string;
};

/**
 * The action of a content screen, by `intent`: `create` and `update` (modal forms: field errors
 * on the form, success back to the list with a toast), `delete` and, for an ordered list, `move`
 * (row buttons: a toast either way, back to the page of the list they were on).
 */
export async function contentAction<C extends z.ZodType, U extends z.ZodType, D extends z.ZodType>(
  request: Request,
  formData: FormData,
  steps: {
    create: ContentStep<C>;
    update: ContentStep<U>;
    delete: ContentStep<D>;
    move?: (id: number, direction: MoveDirection, neighbour?: number) => boolean;
  },
) {
  const intent = formData.get("intent");
  const list = listAddress(request);
  const form = <S extends z.ZodType>(
    formIntent: "create" | "update",
    { schema, run, message }: ContentStep<S>,
  ) =>
    submitForm(
      request,
      schema,
      async (value) => {
        await run(value);
        return redirectWithToast(list, { type: "success", message });
      },
      { intent: formIntent, formData },
    );
  switch (intent) {
    case "create":
      return form("create", steps.create);
    case "update":
      return form("update", steps.update);
    case "delete": {
      const { schema, run, message } = steps.delete;
      return submitWithToast(
        request,
        schema,
        async (value) => {
          await run(value);
          return message;
        },
        { back: backTo(request, list), formData },
      );
    }
    case "move":
      if (steps.move) return moveAction(request, formData, steps.move, ORDER_UPDATED);
  }
  return unknownIntent(intent);
}

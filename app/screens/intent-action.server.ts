/**
 * The action of an admin screen, the one way: one dispatcher by the `intent` of the submit
 * button, each intent one of three kinds.
 *
 *   // app/screens/content-screen.server.ts, the action of every content list's screen:
 *   const actor = await requireActor(request, "manager");
 *   return intentAction(request, await readFormData(request, limits), {
 *     create: formIntent(schemas.create, (value) => model.create(actor, value), messages.created),
 *     delete: rowIntent(schemas.id, ({ id }) => model.remove(actor, id), messages.deleted),
 *     move: moveIntent((id, dir, q) => model.move(actor, id, dir, q), messages.moved),
 *   });
 *
 * - A form (`formIntent`): refused, the page comes back with the messages beside the fields and
 *   the user's input (its `intent` tells which of the page's forms it was); done, the list
 *   (without the modal) with a success toast (a message, or made from what the model answered). Options: `to`, another page to lead to when done
 *   (the product editor: the products list); `hideFields`, fields never sent back (passwords,
 *   files).
 * - A row's button (`rowIntent`): a toast either way, back to the list. Options: `stay`, back to
 *   the address it was posted from (the modal it belongs to); `back`, an address the screen
 *   chose (the reviews screen: the page the button was on, by its Referer).
 * - Move up / down (`moveIntent`): a row's button that follows the one ordering protocol
 *   (app/models/ordered-content.server.ts): the row's id and direction, and the list's `q`.
 *
 * An intent that fits none of them is a function of its own (the storefront product page's review,
 * whose toast is the model's answer and whose form has a honeypot: app/routes/products.$slug/).
 *
 * The model does the work and throws a DomainError when it refuses; messages live in the model.
 * A page whose forms carry files reads them with `readUploadForm` first and dispatches the same.
 */
import type { z } from "zod";
import type { MoveDirection } from "~/models/ordering.server";
import { MoveSchema } from "~/schemas/content";
import { submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { listAddress } from "~/utils/url-modal.server";

/** `intent`: the submit button's; none when a screen's one form is answered by its intent alone. */
type Context = { request: Request; formData: FormData; intent?: string };
export type Intent = (context: Context) => Promise<Response | unknown>;

export function formIntent<S extends z.ZodType, R>(
  schema: S,
  run: (value: z.output<S>) => R | Promise<R>,
  message: string | ((result: R) => string),
  { to, hideFields }: { to?: string; hideFields?: string[] } = {},
): Intent {
  return ({ request, formData, intent }) =>
    submitForm(
      request,
      schema,
      async (value) => {
        const result = await run(value);
        return redirectWithToast(to ?? listAddress(request), {
          type: "success",
          message: typeof message === "string" ? message : message(result),
        });
      },
      { intent, formData, hideFields },
    );
}

export function rowIntent<S extends z.ZodType, R>(
  schema: S,
  run: (value: z.output<S>) => R | Promise<R>,
  message: string | ((result: R) => string),
  { stay = false, back }: { stay?: boolean; back?: string } = {},
): Intent {
  return ({ request, formData }) => {
    const url = new URL(request.url);
    return submitWithToast(
      request,
      schema,
      async (value) => {
        const result = await run(value);
        return typeof message === "string" ? message : message(result);
      },
      {
        back: back ?? (stay ? `${url.pathname}${url.search}` : listAddress(request)),
        formData,
      },
    );
  };
}

export function moveIntent(
  move: (id: number, direction: MoveDirection, q: string | undefined) => unknown,
  message: string,
): Intent {
  return (context) => {
    const q = new URL(context.request.url).searchParams.get("q")?.trim() || undefined;
    return rowIntent(MoveSchema, ({ id, direction }) => move(id, direction, q), message)(context);
  };
}

export async function intentAction(
  request: Request,
  formData: FormData,
  intents: Record<string, Intent>,
) {
  const intent = formData.get("intent");
  const run = typeof intent === "string" && Object.hasOwn(intents, intent) ? intents[intent] : null;
  return run ? run({ request, formData, intent: intent as string }) : unknownIntent(intent);
}

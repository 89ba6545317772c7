/**
 * The row actions of the Messages screens (the list and one message): mark handled or
 * unhandled, delete. Each answers with a redirect and a toast.
 */
import {
  deleteMessage,
  MESSAGE_DELETED,
  MESSAGE_HANDLED,
  MESSAGE_UNHANDLED,
  setMessageHandled,
} from "~/models/contact.server";
import { MessageHandledSchema, MessageIdParams } from "~/schemas/messages";
import { requireActor } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { intentAction, rowIntent } from "~/utils/intent-action.server";
import { pageBack } from "~/utils/list-screen.server";

const HandledForm = MessageIdParams.extend(MessageHandledSchema.shape);

/**
 * `intent=handled` (with `id` and `handled`) or `intent=delete` (with `id`); after a delete the
 * answer goes to `afterDelete` (the list, when the message's own page is gone) or back.
 */
export async function messageAction(
  request: Request,
  { afterDelete }: { afterDelete: string | null },
) {
  const actor = await requireActor(request, "manager");
  const back = pageBack(request);
  return intentAction(request, await readFormData(request), {
    handled: rowIntent(
      HandledForm,
      ({ id, handled }) => setMessageHandled(actor, id, handled),
      (message) => (message.handled ? MESSAGE_HANDLED : MESSAGE_UNHANDLED),
      { back },
    ),
    delete: rowIntent(MessageIdParams, ({ id }) => deleteMessage(actor, id), MESSAGE_DELETED, {
      back: afterDelete ?? back,
    }),
  });
}

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
import { readFormData, submitWithToast, unknownIntent } from "~/utils/form.server";
import { backTo } from "~/utils/redirect";

const HandledForm = MessageIdParams.extend(MessageHandledSchema.shape);

/** The page's own address (with its query), for the actions to come back to. */
export function ownAddress(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  return `${url.pathname}${url.search}`;
}

/**
 * `intent=handled` (with `id` and `handled`) or `intent=delete` (with `id`); after a delete the
 * answer goes to `afterDelete` (the list, when the message's own page is gone) or back.
 */
export async function messageAction(
  request: Request,
  { afterDelete }: { afterDelete: string | null },
) {
  const actor = await requireActor(request, "manager");
  const back = backTo(request, ownAddress(request));
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "handled") {
    return submitWithToast(
      request,
      HandledForm,
      ({ id, handled }) => {
        setMessageHandled(actor, id, handled);
        return handled ? MESSAGE_HANDLED : MESSAGE_UNHANDLED;
      },
      { back, formData },
    );
  }
  if (intent === "delete") {
    return submitWithToast(
      request,
      MessageIdParams,
      ({ id }) => {
        deleteMessage(actor, id);
        return MESSAGE_DELETED;
      },
      { back: afterDelete ?? back, formData },
    );
  }
  return unknownIntent(intent);
}

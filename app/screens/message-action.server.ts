/**
 * The actions of the Messages screens (the list and one message): mark handled or unhandled,
 * delete; on one enquiry also its status, its assignee and a note (docs/quotes.md, Enquiry
 * workflow). Each answers with a redirect and a toast; a refused note comes back beside its field.
 */
import {
  deleteMessage,
  MESSAGE_DELETED,
  MESSAGE_HANDLED,
  MESSAGE_UNHANDLED,
  setMessageHandled,
} from "~/models/contact.server";
import {
  addEnquiryNote,
  assignEnquiry,
  ENQUIRY_ASSIGNED,
  ENQUIRY_NOTE_ADDED,
  ENQUIRY_STATUS_SET,
  setEnquiryStatus,
} from "~/models/enquiry.server";
import {
  EnquiryAssignSchema,
  EnquiryNoteSchema,
  EnquiryStatusSchema,
  MessageHandledSchema,
  MessageIdParams,
} from "~/schemas/messages";
import { requireActor } from "~/screens/auth.server";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction, rowIntent, type Intent } from "~/screens/intent-action.server";
import { pageBack } from "~/screens/list-screen.server";

const HandledForm = MessageIdParams.extend(MessageHandledSchema.shape);

/**
 * `intent=handled` (with `id` and `handled`) or `intent=delete` (with `id`); after a delete the
 * answer goes to `afterDelete` (the list, when the message's own page is gone) or back. On one
 * message's page (`message`, its id) also `status`, `assign` and `note`.
 */
export async function messageAction(
  request: Request,
  { afterDelete, message }: { afterDelete: string | null; message?: number },
) {
  const actor = await requireActor(request, "manager");
  const back = pageBack(request);
  let workflow: Record<string, Intent> = {};
  if (message !== undefined) {
    const here = `/admin/messages/${message}`;
    workflow = {
      status: rowIntent(
        EnquiryStatusSchema,
        ({ status }) => setEnquiryStatus(actor, message, status),
        ENQUIRY_STATUS_SET,
        { back: here },
      ),
      assign: rowIntent(
        EnquiryAssignSchema,
        ({ assigneeId }) => assignEnquiry(actor, message, assigneeId),
        ENQUIRY_ASSIGNED,
        { back: here },
      ),
      note: formIntent(
        EnquiryNoteSchema,
        ({ body }) => addEnquiryNote(actor, message, body),
        ENQUIRY_NOTE_ADDED,
        { to: `${here}#notes` },
      ),
    };
  }
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
    ...workflow,
  });
}

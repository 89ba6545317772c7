/**
 * The server half of a content list's admin screen (Certificates, FAQ Videos, Cable Know-How,
 * Blog), the same for each: managers only; the loader reads the page `q` and `page` ask for and
 * the record the `?edit` modal names; the action adds, edits, deletes and moves rows through the
 * list's content model (app/models/content-model.server.ts). The route keeps what it shows, and
 * the intents of its own.
 */
import type { z } from "zod";
import type { ContentModel } from "~/models/content-model.server";
import { ContentQuery } from "~/schemas/content";
import type { Actor } from "~/models/audit.server";
import { requireActor, requireRole } from "~/screens/auth.server";
import type { BodyLimits } from "~/utils/body.server";
import { readFormData } from "~/utils/form.server";
import {
  formIntent,
  intentAction,
  moveIntent,
  rowIntent,
  type Intent,
} from "~/screens/intent-action.server";
import { readPageQuery } from "~/utils/query.server";
import { openModal } from "~/utils/url-modal.server";

/**
 * The page of the list, its search, and the modal the address opens with its record (`?edit`,
 * and with `image` the certificates' `?image` too).
 */
export async function readContentScreen<Staff>(
  request: Request,
  model: ContentModel<Staff, never, never>,
  { image = false } = {},
) {
  await requireRole(request, "manager");
  const query = readPageQuery(ContentQuery, request);
  const read = image ? { edit: model.get, image: model.get } : { edit: model.get };
  const { modal, record } = await openModal(request, read, model.messages.unreadable);
  const { rows, ...page } = model.list(query);
  return { page, rows, q: query.q ?? "", modal, editing: record };
}

/**
 * The intents of the screen: `create` and `update` (the modal forms, read with `schemas`; the
 * edit form carries the row's `id`), `delete` and `move` (the row buttons), and the screen's
 * `own` (the certificates' image and file); `limits` are those of the form's files.
 */
export async function contentScreenAction<
  Create extends z.ZodType,
  Update extends z.ZodType<{ id: number }>,
>(
  request: Request,
  model: ContentModel<unknown, z.output<Create>, Omit<z.output<Update>, "id">>,
  schemas: { create: Create; update: Update; id: z.ZodType<{ id: number }> },
  limits?: BodyLimits,
  own: (actor: Actor) => Record<string, Intent> = () => ({}),
) {
  const actor = await requireActor(request, "manager");
  const { messages } = model;
  return intentAction(request, await readFormData(request, limits), {
    create: formIntent(schemas.create, (value) => model.create(actor, value), messages.created),
    update: formIntent(
      schemas.update,
      ({ id, ...value }) => model.update(actor, id, value),
      messages.updated,
    ),
    delete: rowIntent(schemas.id, ({ id }) => model.remove(actor, id), messages.deleted),
    move: moveIntent((id, direction, q) => model.move(actor, id, direction, q), messages.moved),
    ...own(actor),
  });
}

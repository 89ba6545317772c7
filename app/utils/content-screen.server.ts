/**
 * The server half of a content list's admin screen (FAQ Videos, Cable Know-How, Blog), the same
 * for the three: managers only; the loader reads the page `q` and `page` ask for and the record
 * the `?edit` modal names; the action adds, edits, deletes and moves rows through the list's
 * content model (app/models/content-model.server.ts). The route keeps what it shows.
 */
import type { z } from "zod";
import type { ContentModel } from "~/models/content-model.server";
import { ORDER_UPDATED } from "~/models/ordered-content.server";
import { ContentQuery } from "~/schemas/content";
import { requireActor, requireRole } from "~/utils/auth.server";
import type { BodyLimits } from "~/utils/body.server";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction, moveIntent, rowIntent } from "~/utils/intent-action.server";
import { readPageQuery } from "~/utils/query.server";
import { openModal } from "~/utils/url-modal.server";

/** The page of the list, its search, and the modal the address opens with its record. */
export async function readContentScreen<Staff>(
  request: Request,
  model: ContentModel<Staff, never, never>,
) {
  await requireRole(request, "manager");
  const query = readPageQuery(ContentQuery, request);
  const { modal, record } = await openModal(request, { edit: model.get }, model.messages.notFound);
  const { rows, ...page } = model.list(query);
  return { page, rows, q: query.q ?? "", modal, editing: record };
}

/**
 * The intents of the screen: `create` and `update` (the modal forms, read with `schemas`; the
 * edit form carries the row's `id`), `delete` and `move` (the row buttons); `limits` are those
 * of the form's files.
 */
export async function contentScreenAction<
  Create extends z.ZodType,
  Update extends z.ZodType<{ id: number }>,
>(
  request: Request,
  model: ContentModel<unknown, z.output<Create>, Omit<z.output<Update>, "id">>,
  schemas: { create: Create; update: Update; id: z.ZodType<{ id: number }> },
  limits?: BodyLimits,
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
    move: moveIntent((id, direction, q) => model.move(actor, id, direction, q), ORDER_UPDATED),
  });
}

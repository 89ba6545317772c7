/**
 * The loader and action of the three category screens (docs/admin.md: Category, Sub Category,
 * Sub-subcategory): one table per level, and the modals whose open state is in the URL —
 * `?new` (Add Category), `?edit={id}` (loaded fresh when it opens) and, for top-level
 * categories, `?image={id}`. Forms post to the same address, so a refused one comes back open
 * with its messages and the user's input, with JavaScript or without.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MAX_IMAGE_BYTES } from "~/constants";
import {
  CATEGORY_CREATED,
  CATEGORY_FETCH_FAILED,
  CATEGORY_IMAGE_UPDATED,
  CATEGORY_MOVED,
  CATEGORY_UPDATED,
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryTree,
  listCategoryLevel,
  moveCategory,
  updateCategory,
  updateCategoryImage,
} from "~/models/category.server";
import {
  CategoryCreateSchema,
  CategoryEditForm,
  CategoryIdParams,
  CategoryImageForm,
} from "~/schemas/category";
import { ContentQuery } from "~/schemas/content";
import { requireActor, requireRole } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction, moveIntent, rowIntent } from "~/screens/intent-action.server";
import { readPageQuery } from "~/utils/query.server";
import { readWhere } from "~/utils/read-where";
import { openModal } from "~/utils/url-modal.server";
import { levelAt } from "./levels";

/** The level of the screen the request is for: its address's. */
const levelOf = (request: Request) => levelAt(new URL(request.url).pathname);

export async function categoryScreenLoader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const level = levelOf(request);
  // The record of an edit or image modal, read fresh each time it opens, of this level.
  const read = readWhere(getCategory, (record) => record.level === level);
  const { modal, record } = await openModal(
    request,
    { edit: read, image: read },
    CATEGORY_FETCH_FAILED,
  );
  const tree = level > 1 ? getCategoryTree() : [];
  return {
    level,
    list: listCategoryLevel(level, readPageQuery(ContentQuery, request)),
    record,
    modal,
    /** Parents to choose from: categories (level 2), or categories and their subcategories. */
    parents: tree.map((c) => ({
      id: c.id,
      name: c.name,
      children: c.children.map((s) => ({ id: s.id, name: s.name })),
    })),
    constraints: {
      create: constraintsOf(CategoryCreateSchema),
      update: constraintsOf(CategoryEditForm),
      image: constraintsOf(CategoryImageForm),
    },
  };
}

export async function categoryScreenAction({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  const level = levelOf(request);
  const formData = await readFormData(request, { maxFileBytes: MAX_IMAGE_BYTES, maxFiles: 1 });
  return intentAction(request, formData, {
    create: formIntent(
      CategoryCreateSchema,
      (value) => createCategory(actor, value, level),
      CATEGORY_CREATED,
    ),
    update: formIntent(
      CategoryEditForm,
      ({ id, ...value }) => updateCategory(actor, id, value),
      CATEGORY_UPDATED,
    ),
    image: formIntent(
      CategoryImageForm,
      ({ id, images }) => updateCategoryImage(actor, id, images),
      CATEGORY_IMAGE_UPDATED,
    ),
    delete: rowIntent(
      CategoryIdParams,
      ({ id }) => deleteCategory(actor, id),
      (deleted) => deleted.message,
    ),
    move: moveIntent((id, direction, q) => moveCategory(actor, id, direction, q), CATEGORY_MOVED),
  });
}

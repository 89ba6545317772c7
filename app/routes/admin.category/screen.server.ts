/**
 * The loader and action of the three category screens (docs/admin.md, Categories: Category, Sub
 * Category, Sub-subcategory): one table per level, and the modals whose open state is in the URL —
 * `?new` (Add Category), `?edit={id}` (loaded fresh when it opens) and, for top-level
 * categories, `?image={id}`. Forms post to the same address, so a refused one comes back open
 * with its messages and the user's input, with JavaScript or without.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "~/constants";
import {
  CATEGORY_CREATED,
  CATEGORY_FETCH_FAILED,
  CATEGORY_IMAGE_UPDATED,
  CATEGORY_UPDATED,
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryTree,
  listCategoryLevel,
  moveCategory,
  updateCategory,
  updateCategoryImage,
  type CategoryLevel,
} from "~/models/category.server";
import { idField } from "~/schemas/admin-fields";
import {
  CATEGORY_NOT_FOUND,
  CategoryCreateSchema,
  CategoryIdParams,
  CategoryImageSchema,
  CategoryListQuery,
  CategoryUpdateSchema,
} from "~/schemas/category";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData, submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";

export const SCREENS: Record<CategoryLevel, { path: string; title: string }> = {
  1: { path: "/admin/category", title: "Category" },
  2: { path: "/admin/subcategory", title: "Sub Category" },
  3: { path: "/admin/sub-subcategory", title: "Sub-SubCategory" },
};

const MODAL_PARAMS = ["new", "edit", "image"];

/** The list's own address (its search and page kept), without any modal open. */
function listUrl(request: Request, level: CategoryLevel) {
  const params = new URL(request.url).searchParams;
  for (const key of MODAL_PARAMS) params.delete(key);
  const qs = params.toString();
  return `${SCREENS[level].path}${qs ? `?${qs}` : ""}`;
}

const UpdateForm = CategoryUpdateSchema.extend({ id: idField(CATEGORY_NOT_FOUND) });
const ImageForm = CategoryImageSchema.extend({ id: idField(CATEGORY_NOT_FOUND) });
/** The table's search and page, from the address (row actions post to it too). */
function listQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return CategoryListQuery.parse({
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

const MoveForm = z.object({
  id: idField(CATEGORY_NOT_FOUND),
  direction: z.enum(["up", "down"], { error: "Choose up or down." }),
});

export function categoryScreenLoader(level: CategoryLevel) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireRole(request, "manager");
    const url = new URL(request.url);
    const query = listQuery(request);
    const tree = level > 1 ? getCategoryTree() : [];
    // The record of an edit or image modal, read fresh each time it opens.
    const openId = url.searchParams.get("edit") ?? url.searchParams.get("image");
    let record = null;
    if (openId !== null) {
      const parsed = CategoryIdParams.safeParse({ id: openId });
      record = parsed.success ? getCategory(parsed.data.id) : null;
      if (!record || record.level !== level) {
        throw await redirectWithToast(listUrl(request, level), {
          type: "error",
          message: CATEGORY_FETCH_FAILED,
        });
      }
    }
    return {
      level,
      list: listCategoryLevel(level, query),
      record,
      modal: url.searchParams.has("new")
        ? ("new" as const)
        : url.searchParams.has("edit")
          ? ("edit" as const)
          : url.searchParams.has("image")
            ? ("image" as const)
            : null,
      /** Parents to choose from: categories (level 2), or categories and their subcategories. */
      parents: tree.map((c) => ({
        id: c.id,
        name: c.name,
        children: c.children.map((s) => ({ id: s.id, name: s.name })),
      })),
      constraints: {
        create: constraintsOf(CategoryCreateSchema),
        update: constraintsOf(UpdateForm),
        image: constraintsOf(ImageForm),
      },
    };
  };
}

export function categoryScreenAction(level: CategoryLevel) {
  return async ({ request }: ActionFunctionArgs) => {
    const actor = await requireActor(request, "manager");
    const formData = await readFormData(request, { maxFileBytes: MAX_IMAGE_BYTES, maxFiles: 1 });
    const intent = formData.get("intent");
    const back = listUrl(request, level);
    const success = (message: string) => redirectWithToast(back, { type: "success", message });
    switch (intent) {
      case "create":
        return submitForm(
          request,
          CategoryCreateSchema,
          async (value) => {
            await createCategory(actor, value, level);
            return success(CATEGORY_CREATED);
          },
          { intent, formData },
        );
      case "update":
        return submitForm(
          request,
          UpdateForm,
          ({ id, ...value }) => {
            updateCategory(actor, id, value);
            return success(CATEGORY_UPDATED);
          },
          { intent, formData },
        );
      case "image":
        return submitForm(
          request,
          ImageForm,
          async ({ id, images }) => {
            await updateCategoryImage(actor, id, images);
            return success(CATEGORY_IMAGE_UPDATED);
          },
          { intent, formData },
        );
      case "delete":
        return submitWithToast(
          request,
          CategoryIdParams,
          ({ id }) => deleteCategory(actor, id).message,
          {
            back,
            formData,
          },
        );
      case "move":
        return submitWithToast(
          request,
          MoveForm,
          // From a searched table, past the neighbour the table shows.
          ({ id, direction }) => moveCategory(actor, id, direction, listQuery(request).q),
          { back, formData },
        );
      default:
        return unknownIntent(intent);
    }
  };
}

/** Inputs of the category screens (docs/admin.md) and their /api/bel twins (docs/api.md). */
import { z } from "zod";
import { CatalogueLimits } from "~/constants";
import {
  clearableText,
  idField,
  idParams,
  optionalIdField,
  tooLong,
  uploadField,
} from "./admin-fields";
import { requiredText } from "./common";

export const ALL_REQUIRED = "All required fields must be filled.";
export const CATEGORY_NAME_EMPTY = "Category name cannot be empty";
export const SELECT_SUBCATEGORY = "Please select a subcategory if you change the category.";
export const CATEGORY_NOT_FOUND = "Category not found";
export const PARENT_NOT_FOUND = "Please choose a parent category from the list.";

const name = (message: string) =>
  requiredText(
    message,
    CatalogueLimits.categoryName,
    tooLong("name", CatalogueLimits.categoryName),
  );

const intro = clearableText("intro", CatalogueLimits.categoryIntro).describe(
  "Optional text under the heading of the category's page; empty clears it",
);

/**
 * Add Category: a name, plus the image of a top-level category or the parent of a subcategory
 * or sub-subcategory (its level follows from the parent's). The page form and
 * `POST /api/bel/admin/category/new` (multipart) alike.
 */
export const CategoryCreateSchema = z.object({
  name: name(ALL_REQUIRED),
  categoryImage: uploadField(ALL_REQUIRED)
    .optional()
    .describe("Top-level categories only: JPEG, PNG, WebP or AVIF (or a data URL)"),
  parentId: optionalIdField(PARENT_NOT_FOUND).describe(
    "The parent: a category (for a subcategory) or a subcategory (for a sub-subcategory)",
  ),
  intro,
});

/**
 * Edit: the name, and the parent of a subcategory or sub-subcategory. The sub-subcategory form
 * chooses the parent in two steps: `categoryId` is its first step, and a change of it needs a
 * subcategory of the new category as `parentId`.
 */
export const CategoryUpdateSchema = z.object({
  name: name(CATEGORY_NAME_EMPTY),
  categoryId: optionalIdField(PARENT_NOT_FOUND).describe(
    "Sub-subcategories: the category the new parent is in (the form's first step)",
  ),
  parentId: optionalIdField(PARENT_NOT_FOUND).describe("A new parent of the same level as today's"),
  intro,
});

/** The separate image update of a top-level category (form field `images`, as the original). */
export const CategoryImageSchema = z.object({
  images: uploadField("Please choose an image.").describe(
    "The new image: JPEG, PNG, WebP or AVIF (or a data URL)",
  ),
});

export const CategoryIdParams = idParams(CATEGORY_NOT_FOUND);

/** The category screens' edit and image forms: their fields and the category's id. */
export const CategoryEditForm = CategoryUpdateSchema.extend({ id: idField(CATEGORY_NOT_FOUND) });
export const CategoryImageForm = CategoryImageSchema.extend({ id: idField(CATEGORY_NOT_FOUND) });

/**
 * Categories in /api/bel for staff: the twins of the three category screens, on the same
 * schemas, model functions and messages (app/models/category.server.ts). Bodies come as the
 * original's client sends them: form data where an image travels, JSON elsewhere.
 */
import { z } from "zod";
import { Category, ok, errorResponse, messageResponse } from "~/api/components";
import { categories } from "~/api/records.server";
import { categoryList } from "~/api/json";
import { ANY_BODY, IMAGE_LIMITS, JSON_FIRST, uploadRefusals } from "~/api/upload-limits";
import {
  CATEGORY_CREATED,
  CATEGORY_IMAGE_UPDATED,
  CATEGORY_UPDATED,
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryTree,
  updateCategory,
  updateCategoryImage,
} from "~/models/category.server";
import {
  CATEGORY_NOT_FOUND,
  CategoryCreateSchema,
  CategoryIdParams,
  CategoryImageSchema,
  CategoryUpdateSchema,
} from "~/schemas/category";
import { actorOf } from "~/screens/auth.server";

export const categoryEndpoints = [
  categories.endpoint({
    method: "GET",
    path: "/admin/category",
    summary: "The whole category tree, in the order staff gave it",
    responses: {
      200: { description: "The tree", schema: ok({ categoryList: z.array(Category) }) },
    },
    handler: ({ origin }) => ({
      success: true as const,
      categoryList: categoryList(origin, getCategoryTree()),
    }),
  }),

  categories.create({
    path: "/admin/category/new",
    summary:
      "Add a category: name, plus categoryImage (a top-level category) or parentId (a subcategory or sub-subcategory, by its parent's level)",
    body: CategoryCreateSchema,
    accepts: ANY_BODY,
    limits: IMAGE_LIMITS,
    message: CATEGORY_CREATED,
    responses: {
      409: errorResponse("A category with this name (slug) already exists"),
      ...uploadRefusals,
    },
    write: ({ body, actor }) => createCategory(actor, body),
  }),

  categories.read(
    "/admin/category/details/{id}",
    "One category, as its edit form loads it",
    ({ id }) => getCategory(id),
  ),

  categories.update({
    path: "/admin/category/{id}",
    summary:
      "Rename a category, or move a subcategory or sub-subcategory under another parent of the same level (its products move with it); the slug stays",
    body: CategoryUpdateSchema,
    accepts: JSON_FIRST,
    message: CATEGORY_UPDATED,
    responses: {
      409: errorResponse("The database refused the change"),
      413: errorResponse("Body over 1 MB"),
      415: errorResponse("Not JSON or a form"),
    },
    write: ({ params, body, actor }) => updateCategory(actor, params.id, body),
  }),

  categories.update({
    path: "/admin/category/{id}/update_image",
    summary: "Replace the image of a top-level category (form field images)",
    body: CategoryImageSchema,
    accepts: ANY_BODY,
    limits: IMAGE_LIMITS,
    message: CATEGORY_IMAGE_UPDATED,
    responses: uploadRefusals,
    write: ({ params, body, actor }) => updateCategoryImage(actor, params.id, body.images),
  }),

  categories.endpoint({
    method: "DELETE",
    path: "/admin/category/{id}",
    summary:
      "Delete a category, subcategory or sub-subcategory; refused (409, saying how many) while it holds products or categories",
    params: CategoryIdParams,
    responses: {
      200: messageResponse("Category / Subcategory / Sub-subcategory deleted successfully"),
      404: errorResponse(CATEGORY_NOT_FOUND),
      409: errorResponse("It still holds products or categories (the message says how many)"),
    },
    handler: async ({ params, user, request }) => ({
      success: true as const,
      message: (await deleteCategory(actorOf(user, request), params.id)).message,
    }),
  }),
];

/**
 * Categories in /api/bel for staff: the twins of the three category screens, on the same
 * schemas, model functions and messages (app/models/category.server.ts). Bodies come as the
 * original's client sends them: form data where an image travels, JSON elsewhere.
 */
import { z } from "zod";
import {
  Category,
  CategoryDetails,
  ok,
  invalidInput,
  errorResponse,
  messageResponse,
} from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { categoryDetails, categoryList } from "~/api/json";
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
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const CATEGORIES = "Catalogue structure: categories";
const CategoryAnswer = ok({ message: z.string(), category: CategoryDetails });

export const categoryEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/category",
    summary: "The whole category tree, in the order staff gave it",
    tag: CATEGORIES,
    access: "staff",
    responses: {
      200: { description: "The tree", schema: ok({ categoryList: z.array(Category) }) },
    },
    handler: ({ origin }) => ({
      success: true as const,
      categoryList: categoryList(origin, getCategoryTree()),
    }),
  }),

  endpoint({
    method: "POST",
    path: "/admin/category/new",
    summary:
      "Add a category: name, plus categoryImage (a top-level category) or parentId (a subcategory or sub-subcategory, by its parent's level)",
    tag: CATEGORIES,
    access: "staff",
    body: CategoryCreateSchema,
    accepts: ANY_BODY,
    limits: IMAGE_LIMITS,
    responses: {
      201: { description: CATEGORY_CREATED, schema: CategoryAnswer },
      400: invalidInput,
      409: errorResponse("A category with this name (slug) already exists"),
      ...uploadRefusals,
    },
    handler: async ({ body, user, request, origin }) => {
      const category = await createCategory(actorOf(user, request), body);
      return reply(201, {
        success: true as const,
        message: CATEGORY_CREATED,
        category: categoryDetails(origin, category),
      });
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/category/details/{id}",
    summary: "One category, as its edit form loads it",
    tag: CATEGORIES,
    access: "staff",
    params: CategoryIdParams,
    responses: {
      200: { description: "The category", schema: ok({ category: CategoryDetails }) },
      404: errorResponse(CATEGORY_NOT_FOUND),
    },
    handler: ({ params, origin }) => {
      const category = getCategory(params.id);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return { success: true as const, category: categoryDetails(origin, category) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/category/{id}",
    summary:
      "Rename a category, or move a subcategory or sub-subcategory under another parent of the same level (its products move with it); the slug stays",
    tag: CATEGORIES,
    access: "staff",
    params: CategoryIdParams,
    body: CategoryUpdateSchema,
    accepts: JSON_FIRST,
    responses: {
      200: { description: CATEGORY_UPDATED, schema: CategoryAnswer },
      400: invalidInput,
      404: errorResponse(CATEGORY_NOT_FOUND),
      409: errorResponse("The database refused the change"),
      413: errorResponse("Body over 1 MB"),
      415: errorResponse("Not JSON or a form"),
    },
    handler: async ({ params, body, user, request, origin }) => ({
      success: true as const,
      message: CATEGORY_UPDATED,
      category: categoryDetails(
        origin,
        await updateCategory(actorOf(user, request), params.id, body),
      ),
    }),
  }),

  endpoint({
    method: "PUT",
    path: "/admin/category/{id}/update_image",
    summary: "Replace the image of a top-level category (form field images)",
    tag: CATEGORIES,
    access: "staff",
    params: CategoryIdParams,
    body: CategoryImageSchema,
    accepts: ANY_BODY,
    limits: IMAGE_LIMITS,
    responses: {
      200: { description: CATEGORY_IMAGE_UPDATED, schema: CategoryAnswer },
      400: invalidInput,
      404: errorResponse(CATEGORY_NOT_FOUND),
      ...uploadRefusals,
    },
    handler: async ({ params, body, user, request, origin }) => {
      const category = await updateCategoryImage(actorOf(user, request), params.id, body.images);
      return {
        success: true as const,
        message: CATEGORY_IMAGE_UPDATED,
        category: categoryDetails(origin, category),
      };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/category/{id}",
    summary:
      "Delete a category, subcategory or sub-subcategory; refused (409, saying how many) while it holds products or categories",
    tag: CATEGORIES,
    access: "staff",
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

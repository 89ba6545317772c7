/**
 * Product management (docs/admin.md, Products): the twins of the admin product screens, for admins
 * and managers alike (docs/decisions.md, Roles). Images come as data-URL strings in JSON, or as
 * files of a multipart body; both go through the same checks and limits (app/storage.server.ts).
 */
import { z } from "zod";
import {
  AdminProduct,
  AdminProductListItem,
  invalidInput,
  ok,
  errorResponse,
  messageResponse,
} from "~/api/components";
import { endpoint, JsonStream, reply } from "~/api/endpoint";
import { adminProduct, adminProductListItem, pageAnswer } from "~/api/json";
import {
  addProductImages,
  adminProductBatches,
  createStaffProduct,
  deleteProductImage,
  deleteStaffProduct,
  getAdminProduct,
  IMAGE_DELETED,
  IMAGE_NOT_FOUND,
  IMAGES_UPLOADED,
  listAdminProducts,
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_NOT_FOUND,
  PRODUCT_UPDATED,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { MAX_IMAGES_JSON_BYTES } from "~/constants";
import {
  AdminProductsQuery,
  ProductCreateSchema,
  ProductImageDeleteSchema,
  ProductImagesSchema,
  ProductKeyParams,
  ProductUpdateSchema,
} from "~/schemas/product";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const TAG = "Products";
const ProductAnswer = ok({ product: AdminProduct });
const ProductMessageAnswer = ok({ product: AdminProduct, message: z.string() });
const notFoundAnswer = errorResponse(PRODUCT_NOT_FOUND);
/** Bodies with images: data URLs in JSON, or files (10 MB each, 12 at most, 64 MB in all). */
const imageLimits = { maxBytes: MAX_IMAGES_JSON_BYTES };
const imageRefusals = {
  413: errorResponse("An image or the body is too large"),
  415: errorResponse("Not an accepted body, or an image that is not JPEG, PNG, WebP or AVIF"),
};

export const productEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/products",
    summary:
      "Products, 25 a page: q finds words of the name or reference and the start of a slug; category is an id of any level; sort newest (default), name or reviews. Without page and q, every product (category and sort still apply), as the original site answered: written as it is read, with total = resPerPage = the number of products, page 1 and pageCount 1",
    tag: TAG,
    access: "staff",
    query: AdminProductsQuery.strict(),
    responses: {
      200: {
        description: "A page of products, or all of them",
        schema: ok({
          products: z.array(AdminProductListItem),
          total: z.int(),
          page: z.int(),
          pageCount: z.int(),
          resPerPage: z.int(),
        }),
      },
      400: invalidInput,
    },
    handler: ({ query, origin }) => {
      if (query.page === undefined && !query.q) {
        let total = 0;
        function* products() {
          for (const batch of adminProductBatches(query)) {
            total += batch.length;
            yield batch.map((p) => adminProductListItem(origin, p));
          }
        }
        return new JsonStream({ success: true }, "products", products(), () => ({
          total,
          page: 1,
          pageCount: 1,
          resPerPage: total,
        }));
      }
      const list = listAdminProducts(query);
      return {
        success: true as const,
        products: list.products.map((p) => adminProductListItem(origin, p)),
        ...pageAnswer(list),
      };
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/product",
    summary:
      "Create a product with its images (at least one) and specifications; the slug comes from the name",
    tag: TAG,
    access: "staff",
    body: ProductCreateSchema,
    accepts: ["json", "multipart"],
    limits: imageLimits,
    responses: {
      201: { description: PRODUCT_CREATED, schema: ProductAnswer },
      400: invalidInput,
      ...imageRefusals,
    },
    handler: async ({ body, user, request, origin }) => {
      const row = await createStaffProduct(actorOf(user, request), body);
      return reply(201, {
        success: true as const,
        product: adminProduct(origin, getAdminProduct(row.slug)!),
      });
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/products/{slug}",
    summary: "One product, by its slug (or its id)",
    tag: TAG,
    access: "staff",
    params: ProductKeyParams,
    responses: {
      200: { description: "The product", schema: ProductAnswer },
      404: notFoundAnswer,
    },
    handler: ({ params, origin }) => {
      const product = getAdminProduct(params.slug);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return { success: true as const, product: adminProduct(origin, product) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/products/{slug}",
    summary:
      "Update a product: its fields as sent; specifications left out stay as they are; images sent are added after its own. A new name gives a new slug, and the old one keeps leading to the product",
    tag: TAG,
    access: "staff",
    params: ProductKeyParams,
    body: ProductUpdateSchema,
    accepts: ["json", "form", "multipart"],
    limits: imageLimits,
    responses: {
      200: { description: PRODUCT_UPDATED, schema: ProductAnswer },
      400: invalidInput,
      404: notFoundAnswer,
      ...imageRefusals,
    },
    handler: async ({ params, body, user, request, origin }) => {
      const row = await updateStaffProduct(actorOf(user, request), params.slug, body);
      return {
        success: true as const,
        product: adminProduct(origin, getAdminProduct(row.slug)!),
      };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/products/{slug}",
    summary: "Delete a product, by its slug or its id, with its images, specifications and reviews",
    tag: TAG,
    access: "staff",
    params: ProductKeyParams,
    responses: {
      200: messageResponse(PRODUCT_DELETED),
      404: notFoundAnswer,
    },
    handler: async ({ params, user, request }) => {
      await deleteStaffProduct(actorOf(user, request), params.slug);
      return { success: true as const, message: PRODUCT_DELETED };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/products/{slug}/upload_images",
    summary: "Add images after the product's own",
    tag: TAG,
    access: "staff",
    params: ProductKeyParams,
    body: ProductImagesSchema,
    accepts: ["json", "multipart"],
    limits: imageLimits,
    responses: {
      200: { description: IMAGES_UPLOADED, schema: ProductMessageAnswer },
      400: invalidInput,
      404: notFoundAnswer,
      ...imageRefusals,
    },
    handler: async ({ params, body, user, request, origin }) => {
      const row = await addProductImages(actorOf(user, request), params.slug, body.images);
      return {
        success: true as const,
        message: IMAGES_UPLOADED,
        product: adminProduct(origin, getAdminProduct(row.slug)!),
      };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/products/{slug}/delete_image",
    summary: "Delete one image of the product: imgId is its public_id",
    tag: TAG,
    access: "staff",
    params: ProductKeyParams,
    body: ProductImageDeleteSchema,
    accepts: ["json", "form"],
    responses: {
      200: { description: IMAGE_DELETED, schema: ProductMessageAnswer },
      400: invalidInput,
      404: errorResponse(`${PRODUCT_NOT_FOUND}, or ${IMAGE_NOT_FOUND}`),
    },
    handler: async ({ params, body, user, request, origin }) => {
      await deleteProductImage(actorOf(user, request), params.slug, body.imgId);
      const product = getAdminProduct(params.slug);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return {
        success: true as const,
        message: IMAGE_DELETED,
        product: adminProduct(origin, product),
      };
    },
  }),
];

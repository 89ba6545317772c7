/**
 * Product management (docs/admin.md, Products): the twins of the admin product screens, for admins
 * and managers alike (docs/decisions.md, Roles). Images come as data-URL strings in JSON, or as
 * files of a multipart body; both go through the same checks and limits (app/storage.server.ts).
 */
import { z } from "zod";
import { AdminProductListItem, invalidInput, ok, errorResponse } from "~/api/components";
import { endpoint, JsonStream } from "~/api/endpoint";
import { products } from "~/api/records.server";
import { adminProductListItem, pageAnswer } from "~/api/json";
import {
  addProductImages,
  adminProductBatches,
  createProductVariant,
  createStaffProduct,
  deleteProductImage,
  getAdminProduct,
  IMAGE_DELETED,
  IMAGE_NOT_FOUND,
  IMAGES_UPLOADED,
  listAdminProducts,
  PRODUCT_CREATED,
  PRODUCT_NOT_FOUND,
  PRODUCT_UPDATED,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { moveProductToBin, PRODUCT_DELETED } from "~/models/product-bin.server";
import { runBulkAction } from "~/models/product-bulk.server";
import {
  BIN_DAYS,
  BULK_ACTIONS,
  BULK_MAX_IDS,
  MAX_IMAGES_JSON_BYTES,
  type BulkAction,
} from "~/constants";
import {
  AdminProductsQuery,
  ProductCreateSchema,
  ProductImageDeleteSchema,
  ProductImagesSchema,
  ProductUpdateSchema,
  ProductVariantCreateSchema,
} from "~/schemas/product";
import { BulkProductsSchema } from "~/schemas/product-bulk";
import { actorOf } from "~/screens/auth.server";
import { notFound } from "~/utils/domain-error";

/** The product as the panel reads it after a write, by its key (a new name gives a new slug). */
function reread(key: string) {
  const product = getAdminProduct(key);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}
/** Bodies with images: data URLs in JSON, or files (10 MB each, 12 at most, 64 MB in all). */
const imageLimits = { maxBytes: MAX_IMAGES_JSON_BYTES };
const imageRefusals = {
  413: errorResponse("An image or the body is too large"),
  415: errorResponse("Not an accepted body, or an image that is not JPEG, PNG, WebP or AVIF"),
};
/** What every write with images declares: its bodies, their limits and their refusals. */
const imageBodies = {
  accepts: ["json", "multipart"] as const,
  limits: imageLimits,
  responses: imageRefusals,
};

export const productEndpoints = [
  products.endpoint({
    method: "GET",
    path: "/admin/products",
    summary:
      "Products, 25 a page (variants are products: isVariant and parentProductId say whose): q finds words of the name or reference and the start of a slug (whatever the status); category is an id of any level; status one of draft, published, archived; sort newest (default), name or reviews. Without page and q, every product (category and sort still apply), as the original site answered: written as it is read, with total = resPerPage = the number of products, page 1 and pageCount 1",
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

  products.create({
    path: "/admin/product",
    summary:
      "Create a product with its images (at least one) and specifications; the slug comes from the name. status: draft, published or archived; without it, published",
    body: ProductCreateSchema,
    ...imageBodies,
    description: PRODUCT_CREATED,
    write: async ({ body, actor }) => reread((await createStaffProduct(actor, body)).slug),
  }),

  products.create({
    path: "/admin/product/{slug}/variant",
    summary:
      "Add a variant to the product of the path (its slug or id): the create body (images as files or data URLs), which may also carry the original client's isVariant: true and parentProductId (the parent's _id; another product's is a 400). A variant's parent is never itself a variant (400)",
    body: ProductVariantCreateSchema,
    ...imageBodies,
    description: PRODUCT_CREATED,
    write: async ({ params, body, actor }) =>
      reread((await createProductVariant(actor, params.slug, body)).slug),
  }),

  products.read("/admin/products/{slug}", "One product, by its slug (or its id)", ({ slug }) =>
    getAdminProduct(slug),
  ),

  products.update({
    path: "/admin/products/{slug}",
    summary:
      "Update a product: its fields as sent; specifications left out stay as they are; images sent are added after its own. A new name gives a new slug, and the old one keeps leading to the product. status (draft, published or archived) left out keeps the product's",
    body: ProductUpdateSchema,
    accepts: ["json", "form", "multipart"],
    limits: imageLimits,
    description: PRODUCT_UPDATED,
    responses: imageRefusals,
    write: async ({ params, body, actor }) =>
      reread((await updateStaffProduct(actor, params.slug, body)).slug),
  }),

  products.remove({
    path: "/admin/products/{slug}",
    summary: `Delete a product, by its slug or its id: it moves to the bin with its images, specifications and reviews, restorable for ${BIN_DAYS} days (POST /admin/bin/{id}/restore); a product with variants is refused (400)`,
    message: PRODUCT_DELETED,
    responses: { 400: errorResponse("The product has variants: delete them first") },
    remove: ({ params, actor }) => moveProductToBin(actor, params.slug),
  }),

  endpoint({
    method: "POST",
    path: "/admin/products/bulk",
    summary: `One action on many products, in one transaction with one audit entry per product it changes (docs/admin.md, Bulk actions): publish, unpublish (to Draft), archive, schedule (publishAt), unschedule, move (category, subcategory, subSubcategory) or delete; on the products of ids (at most ${BULK_MAX_IDS.toLocaleString("en-GB")}) or, with scope all, on every product the products table's search and category (filter) match. A product with variants is deleted only with them; one that cannot be refuses the whole action. The twin of the products table's bulk bar. (A product whose slug is "bulk" is read, updated and deleted by its id.)`,
    tag: "Products",
    access: "staff",
    body: BulkProductsSchema,
    accepts: ["json", "form"],
    responses: {
      200: {
        description: "What was done: the products it was for (count) and those it changed",
        schema: ok({
          message: z.string().describe('The toast of the products table: "Published 30 products"'),
          action: z.enum(Object.keys(BULK_ACTIONS) as [BulkAction, ...BulkAction[]]),
          count: z.int().describe("The products the action was for"),
          changed: z
            .int()
            .describe("The products it changed, one audit entry each (the others already were so)"),
        }),
      },
      400: invalidInput,
      409: errorResponse(
        "The products are no longer the number confirmed in count: nothing was done",
      ),
    },
    handler: async ({ body, user, request }) => ({
      success: true as const,
      ...(await runBulkAction(actorOf(user, request), body)),
    }),
  }),

  products.update({
    path: "/admin/products/{slug}/upload_images",
    summary: "Add images after the product's own",
    body: ProductImagesSchema,
    ...imageBodies,
    message: IMAGES_UPLOADED,
    write: async ({ params, body, actor }) =>
      reread((await addProductImages(actor, params.slug, body.images)).slug),
  }),

  products.update({
    path: "/admin/products/{slug}/delete_image",
    summary: "Delete one image of the product: imgId is its public_id",
    body: ProductImageDeleteSchema,
    accepts: ["json", "form"],
    message: IMAGE_DELETED,
    responses: { 404: errorResponse(`${PRODUCT_NOT_FOUND}, or ${IMAGE_NOT_FOUND}`) },
    write: async ({ params, body, actor }) => {
      await deleteProductImage(actor, params.slug, body.imgId);
      return reread(params.slug);
    },
  }),
];

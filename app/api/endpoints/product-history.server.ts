/**
 * A product's history and the bin (docs/admin.md, History and Bin): the twins of the update
 * screen's History panel and of the Bin screen. Staff read and restore; deleting for good (one
 * product, or the whole bin) is for admins only (docs/decisions.md, Roles).
 */
import { z } from "zod";
import {
  AdminProduct,
  BinnedProduct,
  errorResponse,
  invalidInput,
  messageResponse,
  NotRestored,
  ok,
  pageFields,
  ProductVersion,
} from "~/api/components";
import { endpoint } from "~/api/endpoint";
import { adminProduct, binnedProduct, pageAnswer, productVersion } from "~/api/json";
import { products } from "~/api/records.server";
import { getAdminProduct, PRODUCT_NOT_FOUND } from "~/models/product-admin.server";
import {
  binEmptied,
  BINNED_NOT_FOUND,
  deleteForever,
  emptyBin,
  listBin,
  PRODUCT_PURGED,
  restoreFromBin,
} from "~/models/product-bin.server";
import { listProductVersions, restoreProductVersion } from "~/models/product-history.server";
import { BIN_DAYS } from "~/constants";
import {
  BinEmptySchema,
  BinIdParams,
  BinQuery,
  ProductVersionParams,
  ProductVersionsQuery,
} from "~/schemas/product-history";
import { ProductKeyParams } from "~/schemas/product";
import { actorOf } from "~/screens/auth.server";
import { notFound } from "~/utils/domain-error";

const BIN_TAG = "Products: bin";

/** A restore's answer: what it says, the product as it now is, and what could not come back. */
const Restored = ok({ message: z.string(), product: AdminProduct, notRestored: NotRestored });

function restoredAnswer(origin: string, restored: { product: { id: number }; message: string }) {
  const product = getAdminProduct(restored.product.id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return { product: adminProduct(origin, product), message: restored.message };
}

export const productHistoryEndpoints = [
  products.endpoint({
    method: "GET",
    path: "/admin/products/{slug}/versions",
    summary:
      "The product's versions (docs/admin.md, History), newest first, 10 a page: who saved each and when, and what changed since the one before, field by field",
    params: ProductKeyParams,
    query: ProductVersionsQuery.strict(),
    responses: {
      200: {
        description: "A page of versions",
        schema: ok({ versions: z.array(ProductVersion), ...pageFields }),
      },
      400: invalidInput,
      404: errorResponse(PRODUCT_NOT_FOUND),
    },
    handler: ({ params, query }) => {
      const product = getAdminProduct(params.slug);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const list = listProductVersions(product.id, query.page);
      return {
        success: true as const,
        versions: list.versions.map(productVersion),
        ...pageAnswer(list),
      };
    },
  }),

  products.endpoint({
    method: "POST",
    path: "/admin/products/{slug}/versions/{number}/restore",
    summary:
      "Restore a version as a new one: fields, categories, datasheet, parent, specification values, certificates and picture order (the status and schedule stay). Pictures, a datasheet, values or certificates deleted since are left out and named in notRestored; when its categories, parent, SKU or address stand in the way, a 409 and nothing is written",
    params: ProductVersionParams,
    responses: {
      200: { description: "Restored", schema: Restored },
      404: errorResponse(`${PRODUCT_NOT_FOUND}, or the version`),
      409: errorResponse("Its categories, parent, SKU or address stand in the way"),
    },
    handler: ({ params, user, request, origin }) => {
      const restored = restoreProductVersion(actorOf(user, request), params.slug, params.number);
      return {
        success: true as const,
        ...restoredAnswer(origin, restored),
        notRestored: restored.leftOut,
      };
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/bin",
    summary: `Deleted products, restorable for ${BIN_DAYS} days (docs/admin.md, Bin), the latest deleted first, 25 a page: q finds words of the name, slug or SKU`,
    tag: BIN_TAG,
    access: "staff",
    query: BinQuery.strict(),
    responses: {
      200: {
        description: "A page of the bin",
        schema: ok({ products: z.array(BinnedProduct), ...pageFields }),
      },
      400: invalidInput,
    },
    handler: ({ query }) => {
      const bin = listBin(query);
      return {
        success: true as const,
        products: bin.products.map(binnedProduct),
        ...pageAnswer(bin),
      };
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/bin/{id}/restore",
    summary:
      "Put a deleted product back with its id, slug, images, specifications, reviews and certificates. What no longer exists is left out and named in notRestored; when its categories, parent, SKU or address stand in the way, a 409 and nothing is written",
    tag: BIN_TAG,
    access: "staff",
    params: BinIdParams,
    responses: {
      200: { description: "Restored", schema: Restored },
      404: errorResponse(BINNED_NOT_FOUND),
      409: errorResponse("Its categories, parent, SKU or address stand in the way"),
    },
    handler: async ({ params, user, request, origin }) => {
      const restored = await restoreFromBin(actorOf(user, request), params.id);
      return {
        success: true as const,
        ...restoredAnswer(origin, restored),
        notRestored: restored.leftOut,
      };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/bin/{id}",
    summary: "Delete a product in the bin for good, with its files (admins only)",
    tag: BIN_TAG,
    access: "admin",
    params: BinIdParams,
    responses: {
      200: messageResponse(PRODUCT_PURGED),
      404: errorResponse(BINNED_NOT_FOUND),
    },
    handler: async ({ params, user, request }) => {
      await deleteForever(actorOf(user, request), params.id);
      return { success: true as const, message: PRODUCT_PURGED };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/bin",
    summary:
      "Empty the bin (admins only): every product in it for good, with its files; with upTo (milliseconds), only those deleted at or before it",
    tag: BIN_TAG,
    access: "admin",
    query: BinEmptySchema.strict(),
    responses: {
      200: {
        description: "How many went",
        schema: ok({ message: z.string(), deleted: z.int() }),
      },
      400: invalidInput,
    },
    handler: async ({ query, user, request }) => {
      const deleted = await emptyBin(
        actorOf(user, request),
        query.upTo === undefined ? undefined : new Date(query.upTo),
      );
      return { success: true as const, message: binEmptied(deleted), deleted };
    },
  }),
];

/** The public catalogue calls: categories, products, specifications, reviews. */
import { z } from "zod";
import {
  CatalogueProduct,
  Category,
  ok,
  Product,
  ProductSummary,
  SearchReading,
  Specification,
  invalidInput,
  errorResponse,
  messageResponse,
} from "~/api/components";
import { endpoint, JsonStream } from "~/api/endpoint";
import {
  categoryList,
  productDetail,
  productListItem,
  specificationTree,
  variantFields,
} from "~/api/json";
import { getCategoryTree } from "~/models/category.server";
import { listProducts } from "~/models/listing.server";
import { getProductDetail, productDetailBatches } from "~/models/product.server";
import { getSpecificationTree } from "~/models/specification.server";
import { REVIEW_PENDING, REVIEW_SUBMITTED, submitReview } from "~/models/review.server";
import { clientAddress } from "~/utils/client-address.server";
import { ProductApiQuery, ProductDetailQuery, SlugParams } from "~/schemas/product-query";
import { ReviewSchema } from "~/schemas/review";
import { notFound } from "~/utils/domain-error";

const TAG = "Catalogue";

export const catalogueEndpoints = [
  endpoint({
    method: "GET",
    path: "/category",
    summary: "The category tree: categories, their subcategories and sub-subcategories",
    tag: TAG,
    access: "public",
    cache: "public",
    responses: {
      200: { description: "The tree", schema: ok({ categoryList: z.array(Category) }) },
      400: invalidInput,
    },
    handler: ({ origin }) => ({
      success: true as const,
      categoryList: categoryList(origin, getCategoryTree()),
    }),
  }),

  endpoint({
    method: "GET",
    path: "/products",
    summary:
      "One page of products (16) with the listing's filters; also spec-{groupSlug}={valueSlug} for each specification filter (all combined with AND)",
    tag: TAG,
    access: "public",
    cache: "public",
    query: ProductApiQuery,
    responses: {
      200: {
        description: "A page of products",
        schema: ok({
          products: z.array(ProductSummary),
          filteredProductsCount: z.int(),
          resPerFilter: z.int(),
          search: SearchReading.optional(),
        }),
      },
      400: invalidInput,
    },
    handler: ({ query, origin }) => {
      const { products, filteredProductsCount, resPerFilter, search } = listProducts(query);
      return {
        success: true as const,
        products: products.map((p) => productListItem(origin, p)),
        filteredProductsCount,
        resPerFilter,
        ...(search ? { search } : {}),
      };
    },
  }),

  endpoint({
    method: "GET",
    path: "/products/{slug}",
    summary:
      "One product with its specifications and newest reviews (never reviewers' contact details)",
    tag: TAG,
    access: "public",
    cache: "public",
    params: SlugParams,
    query: ProductDetailQuery,
    responses: {
      200: { description: "The product", schema: ok({ product: Product }) },
      400: invalidInput,
      404: errorResponse("Product not found"),
    },
    handler: ({ params, query, origin }) => {
      const product = getProductDetail(params.slug, query.reviews ?? 1);
      if (!product) throw notFound("Product not found");
      return { success: true as const, product: productDetail(origin, product) };
    },
  }),

  endpoint({
    method: "GET",
    path: "/all-products",
    summary:
      "Every product, variants included, in id order, as /products/{slug} answers it (its full specifications, the first page of its reviews), plus sku, isVariant and parentProductId (the parent's _id, or null). Written as it is read, a few hundred products at a time, each batch in a few queries",
    tag: TAG,
    access: "public",
    responses: {
      200: {
        description: "Every product",
        schema: ok({ products: z.array(CatalogueProduct) }),
      },
      400: invalidInput,
    },
    handler: ({ origin }) => {
      function* products() {
        for (const batch of productDetailBatches()) {
          yield batch.map((p) => ({ ...productDetail(origin, p), ...variantFields(p) }));
        }
      }
      return new JsonStream({ success: true }, "products", products());
    },
  }),

  endpoint({
    method: "GET",
    path: "/fields",
    summary: "Specification groups and their values (the listing's filters)",
    tag: TAG,
    access: "public",
    cache: "public",
    responses: {
      200: {
        description: "Specifications",
        schema: ok({ specifications: z.array(Specification) }),
      },
      400: invalidInput,
    },
    handler: () => ({
      success: true as const,
      specifications: specificationTree(getSpecificationTree()),
    }),
  }),

  endpoint({
    method: "PUT",
    path: "/reviews",
    summary:
      "Add a review to the product of `slug`: shown at once, or held for approval when the reviews setting says so; stored verified when its e-mail was verified by a code (`/send-otp`, `/verify-otp`) in the last 30 minutes",
    tag: TAG,
    access: "public",
    body: ReviewSchema,
    responses: {
      200: messageResponse(`${REVIEW_SUBMITTED} (or, held: ${REVIEW_PENDING})`),
      400: invalidInput,
      404: errorResponse("Product not found"),
      409: errorResponse("The same review (e-mail, product and comment) was sent in the last day"),
      413: errorResponse("Body over 1 MB"),
      429: errorResponse("Too many reviews from this address"),
      415: errorResponse("Not JSON"),
    },
    handler: async ({ body, request }) => {
      const message = await submitReview(body, { address: clientAddress(request) });
      return { success: true as const, message };
    },
  }),
];

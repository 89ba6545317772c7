import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ProductDetailQuery } from "~/api/storefront.shapes";
import { productDetail } from "~/api/storefront.json";
import { getProductDetail } from "~/models/product.server";
import { ApiError, apiJson, handleApi, methodNotAllowed, parseOr400 } from "~/utils/api.server";
import { siteOrigin } from "~/utils/site-url.server";

/** GET /api/bel/products/{slug}: one product with its specifications and newest reviews. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => {
    const query = parseOr400(
      ProductDetailQuery,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const product = getProductDetail(params.slug ?? "", query.reviews ?? 1);
    if (!product) throw new ApiError(404, "Product not found");
    return apiJson(
      request,
      { success: true, product: productDetail(siteOrigin(request), product) },
      { cache: "public" },
    );
  });

export const action = (_: ActionFunctionArgs) => methodNotAllowed(["GET"]);

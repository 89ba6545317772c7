import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { productListItem } from "~/api/storefront.json";
import { listProducts } from "~/models/product.server";
import { parseProductQuery } from "~/schemas/product-query";
import { ApiError, apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { siteOrigin } from "~/utils/site-url.server";

/** GET /api/bel/products: the listing, with the page's filters, order and page size. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(() => {
    const parsed = parseProductQuery(new URL(request.url).searchParams, { strict: true });
    if (!parsed.success) throw new ApiError(400, parsed.message, parsed.errors);
    const { products, filteredProductsCount, resPerFilter } = listProducts(parsed.filters);
    const origin = siteOrigin(request);
    return apiJson(
      request,
      {
        success: true,
        products: products.map((p) => productListItem(origin, p)),
        filteredProductsCount,
        resPerFilter,
      },
      { cache: "public" },
    );
  });

export const action = (_: ActionFunctionArgs) => methodNotAllowed(["GET"]);

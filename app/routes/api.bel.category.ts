import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { categoryList } from "~/api/storefront.json";
import { getCategoryTree } from "~/models/category.server";
import { apiJson, handleApi, methodNotAllowed, rejectQuery } from "~/utils/api.server";
import { siteOrigin } from "~/utils/site-url.server";

/** GET /api/bel/category: the three-level category tree. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(() => {
    rejectQuery(request);
    return apiJson(
      request,
      { success: true, categoryList: categoryList(siteOrigin(request), getCategoryTree()) },
      { cache: "public" },
    );
  });

export const action = (_: ActionFunctionArgs) => methodNotAllowed(["GET"]);

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { knowHow } from "~/api/storefront.json";
import { listKnowHow } from "~/models/content.server";
import { apiJson, handleApi, methodNotAllowed, rejectQuery } from "~/utils/api.server";
import { siteOrigin } from "~/utils/site-url.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(() => {
    rejectQuery(request);
    return apiJson(
      request,
      { success: true, know: knowHow(siteOrigin(request), listKnowHow()) },
      { cache: "public" },
    );
  });

export const action = (_: ActionFunctionArgs) => methodNotAllowed(["GET"]);

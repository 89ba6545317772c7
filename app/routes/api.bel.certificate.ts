import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { certificates } from "~/api/storefront.json";
import { listCertificates } from "~/models/content.server";
import { apiJson, handleApi, methodNotAllowed, rejectQuery } from "~/utils/api.server";
import { siteOrigin } from "~/utils/site-url.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(() => {
    rejectQuery(request);
    return apiJson(
      request,
      { success: true, certificates: certificates(siteOrigin(request), listCertificates()) },
      { cache: "public" },
    );
  });

export const action = (_: ActionFunctionArgs) => methodNotAllowed(["GET"]);

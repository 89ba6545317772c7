import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { videos } from "~/api/storefront.json";
import { listFaqVideos } from "~/models/content.server";
import { apiJson, handleApi, methodNotAllowed, rejectQuery } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(() => {
    rejectQuery(request);
    return apiJson(
      request,
      { success: true, videos: videos(listFaqVideos()) },
      { cache: "public" },
    );
  });

export const action = (_: ActionFunctionArgs) => methodNotAllowed(["GET"]);

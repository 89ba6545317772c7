import type { LoaderFunctionArgs } from "@remix-run/node";
import { openApiDocument } from "~/api/openapi.server";
import { apiJson, handleApi } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(() => apiJson(request, openApiDocument(), { cache: "public" }));

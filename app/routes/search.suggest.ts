import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse } from "~/api/dispatch.server";
import { suggest } from "~/models/search-suggest.server";
import { parseSuggestQuery } from "~/schemas/search-suggest";
import { declareShared, SUGGESTIONS_CACHE_CONTROL } from "~/utils/http-cache.server";

/**
 * GET /search/suggest?q=…: suggestions for the text typed so far in the header's search box
 * (docs/storefront.md, "Suggestions as you type"). The same for every visitor: public for a
 * minute, and kept by the server's page cache by its address until the site's version moves.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseSuggestQuery(new URL(request.url).searchParams);
  if (!query.success) return errorResponse(400, query.message, query.errors);
  const start = performance.now();
  const answer = suggest(query.q);
  const headers = new Headers({
    "Server-Timing": `db;dur=${(performance.now() - start).toFixed(1)}`,
    "X-Content-Type-Options": "nosniff",
  });
  declareShared(headers, SUGGESTIONS_CACHE_CONTROL);
  return Response.json({ success: true, ...answer }, { headers });
}

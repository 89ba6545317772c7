import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  SITEMAP_CHUNK,
  XML_HEADERS,
  sitemapEntries,
  sitemapSize,
  urlset,
} from "~/models/sitemap.server";
import { siteOrigin as origin } from "~/utils/site-url.server";

/** One chunk of a large sitemap (see /sitemap.xml). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const n = Number(params.chunk);
  const chunks = Math.ceil(sitemapSize() / SITEMAP_CHUNK);
  if (!Number.isInteger(n) || n < 1 || n > chunks) throw new Response("Not found", { status: 404 });
  return new Response(
    urlset(origin(request), sitemapEntries((n - 1) * SITEMAP_CHUNK, SITEMAP_CHUNK)),
    { headers: XML_HEADERS },
  );
}

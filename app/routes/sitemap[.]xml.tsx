import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml, XML_HEADERS } from "~/models/sitemap.server";
import { siteOrigin } from "~/utils/site-url.server";

/** Every page, category and product; a sitemap index of chunks when there are too many. */
export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapXml(siteOrigin(request)), { headers: XML_HEADERS });
}

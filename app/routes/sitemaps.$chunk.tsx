import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapChunkXml, XML_HEADERS } from "~/models/sitemap.server";
import { siteOrigin } from "~/utils/site-url.server";

/** One chunk of a large sitemap (see /sitemap.xml). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const xml = sitemapChunkXml(siteOrigin(request), Number(params.chunk));
  if (xml === null) throw new Response("Not found", { status: 404 });
  return new Response(xml, { headers: XML_HEADERS });
}

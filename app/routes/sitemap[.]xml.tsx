import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  SITEMAP_CHUNK,
  XML_HEADERS,
  sitemapEntries,
  sitemapSize,
  urlset,
} from "~/models/sitemap.server";
import { siteOrigin as origin } from "~/utils/site-url.server";
import { escapeXml } from "~/utils/xml";

/** Every page, category and product; a sitemap index of chunks when there are too many. */
export async function loader({ request }: LoaderFunctionArgs) {
  const base = origin(request);
  const size = sitemapSize();
  if (size <= SITEMAP_CHUNK)
    return new Response(urlset(base, sitemapEntries(0, size)), { headers: XML_HEADERS });
  const chunks = Math.ceil(size / SITEMAP_CHUNK);
  const list = Array.from(
    { length: chunks },
    (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${i + 1}`)}</loc></sitemap>`,
  ).join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list}\n</sitemapindex>\n`,
    { headers: XML_HEADERS },
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin as origin } from "~/utils/site-url.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin-",
    "Disallow: /password/",
    "Disallow: /api/",
    // Comparisons are any products in any order, and noindex (docs/variants.md: Comparison).
    "Disallow: /compare",
    // A comparison being put together, carried by listing and product addresses (`compare=`):
    // the same pages, whose canonical addresses leave it out.
    "Disallow: /*compare=",
    "",
    `Sitemap: ${origin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { productDatasheet } from "~/models/product-datasheet.server";
import { PREVIEW_HEADERS, readOrPreview } from "~/screens/product-preview.server";
import { contentDisposition } from "~/utils/content-disposition";
import { siteOrigin } from "~/utils/site-url.server";

/**
 * A product's datasheet generated from its own data (docs/variants.md, "Generated datasheets"):
 * always current, so a cache may keep it but asks again each time (a 304 while it is unchanged).
 * It opens in the browser, as the uploaded datasheets do. Only a product visitors may see has one;
 * staff also get the datasheet of a product they preview (docs/admin.md, Preview), theirs alone.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const { found, staff } = await readOrPreview(request, (preview) =>
    productDatasheet(slug, siteOrigin(request), { preview }),
  );
  if (!found) return notFound();
  // A renamed product's former address leads to its current one, for good (as its page does).
  if ("moved" in found) throw redirect(`/products/${found.moved}/datasheet.pdf`, 301);
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": contentDisposition("inline", `${slug}-datasheet.pdf`),
    "Cache-Control": "public, no-cache",
    ...(staff ? PREVIEW_HEADERS : {}),
    ETag: found.etag,
    "Last-Modified": found.lastModified.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  };
  if (notModified(request, found)) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(found.pdf), {
    headers: { ...headers, "Content-Length": String(found.pdf.byteLength) },
  });
}

/**
 * Whether the copy the client holds is current: its ETag is among If-None-Match (or "*"); else,
 * without If-None-Match, nothing changed after If-Modified-Since (to the second, as HTTP dates
 * are).
 */
function notModified(request: Request, current: { etag: string; lastModified: Date }) {
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch !== null) {
    const tags = ifNoneMatch.split(",").map((t) => t.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(current.etag);
  }
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  return !Number.isNaN(since) && Math.floor(current.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * A slug no product has or had. A resource route answers with a Response of its own (it cannot
 * render the site's page), so this is the PAGE NOT FOUND page's text in a document of its own.
 */
function notFound() {
  const title = `PAGE NOT FOUND - ${env.BRAND_NAME}`.replace(/[<>&"]/g, "");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><p aria-hidden="true">404</p><h1>PAGE NOT FOUND</h1><p>The page you are looking for does not exist or has moved.</p><p><a href="/">BACK TO HOME</a></p></main></body></html>`;
  return new Response(html, {
    status: 404,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

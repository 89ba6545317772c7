import slugify from "slugify";
import { env } from "~/env.server";
import { getCataloguePdf } from "~/models/catalogue.server";

/** The footer's downloadable catalogue, generated from the live catalogue. */
export async function loader({ request }: { request: Request }) {
  const { version, pdf } = await getCataloguePdf();
  const etag = `"catalogue-${version}"`;
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${slugify(env.BRAND_NAME, { lower: true, strict: true })}-catalogue.pdf"`,
    "Cache-Control": "public, max-age=300, must-revalidate",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(pdf), {
    headers: { ...headers, "Content-Length": String(pdf.byteLength) },
  });
}

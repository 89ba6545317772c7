import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { documentTitle } from "~/models/uploads.server";
import { storage, type FoundUpload } from "~/storage.server";
import { contentDisposition } from "~/utils/content-disposition";

/**
 * Stored uploads. Only paths the storage module generates resolve (a strict pattern, no "..");
 * the content type comes from that pattern, never from the request or the file. A PDF opens in
 * the browser under the title of its datasheet, certificate or guide (`{title}.pdf`). They are
 * public: `Access-Control-Allow-Origin: *`. Kept in a bucket with a public address
 * (UPLOADS_PUBLIC_URL, docs/deploy.md), images are redirected there; PDFs, whose title only the
 * app knows, are still streamed.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const asked = params["*"] ?? "";
  // A rendition an image stored under other widths lacks until app/models/renditions.server.ts
  // has made it is answered by its next wider one meanwhile (a substitute).
  const pdf = storage.resolve(asked)?.contentType === "application/pdf";
  if (storage.publicAddress(asked) && !pdf) {
    const found = await storage.find(asked);
    if (!found) return notFound();
    return new Response(null, {
      status: found.substitute ? 302 : 301,
      headers: { Location: storage.publicAddress(found.stored)!, ...common(found) },
    });
  }
  const file = await storage.open(asked);
  if (!file) return notFound();
  const title = pdf ? documentTitle(file.stored) : null;
  return new Response(createReadableStreamFromReadable(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      ...common(file),
      // Public files: any site may read them, by script (CORS) as by <img> (CORP).
      "Access-Control-Allow-Origin": "*",
      "Cross-Origin-Resource-Policy": "cross-origin",
      // Whatever a stored file holds, it runs nothing: no scripts, no plugins, an opaque origin
      // (Chromium's viewer still shows a PDF under this policy, framed or not). This site's own
      // pages may frame a file (the certificate preview); no other site may.
      "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'self'",
      "X-Frame-Options": "SAMEORIGIN",
      ...(pdf
        ? {
            "Content-Disposition": title
              ? contentDisposition("inline", `${title.replace(/\.pdf$/i, "")}.pdf`)
              : "inline",
          }
        : {}),
    },
  });
}

/** The headers a file's answer and its redirect share. */
function common(found: FoundUpload) {
  return {
    // Names are generated and never reused: a stored file never changes. A substitute is kept
    // briefly, since the real rendition is coming.
    "Cache-Control": found.substitute
      ? "public, max-age=600"
      : "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  };
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

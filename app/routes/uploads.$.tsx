import fs from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { documentTitle } from "~/models/uploads.server";
import { storage } from "~/storage.server";
import { contentDisposition } from "~/utils/content-disposition";

/**
 * Stored uploads. Only paths the storage module generates resolve (a strict pattern, no "..");
 * the content type comes from that pattern, never from the request or the file. A PDF opens in
 * the browser under the title of its datasheet, certificate or guide (`{title}.pdf`). They are
 * public: `Access-Control-Allow-Origin: *`.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const asked = params["*"] ?? "";
  let stored = asked;
  let stat = statOf(stored);
  // A rendition an image stored under other widths lacks until app/models/renditions.server.ts
  // has made it: its next wider one meanwhile, kept briefly, since the real one is coming.
  const substitute = stat ? null : storage.widerRendition(asked);
  if (substitute) {
    stored = substitute;
    stat = statOf(stored);
  }
  const resolved = storage.resolve(stored);
  if (!resolved || !stat) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  const body = createReadableStreamFromReadable(fs.createReadStream(resolved.file));
  const pdf = resolved.contentType === "application/pdf";
  const title = pdf ? documentTitle(stored) : null;
  return new Response(body, {
    headers: {
      "Content-Type": resolved.contentType,
      "Content-Length": String(stat.size),
      // Names are generated and never reused: a stored file never changes.
      "Cache-Control": substitute ? "public, max-age=600" : "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
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

/** The size of a stored file, or undefined when the path is none this store could have made. */
function statOf(stored: string) {
  const resolved = storage.resolve(stored);
  const stat = resolved ? fs.statSync(resolved.file, { throwIfNoEntry: false }) : undefined;
  return stat?.isFile() ? stat : undefined;
}

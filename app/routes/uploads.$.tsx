import fs from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { storage } from "~/storage.server";

/**
 * Stored uploads. Only paths the storage module generates resolve (a strict pattern, no "..");
 * the content type comes from that pattern, never from the request or the file.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const resolved = storage.resolve(params["*"] ?? "");
  const stat = resolved ? fs.statSync(resolved.file, { throwIfNoEntry: false }) : undefined;
  if (!resolved || !stat?.isFile()) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  const body = createReadableStreamFromReadable(fs.createReadStream(resolved.file));
  return new Response(body, {
    headers: {
      "Content-Type": resolved.contentType,
      "Content-Length": String(stat.size),
      // Names are generated and never reused: a stored file never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // Whatever a stored file holds, it runs nothing: no scripts, no plugins, an opaque origin.
      // This site's own pages may frame a PDF (the certificate preview); no other site may.
      "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'self'",
      "X-Frame-Options": "SAMEORIGIN",
      ...(resolved.contentType === "application/pdf" ? { "Content-Disposition": "inline" } : {}),
    },
  });
}

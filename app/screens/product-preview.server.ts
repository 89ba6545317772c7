/**
 * Staff preview of a product that is not on the site (docs/admin.md, Preview): signed-in staff
 * open a Draft or Archived product (or a variant of one) at its own address and see the page as
 * visitors will once it is published; everyone else gets the page-not-found they would get for
 * any unknown address. A preview is the viewer's alone: `private, no-store`, so neither the
 * server's page cache (server/page-cache.js keeps only answers marked shared, and never a
 * request with a session) nor a proxy or browser keeps it.
 */
import { getUser, hasRole } from "~/screens/auth.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";

/** Whether the request is a signed-in staff member's (admin or manager), who may preview. */
export async function canPreview(request: Request): Promise<boolean> {
  const user = await getUser(request);
  return Boolean(user && hasRole(user, "manager"));
}

/**
 * Reads something visitors may see, or, when there is none and the request is staff's, the same
 * read with the preview allowed: `read(false)` first (no session is looked up for a visitor's
 * page), then `read(true)`. `staff` says whether the second read was allowed.
 */
export async function readOrPreview<T>(
  request: Request,
  read: (preview: boolean) => T | null | Promise<T | null>,
): Promise<{ found: T | null; staff: boolean }> {
  const found = await read(false);
  if (found !== null) return { found, staff: false };
  const staff = await canPreview(request);
  return { found: staff ? await read(true) : null, staff };
}

/** The headers of a preview's answer: the viewer's alone, never indexed. */
export const PREVIEW_HEADERS = {
  "Cache-Control": PRIVATE_CACHE_CONTROL,
  "X-Robots-Tag": "noindex",
} as const;

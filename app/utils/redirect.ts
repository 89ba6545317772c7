/**
 * A same-site path to go back to: only local paths ("/…", not "//…" or a scheme) are accepted,
 * so a redirect can never send a visitor to another site.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\"))
    return fallback;
  return to;
}

/** The path (with query) of the Referer when it is this site, else the fallback. */
export function backTo(request: Request, fallback = "/"): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  try {
    const ref = new URL(referer);
    const here = new URL(request.url);
    if (ref.host !== here.host) return fallback;
    return safeRedirect(ref.pathname + ref.search, fallback);
  } catch {
    return fallback;
  }
}

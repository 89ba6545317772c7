/**
 * Where a redirect built from input may go: a path of this site, nothing else. Refused (the
 * fallback is used): anything not starting with one "/", "//" and "/\" (other hosts to a
 * browser), backslashes anywhere, control characters, white space of any script (tab, CR, LF,
 * U+3000 …: browsers strip or fold some of them, and CR/LF cannot go in a header), schemes, and
 * anything that would resolve to another origin.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE = /[\\\s\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/u;

export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || UNSAFE.test(to)) return fallback;
  try {
    const base = "http://bel.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
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

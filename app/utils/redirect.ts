/**
 * Where a redirect built from input may go: a path of this site, nothing else. Refused (the
 * fallback is used): anything not starting with "/", backslashes anywhere, control characters,
 * white space of any script (tab, CR, LF, U+3000 …: browsers strip or fold some of them, and CR/LF
 * cannot go in a header), schemes, and anything that resolves to another origin. The decision is
 * taken on the parsed result, as a browser would read it: "/.//evil.example" or
 * "/%2e%2e//evil.example" parse to the path "//evil.example", which a browser takes for another
 * host, so a result starting with "//" or "/\" is refused too.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE = /[\\\s\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/u;
/** A path a browser reads as the address of another host: "//host", "/\host". */
const OTHER_HOST = /^[/\\][/\\]/;

export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || UNSAFE.test(to)) return fallback;
  let path: string;
  try {
    const base = "http://bel.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    path = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  return OTHER_HOST.test(path) ? fallback : path;
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

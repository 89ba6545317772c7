/**
 * A module hook for the benchmarks that import route modules under tsx: a stylesheet import
 * (`import href from "~/styles/….css"`, which the Remix compiler turns into a URL) becomes a
 * module exporting an empty string.
 */
export async function load(url, context, nextLoad) {
  if (url.endsWith(".css")) {
    return { format: "module", source: 'export default "";', shortCircuit: true };
  }
  return nextLoad(url, context);
}

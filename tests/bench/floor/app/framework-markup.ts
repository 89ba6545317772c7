/**
 * What of our pages' HTML the floor takes as it is, and how (docs/deploy.md: "Rendering against
 * the framework's floor"). Read by the floor's server when it parses the pages
 * (./pages.server.tsx) and by the benchmark when it holds the floor's answers to ours
 * (tests/bench/floor.ts).
 */

/**
 * A page's HTML without what Remix's own components wrote into it: <ScrollRestoration>'s and
 * <Scripts>'s inline scripts, the modulepreload links of the route modules and the Suspense
 * markers around the streamed loader data. The floor's root renders its own <ScrollRestoration>
 * and <Scripts>; what is left is the page's (JSON-LD scripts included).
 */
export function withoutFrameworkMarkup(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<!--\/?\$\??-->/g, "");
}

/**
 * The elements our app renders as one string of HTML (React's dangerouslySetInnerHTML), by id:
 * the header's and footer's static chrome (StaticHtml, app/components/site-header.tsx and
 * site-footer.tsx) and the listing's filter panel (app/components/catalogue/filter-panel.tsx).
 * The floor renders them as a string too, so it does no work that ours skips; the benchmark
 * fails when one of them is on none of the pages (a renamed id would make the floor slower).
 */
export const RAW_HTML_IDS = [
  "site-topbar",
  "site-logo",
  "products-menu",
  "footer-grid",
  "footer-families",
  "filter-panel",
] as const;

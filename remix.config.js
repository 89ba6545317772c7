/**
 * Staff sign in at /admin-{BRAND_SLUG} (decisions.md), and its API twin is
 * POST /api/bel/admin-{BRAND_SLUG}. A path segment with a fixed prefix cannot be a flat-route
 * file name, so these two routes are declared here, from the setting as it is when the app is
 * built; `npm start` rebuilds when the setting changes (scripts/start.js).
 */
function brandSlug() {
  const slug = process.env.BRAND_SLUG || "bel";
  if (!/^[a-z0-9-]+$/.test(slug)) throw new Error("BRAND_SLUG must match [a-z0-9-]+");
  return slug;
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [],
  routes: (defineRoutes) => {
    const slug = brandSlug();
    return defineRoutes((route) => {
      route(`admin-${slug}`, "sign-in/route.tsx", { id: "sign-in" });
      route(`api/bel/admin-${slug}`, "sign-in/api.ts", { id: "api.sign-in" });
    });
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};

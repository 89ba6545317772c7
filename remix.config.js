/**
 * Staff sign in at /admin-{BRAND_SLUG}. A path segment with a fixed prefix cannot be a flat-route
 * file name, so the page is declared here, from the setting as it is when the app is built;
 * `npm start` rebuilds when the setting changes (scripts/start.js). Its API twin,
 * POST /api/bel/admin-{BRAND_SLUG}, is an endpoint of the registry like any other.
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
      // The second step of a two-factor sign-in, and its forced setup (docs/admin.md).
      route(`admin-${slug}/code`, "sign-in/code.tsx", { id: "sign-in-code" });
      route(`admin-${slug}/setup`, "sign-in/setup.tsx", { id: "sign-in-setup" });
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

/**
 * BRAND_SLUG moves the staff sign-in page and its API twin: the route manifest the build makes
 * from remix.config.js has the page at /admin-{slug}, and nowhere else, and the /api/bel registry
 * answers POST /api/bel/admin-{slug}.
 */
import { afterEach, expect, it, vi } from "vitest";
import { manifestRoutes } from "./manifest";

const original = process.env.BRAND_SLUG;
afterEach(() => {
  if (original === undefined) delete process.env.BRAND_SLUG;
  else process.env.BRAND_SLUG = original;
  vi.resetModules();
});

const signInPage = async () =>
  (await manifestRoutes()).filter((r) => r.id === "sign-in").map((r) => r.path);

/** The registry as a process started with BRAND_SLUG as it is now would build it. */
async function registry() {
  vi.resetModules();
  return import("~/api/registry.server");
}

it("puts the sign-in page and POST /api/bel/admin-{slug} where the setting says", async () => {
  delete process.env.BRAND_SLUG;
  expect(await signInPage()).toEqual(["admin-bel"]);
  const standard = await registry();
  expect(standard.matchEndpoint("/api/bel/admin-bel")?.endpoints.map((e) => e.method)).toEqual([
    "POST",
  ]);

  process.env.BRAND_SLUG = "belcab";
  expect(await signInPage()).toEqual(["admin-belcab"]);
  expect((await manifestRoutes()).some((r) => r.path === "admin-bel")).toBe(false);
  const moved = await registry();
  expect(moved.matchEndpoint("/api/bel/admin-belcab")?.path).toBe("/admin-belcab");
  expect(moved.matchEndpoint("/api/bel/admin-bel")).toBeNull();
});

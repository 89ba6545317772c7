/**
 * BRAND_SLUG moves the staff sign-in page and its API twin (decisions.md): the route manifest
 * the build makes from remix.config.js has them at /admin-{slug}, and nowhere else.
 */
import { afterEach, expect, it } from "vitest";
import { manifestRoutes } from "./manifest";

const original = process.env.BRAND_SLUG;
afterEach(() => {
  if (original === undefined) delete process.env.BRAND_SLUG;
  else process.env.BRAND_SLUG = original;
});

const signIn = async () =>
  (await manifestRoutes())
    .filter((r) => r.id === "sign-in" || r.id === "api.sign-in")
    .map((r) => r.path)
    .sort();

it("puts the sign-in page and POST /api/bel/admin-{slug} where the setting says", async () => {
  delete process.env.BRAND_SLUG;
  expect(await signIn()).toEqual(["admin-bel", "api/bel/admin-bel"]);
  process.env.BRAND_SLUG = "belcab";
  expect(await signIn()).toEqual(["admin-belcab", "api/bel/admin-belcab"]);
  expect((await manifestRoutes()).some((r) => r.path === "admin-bel")).toBe(false);
});

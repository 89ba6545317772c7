/**
 * axe-core on the admin product screens (the table, its empty state, the create form with its
 * messages and its specification modal, the update screen with its Variants panel, the add
 * variant form, the upload screen): no serious or
 * critical violation. JavaScript on only (a11y in the name keeps it out of the "no-js"
 * project): axe runs inside the page; the server-rendered markup is the same.
 */
import { analyze } from "./axe";
import { expect, test } from "./admin.fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("the product screens have no serious or critical accessibility violations", async ({
  page,
  login,
  request,
}) => {
  test.setTimeout(90_000); // axe takes a few seconds a page
  await login("manager");
  const serious = async () =>
    (await analyze(page)).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  // A seeded product of a family no test writes to.
  const { slug, _id } = (
    await (await request.get("/api/bel/products?category=copper-connectivity")).json()
  ).products[0];
  for (const path of [
    "/admin/products",
    "/admin/products?q=zzznothing",
    `/admin/products/${slug}`,
    `/admin/products/${slug}/variant`,
    `/admin/products/${_id}/upload_images`,
  ]) {
    await page.goto(path);
    expect(await serious(), path).toEqual([]);
  }
  await page.goto("/admin/product/new");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  expect(await serious(), "the create form with its messages").toEqual([]);
  await page.getByRole("button", { name: "Add Specification" }).click();
  await expect(page.getByRole("dialog", { name: "Add Specification" })).toBeVisible();
  expect(await serious(), "the specification modal").toEqual([]);
});

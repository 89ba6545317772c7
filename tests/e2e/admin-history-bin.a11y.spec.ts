/**
 * axe-core on a product's History panel (with versions, a Restore asked) and on the Bin (with its
 * admin's Delete forever and Empty bin), at 375, 1024 and 1280 px: no serious or critical
 * violation. JavaScript on only (a11y in the name keeps it out of the "no-js" project): axe runs
 * inside the page; the server-rendered markup is the same.
 */
import { analyze } from "./axe";
import type { Page } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { createProducts } from "./data";

const serious = async (page: Page) =>
  (await analyze(page)).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);

test("the History panel and the Bin have no serious or critical accessibility violations", async ({
  page,
  login,
  word,
}) => {
  test.setTimeout(120_000); // axe takes a few seconds a page
  await login("admin");
  const [product, other] = createProducts(word, [
    { name: "Speaker flex", sheath: "lszh", images: 2 },
    { name: "Alarm cable", images: 1, ratings: [4] },
  ]);
  const { product: renamed } = await (
    await page.request.put(`/api/bel/admin/products/${product.slug}`, {
      data: {
        name: `Speaker flex PVC ${word}`,
        category: (await (await page.request.get(`/api/bel/admin/products/${product.slug}`)).json())
          .product.category._id,
        description: "Renamed for the history.",
      },
    })
  ).json();
  expect((await page.request.delete(`/api/bel/admin/products/${other.slug}`)).status()).toBe(200);

  for (const width of [375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/products/${renamed.slug}`);
    await page.locator('summary[aria-label="Restore version 1"]').click();
    expect(await serious(page), `history at ${width}`).toEqual([]);
    await page.goto(`/admin/bin?q=${word}`);
    await page.locator('summary[aria-label="Empty bin"]').click();
    expect(await serious(page), `bin at ${width}`).toEqual([]);
  }
});

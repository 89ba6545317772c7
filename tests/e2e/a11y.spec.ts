/**
 * axe-core on every public page (and the open review and quotation forms): no serious or
 * critical violation, with JavaScript on and off.
 */
import { analyze } from "./axe";
import { expect, test, type Page } from "@playwright/test";

async function seriousViolations(page: Page) {
  const results = await analyze(page);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

const PAGES = [
  "/",
  "/products",
  "/products?keyword=cat6&sort=rated",
  "/about",
  "/contact-us",
  "/certification",
  "/technical-library",
  "/technical-library?tab=faq-videos",
  "/technical-library?tab=cable-know-how",
  "/blog",
  "/no-such-page",
];

const productPages = ["", "?review=new"];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
    for (const suffix of productPages) {
      test(`a product page${suffix ? ` (${suffix})` : ""} has no serious or critical violations`, async ({
        page,
        request,
      }) => {
        // The newest product of a seeded family no test writes to: images, specifications,
        // reviews and a datasheet, and the same product however many tests run.
        const product = (
          await (await request.get("/api/bel/products?category=copper-connectivity")).json()
        ).products[0].slug;
        await page.goto(`/products/${product}${suffix}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

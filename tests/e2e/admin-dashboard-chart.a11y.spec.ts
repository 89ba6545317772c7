/**
 * axe-core on the dashboard with its chart (docs/admin.md, Dashboard), at 375 and 1280 px, for an
 * empty range and a long one drawn in weeks: no violation at all, of any impact (the admin layout's
 * menu switch sits in the header's landmark, so not even a moderate "region"). JavaScript on only
 * (a11y in the name keeps it out of the "no-js" project): axe runs inside the page.
 */
import { analyze } from "./axe";
import { expect, test } from "./admin.fixtures";

test.describe("the dashboard with its chart", () => {
  test("axe finds nothing on the dashboard with its chart", async ({ page, login }) => {
    test.setTimeout(90_000); // axe takes a few seconds a page
    await login("manager");
    const year = 1990;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [start, end] of [
        [`${year}-01-01`, `${year}-01-31`],
        ["2020-01-01", "2026-11-27"],
      ]) {
        await page.goto(`/admin/dashboard?start=${start}&end=${end}`);
        await expect(page.getByRole("img", { name: /per (day|week)/ })).toBeVisible();
        // Every impact, moderate and minor included (a11y.spec.ts keeps to serious and critical).
        const violations = (await analyze(page)).violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
        );
        expect(violations, `${width} px, ${start} to ${end}`).toEqual([]);
        // Nothing wider than the screen: the hidden table of the numbers included.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${width} px, ${start} to ${end}`).toBe(0);
      }
    }
  });
});

/**
 * axe-core on the dashboard with its chart (docs/admin.md, Dashboard), at 375 and 1280 px, for an
 * empty range and a long one drawn in weeks: no serious or critical violation. JavaScript on only
 * (a11y in the name keeps it out of the "no-js" project): axe runs inside the page.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./admin.fixtures";

test.describe("the dashboard with its chart", () => {
  test("axe finds nothing serious on the dashboard with its chart", async ({ page, login }) => {
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
        // Serious and critical, as every axe check here (a11y.spec.ts).
        const violations = (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map(
            (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
          );
        expect(violations, `${width} px, ${start} to ${end}`).toEqual([]);
      }
    }
  });
});

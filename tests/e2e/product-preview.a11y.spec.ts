/**
 * axe-core on a staff member's preview of a draft (docs/admin.md, Preview), at a phone's, a
 * tablet's and a desktop's width: the "Preview: not published" banner is a named region, in view
 * at the top of the page, and the page has no serious or critical violation. JavaScript on only
 * (a11y in the name keeps it out of the "no-js" project): axe runs inside the page.
 */
import { analyze } from "./axe";
import { expect, test } from "./admin.fixtures";
import { createProducts } from "./data";

for (const width of [375, 1024, 1280]) {
  test(`the preview banner at ${width} px: in view, named, no serious or critical violation`, async ({
    page,
    login,
    word,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const [draft] = createProducts(word, [{ name: "Preview cable", status: "draft", images: 1 }]);
    await login("manager");
    await page.goto(`/products/${draft.slug}`);
    const banner = page.getByRole("region", { name: "Preview: not published" });
    await expect(banner).toBeInViewport();
    await expect(banner.getByRole("link", { name: "Edit in the admin" })).toHaveAttribute(
      "href",
      `/admin/products/${draft.slug}`,
    );
    // Not wider than the page: nothing of it is cut off on a phone.
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const violations = (await analyze(page)).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
    expect(violations).toEqual([]);
  });
}

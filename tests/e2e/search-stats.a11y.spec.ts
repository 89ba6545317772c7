/**
 * axe-core on the dashboard's searches (docs/admin.md, Dashboard) at 375, 1024 and 1280 px: both
 * lists full (with their "Show all" links, a long query among them) and both empty. No violation
 * of any impact, and nothing wider than the screen. JavaScript on only (axe runs in the page).
 */
import { analyze } from "./axe";
import { expect, test } from "./admin.fixtures";
import { withDb } from "./data";

/** The site's day `days` days before today (counts older than 400 days are pruned). */
function daysAgo(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Days of this test's own, in the past, where nothing else is counted. */
const FULL = { start: daysAgo(340), end: daysAgo(330) };
const EMPTY = { start: daysAgo(360), end: daysAgo(350) };

test.describe("the dashboard's searches", () => {
  test.beforeAll(() => {
    withDb((db) => {
      const insert = db.prepare(
        "INSERT OR REPLACE INTO search_counts (day, query, results, searches) VALUES (?, ?, ?, ?)",
      );
      for (let i = 1; i <= 12; i++) {
        insert.run(daysAgo(335), `twin and earth 2.5mm2 ${i}`, 40 + i, 100 - i);
        insert.run(daysAgo(334), `lsoh cat${i}`, 0, 30 - i);
      }
      insert.run(daysAgo(333), "a".repeat(60) + " steel wire armoured", 0, 1);
    });
  });
  test.afterAll(() => {
    withDb((db) =>
      db.prepare("DELETE FROM search_counts WHERE day BETWEEN ? AND ?").run(FULL.start, FULL.end),
    );
  });

  test("axe finds nothing on the dashboard's searches", async ({ page, login }) => {
    test.setTimeout(120_000); // axe takes a few seconds a page
    await login("manager");
    for (const width of [375, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const range of [FULL, EMPTY]) {
        await page.goto(`/admin/dashboard?start=${range.start}&end=${range.end}`);
        const section = page.getByRole("heading", { name: "Searches in this range" });
        await expect(section).toBeVisible();
        if (range === FULL) {
          await expect(page.getByRole("link", { name: "Show all 25" })).toBeVisible();
          await expect(page.getByRole("link", { name: "Show all 13" })).toBeVisible();
        } else await expect(page.getByText("No searches in this range.")).toBeVisible();
        const violations = (await analyze(page)).violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
        );
        expect(violations, `${width} px, ${range.start}`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${width} px, ${range.start}`).toBe(0);
      }
    }
  });
});

/**
 * axe-core on the Search synonyms screen: the list, its empty state, the add form (from the
 * dashboard's `?add=` link, and refused with its messages), the edit form and an open delete
 * confirmation: no serious or critical violation, at 1280 and 375 px. JavaScript on only (a11y in
 * the name keeps it out of the "no-js" project): axe runs inside the page.
 */
import { analyze } from "./axe";
import type { Page } from "@playwright/test";
import { expect, test } from "./admin.fixtures";

async function serious(page: Page) {
  return (await analyze(page)).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

/** A one-way synonym of the test's own, made through the API: its id. */
async function synonymOf(page: Page, word: string): Promise<string> {
  const made = await page.request.post("/api/bel/admin/synonyms", {
    data: { kind: "one-way", root: `root${word}`, terms: [`term${word}`, `other${word}`] },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).synonym._id;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the list, its empty state and the edit form have no serious or critical violations", async ({
      page,
      login,
      word,
    }) => {
      test.setTimeout(90_000); // axe takes a few seconds a page
      await login("manager");
      const id = await synonymOf(page, word);
      for (const path of [
        `/admin/synonyms?q=${word}`,
        "/admin/synonyms?q=zzznothing",
        `/admin/synonyms?edit=${id}&q=${word}`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { name: "Search synonyms" })).toBeVisible();
        expect(await serious(page), path).toEqual([]);
      }
    });

    test("the delete confirmation and the add form with its messages have no serious or critical violations", async ({
      page,
      login,
      word,
    }) => {
      test.setTimeout(90_000);
      await login("manager");
      await synonymOf(page, word);
      await page.goto(`/admin/synonyms?q=${word}`);
      await page.locator(`summary[aria-label="Delete synonym root${word}"]`).click();
      await expect(page.getByRole("button", { name: "Yes, delete" })).toBeVisible();
      expect(await serious(page), "the delete confirmation").toEqual([]);

      await page.goto(`/admin/synonyms?add=${word}`);
      const add = page.getByRole("dialog", { name: "Add Synonym" });
      await add.getByLabel("One-way", { exact: true }).check();
      await add.getByRole("button", { name: "Create" }).click();
      await expect(add.locator(".field-error").first()).toBeVisible();
      expect(await serious(page), "the add form with its messages").toEqual([]);
    });
  });
}

/**
 * Search synonyms that staff manage (docs/admin.md, Search synonyms), JavaScript on and off: a
 * word the catalogue does not have finds nothing on the storefront; staff pair it with a word of
 * a demo product on the admin screen and the visitor's next search finds that product; an edit
 * and a delete apply to the next search too. The dashboard's link from a search that found
 * nothing (`/admin/synonyms?add=…`) opens Add Synonym with the query as its first term.
 *
 * The storefront is searched by a visitor of its own (no session), as the page cache serves
 * anonymous pages: what it answers must follow each change. The word of each test is made of
 * letters only and far from any catalogue word (a word with a figure is never read as a typo,
 * but one close to a catalogue word would be corrected to it). Its synonyms are deleted after.
 */
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test as staffTest } from "./admin.fixtures";
import { withDb } from "./data";

/** Twelve letters, consonants only after "qz": no catalogue word is within two edits of it. */
function madeUpWord() {
  const letters = "bcdfghjklmnpqrstvwxz";
  return `qz${Array.from({ length: 10 }, () => letters[randomInt(letters.length)]).join("")}`;
}

const test = staffTest.extend<{ term: string; visitor: Page }>({
  // eslint-disable-next-line no-empty-pattern
  term: async ({}, use) => {
    const term = madeUpWord();
    await use(term);
    withDb((db) =>
      db
        .transaction(() =>
          db
            .prepare("DELETE FROM search_synonyms WHERE root || char(10) || terms LIKE ?")
            .run(`%${term}%`),
        )
        .immediate(),
    );
  },
  /** A visitor's page: no session, JavaScript as the project has it. */
  visitor: async ({ browser, baseURL, javaScriptEnabled }, use) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    await use(await context.newPage());
    await context.close();
  },
});

/** The names of the products the storefront lists for `keyword` (none: "No products match"). */
async function search(visitor: Page, keyword: string) {
  await visitor.goto(`/products?${new URLSearchParams({ keyword })}`);
  const none = visitor.getByRole("heading", { name: "No products match" });
  const cards = visitor.locator(".product-grid h2 a");
  await expect(none.or(cards.first())).toBeVisible();
  return (await none.isVisible()) ? [] : cards.allTextContents();
}

test("a synonym added on the admin screen applies to the next storefront search; an edit and a delete too", async ({
  page,
  login,
  term,
  visitor,
  javaScriptEnabled,
}) => {
  expect(await search(visitor, term)).toEqual([]);

  await login("manager");
  await page.goto("/admin/synonyms");
  await expect(page.getByRole("heading", { name: "Search synonyms" })).toBeVisible();
  await page.getByRole("link", { name: "Add Synonym" }).click();
  const add = page.getByRole("dialog", { name: "Add Synonym" });
  await expect(add.getByLabel("Equivalent", { exact: true })).toBeChecked();
  // With JavaScript the root shows for a one-way synonym only; without, it is always there.
  await expect(add.getByLabel("Root", { exact: true })).toBeVisible({
    visible: !javaScriptEnabled,
  });
  await add.getByLabel("Terms", { exact: true }).fill(`${term}\nstarquad`);
  await add.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Synonym created successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const found = await search(visitor, term);
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name).toMatch(/Star-Quad/);

  // Edit: one-way without a root is refused beside the field, the typing kept; then rg59.
  await page.goto(`/admin/synonyms?q=${term}`);
  await expect(page.getByRole("list", { name: `Terms of the synonym ${term}` })).toHaveText(
    /starquad/,
  );
  await page.getByRole("link", { name: `Edit synonym ${term}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Synonym" });
  await expect(edit.getByLabel("Terms", { exact: true })).toHaveValue(`${term}\nstarquad`);
  await edit.getByLabel("One-way", { exact: true }).check();
  await expect(edit.getByLabel("Root", { exact: true })).toBeVisible();
  await edit.getByLabel("Terms", { exact: true }).fill(`${term}\nrg59`);
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(edit.locator(".field-error")).toHaveText(
    "Please enter the root: the word or words that find the terms",
  );
  await expect(edit.getByLabel("Root", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(edit.getByLabel("Terms", { exact: true })).toHaveValue(`${term}\nrg59`);
  await edit.getByLabel("Equivalent", { exact: true }).check();
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Synonym updated successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const edited = await search(visitor, term);
  expect(edited[0]).toMatch(/RG59/);
  expect(edited.filter((name) => /Star-Quad/.test(name))).toEqual([]);

  // Delete, asked first.
  await page.goto(`/admin/synonyms?q=${term}`);
  await page.locator(`summary[aria-label="Delete synonym ${term}"]`).click();
  const confirmation = page.getByRole("group", { name: `Delete synonym ${term}` });
  await expect(confirmation).toContainText(`${term} = rg59`);
  await confirmation.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Synonym deleted successfully")).toBeVisible();
  await expect(page.getByText(`No synonyms match “${term}”`)).toBeVisible();

  expect(await search(visitor, term)).toEqual([]);
});

test("the dashboard's link from a search that found nothing opens Add Synonym with the query as its first term", async ({
  page,
  login,
  term,
  visitor,
}) => {
  expect(await search(visitor, term)).toEqual([]);
  await login("admin");
  await page.goto(`/admin/synonyms?add=${encodeURIComponent(term)}`);
  const add = page.getByRole("dialog", { name: "Add Synonym" });
  const terms = add.getByLabel("Terms", { exact: true });
  await expect(terms).toHaveValue(`${term}\n`);
  await expect(add.getByLabel("Equivalent", { exact: true })).toBeChecked();

  // One term is not a synonym: said beside the field, the query kept.
  await add.getByRole("button", { name: "Create" }).click();
  await expect(add.locator(".field-error")).toHaveText(
    "Please enter at least two terms, one per line",
  );
  await expect(terms).toHaveValue(new RegExp(`^${term}\\s*$`));
  await terms.fill(`${term}\nStar-Quad\nstarquad`);
  await add.getByRole("button", { name: "Create" }).click();
  await expect(add.locator(".field-error")).toHaveText(
    "“starquad” and “Star-Quad” are the same words to the search: keep one",
  );
  await terms.fill(`${term}\nStar-Quad`);
  await add.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Synonym created successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/synonyms$/);

  const found = await search(visitor, term);
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name).toMatch(/Star-Quad/);
});

/**
 * A certificate's name and its title, as staff type them and visitors then see them: the admin
 * table shows the name beside the title, /certification lists certificates by name and heads
 * each card with its title, and an edit of the name leaves the title as it was. Runs in the "js"
 * and "no-js" projects; names carry the test's own word.
 */
import { expect, test } from "./admin.fixtures";
import { uniqueWord, withDb } from "./data";

test("certificates: the seeded ones are listed by name on /certification, their cards headed by title", async ({
  page,
}) => {
  await page.goto("/certification");
  const list = page.getByRole("navigation", { name: "Our certificates" });
  await expect(list.getByRole("link", { name: "ISO 9001", exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "ISO 9001:2015 Quality Management", level: 2 }),
  ).toBeVisible();
});

test("certificates: staff give a name and a title; the table and /certification's list show the name, its card the title; renamed, the title stays", async ({
  page,
  login,
}) => {
  // Two admin screens and the storefront, twice each: longer than one page's test.
  test.slow();
  const word = uniqueWord();
  const name = `ISO ${word}`;
  const title = `Quality management certificate ${word}`;
  const renamed = `ISO ${word}:2015`;
  await login("manager");

  await page.goto("/admin/certificates?new");
  let dialog = page.getByRole("dialog", { name: "Add Certificate" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Our quality management system, certified.");
  await dialog.getByLabel("Verification URL").fill(`https://verify.example.com/${word}`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Certificate created successfully")).toBeVisible({
    timeout: 20_000,
  });

  await page.goto(`/admin/certificates?q=${word}`);
  const row = page.getByRole("row").filter({ hasText: word });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td[data-label="Name"]')).toHaveText(name);
  await expect(row.locator('td[data-label="Title"]')).toHaveText(title);

  await page.goto("/certification");
  const list = page.getByRole("navigation", { name: "Our certificates" });
  const link = list.getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  await expect(list.getByRole("link", { name: title })).toHaveCount(0);
  const card = page
    .locator(".info-card")
    .filter({ has: page.getByRole("heading", { name: title, level: 2 }) });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0);
  // The name leads to its card.
  await link.click();
  await expect(page).toHaveURL(/#certificate-\d+$/);
  await expect(card).toHaveAttribute("id", new URL(page.url()).hash.slice(1));

  // Renamed: the edit form shows both, and the title stays as it was.
  await page.goto(`/admin/certificates?q=${word}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Certificate" });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await dialog.getByLabel("Name").fill(renamed);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Certificate updated successfully")).toBeVisible({
    timeout: 20_000,
  });
  await expect(row.locator('td[data-label="Name"]')).toHaveText(renamed);
  await expect(row.locator('td[data-label="Title"]')).toHaveText(title);

  await page.goto("/certification");
  await expect(list.getByRole("link", { name: renamed, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  expect(
    withDb((db) => db.prepare("SELECT name, title FROM certificates WHERE title = ?").all(title)),
  ).toEqual([{ name: renamed, title }]);
});

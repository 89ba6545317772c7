/**
 * The products table's bulk actions (docs/admin.md, Bulk actions), in the "js" and "no-js"
 * projects: 30 drafts published in one action (every product a search matches, over two pages),
 * and 5 ticked products moved to another sub-subcategory; each time the confirmation names the
 * count, the toast says what was done, and the database and the storefront show it.
 *
 * The products are the test's own (TEST_FAMILY, and a category tree of its own for the move),
 * named with its word, so no other test's products are in the search or the tree.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { createCategoryTree, createProducts, withDb } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });

const statusesOf = (word: string, name: string) =>
  withDb(
    (db) =>
      db
        .prepare("SELECT status FROM products WHERE name LIKE ? ORDER BY id")
        .pluck()
        .all(`${name} ${word} %`) as string[],
  );

const makeDrafts = (word: string, name: string) =>
  withDb((db) =>
    db.prepare("UPDATE products SET status = 'draft' WHERE name LIKE ?").run(`${name} ${word} %`),
  );

/** The bulk bar over the products table. */
const barOf = (page: Page) => page.getByRole("region", { name: "Bulk actions" });

/** The bulk bar's Apply, then the server's question answered yes. */
async function applyAndConfirm(page: Page, question: string, yes: string) {
  await barOf(page).getByRole("button", { name: "Apply…" }).click();
  const asked = barOf(page).getByRole("group", { name: /^Confirm:/ });
  await expect(asked).toContainText(question);
  await asked.getByRole("button", { name: yes }).click();
}

test("30 drafts published in one bulk action: every product the search matches, over two pages", async ({
  page,
  login,
  word,
}) => {
  createProducts(word, [
    ...Array.from({ length: 30 }, () => ({ name: "Launch" })),
    ...Array.from({ length: 2 }, () => ({ name: "Keep" })),
  ]);
  makeDrafts(word, "Launch");
  makeDrafts(word, "Keep");
  const staff = await login("manager");

  await page.goto(`/admin/products?q=${encodeURIComponent(`launch ${word}`)}`);
  await expect(page.getByText("1–25 of 30 products")).toBeVisible();
  await barOf(page).getByLabel("All 30 products matching the search and filter").check();
  await barOf(page).getByLabel("Action", { exact: true }).selectOption({ label: "Publish" });
  await applyAndConfirm(
    page,
    "Publish 30 products? Visitors will see them.",
    "Yes, publish 30 products",
  );

  await expect(page.getByText("Published 30 products", { exact: true })).toBeVisible();
  expect(statusesOf(word, "Launch")).toEqual(Array(30).fill("published"));
  expect(statusesOf(word, "Keep")).toEqual(["draft", "draft"]);
  const entries = withDb(
    (db) =>
      db
        .prepare("SELECT count(*) FROM audit_log WHERE user_id = ? AND summary LIKE ?")
        .pluck()
        .get(
          staff.id,
          `Published product Launch ${word} % (a bulk action on 30 products)`,
        ) as number,
  );
  expect(entries).toBe(30);
});

test("5 ticked products moved to another sub-subcategory, which then lists them", async ({
  page,
  login,
  word,
}) => {
  const from = createCategoryTree(word);
  const to = createCategoryTree(`${word}x`);
  const place = {
    category: from.family.slug,
    subcategory: from.sub.slug,
    subSubcategory: from.leaf.slug,
  };
  const moved = createProducts(
    word,
    Array.from({ length: 5 }, () => ({ name: "Refile", place })),
  );
  await login("manager");

  await page.goto(`/admin/products?q=${encodeURIComponent(`refile ${word}`)}`);
  await expect(page.getByText("1–5 of 5 products")).toBeVisible();
  for (const product of moved) await page.getByLabel(`Select ${product.name}`).check();
  const bar = barOf(page);
  if (test.info().project.name === "js")
    await expect(bar.getByLabel("The ticked products (5)")).toBeChecked();
  await bar.getByLabel("Action", { exact: true }).selectOption({ label: "Move to category" });
  await bar.getByLabel("Category", { exact: true }).selectOption({ label: to.family.name });
  await bar.getByLabel("Subcategory", { exact: true }).selectOption({ label: to.sub.name });
  await bar.getByLabel("Sub-subcategory", { exact: true }).selectOption({ label: to.leaf.name });
  const where = `${to.family.name} › ${to.sub.name} › ${to.leaf.name}`;
  await applyAndConfirm(page, `Move 5 products to ${where}?`, "Yes, move 5 products");

  await expect(page.getByText(`Moved 5 products to ${where}`, { exact: true })).toBeVisible();
  const places = withDb(
    (db) =>
      db
        .prepare(
          "SELECT DISTINCT category_id || '/' || subcategory_id || '/' || sub_subcategory_id FROM products WHERE name LIKE ?",
        )
        .pluck()
        .all(`Refile ${word} %`) as string[],
  );
  expect(places).toEqual([`${to.family.id}/${to.sub.id}/${to.leaf.id}`]);

  // The storefront's listing of the new sub-subcategory has them; the old one has none.
  const listing = (tree: typeof to) =>
    `/products?category=${tree.family.slug}&subcategory=${tree.sub.slug}&sub-subcategory=${tree.leaf.slug}`;
  await page.goto(listing(to));
  for (const product of moved)
    await expect(page.locator(".product-grid h2 a", { hasText: product.name })).toBeVisible();
  await page.goto(listing(from));
  await expect(page.locator(".product-grid h2 a", { hasText: word })).toHaveCount(0);
});

test("nothing ticked, or a schedule without its time: the message beside the field, nothing done", async ({
  page,
  login,
  word,
}) => {
  const [product] = createProducts(word, [{ name: "Untouched" }]);
  makeDrafts(word, "Untouched");
  await login("manager");
  await page.goto(`/admin/products?q=${encodeURIComponent(`untouched ${word}`)}`);
  const bar = barOf(page);
  await bar.getByLabel("Action", { exact: true }).selectOption({ label: "Publish" });
  await bar.getByRole("button", { name: "Apply…" }).click();
  await expect(
    bar.getByText("Please tick the products to act on, or choose all of them"),
  ).toBeVisible();

  await page.getByLabel(`Select ${product.name}`).check();
  await bar.getByLabel("Action", { exact: true }).selectOption({ label: "Schedule" });
  await bar.getByRole("button", { name: "Apply…" }).click();
  await expect(bar.getByText("Please enter the date and time to publish at")).toBeVisible();
  // What was chosen is kept.
  await expect(page.getByLabel(`Select ${product.name}`)).toBeChecked();
  await expect(bar.getByLabel("Action", { exact: true })).toHaveValue("schedule");
  expect(statusesOf(word, "Untouched")).toEqual(["draft"]);
});

import { expect, test } from "@playwright/test";
import { createCategoryTree, createProducts, uniqueWord, withDb } from "./data";
import { hydrated } from "./hydration";

// Runs in the "js" and "no-js" projects (docs/quotes.md, From a card; The header's link): a
// visitor adds products to the quote basket from the listing's cards, comes back to the same
// listing with the toast, and the header's "Quote" counts the lines; /quote shows them.

/** Makes the product sold by length: a value of the seeded Length group. */
function soldByLength(productId: number) {
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO product_specifications (product_id, spec_id, value_id)
         SELECT ?, grp.id, v.id FROM specifications v JOIN specifications grp ON grp.id = v.parent_id
         WHERE grp.slug = 'length' AND grp.parent_id IS NULL AND v.slug = '305m'`,
      )
      .run(productId),
  );
}

const quoteLink = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Quote/ });

test("cards add to the quote and come back to the listing; the header counts the lines", async ({
  page,
}) => {
  const word = uniqueWord();
  const [cable, tool] = createProducts(word, [{}, {}]);
  soldByLength(cable.id);
  const listing = `/products?keyword=${word}&sort=date`;

  await page.goto(listing);
  await hydrated(page);
  // No basket: the header's link has no number, and the visitor no cookie.
  await expect(quoteLink(page)).toHaveText("Quote");
  expect(await page.context().cookies()).toEqual([]);

  const card = (name: string) => page.locator(".product-grid > article").filter({ hasText: name });
  await expect(card(cable.name)).toHaveCount(1);
  await card(cable.name)
    .getByRole("button", { name: /^Add to quote/ })
    .click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(listing);
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");

  await card(tool.name)
    .getByRole("button", { name: /^Add to quote/ })
    .click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 2 lines");
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(listing);
  // The same card again adds to its line rather than making a third.
  await card(tool.name)
    .getByRole("button", { name: /^Add to quote/ })
    .click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await page.reload();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 2 lines");

  await quoteLink(page).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(quoteLink(page)).toHaveAttribute("aria-current", "page");
  const lines = page.locator(".quote-line");
  await expect(lines).toHaveCount(2);
  // Cable sold by length comes as one drum of the product page's default size, changed here.
  await expect(lines.nth(0)).toContainText(cable.name);
  await expect(lines.nth(0).locator(".muted")).toHaveText("1 × 305 m drum");
  await expect(lines.nth(1)).toContainText(tool.name);
  await expect(lines.nth(1).locator(".muted")).toHaveText("2");

  await lines
    .nth(0)
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByText("Your quote has been updated.")).toBeVisible();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");
  await lines
    .nth(0)
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByText("Your quote is empty.")).toBeVisible();
  await expect(quoteLink(page)).toHaveText("Quote");
});

test("a related product's card adds to the quote and comes back to the product page", async ({
  page,
}) => {
  const word = uniqueWord();
  // Products of the same subcategory are related: a subcategory of the test's own.
  const { family, sub } = createCategoryTree(word);
  const place = { category: family.slug, subcategory: sub.slug };
  const [first, second] = createProducts(word, [{ place }, { place }]);
  await page.goto(`/products/${first.slug}`);
  await hydrated(page);
  const related = page.locator(".related article").filter({ hasText: second.name });
  await expect(related).toHaveCount(1);
  await related.getByRole("button", { name: /^Add to quote/ }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${first.slug}$`));
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");
});

test("the header's Quote fits the bar at 375, 1024 and 1280 px", async ({ page }) => {
  const word = uniqueWord();
  const [product] = createProducts(word, [{}]);
  await page.goto(`/products?keyword=${word}`);
  await page
    .locator(".product-grid > article")
    .getByRole("button", { name: /^Add to/ })
    .click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");
  expect(product.name).toContain(word);
  for (const width of [375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const box = (await quoteLink(page).boundingBox())!;
    // In the bar, whole, on one line: within the page's width, no wider scroll.
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    expect(box.height, `${width} px`).toBeLessThan(60);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${width} px`).toBe(0);
    // Beside the search box (wide screens) or the Menu button (phones), not over them.
    const neighbour = page.locator(width >= 1024 ? ".mainbar__search" : ".menu-toggle");
    const other = (await neighbour.boundingBox())!;
    expect(other.x + other.width, `${width} px`).toBeLessThanOrEqual(box.x);
  }
});

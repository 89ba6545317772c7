import { expect, test } from "@playwright/test";
import { SEEDED_FAMILIES } from "./data";

// Every journey here runs twice, in the "js" and "no-js" projects (playwright.config.ts).

test("the home page shows the six families with their images from the database", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("One stop solution for all your cables needs - BEL Cables");
  const grid = page.getByRole("region", { name: "Explore Popular Categories" });
  // The seeded families, first and in their order (tests may add families of their own after them).
  const hrefs = await grid
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.slice(0, 6)).toEqual(SEEDED_FAMILIES.map((slug) => `/products?category=${slug}`));
  const tiles = grid.locator(
    SEEDED_FAMILIES.map((slug) => `a[href="/products?category=${slug}"]`).join(", "),
  );
  await expect(tiles).toHaveCount(6);
  for (const img of await tiles.locator("img").all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("src", /^\/uploads\/categories\/[0-9a-f]{24}-\d+\.webp$/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole("link", { name: "View All Products" })).toHaveAttribute(
    "href",
    "/products",
  );
  for (const slug of [
    "subcategory=fire-detection-alarm-cables",
    "subcategory=coaxial-cables",
    "subcategory=paired-cables",
    "category=copper-connectivity",
  ]) {
    await expect(page.locator(`main .banners a[href="/products?${slug}"]`)).toHaveCount(1);
  }
});

test("the Products drop-down reaches the third level of the tree", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const leaf = nav.locator(".mega__list ul ul a").first();
  await expect(leaf).toBeHidden();
  await nav.locator("summary", { hasText: "Products" }).click();
  await expect(leaf).toBeVisible();
  await expect(leaf).toHaveAttribute(
    "href",
    /^\/products\?category=[\w-]+&subcategory=[\w-]+&sub-subcategory=[\w-]+$/,
  );
  await expect(nav.getByRole("link", { name: "All products" })).toHaveAttribute(
    "href",
    "/products",
  );
});

test("the phone menu opens and holds the nested categories", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  // The phone header is one slim bar and, under it, the search box (issue 33: on a phone the box
  // is in the header itself, no longer inside the menu).
  expect((await page.locator(".site-header").boundingBox())!.height).toBeLessThanOrEqual(112);
  await expect(page.getByRole("banner").getByLabel("Search products")).toBeVisible();
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeVisible();
  await menu.locator("summary", { hasText: "Product" }).click();
  await expect(menu.getByRole("link", { name: "All products" })).toBeVisible();
  // It closes on navigation (every menu link loads its page, which starts closed).
  await menu.getByRole("link", { name: "Technical Library" }).click();
  await expect(page).toHaveURL(/\/technical-library$/);
  await expect(menu).toBeHidden();
});

test("an unknown path answers 404 with the PAGE NOT FOUND page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
  await page.getByRole("link", { name: "BACK TO HOME" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { name: "One stop solution for all your cables needs" }),
  ).toBeVisible();
});

test("the footer links every category and the catalogue PDF", async ({ page, request }) => {
  await page.goto("/");
  const footer = page.getByRole("navigation", { name: "Our Products" });
  for (const slug of SEEDED_FAMILIES) {
    await expect(footer.locator(`a[href="/products?category=${slug}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/products\?category=[\w-]+$/,
  );
  const pdf = await request.get("/catalogue.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the newsletter box answers, with or without JavaScript", async ({ page }) => {
  await page.goto("/");
  const box = page.getByLabel("E-mail address");
  await box.fill("buyer@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue("");
});

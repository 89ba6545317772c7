/**
 * The header (issue 14, points 2 and 3): every page reachable from the desktop and the phone
 * menu, a slim phone header, no sideways scroll at any width, and the Products disclosure by
 * keyboard. Runs with JavaScript on and off.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

const js = () => test.info().project.name === "js";

/** The spec's items, plus the pages it left out (Technical Library, Blog, Certifications). */
const DESKTOP = [
  ["Home", "/"],
  ["About", "/about"],
  ["Contact", "/contact-us"],
  ["Certifications", "/certification"],
  ["Technical Library", "/technical-library"],
  ["Blog", "/blog"],
] as const;
const PHONE = [
  ["Home", "/"],
  ["Contact Us", "/contact-us"],
  ["About", "/about"],
  ["Technical Library", "/technical-library"],
  ["Certifications", "/certification"],
  ["Blog", "/blog"],
] as const;

async function productSlug(page: Page) {
  const response = await page.request.get("/api/bel/products?category=copper-connectivity");
  return (await response.json()).products[0].slug as string;
}

test("the desktop menu links every page, and Products opens on the all-products link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of DESKTOP) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await nav.locator("summary", { hasText: "Products" }).click();
  await nav.getByRole("link", { name: "All products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
});

test("the phone menu links every page; the phone header is slim", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about");
  await hydrated(page);
  // The bar and the search row under it (issue 33: the box is in the header on phones).
  expect((await page.locator(".site-header").boundingBox())!.height).toBeLessThanOrEqual(112);
  await page.getByRole("button", { name: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  for (const [name, href] of PHONE) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await nav.locator("summary", { hasText: "Product" }).click();
  await nav.getByRole("link", { name: "All products" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

/** The public pages, one of each kind; the product page's address is found by the test. */
const PUBLIC_PAGES = [
  "/",
  "/products",
  "/products?keyword=cat6",
  "PRODUCT",
  "/about",
  "/contact-us",
  "/certification",
  "/technical-library",
  "/technical-library?tab=faq-videos",
  "/technical-library?tab=cable-know-how",
  "/blog",
  "/no-such-page",
];

for (const width of [320, 375, 768, 1024, 1060, 1280, 1920]) {
  test(`at ${width} px no public page scrolls sideways, and the header keeps one row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const product = `/products/${await productSlug(page)}`;
    const overflowing: string[] = [];
    for (const path of PUBLIC_PAGES.map((p) => (p === "PRODUCT" ? product : p))) {
      await page.goto(path);
      const { scrollWidth, innerWidth, header, bar } = await page.evaluate(() => {
        const middle = (selector: string) => {
          const r = document.querySelector(selector)!.getBoundingClientRect();
          return Math.round(r.top + r.height / 2);
        };
        return {
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          header: document.querySelector(".site-header")!.getBoundingClientRect().height,
          bar: [".mainbar__logo", ".mainbar__quote", ".mainbar__search"].map(middle),
        };
      });
      if (scrollWidth > innerWidth) overflowing.push(`${path} at ${width}: ${scrollWidth}`);
      // On phones one bar (logo, Menu, Quote) with the search box a row of its own under it
      // (issue 33: the box is in the header, not in the menu); from 1024 px the topbar and one
      // row: "Products" never wraps.
      if (header > (width < 1024 ? 112 : 100)) overflowing.push(`${path} header ${header}px`);
      const [logo, quote, search] = bar;
      if (Math.abs(logo - quote) > 2) overflowing.push(`${path} bar wraps: ${bar}`);
      if (width < 1024 ? search <= quote + 20 : Math.abs(search - quote) > 2)
        overflowing.push(`${path} search box row: ${bar}`);
    }
    expect(overflowing).toEqual([]);
  });
}

test("keyboard: About within a few Tabs, the Products disclosure by arrows, Escape back to its button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contact-us");
  await hydrated(page);
  let presses = 0;
  while (presses < 12) {
    await page.keyboard.press("Tab");
    presses += 1;
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (name === "About") break;
  }
  expect(presses).toBeLessThan(12);

  const nav = page.getByRole("navigation", { name: "Main" });
  const button = nav.locator("summary", { hasText: "Products" });
  const panel = nav.locator(".mega");
  await button.focus();
  await expect(panel).toBeHidden();
  if (js()) {
    // ArrowDown opens it and moves in; the arrows move between its links.
    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await expect(nav.getByRole("link", { name: "All products" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const category = nav.locator(".mega__list > li > a").first();
    await expect(category).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(nav.getByRole("link", { name: "All products" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    // Enter opens it too; Escape from the button closes it.
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    // Closed, its links are out of the tab order: the next Tab is About.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeFocused();
    // A category by keyboard.
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const href = await category.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href!.replace("?", "\\?")}$`));
  } else {
    // Without JavaScript the button is a <details> summary: Enter opens it, Tab goes in.
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "All products" })).toBeFocused();
  }
});

test("phone filters: one panel, opened by the Filter button, closed by Escape or Close", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/products?category=copper-connectivity");
  await hydrated(page);
  const panel = page.locator("#filters");
  await expect(page.locator(".filter-panel")).toHaveCount(1);
  await expect(panel).toBeHidden();
  const open = page.getByRole("link", { name: /^Filter/ });
  await open.click();
  await expect(panel).toBeVisible();
  if (js()) {
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
  }
  await panel.getByRole("link", { name: "Close" }).click();
  await expect(panel).toBeHidden();
  // A filter from the phone panel.
  await open.click();
  await panel.locator(".filter-categories > div a[role=checkbox]").first().click();
  await expect(page).toHaveURL(/subcategory=/);
});

/**
 * Suggestions as you type in the header's search box (issue 33 point 5, docs/storefront.md
 * "Suggestions as you type"): with JavaScript an ARIA combobox, by keyboard alone, with nothing
 * for axe to find on the open list; without JavaScript the plain form it always was.
 */
import { analyze } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { createProducts, uniqueWord } from "./data";
import { hydrated } from "./hydration";

const js = () => test.info().project.name === "js";

const box = (page: Page) => page.getByRole("banner").getByLabel("Search products");
const list = (page: Page) => page.locator("#site-search-suggestions");
const options = (page: Page) => list(page).getByRole("option");
const liveRegion = (page: Page) => page.getByRole("banner").getByRole("status");

/** Focuses the header's search box with the Tab key, as a keyboard user does. */
async function tabToSearch(page: Page) {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press("Tab");
    if (await box(page).evaluate((input) => input === document.activeElement)) return;
  }
  throw new Error("Tab never reached the search box");
}

test.describe("with JavaScript", () => {
  test.skip(() => !js(), "the combobox is JavaScript's");

  for (const width of [375, 1280]) {
    test(`at ${width} px, by keyboard alone: type, arrow down to a product, Enter opens it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      await hydrated(page);
      await tabToSearch(page);
      // A word of the seeded catalogue alone: other tests make products named "Armoured cable …",
      // without pictures, that would come first for "armo".
      await page.keyboard.type("microph");
      await expect(list(page)).toBeVisible();
      await expect(box(page)).toHaveAttribute("role", "combobox");
      await expect(box(page)).toHaveAttribute("aria-expanded", "true");
      await expect(box(page)).toHaveAttribute("aria-controls", "site-search-suggestions");
      // The live region says how many there are.
      const count = await options(page).count();
      expect(count).toBeGreaterThan(3);
      await expect(liveRegion(page)).toHaveText(`${count} suggestions`);
      // Searches, categories, then products with their thumbnails.
      await expect(list(page).getByRole("group")).toHaveText([
        /^Searches/,
        /^Categories/,
        /^Products/,
      ]);
      const products = list(page).getByRole("group", { name: "Products" }).getByRole("option");
      await expect(products.first().locator("img")).toHaveAttribute("src", /-240\.webp$/);
      const firstProduct = await products.first().getAttribute("id");
      const name = (await products.first().textContent())!.trim();
      const before = await options(page).evaluateAll(
        (all, id) => all.findIndex((o) => o.id === id),
        firstProduct,
      );

      // The arrows move the active option; the focus stays in the box.
      await page.keyboard.press("ArrowDown");
      await expect(box(page)).toHaveAttribute("aria-activedescendant", "site-search-suggestions-0");
      await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowUp");
      await expect(box(page)).toHaveAttribute(
        "aria-activedescendant",
        `site-search-suggestions-${count - 1}`,
      );
      await page.keyboard.press("ArrowDown");
      for (let i = 0; i < before; i++) await page.keyboard.press("ArrowDown");
      await expect(box(page)).toHaveAttribute("aria-activedescendant", firstProduct!);
      await expect(box(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/products\/[\w-]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(list(page)).toBeHidden();
    });
  }

  test("Escape closes the list, a second Escape empties the box", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await box(page).click();
    await page.keyboard.type("coax");
    await expect(list(page)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(list(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
    await expect(box(page)).not.toHaveAttribute("aria-activedescendant", /./);
    await expect(box(page)).toHaveValue("coax");
    // ArrowDown opens it again.
    await page.keyboard.press("ArrowDown");
    await expect(list(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(box(page)).toHaveValue("");
    await expect(list(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Enter with no option active searches; a click opens an option", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await box(page).click();
    await page.keyboard.type("armo");
    await expect(list(page)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?keyword=armo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "armo"');
    await expect(list(page)).toBeHidden();

    // A click on a category opens its listing.
    await box(page).fill("");
    await box(page).click();
    await page.keyboard.type("swa");
    const category = list(page)
      .getByRole("group", { name: "Categories" })
      .getByRole("option")
      .first();
    await expect(category).toBeVisible();
    const name = (await category.textContent())!.trim();
    await category.click();
    await expect(page).toHaveURL(/\/products\?category=[\w-]+&subcategory=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("a search the visitor's words will find is offered, and a text that finds nothing says so", async ({
    page,
  }) => {
    const word = uniqueWord();
    const [product] = createProducts(word, [{ name: "Braided screen cable", images: 1 }]);
    await page.goto("/blog");
    await hydrated(page);
    await box(page).click();
    // The word as typed so far completes to the whole word, and the product is there.
    await page.keyboard.type(word.slice(0, -2));
    const searches = list(page).getByRole("group", { name: "Searches" }).getByRole("option");
    await expect(searches).toHaveText([word]);
    await expect(
      list(page).getByRole("group", { name: "Products" }).getByRole("option"),
    ).toHaveText([product.name]);
    await expect(liveRegion(page)).toContainText(/^\d+ suggestions?/);
    await box(page).fill("");
    await page.keyboard.type("zzqxv");
    await expect(liveRegion(page)).toHaveText("No suggestions");
    await expect(list(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px axe finds nothing with the list open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      await hydrated(page);
      await box(page).click();
      await page.keyboard.type("armo");
      await expect(list(page)).toBeVisible();
      await page.keyboard.press("ArrowDown");
      const results = await analyze(page);
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
      ).toEqual([]);
    });
  }

  test("typing never waits: every key lands, whatever the answers", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await box(page).click();
    await page.keyboard.type("twin and earth 2.5", { delay: 5 });
    await expect(box(page)).toHaveValue("twin and earth 2.5");
    await expect(list(page)).toBeVisible();
    await expect(
      list(page).getByRole("group", { name: "Products" }).getByRole("option").first(),
    ).toContainText(/Twin & Earth/);
  });
});

test("without JavaScript the box is the plain search form, and it searches", async ({ page }) => {
  test.skip(js(), "JavaScript off");
  await page.goto("/about");
  await expect(box(page)).toHaveAttribute("type", "search");
  await expect(box(page)).not.toHaveAttribute("role", /./);
  await expect(list(page)).toHaveCount(0);
  await expect(liveRegion(page)).toHaveCount(0);
  await box(page).fill("armoured");
  await box(page).press("Enter");
  await expect(page).toHaveURL(/\/products\?keyword=armoured$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "armoured"');
});

test("the page's HTML is the same with and without JavaScript: nothing of the combobox in it", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text();
  const form = /<form[^>]*role="search"[\s\S]*?<\/form>/.exec(html)![0];
  expect(form).toContain('name="keyword"');
  expect(form).not.toMatch(/combobox|listbox|aria-expanded|role="status"/);
});

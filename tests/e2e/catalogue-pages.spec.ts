/**
 * Category pages of the listing (issue 14, point 5), with JavaScript on ("js") and off ("no-js"):
 * the page names its category (heading, title, breadcrumb, intro), the chosen filters are chips
 * that remove themselves, a mistyped search is read as the catalogue's word and says so, and a
 * search that finds nothing offers the search without its filters and the contact form. Every category and product is the test's own (data.ts).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./admin.fixtures";
import { createCategoryTree, createProduct, createProducts, uniqueWord } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });
// Journeys through several pages each, on a machine other test runs share.
test.slow();

/** The page's address is exactly this path and query. */
const at = (path: string) =>
  new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });
/** The labels of filter options, as shown: each option's text before its count. */
const labels = (options: Locator) =>
  options.evaluateAll((els) => els.map((el) => el.firstChild?.textContent?.trim() ?? ""));
const chips = (page: Page) => page.getByRole("list", { name: "Chosen filters" }).getByRole("link");

test("a category page names itself and leads back up; its chips remove the filters", async ({
  page,
}) => {
  const word = uniqueWord();
  const intro = `Single-mode fibre for long runs between buildings (${word}).`;
  const { family, sub, leaf } = createCategoryTree(word, { intro });
  const place = { category: family.slug, subcategory: sub.slug, subSubcategory: leaf.slug };
  createProducts(word, [
    { place, sheath: "lszh" },
    { place, sheath: "pvc" },
    { place: { category: family.slug, subcategory: sub.slug } },
  ]);

  // The subcategory: its name, its intro, the way back up.
  await page.goto(`/products?category=${family.slug}&subcategory=${sub.slug}`);
  await expect(heading(page)).toHaveText(sub.name);
  await expect(page).toHaveTitle(`${sub.name} - BEL Cables`);
  await expect(page.getByText(intro)).toBeVisible();
  await expect(breadcrumb(page).getByRole("link")).toHaveText(["Home", "Products", family.name]);
  await expect(breadcrumb(page).locator("[aria-current=page]")).toHaveText(sub.name);
  const jsonLd = JSON.parse(
    (await breadcrumb(page).locator('script[type="application/ld+json"]').textContent())!,
  );
  // The last step is the page itself: Google takes its URL.
  expect(
    jsonLd.itemListElement.map((e: { name: string; item?: string }) => [
      e.name,
      e.item && new URL(e.item).search,
    ]),
  ).toEqual([
    ["Home", ""],
    ["Products", ""],
    [family.name, `?category=${family.slug}`],
    [sub.name, undefined],
  ]);
  await expect(page.locator("#results-count")).toHaveText("Showing 1–3 of 3 products");

  // Up to the family: no intro of its own.
  await breadcrumb(page).getByRole("link", { name: family.name }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${family.slug}$`));
  await expect(heading(page)).toHaveText(family.name);
  await expect(page).toHaveTitle(`${family.name} - BEL Cables`);
  await expect(page.getByText(intro)).toHaveCount(0);
  await expect(chips(page)).toHaveText([`Category: ${family.name}×`]);

  // The sub-subcategory with a specification filter: four chips.
  await page.goto(
    `/products?category=${family.slug}&subcategory=${sub.slug}&sub-subcategory=${leaf.slug}&spec-sheath-material=lszh`,
  );
  await expect(heading(page)).toHaveText(leaf.name);
  await expect(breadcrumb(page).getByRole("link")).toHaveText([
    "Home",
    "Products",
    family.name,
    sub.name,
  ]);
  await expect(page.locator("#results-count")).toHaveText("Showing 1–1 of 1 product");
  await expect(chips(page)).toHaveText([
    `Category: ${family.name}×`,
    `Subcategory: ${sub.name}×`,
    `Sub-subcategory: ${leaf.name}×`,
    "Sheath Material: LSZH (Low Smoke Zero Halogen)×",
  ]);

  // Each chip is the same listing without its filter.
  await page
    .getByRole("link", { name: "Remove Sheath Material: LSZH (Low Smoke Zero Halogen)" })
    .click();
  await expect(page).toHaveURL(
    at(`/products?category=${family.slug}&subcategory=${sub.slug}&sub-subcategory=${leaf.slug}`),
  );
  await expect(page.locator("#results-count")).toHaveText("Showing 1–2 of 2 products");
  await page.getByRole("link", { name: `Remove Sub-subcategory: ${leaf.name}` }).click();
  await expect(page).toHaveURL(at(`/products?category=${family.slug}&subcategory=${sub.slug}`));
  await expect(heading(page)).toHaveText(sub.name);
  await expect(page.locator("#results-count")).toHaveText("Showing 1–3 of 3 products");

  // Clear all: every filter goes, the keyword and the sort stay.
  await page.goto(
    `/products?keyword=${word}&category=${family.slug}&spec-sheath-material=pvc&sort=rated`,
  );
  await expect(heading(page)).toHaveText(`Search Results for "${word}"`);
  await expect(page).toHaveTitle(`Search Results for "${word}" - BEL Cables`);
  await expect(chips(page)).toHaveCount(2);
  await page.getByRole("link", { name: "Clear all", exact: true }).click();
  await expect(page).toHaveURL(at(`/products?keyword=${word}&sort=rated`));
  await expect(chips(page)).toHaveCount(0);
  await expect(page.locator("#results-count")).toHaveText("Showing 1–3 of 3 products");
});

/** The word with its last two letters swapped (or its last letter changed): one typo away. */
function misspell(word: string) {
  const [a, b] = word.slice(-2);
  if (a !== b) return `${word.slice(0, -2)}${b}${a}`;
  return `${word.slice(0, -1)}${b === "z" ? "y" : "z"}`;
}

/** A made-up word of letters only (a word with a digit is a code, never read as a typo). */
const lettersOnly = (word: string) =>
  word.replace(/[^a-z]/gi, "").toLowerCase() +
  word.replace(/[^0-9]/g, "").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]);

test("a misspelt search shows the right product and says so; a search of nothing offers the contact form", async ({
  page,
}) => {
  const made = lettersOnly(uniqueWord());
  const product = createProduct({ name: `Quadrax data cable ${made}` });
  const typo = misspell(made);

  await page.goto("/");
  // By its label: with JavaScript the box becomes a combobox as a visitor types (issue 33).
  const box = page.getByRole("search").first().getByLabel("Search products");
  await box.fill(typo);
  await box.press("Enter");
  await expect(heading(page)).toHaveText(`Search Results for "${typo}"`);
  // The word read as the catalogue's closest, and said so, with the way back to the typed one.
  await expect(page.locator(".search-note")).toContainText(`Showing results for ${made}.`);
  await expect(page.locator(".product-grid h2")).toHaveText([product.name]);
  await page.getByRole("link", { name: `Search instead for ${typo}` }).click();
  await expect(page).toHaveURL(at(`/products?keyword=${typo}&typed=1`));
  await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
  // Nothing to filter and nothing chosen: no filter column beside the message.
  await expect(page.getByRole("complementary", { name: "Filters" })).toHaveCount(0);
  await expect(chips(page)).toHaveCount(0);

  // The contact form, the question filled in.
  const contact = await page.getByRole("link", { name: "Ask our engineers" }).getAttribute("href");
  await page.goto(contact!);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
    `Hello, I am looking for "${typo}" and could not find it on your website. Can you help?`,
  );
  await expect(page.getByRole("textbox", { name: /Subject/ })).toHaveValue("Product enquiry");
});

test("a search that finds nothing with its filters: options that lead nowhere hidden, the filters one click away", async ({
  page,
}) => {
  const product = createProduct({ name: "Quadrax data cable", sheath: "lszh" });
  const word = product.name.split(" ")[3];

  // The keyword finds the product, but not in Copper Connectivity. The category facets count
  // the keyword alone; the specification values count nothing there.
  await page.goto(`/products?keyword=${word}&category=copper-connectivity`);
  await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
  const filters = page.getByRole("complementary", { name: "Filters" });
  // The chosen category (to uncheck) and the family that holds the product; no other.
  await expect
    .poll(() => labels(filters.getByRole("checkbox")))
    .toEqual(["Copper Connectivity", "Audio & Broadcast Cables", "Loudspeaker Cables"]);
  await expect(filters.locator("[aria-disabled=true]")).toHaveCount(0);

  await page.goto(`/products?keyword=${word}&category=copper-connectivity`);
  await page.getByRole("link", { name: `Search all products for “${word}” (1)` }).click();
  await expect(page).toHaveURL(at(`/products?keyword=${word}`));
  await expect(page.locator(".product-grid h2")).toHaveText([product.name]);
});

test("the intro written in the admin panel shows on the category's page", async ({
  page,
  login,
}) => {
  const word = uniqueWord();
  const { family, sub } = createCategoryTree(word);
  createProducts(word, [{ place: { category: family.slug, subcategory: sub.slug } }]);
  await login("manager");

  await page.goto(`/admin/subcategory?q=${word}`);
  await page.getByRole("link", { name: `Edit ${sub.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Sub Category" });
  const intro = `Laid in ducts between buildings: ${word}.`;
  await dialog.getByLabel("Intro (optional)").fill(intro);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Category updated successfully")).toBeVisible();

  await page.goto(`/products?category=${family.slug}&subcategory=${sub.slug}`);
  await expect(heading(page)).toHaveText(sub.name);
  await expect(page.locator(".listing__intro")).toHaveText(intro);

  // Emptied, it is gone.
  await page.goto(`/admin/subcategory?q=${word}`);
  await page.getByRole("link", { name: `Edit ${sub.name}` }).click();
  await dialog.getByLabel("Intro (optional)").fill("");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Category updated successfully")).toBeVisible();
  await page.goto(`/products?category=${family.slug}&subcategory=${sub.slug}`);
  await expect(heading(page)).toHaveText(sub.name);
  await expect(page.locator(".listing__intro")).toHaveCount(0);
});

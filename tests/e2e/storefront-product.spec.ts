/**
 * A product page's breadcrumb and reference line, with JavaScript on ("js") and off ("no-js"): the
 * breadcrumb names every level of the product's category down to its sub-subcategory, each a
 * link to that level's listing (and the same steps in its BreadcrumbList), and a product without
 * a reference shows no "Reference:" label at all.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./admin.fixtures";
import { createCategoryTree, createProduct, createProducts, uniqueWord } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });

const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

test("the breadcrumb names every level of the product's category, in order, each a link to its listing", async ({
  page,
}) => {
  const word = uniqueWord();
  const { family, sub, leaf } = createCategoryTree(word);
  const [product] = createProducts(word, [
    { place: { category: family.slug, subcategory: sub.slug, subSubcategory: leaf.slug } },
  ]);
  const listing = (...query: string[]) => `/products?${query.join("&")}`;
  const levels = [
    [family.name, listing(`category=${family.slug}`)],
    [sub.name, listing(`category=${family.slug}`, `subcategory=${sub.slug}`)],
    [
      leaf.name,
      listing(`category=${family.slug}`, `subcategory=${sub.slug}`, `sub-subcategory=${leaf.slug}`),
    ],
  ];

  await page.goto(`/products/${product.slug}`);
  const links = breadcrumb(page).getByRole("link");
  await expect(links).toHaveText(["Home", "Products", ...levels.map(([name]) => name)]);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "/",
    "/products",
    ...levels.map(([, href]) => href),
  ]);
  await expect(breadcrumb(page).locator("li")).toHaveText([
    "Home",
    "Products",
    ...levels.map(([name]) => name),
    product.name,
  ]);
  await expect(breadcrumb(page).locator("[aria-current=page]")).toHaveText(product.name);

  // The search engines' copy: the same steps, in the same order, the product's page last (its
  // URL the page's own, which Google takes when the last step names none).
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbs = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "BreadcrumbList");
  expect(
    crumbs.itemListElement.map((e: { position: number; name: string; item?: string }) => {
      const url = e.item === undefined ? null : new URL(e.item);
      return [e.position, e.name, url && url.pathname + url.search];
    }),
  ).toEqual([
    [1, "Home", "/"],
    [2, "Products", "/products"],
    ...levels.map(([name, href], i) => [i + 3, name, href]),
    [6, product.name, null],
  ]);

  // The sub-subcategory's link leads to its listing, which shows the product.
  await breadcrumb(page).getByRole("link", { name: leaf.name }).click();
  await expect(page).toHaveURL(new RegExp(`${levels[2][1].replace(/[?]/g, "\\?")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(leaf.name);
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
});

test("a product with a reference shows it after its label; one without shows no label", async ({
  page,
}) => {
  const withReference = createProduct({ reference: "BEL-RG6-100" });
  await page.goto(`/products/${withReference.slug}`);
  await expect(page.getByText(/Reference/)).toHaveText("Reference: BEL-RG6-100");

  const without = createProduct({ reference: "" });
  await page.goto(`/products/${without.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(without.name);
  await expect(page.locator("body")).not.toContainText("Reference");
});

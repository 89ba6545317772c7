/**
 * A product's status, end to end (docs/admin.md, Status and Preview), JavaScript on and off: a
 * Draft product is a 404 and absent from the listing, search, suggestions, sitemap and API for a
 * visitor, while staff see it at its address under the "Preview: not published" banner and in the
 * products table under its Draft badge; publishing it from its Update screen puts it everywhere.
 */
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { createProducts } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });

/** What a visitor (no cookie at all) finds of the product: one fresh context, no session. */
async function visitorSees(
  browser: Browser,
  product: { slug: string; name: string },
  word: string,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const request: APIRequestContext = context.request;
    const own = await page.goto(`/products/${product.slug}`);
    const onPage =
      own?.status() === 200 &&
      (await page.getByRole("heading", { level: 1, name: product.name }).isVisible());
    const preview = await page.getByRole("region", { name: "Preview: not published" }).count();

    await page.goto(`/products?keyword=${word}`);
    const listed = await page.locator(".product-grid h2").allTextContents();
    const suggested = (await (await request.get(`/search/suggest?q=${word}`)).json()) as {
      products: { url: string }[];
    };
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const api = await request.get(`/api/bel/products/${product.slug}`);
    const apiList = (await (await request.get(`/api/bel/products?keyword=${word}`)).json()) as {
      products: { slug: string }[];
    };
    return {
      status: own?.status(),
      onPage,
      preview,
      listed,
      suggested: suggested.products.map((p) => p.url),
      inSitemap: sitemap.includes(`/products/${product.slug}<`),
      api: api.status(),
      apiList: apiList.products.map((p) => p.slug),
    };
  } finally {
    await context.close();
  }
}

test("a draft is a 404 and nowhere for a visitor while staff preview it; publishing it puts it everywhere", async ({
  page,
  browser,
  login,
  word,
}) => {
  const [product] = createProducts(word, [{ name: "Launch cable", status: "draft", images: 1 }]);

  expect(await visitorSees(browser, product, word)).toEqual({
    status: 404,
    onPage: false,
    preview: 0,
    listed: [],
    suggested: [],
    inSitemap: false,
    api: 404,
    apiList: [],
  });

  // Staff: the page as visitors will see it, under the banner, and never a kept copy.
  await login("manager");
  const preview = await page.goto(`/products/${product.slug}`);
  expect(preview?.status()).toBe(200);
  expect(preview?.headers()["cache-control"]).toBe("private, no-store");
  expect(preview?.headers()["x-page-cache"]).toBeUndefined();
  const banner = page.getByRole("region", { name: "Preview: not published" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("This product is a draft");
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  // The products table: its Draft badge, and the status filter.
  await page.goto(`/admin/products?q=${word}`);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Draft" });
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=draft/);
  const row = page.getByRole("row").filter({ hasText: product.name });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Published" });
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No products available")).toBeVisible();

  // Published from its Update screen: the draft's own button comes first, Publish beside it.
  await page.goto(`/admin/products/${product.slug}`);
  await expect(page.getByRole("link", { name: "Preview", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save as draft" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product published")).toBeVisible();

  // Staff see it as visitors do now: no banner.
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Preview: not published" })).toHaveCount(0);

  expect(await visitorSees(browser, product, word)).toEqual({
    status: 200,
    onPage: true,
    preview: 0,
    listed: [product.name],
    suggested: [`/products/${product.slug}`],
    inSitemap: true,
    api: 200,
    apiList: [product.slug],
  });
});

test("Save as draft takes a published product off the site", async ({
  page,
  browser,
  login,
  word,
}) => {
  const [product] = createProducts(word, [{ name: "Withdrawn cable" }]);
  expect((await visitorSees(browser, product, word)).status).toBe(200);
  await login("manager");
  await page.goto(`/admin/products/${product.slug}`);
  await expect(page.getByRole("link", { name: "View on the site" })).toBeVisible();
  // A published product's own button keeps its spec's name.
  await expect(page.getByRole("button", { name: "Update", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Product saved as a draft")).toBeVisible();
  const seen = await visitorSees(browser, product, word);
  expect(seen).toMatchObject({ status: 404, listed: [], inSitemap: false, api: 404 });
});

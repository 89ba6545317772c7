/**
 * What a marketing site needs to be found: sitemap, robots, canonical and Open Graph tags, and
 * JSON-LD (Product with AggregateRating and Review, BreadcrumbList) on product pages.
 */
import { expect, test } from "@playwright/test";

test("sitemap.xml lists every page, category and product; robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  const products = await (await request.get("/api/bel/products")).json();
  const categories = await (await request.get("/api/bel/category")).json();
  expect(locs.filter((l) => /\/products\/[^/?]+$/.test(l))).toHaveLength(
    products.filteredProductsCount,
  );
  for (const c of categories.categoryList)
    expect(locs).toContain(`http://127.0.0.1:3100/products?category=${c.slug}`);
  for (const path of [
    "/",
    "/about",
    "/contact-us",
    "/certification",
    "/technical-library",
    "/blog",
  ]) {
    expect(locs).toContain(`http://127.0.0.1:3100${path}`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: http://127.0.0.1:3100/sitemap.xml");
  expect(robots).toContain("Disallow: /admin");
});

test("a product page: title, description, canonical, Open Graph and JSON-LD", async ({
  page,
  request,
}) => {
  const { products } = await (await request.get("/api/bel/products?sort=popular")).json();
  const { product } = await (await request.get(`/api/bel/products/${products[0].slug}`)).json();
  await page.goto(`/products/${product.slug}`);
  await expect(page).toHaveTitle(`${product.seo_title} - BEL Cables`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    product.seo_description,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `http://127.0.0.1:3100/products/${product.slug}`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/uploads\/products\//,
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const [item, crumbs] = JSON.parse(blocks[0]);
  expect(item["@type"]).toBe("Product");
  expect(item.name).toBe(product.name);
  expect(item.aggregateRating.reviewCount).toBe(product.numOfReviews);
  expect(item.review.length).toBeGreaterThan(0);
  expect(item.review[0].reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
  expect(crumbs["@type"]).toBe("BreadcrumbList");
  expect(crumbs.itemListElement.at(-1).name).toBe(product.name);
});

test("every public page names itself and has a canonical address", async ({ page }) => {
  for (const [path, title] of [
    ["/", "One stop solution for all your cables needs - BEL Cables"],
    ["/products?page=2", "Products - BEL Cables"],
    ["/about", "About Us - BEL Cables"],
    ["/contact-us", "Contact Us - BEL Cables"],
    ["/certification", "Certification - BEL Cables"],
    ["/technical-library", "Technical Library - BEL Cables"],
    ["/blog", "Blog - BEL Cables"],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `http://127.0.0.1:3100${path.replace("?page=2", "")}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  }
});

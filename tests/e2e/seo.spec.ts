/**
 * What a marketing site needs to be found: sitemap, robots, canonical and Open Graph tags, and
 * JSON-LD (Product with AggregateRating and Review, BreadcrumbList) on product pages; a product
 * without a title or alt text of its own is named by its name, whatever it is renamed to.
 */
import { expect, test } from "@playwright/test";
import { test as staffTest } from "./admin.fixtures";
import { picture } from "../uploads";
import { createProduct, SEEDED_FAMILIES, TEST_FAMILY, uniqueWord, withDb } from "./data";

const productSlugs = () =>
  withDb((db) => db.prepare("SELECT slug FROM products").pluck().all() as string[]);

test("sitemap.xml lists every page, category and product; robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const mine = createProduct();
  // Other tests add products meanwhile: the sitemap lists every product there was when it was
  // asked for, and nothing that is not a product.
  const before = productSlugs();
  const sitemap = await request.get("/sitemap.xml");
  const after = new Set(productSlugs());
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  const listed = locs
    .map((l) => new RegExp(`^${baseURL}/products/([^/?]+)$`).exec(l)?.[1])
    .filter((slug): slug is string => slug !== undefined);
  expect(new Set(listed).size).toBe(listed.length);
  expect(listed).toContain(mine.slug);
  expect(listed).toEqual(expect.arrayContaining(before));
  expect(listed.filter((slug) => !after.has(slug))).toEqual([]);

  // The seeded families (other tests may add categories after the sitemap was made).
  for (const slug of SEEDED_FAMILIES)
    expect(locs).toContain(`${baseURL}/products?category=${slug}`);
  for (const path of [
    "/",
    "/about",
    "/contact-us",
    "/certification",
    "/technical-library",
    "/blog",
  ]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /admin");
});

test("a product page: title, description, canonical, Open Graph and JSON-LD", async ({
  page,
  baseURL,
}) => {
  const product = createProduct({ ratings: [5, 4, 4], images: 2 });
  // Its second picture shown: the canonical address is still the page's own.
  await page.goto(`/products/${product.slug}?image=1`);
  await expect(page).toHaveTitle(`${product.seoTitle} - BEL Cables`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${baseURL}/products/${product.slug}`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    product.seoDescription,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/products/${product.slug}`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${baseURL}/uploads/${product.images[0]}`,
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const byType = new Map(
    blocks.map((block) => JSON.parse(block)).map((data) => [data["@type"], data]),
  );
  const item = byType.get("Product");
  const crumbs = byType.get("BreadcrumbList");
  expect(item["@type"]).toBe("Product");
  expect(item.name).toBe(product.name);
  expect(item.image).toEqual(product.images.map((file) => `${baseURL}/uploads/${file}`));
  expect(item.aggregateRating).toMatchObject({ ratingValue: 4.33, reviewCount: 3 });
  // Newest first.
  expect(
    item.review.map((r: { name: string; reviewRating: { ratingValue: number } }) => [
      r.name,
      r.reviewRating.ratingValue,
    ]),
  ).toEqual(product.reviews.map((r) => [r.heading, r.rating]).reverse());
  // Every level of the product's category, as the breadcrumb on the page shows them.
  expect(crumbs.itemListElement.at(-2).item).toBe(
    `${baseURL}/products?category=${TEST_FAMILY}&subcategory=${product.subcategory}`,
  );
  expect(crumbs.itemListElement.at(-1).name).toBe(product.name);
});

test("every public page names itself and has a canonical address", async ({ page, baseURL }) => {
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
      `${baseURL}${path.replace("?page=2", "")}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  }
});

staffTest(
  "a product made in the admin without a title or alt text of its own: its page's title and its pictures' alt text follow a rename",
  async ({ page, login }) => {
    const word = uniqueWord();
    const name = `Stage cable ${word}`;
    const stored = () =>
      withDb(
        (db) =>
          db
            .prepare("SELECT slug, imagealt, seo_title AS seoTitle FROM products WHERE name LIKE ?")
            .get(`%${word}%`) as { slug: string; imagealt: string; seoTitle: string },
      );
    /** The product page, and the listing's card, name the product `shown`. */
    const named = async (slug: string, shown: string) => {
      await page.goto(`/products/${slug}`);
      await expect(page).toHaveTitle(`${shown} - BEL Cables`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${shown} - BEL Cables`,
      );
      await expect(page.locator(".gallery__main img")).toHaveAttribute("alt", shown);
      await page.goto(`/products?keyword=${word}`);
      await expect(page.locator(".product-grid img")).toHaveAttribute("alt", shown);
    };
    await login("manager");
    try {
      // Made with the SEO title and the alt text left empty.
      await page.goto("/admin/product/new");
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page
        .getByLabel("Category", { exact: true })
        .selectOption({ label: "Audio & Broadcast Cables" });
      await page.getByLabel("Description", { exact: true }).fill("A cable for the stage.");
      await page
        .getByLabel("Images", { exact: true })
        .setInputFiles([{ name: "drum.png", mimeType: "image/png", buffer: await picture("png") }]);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText("Product created")).toBeVisible();
      const made = stored();
      expect(made).toMatchObject({ imagealt: "", seoTitle: "" });
      await named(made.slug, name);

      // Renamed: the editor shows them empty, as they are, and they follow the new name.
      await page.goto(`/admin/products/${made.slug}`);
      await expect(page.getByLabel("SEO title")).toHaveValue("");
      await expect(page.getByLabel("Image alt text")).toHaveValue("");
      const renamed = `Stage cable renamed ${word}`;
      await page.getByLabel("Name", { exact: true }).fill(renamed);
      await page.getByRole("button", { name: "Update" }).click();
      await expect(page.getByText("Product updated successfully !!!")).toBeVisible();
      const { slug, ...texts } = stored();
      expect(texts).toEqual({ imagealt: "", seoTitle: "" });
      await named(slug, renamed);
    } finally {
      withDb((db) => db.prepare("DELETE FROM products WHERE name LIKE ?").run(`%${word}%`));
    }
  },
);

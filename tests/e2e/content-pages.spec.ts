/**
 * Company pages that look finished (issue 14, point 9), with JavaScript on and off: a blog card
 * opens its post's own page (title, description, canonical, Article data, in the sitemap; 404
 * for an unknown post); certificates shown whole; FAQ cards with a local poster; the library's
 * tabs within a phone's width; one name per sort order.
 */
import { expect, test } from "@playwright/test";
import { blogPosts as seededPosts } from "../../db/seed/catalogue";
import { withDb } from "./data";

test("a blog card opens the post's own page, listed in the sitemap", async ({ page, request }) => {
  // The first seeded post in the blog's order: no test moves or deletes it (tests place posts of
  // their own only), and it stays on the first page: the posts tests add open the blog, but they
  // are a few at a time and nine fit on a page.
  const post = withDb(
    (db) =>
      db
        .prepare(
          `SELECT title, slug, description FROM blog_posts
           WHERE title IN (SELECT value FROM json_each(?))
           ORDER BY position, published_at DESC, id DESC`,
        )
        .get(JSON.stringify(seededPosts.map((p) => p.title))) as {
        title: string;
        slug: string;
        description: string;
      },
  );
  await page.goto("/blog");
  await page.getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(`${post.title} - BEL Cables`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${post.slug}$`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    post.description.slice(0, 160),
  );
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(ld).toMatchObject({ "@type": "Article", headline: post.title });
  expect(ld.url).toMatch(new RegExp(`/blog/${post.slug}$`));
  await page.getByRole("link", { name: "← All posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/${post.slug}</loc>`);

  const missing = await page.goto("/blog/no-such-post");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
});

test("certificates are shown whole, not cropped", async ({ page }) => {
  await page.goto("/certification");
  const images = page.locator(".info-card img");
  expect(await images.count()).toBeGreaterThan(0);
  for (const fit of await images.evaluateAll((els) =>
    els.map((e) => getComputedStyle(e).objectFit),
  ))
    expect(fit).toBe("contain");
});

test("FAQ video cards have a local poster behind the video site's thumbnail", async ({ page }) => {
  await page.goto("/technical-library?tab=faq-videos");
  const thumb = page.locator(".video-card__thumb").first();
  expect(await thumb.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
    /\/images\/video-poster\.svg/,
  );
  expect((await page.request.get("/images/video-poster.svg")).status()).toBe(200);
});

test("the technical library's tabs fit a 375 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/technical-library");
  const tabs = page.locator(".tabs");
  expect(await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const name of ["Datasheets", "FAQ Videos", "Cable Know-How"]) {
    const box = (await tabs.getByRole("link", { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});

test("sort offers one name per order", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByLabel("Sort by").locator("option")).toHaveText([
    "Most Popular",
    "Most Rated",
    "Date",
  ]);
  await expect(page.getByLabel("Sort by")).toHaveValue(""); // Date: the default order
  await page.goto("/products?keyword=cable");
  await expect(page.getByLabel("Sort by").locator("option")).toHaveText([
    "Relevance",
    "Most Popular",
    "Most Rated",
    "Date",
  ]);
});

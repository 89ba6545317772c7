/**
 * Listing images fit their slots (issue 13 point 4): a 165 px card on a 375 px phone takes the
 * 320 w rendition; the first card is the page's LCP image (high priority, not lazy), the others
 * load lazily. JavaScript on and off: the browser picks from srcset/sizes by itself.
 */
import { expect, test } from "@playwright/test";

test("a phone's product card picks the 320 w file; only the first is eager and high priority", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/products?category=copper-connectivity");
  const images = page.locator(".product-grid img");
  const first = images.first();
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).not.toHaveAttribute("loading", "lazy");
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const { slot, src } = await first.evaluate((img: HTMLImageElement) => ({
    slot: img.getBoundingClientRect().width,
    src: img.currentSrc,
  }));
  expect(slot).toBeGreaterThan(150);
  expect(slot).toBeLessThan(180);
  expect(src).toMatch(/-320\.webp$/);
});

test("a product page's main image is the LCP image: high priority, sized to its column", async ({
  page,
}) => {
  const list = await page.request.get("/api/bel/products?category=copper-connectivity");
  const slug = (await list.json()).products[0].slug;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/products/${slug}`);
  const main = page.locator(".gallery__main img");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).not.toHaveAttribute("loading", "lazy");
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  // 343 px on a 1× screen: the 640 w file, not the 1024.
  expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-640\.webp$/);
});

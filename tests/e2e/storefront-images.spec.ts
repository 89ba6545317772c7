/**
 * Images fit their slots: a card, the product page's main image and its thumbnails each load the
 * narrowest stored rendition that covers the slot on the screen in device pixels (sizes tells
 * the truth about each slot, and the widths are close enough together), on a 375 px phone at 1×,
 * 2× and 3×, on a 412 px phone at 1.75× (what Lighthouse's mobile run emulates) and on a 1280 px
 * screen at 1× and 2×. The first card is the page's LCP image (high priority, not lazy), the
 * others load lazily. JavaScript on and off: the browser picks from srcset/sizes by itself.
 */
import { expect, test, type Locator } from "@playwright/test";
import { IMAGE_WIDTHS } from "../../app/constants";
import { createProduct } from "./data";

/** The slot's CSS width and the width of the rendition the browser loaded into it. */
async function picked(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete)).toBe(true);
  const { slot, src } = await img.evaluate((i: HTMLImageElement) => ({
    slot: i.getBoundingClientRect().width,
    src: i.currentSrc,
  }));
  const file = Number(/-(\d+)\.webp$/.exec(src)?.[1]);
  return { slot, file, src };
}

/** The narrowest stored width at least `pixels` wide (the widest when none is). */
const narrowestCovering = (pixels: number) =>
  IMAGE_WIDTHS.find((w) => w >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

async function expectFits(img: Locator, dpr: number) {
  const { slot, file, src } = await picked(img);
  const label = `${src} in a ${slot} px slot at ${dpr}×`;
  expect(file, label).toBe(narrowestCovering(slot * dpr));
  return { slot, file };
}

const listing = "/products?category=copper-connectivity";

for (const [width, dpr] of [
  [375, 1],
  [375, 2],
  [375, 3],
  [412, 1.75],
  [1280, 1],
  [1280, 2],
] as const) {
  test.describe(`${width} px wide at ${dpr}×`, () => {
    test.use({ viewport: { width, height: 800 }, deviceScaleFactor: dpr });

    test("a listing card loads the narrowest rendition that covers it", async ({ page }) => {
      await page.goto(listing);
      const { slot, file } = await expectFits(page.locator(".product-grid img").first(), dpr);
      // At 2×, and on a 1280 px screen, no wider than about the slot's device pixels (at 2× about
      // twice its CSS width): not the rendition twice as wide again that a slot described wider
      // than it is, or a missing width, would take. (At 1× on a phone the narrowest, 240 px, is
      // the least there is; at 3× the step from 480 to 640 is a third.)
      if (dpr === 2 || width === 1280) expect(file).toBeLessThanOrEqual(1.25 * slot * dpr);
      if (width === 375) {
        expect(slot).toBeGreaterThan(150);
        expect(slot).toBeLessThan(180);
      }
    });

    test("the home page's category tiles load the narrowest rendition that covers them", async ({
      page,
    }) => {
      await page.goto("/");
      // The first family's: a seeded picture, 480 px wide (tests add categories after them).
      await expectFits(page.locator(".category-tile img").first(), dpr);
    });

    test("a product page's main image, thumbnails and related cards load the narrowest renditions that cover them", async ({
      page,
    }) => {
      const product = createProduct({ images: 3 });
      await page.goto(`/products/${product.slug}`);
      await expectFits(page.locator(".gallery__main img"), dpr);
      // The current image's thumbnail may show the main image's file, which the browser has.
      const thumbs = page.locator(".gallery__thumbs a:not([aria-current]) img");
      await expect(thumbs).toHaveCount(2);
      for (const thumb of await thumbs.all()) await expectFits(thumb, dpr);
      const related = page.locator(".related .product-grid img").first();
      if (await related.count()) await expectFits(related, dpr);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("only the first card is eager and high priority", async ({ page }) => {
    await page.goto(listing);
    const images = page.locator(".product-grid img");
    const first = images.first();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).not.toHaveAttribute("loading", "lazy");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
  });

  test("a product page's main image is the LCP image: high priority, not lazy", async ({
    page,
  }) => {
    const product = createProduct({ images: 2 });
    await page.goto(`/products/${product.slug}`);
    const main = page.locator(".gallery__main img");
    await expect(main).toHaveAttribute("fetchpriority", "high");
    await expect(main).not.toHaveAttribute("loading", "lazy");
  });
});

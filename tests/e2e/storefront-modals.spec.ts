/**
 * What every storefront modal does by keyboard (issue 14, point 3), checked on the review form
 * (whose fields have their own journey in storefront-forms.spec.ts), the FAQ video player and
 * the phone filter panel: the first focus on the first real control (never the hidden
 * anti-spam field), Tab from the last control wraps to the first and Shift+Tab back, Escape
 * closes and gives focus back to the control that opened it, and the page behind does not move
 * while the modal is open. Without JavaScript only what the server and CSS do is checked (the
 * first field's autofocus, the page held still); the video player and the filter dialog need
 * JavaScript from their first step.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createProduct } from "./data";
import { hydrated } from "./hydration";

const js = () => test.info().project.name === "js";

/** Whether the focused element is inside `root`. */
const focusInside = (root: Locator) => root.evaluate((el) => el.contains(document.activeElement));

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Whether the page itself is locked: the root's computed overflow (the viewport's). */
const pageLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

/**
 * Turns the mouse wheel over (x, y) and resolves once the page has handled it and drawn two
 * frames: wheel scrolling is applied by then (the test checks it does after closing), so a
 * window.scrollY read afterwards says whether the wheel moved the page.
 */
async function wheel(page: Page, x: number, y: number, deltaY: number) {
  await page.evaluate(() => {
    const w = window as typeof window & { wheeled?: Promise<void> };
    w.wheeled = new Promise((resolve) =>
      addEventListener(
        "wheel",
        () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        { once: true, capture: true },
      ),
    );
  });
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as typeof window & { wheeled?: Promise<void> }).wheeled);
}

/**
 * The page behind stays where it is while the modal is open, under the wheel too, and scrolls
 * again once it is closed by `close` (which must leave the mouse where the wheel can reach the
 * page): the wheel attempt that did nothing is shown to be one that does something.
 */
async function pageHeldStill(page: Page, at: { x: number; y: number }, close: () => Promise<void>) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
  expect(await pageLocked(page)).toBe(true);
  const before = await scrollY(page);
  await wheel(page, at.x, at.y, 500);
  expect(await scrollY(page)).toBe(before);
  await close();
  expect(await pageLocked(page)).toBe(false);
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, 500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("review modal: Name first, Tab wraps both ways past the anti-spam field, Escape back to Add review, page held still", async ({
    page,
  }) => {
    const product = createProduct({});
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    const opener = page.getByRole("link", { name: "Add review", exact: true });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Review ${product.name}` });
    await expect(dialog).toBeVisible();
    // The first field a visitor fills in: not the hidden default button, not the anti-spam field
    // (without JavaScript: the field's autofocus).
    const first = dialog.getByLabel("Name");
    await expect(first).toBeFocused();
    // Without JavaScript the page behind is held by CSS (html:has(.modal)); with it, by the
    // modal's class on the root.
    expect(await pageLocked(page)).toBe(true);
    if (!js()) {
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      expect(await pageLocked(page)).toBe(false);
      return;
    }

    const close = dialog.getByRole("link", { name: "Close" });
    const submit = dialog.getByRole("button", { name: "Submit" });
    const top = await scrollY(page);
    // Forwards from the first field, the anti-spam field never met, round to the top; and from
    // the first control Shift+Tab goes to the last, Tab from the last to the first.
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await submit.focus();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await focusInside(dialog)).toBe(true);
    await expect(dialog.locator(".hp input")).not.toBeFocused();
    await close.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(submit).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(dialog)).toBe(true);
      await expect(dialog.locator(".hp input")).not.toBeFocused();
    }
    expect(await scrollY(page)).toBe(top);

    // The wheel over the overlay beside the dialog does not move the page; Escape closes and
    // Add review has focus again.
    await pageHeldStill(page, { x: 40, y: 450 }, async () => {
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(page).not.toHaveURL(/review=/);
      await expect(opener).toBeFocused();
    });
  });

  test("video modal: Close first, Tab wraps through the player both ways, Escape back to the card, page held still", async ({
    page,
  }) => {
    test.skip(!js(), "the player opens with JavaScript; without it the card is a link");
    // A stand-in for the video site's player, with a control of its own as the real one has.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>player</title><button>Play</button>",
      }),
    );
    await page.goto("/technical-library?tab=faq-videos");
    await hydrated(page);
    const card = page.locator(".video-card").first();
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close" });
    const frame = dialog.locator("iframe");
    const play = page.frameLocator(".modal iframe").getByRole("button", { name: "Play" });
    await expect(play).toBeVisible();
    // No field to fill in: the first control, the close button.
    await expect(close).toBeFocused();
    const top = await scrollY(page);

    // Into the player; Tab from its last control leaves a document that this page's keys never
    // reach, and comes back round to Close, the page behind not scrolled to what it passed.
    await page.keyboard.press("Tab");
    await expect(play).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    expect(await scrollY(page)).toBe(top);
    // Shift+Tab from the first control goes to the last, the player.
    await page.keyboard.press("Shift+Tab");
    await expect(frame).toBeFocused();
    expect(await focusInside(dialog)).toBe(true);
    expect(await scrollY(page)).toBe(top);

    await close.focus();
    await pageHeldStill(page, { x: 40, y: 450 }, async () => {
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(card).toBeFocused();
    });
  });
});

test("phone filter modal at 375 px: Close first, Tab wraps both ways, Escape back to Filter, page held still", async ({
  page,
}) => {
  test.skip(!js(), "without JavaScript the panel is a :target section, not a dialog");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/products?category=copper-connectivity");
  await hydrated(page);
  const opener = page.getByRole("link", { name: /^Filter/ });
  // Scrolled a little, so a page that moved would show it.
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await opener.focus();
  const top = await scrollY(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog).toBeVisible();
  // No field to fill in: the first control, Close (the filters follow it).
  const close = dialog.getByRole("link", { name: "Close" });
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: "Clear all filters" })).toBeFocused();

  // Shift+Tab from the first control lands on another one inside, the last: Tab from there is
  // back on the first.
  await close.focus();
  await page.keyboard.press("Shift+Tab");
  expect(await focusInside(dialog)).toBe(true);
  await expect(close).not.toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  expect(await scrollY(page)).toBe(top);
  expect(await pageLocked(page)).toBe(true);

  // The panel covers the screen and holds its own scrolling, so the wheel cannot reach the page
  // here: the root's overflow is what holds it (checked above).
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("#filters")).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await pageLocked(page)).toBe(false);
  expect(await scrollY(page)).toBe(top);
});

/**
 * The storefront's forms and modals by keyboard (issue 14, points 1, 3 and 4), with JavaScript on
 * and off: focus lands on the first real field, stays inside the modal, Escape closes it and gives
 * focus back to the control that opened it; errors name the wrong fields only, under the documented
 * one summary; the contact confirmation is where the eye is; toasts can be dismissed and never
 * cover the menu button.
 */
import { type Locator, type Page } from "@playwright/test";
import { expect, test, uniqueTag } from "./admin.fixtures";
import { createProduct } from "./data";
import { hydrated } from "./hydration";

const js = () => test.info().project.name === "js";

/** Whether the focused element is inside `root`. */
const focusInside = (root: Locator) => root.evaluate((el) => el.contains(document.activeElement));

/** Tab until `target` has focus (at most `max` presses); fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("review form by keyboard: first field, errors on the wrong fields only, stars by arrows, Escape", async ({
    page,
  }) => {
    const product = createProduct({});
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    const opener = page.getByRole("link", { name: "Add review" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Review ${product.name}` });
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel("Name");
    // The first real field, not the hidden anti-spam one (without JavaScript: autofocus); the
    // page behind is held still.
    await expect(name).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );

    // Only the name: the documented message once, and a message beside each empty field only.
    await page.keyboard.type("Pat Keyboard");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("All fields are required.");
    await expect(dialog.locator(".field-error")).toHaveText([
      "Enter your e-mail address.",
      "Choose your country.",
      "Enter your phone number.",
      "Choose 1 to 5 stars.",
      "Give your review a heading.",
      "Write your comment.",
    ]);
    await expect(dialog.getByText("All fields are required.")).toHaveCount(2); // alert + form note
    await expect(name).toHaveValue("Pat Keyboard");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    // Focus is on the first wrong field. Fill the rest by keyboard; the stars follow the arrows:
    // Right and Up more, Left and Down fewer.
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await page.keyboard.type("pat@keyboard");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Country")).toBeFocused();
    await dialog.getByLabel("Country").selectOption("United Kingdom");
    if (js()) await expect(dialog.getByLabel("Dial code")).toHaveValue("+44");
    await tabTo(page, dialog.getByLabel("Phone"));
    await page.keyboard.type("7700900123");
    // Past the optional e-mail verification step, to the stars.
    const star = (n: number) => dialog.locator(`#rating-${n}`);
    await tabTo(page, star(1), 5);
    await page.keyboard.press("ArrowRight");
    await expect(star(2)).toBeChecked();
    if (js()) {
      await page.keyboard.press("ArrowUp");
      await expect(star(3)).toBeChecked();
      await page.keyboard.press("ArrowUp");
      await expect(star(4)).toBeChecked();
      await page.keyboard.press("ArrowDown");
      await expect(star(3)).toBeChecked();
    } else {
      await page.keyboard.press("ArrowRight");
      await expect(star(3)).toBeChecked();
    }
    await page.keyboard.press("ArrowRight");
    await expect(star(4)).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(star(3)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Heading")).toBeFocused();
    await page.keyboard.type(`Keyboard review ${uniqueTag()}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed without a mouse.");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeFocused();
    await page.keyboard.press("Enter");
    // Now only the e-mail is wrong: its own message, and the documented e-mail message as summary.
    await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email.");
    await expect(dialog.locator(".field-error")).toHaveText([
      "Enter an address like name@example.com.",
    ]);
    await expect(star(3)).toBeChecked();

    if (js()) {
      // Focus never leaves the dialog, forwards or backwards.
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press("Tab");
        expect(await focusInside(dialog)).toBe(true);
      }
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInside(dialog)).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(page).not.toHaveURL(/review=new/);
      await expect(opener).toBeFocused();
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
      ).not.toBe("hidden");
    } else {
      // Without JavaScript the close link is the way out.
      await dialog.getByRole("link", { name: "Close" }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toHaveCount(0);
    }
  });
});

for (const width of [375, 1280]) {
  test(`contact confirmation is in view, clear of the header, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    await page.goto("/contact-us");
    await page.getByLabel("Name", { exact: true }).fill("Robin Viewport");
    await page.getByLabel("Email").fill("robin@example.com");
    await page.getByLabel("Country").selectOption("Ireland");
    await page.getByLabel("Phone").fill("871234567");
    await page.getByLabel("Message", { exact: true }).fill(`In view? ${uniqueTag()}`);
    await page.getByRole("button", { name: "SEND" }).click();
    const panel = page.locator("#contact-sent");
    await expect(panel).toContainText("Your message has been sent.");
    await expect(panel).toBeInViewport({ ratio: 1 });
    const header = await page.locator(".site-header").boundingBox();
    const box = await panel.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    if (js()) await expect(panel).toBeFocused();

    // Another message starts from an empty form.
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  });
}

test("without JavaScript too, the dial code comes back filled after a failed submit", async ({
  page,
}) => {
  await page.goto("/contact-us");
  await page.getByLabel("Country").selectOption("Ireland");
  await page.getByRole("button", { name: "SEND" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByLabel("Country")).toHaveValue("Ireland");
  await expect(page.getByLabel("Dial code")).toHaveValue("+353");
});

test("a toast is dismissed (with JavaScript or without) and never covers the menu button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const product = createProduct({});
  await page.goto(`/products/${product.slug}?review=new`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Toast Tester");
  await dialog.getByLabel("Email").fill("toast@example.com");
  await dialog.getByLabel("Country").selectOption("United Kingdom");
  await dialog.getByLabel("Phone").fill("7700900789");
  await dialog.locator("label[for=rating-5]").click();
  await dialog.getByLabel("Heading").fill(`Toasted ${uniqueTag()}`);
  await dialog.getByLabel("Comment").fill("Fine.");
  await dialog.getByRole("button", { name: "Submit" }).click();
  const toast = page.locator(".toast");
  await expect(toast).toContainText("Review submitted successfully");
  const menuButton = page.locator(".site-header .menu-toggle");
  await expect(menuButton).toBeVisible();
  const menu = (await menuButton.boundingBox())!;
  const box = (await toast.boundingBox())!;
  const overlaps =
    box.x < menu.x + menu.width &&
    menu.x < box.x + box.width &&
    box.y < menu.y + menu.height &&
    menu.y < box.y + box.height;
  expect(overlaps).toBe(false);
  await toast.getByRole("button", { name: "Dismiss" }).click();
  await expect(toast).toBeHidden();
});

/**
 * The review form's optional e-mail verification and the Verified badge (issue 14, point 12),
 * and the same review sent twice (point 7), with JavaScript on ("js") and off ("no-js").
 */
// The staff fixtures' test: each test from a client address of its own (X-Forwarded-For), so the
// limits on anonymous writes and codes of one never refuse another's.
import { expect, mailsTo, test } from "./admin.fixtures";
import { createProduct, uniqueTag } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });

test("verify the e-mail with a code, keep what was typed, then the review shows Verified", async ({
  page,
}) => {
  const product = createProduct({ ratings: [4] });
  const email = `verify-${uniqueTag()}@example.com`;
  const heading = `Verified drum ${uniqueTag()}`;
  await page.goto(`/products/${product.slug}?review=new`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Pat Installer");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Country").selectOption("United Kingdom");
  await dialog.getByLabel("Phone").fill("+44 07911 123456");
  await dialog.getByLabel("Heading").fill(heading);
  await dialog.getByLabel("Comment").fill("Neat lay, easy to strip.");

  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByText("A 6-digit code has been sent to your email.")).toBeVisible();
  // Everything typed is still there.
  await expect(dialog.getByLabel("Heading")).toHaveValue(heading);
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Phone")).toHaveValue("+44 07911 123456");

  await expect.poll(() => mailsTo(email).length).toBe(1);
  const code = mailsTo(email)[0].match(/verification code is (\d{6})/)![1];
  await dialog.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("The code is not correct.").first()).toBeVisible();
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Your email is verified.");
  await expect(dialog.getByLabel("Comment")).toHaveValue("Neat lay, easy to strip.");

  await dialog.locator("label[for=rating-5]").click();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Review submitted successfully")).toBeVisible();
  const mine = page.locator(".review-list > li").filter({ hasText: heading });
  await expect(mine.getByText("Verified", { exact: true })).toBeVisible();
  // The seeded review was not verified: no badge.
  await expect(page.locator(".review-list > li").filter({ hasText: "Verified" })).toHaveCount(1);
  await expect(page.locator("summary", { hasText: /^Reviews \(\d+\)$/ })).toHaveText("Reviews (2)");
});

test("the same review twice within a day is refused, with the input kept", async ({ page }) => {
  const product = createProduct();
  const heading = `Twice ${uniqueTag()}`;
  const send = async () => {
    await page.goto(`/products/${product.slug}?review=new`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Pat Installer");
    await dialog.getByLabel("Email").fill("twice@example.com");
    await dialog.getByLabel("Country").selectOption("United Kingdom");
    await dialog.getByLabel("Phone").fill("07911 123456");
    await dialog.locator("label[for=rating-4]").click();
    await dialog.getByLabel("Heading").fill(heading);
    await dialog.getByLabel("Comment").fill(`Posted twice ${heading}.`);
    await dialog.getByRole("button", { name: "Submit" }).click();
    return dialog;
  };
  await send();
  await expect(page.getByText("Review submitted successfully")).toBeVisible();
  const dialog = await send();
  await expect(
    dialog
      .getByText("You have already posted this review. The same review can be sent once a day.")
      .first(),
  ).toBeVisible();
  await expect(dialog.getByLabel("Heading")).toHaveValue(heading);
  await expect(page.getByRole("heading", { name: heading })).toHaveCount(1);
});

import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { createUser, expect, signIn, startSession, test, type TestUser } from "./admin.fixtures";

// Runs in the "js" and "no-js" projects. Two-factor sign-in (docs/admin.md): turned on from the
// profile with a code computed from the secret the page shows, then signing in with the password
// and a code, a recovery code (once), and a trusted browser. Each test has a user of its own.

const PERIOD_MS = 30_000;

/** An authenticator app: codes of the shown secret, never one of a step already accepted. */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  let lastStep = 0;
  return {
    /** A code of a step after the last accepted one, within a step of now (waits for one). */
    async next() {
      await expect
        .poll(() => Math.max(lastStep + 1, stepNow()) <= stepNow() + 1, { timeout: 40_000 })
        .toBe(true);
      const step = Math.max(lastStep + 1, stepNow());
      lastStep = step;
      return totp.generate({ timestamp: step * PERIOD_MS + PERIOD_MS / 2 });
    },
  };
}
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/** Turns two-factor on from the profile; returns the app and the recovery codes shown. */
async function turnOn(page: Page) {
  await page.goto("/admin/profile");
  await expect(page.getByTestId("two-factor-status")).toContainText("Off");
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page).toHaveURL(/\/admin\/profile\/two-factor$/);
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = authenticator(secret);
  await page.getByLabel("Code").fill("12345");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("The code is 6 digits")).toBeVisible();
  await page.getByLabel("Code").fill(await app.next());
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
  const codes = await page.getByTestId("recovery-codes").locator("code").allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "Back to profile" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("On since");
  return { app, codes };
}

async function signOut(page: Page) {
  await page.getByLabel("Account menu").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-bel$/);
}

async function passwordStep(page: Page, user: TestUser) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/admin-bel\/code$/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
}

test("turn on two-factor from the profile, then sign in with the password and a code", async ({
  page,
  context,
}) => {
  const user = createUser("manager");
  await startSession(context, user);
  const { app } = await turnOn(page);
  await signOut(page);

  await passwordStep(page, user);
  // A wrong code: said beside the field, still on the code page.
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "VERIFY" }).click();
  await expect(page.getByText("Invalid two-factor code")).toBeVisible();
  await page.getByLabel("Code").fill(await app.next());
  await page.getByRole("button", { name: "VERIFY" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Hi, ${user.name}`)).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "bel_trust")).toBeUndefined();
});

test("sign in with a recovery code (then it is refused), and trust the browser", async ({
  page,
  context,
}) => {
  const user = createUser("manager");
  await startSession(context, user);
  const { app, codes } = await turnOn(page);
  await signOut(page);

  await passwordStep(page, user);
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[4]);
  await page.getByRole("button", { name: "VERIFY" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Signed in with a recovery code: 9 left")).toBeVisible();
  await signOut(page);

  await passwordStep(page, user);
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[4]);
  await page.getByRole("button", { name: "VERIFY" }).click();
  await expect(page.getByText("Invalid recovery code")).toBeVisible();
  await expect(page).toHaveURL(/\/admin-bel\/code\?method=recovery$/);

  // The app's code, and trust this browser: next time the password alone.
  await page.getByRole("link", { name: "Use the code from your app" }).click();
  await page.getByLabel("Code").fill(await app.next());
  await page.getByLabel("Trust this browser for 30 days").check();
  await page.getByRole("button", { name: "VERIFY" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const trust = (await context.cookies()).find((c) => c.name === "bel_trust");
  expect(trust?.httpOnly).toBe(true);
  expect((trust!.expires - Date.now() / 1000) / 86400).toBeGreaterThan(29);
  await signOut(page);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Hi, ${user.name}`)).toBeVisible();
});

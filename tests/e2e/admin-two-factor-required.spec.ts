import { Secret, TOTP } from "otpauth";
import { createUser, expect, signIn, test } from "./admin.fixtures";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";

// Runs in the "js" and "no-js" projects, each on a server of its own (a copy of the e2e
// database): requiring two-factor is a setting of the whole site, and on the shared server it
// would send every other test's sign-in to the setup page (docs/admin.md, Two-factor sign-in).

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test("an admin requires two-factor; a manager without it sets it up at sign-in, then is in", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Made before the copy is taken, so the own server has them.
  const admin = createUser("admin");
  const manager = createUser("manager");
  server = await startOwnServer(`two-factor-required-${testInfo.project.name}`, {
    port: ownPort(
      testInfo.project.name === "js" ? "two-factor-required-js" : "two-factor-required-no-js",
    ),
  });
  const { origin } = server;

  await page.goto(`${origin}/admin-bel`);
  await signIn(page, admin);
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);
  await page.goto(`${origin}/admin/users`);
  await page.getByLabel("Require two-factor sign-in for every staff account").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Settings saved successfully")).toBeVisible();
  await expect(
    page.getByText("Staff without it set it up at their next sign-in, before anything else."),
  ).toBeVisible();
  await page.getByLabel("Account menu").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${origin}/admin-bel`);

  await signIn(page, manager);
  await expect(page).toHaveURL(`${origin}/admin-bel/setup`);
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  // Not signed in yet: the panel sends back to the sign-in page.
  await page.goto(`${origin}/admin/dashboard`);
  await expect(page).toHaveURL(/\/admin-bel\?redirectTo=%2Fadmin%2Fdashboard$/);
  await page.goto(`${origin}/admin-bel/setup`);
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").locator("code")).toHaveCount(10);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);
  await expect(page.getByText(`Hi, ${manager.name}`)).toBeVisible();
});

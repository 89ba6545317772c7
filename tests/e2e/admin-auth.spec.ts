import {
  createUser,
  expect,
  mailsTo,
  resetLinkFor,
  signIn,
  startSession,
  test,
} from "./admin.fixtures";

// Runs in the "js" and "no-js" projects (playwright.config.ts). The tests of the sign-in page and
// of what follows from it; each signs in a user of its own, so no test's failed attempts count
// against an account another test uses.

const DAY = 24 * 60 * 60;

test("sign in without Remember me: back to the page asked for, a browser-session cookie; sign out", async ({
  page,
  context,
}) => {
  const admin = createUser("admin");
  await page.goto("/admin/users?q=alex");
  await expect(page).toHaveURL(/\/admin-bel\?redirectTo=%2Fadmin%2Fusers%3Fq%3Dalex$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page).toHaveTitle("Admin Login - BEL Cables");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
    "href",
    "/password/forgot",
  );

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/users\?q=alex$/);
  await expect(page.getByText(`Hi, ${admin.name}`)).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === "bel_session");
  expect(cookie).toBeDefined();
  expect(cookie!.expires).toBe(-1);
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe("Lax");
  expect(cookie!.secure).toBe(false); // production over plain http here

  // Signed in, the sign-in page sends you on to the dashboard.
  await page.goto("/admin-bel");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByLabel("Account menu").click();
  await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveAttribute(
    "href",
    "/admin/profile",
  );
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-bel$/);
  expect((await context.cookies()).find((c) => c.name === "bel_session")).toBeUndefined();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin-bel\?redirectTo=%2Fadmin%2Fdashboard$/);
});

test("sign in with Remember me: a 30-day cookie; a wrong password keeps the e-mail and says why", async ({
  page,
  context,
}) => {
  const user = createUser("manager");
  await page.goto("/admin-bel");
  await signIn(page, { email: user.email, password: "not the password" });
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await signIn(page, { email: `nobody-${user.email}`, password: user.password });
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
  // The alert is still there from the first try: the emptied password says this one answered.
  await expect(page.getByLabel("Password")).toHaveValue("");

  await signIn(page, user, { remember: true });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === "bel_session")!;
  const days = (cookie.expires - Date.now() / 1000) / DAY;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30.01);
});

test("forgot password → the link from the outbox → reset → old sessions end → sign in with the new password", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  const user = createUser("manager");
  // A session of the user elsewhere, which the reset must end.
  const elsewhere = await browser.newContext({ extraHTTPHeaders });
  await startSession(elsewhere, user);
  const other = await elsewhere.newPage();
  await other.goto("/admin/dashboard");
  await expect(other.getByText(`Hi, ${user.name}`)).toBeVisible();

  await page.goto("/admin-bel");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/password\/forgot$/);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByRole("button", { name: "SEND EMAIL" }).click();
  await expect(page).toHaveURL(/\/admin-bel$/);
  await expect(page.getByText("Password reset link sent to your email")).toBeVisible();

  // The same answer for an address nobody has.
  await page.goto("/password/forgot");
  await page.getByLabel("Email", { exact: true }).fill(`nobody-${user.email}`);
  await page.getByRole("button", { name: "SEND EMAIL" }).click();
  await expect(page.getByText("Password reset link sent to your email")).toBeVisible();
  const link = await resetLinkFor(user.email);
  // By the time the worker has written the user's e-mail, it has handled both requests.
  expect(mailsTo(`nobody-${user.email}`)).toEqual([]);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(link.split("/").pop()!);
  await page.getByLabel("New Password").fill("brand new password");
  await page.getByLabel("Confirm Password").fill("brand new passwort");
  await page.getByRole("button", { name: "RESET" }).click();
  await expect(page.getByText("Password does not match. Try again !!!")).toBeVisible();
  await page.getByLabel("New Password").fill("brand new password");
  await page.getByLabel("Confirm Password").fill("brand new password");
  await page.getByRole("button", { name: "RESET" }).click();
  await expect(page).toHaveURL(/\/admin-bel$/);
  await expect(page.getByText("Password updated successfully !!!")).toBeVisible();

  // The session opened before the reset is gone.
  await other.goto("/admin/dashboard");
  await expect(other).toHaveURL(/\/admin-bel\?redirectTo=/);
  await elsewhere.close();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText("This password reset link is invalid or has expired")).toBeVisible();

  await page.goto("/admin-bel");
  await signIn(page, { email: user.email, password: user.password });
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
  await signIn(page, { email: user.email, password: "brand new password" });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Hi, ${user.name}`)).toBeVisible();
});

test("the own profile: name and e-mail, and a password change that needs the current password", async ({
  page,
  login,
}) => {
  const user = await login("manager");
  await page.goto("/admin/dashboard");
  await expect(page.getByText(`Hi, ${user.name}`)).toBeVisible();
  await page.getByLabel("Account menu").click();
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`${user.name} Renamed`);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByText(`Hi, ${user.name} Renamed`)).toBeVisible();

  await page.getByLabel("Current Password").fill("not my password");
  await page.getByLabel("New Password").fill("another password");
  await page.getByLabel("Confirm Password").fill("another password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${user.name} Renamed`);
  await page.getByLabel("Current Password").fill(user.password);
  await page.getByLabel("New Password").fill("another password");
  await page.getByLabel("Confirm Password").fill("another password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password updated successfully !!!")).toBeVisible();
});

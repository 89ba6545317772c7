import { expect, test, uniqueTag } from "./admin.fixtures";

// Runs in the "js" and "no-js" projects (playwright.config.ts). Each test signs in a user of its
// own with a session cookie (login); the sign-in form has its tests in admin-auth.spec.ts.

test("an admin creates, edits, searches and deletes a user", async ({ page, login }) => {
  const tag = uniqueTag();
  const email = `person-${tag}@example.com`;
  await login("admin");
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "All Users" })).toBeVisible();
  await page.getByRole("link", { name: "Create User" }).click();
  await expect(page).toHaveURL(/\/admin\/user\/new$/);
  await expect(page.getByRole("heading", { name: "Create User" })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill(`Person ${tag}`);
  await page.getByLabel("Role", { exact: true }).selectOption("manager");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password one");
  await page.getByLabel("Confirm Password").fill("password two");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Passwords does not match")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  await page.getByLabel("Password", { exact: true }).fill("password one");
  await page.getByLabel("Confirm Password").fill("password one");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText("User created successfully")).toBeVisible();

  // A second user with the same e-mail is a field error, not a crash.
  await page.goto("/admin/user/new");
  await expect(page.getByRole("heading", { name: "Create User" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Duplicate");
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  await page.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill("password one");
  await page.getByLabel("Confirm Password").fill("password one");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("A user with this email already exists")).toBeVisible();

  // Search the table.
  await page.goto("/admin/users");
  await page.getByLabel("Search users").fill(tag);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${tag}$`));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toHaveText("1");
  await expect(row).toContainText("Manager");

  // Edit it.
  await row.getByRole("link", { name: `Edit Person ${tag}` }).click();
  await expect(page.getByRole("heading", { name: "Update User" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Name", { exact: true }).fill(`Renamed ${tag}`);
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText("User Updated")).toBeVisible();

  // The header search finds the user too.
  await page.getByLabel("Search products and users").fill(`Renamed ${tag}`);
  await page.getByLabel("Search products and users").press("Enter");
  await expect(page).toHaveURL(/\/admin\/search\?q=/);
  await expect(page.getByRole("link", { name: `Renamed ${tag}` })).toBeVisible();

  // Delete it, after confirming.
  await page.goto(`/admin/users?q=${tag}`);
  const renamed = page.getByRole("row").filter({ hasText: `Renamed ${tag}` });
  await expect(renamed).toContainText("Admin");
  await renamed.getByLabel(`Delete Renamed ${tag}`).first().click();
  await renamed.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${tag}$`));
  await expect(page.getByText("No users available")).toBeVisible();
});

test("a manager is refused user management, pages and API, but works elsewhere", async ({
  page,
  login,
}) => {
  const manager = await login("manager");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Hi, ${manager.name}`)).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  // Links of closed groups are hidden: look at the markup.
  await expect(nav.locator('a[href="/admin/customers"]')).toHaveCount(1);
  await expect(nav.locator('a[href="/admin/users"]')).toHaveCount(0);
  await expect(nav.locator('a[href="/admin/user/new"]')).toHaveCount(0);

  for (const path of ["/admin/users", "/admin/user/new", "/admin/users/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByText("You do not have permission to view this page.")).toBeVisible();
    // Inside the shell.
    await expect(page.getByText(`Hi, ${manager.name}`)).toBeVisible();
  }
  const api = await page.request.get("/api/bel/admin/users");
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({
    success: false,
    message: "Role (manager) is not allowed to access this resource",
  });
  const me = await page.request.get("/api/bel/me");
  expect((await me.json()).user).toMatchObject({ email: manager.email, role: "manager" });

  // The header search shows products, not users.
  await page.goto("/admin/search?q=cable");
  await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Users" })).toHaveCount(0);
});

test("the shell: one sidebar group open at a time, a link opens its screen with its group open, unknown paths to the dashboard", async ({
  page,
  login,
}) => {
  await login("admin");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveTitle("Dashboard - BEL Cables");
  const nav = page.getByRole("navigation", { name: "Admin" });
  const group = (label: string) =>
    nav.locator("details").filter({ has: page.locator(`summary:has-text("${label}")`) });
  await group("Products").locator("summary").click();
  await expect(group("Products")).toHaveAttribute("open", "");
  await group("Category").locator("summary").click();
  await expect(group("Category")).toHaveAttribute("open", "");
  await expect(group("Products")).not.toHaveAttribute("open", "");

  await group("Category").getByRole("link", { name: "Sub Category" }).click();
  await expect(page).toHaveURL(/\/admin\/subcategory$/);
  await expect(page.getByRole("heading", { name: "Sub Category", level: 1 })).toBeVisible();
  await expect(group("Category")).toHaveAttribute("open", "");

  await page.goto("/admin/videos");
  await expect(page.getByRole("heading", { name: "Videos", level: 1 })).toBeVisible();

  await page.goto("/admin/no/such/screen");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator(".admin-to-top")).toHaveAttribute("href", "#top");
  await expect(page.locator(".admin-to-top")).toBeHidden();
});

test("the dashboard fetches counts for a date range and refuses a bad one", async ({
  page,
  login,
}) => {
  await login("manager");
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByLabel("Start Date")).toHaveValue(`${today.slice(0, 8)}01`);
  await expect(page.getByLabel("End Date")).toHaveValue(today);
  await expect(page.getByLabel("End Date")).toHaveAttribute("min", `${today.slice(0, 8)}01`);

  await page.getByLabel("Start Date").fill("2020-01-01");
  await page.getByRole("button", { name: "Fetch" }).click();
  await expect(page).toHaveURL(/start=2020-01-01&end=/);
  await expect(page.getByRole("heading", { name: /^From 1 Jan 2020 to / })).toBeVisible();
  const products = page.locator(".adm-stat").filter({ hasText: "New products" });
  await expect(products).toContainText(/\d+/);

  const response = await page.goto("/admin/dashboard?start=2026-05-10&end=2026-05-01");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "Date input not valid." })).toBeVisible();
});

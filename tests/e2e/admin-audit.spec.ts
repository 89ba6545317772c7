/**
 * The audit log (docs/decisions.md, Audit log): a manager's change to a
 * product is seen by an admin at /admin/audit, with who made it and which fields changed; a
 * manager cannot open the log. JavaScript on and off.
 */
import { createUser, expect, startSession, test } from "./admin.fixtures";
import { createProduct } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });

test("a manager edits a product; an admin sees who changed what in the audit log", async ({
  page,
  browser,
  login,
}) => {
  const product = createProduct();
  const manager = await login("manager");

  await page.goto(`/admin/products/${product.slug}`);
  await expect(page.getByRole("heading", { name: "Update Product" })).toBeVisible();
  await page.getByLabel("Reference").fill(`AUDIT-${product.id}`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/admin\/products(\?|$)/);

  // The log is the admins' alone.
  const refused = await page.goto("/admin/audit");
  expect(refused?.status()).toBe(403);

  const adminContext = await browser.newContext({
    javaScriptEnabled: test.info().project.name === "js",
    viewport: { width: 1280, height: 900 },
  });
  try {
    await startSession(adminContext, createUser("admin"));
    const admin = await adminContext.newPage();
    await admin.goto("/admin/audit");
    await admin
      .getByRole("combobox", { name: "User", exact: true })
      .selectOption({ label: `${manager.name} (${manager.email})` });
    await admin.getByRole("button", { name: "Filter" }).click();
    const row = admin.getByRole("row").filter({ hasText: `Updated product ${product.name}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(manager.email);
    await row.getByText(/\d+ fields?/).click();
    await expect(row.locator("dt", { hasText: "shortdescription" })).toBeVisible();
    await expect(row.locator("ins")).toContainText([`AUDIT-${product.id}`]);
  } finally {
    await adminContext.close();
  }
});

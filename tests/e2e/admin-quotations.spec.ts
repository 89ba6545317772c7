import { expect, test, uniqueTag } from "./admin.fixtures";
import { createProduct } from "./data";

// Runs in the "js" and "no-js" projects: a quotation asked for on the storefront reaches staff.

test("a quotation requested on a product page appears in admin Messages", async ({
  page,
  login,
}) => {
  const product = createProduct({});
  const company = `Quote Co ${uniqueTag()}`;
  await page.goto(`/products/${product.slug}`);
  await page.getByRole("link", { name: "Quotation", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Request a quotation" });
  await dialog.getByLabel("Name").fill("Quinn Storefront");
  await dialog.getByLabel("Email").fill("quinn.storefront@example.com");
  await dialog.getByLabel("Company").fill(company);
  await dialog.getByLabel(/Quantity/).fill("4 drums");
  await dialog.getByLabel(/Length/).fill("305 m");
  await dialog.getByLabel("Query").fill("Price for LSZH, delivered to Leeds?");
  await dialog.getByRole("button", { name: "Request quotation" }).click();
  await expect(
    dialog.getByText("Thank you: your request has reached our sales team."),
  ).toBeVisible();

  await login("manager");
  await page.goto("/admin/messages?kind=quotation");
  await page.getByLabel("Search messages").fill(company);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?.*q=/);
  const row = page.getByRole("row").filter({ hasText: `Quotation: ${product.name}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Quinn Storefront");
  await expect(row).toContainText("Unhandled");
  await row.getByRole("link", { name: `Quotation: ${product.name}` }).click();
  await expect(page.getByText("Quotation request")).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();
  await expect(page.getByText("4 drums")).toBeVisible();
  await expect(page.getByText("305 m")).toBeVisible();
  await expect(page.getByText("Price for LSZH, delivered to Leeds?")).toBeVisible();
  await expect(page.getByRole("link", { name: product.name })).toHaveAttribute(
    "href",
    `/products/${product.slug}`,
  );
});

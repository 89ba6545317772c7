import { expect, test, uniqueTag } from "./admin.fixtures";
import { createProduct } from "./data";

// Runs in the "js" and "no-js" projects: a quotation asked for from a product page, through its
// one quote path (Add to quote, then /quote: docs/decisions.md, One quote path: the basket),
// reaches staff.

test("a quotation asked for from a product page appears in admin Messages", async ({
  page,
  login,
}) => {
  const product = createProduct({});
  const company = `Quote Co ${uniqueTag()}`;
  await page.goto(`/products/${product.slug}`);
  const add = page.locator("form.add-to-quote");
  await add.getByLabel("Quantity").fill("4");
  await add.getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();

  await page.goto("/quote");
  const form = page.locator("#quote-form");
  await form.getByLabel("Name").fill("Quinn Storefront");
  await form.getByLabel("Email").fill("quinn.storefront@example.com");
  await form.getByLabel("Country").selectOption("United Kingdom");
  await form.getByLabel("Phone").fill("07911 123456");
  await form.getByLabel("Company").fill(company);
  await form.getByLabel(/Message/).fill("Price for LSZH, delivered to Leeds?");
  await form.getByRole("button", { name: "Send quote request" }).click();
  const ref = (await page.locator(".quote-reference").textContent())!;
  expect(ref).toMatch(/^Q-\d{6,}$/);

  await login("manager");
  await page.goto("/admin/messages?kind=quotation");
  await page.getByLabel("Search messages").fill(company);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?.*q=/);
  const row = page.getByRole("row").filter({ hasText: `Quotation ${ref}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Quinn Storefront");
  await row.getByRole("link", { name: `Quotation ${ref}` }).click();
  await expect(page.getByText("Quotation request")).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();
  await expect(page.getByText("Price for LSZH, delivered to Leeds?")).toBeVisible();
  const line = page.locator(".adm-enquiry-lines tbody tr");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  await expect(line).toContainText("4");
  await expect(
    line.getByRole("link", { name: `View ${product.name} on the site` }),
  ).toHaveAttribute("href", `/products/${product.slug}`);
});

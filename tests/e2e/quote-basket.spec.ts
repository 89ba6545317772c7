import { expect, outbox, test, uniqueTag } from "./admin.fixtures";
import { createProduct, withDb } from "./data";

// Runs in the "js" and "no-js" projects (docs/quotes.md, Quote basket): a visitor gathers two
// products, one cut to a length, changes one, and sends the basket; the confirmation gives a
// reference, and the visitor's copy and the sales notification are in the outbox.

/** Makes the product sold by length: a value of the seeded Length group. */
function soldByLength(productId: number) {
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO product_specifications (product_id, spec_id, value_id)
         SELECT ?, grp.id, v.id FROM specifications v JOIN specifications grp ON grp.id = v.parent_id
         WHERE grp.slug = 'length' AND grp.parent_id IS NULL AND v.slug = '305m'`,
      )
      .run(productId),
  );
}

test("a visitor sends a quote basket of two products and gets a reference", async ({ page }) => {
  const cable = createProduct({});
  const tool = createProduct({});
  soldByLength(cable.id);
  const email = `basket.${uniqueTag().toLowerCase()}@example.com`;

  await page.goto(`/products/${cable.slug}`);
  const add = page.locator("form.add-to-quote");
  await add.getByLabel("Quantity").fill("2");
  await add.getByLabel("Cut to").check();
  await add.getByLabel("Length in metres").fill("150");
  await add.getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${cable.slug}$`));

  await page.goto(`/products/${tool.slug}`);
  // Not sold by length: no length asked for.
  await expect(page.locator("form.add-to-quote").getByLabel("Length in metres")).toHaveCount(0);
  await page.locator("form.add-to-quote").getByLabel("Quantity").fill("3");
  // The product's own form: its related products' cards have an "Add to quote" each.
  await page.locator("form.add-to-quote").getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();

  await page.goto("/quote");
  const lines = page.locator(".quote-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(cable.name);
  await expect(lines.nth(0)).toContainText("2 × 150 m");
  await expect(lines.nth(0).getByRole("link", { name: cable.name })).toHaveAttribute(
    "href",
    `/products/${cable.slug}`,
  );
  await expect(lines.nth(1)).toContainText(tool.name);
  const chat = page.getByRole("link", { name: "Send this list on WhatsApp" });
  const chatText = decodeURIComponent((await chat.getAttribute("href")) ?? "");
  expect(chatText).toContain(`${cable.name}: 2 × 150 m`);
  expect(chatText).toContain(`${tool.name}: 3`);

  // Change the tool's quantity; the basket survives the reload.
  await lines.nth(1).getByLabel("Quantity").fill("5");
  await lines.nth(1).getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Your quote has been updated.")).toBeVisible();
  await page.reload();
  await expect(page.locator(".quote-line__name .muted").nth(1)).toHaveText("5");

  // Errors beside the fields, what was typed kept.
  const form = page.locator("#quote-send");
  await form.getByLabel("Name").fill("Basket Buyer");
  await form.getByLabel("Phone").fill("12");
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(form.getByText("Company is required.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Basket Buyer");

  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Country").selectOption("United Kingdom");
  await form.getByLabel("Phone").fill("07911 123456");
  await form.getByLabel("Company").fill("Sparks Ltd");
  await form.getByLabel(/Message/).fill("Delivery to Slough, please.");
  await form.getByRole("button", { name: "Send quote request" }).click();

  const reference = page.locator(".quote-reference");
  await expect(reference).toHaveText(/^Q-\d{6,}$/);
  const ref = (await reference.textContent())!;
  await expect(page.getByText("Your quote is empty")).toHaveCount(0);
  await expect(page.locator(".quote-line")).toHaveCount(0);

  // The worker writes the two e-mails shortly after the answer.
  // outbox() gives quoted-printable bytes as Latin-1 characters: read them back as UTF-8.
  const about = () =>
    outbox()
      .map((m) => Buffer.from(m, "latin1").toString("utf8"))
      .filter((m) => m.includes(ref));
  await expect.poll(() => about().length, { timeout: 20_000 }).toBe(2);
  const copy = about().find((m) => new RegExp(`^To: ${email}$`, "mi").test(m));
  const notice = about().find((m) => m !== copy);
  for (const mail of [copy, notice]) {
    expect(mail).toContain(`${cable.name}: 2 × 150 m`);
    expect(mail).toContain(`${tool.name}: 5`);
  }
  expect(notice).toMatch(/^To: sales@/im);

  // The basket is empty, and its cookie gone.
  await page.goto("/quote");
  await expect(page.getByText("Your quote is empty.")).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === "bel_quote")).toBe(false);
});

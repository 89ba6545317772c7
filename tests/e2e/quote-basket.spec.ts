import type { Page } from "@playwright/test";
import { expect, outbox, test, uniqueTag } from "./admin.fixtures";
import { createProducts, uniqueWord, withDb, type TestProduct } from "./data";

// Runs in the "js" and "no-js" projects (docs/quotes.md, Quote basket): a visitor gathers a
// cable cut to length, a boxed cable and a tool, changes quantities on /quote without pressing
// Update, and sends the basket: what was typed is what arrives, in the confirmation, in the
// visitor's copy and the sales notification, and in the staff's view of the enquiry. A line's
// Update or Remove keeps what was typed in the other lines and in the details.

/** Sells the product as the Length value `value` says (docs/quotes.md, How a product is sold). */
export function sellAs(productId: number, value: "cut-to-length" | "100m" | "305m") {
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO product_specifications (product_id, spec_id, value_id)
         SELECT ?, grp.id, v.id FROM specifications v JOIN specifications grp ON grp.id = v.parent_id
         WHERE grp.slug = 'length' AND grp.parent_id IS NULL AND v.slug = ?`,
      )
      .run(productId, value),
  );
}

function setSku(productId: number, sku: string) {
  withDb((db) => db.prepare("UPDATE products SET sku = ? WHERE id = ?").run(sku, productId));
}

/** A cable cut to length, a cable sold by the 100 m box (with a SKU) and a tool, the test's own. */
function basketProducts() {
  const word = uniqueWord();
  const [cable, box, tool] = createProducts(word, [
    { name: "Armoured cable", images: 1 },
    { name: "Patch box", images: 1 },
    { name: "Crimp tool" },
  ]);
  sellAs(cable.id, "cut-to-length");
  sellAs(box.id, "100m");
  const sku = `SKU-${word}`;
  setSku(box.id, sku);
  return { cable, box, tool, sku };
}

/** Adds the product from its page's Add to quote, with its quantity (and a cut length). */
async function addFromPage(page: Page, product: TestProduct, qty: string, length?: string) {
  await page.goto(`/products/${product.slug}`);
  const add = page.locator("form.add-to-quote");
  await add.getByLabel("Quantity").fill(qty);
  if (length) {
    await add.getByLabel("Cut to").check();
    await add.getByLabel("Length in metres").fill(length);
  }
  await add.getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
}

/** The e-mails about `ref`, read back as UTF-8 (the outbox gives quoted-printable as Latin-1). */
const mailsAbout = (ref: string) =>
  outbox()
    .map((m) => Buffer.from(m, "latin1").toString("utf8"))
    .filter((m) => m.includes(ref));

test("a quantity typed on /quote and sent without Update arrives as typed: confirmation, e-mails, staff view", async ({
  page,
  login,
}) => {
  test.slow();
  const { cable, box, tool, sku } = basketProducts();
  const email = `basket.${uniqueTag().toLowerCase()}@example.com`;

  await addFromPage(page, cable, "2", "150");
  // Sold by the 100 m box: the quantity of boxes alone, no length or drum to choose.
  await page.goto(`/products/${box.slug}`);
  const add = page.locator("form.add-to-quote");
  await expect(add.getByText("× 100 m box")).toBeVisible();
  await expect(add.getByLabel("Cut to")).toHaveCount(0);
  await expect(add.getByLabel("Drum size")).toHaveCount(0);
  await addFromPage(page, box, "1");
  await addFromPage(page, tool, "3");

  await page.goto("/quote");
  const lines = page.locator(".quote-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0).getByRole("link", { name: cable.name })).toHaveAttribute(
    "href",
    `/products/${cable.slug}`,
  );
  await expect(lines.nth(0).getByLabel("Length in metres")).toHaveValue("150");
  // Each line with its picture (a rendition of the product's first image) and its SKU.
  await expect(lines.nth(1).locator("img")).toHaveAttribute(
    "src",
    new RegExp(`^/uploads/${box.images[0].replace(/-\d+\.webp$/, "")}-\\d+\\.webp$`),
  );
  await expect(lines.nth(1)).toContainText(`SKU: ${sku}`);
  await expect(lines.nth(1)).toContainText("× 100 m box");
  await expect(lines.nth(1).getByLabel("Cut to")).toHaveCount(0);
  await expect(lines.nth(2).locator("img")).toHaveAttribute("src", /placeholder/);

  // Typed, and sent with the request, no Update pressed. A refused request first: the messages
  // beside the fields, and everything typed kept, the lines as well.
  await lines.nth(1).getByLabel("Quantity").fill("7");
  await lines.nth(2).getByLabel("Quantity").fill("5");
  const form = page.locator("#quote-form");
  await form.getByLabel("Name").fill("Basket Buyer");
  await form.getByLabel("Phone").fill("12");
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(form.locator(".field-error", { hasText: "Company is required." })).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Basket Buyer");
  await expect(lines.nth(1).getByLabel("Quantity")).toHaveValue("7");
  await expect(lines.nth(2).getByLabel("Quantity")).toHaveValue("5");
  // A quantity out of bounds is refused beside its line.
  await lines.nth(2).getByLabel("Quantity").fill("0");
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(lines.nth(2).locator(".field-error")).toHaveText(
    "Quantity must be a whole number from 1 to 9999.",
  );
  await expect(lines.nth(2).getByLabel("Quantity")).toHaveAttribute("aria-invalid", "true");
  await expect(lines.nth(1).getByLabel("Quantity")).toHaveValue("7");
  await lines.nth(2).getByLabel("Quantity").fill("5");

  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Country").selectOption("United Kingdom");
  await form.getByLabel("Phone").fill("07911 123456");
  await form.getByLabel("Company").fill("Sparks Ltd");
  await form.getByLabel(/Message/).fill("Delivery to Slough, please.");
  await form.getByRole("button", { name: "Send quote request" }).click();

  // The confirmation lists what was sent.
  const reference = page.locator(".quote-reference");
  await expect(reference).toHaveText(/^Q-\d{6,}$/);
  const ref = (await reference.textContent())!;
  const sent = page.locator(".sent-panel__lines li");
  await expect(sent).toHaveText([
    `${cable.name}: 2 × 150 m`,
    `${box.name}: 7 × 100 m box (SKU ${sku})`,
    `${tool.name}: 5`,
  ]);
  await expect(page.getByText("Your quote is empty")).toHaveCount(0);
  await expect(page.locator(".quote-line")).toHaveCount(0);
  // The reference alone lists nothing: only the browser that sent it, once.
  await page.reload();
  await expect(reference).toHaveText(ref);
  await expect(sent).toHaveCount(0);

  // The worker writes the two e-mails shortly after the answer: the lines as typed, with SKUs.
  await expect.poll(() => mailsAbout(ref).length, { timeout: 20_000 }).toBe(2);
  const copy = mailsAbout(ref).find((m) => new RegExp(`^To: ${email}$`, "mi").test(m));
  const notice = mailsAbout(ref).find((m) => m !== copy);
  for (const mail of [copy, notice]) {
    expect(mail).toContain(`${cable.name}: 2 × 150 m`);
    expect(mail).toContain(`${box.name}: 7 × 100 m box`);
    expect(mail).toContain(`SKU: ${sku}`);
    expect(mail).toContain(`${tool.name}: 5`);
  }
  expect(notice).toMatch(/^To: sales@/im);

  // The basket is empty, and its cookie gone.
  await page.goto("/quote");
  await expect(page.getByText("Your quote is empty.")).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === "bel_quote")).toBe(false);

  // Staff read the lines as typed, with their SKUs; the reply's subject carries the reference.
  await login("admin");
  await page.goto(`/admin/messages/${Number(ref.slice(2))}`);
  const rows = page.locator(".adm-enquiry-lines tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("2 × 150 m");
  await expect(rows.nth(1)).toContainText(sku);
  await expect(rows.nth(1)).toContainText("7 × 100 m box");
  await expect(rows.nth(2)).toContainText("5");
  const reply = page.getByRole("link", { name: "Reply by e-mail" });
  await expect(reply).toHaveAttribute(
    "href",
    `mailto:${email}?subject=${encodeURIComponent(`Re: Quotation ${ref}`)}`,
  );
});

test("a line's Remove and Update keep what was typed in the other lines and in the details", async ({
  page,
}) => {
  const { cable, box, tool } = basketProducts();
  await addFromPage(page, cable, "2", "150");
  await addFromPage(page, box, "1");
  await addFromPage(page, tool, "3");

  await page.goto("/quote");
  const lines = page.locator(".quote-line");
  const form = page.locator("#quote-form");
  await expect(lines).toHaveCount(3);
  await lines.nth(0).getByLabel("Drum", { exact: true }).check();
  await lines.nth(0).getByLabel("Drum size").selectOption("500 m");
  await lines.nth(0).getByLabel("Quantity").fill("4");
  await lines.nth(2).getByLabel("Quantity").fill("9");
  await form.getByLabel("Name").fill("Kept Typing");
  await form.getByLabel("Company").fill("Kept Ltd");

  // Remove the box: the cable and the tool keep what was typed, and so do the details.
  await lines.nth(1).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Your quote has been updated.")).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(cable.name);
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("4");
  await expect(lines.nth(0).getByLabel("Drum", { exact: true })).toBeChecked();
  await expect(lines.nth(0).getByLabel("Drum size")).toHaveValue("500 m");
  await expect(lines.nth(1)).toContainText(tool.name);
  await expect(lines.nth(1).getByLabel("Quantity")).toHaveValue("9");
  await expect(form.getByLabel("Name")).toHaveValue("Kept Typing");
  await expect(form.getByLabel("Company")).toHaveValue("Kept Ltd");

  // The tool's Update keeps the cable's new quantity too. The field shows what was typed at once:
  // the page's answer is what says it was kept (a next click would cancel one still on its way).
  await lines.nth(0).getByLabel("Quantity").fill("6");
  const updated = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith("/quote") && r.request().method() === "POST",
  );
  await lines.nth(1).getByRole("button", { name: "Update" }).click();
  expect((await updated).status()).toBe(200);
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("6");
  await expect(form.getByLabel("Name")).toHaveValue("Kept Typing");

  // A wrong quantity stops a removal and is shown beside its line; nothing is lost or removed.
  await lines.nth(0).getByLabel("Quantity").fill("0");
  await lines.nth(1).getByRole("button", { name: "Remove" }).click();
  await expect(lines.nth(0).locator(".field-error")).toHaveText(
    "Quantity must be a whole number from 1 to 9999.",
  );
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("0");
  await expect(lines.nth(1).getByLabel("Quantity")).toHaveValue("9");
  await expect(form.getByLabel("Company")).toHaveValue("Kept Ltd");

  // What was kept is the basket's, past a reload.
  await page.goto("/quote");
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("6");
  await expect(lines.nth(0).getByLabel("Drum size")).toHaveValue("500 m");
  await expect(lines.nth(1).getByLabel("Quantity")).toHaveValue("9");
  const chat = page.getByRole("link", { name: "Send this list on WhatsApp" });
  const chatText = decodeURIComponent((await chat.getAttribute("href")) ?? "");
  expect(chatText).toContain(`${cable.name}: 6 × 500 m drum`);
  expect(chatText).toContain(`${tool.name}: 9`);

  // The last line removed: an empty quote, and no cookie.
  await lines.nth(1).getByRole("button", { name: "Remove" }).click();
  await expect(lines).toHaveCount(1);
  await lines.nth(0).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Your quote is empty.")).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === "bel_quote")).toBe(false);
});

import { expect, outbox, test } from "./admin.fixtures";
import { createProducts, withDb } from "./data";

// Runs in the "js" and "no-js" projects (docs/quotes.md, Quote basket and Enquiry workflow): a
// visitor sends a basket of two products, one cut to a length, and gets a reference; the two
// e-mails are in the outbox; staff find the enquiry in Messages, read its lines, set it to Quoted,
// assign it, add a note and export it; the audit log shows the status change.

/** Makes the product cable cut to length: the seeded Length group's "Cut to length". */
function soldByLength(productId: number) {
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO product_specifications (product_id, spec_id, value_id)
         SELECT ?, grp.id, v.id FROM specifications v JOIN specifications grp ON grp.id = v.parent_id
         WHERE grp.slug = 'length' AND grp.parent_id IS NULL AND v.slug = 'cut-to-length'`,
      )
      .run(productId),
  );
}

test("a basket sent by a visitor is worked by staff through Messages to Quoted", async ({
  page,
  login,
  word,
}) => {
  test.slow();
  const [cable, tool] = createProducts(word, [{ name: "Twin and earth" }, { name: "Crimp tool" }]);
  soldByLength(cable.id);
  const email = `buyer.${word.toLowerCase()}@example.com`;
  const company = `Sparks ${word}`;

  // The visitor's basket: the cable cut to 150 m, the tool by quantity, then changed.
  await page.goto(`/products/${cable.slug}`);
  const add = page.locator("form.add-to-quote");
  await add.getByLabel("Quantity").fill("2");
  await add.getByLabel("Cut to").check();
  await add.getByLabel("Length in metres").fill("150");
  await add.getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await page.goto(`/products/${tool.slug}`);
  await page.locator("form.add-to-quote").getByLabel("Quantity").fill("3");
  // The product's own form: its related products' cards have an "Add to quote" each.
  await page.locator("form.add-to-quote").getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();

  await page.goto("/quote");
  const lines = page.locator(".quote-line");
  await expect(lines).toHaveCount(2);
  await lines.nth(1).getByLabel("Quantity").fill("4");
  await lines.nth(1).getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Your quote has been updated.")).toBeVisible();

  const form = page.locator("#quote-form");
  await form.getByLabel("Name").fill(`Buyer ${word}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Country").selectOption("United Kingdom");
  await form.getByLabel("Phone").fill("07911 123456");
  await form.getByLabel("Company").fill(company);
  await form.getByLabel(/Message/).fill("Delivery to Slough, please.");
  await form.getByRole("button", { name: "Send quote request" }).click();
  const reference = page.locator(".quote-reference");
  await expect(reference).toHaveText(/^Q-\d{6,}$/);
  const ref = (await reference.textContent())!;

  // outbox() gives quoted-printable bytes as Latin-1 characters: read them back as UTF-8.
  const about = () =>
    outbox()
      .map((m) => Buffer.from(m, "latin1").toString("utf8"))
      .filter((m) => m.includes(ref));
  await expect.poll(() => about().length, { timeout: 20_000 }).toBe(2);
  const copy = about().find((m) => new RegExp(`^To: ${email}$`, "mi").test(m));
  expect(copy).toContain(`${cable.name}: 2 × 150 m`);
  expect(copy).toContain(`${tool.name}: 4`);
  const notice = about().find((m) => m !== copy);
  expect(notice).toMatch(/^To: sales@/im);
  expect(notice).toContain(`${cable.name}: 2 × 150 m`);

  // Staff find it in Messages: quotation requests, new, searched by its reference.
  const staff = await login("admin");
  await page.goto("/admin/messages");
  await page.getByLabel("Search messages").fill(ref);
  await page.getByLabel("Kind").selectOption("quotation");
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/kind=quotation/);
  const row = page.getByRole("row").filter({ hasText: `Quotation ${ref}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Buyer ${word}`);
  await expect(row).toContainText("New");
  await expect(row).toContainText("Unassigned");

  // Its lines, with the products' two pages.
  await row.getByRole("link", { name: `Quotation ${ref}` }).click();
  await expect(page.getByRole("heading", { name: `Quotation ${ref}` })).toBeVisible();
  const productRows = page.locator(".adm-enquiry-lines tbody tr");
  await expect(productRows).toHaveCount(2);
  await expect(productRows.nth(0)).toContainText(cable.name);
  await expect(productRows.nth(0)).toContainText("2 × 150 m");
  await expect(productRows.nth(1)).toContainText(tool.name);
  await expect(productRows.nth(1)).toContainText("4");
  await expect(
    productRows.nth(0).getByRole("link", { name: `Edit ${cable.name}` }),
  ).toHaveAttribute("href", `/admin/products/${cable.slug}`);
  await expect(
    productRows.nth(1).getByRole("link", { name: `View ${tool.name} on the site` }),
  ).toHaveAttribute("href", `/products/${tool.slug}`);

  // Quoted, assigned, and a note (refused empty first, beside its field).
  await page.getByLabel("Status", { exact: true }).selectOption("quoted");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByText("Status updated")).toBeVisible();
  await expect(page.locator(".adm-message__badges")).toContainText("Quoted");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("quoted");

  await page.getByLabel("Assigned to").selectOption({ label: staff.name });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Assignee updated")).toBeVisible();
  await expect(page.getByLabel("Assigned to")).toHaveValue(String(staff.id));

  const noteField = page.getByLabel("Add a note");
  await noteField.fill("   ");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write the note.")).toBeVisible();
  await noteField.fill(`Quoted 2 drums ${word}; call back on Friday.`);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible();
  const note = page.locator(".adm-enquiry__notes li");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(`Quoted 2 drums ${word}; call back on Friday.`);
  await expect(note).toContainText(staff.name);
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  // The list finds it as Quoted and mine; its CSV has a row per line.
  await page.goto(`/admin/messages?status=quoted&assignee=me&q=${encodeURIComponent(company)}`);
  const mine = page.getByRole("row").filter({ hasText: `Quotation ${ref}` });
  await expect(mine).toContainText("Quoted");
  await expect(mine).toContainText(staff.name);
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  const href = (await exportLink.getAttribute("href"))!;
  expect(href).toContain("/api/bel/admin/messages.csv?");
  expect(href).toContain("status=quoted");
  const csv = await page.request.get(href);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="messages-/);
  const rows = (await csv.text()).trimEnd().split("\r\n");
  expect(rows).toHaveLength(3);
  expect(rows[1]).toContain(`${ref},`);
  expect(rows[1]).toContain(`,quotation,Quoted,${staff.name},Buyer ${word},${email},${company},`);
  expect(rows[1]).toContain(`,${cable.name},${cable.slug},2,150,,`);
  expect(rows[2]).toContain(`,${tool.name},${tool.slug},4,,,`);

  // The audit log shows the status change, readably.
  await page.goto("/admin/audit?entity=contact_message");
  const change = page.getByRole("row").filter({
    hasText: `Set the status of ${ref}, the quotation request from Buyer ${word} to Quoted`,
  });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(staff.name);
  await expect(change.locator(".adm-changes")).toContainText("status");
  await expect(change.locator(".adm-changes del")).toHaveText("New");
  await expect(change.locator(".adm-changes ins")).toHaveText("Quoted");
});

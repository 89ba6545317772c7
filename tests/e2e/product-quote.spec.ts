/**
 * The product page's one quote path and its datasheets (docs/storefront.md, Product page;
 * docs/decisions.md, One quote path: the basket), with JavaScript on ("js") and off ("no-js"):
 * Add to quote, asking what /quote asks for the product as it is sold; no Quotation modal, a
 * stale `?quote=1` address showing the page as it is; one datasheet button, for the generated
 * PDF, and the uploaded PDF, where there is one, named apart.
 */
import { expect, test } from "@playwright/test";
import { createProducts, uniqueWord, withDb } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });

const GENERATED = /^Product datasheet \(PDF, always current\)/;
const UPLOADED = /^Manufacturer's datasheet \(PDF\)/;

test("the product page offers one quote path, the basket, and one generated-datasheet button", async ({
  page,
}) => {
  const word = uniqueWord();
  const [boxed, plain] = createProducts(word, [
    { name: "Data cable box", datasheet: true },
    { name: "Crimp tool" },
  ]);
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO product_specifications (product_id, spec_id, value_id)
         SELECT ?, grp.id, v.id FROM specifications v JOIN specifications grp ON grp.id = v.parent_id
         WHERE grp.slug = 'length' AND grp.parent_id IS NULL AND v.slug = '305m'`,
      )
      .run(boxed.id),
  );

  // A stale address of the former quotation modal: the page, as it is, and no dialog.
  const answer = await page.goto(`/products/${boxed.slug}?quote=1`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(boxed.name);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Quotation", includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Request quotation" })).toHaveCount(0);

  // One quote path: Add to quote, for the product as it is sold (here a box of 305 m).
  const summary = page.locator(".product-summary");
  const add = summary.locator("form.add-to-quote");
  await expect(summary.locator("form")).toHaveCount(1);
  await expect(add.getByLabel("Quantity")).toHaveValue("1");
  await expect(add.getByText("× 305 m box")).toBeVisible();
  await expect(add.getByLabel("Cut to")).toHaveCount(0);
  await expect(add.getByRole("link", { name: "your quote" })).toHaveAttribute("href", "/quote");

  // One datasheet button, for the generated PDF; the uploaded PDF named apart, as a link.
  const generated = summary.getByRole("link", { name: GENERATED });
  await expect(generated).toHaveCount(1);
  await expect(generated).toHaveAttribute("href", `/products/${boxed.slug}/datasheet.pdf`);
  await expect(generated).toHaveClass(/\bbtn\b/);
  const uploaded = summary.getByRole("link", { name: UPLOADED });
  await expect(uploaded).toHaveAttribute("href", /^\/uploads\/datasheets\/[0-9a-f]{24}\.pdf$/);
  await expect(uploaded).not.toHaveClass(/\bbtn\b/);
  await expect(summary.locator("a.btn", { hasText: /datasheet/i })).toHaveCount(1);
  await expect(summary.getByRole("link", { name: /datasheet/i })).toHaveCount(2);

  // The same fields as its line on /quote.
  await add.getByLabel("Quantity").fill("2");
  await add.getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await page.goto("/quote");
  const line = page.locator(".quote-line");
  await expect(line.getByLabel("Quantity")).toHaveValue("2");
  await expect(line.getByText("× 305 m box")).toBeVisible();

  // Without an uploaded PDF: the generated datasheet alone; a product sold by the unit: a
  // quantity alone.
  await page.goto(`/products/${plain.slug}`);
  await expect(page.getByRole("link", { name: GENERATED })).toHaveCount(1);
  await expect(page.getByRole("link", { name: UPLOADED })).toHaveCount(0);
  const plainAdd = page.locator(".product-summary form.add-to-quote");
  await expect(plainAdd.getByLabel("Quantity")).toHaveValue("1");
  await expect(plainAdd.locator(".add-to-quote__unit")).toHaveCount(0);
  await expect(plainAdd.getByLabel("Cut to")).toHaveCount(0);

  // The modal's action is gone with it.
  const posted = await page.request.post(`/products/${plain.slug}`, {
    form: { intent: "quote", name: "Sam", email: "sam@example.com", company: "X", query: "Q" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(400);
});

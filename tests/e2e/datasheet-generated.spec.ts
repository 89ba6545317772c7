/**
 * The datasheet generated from a product's own data (docs/variants.md, "Generated datasheets"):
 * offered on the product page and in the technical library, it downloads as a PDF holding the
 * product's name, its specification values and its page's address, and follows a renamed
 * specification group (new text, new ETag); a repeated conditional request is answered 304.
 */
import slugify from "slugify";
import { pdfText } from "../pdf-text";
import { expect, test } from "./admin.fixtures";
import { createProducts, withDb } from "./data";
import { PORT } from "./environment.js";

const LINK = "Product datasheet (PDF, always current)";

/** A specification group of the test's own with one value, given to `product`. */
function giveSpecification(product: { id: number }, group: string, value: string) {
  withDb((db) =>
    db
      .transaction(() => {
        const insert = db
          .prepare(
            `INSERT INTO specifications (title, slug, parent_id, position)
             VALUES (@title, @slug, @parentId,
               (SELECT coalesce(max(position), -1) + 1 FROM specifications
                WHERE parent_id IS @parentId))
             RETURNING id`,
          )
          .pluck();
        const add = (title: string, parentId: number | null) =>
          insert.get({ title, slug: slugify(title, { lower: true, strict: true }), parentId });
        const groupId = add(group, null) as number;
        const valueId = add(value, groupId) as number;
        db.prepare(
          "INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)",
        ).run(product.id, groupId, valueId);
      })
      .immediate(),
  );
}

test("the product page offers the generated datasheet: a PDF with the name, the specifications and the page's address", async ({
  page,
  word,
}) => {
  const [product] = createProducts(word, [{ name: "Datasheet cable", sheath: "lszh", images: 1 }]);
  giveSpecification(product, `Jacket ${word}`, "Crimson");
  await page.goto(`/products/${product.slug}`);
  const link = page.getByRole("link", { name: LINK });
  await expect(link).toHaveAttribute("href", `/products/${product.slug}/datasheet.pdf`);
  // No uploaded datasheet: the generated one alone.
  await expect(page.getByRole("link", { name: "Datasheet", exact: true })).toHaveCount(0);

  const answer = await page.request.get((await link.getAttribute("href"))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toBe(
    `inline; filename="${product.slug}-datasheet.pdf"`,
  );
  const text = pdfText(await answer.body());
  for (const part of [product.name, "Sheath Material", "LSZH", `Jacket ${word}`, "Crimson"])
    expect(text).toContain(part);
  // The page's address under its QR code, in lines of the column's width.
  expect(text.replace(/\n/g, "")).toContain(`http://127.0.0.1:${PORT}/products/${product.slug}`);
});

test("after staff rename a specification group the datasheet says the new title, under a new ETag; unchanged, it is answered 304", async ({
  page,
  login,
  word,
}) => {
  const group = `Jacket ${word}`;
  const renamed = `Outer sheath ${word}`;
  const [product] = createProducts(word, [{ name: "Renamed spec cable" }]);
  giveSpecification(product, group, "Crimson");
  const address = `/products/${product.slug}/datasheet.pdf`;

  const before = await page.request.get(address);
  expect(before.status()).toBe(200);
  const etag = before.headers()["etag"];
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(pdfText(await before.body())).toContain(group);
  const again = await page.request.get(address, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["etag"]).toBe(etag);
  const since = await page.request.get(address, {
    headers: { "If-Modified-Since": before.headers()["last-modified"] },
  });
  expect(since.status()).toBe(304);

  await login("manager");
  await page.goto("/admin/field");
  const card = page.getByRole("region", { name: group });
  await card.getByRole("link", { name: `Edit ${group}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Specification" });
  await dialog.getByLabel("Title").fill(renamed);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Specification updated successfully!!!")).toBeVisible();

  const after = await page.request.get(address, { headers: { "If-None-Match": etag } });
  expect(after.status()).toBe(200);
  expect(after.headers()["etag"]).not.toBe(etag);
  const text = pdfText(await after.body());
  expect(text).toContain(renamed);
  expect(text).not.toContain(group);
  expect(text).toContain("Crimson");
});

test("the technical library offers the generated datasheet beside the uploaded one, or alone", async ({
  page,
  word,
}) => {
  const [uploaded, none] = createProducts(word, [
    { name: "Library cable", datasheet: true },
    { name: "Library cable" },
  ]);
  await page.goto(`/technical-library?keyword=${word}`);
  await expect(page.getByRole("status")).toHaveText(`2 datasheets for "${word}"`);
  const withUpload = page.locator(".datasheet-grid__item").filter({ hasText: uploaded.name });
  await expect(withUpload.locator(".datasheet-card")).toHaveAttribute(
    "href",
    /^\/uploads\/datasheets\/[0-9a-f]{24}\.pdf$/,
  );
  await expect(withUpload.getByRole("link", { name: LINK })).toHaveAttribute(
    "href",
    `/products/${uploaded.slug}/datasheet.pdf`,
  );
  const alone = page.locator(".datasheet-grid__item").filter({ hasText: none.name });
  await expect(alone.getByRole("link")).toHaveCount(1);
  await expect(
    alone.getByRole("link", { name: new RegExp(LINK.replace(/[()]/g, "\\$&")) }),
  ).toHaveAttribute("href", `/products/${none.slug}/datasheet.pdf`);
});

test("an unknown product's datasheet is the 404 page", async ({ page }) => {
  const answer = await page.goto("/products/no-such-cable-anywhere/datasheet.pdf");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
});

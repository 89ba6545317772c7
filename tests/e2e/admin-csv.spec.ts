/**
 * The catalogue CSV (docs/admin.md, Catalogue CSV), in the "js" and "no-js" projects: the
 * products table's Export CSV downloads the filtered list; that file imports back with every
 * row unchanged; a file with a new product and a row of an unknown category previews exactly
 * that, and Apply writes the new product only.
 */
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { expect, test } from "./admin.fixtures";
import { createProducts, withDb } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });

test("export the filtered list, import it back unchanged, then apply a new row", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  createProducts(word, [{ name: "Export twin" }, { name: "Export pair", images: 1 }]);
  await page.goto(`/admin/products?q=${word}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await download.path(), "utf8");
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(2);
  expect(rows.every((r) => r.name.includes(word))).toBe(true);

  // The same file back: nothing to do.
  await page.goto("/admin/products/import");
  await page.getByLabel("CSV file").setInputFiles({
    name: "export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(text),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("status").filter({ hasText: "to create" })).toHaveText(
    "0 to create, 0 to update, 2 unchanged, 0 with errors",
  );

  // A new product and one in a category that does not exist.
  const header = Object.keys(rows[0]);
  const added: Record<string, string>[] = [
    { ...rows[0], slug: "", sku: `${word}-NEW`, name: `${word} imported`, images: "" },
    { ...rows[0], slug: "", sku: `${word}-BAD`, name: `${word} lost`, category: "No such family" },
  ];
  const edited = stringify([header, ...[...rows, ...added].map((r) => header.map((h) => r[h]))], {
    delimiter: ";",
  });
  await page.getByLabel("CSV file").setInputFiles({
    name: "edited.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(edited),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("status").filter({ hasText: "to create" })).toHaveText(
    "1 to create, 0 to update, 2 unchanged, 1 with errors",
  );
  await expect(
    page.getByRole("cell", { name: "Error: unknown category “No such family”" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Apply: 1 created, 0 updated" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(
    page.getByText("Catalogue imported: 1 created, 0 updated, 2 unchanged, 1 refused"),
  ).toBeVisible();
  const made = withDb((db) =>
    db.prepare("SELECT name FROM products WHERE sku LIKE ? ORDER BY sku").all(`${word}-%`),
  );
  expect(made).toEqual([{ name: `${word} imported` }]);
});

test("a file that is not CSV is refused with a message", async ({ page, login }) => {
  await login("manager");
  await page.goto("/admin/products/import");
  await page.getByLabel("CSV file").setInputFiles({
    name: "picture.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("alert")).toContainText("This file is not a CSV file");
});

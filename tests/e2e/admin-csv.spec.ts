/**
 * The catalogue CSV (docs/admin.md, Catalogue CSV), in the "js" and "no-js" projects: the
 * products table's Export CSV downloads the filtered list; that file imports back with every
 * row unchanged; a file with a new product and a row of an unknown category previews exactly
 * that, and Apply writes the new product only; 3 good rows, an unknown category and an unknown
 * specification value preview exactly that and apply 3, or 4 creating the value; a 30 MB file, a
 * formula and a file that is no ZIP are refused; pictures come from a ZIP sent with the CSV.
 */
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { makeZip } from "../zip";
import { expect, test } from "./admin.fixtures";
import { createProducts, TEST_FAMILY, withDb } from "./data";

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

/** The names the import reads: the test family's category and a value of "Sheath Material". */
function catalogueNames() {
  return withDb((db) => ({
    family: (
      db.prepare("SELECT name FROM categories WHERE slug = ?").get(TEST_FAMILY) as { name: string }
    ).name,
    group: (
      db
        .prepare(
          "SELECT title FROM specifications WHERE slug = 'sheath-material' AND parent_id IS NULL",
        )
        .get() as { title: string }
    ).title,
    value: (
      db
        .prepare(
          `SELECT v.title FROM specifications v JOIN specifications g ON g.id = v.parent_id
           WHERE g.slug = 'sheath-material' ORDER BY v.id LIMIT 1`,
        )
        .get() as { title: string }
    ).title,
  }));
}

async function preview(page: Page, name: string, text: string | Buffer, zip?: Buffer) {
  await page.goto("/admin/products/import");
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  // A large file is chosen from the disk, as a person does: sent as a buffer, its 30 MB would
  // cross the browser's protocol in base64, which a busy machine takes longer than a step's wait.
  if (bytes.length > 1024 * 1024) {
    const file = test.info().outputPath(name);
    fs.writeFileSync(file, bytes);
    await page.getByLabel("CSV file").setInputFiles(file);
  } else {
    await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: bytes });
  }
  if (zip)
    await page
      .getByLabel("Pictures (ZIP, optional)")
      .setInputFiles({ name: "pictures.zip", mimeType: "application/zip", buffer: zip });
}

const countsLine = (page: Page) => page.getByRole("status").filter({ hasText: "to create" });

test("3 good rows, an unknown category and an unknown value: preview, apply 3, then the 4th creating the value", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const { family, group, value } = catalogueNames();
  const odd = `${word} violet`;
  const text = [
    `sku;name;category;description;${group}`,
    `${word}-G1;${word} good one;${family};One.;${value}`,
    `${word}-G2;${word} good two;${family};Two.;`,
    `${word}-G3;${word} good three;${family};Three.;${value}`,
    `${word}-C;${word} lost;No such family;Four.;`,
    `${word}-V;${word} odd colour;${family};Five.;${odd}`,
  ].join("\n");
  await preview(page, "five.csv", text);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(countsLine(page)).toHaveText("3 to create, 0 to update, 0 unchanged, 2 with errors");
  await expect(
    page.getByRole("cell", { name: "Error: unknown category “No such family”" }),
  ).toBeVisible();
  await expect(
    page.getByRole("cell", { name: `Error: unknown specification value “${odd}” of ${group}` }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Apply: 3 created, 0 updated" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(
    page.getByText("Catalogue imported: 3 created, 0 updated, 0 unchanged, 2 refused"),
  ).toBeVisible();

  // The same file, creating the missing value: the 4th row goes in, the three are unchanged.
  await preview(page, "five.csv", text);
  await page.getByLabel("Create specification values the file names that do not exist yet").check();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(countsLine(page)).toHaveText("1 to create, 0 to update, 3 unchanged, 1 with errors");
  await page.getByRole("button", { name: "Apply: 1 created, 0 updated" }).click();
  await expect(
    page.getByText("Catalogue imported: 1 created, 0 updated, 3 unchanged, 1 refused"),
  ).toBeVisible();
  const made = withDb((db) =>
    db
      .prepare(
        `SELECT p.sku, v.title AS value FROM products p
         LEFT JOIN product_specifications ps ON ps.product_id = p.id
         LEFT JOIN specifications v ON v.id = ps.value_id
         WHERE p.sku LIKE ? ORDER BY p.sku`,
      )
      .all(`${word}-%`),
  );
  expect(made).toEqual([
    { sku: `${word}-G1`, value },
    { sku: `${word}-G2`, value: null },
    { sku: `${word}-G3`, value },
    { sku: `${word}-V`, value: odd },
  ]);
});

test("a 30 MB file and a formula in a name are refused, nothing written; the export escapes formulas", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const { family } = catalogueNames();
  await preview(page, "huge.csv", Buffer.alloc(30 * 1024 * 1024, "a"));
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("alert")).toHaveText("The file is larger than 20 MB");

  const formula = `sku;name;category;description\n${word}-F;=HYPERLINK("http://evil.example","${word}");${family};Text.`;
  await preview(page, "formula.csv", formula);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(countsLine(page)).toHaveText("0 to create, 0 to update, 0 unchanged, 1 with errors");
  await expect(
    page.getByRole("cell", { name: /^Error: name starts like a spreadsheet formula/ }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply: 0 created, 0 updated" })).toBeDisabled();
  expect(
    withDb((db) =>
      db.prepare("SELECT count(*) AS n FROM products WHERE sku LIKE ?").get(`${word}-%`),
    ),
  ).toEqual({ n: 0 });

  // A product named like a formula is exported as text (a leading apostrophe).
  createProducts(word, [{ name: '=HYPERLINK("http://evil.example")' }]);
  await page.goto(`/admin/products?q=${word}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const rows = parse(fs.readFileSync(await download.path(), "utf8"), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(rows.map((r) => r.name)).toEqual([`'=HYPERLINK("http://evil.example") ${word} 1`]);
});

test("pictures from a ZIP sent with the CSV; a file that is no ZIP is refused", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const { family } = catalogueNames();
  const picture = await sharp({
    create: { width: 80, height: 60, channels: 3, background: "#2060c0" },
  })
    .png()
    .toBuffer();
  const text = [
    "sku;name;category;description;images",
    `${word}-Z;${word} zipped;${family};With a picture.;front.png`,
    `${word}-Y;${word} missing;${family};Without.;nowhere.png`,
  ].join("\n");
  await preview(page, "zipped.csv", text, Buffer.from("this is no zip"));
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("alert")).toHaveText("The images file is not a ZIP archive");

  const zip = makeZip([
    { name: "photos/front.png", data: picture },
    { name: "../nowhere.png", data: picture },
  ]);
  await preview(page, "zipped.csv", text, zip);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(countsLine(page)).toHaveText("1 to create, 0 to update, 0 unchanged, 1 with errors");
  await expect(page.getByRole("cell", { name: "Error: unknown image: nowhere.png" })).toBeVisible();
  await page.getByRole("button", { name: "Apply: 1 created, 0 updated" }).click();
  await expect(
    page.getByText("Catalogue imported: 1 created, 0 updated, 0 unchanged, 1 refused"),
  ).toBeVisible();
  const [image] = withDb((db) =>
    db
      .prepare(
        `SELECT i.file, i.width FROM product_images i JOIN products p ON p.id = i.product_id
         WHERE p.sku = ?`,
      )
      .all(`${word}-Z`),
  ) as { file: string; width: number }[];
  expect(image.file).toMatch(/^products\/[0-9a-f]{24}-\d+\.webp$/);
  expect(image.width).toBe(80);
  const served = await page.request.get(`/uploads/${image.file}`);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/webp"]);
});

test("the preview lists errors, creates and updates before unchanged rows, shows each update's changes and says errors are skipped", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  createProducts(
    word,
    Array.from({ length: 12 }, (_, i) => ({ name: `Preview ${String(i).padStart(2, "0")}` })),
  );
  const exported = await page.request.get(`/api/bel/admin/products.csv?q=${word}&sort=name`);
  const rows = parse(await exported.text(), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  expect(rows).toHaveLength(12);
  const header = Object.keys(rows[0]);
  const renamed = `${rows[11].name} (new packaging)`;
  // Twelve unchanged rows first, as a file of a hundred unchanged rows would have them, then an
  // update, a new product and a row in error at the end.
  const text = stringify([
    header,
    ...rows.slice(0, 11).map((r) => header.map((h) => r[h])),
    header.map((h) => (h === "name" ? renamed : rows[11][h])),
    header.map((h) =>
      h === "slug" ? "" : h === "sku" ? `${word}-NEW` : h === "name" ? `${word} new` : rows[0][h],
    ),
    header.map((h) =>
      h === "slug"
        ? ""
        : h === "sku"
          ? `${word}-BAD`
          : h === "category"
            ? "No such family"
            : rows[0][h],
    ),
  ]);
  await preview(page, "mixed.csv", text);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(countsLine(page)).toHaveText(
    "1 to create, 1 to update, 11 unchanged, 1 with errors",
  );
  await expect(
    page.getByText(
      "The row with errors will be skipped: Apply writes the other rows only. Correct it in the file and import the file again to add it.",
    ),
  ).toBeVisible();

  // Errors, then the new row and the update, then the unchanged ones.
  const results = page.locator(".adm-table--import tbody tr");
  await expect(results).toHaveCount(14);
  const result = (i: number) => results.nth(i).locator('td[data-label="Result"]');
  await expect(result(0)).toHaveText("Error: unknown category “No such family”");
  await expect(result(1)).toHaveText("Create");
  await expect(result(2)).toHaveText("Update");
  for (let i = 3; i < 14; i++) await expect(result(i)).toHaveText("Unchanged");

  // The update says what it changes: the name, from now to the file's.
  const changes = results.nth(2).locator(".adm-changes");
  await expect(changes.locator("dt")).toHaveText(["name"]);
  await expect(changes.locator("del")).toHaveText(rows[11].name);
  await expect(changes.locator("ins")).toHaveText(renamed);
  await expect(results.nth(1).locator('td[data-label="Changes (now → in the file)"]')).toHaveText(
    "—",
  );

  await page.getByRole("button", { name: "Apply: 1 created, 1 updated" }).click();
  await expect(
    page.getByText("Catalogue imported: 1 created, 1 updated, 11 unchanged, 1 refused"),
  ).toBeVisible();
  const names = withDb((db) =>
    db
      .prepare("SELECT name FROM products WHERE name = ? OR sku LIKE ? ORDER BY name")
      .all(renamed, `${word}-%`),
  );
  expect(names).toEqual([{ name: renamed }, { name: `${word} new` }]);
});

test("the progress page of an import that is no more says so", async ({ page, login }) => {
  await login("manager");
  await page.goto(`/admin/products/import/${"0".repeat(32)}`);
  await expect(page.getByRole("heading", { name: "Importing products" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "This preview has expired: upload the file again",
  );
  await page.getByRole("link", { name: "Back to the import" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/import$/);
});

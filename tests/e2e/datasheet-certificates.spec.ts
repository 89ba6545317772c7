/**
 * Datasheets that tell the truth (docs/variants.md, Certificates of a product; Generated
 * datasheets), in the "js" and "no-js" projects: staff tick the certificates that apply to a
 * product in its form, and its page and its datasheet list those and no other (a refused form
 * keeps what was ticked); the demo Cat6 data cable's datasheet lists only the certificates true of
 * it, fits on one page, has its family's variants with their SKUs and the specifier's figures; the
 * tri-rated panel wire's family has every size.
 */
import { PDFDocument } from "pdf-lib";
import { pdfText } from "../pdf-text";
import { expect, test } from "./admin.fixtures";
import { createProducts, withDb } from "./data";

test.use({ viewport: { width: 1280, height: 900 } });

const pageCount = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

/** Certificates of the test's own, after the seeded ones. */
function addCertificates(word: string) {
  const add = (name: string, file: string | null, url: string) =>
    withDb(
      (db) =>
        db
          .prepare(
            `INSERT INTO certificates (name, title, file, url, position)
             VALUES (?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM certificates))
             RETURNING id`,
          )
          .get(name, `${name} certificate`, file, url) as { id: number },
    ).id;
  return {
    quality: {
      name: `Quality ${word}`,
      id: add(`Quality ${word}`, `certificates/q-${word}.pdf`, ""),
    },
    fire: {
      name: `Fire ${word}`,
      id: add(`Fire ${word}`, null, `https://verify.example.com/${word}`),
    },
    data: { name: `Data ${word}`, id: add(`Data ${word}`, `certificates/d-${word}.pdf`, "") },
  };
}

test("staff tick a product's certificates: its page and its datasheet list those and no other; a refused form keeps the ticks", async ({
  page,
  login,
  word,
}) => {
  test.slow();
  const [product] = createProducts(word, [{ name: "Certified cable", images: 1 }]);
  const { quality, fire, data } = addCertificates(word);
  await login("manager");

  await page.goto(`/admin/products/${product.slug}`);
  const chooser = page.getByRole("group", { name: "Certificates" });
  await expect(chooser.getByRole("checkbox", { name: quality.name })).not.toBeChecked();
  await chooser.getByRole("checkbox", { name: quality.name }).check();
  await chooser.getByRole("checkbox", { name: data.name }).check();
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Product updated successfully !!!")).toBeVisible();

  // The product page: exactly these two, each a link to its PDF.
  await page.goto(`/products/${product.slug}`);
  const listed = page.locator(".product-certs");
  await expect(listed.getByRole("heading", { name: "Certifications" })).toBeVisible();
  await expect(listed.getByRole("listitem")).toHaveText([
    `${quality.name} certificate (PDF) (opens in a new tab)`,
    `${data.name} certificate (PDF) (opens in a new tab)`,
  ]);
  await expect(listed.getByRole("link", { name: new RegExp(`^${quality.name}`) })).toHaveAttribute(
    "href",
    `/uploads/certificates/q-${word}.pdf`,
  );

  // The datasheet: these two, not the third, on one page.
  const sheet = await page.request.get(`/products/${product.slug}/datasheet.pdf`);
  expect(sheet.status()).toBe(200);
  const pdf = await sheet.body();
  const text = pdfText(pdf);
  expect(text).toContain(quality.name);
  expect(text).toContain(data.name);
  expect(text).not.toContain(fire.name);
  expect(await pageCount(pdf)).toBe(1);

  // A refused update (no name) comes back with what was ticked and unticked.
  await page.goto(`/admin/products/${product.slug}`);
  await expect(chooser.getByRole("checkbox", { name: quality.name })).toBeChecked();
  await chooser.getByRole("checkbox", { name: data.name }).uncheck();
  await chooser.getByRole("checkbox", { name: fire.name }).check();
  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Please fill all required fields").first()).toBeVisible();
  await expect(chooser.getByRole("checkbox", { name: quality.name })).toBeChecked();
  await expect(chooser.getByRole("checkbox", { name: fire.name })).toBeChecked();
  await expect(chooser.getByRole("checkbox", { name: data.name })).not.toBeChecked();
  // Nothing saved: the page still lists the two.
  const still = await page.request.get(`/products/${product.slug}`);
  expect(await still.text()).toContain(data.name);
});

test("the demo Cat6 data cable's datasheet lists only the certificates true of it, on one page, with its family's SKUs and the specifier's figures", async ({
  page,
}) => {
  const slug = "cat6-u-utp-lszh-data-cable-305m-box-blue";
  const answer = await page.request.get(`/products/${slug}/datasheet.pdf`);
  expect(answer.status()).toBe(200);
  const pdf = await answer.body();
  expect(await pageCount(pdf)).toBe(1);
  const lines = pdfText(pdf).split("\n");
  const certifications = lines.slice(
    lines.indexOf("Certifications") + 1,
    lines.indexOf("Product page"),
  );
  expect(certifications).toEqual([
    "ISO 9001",
    "UKCA & CE",
    "RoHS & REACH",
    "Data cable performance",
  ]);
  for (const claim of ["Fire resistant cables", "Product approval", "ISO 14001"])
    expect(lines).not.toContain(claim);

  // The specifier's figures, as key figures.
  const figures = lines.indexOf("Specifier's data");
  expect(lines.slice(figures + 1, figures + 11)).toEqual([
    "Overall Diameter",
    "6.2 mm",
    "Weight",
    "42 kg/km",
    "Minimum Bend Radius",
    "50 mm",
    "Temperature Range",
    "-20 °C to +60 °C",
    "CPR Class",
    "Dca-s2,d2,a2",
  ]);

  // The family: every member's SKU with its length and colour.
  const family = lines.slice(lines.indexOf("Variants in this family"));
  expect(family.slice(0, 4)).toEqual(["Variants in this family", "SKU", "Length", "Sheath Colour"]);
  for (const [sku, length, colour] of [
    ["BEL-C6-UTP-LSZH-BL-100", "100 m", "Blue"],
    ["BEL-C6-UTP-LSZH-WH-100", "100 m", "White"],
    ["BEL-C6-UTP-LSZH-BL-305", "305 m", "Blue"],
    ["BEL-C6-UTP-LSZH-WH-305", "305 m", "White"],
    ["BEL-C6-UTP-LSZH-YE-305", "305 m", "Yellow"],
  ]) {
    const at = family.indexOf(sku);
    expect(family.slice(at, at + 3)).toEqual([sku, length, colour]);
  }
  expect(lines.some((l) => /^Revision \d+ of \d{1,2} [A-Z][a-z]+ \d{4}/.test(l))).toBe(true);

  // Its page lists the same four, and its table shows the figures.
  await page.goto(`/products/${slug}`);
  await expect(page.locator(".product-certs").getByRole("link")).toHaveText([
    /^ISO 9001/,
    /^UKCA & CE/,
    /^RoHS & REACH/,
    /^Data cable performance/,
  ]);
  const table = page.locator(".spec-table");
  await expect(table.getByRole("row", { name: "CPR Class Dca-s2,d2,a2" })).toHaveCount(1);
  await expect(table.getByRole("row", { name: "Overall Diameter 6.2 mm" })).toHaveCount(1);
});

test("a fire resistant cable's datasheet has its fire certification; the tri-rated wire's family has every size", async ({
  page,
}) => {
  const fire = pdfText(
    await (
      await page.request.get(
        "/products/fire-resistant-cable-ph30-2-core-1-5mm2-red-100m/datasheet.pdf",
      )
    ).body(),
  );
  expect(fire).toContain("Fire resistant cables");
  expect(fire).not.toContain("Data cable performance");

  const wire = await page.request.get(
    "/products/tri-rated-panel-wire-0-75mm2-blue-100m/datasheet.pdf",
  );
  const pdf = await wire.body();
  expect(await pageCount(pdf)).toBe(1);
  const lines = pdfText(pdf).split("\n");
  for (const sku of [
    "BEL-TRI-05-OR-100",
    "BEL-TRI-075-BL-100",
    "BEL-TRI-10-BK-100",
    "BEL-TRI-15-GY-100",
  ])
    expect(lines).toContain(sku);
  expect(lines).not.toContain("UKCA & CE"); // wiring inside equipment: no CPR class

  await page.goto("/products/tri-rated-panel-wire-0-75mm2-blue-100m");
  await expect(
    page.locator(".variant-chooser__group", { hasText: "Conductor Size:" }).getByRole("link"),
  ).toHaveText([/^0\.5 mm²/, /^0\.75 mm²/, /^1\.0 mm²/, /^1\.5 mm²/]);
});

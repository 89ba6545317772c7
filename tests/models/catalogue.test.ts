/**
 * The catalogue PDF follows the catalogue: built once per catalogue_version, rebuilt when a
 * product or a category changes (renames included), and never built twice for one version.
 */
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { categories } from "../../db/schema";
import { db } from "~/db.server";
import { getCataloguePdf } from "~/models/catalogue.server";
import { createProduct } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { pdfText } from "../pdf-text";

beforeEach(resetDb);

function catalogue() {
  const t = createTaxonomy();
  createProduct({
    name: "Cat6 U/UTP LSZH",
    shortdescription: "BEL-C6-305",
    description: "",
    categoryId: t.lan.id,
  });
  createProduct({
    name: "SWA 3 core 2.5mm",
    shortdescription: "BEL-SWA-3C25",
    description: "",
    categoryId: t.power.id,
  });
  return t;
}

it("lists each family with its products and their references", async () => {
  catalogue();
  const text = pdfText((await getCataloguePdf()).pdf);
  expect(text).toContain("1. Copper Connectivity");
  expect(text).toContain("2. Industrial Power Cables");
  expect(text).toContain("Cat6 U/UTP LSZH");
  expect(text).toContain("BEL-SWA-3C25");
});

it("reuses the bytes while the catalogue is unchanged", async () => {
  catalogue();
  const first = await getCataloguePdf();
  const second = await getCataloguePdf();
  expect(second.version).toBe(first.version);
  expect(second.pdf).toBe(first.pdf);
});

it("builds once for requests that arrive together", async () => {
  catalogue();
  const [a, b, c] = await Promise.all([getCataloguePdf(), getCataloguePdf(), getCataloguePdf()]);
  expect(b.pdf).toBe(a.pdf);
  expect(c.pdf).toBe(a.pdf);
});

it("is rebuilt when a family is renamed", async () => {
  const t = catalogue();
  const before = await getCataloguePdf();
  db.update(categories)
    .set({ name: "Structured Cabling" })
    .where(eq(categories.id, t.lan.id))
    .run();
  const after = await getCataloguePdf();
  expect(after.version).not.toBe(before.version);
  const text = pdfText(after.pdf);
  expect(text).toContain("1. Structured Cabling");
  expect(text).not.toContain("Copper Connectivity");
});

it("gains a section when a family is added and loses it when the family is removed", async () => {
  catalogue();
  const before = await getCataloguePdf();
  const fibre = db
    .insert(categories)
    .values({ name: "Fibre Optics", slug: "fibre-optics", level: 1, sortOrder: 9 })
    .returning()
    .get();
  const added = await getCataloguePdf();
  expect(added.version).not.toBe(before.version);
  expect(pdfText(added.pdf)).toContain("3. Fibre Optics");

  db.delete(categories).where(eq(categories.id, fibre.id)).run();
  const removed = await getCataloguePdf();
  expect(removed.version).not.toBe(added.version);
  expect(pdfText(removed.pdf)).not.toContain("Fibre Optics");
});

it("is rebuilt when a product is renamed", async () => {
  catalogue();
  await getCataloguePdf();
  db.$client
    .prepare("UPDATE products SET name = 'Cat6A F/FTP LSZH' WHERE name = 'Cat6 U/UTP LSZH'")
    .run();
  const text = pdfText((await getCataloguePdf()).pdf);
  expect(text).toContain("Cat6A F/FTP LSZH");
  expect(text).not.toContain("Cat6 U/UTP LSZH");
});

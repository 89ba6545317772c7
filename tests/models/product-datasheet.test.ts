/**
 * The datasheet generated from a product's data (docs/variants.md, "Generated datasheets"): what
 * it shows (the certificates chosen for it and no other, the specifier's figures, its family's
 * variants), that it fits one page, that it is built once per version of that data and again
 * when any of it changes, that its revision moves with every change of what it shows and with
 * nothing else, and how its route answers (headers, 304, 301, 404).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import {
  categories,
  certificates,
  datasheetRevisions,
  products,
  productSlugHistory,
  specifications,
} from "../../db/schema";
import { db } from "~/db.server";
import { env, paths } from "~/env.server";
import type { Actor } from "~/models/audit.server";
import { createProduct } from "~/models/product.server";
import { setProductCertificates } from "~/models/product-certificate.server";
import {
  forgetBuiltDatasheets,
  productDatasheet,
  type GeneratedDatasheet,
} from "~/models/product-datasheet.server";
import { updateSpecification } from "~/models/specification.server";
import * as pdf from "~/pdf/datasheet.server";
import { loader } from "~/routes/products.$slug_.datasheet[.]pdf";
import { storage } from "~/storage.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { pdfText } from "../pdf-text";
import { insertUser } from "../routes/admin.helpers";

const ORIGIN = "https://cables.example";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const legalName = env.COMPANY_LEGAL_NAME;

beforeEach(() => {
  resetDb();
  forgetBuiltDatasheets();
});
afterEach(() => {
  env.COMPANY_LEGAL_NAME = legalName;
  vi.restoreAllMocks();
  fs.rmSync(paths.uploads, { recursive: true, force: true });
});

function actor(): Actor {
  const user = insertUser({ role: "manager" });
  return { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
}

async function fixture() {
  const t = createTaxonomy();
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  const image = await storage.saveImage("products", png);
  const product = createProduct({
    name: "Cat6 U/UTP LSZH Blue",
    shortdescription: "BEL-C6-305",
    description: "Four-pair data cable with a low-smoke sheath.",
    categoryId: t.lan.id,
    subcategoryId: t.data.id,
    specificationValueIds: [t.lszh.id, t.blue.id],
    images: [image],
  });
  db.update(products).set({ sku: "C6-BL-305" }).where(eq(products.id, product.id)).run();
  const chosen = db
    .insert(certificates)
    .values({ name: "BASEC approved", title: "BASEC", position: 0 })
    .returning()
    .get();
  // A certificate of the company's that is not chosen for this product.
  const other = db
    .insert(certificates)
    .values({
      name: "Fire resistant cables",
      title: "Fire Resistant Cable Certification",
      position: 1,
    })
    .returning()
    .get();
  setProductCertificates(product.id, [chosen.id]);
  return { ...t, product, chosen, other };
}

/** A specification group of `slug` with the one value `value`, given to the product. */
function giveSpecification(productId: number, title: string, slug: string, value: string) {
  const group = db.insert(specifications).values({ title, slug, position: 50 }).returning().get();
  const valueRow = db
    .insert(specifications)
    .values({
      title: value,
      slug: value.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      parentId: group.id,
    })
    .returning()
    .get();
  db.$client
    .prepare("INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)")
    .run(productId, group.id, valueRow.id);
  return { group, value: valueRow };
}

const pageCount = async (pdfBytes: Uint8Array) => (await PDFDocument.load(pdfBytes)).getPageCount();

/** What renaming a product stores (app/models/product-admin.server.ts): its new name and slug, and the former slug. */
function rename(product: { id: number; slug: string }, name: string, slug: string) {
  db.transaction(() => {
    db.update(products).set({ name, slug }).where(eq(products.id, product.id)).run();
    db.insert(productSlugHistory).values({ slug: product.slug, productId: product.id }).run();
  });
  return { name, slug };
}

const built = async (slug: string) => {
  const answer = await productDatasheet(slug, ORIGIN);
  if (!answer || "moved" in answer) throw new Error(`No datasheet for ${slug}`);
  return answer;
};

it("shows the product's own data, its page's address and the company, on one page", async () => {
  const { product } = await fixture();
  const datasheet = await built(product.slug);
  const text = pdfText(datasheet.pdf);
  expect(await pageCount(datasheet.pdf)).toBe(1);
  expect(datasheet.revision).toBe(1);
  for (const part of [
    "BEL Cables",
    "Cat6 U/UTP LSZH Blue",
    "BEL-C6-305",
    "C6-BL-305",
    "Four-pair data cable with a low-smoke sheath.",
    "Sheath Material",
    "LSZH",
    "Sheath Colour",
    "Blue",
    "Certifications",
    "BASEC approved",
    "Product page",
    legalName,
    "Revision",
  ])
    expect(text).toContain(part);
  // The address, written under its QR code (wrapped to the column's width).
  expect(text.replace(/\n/g, "")).toContain(`${ORIGIN}/products/${product.slug}`);
  expect(text).toMatch(/^Revision 1 of \d{1,2} [A-Z][a-z]+ \d{4}/m);
  // The company's other certificate is not this product's.
  expect(text).not.toContain("Fire resistant cables");
  const bytes = Buffer.from(datasheet.pdf).toString("latin1");
  expect(bytes).toContain("/Subtype /Image"); // the picture, read from the store
  expect(datasheet.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
});

it("is built once per version of its data, and again after a change", async () => {
  const { product, sheath, lan, chosen } = await fixture();
  const draw = vi.spyOn(pdf, "datasheetPdf");
  const first = await built(product.slug);
  const [again, together] = await Promise.all([built(product.slug), built(product.slug)]);
  expect(again).toBe(first);
  expect(together).toBe(first);
  expect(draw).toHaveBeenCalledTimes(1);

  // A renamed specification group: a new file, with the new title and not the old one.
  await new Promise((r) => setTimeout(r, 5));
  updateSpecification(actor(), sheath.id, { title: "Jacket Compound" });
  const renamed = await built(product.slug);
  expect(draw).toHaveBeenCalledTimes(2);
  expect(renamed.etag).not.toBe(first.etag);
  expect(renamed.lastModified.getTime()).toBeGreaterThan(first.lastModified.getTime());
  expect(pdfText(renamed.pdf)).toContain("Jacket Compound");
  expect(pdfText(renamed.pdf)).not.toContain("Sheath Material");

  // Its category renamed: built again (the catalogue moved), but the sheet does not show its
  // category, so it is the same sheet, under the same revision and validators.
  await new Promise((r) => setTimeout(r, 5));
  db.update(categories).set({ name: "Copper" }).where(eq(categories.id, lan.id)).run();
  const moved = await built(product.slug);
  expect(draw).toHaveBeenCalledTimes(3);
  expect(moved.etag).toBe(renamed.etag);
  expect(moved.revision).toBe(renamed.revision);
  expect(moved.lastModified).toEqual(renamed.lastModified);

  // The certificate chosen for it renamed.
  await new Promise((r) => setTimeout(r, 5));
  db.update(certificates)
    .set({ name: "BASEC and BSI approved" })
    .where(eq(certificates.id, chosen.id))
    .run();
  const certified = await built(product.slug);
  expect(certified.etag).not.toBe(moved.etag);
  expect(certified.lastModified.getTime()).toBeGreaterThan(moved.lastModified.getTime());
  expect(pdfText(certified.pdf)).toContain("BASEC and BSI approved");

  // Built again from the same data: the same bytes (its dates are the data's, not the build's).
  forgetBuiltDatasheets();
  expect((await built(product.slug)).etag).toBe(certified.etag);

  // The company details (configuration): recorded as changed, so a new file and a later date.
  await new Promise((r) => setTimeout(r, 5));
  env.COMPANY_LEGAL_NAME = "Acme Cables Group plc";
  const company = await built(product.slug);
  expect(company.etag).not.toBe(certified.etag);
  expect(company.lastModified.getTime()).toBeGreaterThan(certified.lastModified.getTime());
  expect(pdfText(company.pdf)).toContain("Acme Cables Group plc");
});

it("follows the product itself: a new name is a new file", async () => {
  const { product } = await fixture();
  const first = await built(product.slug);
  const current = rename(product, "Cat6 U/UTP LSZH Navy", "cat6-uutp-lszh-navy");
  expect(current.slug).not.toBe(product.slug);
  const renamed = await built(current.slug);
  expect(renamed.etag).not.toBe(first.etag);
  expect(pdfText(renamed.pdf)).toContain("Cat6 U/UTP LSZH Navy");
  // The former slug leads to the current one.
  expect(await productDatasheet(product.slug, ORIGIN)).toEqual({ moved: current.slug });
  expect(await productDatasheet("no-such-cable", ORIGIN)).toBeNull();
});

const get = (slug: string, headers: Record<string, string> = {}) =>
  loader({
    request: new Request(`http://localhost/products/${slug}/datasheet.pdf`, { headers }),
    params: { slug },
    context: {},
  }).catch((thrown: unknown) => thrown as Response);

it("answers with the PDF, its validators, 304 when unchanged, 301 and 404", async () => {
  const { product } = await fixture();
  const ok = await get(product.slug);
  expect(ok.status).toBe(200);
  expect(ok.headers.get("Content-Type")).toBe("application/pdf");
  expect(ok.headers.get("Content-Disposition")).toBe(
    `inline; filename="${product.slug}-datasheet.pdf"`,
  );
  expect(ok.headers.get("Cache-Control")).toBe("public, no-cache");
  const etag = ok.headers.get("ETag")!;
  const lastModified = ok.headers.get("Last-Modified")!;
  const datasheet = (await productDatasheet(
    product.slug,
    "http://localhost",
  )) as GeneratedDatasheet;
  expect(etag).toBe(datasheet.etag);
  expect(lastModified).toBe(datasheet.lastModified.toUTCString());
  expect(
    Buffer.from(await ok.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  expect((await get(product.slug, { "If-None-Match": etag })).status).toBe(304);
  expect((await get(product.slug, { "If-None-Match": `"other", W/${etag}` })).status).toBe(304);
  expect((await get(product.slug, { "If-None-Match": '"other"' })).status).toBe(200);
  expect((await get(product.slug, { "If-Modified-Since": lastModified })).status).toBe(304);
  const before = new Date(datasheet.lastModified.getTime() - 2000).toUTCString();
  expect((await get(product.slug, { "If-Modified-Since": before })).status).toBe(200);

  const missing = await get("no-such-cable");
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("PAGE NOT FOUND");

  const current = rename(product, "Cat6 Renamed Again", "cat6-renamed-again");
  const moved = await get(product.slug);
  expect(moved.status).toBe(301);
  expect(moved.headers.get("Location")).toBe(`/products/${current.slug}/datasheet.pdf`);
});

it("lists only the certificates chosen for the product; a variant, its family's", async () => {
  const { product, chosen, other, black } = await fixture();
  const variant = createProduct({
    name: "Cat6 U/UTP LSZH Black",
    description: "The same cable in black.",
    categoryId: product.categoryId,
    specificationValueIds: [black.id],
    parentId: product.id,
  });
  const listed = async (slug: string) => pdfText((await built(slug)).pdf);

  for (const slug of [product.slug, variant.slug]) {
    const text = await listed(slug);
    expect(text).toContain("BASEC approved");
    expect(text).not.toContain("Fire resistant cables");
  }
  // A variant has no choice of its own: the database refuses one.
  expect(() => setProductCertificates(variant.id, [other.id])).toThrow(/family/);

  // Chosen again on the parent: both sheets follow.
  setProductCertificates(product.id, [other.id]);
  for (const slug of [product.slug, variant.slug]) {
    const text = await listed(slug);
    expect(text).toContain("Fire resistant cables");
    expect(text).not.toContain("BASEC approved");
  }

  // None chosen: no Certifications section at all (the QR code stays).
  setProductCertificates(product.id, []);
  const none = await listed(product.slug);
  expect(none).not.toContain("Certifications");
  expect(none).not.toContain("Fire resistant cables");
  expect(none).toContain("Product page");
  expect(await listed(variant.slug)).not.toContain(chosen.name);
});

it("shows the specifier's figures as key figures, and a family's variants with their SKUs", async () => {
  const { product, black, lszh } = await fixture();
  const figures = [
    giveSpecification(product.id, "Overall Diameter", "overall-diameter", "6.2 mm"),
    giveSpecification(product.id, "CPR Class", "cpr-class", "Dca-s2,d2,a2"),
  ];
  const alone = pdfText((await built(product.slug)).pdf);
  expect(alone).toContain("Specifier's data");
  expect(alone).not.toContain("Variants in this family");

  const variant = createProduct({
    name: "Cat6 U/UTP LSZH Black",
    description: "The same cable in black.",
    categoryId: product.categoryId,
    specificationValueIds: [lszh.id, black.id],
    parentId: product.id,
  });
  db.update(products).set({ sku: "C6-BK-305" }).where(eq(products.id, variant.id)).run();
  // The same construction: the same figures.
  for (const { group, value } of figures)
    db.$client
      .prepare(
        "INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)",
      )
      .run(variant.id, group.id, value.id);

  for (const slug of [product.slug, variant.slug]) {
    const sheet = await built(slug);
    expect(await pageCount(sheet.pdf)).toBe(1);
    const lines = pdfText(sheet.pdf).split("\n");
    // The key figures, once each: not repeated in the specification table.
    const figures = lines.indexOf("Specifier's data");
    expect(lines.slice(figures, figures + 5)).toEqual([
      "Specifier's data",
      "Overall Diameter",
      "6.2 mm",
      "CPR Class",
      "Dca-s2,d2,a2",
    ]);
    expect(lines.filter((l) => l === "6.2 mm")).toHaveLength(1);
    // The family: the SKU and the value that varies, of every member.
    const table = lines.slice(lines.indexOf("Variants in this family"));
    expect(table).toEqual(
      expect.arrayContaining(["SKU", "Sheath Colour", "C6-BL-305", "Blue", "C6-BK-305", "Black"]),
    );
    expect(table.indexOf("C6-BK-305")).toBe(table.indexOf("Black") - 1);
    expect(table.indexOf("C6-BL-305")).toBe(table.indexOf("Blue") - 1);
  }
});

const changes = () => db.$client.prepare("SELECT total_changes()").pluck().get() as number;
const later = () => new Promise((r) => setTimeout(r, 5));

it("carries a revision that moves with every change of what it shows, and only then", async () => {
  const { product, chosen, black } = await fixture();
  const first = await built(product.slug);
  expect(first.revision).toBe(1);
  const stored = () =>
    db.select().from(datasheetRevisions).where(eq(datasheetRevisions.productId, product.id)).get();
  expect(stored()).toMatchObject({ revision: 1, revisedAt: first.lastModified });

  // Asked again by a process that has not built it (nothing kept): the same revision, and not a
  // row written.
  forgetBuiltDatasheets();
  const before = changes();
  const again = await built(product.slug);
  expect(changes()).toBe(before);
  expect(again).toMatchObject({ revision: 1, etag: first.etag });

  // A change it does not show (the SEO title): built again, the same sheet and revision.
  await later();
  db.update(products)
    .set({ seoTitle: "Cat6 cable, best price", updatedAt: new Date() })
    .where(eq(products.id, product.id))
    .run();
  const unseen = await built(product.slug);
  expect(unseen).toMatchObject({ revision: 1, etag: first.etag });
  expect(unseen.lastModified).toEqual(first.lastModified);

  // Its description: revision 2, dated when the product changed.
  await later();
  const at = new Date();
  db.update(products)
    .set({ description: "Now with a thicker sheath.", updatedAt: at })
    .where(eq(products.id, product.id))
    .run();
  const described = await built(product.slug);
  expect(described.revision).toBe(2);
  expect(described.lastModified).toEqual(at);
  expect(pdfText(described.pdf)).toMatch(/^Revision 2 of /m);

  // A variant joins the family (its table appears): revision 3.
  await later();
  createProduct({
    name: "Cat6 U/UTP LSZH Black",
    description: "The same cable in black.",
    categoryId: product.categoryId,
    specificationValueIds: [black.id],
    parentId: product.id,
  });
  const family = await built(product.slug);
  expect(family.revision).toBe(3);
  expect(pdfText(family.pdf)).toContain("Variants in this family");

  // Its certificate deleted: no row's time says so, so the revision is dated when it was seen.
  await later();
  db.delete(certificates).where(eq(certificates.id, chosen.id)).run();
  const uncertified = await built(product.slug);
  expect(uncertified.revision).toBe(4);
  expect(uncertified.lastModified.getTime()).toBeGreaterThan(family.lastModified.getTime());
  expect(pdfText(uncertified.pdf)).not.toContain("BASEC approved");
  expect(stored()).toMatchObject({ revision: 4, revisedAt: uncertified.lastModified });
});

it("has one revision for a change, whichever process builds it first", async () => {
  const { product } = await fixture();
  expect((await built(product.slug)).revision).toBe(1);
  await later();
  db.update(products)
    .set({ description: "Changed while another process serves it.", updatedAt: new Date() })
    .where(eq(products.id, product.id))
    .run();
  // Another process of the site, on the same database, builds it first and records revision 2.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["node_modules/.bin/tsx", "tests/models/processes/build-datasheet.ts", product.slug, ORIGIN],
    { cwd: ROOT, env: process.env },
  );
  const theirs = JSON.parse(stdout.trim().split("\n").pop()!) as {
    revision: number;
    date: string;
    etag: string;
  };
  expect(theirs.revision).toBe(2);
  // This process then builds the same sheet: revision 2 as recorded, without writing, to the byte.
  const before = changes();
  const ours = await built(product.slug);
  expect(changes()).toBe(before);
  expect(ours.revision).toBe(2);
  expect(ours.lastModified.toISOString()).toBe(theirs.date);
  expect(ours.etag).toBe(theirs.etag);
});

/**
 * The datasheet generated from a product's data (docs/variants.md, "Generated datasheets"): what
 * it shows, that it is built once per version of that data and again when any of it changes,
 * and how its route answers (headers, 304, 301, 404).
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { categories, certificates, products, productSlugHistory } from "../../db/schema";
import { db } from "~/db.server";
import { env, paths } from "~/env.server";
import type { Actor } from "~/models/audit.server";
import { createProduct } from "~/models/product.server";
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
  db.insert(certificates).values({ name: "BASEC approved", title: "BASEC" }).run();
  return { ...t, product };
}

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

it("shows the product's own data, its page's address and the company", async () => {
  const { product } = await fixture();
  const datasheet = await built(product.slug);
  const text = pdfText(datasheet.pdf);
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
    "BASEC approved",
    `${ORIGIN}/products/${product.slug}`,
    legalName,
    "Data last changed on",
  ])
    expect(text).toContain(part);
  const bytes = Buffer.from(datasheet.pdf).toString("latin1");
  expect(bytes).toContain("/Subtype /Image"); // the picture, read from the store
  expect(datasheet.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
});

it("is built once per version of its data, and again after a change", async () => {
  const { product, sheath, lan } = await fixture();
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

  // Its category renamed.
  await new Promise((r) => setTimeout(r, 5));
  db.update(categories).set({ name: "Copper" }).where(eq(categories.id, lan.id)).run();
  const moved = await built(product.slug);
  expect(moved.lastModified.getTime()).toBeGreaterThan(renamed.lastModified.getTime());

  // A certificate renamed.
  await new Promise((r) => setTimeout(r, 5));
  db.update(certificates).set({ name: "BASEC and BSI approved" }).run();
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

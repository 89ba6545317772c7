/**
 * The datasheet generated from a product's own data, GET /products/{slug}/datasheet.pdf
 * (docs/variants.md, "Generated datasheets"): drawn by app/pdf/datasheet.server.ts, kept in
 * memory per product and per version of what it shows, so a request builds at most the one PDF
 * it asks for, and only after that data changed.
 *
 * What it shows, and what moves when it changes:
 * - the product, its categories, its specification groups and values: the catalogue's
 *   `version` (triggers, migrations 0003 to 0006);
 * - the site's certificates, and the company details (recorded by companyDetailsChangedAt):
 *   the `content` counter (migration 0010).
 * Its Last-Modified is the latest change among them: the rows' own times (`updated_at`, and the
 * `changed_at` of specifications and certificates kept by migration 0017's triggers).
 */
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { asc, eq, inArray, max, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import {
  categories,
  certificates,
  productImages,
  products,
  productSpecifications,
  specifications,
} from "../../db/schema";
import { db, readSnapshot } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { listCertificates } from "~/models/certificate.server";
import { renamedProductSlug } from "~/models/product.server";
import { companyDetailsChangedAt } from "~/models/settings.server";
import { getSiteSettings } from "~/models/site.server";
import { datasheetPdf } from "~/pdf/datasheet.server";
import { storage } from "~/storage.server";
import { renditionWidths } from "~/utils/uploads";

/** The address of a product's generated datasheet. */
export const datasheetPath = (slug: string) => `/products/${slug}/datasheet.pdf`;

export type GeneratedDatasheet = {
  pdf: Uint8Array;
  /** Strong: a digest of the bytes. */
  etag: string;
  /** When the data it shows last changed (also the date printed in it). */
  lastModified: Date;
};

/** The width of the rendition drawn (a 200 pt box: about 170 dpi), or the widest under it. */
const IMAGE_WIDTH = 480;

type Source = {
  name: string;
  slug: string;
  reference: string;
  sku: string | null;
  description: string;
  specs: { title: string; value: string }[];
  image: string | null;
  lastModified: Date;
};

const latest = (...dates: (Date | number | null | undefined)[]) =>
  new Date(Math.max(0, ...dates.map((d) => (d == null ? 0 : Number(d)))));

/** Everything the datasheet shows of the product, read in one snapshot; null when no such slug. */
function readSource(slug: string, companyChangedAt: Date): Source | null {
  return readSnapshot(() => {
    const row = db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        reference: products.shortdescription,
        sku: products.sku,
        description: products.description,
        categoryIds: sql<string>`json_array(${products.categoryId}, ${products.subcategoryId},
                                            ${products.subSubcategoryId})`,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(eq(products.slug, slug))
      .get();
    if (!row) return null;
    const categoryIds = (JSON.parse(row.categoryIds) as (number | null)[]).filter(
      (id): id is number => id !== null,
    );
    const categoriesChanged = db
      .select({ at: max(categories.updatedAt) })
      .from(categories)
      .where(inArray(categories.id, categoryIds))
      .get()?.at;
    const specs = db
      .select({
        title: sql<string>`grp.title`,
        value: specifications.title,
        changedAt: sql<number>`max(grp.changed_at, ${specifications.changedAt})`,
      })
      .from(productSpecifications)
      .innerJoin(specifications, eq(specifications.id, productSpecifications.valueId))
      .innerJoin(sql`specifications AS grp`, sql`grp.id = ${productSpecifications.specId}`)
      .where(eq(productSpecifications.productId, row.id))
      .orderBy(sql`grp.position`, sql`grp.id`)
      .all();
    const image = db
      .select({
        file: productImages.file,
        width: productImages.width,
        createdAt: productImages.createdAt,
      })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position), asc(productImages.id))
      .get();
    const certificatesChanged = db
      .select({ at: max(certificates.changedAt) })
      .from(certificates)
      .get()?.at;
    return {
      name: row.name,
      slug: row.slug,
      reference: row.reference,
      sku: row.sku,
      description: row.description,
      specs: specs.map((s) => ({ title: s.title, value: s.value })),
      image: image ? renditionFile(image.file, image.width) : null,
      lastModified: latest(
        row.updatedAt,
        categoriesChanged,
        ...specs.map((s) => s.changedAt),
        image?.createdAt,
        certificatesChanged,
        companyChangedAt,
      ),
    };
  });
}

/** The stored rendition to draw: IMAGE_WIDTH wide, or the widest the image has under it. */
function renditionFile(main: string, width: number): string {
  const widths = renditionWidths(width).filter((w) => w <= IMAGE_WIDTH);
  const chosen = widths[widths.length - 1] ?? renditionWidths(width)[0];
  return main.replace(/-\d+\.webp$/, `-${chosen}.webp`);
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The picture as JPEG (pdf-lib draws JPEG and PNG; the store keeps WebP), read through the
 * upload store, so from the bucket when the uploads are there. None when it cannot be read.
 */
async function pictureOf(file: string | null): Promise<Uint8Array | undefined> {
  if (!file) return undefined;
  try {
    const stored = await storage.open(file);
    if (!stored) return undefined;
    const jpeg = await sharp(await bytesOf(stored.body))
      .jpeg({ quality: 82 })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch (error) {
    console.error(`Datasheet: could not read the picture ${file}`, error);
    return undefined;
  }
}

async function build(source: Source, origin: string): Promise<GeneratedDatasheet> {
  const site = getSiteSettings();
  const pdf = await datasheetPdf({
    brand: site.brand,
    name: source.name,
    reference: source.reference,
    sku: source.sku,
    description: source.description,
    specs: source.specs,
    image: await pictureOf(source.image),
    imageCaption: "",
    certifications: listCertificates().map((c) => c.name || c.title),
    pageUrl: `${origin}/products/${source.slug}`,
    company: {
      legalName: site.legalName,
      address: site.address,
      companyNumber: site.companyNumber,
      email: site.email,
      phone: site.phone,
    },
    generatedAt: source.lastModified,
  });
  const digest = createHash("sha256").update(pdf).digest("base64url").slice(0, 27);
  return { pdf, etag: `"${digest}"`, lastModified: source.lastModified };
}

/** Built datasheets, one per product (the latest version asked for), at most 32 MB in all. */
const built = new LRUCache<string, { key: string; datasheet: GeneratedDatasheet }>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (entry) => entry.datasheet.pdf.byteLength + 256,
});
/** Builds under way, so that requests arriving together for one datasheet build it once. */
const building = new Map<string, Promise<GeneratedDatasheet | null>>();

/**
 * A product's generated datasheet; `{ moved }` with the current slug for a renamed product's
 * former one; null when no product has or had the slug. `origin` is the site's address (the
 * page's URL in it).
 */
export async function productDatasheet(
  slug: string,
  origin: string,
): Promise<GeneratedDatasheet | { moved: string } | null> {
  const site = getSiteSettings();
  const companyChangedAt = companyDetailsChangedAt({
    brand: site.brand,
    legalName: site.legalName,
    address: site.address,
    companyNumber: site.companyNumber,
    email: site.email,
    phone: site.phone,
  });
  const { version, content } = getCatalogueVersions();
  const key = `${version}.${content} ${origin}`;
  const kept = built.get(slug);
  if (kept?.key === key) return kept.datasheet;
  const id = `${slug} ${key}`;
  let pending = building.get(id);
  if (!pending) {
    pending = (async () => {
      const source = readSource(slug, companyChangedAt);
      if (!source) return null;
      const datasheet = await build(source, origin);
      built.set(slug, { key, datasheet });
      return datasheet;
    })().finally(() => building.delete(id));
    building.set(id, pending);
  }
  const datasheet = await pending;
  if (datasheet) return datasheet;
  const current = renamedProductSlug(slug);
  return current ? { moved: current } : null;
}

/** Forgets every built datasheet (tests). */
export function forgetBuiltDatasheets() {
  built.clear();
}

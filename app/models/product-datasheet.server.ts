/**
 * The datasheet generated from a product's own data, GET /products/{slug}/datasheet.pdf
 * (docs/variants.md, "Generated datasheets"): drawn by app/pdf/datasheet.server.ts, kept in
 * memory per product and per version of what it shows, so a request builds at most the one PDF
 * it asks for, and only after that data changed.
 *
 * What it shows, and what moves when it changes:
 * - the product, its family, its specification groups and values, the certificates chosen for
 *   it: the catalogue's `version` (triggers, migrations 0003 to 0006, 0021);
 * - the certificates themselves, and the company details (recorded by companyDetailsChangedAt):
 *   the `content` counter (migration 0010).
 *
 * Its revision (migration 0021's datasheet_revisions) is a number and a date that move with every
 * change of what it shows: a digest of everything drawn is kept with them, and a build whose
 * digest differs records the next number. Only such a build writes (once, whichever process gets
 * there first: it reads again under the write lock); a GET of an unchanged sheet never does. The
 * date is when the data changed (the rows' own times: `updated_at`, and the `changed_at` of
 * specifications and certificates kept by migration 0017's triggers), or when the change was
 * first seen when no row's time says (a certificate deleted); it is the sheet's Last-Modified.
 */
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { and, asc, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import {
  datasheetRevisions,
  productImages,
  products,
  productSpecifications,
  specifications,
} from "../../db/schema";
import { isSpecifierGroup, SPECIFIER_GROUPS } from "~/constants";
import { db, readSnapshot } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { prepared } from "~/models/prepared.server";
import { productCertificatesOf } from "~/models/product-certificate.server";
import { isVisible, visibleSql } from "~/models/product-visibility.server";
import { renamedProductSlug, specificationsFor } from "~/models/product.server";
import { companyDetailsChangedAt } from "~/models/settings.server";
import { getSiteSettings } from "~/models/site.server";
import { datasheetPdf } from "~/pdf/datasheet.server";
import { storage } from "~/storage.server";
import { isColourGroup } from "~/utils/cable-colours";
import { renditionWidths } from "~/utils/uploads";

/** The address of a product's generated datasheet. */
export const datasheetPath = (slug: string) => `/products/${slug}/datasheet.pdf`;

export type GeneratedDatasheet = {
  pdf: Uint8Array;
  /** Strong: a digest of the bytes. */
  etag: string;
  /** The date of its revision: when what it shows last changed (also printed in it). */
  lastModified: Date;
  /** Its revision's number. */
  revision: number;
};

/** The width of the rendition drawn (a 124 pt box: sharp in print), or the widest under it. */
const IMAGE_WIDTH = 480;

type Source = {
  id: number;
  name: string;
  slug: string;
  reference: string;
  sku: string | null;
  description: string;
  /** Every specification but the specifier's figures, in the groups' order. */
  specs: { title: string; value: string }[];
  /** The specifier's figures the product has (SPECIFIER_GROUPS), in that order. */
  keyFigures: { title: string; value: string }[];
  certifications: string[];
  /** The family (the parent first) with the values that vary in it, when it has variants. */
  family: {
    columns: string[];
    rows: { sku: string; values: string[]; current: boolean }[];
  } | null;
  image: string | null;
  company: ReturnType<typeof companyOf>;
  /** The latest of the rows' own times. */
  lastModified: Date;
};

/** The company's details as the footer shows them. */
function companyOf() {
  const site = getSiteSettings();
  return {
    brand: site.brand,
    legalName: site.legalName,
    address: site.address,
    companyNumber: site.companyNumber,
    email: site.email,
    phone: site.phone,
  };
}

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
        parentId: products.parentId,
        description: products.description,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(eq(products.slug, slug))
      .get();
    if (!row) return null;
    const specs = db
      .select({
        title: sql<string>`grp.title`,
        slug: sql<string>`grp.slug`,
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
    const chosen = productCertificatesOf(row.id);
    const figure = new Map(specs.map((s) => [s.slug, s]));
    const family = familyTable(row);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      reference: row.reference,
      sku: row.sku,
      description: row.description,
      specs: specs
        .filter((s) => !isFigure(s.slug))
        .map((s) => ({ title: s.title, value: s.value })),
      keyFigures: SPECIFIER_GROUPS.flatMap((slug) => {
        const s = figure.get(slug);
        return s ? [{ title: s.title, value: s.value }] : [];
      }),
      certifications: chosen.map((c) => c.name),
      family: family && { columns: family.columns, rows: family.rows },
      image: image ? renditionFile(image.file, image.width) : null,
      company: companyOf(),
      lastModified: latest(
        row.updatedAt,
        ...specs.map((s) => s.changedAt),
        image?.createdAt,
        ...chosen.map((c) => c.changedAt),
        family?.changedAt,
        companyChangedAt,
      ),
    };
  });
}

const isFigure = isSpecifierGroup;

/**
 * The family's table (docs/variants.md, Generated datasheets): every member, the parent and its
 * variants, with its SKU (its name when it has none) and its values of the groups that vary in
 * the family: the choices first (a colour last), then the specifier's figures that follow from
 * them; the rows in the order of the choices' values. Null for a product without variants.
 */
function familyTable(product: { id: number; parentId: number | null }) {
  const head = product.parentId ?? product.id;
  const members = db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(
      and(
        sql`${products.id} = ${head} OR ${products.parentId} = ${head}`,
        // The members visitors may see, and the sheet's own product (a staff member's preview of
        // one not on the site shows its family as it will be once it is published).
        sql.raw(visibleSql('"products"', String(product.id))),
      ),
    )
    .orderBy(sql`${products.parentId} IS NOT NULL`, asc(products.id))
    .all();
  if (members.length < 2) return null;
  const specs = specificationsFor(members.map((m) => m.id));
  const groups = new Map<number, { title: string; slug: string }>();
  for (const m of members) for (const s of specs.get(m.id) ?? []) groups.set(s.spec.id, s.spec);
  const valueOf = (id: number, group: number) =>
    specs.get(id)?.find((s) => s.spec.id === group)?.value.title ?? "";
  const rank = (g: { title: string; slug: string }) =>
    isSpecifierGroup(g.slug) ? 2 : isColourGroup(g.title) ? 1 : 0;
  const varying = [...groups]
    .filter(([id]) => new Set(members.map((m) => valueOf(m.id, id))).size > 1)
    .sort(([, a], [, b]) => rank(a) - rank(b));
  const keys = varying.flatMap(([, g], i) => (rank(g) < 2 ? [i] : []));
  const rows = members
    .map((m) => ({
      sku: m.sku ?? m.name,
      values: varying.map(([id]) => valueOf(m.id, id)),
      current: m.id === product.id,
    }))
    .sort((a, b) => {
      for (const i of keys) {
        const order = a.values[i].localeCompare(b.values[i], "en", { numeric: true });
        if (order) return order;
      }
      return 0;
    });
  return {
    columns: varying.map(([, g]) => g.title),
    rows,
    changedAt: latest(...members.map((m) => m.updatedAt)),
  };
}

/** A digest of everything the sheet draws (its address's path, not the origin it is asked on). */
function digestOf(source: Source) {
  const { lastModified: _, id: __, ...shown } = source;
  return createHash("sha256").update(JSON.stringify(shown)).digest("base64url");
}

type Revision = { number: number; date: Date };

/**
 * The revision of the sheet `source` draws: the stored one while its digest is the same; else
 * the next number, dated when the data changed (or now, when no row's time moved past the last
 * revision's), recorded under the write lock after reading `source` again there, so that two
 * processes building the same change record it once, and a change that lands meanwhile is the
 * one recorded. Returns the source the revision is for.
 */
function revisionOf(
  source: Source,
  reread: () => Source | null,
): { source: Source; revision: Revision } | null {
  const stored = (productId: number) =>
    db.select().from(datasheetRevisions).where(eq(datasheetRevisions.productId, productId)).get();
  const found = stored(source.id);
  const hash = digestOf(source);
  if (found?.hash === hash)
    return { source, revision: { number: found.revision, date: found.revisedAt } };
  return db.transaction(
    () => {
      const fresh = reread();
      if (!fresh) return null;
      const now = stored(fresh.id);
      const freshHash = digestOf(fresh);
      if (now?.hash === freshHash)
        return { source: fresh, revision: { number: now.revision, date: now.revisedAt } };
      const date =
        !now || fresh.lastModified > now.revisedAt
          ? fresh.lastModified
          : new Date(Math.max(Date.now(), now.revisedAt.getTime() + 1000));
      const number = (now?.revision ?? 0) + 1;
      db.insert(datasheetRevisions)
        .values({ productId: fresh.id, hash: freshHash, revision: number, revisedAt: date })
        .onConflictDoUpdate({
          target: datasheetRevisions.productId,
          set: { hash: freshHash, revision: number, revisedAt: date },
        })
        .run();
      return { source: fresh, revision: { number, date } };
    },
    { behavior: "immediate" },
  );
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
    // sharp loaded here, with the first datasheet drawn, not at start (docs/deploy.md, "Memory").
    const { default: sharp } = await import("sharp");
    const jpeg = await sharp(await bytesOf(stored.body))
      .jpeg({ quality: 82 })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch (error) {
    console.error(`Datasheet: could not read the picture ${file}`, error);
    return undefined;
  }
}

async function build(
  source: Source,
  revision: Revision,
  origin: string,
): Promise<GeneratedDatasheet> {
  const pdf = await datasheetPdf({
    brand: source.company.brand,
    name: source.name,
    reference: source.reference,
    sku: source.sku,
    description: source.description,
    specs: source.specs,
    keyFigures: source.keyFigures,
    family: source.family ?? undefined,
    image: await pictureOf(source.image),
    imageCaption: "",
    certifications: source.certifications,
    pageUrl: `${origin}/products/${source.slug}`,
    company: source.company,
    revision,
  });
  const digest = createHash("sha256").update(pdf).digest("base64url").slice(0, 27);
  return { pdf, etag: `"${digest}"`, lastModified: revision.date, revision: revision.number };
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
 * former one; null when no product has or had the slug. Only of a product visitors may see
 * (docs/admin.md, Status), unless `preview` (staff). `origin` is the site's address (the page's
 * URL in it).
 */
export async function productDatasheet(
  slug: string,
  origin: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<GeneratedDatasheet | { moved: string } | null> {
  if (!preview && !visibleSlug().get({ slug })) {
    const current = renamedProductSlug(slug);
    return current ? { moved: current } : null;
  }
  const companyChangedAt = companyDetailsChangedAt(companyOf());
  const { version, content } = getCatalogueVersions();
  const key = `${version}.${content} ${origin}`;
  const kept = built.get(slug);
  if (kept?.key === key) return kept.datasheet;
  const id = `${slug} ${key}`;
  let pending = building.get(id);
  if (!pending) {
    pending = (async () => {
      const read = () => readSource(slug, companyChangedAt);
      const first = read();
      const revised = first && revisionOf(first, read);
      if (!revised) return null;
      const datasheet = await build(revised.source, revised.revision, origin);
      built.set(slug, { key, datasheet });
      return datasheet;
    })().finally(() => building.delete(id));
    building.set(id, pending);
  }
  const datasheet = await pending;
  if (datasheet) return datasheet;
  const current = renamedProductSlug(slug, { preview });
  return current ? { moved: current } : null;
}

/** Whether visitors may see the product of a slug (one indexed read, before any built sheet). */
const visibleSlug = prepared(() =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, sql.placeholder("slug")), isVisible()))
    .prepare(),
);

/** Forgets every built datasheet (tests). */
export function forgetBuiltDatasheets() {
  built.clear();
}

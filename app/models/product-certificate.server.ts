/**
 * The certificates that apply to a product (docs/variants.md, "Certificates of a product"): staff
 * choose them for a product of its own, or for a family on its parent; a variant has its
 * parent's and no choice of its own (the triggers of migrations/0021 hold that too). The product
 * page, the generated datasheet, the product editor, the admin API and the catalogue CSV all read
 * them here; the product writes of product-admin.server.ts and the CSV import set them here,
 * inside their own transactions.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { certificates, productCertificates, products } from "../../db/schema";
import { db } from "~/db.server";
import { prepared } from "~/models/prepared.server";
import { badInput } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

export const CERTIFICATE_NOT_IN_LIST = "Please choose certificates from the list";

/** A variant's certificates are its family's: said on the field when a write sets other ones. */
export const variantCertificates = (parentName: string) =>
  `A variant has the certificates of its family: choose them on ${parentName}.`;

/** A certificate as a product shows it: its name, and where to read it (its PDF, else its URL). */
export type ProductCertificate = {
  id: number;
  name: string;
  title: string;
  /** The verification PDF, else the verification URL, else null. */
  href: string | null;
  /** Whether `href` is the stored PDF. */
  pdf: boolean;
  /** When the certificate last changed (migration 0017's trigger). */
  changedAt: Date;
};

const shown = {
  id: certificates.id,
  name: certificates.name,
  title: certificates.title,
  file: certificates.file,
  url: certificates.url,
  changedAt: certificates.changedAt,
};

type Row = { id: number; name: string; title: string; file: string | null; url: string };

function view(row: Row & { changedAt: Date }): ProductCertificate {
  const file = uploadUrl(row.file);
  return {
    id: row.id,
    name: row.name || row.title,
    title: row.title,
    href: file ?? (row.url || null),
    pdf: file !== null,
    changedAt: row.changedAt,
  };
}

/** The product whose choice applies: a variant's parent, else the product itself. */
const owner = sql`coalesce(${products.parentId}, ${products.id})`;

/** The certificates that apply to the product whose `column` is the query's `key`, prepared. */
const applying = (column: typeof products.id | typeof products.slug) =>
  prepared(() =>
    db
      .select(shown)
      .from(products)
      .innerJoin(productCertificates, eq(productCertificates.productId, owner))
      .innerJoin(certificates, eq(certificates.id, productCertificates.certificateId))
      .where(eq(column, sql.placeholder("key")))
      .orderBy(asc(certificates.position), asc(certificates.id))
      .prepare(),
  );
const applyingToId = applying(products.id);
const applyingToSlug = applying(products.slug);

/** The certificates that apply to the product (a variant: its parent's), in display order. */
export const productCertificatesOf = (productId: number) =>
  applyingToId().all({ key: productId }).map(view);

/** The same for the product a storefront address names (the product page). */
export const productCertificatesBySlug = (slug: string) =>
  applyingToSlug().all({ key: slug }).map(view);

/**
 * The ids of the certificates that apply to each of the products, in display order, in one query
 * for any number of them (the editor, the admin API, the CSV export).
 */
export function certificateIdsFor(productIds: number[]): Map<number, number[]> {
  const found = new Map<number, number[]>();
  if (productIds.length === 0) return found;
  const rows = db
    .select({ productId: products.id, certificateId: productCertificates.certificateId })
    .from(products)
    .innerJoin(productCertificates, eq(productCertificates.productId, owner))
    .innerJoin(certificates, eq(certificates.id, productCertificates.certificateId))
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id), asc(certificates.position), asc(certificates.id))
    .all();
  for (const { productId, certificateId } of rows) {
    const list = found.get(productId) ?? [];
    list.push(certificateId);
    found.set(productId, list);
  }
  return found;
}

/**
 * The names of the certificates chosen for each of the products themselves (a variant has none of
 * its own), in display order, in one query: the catalogue CSV's `certificates` column.
 */
export function ownCertificateNamesFor(productIds: number[]): Map<number, string[]> {
  const found = new Map<number, string[]>();
  if (productIds.length === 0) return found;
  const rows = db
    .select({
      productId: productCertificates.productId,
      name: certificates.name,
      title: certificates.title,
    })
    .from(productCertificates)
    .innerJoin(certificates, eq(certificates.id, productCertificates.certificateId))
    .where(inArray(productCertificates.productId, productIds))
    .orderBy(asc(productCertificates.productId), asc(certificates.position), asc(certificates.id))
    .all();
  for (const { productId, name, title } of rows) {
    const list = found.get(productId) ?? [];
    list.push(name || title);
    found.set(productId, list);
  }
  return found;
}

/** Every certificate, as the product form offers them: id, name and title, in display order. */
export function certificateChoices() {
  return db
    .select({ id: certificates.id, name: certificates.name, title: certificates.title })
    .from(certificates)
    .orderBy(asc(certificates.position), asc(certificates.id))
    .all()
    .map((c) => ({ id: c.id, name: c.name || c.title, title: c.title }));
}

/** Each id names a certificate; else a 400 on the field. */
export function checkCertificateIds(ids: readonly number[]) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = db
    .select({ id: certificates.id })
    .from(certificates)
    .where(inArray(certificates.id, unique))
    .all().length;
  if (found !== unique.length) throw badInput(CERTIFICATE_NOT_IN_LIST, "certificates");
}

/** Whether two lists of ids hold the same certificates, whatever their order. */
export function sameCertificates(a: readonly number[], b: readonly number[]) {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * Makes the certificates chosen for the product (one of its own, or a family's parent) exactly
 * `ids`, touching only the rows that change. Call it inside the write's transaction, after the
 * product's parent is set: a variant's rows are refused by the database.
 */
export function setProductCertificates(productId: number, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  db.delete(productCertificates)
    .where(
      and(
        eq(productCertificates.productId, productId),
        wanted.length ? notInArray(productCertificates.certificateId, wanted) : undefined,
      ),
    )
    .run();
  if (wanted.length)
    db.insert(productCertificates)
      .values(wanted.map((certificateId) => ({ productId, certificateId })))
      .onConflictDoNothing()
      .run();
}

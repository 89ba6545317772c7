/**
 * The bin (docs/admin.md, Bin): a deleted product stays restorable for BIN_DAYS with its pictures,
 * specifications, reviews, certificates, categories and address, then goes for good with its
 * files.
 *
 *   - Moving to the bin (the products table's Delete, `DELETE /api/bel/admin/products/{slug}`)
 *     keeps the product as a snapshot (product-snapshot.server.ts, with its reviews and former
 *     slugs) in `product_bin`, then deletes its rows by the delete's own rules (a parent with
 *     variants is refused); its files stay in storage, its versions in `product_versions`.
 *   - Its slug stays reserved while it is here: no product is created or renamed to it.
 *   - Restoring puts it back with the same id, slug, pictures, specifications, reviews (the
 *     review figures and customers follow through their triggers) and certificates, in one
 *     transaction: when its category, its parent or its SKU stand in the way, a 409 says which,
 *     and nothing is written.
 *   - Purging (after BIN_DAYS, by the periodic work of product-housekeeping.server.ts; Delete
 *     forever; Empty bin, both admins only) removes the row, its versions and then its files:
 *     only those no other picture or binned product still shows.
 *
 * Every one of these writes an audit entry. Each purge deletes its rows with RETURNING inside its
 * transaction and removes the files of those rows only, so processes purging at once never
 * remove a file twice or one another still needs.
 */
import { asc, desc, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import {
  productBin,
  productImages,
  products,
  productSlugHistory,
  productSpecifications,
  reviews,
} from "../../db/schema";
import { ADMIN_PAGE_SIZE, BIN_DAYS } from "~/constants";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { likePattern, pageOf } from "~/models/paging.server";
import { requireProduct, variantCount, type ProductKey } from "~/models/product-admin.server";
import { setProductCertificates } from "~/models/product-certificate.server";
import { auditView, leftOutText, restorePlan } from "~/models/product-history.server";
import {
  dropVersionsOf,
  productSnapshot,
  recordProductVersion,
  RESTORED_FROM_BIN_NOTE,
  storedSnapshot,
  type ProductSnapshot,
  type SnapshotImage,
} from "~/models/product-snapshot.server";
import { BINNED_NOT_FOUND } from "~/schemas/product-history";
import { storage } from "~/storage.server";
import { badInput, conflict, notFound } from "~/utils/domain-error";

/** The answer the products table and the API's DELETE have always given (docs/api.md). */
export const PRODUCT_DELETED = "Product deleted successfully";
export { BINNED_NOT_FOUND };
export const PRODUCT_PURGED = "Product deleted for good";
export const binEmptied = (n: number) =>
  n === 0
    ? "The bin is already empty"
    : `Bin emptied: ${n} ${n === 1 ? "product" : "products"} deleted for good`;

/** Who purges what has been in the bin for BIN_DAYS (the audit log names it). */
export const BIN_CLEANUP_ACTOR: Actor = {
  id: null,
  name: "Bin clean-up",
  email: "",
  address: "local",
};

type BinnedReview = Omit<typeof reviews.$inferSelect, "createdAt" | "productId"> & {
  createdAt: number;
};

/** A binned product: its snapshot, and what only the bin keeps of it. */
export type BinSnapshot = ProductSnapshot & {
  createdAt: number;
  updatedAt: number;
  /** Its former addresses, which led to it (a 301). */
  formerSlugs: string[];
  reviews: BinnedReview[];
};

const IMMEDIATE = { behavior: "immediate" } as const;
const DAY_MS = 86_400_000;

/** When a product binned at `deletedAt` is purged. */
export const purgeDate = (deletedAt: Date) => new Date(deletedAt.getTime() + BIN_DAYS * DAY_MS);

/**
 * The files a product's pictures own: each picture's renditions named after its own public id
 * (a picture of the scale seed shows files it does not own, as removeImageFiles of
 * product-admin.server.ts tells them apart).
 */
function ownedFiles(images: SnapshotImage[]) {
  return images.flatMap((image) =>
    [image.file, ...image.variants.map((v) => v.file)].filter(
      (file, i, all) => file.includes(`/${image.publicId}-`) && all.indexOf(file) === i,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Moving to the bin

/**
 * Moves the product `key` names (its slug or its id) to the bin, by `actor`: a parent with
 * variants is refused (400), as deleting one always was. Its files stay until it is purged.
 */
export function moveProductToBin(actor: Actor, key: ProductKey) {
  return db.transaction(() => binProductRows(actor, key), IMMEDIATE);
}

/**
 * The rows of moveProductToBin, inside the caller's transaction (a bulk action bins many in one);
 * `note` ends its audit entry's summary.
 */
export function binProductRows(actor: Actor, key: ProductKey, note = "") {
  {
    const row = requireProduct(key);
    const variants = variantCount(row.id);
    if (variants > 0)
      throw badInput(
        `${row.name} cannot be deleted: it has ${variants} ${variants === 1 ? "variant" : "variants"}. Delete ${variants === 1 ? "its variant" : "its variants"} first.`,
      );
    const snapshot = productSnapshot(row.id)!;
    const binned: BinSnapshot = {
      ...snapshot,
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
      formerSlugs: db
        .select({ slug: productSlugHistory.slug })
        .from(productSlugHistory)
        .where(eq(productSlugHistory.productId, row.id))
        .all()
        .map((r) => r.slug),
      reviews: db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, row.id))
        .orderBy(asc(reviews.id))
        .all()
        .map(({ productId: _p, createdAt, ...review }) => ({
          ...review,
          createdAt: createdAt.getTime(),
        })),
    };
    // The slug is reserved while binned, so no other binned product can hold it; a leftover row
    // of an earlier life of this id (none: ids are never reused) would be a conflict, not a crash.
    const holder = db
      .select({ name: productBin.name })
      .from(productBin)
      .where(or(eq(productBin.slug, row.slug), eq(productBin.productId, row.id)))
      .get();
    if (holder)
      throw conflict(`The bin already holds a product at /products/${row.slug} (${holder.name})`);
    db.insert(productBin)
      .values({
        productId: row.id,
        slug: row.slug,
        name: row.name,
        sku: row.sku,
        snapshot: binned,
        files: ownedFiles(snapshot.images),
        deletedBy: actor.id,
        deletedByName: actor.name,
      })
      .run();
    db.delete(products).where(eq(products.id, row.id)).run();
    audit(actor, {
      action: "delete",
      entity: "product",
      entityId: row.id,
      summary: `Moved product ${row.name} to the bin${note}`,
      before: auditView(snapshot),
    });
    return row;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

export type BinnedProduct = {
  /** The product's own id, given back on restore. */
  id: number;
  index: number;
  name: string;
  slug: string;
  sku: string | null;
  deletedAt: Date;
  deletedByName: string;
  /** When it goes for good. */
  purgeAt: Date;
  category: string;
  /** The parent's name, for a variant. */
  variantOf: string | null;
  images: number;
  reviews: number;
};

function binCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const like = likePattern(term);
  return sql`(${productBin.name} LIKE ${like} ESCAPE '\\' OR ${productBin.slug} LIKE ${like} ESCAPE '\\' OR coalesce(${productBin.sku}, '') LIKE ${like} ESCAPE '\\')`;
}

/**
 * A page of the bin (ADMIN_PAGE_SIZE), the latest deleted first: `q` finds words of the name,
 * slug or SKU. `upTo` is when the newest of them was deleted (Empty bin empties what was shown).
 */
export function listBin({ q, page }: { q?: string; page?: number } = {}) {
  const where = binCondition(q);
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(productBin)
      .where(where)
      .get()?.n ?? 0;
  const paging = pageOf(total, page, ADMIN_PAGE_SIZE);
  const rows = total
    ? db
        .select()
        .from(productBin)
        .where(where)
        .orderBy(desc(productBin.deletedAt), desc(productBin.productId))
        .limit(paging.pageSize)
        .offset(paging.offset)
        .all()
    : [];
  const binned: BinnedProduct[] = rows.map((row, i) => {
    const s = storedSnapshot<BinSnapshot>(row.snapshot);
    return {
      id: row.productId,
      index: paging.offset + i + 1,
      name: row.name,
      slug: row.slug,
      sku: row.sku,
      deletedAt: row.deletedAt,
      deletedByName: row.deletedByName,
      purgeAt: purgeDate(row.deletedAt),
      category: [s.category, s.subcategory, s.subSubcategory]
        .filter((c) => c !== null)
        .map((c) => c.name)
        .join(" / "),
      variantOf: s.parent?.name ?? null,
      images: s.images.length,
      reviews: s.reviews.length,
    };
  });
  return { ...paging, total, products: binned, ...binSize() };
}

/** How many products the whole bin holds, and when the newest of them was deleted. */
export function binSize() {
  const row = db
    .select({ n: sql<number>`count(*)`, newest: sql<number | null>`max(${productBin.deletedAt})` })
    .from(productBin)
    .get();
  return { inBin: row?.n ?? 0, newestDeletedAt: row?.newest ?? null };
}

// ---------------------------------------------------------------------------------------------
// Restoring

/**
 * Puts the binned product `productId` back, by `actor`: the same id, slug, pictures (those whose
 * files are still stored), specifications, reviews, certificates and former slugs; a version
 * "Restored from the bin". A 409 when its category, parent, SKU or address stand in the way.
 */
export async function restoreFromBin(actor: Actor, productId: number) {
  const found = binnedRow(productId);
  // Files are checked before the transaction (storage may be a bucket): those gone are named.
  const snapshot = storedSnapshot<BinSnapshot>(found.snapshot);
  const stored = await Promise.all(
    snapshot.images.map(async (image) => (await storage.find(image.file)) !== null),
  );
  return db.transaction(() => {
    const binned = binnedRow(productId);
    const s = storedSnapshot<BinSnapshot>(binned.snapshot);
    const what = `“${binned.name}”`;
    const plan = restorePlan(s, productId, what);
    const holder =
      db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.slug, binned.slug))
        .get() ??
      db
        .select({ name: products.name })
        .from(productSlugHistory)
        .innerJoin(products, eq(products.id, productSlugHistory.productId))
        .where(eq(productSlugHistory.slug, binned.slug))
        .get();
    if (holder)
      throw conflict(
        `${what} cannot be restored: its address /products/${binned.slug} now leads to ${holder.name}.`,
      );
    db.insert(products)
      .values({
        id: productId,
        name: s.name,
        slug: binned.slug,
        shortdescription: s.shortdescription,
        description: s.description,
        imagealt: s.imagealt,
        seoTitle: s.seoTitle,
        seoDescription: s.seoDescription,
        categoryId: s.category.id,
        subcategoryId: s.subcategory?.id ?? null,
        subSubcategoryId: s.subSubcategory?.id ?? null,
        datasheetId: plan.datasheet,
        sku: s.sku,
        parentId: s.parent?.id ?? null,
        status: s.status,
        publishAt: s.publishAt === null ? null : new Date(s.publishAt),
        createdAt: new Date(s.createdAt),
        updatedAt: new Date(),
      })
      .run();
    if (plan.specifications.length)
      db.insert(productSpecifications)
        .values(plan.specifications.map((p) => ({ productId, ...p })))
        .run();
    const images = s.images.filter((_, i) => stored[i] ?? false);
    if (images.length)
      db.insert(productImages)
        .values(images.map((image, position) => ({ ...image, productId, position })))
        .run();
    for (let i = 0; i < s.reviews.length; i += 100)
      db.insert(reviews)
        .values(
          s.reviews
            .slice(i, i + 100)
            .map((r) => ({ ...r, productId, createdAt: new Date(r.createdAt) })),
        )
        .run();
    followReviewers(s.reviews.map((r) => r.email));
    if (s.parent === null && plan.certificates.length)
      setProductCertificates(productId, plan.certificates);
    if (s.formerSlugs.length) {
      const taken = new Set(
        db
          .select({ slug: products.slug })
          .from(products)
          .where(inArray(products.slug, s.formerSlugs))
          .all()
          .map((r) => r.slug),
      );
      const free = s.formerSlugs.filter((slug) => !taken.has(slug));
      if (free.length)
        db.insert(productSlugHistory)
          .values(free.map((slug) => ({ slug, productId })))
          .onConflictDoNothing()
          .run();
    }
    db.delete(productBin).where(eq(productBin.productId, productId)).run();
    const after = productSnapshot(productId)!;
    audit(actor, {
      action: "restore",
      entity: "product",
      entityId: productId,
      summary: `Restored product ${s.name} from the bin`,
      after: auditView(after),
    });
    recordProductVersion(actor, productId, { note: RESTORED_FROM_BIN_NOTE });
    const leftOut = {
      ...plan.leftOut,
      images: s.images.flatMap((_, i) => (stored[i] ? [] : [i + 1])),
    };
    const product = requireProduct(productId);
    return {
      product,
      leftOut,
      message: `${s.name} is back from the bin.${leftOutText(leftOut, "its pictures")}`,
    };
  }, IMMEDIATE);
}

function binnedRow(productId: number) {
  const row = db.select().from(productBin).where(eq(productBin.productId, productId)).get();
  if (!row) throw notFound(BINNED_NOT_FOUND);
  return row;
}

/**
 * The customers of restored reviews take the details of their newest review again, and their
 * figures: the insert trigger of migrations/0006 counts a restored review as their newest.
 */
function followReviewers(emails: string[]) {
  const unique = [...new Set(emails)];
  for (let i = 0; i < unique.length; i += 500)
    db.run(sql`
      UPDATE customers SET
        name = (SELECT name FROM reviews WHERE email = customers.email ORDER BY created_at DESC, id DESC LIMIT 1),
        country = (SELECT country FROM reviews WHERE email = customers.email ORDER BY created_at DESC, id DESC LIMIT 1),
        country_code = (SELECT country_code FROM reviews WHERE email = customers.email ORDER BY created_at DESC, id DESC LIMIT 1),
        phone = (SELECT phone FROM reviews WHERE email = customers.email ORDER BY created_at DESC, id DESC LIMIT 1),
        review_count = (SELECT count(*) FROM reviews WHERE email = customers.email),
        first_review_at = (SELECT min(created_at) FROM reviews WHERE email = customers.email),
        last_review_at = (SELECT max(created_at) FROM reviews WHERE email = customers.email)
      WHERE email IN ${sql`(${sql.join(
        unique.slice(i, i + 500).map((e) => sql`${e}`),
        sql`, `,
      )})`}`);
}

// ---------------------------------------------------------------------------------------------
// Purging

type Purged = { productId: number; name: string; files: string[] };

/** Deletes the bin's rows `where` selects with their versions; what went (its files still stored). */
function deleteBinned(where: SQL | undefined): Purged[] {
  const gone = db
    .delete(productBin)
    .where(where)
    .returning({ productId: productBin.productId, name: productBin.name, files: productBin.files })
    .all();
  dropVersionsOf(gone.map((g) => g.productId));
  return gone;
}

/**
 * Removes the files of purged products that nothing else shows: no picture row (a catalogue
 * import may have given another product the same files) and no other binned product.
 */
async function removeUnusedFiles(files: string[]) {
  if (files.length === 0) return;
  const stem = (file: string) => file.replace(/-\d+\.webp$/, "");
  const shown = new Set<string>();
  for (let i = 0; i < files.length; i += 500) {
    const chunk = files.slice(i, i + 500);
    for (const r of db
      .select({ file: productImages.file })
      .from(productImages)
      .where(inArray(productImages.file, chunk))
      .all())
      shown.add(stem(r.file));
    for (const r of db.all<{ file: string }>(sql`
      SELECT f.value AS file FROM ${productBin}, json_each(${productBin.files}) AS f
      WHERE f.value IN ${sql`(${sql.join(
        chunk.map((c) => sql`${c}`),
        sql`, `,
      )})`}`))
      shown.add(stem(r.file));
  }
  await storage.remove(...files.filter((f) => !shown.has(stem(f))));
}

/** Deletes the binned product for good (Delete forever, admins only) with its files. */
export async function deleteForever(actor: Actor, productId: number) {
  const [gone] = db.transaction(() => {
    const gone = deleteBinned(eq(productBin.productId, productId));
    if (gone.length === 0) throw notFound(BINNED_NOT_FOUND);
    audit(actor, {
      action: "purge",
      entity: "product",
      entityId: productId,
      summary: `Deleted product ${gone[0].name} for good from the bin`,
    });
    return gone;
  }, IMMEDIATE);
  await removeUnusedFiles(gone.files);
  return gone;
}

/**
 * Empties the bin (admins only): every product in it, or, with `upTo`, those deleted at or before
 * it (what the screen showed when the admin confirmed). How many went.
 */
export async function emptyBin(actor: Actor, upTo?: Date) {
  const gone = db.transaction(() => {
    const gone = deleteBinned(upTo ? lte(productBin.deletedAt, upTo) : undefined);
    if (gone.length)
      audit(actor, {
        action: "empty",
        entity: "product",
        summary: `Emptied the bin: ${gone.length} ${gone.length === 1 ? "product" : "products"} deleted for good`,
        after: { products: gone.map((g) => g.name) },
      });
    return gone;
  }, IMMEDIATE);
  await removeUnusedFiles(gone.flatMap((g) => g.files));
  return gone.length;
}

/**
 * Purges what has been in the bin for BIN_DAYS (the periodic work,
 * product-housekeeping.server.ts): one audit entry per product, by the bin's clean-up. How many.
 */
export async function purgeExpiredBin(now = new Date()) {
  const cutoff = new Date(now.getTime() - BIN_DAYS * DAY_MS);
  const gone = db.transaction(() => {
    const gone = deleteBinned(lte(productBin.deletedAt, cutoff));
    for (const g of gone)
      audit(BIN_CLEANUP_ACTOR, {
        action: "purge",
        entity: "product",
        entityId: g.productId,
        summary: `Deleted product ${g.name} for good after ${BIN_DAYS} days in the bin`,
      });
    return gone;
  }, IMMEDIATE);
  await removeUnusedFiles(gone.flatMap((g) => g.files));
  return gone.length;
}

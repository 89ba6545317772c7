/**
 * A product's history (docs/admin.md, History): its versions, newest first, each with what changed
 * since the one before, and the restore of any one as a new version.
 *
 * A restore writes back what the version held through the product's own save
 * (product-admin.server.ts, saveProductFields: the same checks, the same slug rules, the
 * version's own address when it is still free for the product), in one transaction with its audit
 * entry and its version ("Restored from version 3"). Where the product
 * is filed and who it is must still be possible (its categories, its parent, its SKU, its
 * address), else a 409 says what stands in the way and nothing is written; what it shows comes
 * back as far as it still exists (pictures deleted since, a datasheet, specification values or
 * certificates deleted since), and the answer names what did not. Pictures added since the
 * version are kept, after the version's.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  categories,
  certificates,
  datasheets,
  productImages,
  products,
  productVersions,
  specifications,
} from "../../db/schema";
import { VERSIONS_PER_PAGE } from "~/constants";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { pageOf } from "~/models/paging.server";
import {
  findProduct,
  requireProduct,
  saveProductFields,
  variantCount,
  type ProductKey,
} from "~/models/product-admin.server";
import {
  productSnapshot,
  recordProductVersion,
  restoredNote,
  snapshotChanges,
  storedSnapshot,
  type ProductSnapshot,
  type VersionChange,
} from "~/models/product-snapshot.server";
import { binnedProductAt, slugFor, uniqueProductSlug } from "~/models/product.server";
import { conflict, notFound } from "~/utils/domain-error";

export const versionNotFound = (number: number) => `Version ${number} not found`;

// ---------------------------------------------------------------------------------------------
// Reading

export type ProductVersionView = {
  number: number;
  note: string;
  createdAt: Date;
  /** Who saved it, as they were named then; "" for nobody (a state before the history began). */
  userName: string;
  /** What changed since the version before it; null for the oldest one kept. */
  changes: VersionChange[] | null;
  /** Whether the product is as this version has it now: nothing to restore. */
  current: boolean;
  /** The places (1 first) of the version's pictures that have been deleted since. */
  goneImages: number[];
};

/**
 * A page of the product's versions, newest first (VERSIONS_PER_PAGE), each compared with the one
 * before it (read with the page: one query for the page and the version under it).
 */
export function listProductVersions(productId: number, requested?: number) {
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(productVersions)
      .where(eq(productVersions.productId, productId))
      .get()?.n ?? 0;
  const paging = pageOf(total, requested, VERSIONS_PER_PAGE);
  const rows = total
    ? db
        .select()
        .from(productVersions)
        .where(eq(productVersions.productId, productId))
        .orderBy(desc(productVersions.number))
        .limit(paging.pageSize + 1)
        .offset(paging.offset)
        .all()
    : [];
  const now = productSnapshot(productId);
  const existing = new Set(now?.images.map((i) => i.id) ?? []);
  const snapshots = rows.map((r) => storedSnapshot(r.snapshot));
  const versions: ProductVersionView[] = rows.slice(0, paging.pageSize).map((row, i) => {
    const snapshot = snapshots[i];
    const previous = snapshots[i + 1];
    return {
      number: row.number,
      note: row.note,
      createdAt: row.createdAt,
      userName: row.userName,
      changes: previous ? snapshotChanges(previous, snapshot) : null,
      current: now !== null && snapshotChanges(snapshot, now).length === 0,
      goneImages: snapshot.images.flatMap((image, place) =>
        existing.has(image.id) ? [] : [place + 1],
      ),
    };
  });
  return { ...paging, total, versions };
}

// ---------------------------------------------------------------------------------------------
// Restoring

/** What a restore could not bring back, as they no longer exist. */
export type LeftOut = {
  /** The places (1 first) of the version's pictures. */
  images: number[];
  datasheet: string | null;
  /** "Sheath Material: PVC" */
  values: string[];
  certificates: string[];
};

const list = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** The sentence that names what a restore left out, or "". */
export function leftOutText(left: LeftOut, of: string): string {
  const parts: string[] = [];
  if (left.images.length)
    parts.push(
      `${list(left.images.map((n) => `image ${n}`))} of ${of} ${left.images.length === 1 ? "has" : "have"} been deleted since`,
    );
  if (left.datasheet) parts.push(`the datasheet “${left.datasheet}” has been deleted`);
  if (left.values.length)
    parts.push(
      left.values.length === 1
        ? `the specification value ${left.values[0]} no longer exists`
        : `the specification values ${list(left.values)} no longer exist`,
    );
  if (left.certificates.length)
    parts.push(
      left.certificates.length === 1
        ? `the certificate ${left.certificates[0]} no longer exists`
        : `the certificates ${list(left.certificates)} no longer exist`,
    );
  if (parts.length === 0) return "";
  const sentence = list(parts);
  return ` Not restored: ${sentence}.`;
}

/**
 * What of a snapshot can be written back onto the product `productId` (its own, or the one it
 * had before it went to the bin): the checks that refuse with a 409, and what is left out.
 * Shared by the history's restore and the bin's (app/models/product-bin.server.ts).
 */
export function restorePlan(snapshot: ProductSnapshot, productId: number, what: string) {
  const refused = (reason: string) => conflict(`${what} cannot be restored: ${reason}.`);
  // Where it is filed: the categories must still be there, as a branch.
  const ids = [snapshot.category, snapshot.subcategory, snapshot.subSubcategory]
    .filter((c) => c !== null)
    .map((c) => c.id);
  const found = new Map(
    db
      .select({ id: categories.id, parentId: categories.parentId, level: categories.level })
      .from(categories)
      .where(inArray(categories.id, ids))
      .all()
      .map((c) => [c.id, c]),
  );
  const levels = [
    ["category", snapshot.category, 1, null],
    ["subcategory", snapshot.subcategory, 2, snapshot.category],
    ["sub-subcategory", snapshot.subSubcategory, 3, snapshot.subcategory],
  ] as const;
  for (const [label, ref, level, parent] of levels) {
    if (!ref) continue;
    const row = found.get(ref.id);
    if (!row || row.level !== level)
      throw refused(`its ${label} “${ref.name}” has been deleted; choose another one first`);
    if (parent && row.parentId !== parent.id)
      throw refused(`its ${label} “${ref.name}” has moved to another branch of the tree`);
  }
  // Who it is: its SKU and its address must be its own.
  if (snapshot.sku !== null) {
    const other = db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.sku, snapshot.sku))
      .get();
    if (other && other.id !== productId)
      throw refused(`its SKU ${snapshot.sku} is now used by ${other.name}`);
  }
  // Its family: the parent must still be a product of its own, and this one no parent itself.
  if (snapshot.parent) {
    const parent = findProduct(snapshot.parent.id);
    if (!parent)
      throw refused(
        `it was a variant of “${snapshot.parent.name}”, which no longer exists (restore that product from the bin first, if it is there)`,
      );
    if (parent.parentId !== null)
      throw refused(`its parent “${parent.name}” has become a variant itself`);
    const own = variantCount(productId);
    if (own > 0) throw refused("it was a variant, and now has variants of its own");
  }
  // What it shows comes back as far as it exists.
  const datasheet = snapshot.datasheet
    ? (db
        .select({ id: datasheets.id })
        .from(datasheets)
        .where(eq(datasheets.id, snapshot.datasheet.id))
        .get() ?? null)
    : null;
  const valueIds = snapshot.specifications.map((s) => s.valueId);
  const values = new Map(
    valueIds.length
      ? db
          .select({ id: specifications.id, parentId: specifications.parentId })
          .from(specifications)
          .where(inArray(specifications.id, valueIds))
          .all()
          .map((v) => [v.id, v.parentId])
      : [],
  );
  const pairs = snapshot.specifications.filter((s) => values.get(s.valueId) === s.specId);
  const certificateIds = snapshot.certificates.map((c) => c.id);
  const stillCertified = new Set(
    certificateIds.length
      ? db
          .select({ id: certificates.id })
          .from(certificates)
          .where(inArray(certificates.id, certificateIds))
          .all()
          .map((c) => c.id)
      : [],
  );
  return {
    specifications: pairs.map((s) => ({ specId: s.specId, valueId: s.valueId })),
    certificates: snapshot.certificates.filter((c) => stillCertified.has(c.id)).map((c) => c.id),
    datasheet: datasheet?.id ?? null,
    leftOut: {
      images: [],
      datasheet: snapshot.datasheet && !datasheet ? snapshot.datasheet.name : null,
      values: snapshot.specifications
        .filter((s) => values.get(s.valueId) !== s.specId)
        .map((s) => `${s.spec}: ${s.value}`),
      certificates: snapshot.certificates
        .filter((c) => !stillCertified.has(c.id))
        .map((c) => c.name),
    } as LeftOut,
  };
}

/**
 * Restores version `number` of the product `key` names as a new version, by `actor`: its fields,
 * categories, datasheet, parent, specification values and certificates, and its pictures in its
 * order (those deleted since named, those added since kept after them). The status and schedule
 * stay as they are: a restore brings content back, it does not publish or withdraw. Answers the
 * product and the message that says what happened.
 */
export function restoreProductVersion(actor: Actor, key: ProductKey, number: number) {
  return db.transaction(
    () => {
      const current = requireProduct(key);
      const version = db
        .select()
        .from(productVersions)
        .where(and(eq(productVersions.productId, current.id), eq(productVersions.number, number)))
        .get();
      if (!version) throw notFound(versionNotFound(number));
      const snapshot = storedSnapshot(version.snapshot);
      const what = `Version ${number}`;
      const plan = restorePlan(snapshot, current.id, what);
      // Its address comes back when it is free for it (its own former one, as a rename keeps it);
      // else the name gives one, as a rename does.
      const address = uniqueProductSlug(snapshot.slug, current.id) === snapshot.slug;
      if (!address && slugFor(snapshot.name) !== slugFor(current.name)) {
        const binned = binnedProductAt(slugFor(snapshot.name));
        if (binned)
          throw conflict(
            `${what} cannot be restored: its name would take the address of “${binned.name}”, which is in the bin`,
          );
      }
      const before = productSnapshot(current.id)!;
      const row = saveProductFields(
        current,
        {
          name: snapshot.name,
          shortdescription: snapshot.shortdescription,
          description: snapshot.description,
          imagealt: snapshot.imagealt,
          seo_title: snapshot.seoTitle,
          seo_description: snapshot.seoDescription,
          category: snapshot.category.id,
          subcategory: snapshot.subcategory?.id ?? null,
          subSubcategory: snapshot.subSubcategory?.id ?? null,
          datasheet: plan.datasheet,
          sku: snapshot.sku,
          specifications: plan.specifications,
          // A variant has its family's certificates: none of its own to write.
          certificates: snapshot.parent ? undefined : plan.certificates,
          ...(snapshot.parent
            ? { parentProductId: snapshot.parent.id }
            : { isVariant: false as const }),
        },
        { slug: address ? snapshot.slug : undefined },
      );
      const leftOut = { ...plan.leftOut, images: reorderImages(current.id, snapshot) };
      audit(actor, {
        action: "restore",
        entity: "product",
        entityId: row.id,
        summary: `Restored product ${row.name} from version ${number}`,
        before: auditView(before),
        after: auditView(productSnapshot(row.id)!),
      });
      recordProductVersion(actor, row.id, { note: restoredNote(number) });
      return {
        product: row,
        leftOut,
        message: `Restored version ${number}.${leftOutText(leftOut, "that version")}`,
      };
    },
    { behavior: "immediate" },
  );
}

/**
 * Puts the product's pictures in the snapshot's order, those it did not have after them;
 * returns the places (1 first) of the snapshot's pictures that no longer exist.
 */
export function reorderImages(productId: number, snapshot: ProductSnapshot): number[] {
  const rows = db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .all();
  const existing = new Set(rows.map((r) => r.id));
  const wanted = snapshot.images.map((i) => i.id).filter((id) => existing.has(id));
  const order = [...wanted, ...rows.map((r) => r.id).filter((id) => !wanted.includes(id))];
  order.forEach((id, position) =>
    db.update(productImages).set({ position }).where(eq(productImages.id, id)).run(),
  );
  return snapshot.images.flatMap((image, place) => (existing.has(image.id) ? [] : [place + 1]));
}

/** What the audit log keeps of a snapshot: its fields and names, pictures by public id. */
export function auditView(s: ProductSnapshot) {
  return {
    name: s.name,
    slug: s.slug,
    categoryId: s.category.id,
    subcategoryId: s.subcategory?.id ?? null,
    subSubcategoryId: s.subSubcategory?.id ?? null,
    datasheetId: s.datasheet?.id ?? null,
    sku: s.sku,
    parentId: s.parent?.id ?? null,
    description: s.description,
    shortdescription: s.shortdescription,
    imagealt: s.imagealt,
    seoTitle: s.seoTitle,
    seoDescription: s.seoDescription,
    specifications: Object.fromEntries(s.specifications.map((x) => [x.spec, x.value])),
    certificates: s.certificates.map((c) => c.name),
    images: s.images.map((i) => i.publicId),
  };
}

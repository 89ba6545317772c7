/**
 * A product's history (docs/admin.md, History): every staff save keeps a snapshot as a version
 * with who and when, a product saved for the first time since the history began keeps its state
 * before the save, the versions list says what changed field by field, a version is restored as a
 * new one (pictures deleted since named, nothing written when its category or SKU stand in the
 * way), and versions beyond 90 days and the last 50 are pruned.
 */
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  categories,
  certificates,
  productImages,
  products,
  productVersions,
  specifications,
} from "../../db/schema";
import { VERSIONS_KEPT, VERSIONS_KEPT_DAYS } from "~/constants";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import {
  addProductImages,
  createStaffProduct,
  deleteProductImage,
  getAdminProduct,
  moveProductImage,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { listProductVersions, restoreProductVersion } from "~/models/product-history.server";
import {
  BASELINE_NOTE,
  CREATED_NOTE,
  productSnapshot,
  pruneProductVersions,
  recordProductVersion,
  snapshotChanges,
  storedSnapshot,
} from "~/models/product-snapshot.server";
import { createProduct, getProductDetail, renamedProductSlug } from "~/models/product.server";
import { ProductCreateSchema, ProductUpdateSchema } from "~/schemas/product";
import { storage } from "~/storage.server";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";
import { dataUrl, picture } from "../uploads";

beforeEach(() => {
  resetDb();
  fs.rmSync(path.join(storage.root, "products"), { recursive: true, force: true });
});

type Taxonomy = ReturnType<typeof createTaxonomy>;

function actor(name = "Sam Staff"): Actor {
  const user = insertUser({ role: "manager", name });
  return { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
}

async function createInput(t: Taxonomy, overrides: Record<string, unknown> = {}) {
  return ProductCreateSchema.parse({
    name: "Cat6 U/UTP LSZH Blue",
    category: String(t.lan.id),
    subcategory: String(t.data.id),
    subSubcategory: String(t.cat6.id),
    description: "A data cable.",
    shortdescription: "BEL-C6-BL305",
    specifications: [
      { specId: String(t.sheath.id), value: String(t.lszh.id) },
      { specId: String(t.colour.id), value: String(t.blue.id) },
    ],
    images: [
      dataUrl(await picture("png", { color: "#a01010" })),
      dataUrl(await picture("png", { color: "#10a010" })),
    ],
    ...overrides,
  });
}

function updateInput(t: Taxonomy, overrides: Record<string, unknown> = {}) {
  return ProductUpdateSchema.parse({
    name: "Cat6 U/UTP PVC Black",
    category: String(t.lan.id),
    subcategory: String(t.data.id),
    subSubcategory: "",
    description: "A data cable, in black.",
    shortdescription: "BEL-C6-BK305",
    specifications: [
      { specId: String(t.sheath.id), value: String(t.pvc.id) },
      { specId: String(t.colour.id), value: String(t.black.id) },
    ],
    ...overrides,
  });
}

const versionsOf = (productId: number) =>
  db
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(asc(productVersions.number))
    .all();

const imageIds = (productId: number) =>
  db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .all()
    .map((r) => r.id);

async function refusal(call: () => unknown) {
  try {
    await call();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("recording", () => {
  it("keeps a version of every save, with who and when; a save that changes nothing keeps none", async () => {
    const t = createTaxonomy();
    const sam = actor("Sam Staff");
    const row = await createStaffProduct(sam, await createInput(t));
    expect(versionsOf(row.id)).toMatchObject([
      { number: 1, note: CREATED_NOTE, userId: sam.id, userName: "Sam Staff" },
    ]);
    const alex = actor("Alex Admin");
    await updateStaffProduct(alex, row.slug, updateInput(t));
    // The same form again: nothing a snapshot holds changed.
    await updateStaffProduct(alex, "cat6-uutp-pvc-black", updateInput(t));
    const [first] = imageIds(row.id);
    moveProductImage(alex, row.id, imageIds(row.id)[1], "up");
    await addProductImages(alex, row.id, [dataUrl(await picture("webp"))]);
    const publicId = db
      .select({ publicId: productImages.publicId })
      .from(productImages)
      .where(eq(productImages.id, first))
      .get()!.publicId;
    await deleteProductImage(alex, row.id, publicId);
    const versions = versionsOf(row.id);
    expect(versions.map((v) => [v.number, v.userName])).toEqual([
      [1, "Sam Staff"],
      [2, "Alex Admin"],
      [3, "Alex Admin"],
      [4, "Alex Admin"],
      [5, "Alex Admin"],
    ]);
    expect(versions[1].createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The snapshot holds the product as it was then, by id with names.
    const second = storedSnapshot(versions[1].snapshot);
    expect(second).toMatchObject({
      name: "Cat6 U/UTP PVC Black",
      slug: "cat6-uutp-pvc-black",
      category: { id: t.lan.id, name: "Copper Connectivity" },
      subcategory: { id: t.data.id, name: "Data Cables" },
      subSubcategory: null,
      specifications: [
        { specId: t.sheath.id, spec: "Sheath Material", valueId: t.pvc.id, value: "PVC" },
        { specId: t.colour.id, spec: "Sheath Colour", valueId: t.black.id, value: "Black" },
      ],
    });
    expect(second.images.map((i) => i.id)).toEqual([first, imageIds(row.id).at(-2)]);
    // And it round-trips: the last version is the product as it is.
    expect(storedSnapshot(versions[4].snapshot)).toEqual(productSnapshot(row.id));
  });

  it("keeps the state of a product saved for the first time since the history began as version 1", async () => {
    const t = createTaxonomy();
    const changed = new Date(Date.UTC(2025, 5, 1, 12));
    const migrated = createProduct({
      name: "Migrated flex",
      description: "From before the history.",
      categoryId: t.lan.id,
      createdAt: changed,
    });
    expect(listProductVersions(migrated.id)).toMatchObject({ total: 0, versions: [] });
    await updateStaffProduct(actor(), migrated.slug, updateInput(t, { name: "Migrated flex v2" }));
    const [baseline, save] = versionsOf(migrated.id);
    expect(baseline).toMatchObject({ number: 1, note: BASELINE_NOTE, userId: null, userName: "" });
    expect(baseline.createdAt).toEqual(changed);
    expect(storedSnapshot(baseline.snapshot).name).toBe("Migrated flex");
    expect(storedSnapshot(save.snapshot).name).toBe("Migrated flex v2");
  });

  it("says what changed field by field: specifications, categories and certificates by name, pictures as added, removed or reordered", async () => {
    const t = createTaxonomy();
    const [iso] = db
      .insert(certificates)
      .values([{ name: "ISO 9001", title: "ISO 9001:2015" }])
      .returning()
      .all();
    const row = await createStaffProduct(actor(), await createInput(t));
    const ids = imageIds(row.id);
    await updateStaffProduct(
      actor(),
      row.slug,
      updateInput(t, { certificates: [String(iso.id)], sku: "C6-BK" }),
    );
    moveProductImage(actor(), row.id, ids[1], "up");
    const { versions } = listProductVersions(row.id);
    expect(versions.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(versions[0].changes).toEqual([{ label: "Images", text: "Images reordered" }]);
    expect(versions[1].changes).toEqual([
      { label: "Name", before: "Cat6 U/UTP LSZH Blue", after: "Cat6 U/UTP PVC Black", long: false },
      { label: "Reference", before: "BEL-C6-BL305", after: "BEL-C6-BK305", long: false },
      { label: "SKU", before: "(none)", after: "C6-BK", long: false },
      {
        label: "Description",
        before: "A data cable.",
        after: "A data cable, in black.",
        long: false,
      },
      { label: "Sub-subcategory", before: "Cat6 Cables", after: "(none)" },
      { label: "Specification: Sheath Material", before: "LSZH", after: "PVC" },
      { label: "Specification: Sheath Colour", before: "Blue", after: "Black" },
      { label: "Certificates", before: "(none)", after: "ISO 9001" },
    ]);
    // The oldest kept has nothing before it; the newest is the product as it is.
    expect(versions[2].changes).toBeNull();
    expect(versions.map((v) => v.current)).toEqual([true, false, false]);
    const before = productSnapshot(row.id)!;
    const after = {
      ...before,
      images: [...before.images.slice(1), { ...before.images[0], id: 0 }],
    };
    expect(snapshotChanges(before, after)).toEqual([
      { label: "Images", text: "1 image added" },
      { label: "Images", text: "1 image removed" },
    ]);
  });

  it("pages the versions, newest first, each compared with the one before it", async () => {
    const t = createTaxonomy();
    const row = await createStaffProduct(actor(), await createInput(t));
    for (let n = 2; n <= 12; n++)
      await updateStaffProduct(actor(), row.id, updateInput(t, { name: `Cable ${n}` }));
    const first = listProductVersions(row.id, 1);
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.versions.map((v) => v.number)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const second = listProductVersions(row.id, 2);
    expect(second.versions.map((v) => v.number)).toEqual([2, 1]);
    // The last of page 1 is compared with the first of page 2.
    expect(first.versions.at(-1)!.changes![0]).toMatchObject({
      label: "Name",
      before: "Cable 2",
      after: "Cable 3",
    });
  });
});

describe("restoring", () => {
  it("brings back the name, specifications, categories and picture order as a new version, naming pictures deleted since", async () => {
    const t = createTaxonomy();
    const sam = actor();
    const row = await createStaffProduct(sam, await createInput(t));
    const [a, b] = imageIds(row.id);
    await updateStaffProduct(sam, row.slug, updateInput(t));
    moveProductImage(sam, row.id, b, "up");
    await addProductImages(sam, row.id, [dataUrl(await picture("webp"))]);
    const [, , c] = imageIds(row.id);
    expect(imageIds(row.id)).toEqual([b, a, c]);
    // Version 3 has [b, a]; then a goes.
    const aPublic = db.select().from(productImages).where(eq(productImages.id, a)).get()!.publicId;
    await deleteProductImage(sam, row.id, aPublic);

    const restored = restoreProductVersion(sam, "cat6-uutp-pvc-black", 1);
    expect(restored.message).toBe(
      "Restored version 1. Not restored: image 1 of that version has been deleted since.",
    );
    expect(restored.leftOut.images).toEqual([1]);
    const product = getAdminProduct(row.id)!;
    expect(product).toMatchObject({
      name: "Cat6 U/UTP LSZH Blue",
      slug: "cat6-uutp-lszh-blue",
      shortdescription: "BEL-C6-BL305",
      subSubcategory: { id: t.cat6.id },
    });
    expect(product.specifications.map((s) => s.value.title)).toEqual(["LSZH", "Blue"]);
    // The version's pictures still there in its order, the one added since after them.
    expect(imageIds(row.id)).toEqual([b, c]);
    expect(getProductDetail("cat6-uutp-lszh-blue")?.name).toBe("Cat6 U/UTP LSZH Blue");
    const versions = versionsOf(row.id);
    expect(versions.at(-1)).toMatchObject({ number: 6, note: "Restored from version 1" });
    const entry = db.select().from(auditLog).orderBy(asc(auditLog.id)).all().at(-1)!;
    expect(entry).toMatchObject({
      action: "restore",
      summary: "Restored product Cat6 U/UTP LSZH Blue from version 1",
    });
    expect(entry.changes.name).toEqual({
      before: "Cat6 U/UTP PVC Black",
      after: "Cat6 U/UTP LSZH Blue",
    });
    // The list marks the version restored as the product as it is now.
    expect(listProductVersions(row.id).versions.find((v) => v.number === 1)?.current).toBe(false);
    expect(listProductVersions(row.id).versions[0].current).toBe(true);
  });

  it("gives back the version's own address when it is still the product's, else the name's", async () => {
    const t = createTaxonomy();
    const legacy = createProduct({
      name: "Legacy flex",
      slug: "bel-legacy-42",
      description: "x",
      categoryId: t.lan.id,
    });
    await updateStaffProduct(actor(), legacy.slug, updateInput(t, { name: "Modern flex" }));
    expect(getAdminProduct(legacy.id)!.slug).toBe("modern-flex");
    restoreProductVersion(actor(), legacy.id, 1);
    expect(getAdminProduct(legacy.id)).toMatchObject({
      name: "Legacy flex",
      slug: "bel-legacy-42",
    });
    // The former address "modern-flex" still leads to it.
    expect(getProductDetail("modern-flex")).toBeNull();
    expect(renamedProductSlug("modern-flex")).toBe("bel-legacy-42");
  });

  it("restores what still exists and names the specification values deleted since", async () => {
    const t = createTaxonomy();
    const row = await createStaffProduct(actor(), await createInput(t));
    await updateStaffProduct(actor(), row.slug, updateInput(t));
    db.delete(specifications).where(eq(specifications.id, t.blue.id)).run();
    const { message } = restoreProductVersion(actor(), row.id, 1);
    expect(message).toBe(
      "Restored version 1. Not restored: the specification value Sheath Colour: Blue no longer exists.",
    );
    expect(getAdminProduct(row.id)!.specifications.map((s) => s.value.title)).toEqual(["LSZH"]);
  });

  it("refuses with a 409, writing nothing, when the version's category or SKU stand in the way", async () => {
    const t = createTaxonomy();
    const row = await createStaffProduct(actor(), await createInput(t, { sku: "C6-BL" }));
    await updateStaffProduct(actor(), row.slug, updateInput(t, { sku: "C6-BK" }));
    const other = createProduct({
      name: "Other",
      description: "x",
      categoryId: t.power.id,
      sku: "C6-BL",
    });
    const before = { product: getAdminProduct(row.id), versions: versionsOf(row.id).length };
    expect(await refusal(() => restoreProductVersion(actor(), row.id, 1))).toEqual({
      status: 409,
      message: "Version 1 cannot be restored: its SKU C6-BL is now used by Other.",
    });
    db.delete(products).where(eq(products.id, other.id)).run();
    // The sub-subcategory the first version was filed under goes.
    db.update(products).set({ subSubcategoryId: null }).run();
    db.delete(categories).where(eq(categories.id, t.cat6.id)).run();
    const refused = await refusal(() => restoreProductVersion(actor(), row.id, 1));
    expect(refused).toEqual({
      status: 409,
      message:
        "Version 1 cannot be restored: its sub-subcategory “Cat6 Cables” has been deleted; choose another one first.",
    });
    expect(versionsOf(row.id)).toHaveLength(before.versions);
    expect(getAdminProduct(row.id)!.name).toBe(before.product!.name);
    expect(await refusal(() => restoreProductVersion(actor(), row.id, 99))).toEqual({
      status: 404,
      message: "Version 99 not found",
    });
  });
});

describe("retention", () => {
  it("prunes versions older than 90 days except the last 50 of each product, on save and periodically", async () => {
    const t = createTaxonomy();
    const who = actor();
    const old = createProduct({ name: "Old", description: "x", categoryId: t.lan.id });
    const recent = createProduct({ name: "Recent", description: "x", categoryId: t.lan.id });
    const day = 86_400_000;
    const now = Date.now();
    // 60 versions of each: the old product's all older than 90 days, the recent one's not.
    for (let n = 1; n <= 60; n++) {
      for (const p of [old, recent]) {
        db.update(products)
          .set({ name: `${p.name} ${n}` })
          .where(eq(products.id, p.id))
          .run();
        recordProductVersion(who, p.id);
      }
    }
    const stale = now - (VERSIONS_KEPT_DAYS + 1) * day;
    db.update(productVersions)
      .set({ createdAt: new Date(stale) })
      .where(eq(productVersions.productId, old.id))
      .run();
    expect(pruneProductVersions(new Date(now))).toBe(60 - VERSIONS_KEPT);
    expect(versionsOf(old.id).map((v) => v.number)).toEqual(
      Array.from({ length: VERSIONS_KEPT }, (_, i) => 60 - VERSIONS_KEPT + 1 + i),
    );
    expect(versionsOf(recent.id)).toHaveLength(60);
    expect(pruneProductVersions(new Date(now))).toBe(0);
    // A save prunes the product it saves: its oldest stale version goes at once.
    db.update(products).set({ name: "Old 61" }).where(eq(products.id, old.id)).run();
    recordProductVersion(who, old.id);
    const numbers = versionsOf(old.id).map((v) => v.number);
    expect(numbers).toHaveLength(VERSIONS_KEPT);
    expect(numbers[0]).toBe(12);
    expect(numbers.at(-1)).toBe(61);
    expect(
      db
        .select()
        .from(productVersions)
        .where(and(eq(productVersions.productId, old.id), eq(productVersions.number, 11)))
        .get(),
    ).toBeUndefined();
  });
});

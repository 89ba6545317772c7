/**
 * The bin (docs/admin.md, Bin): a deleted product keeps its pictures' files, specifications,
 * reviews, certificates and address for 30 days and comes back whole under its own id; its slug
 * stays reserved meanwhile; a restore its SKU, category or parent stand in the way of writes
 * nothing; a purge (30 days on, Delete forever, Empty bin) removes the row, its versions and the
 * files nothing else shows.
 */
import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  categories,
  certificates,
  customers,
  productBin,
  productImages,
  products,
  productSlugHistory,
  productVersions,
  reviews,
} from "../../db/schema";
import { BIN_DAYS } from "~/constants";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { applyCatalogueCsv, planCatalogueImport } from "~/models/catalogue-import.server";
import {
  createStaffProduct,
  getAdminProduct,
  updateStaffProduct,
} from "~/models/product-admin.server";
import {
  BIN_CLEANUP_ACTOR,
  deleteForever,
  emptyBin,
  listBin,
  moveProductToBin,
  purgeExpiredBin,
  restoreFromBin,
} from "~/models/product-bin.server";
import { housekeepProducts } from "~/models/product-housekeeping.server";
import { productSnapshot } from "~/models/product-snapshot.server";
import { createProduct, getProductDetail, uniqueProductSlug } from "~/models/product.server";
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

function storedFiles() {
  const dir = path.join(storage.root, "products");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

async function input(t: Taxonomy, overrides: Record<string, unknown> = {}) {
  return ProductCreateSchema.parse({
    name: "Cat6 U/UTP LSZH Blue",
    category: String(t.lan.id),
    subcategory: String(t.data.id),
    subSubcategory: String(t.cat6.id),
    description: "A data cable.",
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

function review(
  productId: number,
  rating: number,
  email: string,
  at: number,
  status = "published",
  name = `Reviewer ${email}`,
) {
  return db
    .insert(reviews)
    .values({
      productId,
      name,
      email,
      country: "United Kingdom",
      phone: "7700900000",
      rating,
      heading: `Rated ${rating}`,
      comment: "Good cable.",
      status: status as "published" | "pending",
      createdAt: new Date(at),
    })
    .returning()
    .get();
}

async function refusal(call: () => unknown) {
  try {
    await call();
  } catch (error) {
    if (error instanceof DomainError)
      return { status: error.status, message: error.message, field: error.field };
    throw error;
  }
  throw new Error("expected a refusal");
}

const lastAudit = () => db.select().from(auditLog).orderBy(asc(auditLog.id)).all().at(-1)!;

/** A product with two pictures, specifications, a certificate, a former slug and three reviews. */
async function fullProduct(t: Taxonomy) {
  const who = actor();
  const [iso] = db
    .insert(certificates)
    .values([{ name: "ISO 9001", title: "ISO 9001:2015" }])
    .returning()
    .all();
  const first = await createStaffProduct(
    who,
    await input(t, { name: "Cat6 Blue", certificates: [String(iso.id)], sku: "C6-BL" }),
  );
  // Renamed once: its old address leads to it.
  const row = await updateStaffProduct(
    who,
    first.slug,
    ProductUpdateSchema.parse({
      name: "Cat6 U/UTP LSZH Blue",
      category: String(t.lan.id),
      subcategory: String(t.data.id),
      subSubcategory: String(t.cat6.id),
      description: "A data cable.",
      sku: "C6-BL",
    }),
  );
  const now = Date.now();
  const reviewRows = [
    review(row.id, 5, "ann@example.com", now - 3_000),
    review(row.id, 3, "bob@example.com", now - 2_000),
    review(row.id, 1, "cy@example.com", now - 1_000, "pending"),
  ];
  return { who, row, iso, reviewRows };
}

describe("moving to the bin and back", () => {
  it("comes back with the same id, slug, pictures, specifications, reviews, certificates and former slug", async () => {
    const t = createTaxonomy();
    const { who, row, iso, reviewRows } = await fullProduct(t);
    // A newer review by Ann, on another product, under her married name: her customer row
    // follows her newest review, whatever comes back from the bin.
    const other = createProduct({ name: "Other", description: "x", categoryId: t.power.id });
    review(other.id, 4, "ann@example.com", Date.now(), "published", "Ann Newer");
    const before = productSnapshot(row.id)!;
    const files = storedFiles();
    expect(getAdminProduct(row.id)).toMatchObject({ numOfReviews: 2, ratings: 4 });

    moveProductToBin(who, row.slug);
    expect(getAdminProduct(row.id)).toBeNull();
    expect(getProductDetail(row.slug)).toBeNull();
    expect(db.select().from(reviews).where(eq(reviews.productId, row.id)).all()).toEqual([]);
    expect(
      db.select().from(customers).where(eq(customers.email, "bob@example.com")).get(),
    ).toBeUndefined();
    // The files stay until the product is purged.
    expect(storedFiles()).toEqual(files);
    expect(lastAudit()).toMatchObject({
      action: "delete",
      summary: "Moved product Cat6 U/UTP LSZH Blue to the bin",
    });
    const bin = listBin();
    expect(bin).toMatchObject({ total: 1, inBin: 1 });
    expect(bin.products[0]).toMatchObject({
      id: row.id,
      name: "Cat6 U/UTP LSZH Blue",
      slug: "cat6-uutp-lszh-blue",
      sku: "C6-BL",
      deletedByName: "Sam Staff",
      category: "Copper Connectivity / Data Cables / Cat6 Cables",
      images: 2,
      reviews: 3,
    });
    expect(bin.products[0].purgeAt.getTime() - bin.products[0].deletedAt.getTime()).toBe(
      BIN_DAYS * 86_400_000,
    );

    const restored = await restoreFromBin(who, row.id);
    expect(restored.message).toBe("Cat6 U/UTP LSZH Blue is back from the bin.");
    expect(restored.product).toMatchObject({ id: row.id, slug: row.slug, sku: "C6-BL" });
    expect(productSnapshot(row.id)).toEqual(before);
    const product = getAdminProduct(row.id)!;
    expect(product).toMatchObject({ numOfReviews: 2, ratings: 4, certificateIds: [iso.id] });
    expect(
      db.select().from(reviews).where(eq(reviews.productId, row.id)).orderBy(asc(reviews.id)).all(),
    ).toEqual(reviewRows);
    expect(
      db.select().from(customers).where(eq(customers.email, "ann@example.com")).get(),
    ).toMatchObject({
      reviewCount: 2,
      name: "Ann Newer",
    });
    expect(
      db.select().from(customers).where(eq(customers.email, "bob@example.com")).get(),
    ).toMatchObject({
      reviewCount: 1,
    });
    expect(
      db.select().from(productSlugHistory).where(eq(productSlugHistory.productId, row.id)).all(),
    ).toMatchObject([{ slug: "cat6-blue" }]);
    expect(getProductDetail(row.slug)?.name).toBe("Cat6 U/UTP LSZH Blue");
    expect(listBin().total).toBe(0);
    expect(lastAudit()).toMatchObject({
      action: "restore",
      summary: "Restored product Cat6 U/UTP LSZH Blue from the bin",
    });
    const versions = db
      .select()
      .from(productVersions)
      .where(eq(productVersions.productId, row.id))
      .orderBy(asc(productVersions.number))
      .all();
    // Its history outlived it in the bin: created, renamed, restored.
    expect(versions.map((v) => v.note)).toEqual(["Created", "", "Restored from the bin"]);
  });

  it("refuses a parent with variants, as deleting one always was", async () => {
    const t = createTaxonomy();
    const parent = createProduct({ name: "Panel Wire", description: "x", categoryId: t.lan.id });
    createProduct({
      name: "Panel Wire Red",
      description: "x",
      categoryId: t.lan.id,
      parentId: parent.id,
    });
    expect(await refusal(() => moveProductToBin(actor(), parent.slug))).toEqual({
      status: 400,
      message: "Panel Wire cannot be deleted: it has 1 variant. Delete its variant first.",
      field: undefined,
    });
    expect(listBin().total).toBe(0);
  });

  it("finds binned products by name, slug or SKU, the latest deleted first", () => {
    const t = createTaxonomy();
    const who = actor();
    for (const [name, sku] of [
      ["Coax RG6", "RG6-100"],
      ["SWA 3 Core", "SWA-3C"],
      ["Cat5e Grey", null],
    ] as const) {
      const p = createProduct({ name, description: "x", categoryId: t.lan.id, sku });
      moveProductToBin(who, p.id);
    }
    expect(listBin().products.map((p) => p.name)).toEqual(["Cat5e Grey", "SWA 3 Core", "Coax RG6"]);
    expect(listBin({ q: "swa" }).products.map((p) => p.name)).toEqual(["SWA 3 Core"]);
    expect(listBin({ q: "RG6-1" }).products.map((p) => p.name)).toEqual(["Coax RG6"]);
    expect(listBin({ q: "cat5e-gr" }).products.map((p) => p.name)).toEqual(["Cat5e Grey"]);
    expect(listBin({ q: "100%" }).total).toBe(0);
  });
});

describe("a restore that cannot be done", () => {
  it("is a 409 naming what stands in the way, and writes nothing: the SKU taken, the category gone, the parent in the bin", async () => {
    const t = createTaxonomy();
    const { who, row } = await fullProduct(t);
    moveProductToBin(who, row.id);
    const sameSku = createProduct({
      name: "Usurper",
      description: "x",
      categoryId: t.power.id,
      sku: "C6-BL",
    });
    const nothingWritten = () => {
      expect(getAdminProduct(row.id)).toBeNull();
      expect(db.select().from(reviews).where(eq(reviews.productId, row.id)).all()).toEqual([]);
      expect(
        db.select().from(productImages).where(eq(productImages.productId, row.id)).all(),
      ).toEqual([]);
      expect(listBin().total).toBe(1);
    };
    expect(await refusal(() => restoreFromBin(who, row.id))).toEqual({
      status: 409,
      message: "“Cat6 U/UTP LSZH Blue” cannot be restored: its SKU C6-BL is now used by Usurper.",
      field: undefined,
    });
    nothingWritten();
    db.delete(products).where(eq(products.id, sameSku.id)).run();
    db.delete(categories).where(eq(categories.id, t.cat6.id)).run();
    expect(await refusal(() => restoreFromBin(who, row.id))).toEqual({
      status: 409,
      message:
        "“Cat6 U/UTP LSZH Blue” cannot be restored: its sub-subcategory “Cat6 Cables” has been deleted; choose another one first.",
      field: undefined,
    });
    nothingWritten();
    expect(await refusal(() => restoreFromBin(who, 999_999))).toMatchObject({ status: 404 });

    // A variant comes back after its parent.
    const parent = createProduct({ name: "Panel Wire", description: "x", categoryId: t.lan.id });
    const red = createProduct({
      name: "Panel Wire Red",
      description: "x",
      categoryId: t.lan.id,
      parentId: parent.id,
    });
    moveProductToBin(who, red.id);
    moveProductToBin(who, parent.id);
    expect((await refusal(() => restoreFromBin(who, red.id))).message).toBe(
      "“Panel Wire Red” cannot be restored: it was a variant of “Panel Wire”, which no longer exists (restore that product from the bin first, if it is there).",
    );
    await restoreFromBin(who, parent.id);
    await restoreFromBin(who, red.id);
    expect(getAdminProduct(red.id)?.parentId).toBe(parent.id);
  });

  it("keeps the slug reserved: a new product or a rename to it is refused on the name, a CSV row too", async () => {
    const t = createTaxonomy();
    const who = actor();
    const row = await createStaffProduct(who, await input(t));
    moveProductToBin(who, row.id);
    const message =
      "The address /products/cat6-uutp-lszh-blue is kept for “Cat6 U/UTP LSZH Blue”, which is in the bin: restore it, delete it for good, or choose another name.";
    expect(await refusal(async () => createStaffProduct(who, await input(t)))).toEqual({
      status: 400,
      message,
      field: "name",
    });
    const other = await createStaffProduct(who, await input(t, { name: "Other cable" }));
    expect(
      await refusal(() =>
        updateStaffProduct(
          who,
          other.slug,
          ProductUpdateSchema.parse({
            name: "Cat6 U/UTP LSZH Blue",
            category: String(t.lan.id),
            description: "x",
          }),
        ),
      ),
    ).toEqual({ status: 400, message, field: "name" });
    // A suffix is never one the bin keeps either.
    expect(uniqueProductSlug("Cat6 U/UTP LSZH Blue")).toBe("cat6-uutp-lszh-blue-2");
    const csv = new TextEncoder().encode(
      "name,slug,category,description\nCat6 U/UTP LSZH Blue,,Copper Connectivity,x\n",
    );
    const { preview } = planCatalogueImport(csv, { createMissingValues: false });
    expect(preview.rows[0]).toMatchObject({
      action: "error",
      errors: [
        "the address cat6-uutp-lszh-blue is kept for “Cat6 U/UTP LSZH Blue”, which is in the bin: restore it, or delete it for good, first",
      ],
    });
    expect(applyCatalogueCsv(who, csv, { createMissingValues: false })).toMatchObject({
      created: 0,
      errors: 1,
    });
  });
});

describe("purging", () => {
  it("purges what has been binned for 30 days, with its versions and the files nothing else shows", async () => {
    const t = createTaxonomy();
    const who = actor();
    const old = await createStaffProduct(who, await input(t, { name: "Old cable" }));
    const recent = await createStaffProduct(who, await input(t, { name: "Recent cable" }));
    const kept = await createStaffProduct(who, await input(t, { name: "Kept cable" }));
    const ownFiles = (id: number) =>
      getAdminProduct(id)!.images.flatMap((i) =>
        storedFiles().filter((f) => f.startsWith(i.publicId)),
      );
    const oldFiles = ownFiles(old.id);
    const keptFiles = ownFiles(kept.id);
    // A picture row of the kept product shows one of the old one's files (a catalogue import's copy).
    const shared = db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, old.id))
      .all()[0];
    db.insert(productImages)
      .values({
        ...shared,
        id: undefined,
        productId: kept.id,
        publicId: "copy00000000000000000001",
        position: 9,
      })
      .run();
    moveProductToBin(who, old.id);
    moveProductToBin(who, recent.id);
    const now = Date.now();
    db.update(productBin)
      .set({ deletedAt: new Date(now - (BIN_DAYS + 1) * 86_400_000) })
      .where(eq(productBin.productId, old.id))
      .run();
    db.update(productBin)
      .set({ deletedAt: new Date(now - (BIN_DAYS - 1) * 86_400_000) })
      .where(eq(productBin.productId, recent.id))
      .run();

    expect(await housekeepProducts(new Date(now))).toEqual({ versions: 0, purged: 1 });
    expect(listBin().products.map((p) => p.name)).toEqual(["Recent cable"]);
    expect(
      db.select().from(productVersions).where(eq(productVersions.productId, old.id)).all(),
    ).toEqual([]);
    const sharedStem = shared.file.replace(/^products\//, "").replace(/-\d+\.webp$/, "");
    expect(storedFiles().filter((f) => oldFiles.includes(f))).toEqual(
      oldFiles.filter((f) => f.startsWith(sharedStem)),
    );
    expect(storedFiles()).toEqual(expect.arrayContaining(keptFiles));
    expect(lastAudit()).toMatchObject({
      userId: null,
      userName: BIN_CLEANUP_ACTOR.name,
      action: "purge",
      summary: `Deleted product Old cable for good after ${BIN_DAYS} days in the bin`,
    });
    // Run again (another process, the next hour): nothing more is due.
    expect(await purgeExpiredBin(new Date(now))).toBe(0);
  });

  it("deletes one for good, or empties the bin up to what the screen showed", async () => {
    const t = createTaxonomy();
    const who = actor();
    const made = [];
    for (const name of ["One cable", "Two cable", "Three cable"])
      made.push(await createStaffProduct(who, await input(t, { name })));
    const [one, two, three] = made;
    moveProductToBin(who, one.id);
    moveProductToBin(who, two.id);
    const shown = listBin().newestDeletedAt!;
    db.update(productBin)
      .set({ deletedAt: new Date(shown - 1000) })
      .where(eq(productBin.productId, one.id))
      .run();
    await deleteForever(who, one.id);
    expect(lastAudit()).toMatchObject({
      action: "purge",
      summary: "Deleted product One cable for good from the bin",
    });
    expect(await refusal(() => deleteForever(who, one.id))).toMatchObject({
      status: 404,
      message: "Product not found in the bin",
    });
    // Three is binned after the screen was read: Empty bin leaves it.
    moveProductToBin(who, three.id);
    db.update(productBin)
      .set({ deletedAt: new Date(shown + 1000) })
      .where(eq(productBin.productId, three.id))
      .run();
    expect(await emptyBin(who, new Date(shown))).toBe(1);
    expect(lastAudit()).toMatchObject({
      action: "empty",
      summary: "Emptied the bin: 1 product deleted for good",
    });
    expect(listBin().products.map((p) => p.name)).toEqual(["Three cable"]);
    expect(await emptyBin(who)).toBe(1);
    expect(listBin().total).toBe(0);
    expect(storedFiles()).toEqual([]);
  });
});

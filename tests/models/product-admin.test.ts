/**
 * The staff side of products: the table's search, filter, sorts and paging; create, update and
 * delete with their pictures, specifications, former slugs and audit records in one transaction;
 * files that leave the disk only after a commit and never stay behind after a failure; and the
 * storefront (listing, search, filters, product page, sitemap, catalogue PDF) seeing each change
 * on the next read.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, datasheets, productImages, products, productSlugHistory } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { getCataloguePdf } from "~/models/catalogue.server";
import { listProducts } from "~/models/listing.server";
import {
  addProductImages,
  adminListStatements,
  createStaffProduct,
  deleteProductImage,
  getAdminProduct,
  listAdminProducts,
  moveProductImage,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { deleteForever, moveProductToBin } from "~/models/product-bin.server";
import {
  createProduct,
  getCardViews,
  getProductDetail,
  getProductPage,
  renamedProductSlug,
} from "~/models/product.server";
import { sitemapEntries } from "~/models/sitemap.server";
import { ProductCreateSchema, ProductUpdateSchema } from "~/schemas/product";
import { storage } from "~/storage.server";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";
import { dataUrl, picture, svgWithScript } from "../uploads";

beforeEach(() => {
  resetDb();
  fs.rmSync(path.join(storage.root, "products"), { recursive: true, force: true });
});

function actor(): Actor {
  const user = insertUser({ role: "manager" });
  return { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
}

/** Every file below the uploads folder, relative to it. */
function storedFiles() {
  const dir = path.join(storage.root, "products");
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((f) => `products/${f}`)
        .sort()
    : [];
}

type Taxonomy = ReturnType<typeof createTaxonomy>;

async function input(t: Taxonomy, overrides: Record<string, unknown> = {}) {
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
    images: [dataUrl(await picture("png")), dataUrl(await picture("jpeg"), "image/jpeg")],
    ...overrides,
  });
}

const auditRows = () => db.select().from(auditLog).orderBy(auditLog.id).all();

describe("create", () => {
  it("stores the product, its pictures and specifications, and audits it, in one go", async () => {
    const t = createTaxonomy();
    const who = actor();
    const row = await createStaffProduct(who, await input(t));
    expect(row.slug).toBe("cat6-uutp-lszh-blue");
    // Left empty, the alt text and the SEO title are stored empty: the name, whatever it becomes.
    expect(row).toMatchObject({ imagealt: "", seoTitle: "" });
    const product = getAdminProduct(row.slug)!;
    expect(product.subSubcategory?.id).toBe(t.cat6.id);
    expect(product.images).toHaveLength(2);
    expect(product.specifications.map((s) => s.value.slug)).toEqual(["lszh", "blue"]);
    // Each picture's renditions are on disk, named after its public id.
    for (const image of product.images) {
      expect(storedFiles().some((f) => f.includes(image.publicId))).toBe(true);
    }
    const [entry] = auditRows();
    expect(entry).toMatchObject({
      userId: who.id,
      action: "create",
      entity: "product",
      entityId: String(row.id),
      summary: "Created product Cat6 U/UTP LSZH Blue",
      address: "203.0.113.9",
    });
    expect(entry.changes.name).toEqual({ before: null, after: "Cat6 U/UTP LSZH Blue" });
    expect(entry.changes.specifications.after).toEqual({
      "Sheath Material": "LSZH",
      "Sheath Colour": "Blue",
    });
  });

  it("makes the slug unique, former slugs of other products included", async () => {
    const t = createTaxonomy();
    const who = actor();
    const first = await createStaffProduct(who, await input(t));
    const second = await createStaffProduct(who, await input(t));
    expect(second.slug).toBe("cat6-uutp-lszh-blue-2");
    await updateStaffProduct(who, first.slug, { ...(await input(t)), name: "Renamed", images: [] });
    // "cat6-uutp-lszh-blue" still leads to the renamed product: a new one does not take it.
    const third = await createStaffProduct(who, await input(t));
    expect(third.slug).toBe("cat6-uutp-lszh-blue-3");
  });

  it("stores an empty subcategory, sub-subcategory and datasheet as none", async () => {
    const t = createTaxonomy();
    const row = await createStaffProduct(
      actor(),
      await input(t, { subcategory: "", subSubcategory: null, datasheet: "" }),
    );
    expect(row).toMatchObject({ subcategoryId: null, subSubcategoryId: null, datasheetId: null });
  });

  it.each<[string, (t: Taxonomy) => Record<string, unknown>, string, string]>([
    [
      "a subcategory that is a sub-subcategory",
      (t) => ({ subcategory: String(t.cat6.id), subSubcategory: "" }),
      "subcategory",
      "Please choose a subcategory from the list",
    ],
    [
      "a subcategory of another category",
      (t) => ({ subcategory: String(t.swa.id), subSubcategory: "" }),
      "subcategory",
      "This subcategory is not in the chosen category",
    ],
    [
      "a sub-subcategory without its subcategory",
      () => ({ subcategory: "" }),
      "subcategory",
      "Please choose the subcategory of this sub-subcategory",
    ],
    [
      "a category below the top level",
      (t) => ({ category: String(t.data.id) }),
      "category",
      "Please choose a category from the list",
    ],
    [
      "a datasheet that is not there",
      () => ({ datasheet: "999" }),
      "datasheet",
      "Please choose a datasheet from the list",
    ],
    [
      "a value of another specification",
      (t) => ({ specifications: [{ specId: t.sheath.id, value: t.blue.id }] }),
      "specifications",
      "A specification value does not belong to its specification",
    ],
  ])("refuses %s, before storing anything", async (_case, overrides, field, message) => {
    const t = createTaxonomy();
    const error = await createStaffProduct(actor(), await input(t, overrides(t))).catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 400, field, message });
    expect(db.select().from(products).all()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(auditRows()).toEqual([]);
  });

  it("leaves no file and no half-written product when the transaction fails", async () => {
    const t = createTaxonomy();
    db.$client.exec(
      "CREATE TEMP TRIGGER fail_images BEFORE INSERT ON product_images BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    try {
      await expect(createStaffProduct(actor(), await input(t))).rejects.toThrow(/disk full/);
    } finally {
      db.$client.exec("DROP TRIGGER fail_images");
    }
    expect(db.select().from(products).all()).toEqual([]);
    expect(db.select().from(productImages).all()).toEqual([]);
    expect(auditRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("stores nothing when one of the pictures is refused", async () => {
    const t = createTaxonomy();
    const images = [dataUrl(await picture()), dataUrl(svgWithScript(), "image/svg+xml")];
    const error = await createStaffProduct(actor(), await input(t, { images })).catch((e) => e);
    expect(error).toMatchObject({ status: 415, field: "images" });
    expect(storedFiles()).toEqual([]);
    expect(db.select().from(products).all()).toEqual([]);
  });
});

describe("update", () => {
  it("renames (the old slug leads on), replaces the specifications and audits before/after", async () => {
    const t = createTaxonomy();
    const who = actor();
    const row = await createStaffProduct(who, await input(t));
    const update = ProductUpdateSchema.parse({
      name: "Cat6 U/UTP PVC Black",
      category: t.lan.id,
      subcategory: t.data.id,
      subSubcategory: t.cat6.id,
      description: "Now in PVC.",
      specifications: [
        { specId: t.sheath.id, value: t.pvc.id },
        { specId: t.colour.id, value: "" },
      ],
    });
    const updated = await updateStaffProduct(who, row.slug, update);
    expect(updated.slug).toBe("cat6-uutp-pvc-black");
    expect(renamedProductSlug("cat6-uutp-lszh-blue")).toBe("cat6-uutp-pvc-black");
    const product = getAdminProduct(updated.slug)!;
    expect(product.specifications.map((s) => s.value.slug)).toEqual(["pvc"]);
    expect(product.images).toHaveLength(2);
    const entry = auditRows().at(-1)!;
    expect(entry).toMatchObject({
      action: "update",
      summary: "Updated product Cat6 U/UTP PVC Black",
    });
    expect(entry.changes).toMatchObject({
      name: { before: "Cat6 U/UTP LSZH Blue", after: "Cat6 U/UTP PVC Black" },
      slug: { before: "cat6-uutp-lszh-blue", after: "cat6-uutp-pvc-black" },
      specifications: {
        before: { "Sheath Material": "LSZH", "Sheath Colour": "Blue" },
        after: { "Sheath Material": "PVC" },
      },
    });
    expect(entry.changes.images).toBeUndefined();
    // Renamed back: it takes its old address again, and the other one leads to it.
    await updateStaffProduct(who, updated.slug, { ...update, name: "Cat6 U/UTP LSZH Blue" });
    expect(getProductDetail("cat6-uutp-lszh-blue")?.id).toBe(row.id);
    expect(renamedProductSlug("cat6-uutp-pvc-black")).toBe("cat6-uutp-lszh-blue");
    expect(
      db
        .select()
        .from(productSlugHistory)
        .all()
        .map((h) => h.slug),
    ).toEqual(["cat6-uutp-pvc-black"]);
  });

  it("keeps the specifications when they are left out, and the slug when the name stays", async () => {
    const t = createTaxonomy();
    const row = await createStaffProduct(actor(), await input(t));
    const updated = await updateStaffProduct(
      actor(),
      String(row.id),
      ProductUpdateSchema.parse({ name: row.name, category: t.lan.id, description: "Changed" }),
    );
    expect(updated.slug).toBe(row.slug);
    expect(getAdminProduct(row.id)!.specifications).toHaveLength(2);
    expect(db.select().from(productSlugHistory).all()).toEqual([]);
  });

  it("an alt text and SEO title left empty, or sent back as the name they showed, follow a rename; staff's own stay", async () => {
    const t = createTaxonomy();
    const who = actor();
    const row = await createStaffProduct(who, await input(t));
    const shown = (slug: string) => {
      const page = getProductPage(slug)!.product;
      const [card] = getCardViews([row.id]);
      const detail = getProductDetail(slug)!;
      return {
        page: [page.seoTitle, page.imagealt],
        card: card.imagealt,
        api: [detail.seoTitle, detail.imagealt],
      };
    };
    const everywhere = (title: string, alt: string) => ({
      page: [title, alt],
      card: alt,
      api: [title, alt],
    });
    expect(shown(row.slug)).toEqual(everywhere("Cat6 U/UTP LSZH Blue", "Cat6 U/UTP LSZH Blue"));

    const fields = {
      category: t.lan.id,
      subcategory: t.data.id,
      subSubcategory: t.cat6.id,
      description: "A data cable.",
    };
    // The editor sends them empty, as it shows them.
    const renamed = await updateStaffProduct(
      who,
      row.slug,
      ProductUpdateSchema.parse({ ...fields, name: "Cat6 U/UTP LSZH Grey" }),
    );
    expect(shown(renamed.slug)).toEqual(everywhere("Cat6 U/UTP LSZH Grey", "Cat6 U/UTP LSZH Grey"));
    // A client that shows them as the API answers them sends back the name it read, with a new
    // name beside it: they go on following the name.
    const again = await updateStaffProduct(
      who,
      renamed.slug,
      ProductUpdateSchema.parse({
        ...fields,
        name: "Cat6 U/UTP LSZH Green",
        imagealt: "Cat6 U/UTP LSZH Grey",
        seo_title: "Cat6 U/UTP LSZH Grey",
      }),
    );
    expect(again).toMatchObject({ imagealt: "", seoTitle: "" });
    expect(shown(again.slug)).toEqual(everywhere("Cat6 U/UTP LSZH Green", "Cat6 U/UTP LSZH Green"));
    // Staff's own stay through a rename.
    const own = await updateStaffProduct(
      who,
      again.slug,
      ProductUpdateSchema.parse({
        ...fields,
        name: "Cat6 U/UTP LSZH Red",
        imagealt: "A drum of red Cat6",
        seo_title: "Red Cat6 cable",
      }),
    );
    expect(shown(own.slug)).toEqual(everywhere("Red Cat6 cable", "A drum of red Cat6"));
    // The editor shows what is stored: empty means the name.
    expect(getAdminProduct(again.id)).toMatchObject({
      imagealt: "A drum of red Cat6",
      seoTitle: "Red Cat6 cable",
    });
  });

  it("is a 404 for a product that is not there, with nothing stored", async () => {
    const t = createTaxonomy();
    const error = await updateStaffProduct(actor(), "no-such-product", {
      ...(await input(t)),
    }).catch((e) => e);
    expect(error).toMatchObject({ status: 404, message: "Product not found" });
    expect(storedFiles()).toEqual([]);
  });
});

describe("images", () => {
  it("adds, reorders and deletes pictures; a deleted one's files go after the commit", async () => {
    const t = createTaxonomy();
    const who = actor();
    const row = await createStaffProduct(who, await input(t));
    await addProductImages(who, row.slug, [dataUrl(await picture("webp"), "image/webp")]);
    let images = getAdminProduct(row.id)!.images;
    expect(images).toHaveLength(3);
    const [a, b, c] = images.map((i) => i.publicId);

    moveProductImage(who, row.slug, images[2].id, "up");
    expect(getAdminProduct(row.id)!.images.map((i) => i.publicId)).toEqual([a, c, b]);
    // At the ends it does not move, and says so by the place the image manager shows.
    expect(() => moveProductImage(who, row.slug, images[0].id, "up")).toThrow(
      expect.objectContaining({ status: 400, message: "“Image 1” is already first." }),
    );
    expect(() => moveProductImage(who, row.slug, images[1].id, "down")).toThrow(
      expect.objectContaining({ status: 400, message: "“Image 3” is already last." }),
    );
    expect(getAdminProduct(row.id)!.images.map((i) => i.publicId)).toEqual([a, c, b]);
    // Not this product's picture: a 404.
    expect(() => moveProductImage(who, row.slug, 999_999, "up")).toThrow(
      expect.objectContaining({ status: 404, message: "Image not found" }),
    );

    await deleteProductImage(who, row.slug, a);
    images = getAdminProduct(row.id)!.images;
    expect(images.map((i) => i.publicId)).toEqual([c, b]);
    expect(
      db
        .select({ position: productImages.position })
        .from(productImages)
        .where(eq(productImages.productId, row.id))
        .all()
        .map((r) => r.position)
        .sort(),
    ).toEqual([0, 1]);
    expect(storedFiles().some((f) => f.includes(a))).toBe(false);
    expect(storedFiles().some((f) => f.includes(b))).toBe(true);
    expect(auditRows().map((e) => e.summary)).toEqual([
      "Created product Cat6 U/UTP LSZH Blue",
      "Added 1 image to product Cat6 U/UTP LSZH Blue",
      "Reordered the images of product Cat6 U/UTP LSZH Blue",
      "Deleted an image of product Cat6 U/UTP LSZH Blue",
    ]);
    await expect(deleteProductImage(who, row.slug, a)).rejects.toThrow("Image not found");
  });

  it("removes the pictures it stored when adding them fails", async () => {
    const t = createTaxonomy();
    const who = actor();
    const row = await createStaffProduct(who, await input(t));
    const before = storedFiles();
    db.$client.exec(
      "CREATE TEMP TRIGGER fail_images BEFORE INSERT ON product_images BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    try {
      await expect(addProductImages(who, row.slug, [dataUrl(await picture())])).rejects.toThrow(
        /disk full/,
      );
    } finally {
      db.$client.exec("DROP TRIGGER fail_images");
    }
    expect(storedFiles()).toEqual(before);
  });
});

describe("delete", () => {
  it("moves to the bin by slug or id, keeping its files until purged, and audits what it was", async () => {
    const t = createTaxonomy();
    const who = actor();
    const row = await createStaffProduct(who, await input(t));
    const other = await createStaffProduct(who, await input(t, { name: "Other" }));
    const mine = getAdminProduct(row.id)!.images.map((i) => i.publicId);
    const files = storedFiles();
    moveProductToBin(who, String(row.id));
    expect(getAdminProduct(row.id)).toBeNull();
    expect(storedFiles()).toEqual(files);
    const entry = auditRows().at(-1)!;
    expect(entry).toMatchObject({
      action: "delete",
      summary: "Moved product Cat6 U/UTP LSZH Blue to the bin",
    });
    expect(entry.changes.name).toEqual({ before: "Cat6 U/UTP LSZH Blue", after: null });
    moveProductToBin(who, other.slug);
    expect(() => moveProductToBin(who, other.slug)).toThrow("Product not found");
    await deleteForever(who, row.id);
    expect(storedFiles().filter((f) => mine.some((id) => f.includes(id)))).toEqual([]);
    expect(storedFiles().length).toBeGreaterThan(0); // the other product's, still in the bin
    await deleteForever(who, other.id);
    expect(storedFiles()).toEqual([]);
  });

  it("never removes files a picture does not own (the scale seed shares them)", async () => {
    const t = createTaxonomy();
    const shared = await storage.saveImage("products", await picture());
    const a = createProduct({
      name: "A",
      description: "",
      categoryId: t.lan.id,
      images: [{ ...shared, publicId: "scale0000000000000000001" }],
    });
    createProduct({
      name: "B",
      description: "",
      categoryId: t.lan.id,
      images: [{ ...shared, publicId: "scale0000000000000000002" }],
    });
    moveProductToBin(actor(), a.slug);
    await deleteForever(actor(), a.id);
    expect(storedFiles()).toEqual(shared.variants.map((v) => v.file).sort());
  });
});

describe("the products table", () => {
  function catalogue(t: Taxonomy) {
    const made = [
      ["Cat6 U/UTP LSZH Blue 305m", "BEL-C6-BL305", t.lan.id, t.data.id, t.cat6.id, 2],
      ["Cat5e U/UTP PVC Grey", "BEL-C5-GR305", t.lan.id, t.data.id, null, 0],
      ["SWA 3 Core 2.5mm", "BEL-SWA-3C25", t.power.id, t.swa.id, null, 5],
      ["Arctic Flex 5 Core", "BEL-AF-5C", t.power.id, null, null, 1],
    ] as const;
    return made.map(([name, ref, categoryId, subcategoryId, subSubcategoryId, reviews], i) => {
      const p = createProduct({
        name,
        shortdescription: ref,
        description: "x",
        categoryId,
        subcategoryId,
        subSubcategoryId,
        createdAt: new Date(Date.UTC(2024, 0, i + 1)),
      });
      db.update(products).set({ numOfReviews: reviews }).where(eq(products.id, p.id)).run();
      return p;
    });
  }
  const names = (r: ReturnType<typeof listAdminProducts>) => r.products.map((p) => p.name);

  it("searches words of the name and the reference, and the start of the slug", () => {
    const t = createTaxonomy();
    catalogue(t);
    expect(names(listAdminProducts({ q: "u/utp" }))).toEqual([
      "Cat5e U/UTP PVC Grey",
      "Cat6 U/UTP LSZH Blue 305m",
    ]);
    expect(names(listAdminProducts({ q: "BEL-SWA" }))).toEqual(["SWA 3 Core 2.5mm"]);
    expect(names(listAdminProducts({ q: "swa-3-core" }))).toEqual(["SWA 3 Core 2.5mm"]);
    // Found by its words and its slug at once, counted once; by its slug alone, counted too.
    expect(listAdminProducts({ q: "swa-3-core" }).total).toBe(1);
    expect(listAdminProducts({ q: "cat6-uutp" })).toMatchObject({
      total: 1,
      products: [{ name: "Cat6 U/UTP LSZH Blue 305m" }],
    });
    expect(names(listAdminProducts({ q: "arct" }))).toEqual(["Arctic Flex 5 Core"]);
    // Description and specification words are the storefront's search, not this one.
    expect(listAdminProducts({ q: "x" }).total).toBe(0);
    expect(listAdminProducts({ q: '"*) OR name:' }).total).toBe(0);
  });

  it("filters by a category of any level and sorts by newest, name and most reviewed", () => {
    const t = createTaxonomy();
    catalogue(t);
    expect(names(listAdminProducts({ category: t.power.id }))).toEqual([
      "Arctic Flex 5 Core",
      "SWA 3 Core 2.5mm",
    ]);
    expect(names(listAdminProducts({ category: t.data.id, sort: "name" }))).toEqual([
      "Cat5e U/UTP PVC Grey",
      "Cat6 U/UTP LSZH Blue 305m",
    ]);
    expect(names(listAdminProducts({ category: t.cat6.id }))).toEqual([
      "Cat6 U/UTP LSZH Blue 305m",
    ]);
    expect(listAdminProducts({ category: 9999 }).total).toBe(0);
    expect(names(listAdminProducts({ sort: "reviews" }))).toEqual([
      "SWA 3 Core 2.5mm",
      "Cat6 U/UTP LSZH Blue 305m",
      "Arctic Flex 5 Core",
      "Cat5e U/UTP PVC Grey",
    ]);
    const first = listAdminProducts({ q: "cat", sort: "name" }).products[0];
    expect(first).toMatchObject({ index: 1, category: { id: t.lan.id } });
  });

  it("pages by 25 in SQL, numbering rows across pages", () => {
    const t = createTaxonomy();
    for (let i = 0; i < 30; i++)
      createProduct({
        name: `Cable ${String(i).padStart(2, "0")}`,
        description: "",
        categoryId: t.lan.id,
      });
    const second = listAdminProducts({ sort: "name", page: 2 });
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2, offset: 25 });
    expect(second.products.map((p) => [p.index, p.name])).toEqual([
      [26, "Cable 25"],
      [27, "Cable 26"],
      [28, "Cable 27"],
      [29, "Cable 28"],
      [30, "Cable 29"],
    ]);
    expect(listAdminProducts({ page: 99 }).page).toBe(2);
  });

  it("walks the sort's index, testing the search's matches, and never reads the table to sort", () => {
    const t = createTaxonomy();
    catalogue(t);
    const plan = (filters: Parameters<typeof adminListStatements>[0]) => {
      const { count, page } = adminListStatements(filters);
      const explain = (q: { sql: string; params: unknown[] }) =>
        db.$client
          .prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
          .all(...q.params)
          .map((r) => (r as { detail: string }).detail);
      return {
        count: explain(count.toSQL()),
        page: explain(page({ pageSize: 25, offset: 25 }).toSQL()),
      };
    };
    const uses = (lines: string[], index: string) =>
      expect(lines.find((l) => /products\b/.test(l) && !/fts|slug_unique/.test(l))).toContain(
        `USING COVERING INDEX ${index}`,
      );
    const sorted = (lines: string[]) => lines.filter((l) => l.includes("TEMP B-TREE"));

    for (const [filters, index] of [
      [{}, "products_created_idx"],
      [{ sort: "name" }, "products_name_idx"],
      [{ sort: "reviews" }, "products_popular_idx"],
      [{ q: "cat6" }, "products_created_idx"],
      [{ q: "cat6", sort: "name" }, "products_name_idx"],
      [{ q: "cat6", sort: "reviews" }, "products_popular_idx"],
      [{ category: t.lan.id }, "products_category_idx"],
      [{ category: t.lan.id, sort: "name" }, "products_category_name_idx"],
      [{ category: t.lan.id, q: "cat6", sort: "name" }, "products_category_name_idx"],
      [{ category: t.data.id }, "products_subcategory_idx"],
      [{ category: t.cat6.id }, "products_sub_subcategory_idx"],
    ] as const) {
      const { page } = plan(filters);
      uses(page, index);
      expect(sorted(page), JSON.stringify(filters)).toEqual([]);
    }
    // The search's matches are only tested against, never the way into the table.
    for (const lines of Object.values(plan({ q: "cat6", category: t.lan.id })))
      expect(lines.join("\n")).not.toMatch(/USING INTEGER PRIMARY KEY/);
    const searchCount = plan({ q: "cat6" }).count.join("\n");
    expect(searchCount).toContain("SCAN products_fts VIRTUAL TABLE");
    expect(searchCount).not.toMatch(/USING INTEGER PRIMARY KEY|SCAN products\b(?! USING)/);
    uses(plan({}).count, "products_");
  });
});

describe("the storefront sees each change on the next read", () => {
  it("listing, search, filters, product page, sitemap and catalogue PDF", async () => {
    const t = createTaxonomy();
    const who = actor();
    const sheet = db
      .insert(datasheets)
      .values({ title: "Cat6 datasheet", file: "datasheets/0123456789abcdef01234567.pdf" })
      .returning()
      .get();
    const list = (filters: Parameters<typeof listProducts>[0]) =>
      listProducts(filters).products.map((p) => p.slug);
    const pdfVersion = async () => (await getCataloguePdf()).version;
    const v0 = await pdfVersion();

    const row = await createStaffProduct(who, await input(t, { datasheet: String(sheet.id) }));
    expect(list({})).toEqual([row.slug]);
    expect(list({ keyword: "lszh" })).toEqual([row.slug]);
    expect(list({ category: "copper-connectivity", specs: { "sheath-material": "lszh" } })).toEqual(
      [row.slug],
    );
    expect(listProducts({}).products[0].datasheet).toMatchObject({ title: "Cat6 datasheet" });
    expect(getProductDetail(row.slug)?.images).toHaveLength(2);
    expect(sitemapEntries(0, 100).map((e) => e.path)).toContain(`/products/${row.slug}`);
    const v1 = await pdfVersion();
    expect(v1).toBeGreaterThan(v0);

    const updated = await updateStaffProduct(
      who,
      row.slug,
      ProductUpdateSchema.parse({
        name: "Cat6 PVC Black",
        category: t.lan.id,
        description: "x",
        specifications: [{ specId: t.sheath.id, value: t.pvc.id }],
      }),
    );
    expect(list({ specs: { "sheath-material": "lszh" } })).toEqual([]);
    expect(list({ specs: { "sheath-material": "pvc" } })).toEqual([updated.slug]);
    expect(list({ keyword: "black" })).toEqual([updated.slug]);
    expect(list({ subcategory: "data-cables" })).toEqual([]);
    expect(getProductDetail(row.slug)).toBeNull();
    expect(sitemapEntries(0, 100).map((e) => e.path)).toContain(`/products/${updated.slug}`);
    expect(await pdfVersion()).toBeGreaterThan(v1);

    moveProductToBin(who, updated.slug);
    expect(list({})).toEqual([]);
    expect(list({ keyword: "black" })).toEqual([]);
    expect(sitemapEntries(0, 100).map((e) => e.path)).not.toContain(`/products/${updated.slug}`);
  });
});

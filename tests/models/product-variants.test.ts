/**
 * Variants on the staff side (docs/variants.md, Admin and API): a SKU unique when given, a
 * variant added to a parent, never to a variant, a product with variants never made one, a parent
 * kept while it has variants, the audit log, and the products table paged by family.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, products } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import {
  createProductVariant,
  createStaffProduct,
  getAdminProduct,
  listAdminProducts,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { moveProductToBin } from "~/models/product-bin.server";
import { createProduct } from "~/models/product.server";
import {
  ProductCreateSchema,
  ProductUpdateSchema,
  ProductVariantCreateSchema,
} from "~/schemas/product";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";
import { dataUrl, picture } from "../uploads";

beforeEach(() => resetDb());

function actor(): Actor {
  const user = insertUser({ role: "manager" });
  return { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
}

type Taxonomy = ReturnType<typeof createTaxonomy>;

async function body(t: Taxonomy, overrides: Record<string, unknown> = {}) {
  return {
    name: "Tri-rated Panel Wire 1.5mm Blue",
    category: String(t.lan.id),
    description: "Panel wire.",
    specifications: [{ specId: String(t.colour.id), value: String(t.blue.id) }],
    images: [dataUrl(await picture("png"))],
    ...overrides,
  };
}

/** How a model call fails: its status, message and field. */
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

describe("the SKU", () => {
  it("is trimmed, empty is none, and its characters and length are checked", () => {
    const parse = (sku: unknown) =>
      ProductUpdateSchema.safeParse({ name: "x", category: 1, description: "x", sku });
    expect(parse("  TRI-1.5/BL_100 ").data?.sku).toBe("TRI-1.5/BL_100");
    expect(parse("").data?.sku).toBeNull();
    expect(parse(null).data?.sku).toBeNull();
    expect(parse(undefined).data?.sku).toBeUndefined();
    expect(parse("a b").error?.issues[0].message).toMatch(/letters, digits/);
    expect(parse("-a").success).toBe(false);
    expect(parse("A".repeat(65)).error?.issues[0].message).toBe(
      "SKU is too long (64 characters at most)",
    );
  });

  it("is unique: a second product with it is refused on the field, whoever adds it", async () => {
    const t = createTaxonomy();
    const who = actor();
    const first = await createStaffProduct(
      who,
      ProductCreateSchema.parse(await body(t, { sku: "TRI-15-BL" })),
    );
    expect(getAdminProduct(first.slug)?.sku).toBe("TRI-15-BL");
    expect(
      await refusal(async () =>
        createStaffProduct(who, ProductCreateSchema.parse(await body(t, { sku: "TRI-15-BL" }))),
      ),
    ).toEqual({
      status: 400,
      message: "The SKU TRI-15-BL is already used by Tri-rated Panel Wire 1.5mm Blue",
      field: "sku",
    });
    const other = await createStaffProduct(who, ProductCreateSchema.parse(await body(t)));
    expect(other.sku).toBeNull();
    const update = async (sku: unknown) =>
      updateStaffProduct(
        who,
        other.slug,
        ProductUpdateSchema.parse({ ...(await body(t)), images: undefined, sku }),
      );
    expect((await refusal(() => update("TRI-15-BL"))).field).toBe("sku");
    // Its own SKU sent back is no clash; left out it is kept; empty it is cleared.
    expect((await update("TRI-15-RD")).sku).toBe("TRI-15-RD");
    expect((await update("TRI-15-RD")).sku).toBe("TRI-15-RD");
    expect((await update(undefined)).sku).toBe("TRI-15-RD");
    expect((await update("")).sku).toBeNull();
  });
});

describe("variants", () => {
  it("adds a variant of a parent, audited as one; a parentProductId must be the parent's", async () => {
    const t = createTaxonomy();
    const who = actor();
    const parent = await createStaffProduct(who, ProductCreateSchema.parse(await body(t)));
    const variant = await createProductVariant(
      who,
      parent.slug,
      ProductVariantCreateSchema.parse(
        await body(t, {
          name: "Tri-rated Panel Wire 1.5mm Black",
          sku: "TRI-15-BK",
          isVariant: true,
          parentProductId: String(parent.id),
          specifications: [{ specId: String(t.colour.id), value: String(t.black.id) }],
        }),
      ),
    );
    expect(variant).toMatchObject({ parentId: parent.id, sku: "TRI-15-BK" });
    const entry = db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(variant.id)))
      .get();
    expect(entry?.summary).toBe(
      "Created product Tri-rated Panel Wire 1.5mm Black, a variant of Tri-rated Panel Wire 1.5mm Blue",
    );
    expect(entry?.changes.parentId).toEqual({ before: null, after: parent.id });

    const other = createProduct({ name: "Other", description: "x", categoryId: t.lan.id });
    expect(
      await refusal(async () =>
        createProductVariant(
          who,
          parent.slug,
          ProductVariantCreateSchema.parse(await body(t, { parentProductId: other.id })),
        ),
      ),
    ).toMatchObject({ status: 400, field: "parentProductId" });
    expect(ProductVariantCreateSchema.safeParse(await body(t, { isVariant: false })).success).toBe(
      false,
    );
    expect(
      await refusal(async () =>
        createProductVariant(
          who,
          "no-such-product",
          ProductVariantCreateSchema.parse(await body(t)),
        ),
      ),
    ).toMatchObject({ status: 404, message: "Product not found" });
  });

  it("never adds a variant to a variant, nor makes a product with variants one", async () => {
    const t = createTaxonomy();
    const who = actor();
    const parent = createProduct({ name: "Panel Wire", description: "x", categoryId: t.lan.id });
    const variant = createProduct({
      name: "Panel Wire Red",
      description: "x",
      categoryId: t.lan.id,
      parentId: parent.id,
    });
    expect(
      await refusal(async () =>
        createProductVariant(who, variant.slug, ProductVariantCreateSchema.parse(await body(t))),
      ),
    ).toEqual({
      status: 400,
      message:
        "A variant cannot be the parent of a variant: Panel Wire Red is a variant of Panel Wire; add the variant to that product instead.",
      field: "parentProductId",
    });
    const lone = createProduct({ name: "Lone", description: "x", categoryId: t.lan.id });
    const fields = { ...(await body(t)), images: undefined };
    // The parent, made a variant of another product: it has a variant.
    expect(
      await refusal(() =>
        updateStaffProduct(
          who,
          parent.slug,
          ProductUpdateSchema.parse({ ...fields, name: "Panel Wire", parentProductId: lone.id }),
        ),
      ),
    ).toMatchObject({ status: 400, message: expect.stringMatching(/has 1 variant\.$/) });
    // A product of its own made a variant, then one of its own again.
    const moved = await updateStaffProduct(
      who,
      lone.slug,
      ProductUpdateSchema.parse({
        ...fields,
        name: "Lone",
        isVariant: true,
        parentProductId: parent.id,
      }),
    );
    expect(moved.parentId).toBe(parent.id);
    const back = await updateStaffProduct(
      who,
      lone.slug,
      ProductUpdateSchema.parse({ ...fields, name: "Lone", isVariant: false }),
    );
    expect(back.parentId).toBeNull();
    // Left out, the family stays as it is.
    const kept = await updateStaffProduct(
      who,
      variant.slug,
      ProductUpdateSchema.parse({ ...fields, name: "Panel Wire Red" }),
    );
    expect(kept.parentId).toBe(parent.id);
  });

  it("refuses to delete a parent while it has variants, and leaves them as they are", async () => {
    const t = createTaxonomy();
    const who = actor();
    const parent = createProduct({ name: "Panel Wire", description: "x", categoryId: t.lan.id });
    for (const colour of ["Red", "Black"])
      createProduct({
        name: `Panel Wire ${colour}`,
        description: "x",
        categoryId: t.lan.id,
        parentId: parent.id,
      });
    expect(await refusal(() => moveProductToBin(who, parent.slug))).toEqual({
      status: 400,
      message: "Panel Wire cannot be deleted: it has 2 variants. Delete its variants first.",
      field: undefined,
    });
    expect(db.select().from(products).all()).toHaveLength(3);
    for (const v of db.select().from(products).where(eq(products.parentId, parent.id)).all())
      await moveProductToBin(who, v.id);
    await moveProductToBin(who, parent.slug);
    expect(db.select().from(products).all()).toHaveLength(0);
  });
});

describe("the products table, by family", () => {
  it("pages by 25 in SQL and shows each variant under its parent, brought in when on another page", () => {
    const t = createTaxonomy();
    const start = Date.UTC(2026, 0, 1);
    const parents = Array.from({ length: 30 }, (_, i) =>
      createProduct({
        name: `Product ${String(i + 1).padStart(2, "0")}`,
        description: "x",
        categoryId: i % 2 ? t.lan.id : t.power.id,
        createdAt: new Date(start + i * 60_000),
      }),
    );
    // Variants newer than every parent: first in the newest order, their parents further down.
    const variantOf = (parent: (typeof parents)[number], colour: string, minute: number) =>
      createProduct({
        name: `${parent.name} ${colour}`,
        description: "x",
        categoryId: parent.categoryId,
        parentId: parent.id,
        createdAt: new Date(start + (100 + minute) * 60_000),
      });
    variantOf(parents[29], "Red", 1);
    variantOf(parents[29], "Violet", 2);
    variantOf(parents[0], "Green", 3);

    const first = listAdminProducts({});
    expect(first).toMatchObject({ total: 33, pageCount: 2 });
    expect(first.products).toHaveLength(25);
    // Page 1: Product 01's variant under Product 01 (on page 2: its context, no row number), then
    // Product 30 with both its variants, then the others.
    const shown = (f: (typeof first.families)[number]) => [
      f.name,
      f.index,
      f.variantCount,
      f.variants.map((v) => [v.name, v.index]),
    ];
    expect(first.families.slice(0, 3).map(shown)).toEqual([
      ["Product 01", null, 1, [["Product 01 Green", 1]]],
      [
        "Product 30",
        4,
        2,
        [
          ["Product 30 Violet", 2],
          ["Product 30 Red", 3],
        ],
      ],
      ["Product 29", 5, 0, []],
    ]);
    expect(first.families.flatMap((f) => [f, ...f.variants]).filter((r) => r.index)).toHaveLength(
      25,
    );
    const second = listAdminProducts({ page: 2 });
    expect(second.families.at(-1)).toMatchObject({
      name: "Product 01",
      index: 33,
      variantCount: 1,
    });

    // A variant that a search finds alone: under its parent, as its context.
    const search = listAdminProducts({ q: "violet" });
    expect(search.total).toBe(1);
    expect(search.families.map(shown)).toEqual([
      ["Product 30", null, 2, [["Product 30 Violet", 1]]],
    ]);
    expect(listAdminProducts({ category: t.power.id }).total).toBe(16);
  });
});

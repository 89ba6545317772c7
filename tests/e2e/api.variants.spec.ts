/**
 * The variant calls of /api/bel over HTTP (docs/variants.md, Admin and API), against the
 * production build (whose server also checks every answer against the registry's schemas), with
 * the original client's own bodies: `POST /admin/product/{parentSlug}/variant` (the create body
 * with `isVariant: true` and `parentProductId`, as JSON with data-URL images and as multipart)
 * and `GET /all-products`, which its product page reads. A variant of a variant, a parent named
 * twice differently and a SKU used twice are 400s; deleting a parent with variants is a 400 and
 * leaves them be.
 *
 * Products made here live in TEST_FAMILY and carry a word of the test's own in their name.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { z } from "zod";
import * as C from "../../app/api/components";
import { dataUrl, picture } from "../uploads";
import { json, signedIn } from "./api.client";
import { TEST_FAMILY, uniqueWord, withDb } from "./data";

const ProductAnswer = C.ok({ product: C.AdminProduct });
const AllProductsAnswer = C.ok({ products: z.array(C.CatalogueProduct) });

type Ref = { _id: string; name: string; slug: string };

/** The original client's Add Product body, its category as the category tree answers it. */
async function createBody(api: APIRequestContext, name: string) {
  const { categoryList } = (await (await api.get("/api/bel/category")).json()) as {
    categoryList: (Ref & { children: Ref[] })[];
  };
  const family = categoryList.find((c) => c.slug === TEST_FAMILY)!;
  const specs = withDb(
    (db) =>
      db
        .prepare(
          `SELECT g.id AS specId, v.id AS value FROM specifications v
           JOIN specifications g ON g.id = v.parent_id
           WHERE g.slug = 'sheath-material' AND v.slug IN ('lszh', 'pvc') ORDER BY v.slug`,
        )
        .all() as { specId: number; value: number }[],
  );
  return {
    name,
    category: { _id: family._id, name: family.name, slug: family.slug },
    subcategory: "",
    subSubcategory: "",
    datasheet: "",
    description: "A panel wire made by an API test.",
    shortdescription: `API-${name.slice(-6)}`,
    specifications: [{ specId: String(specs[0].specId), value: String(specs[0].value) }],
    images: [dataUrl(await picture("png"))],
    /** The other sheath value, for a variant. */
    other: { specId: String(specs[1].specId), value: String(specs[1].value) },
  };
}

const parentOf = (id: string) =>
  withDb(
    (db) =>
      (
        db.prepare("SELECT parent_id AS p FROM products WHERE id = ?").get(Number(id)) as {
          p: number | null;
        }
      ).p,
  );

test("POST /admin/product/{slug}/variant: the client's body as JSON and as multipart; the refusals", async ({
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await signedIn(playwright, baseURL, "manager");
  const word = uniqueWord();
  const { other, ...base } = await createBody(api, `Api panel wire ${word}`);
  const { product: parent } = await json(
    await api.post("/api/bel/admin/product", { data: base }),
    ProductAnswer,
    201,
  );
  expect(parent).toMatchObject({ sku: null, isVariant: false, parentProductId: null });

  // The client's Add Product screen opened for the parent: its body plus isVariant, parentProductId.
  const { product: variant } = await json(
    await api.post(`/api/bel/admin/product/${parent.slug}/variant`, {
      data: {
        ...base,
        name: `Api panel wire ${word} pvc`,
        sku: `APW-${word}-PVC`,
        specifications: [other],
        isVariant: true,
        parentProductId: parent._id,
      },
    }),
    ProductAnswer,
    201,
  );
  expect(variant).toMatchObject({
    name: `Api panel wire ${word} pvc`,
    sku: `APW-${word}-PVC`,
    isVariant: true,
    parentProductId: parent._id,
    specifications: [{ value: { _id: other.value } }],
  });
  expect(parentOf(variant._id)).toBe(Number(parent._id));

  // Multipart: the fields as a FormData carries them, the image as a file; by the parent's id.
  const { product: second } = await json(
    await api.post(`/api/bel/admin/product/${parent._id}/variant`, {
      multipart: {
        name: `Api panel wire ${word} second`,
        category: JSON.stringify(base.category),
        description: base.description,
        shortdescription: base.shortdescription,
        sku: `APW-${word}-2`,
        specifications: JSON.stringify(base.specifications),
        isVariant: "true",
        parentProductId: parent._id,
        images: { name: "wire.png", mimeType: "image/png", buffer: await picture("png") },
      },
    }),
    ProductAnswer,
    201,
  );
  expect(second).toMatchObject({ isVariant: true, parentProductId: parent._id });

  const refused = async (path: string, data: Record<string, unknown>, status = 400) =>
    json(await api.post(path, { data: { ...base, ...data } }), C.ErrorAnswer, status);
  // A variant of a variant.
  expect(
    await refused(`/api/bel/admin/product/${variant.slug}/variant`, {
      name: `Api panel wire ${word} nested`,
      isVariant: true,
      parentProductId: variant._id,
    }),
  ).toEqual({
    success: false,
    message: `A variant cannot be the parent of a variant: ${variant.name} is a variant of ${parent.name}; add the variant to that product instead.`,
    errors: {
      parentProductId: [
        `A variant cannot be the parent of a variant: ${variant.name} is a variant of ${parent.name}; add the variant to that product instead.`,
      ],
    },
  });
  // The path's parent wins: another parentProductId is refused.
  expect(
    (
      await refused(`/api/bel/admin/product/${parent.slug}/variant`, {
        name: `Api panel wire ${word} mismatch`,
        isVariant: true,
        parentProductId: variant._id,
      })
    ).errors,
  ).toEqual({ parentProductId: ["parentProductId is not the product of the address"] });
  // A SKU used already.
  expect(
    (
      await refused(`/api/bel/admin/product/${parent.slug}/variant`, {
        name: `Api panel wire ${word} twin`,
        sku: `APW-${word}-PVC`,
      })
    ).errors,
  ).toEqual({ sku: [`The SKU APW-${word}-PVC is already used by ${variant.name}`] });
  // No such parent; not signed in.
  expect(
    (await refused(`/api/bel/admin/product/no-such-product-${word}/variant`, {}, 404)).message,
  ).toBe("Product not found");
  await json(
    await request.post(`/api/bel/admin/product/${parent.slug}/variant`, { data: base }),
    C.ErrorAnswer,
    401,
  );
  const names = withDb(
    (db) =>
      db.prepare("SELECT name FROM products WHERE name LIKE ? ORDER BY id").all(`%${word}%`) as {
        name: string;
      }[],
  ).map((r) => r.name);
  expect(names).toEqual([parent.name, variant.name, second.name]);

  // Deleting the parent is refused while it has variants, which stay as they are.
  const kept = await json(
    await api.delete(`/api/bel/admin/products/${parent.slug}`),
    C.ErrorAnswer,
    400,
  );
  expect(kept).toEqual({
    success: false,
    message: `${parent.name} cannot be deleted: it has 2 variants. Delete its variants first.`,
  });
  expect(parentOf(variant._id)).toBe(Number(parent._id));
  for (const p of [variant, second, parent])
    expect((await api.delete(`/api/bel/admin/products/${p._id}`)).status()).toBe(200);

  const doc = await (await api.get("/api/bel/openapi.json")).json();
  expect(doc.paths["/admin/product/{slug}/variant"].post.responses).toHaveProperty("201");
  expect(doc.components.schemas.AdminProduct.properties).toHaveProperty("parentProductId");
  await api.dispose();
});

test("GET /all-products: each product's SKU, isVariant, parentProductId and full specifications", async ({
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await signedIn(playwright, baseURL, "manager");
  const word = uniqueWord();
  const { other, ...base } = await createBody(api, `Api drum cable ${word}`);
  const { product: parent } = await json(
    await api.post("/api/bel/admin/product", { data: { ...base, sku: `ADC-${word}-100` } }),
    ProductAnswer,
    201,
  );
  const { product: variant } = await json(
    await api.post(`/api/bel/admin/product/${parent.slug}/variant`, {
      data: {
        ...base,
        name: `Api drum cable ${word} 305`,
        sku: `ADC-${word}-305`,
        specifications: [other],
        isVariant: true,
        parentProductId: parent._id,
      },
    }),
    ProductAnswer,
    201,
  );

  const { products } = await json(await request.get("/api/bel/all-products"), AllProductsAnswer);
  const ours = products.filter((p) => p.name.includes(word));
  expect(ours.map((p) => [p._id, p.sku, p.isVariant, p.parentProductId])).toEqual([
    [parent._id, `ADC-${word}-100`, false, null],
    [variant._id, `ADC-${word}-305`, true, parent._id],
  ]);
  // Its specifications in full, as the product's own call answers them.
  const one = await (await request.get(`/api/bel/products/${variant.slug}`)).json();
  expect(ours[1].specifications).toEqual(one.product.specifications);
  expect(ours[1].specifications[0]).toMatchObject({
    specId: { slug: "sheath-material" },
    value: { _id: other.value },
  });
  for (const p of [variant, parent])
    expect((await api.delete(`/api/bel/admin/products/${p._id}`)).status()).toBe(200);
  await api.dispose();
});

/**
 * The original site's own client over HTTP, against the production build (whose server checks
 * every answer, streamed ones item by item, against the registry's schemas), with the bodies it
 * sends: the product form filled from `GET /admin/products/{slug}` and sent back with the
 * category, subcategory and sub-subcategory as the objects it read (JSON, and multipart with
 * their JSON text); `GET /admin/products` without a page, read whole (it has no pager); and
 * `GET /all-products`, which its product page reads.
 *
 * Other tests create and delete products meanwhile: the whole lists are checked against the
 * products that existed both before and after the call, never against a count of the moment.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { z } from "zod";
import * as C from "../../app/api/components";
import { branchAsRead, branchAsText, editedFields } from "../original-client";
import { dataUrl, picture } from "../uploads";
import { json, signedIn } from "./api.client";
import { TEST_FAMILY, uniqueWord, withDb } from "./data";

const ProductAnswer = C.ok({ product: C.AdminProduct });
const ListAnswer = C.ok({ products: z.array(C.AdminProductListItem), ...C.pageFields });
const AllProductsAnswer = C.ok({ products: z.array(C.CatalogueProduct) });

type Ref = { _id: string; name: string; slug: string };
type TreeNode = Ref & { children: (Ref & { children: Ref[] })[] };

/** TEST_FAMILY › loudspeaker-cables › pa-va-speaker-cables, as the category tree answers them. */
async function branchFromTheTree(api: APIRequestContext) {
  const { categoryList } = (await (await api.get("/api/bel/category")).json()) as {
    categoryList: TreeNode[];
  };
  const family = categoryList.find((c) => c.slug === TEST_FAMILY)!;
  const loudspeaker = family.children.find((c) => c.slug === "loudspeaker-cables")!;
  const pava = loudspeaker.children.find((c) => c.slug === "pa-va-speaker-cables")!;
  const { _id, name, slug } = loudspeaker;
  return {
    family: { _id: family._id, name: family.name, slug: family.slug },
    loudspeaker: { _id, name, slug },
    pava,
  };
}

const stored = (id: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          `SELECT name, category_id AS category, subcategory_id AS subcategory,
                  sub_subcategory_id AS subSubcategory, datasheet_id AS datasheet
           FROM products WHERE id = ?`,
        )
        .get(Number(id)) as Record<string, string | number | null>,
  );

const productIds = () =>
  withDb((db) =>
    (db.prepare("SELECT id FROM products").all() as { id: number }[]).map((r) => String(r.id)),
  );

test("the product it read goes back as it read it: PUT as JSON and as multipart, POST with the tree's objects", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await signedIn(playwright, baseURL);
  const { family, loudspeaker, pava } = await branchFromTheTree(api);
  const datasheet = withDb(
    (db) => (db.prepare("SELECT min(id) AS id FROM datasheets").get() as { id: number }).id,
  );
  const word = uniqueWord();

  // Create: the category levels as the category tree gave them, the datasheet as an object.
  const created = await json(
    await api.post("/api/bel/admin/product", {
      data: {
        name: `Client speaker flex ${word}`,
        category: family,
        subcategory: loudspeaker,
        subSubcategory: pava,
        datasheet: { _id: String(datasheet), title: "a datasheet" },
        description: "Made by the original client's form.",
        shortdescription: `CL-${word.slice(-6)}`,
        images: [dataUrl(await picture("png"))],
      },
    }),
    ProductAnswer,
    201,
  );
  const want = {
    category: Number(family._id),
    subcategory: Number(loudspeaker._id),
    subSubcategory: Number(pava._id),
    datasheet,
  };
  expect(stored(created.product._id)).toMatchObject(want);

  // Edit: the form filled from GET /admin/products/{slug}, sent back with what it read.
  const { product: answer } = await json(
    await api.get(`/api/bel/admin/products/${created.product.slug}`),
    ProductAnswer,
  );
  const asJson = await json(
    await api.put(`/api/bel/admin/products/${answer.slug}`, {
      data: {
        ...editedFields(answer, `Client speaker flex ${word} JSON`),
        ...branchAsRead(answer),
      },
    }),
    ProductAnswer,
  );
  expect(asJson.product).toMatchObject({
    category: answer.category,
    subcategory: answer.subcategory,
    subSubcategory: answer.subSubcategory,
    datasheet: answer.datasheet,
    specifications: answer.specifications,
  });
  expect(stored(answer._id)).toMatchObject({ name: `Client speaker flex ${word} JSON`, ...want });

  const asMultipart = await json(
    await api.put(`/api/bel/admin/products/${asJson.product.slug}`, {
      multipart: {
        ...editedFields(answer, `Client speaker flex ${word} multipart`),
        ...branchAsText(answer),
      },
    }),
    ProductAnswer,
  );
  expect(asMultipart.product.subSubcategory).toEqual(answer.subSubcategory);
  expect(stored(answer._id)).toMatchObject({
    name: `Client speaker flex ${word} multipart`,
    ...want,
  });

  // What it could not have read: the field's own message, the product unchanged.
  for (const bad of [{ _id: "abc" }, {}]) {
    const refused = await json(
      await api.put(`/api/bel/admin/products/${asMultipart.product.slug}`, {
        data: {
          ...editedFields(answer, "Refused"),
          category: bad,
          subcategory: answer.subcategory,
        },
      }),
      C.ErrorAnswer,
      400,
    );
    expect(refused).toEqual({
      success: false,
      message: "Please fill all required fields",
      errors: { category: ["Please fill all required fields"] },
    });
  }
  const refusedSub = await json(
    await api.put(`/api/bel/admin/products/${asMultipart.product.slug}`, {
      multipart: {
        ...editedFields(answer, "Refused"),
        category: JSON.stringify(answer.category),
        subcategory: "{}",
      },
    }),
    C.ErrorAnswer,
    400,
  );
  expect(refusedSub.message).toBe("Please choose a subcategory from the list");
  expect(stored(answer._id).name).toBe(`Client speaker flex ${word} multipart`);

  expect((await api.delete(`/api/bel/admin/products/${answer._id}`)).status()).toBe(200);
  await api.dispose();
});

test("GET /admin/products without a page answers every product; with one, 25", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await signedIn(playwright, baseURL);
  const before = productIds();
  const response = await api.get("/api/bel/admin/products");
  const after = new Set(productIds());
  const all = await json(response, ListAnswer);
  expect(response.headers()["cache-control"]).toBe("private, no-store");

  const answered = new Set(all.products.map((p) => p._id));
  const everywhere = before.filter((id) => after.has(id));
  expect(everywhere.length).toBeGreaterThan(25);
  expect(everywhere.filter((id) => !answered.has(id))).toEqual([]);
  expect(answered.size).toBe(all.products.length);
  expect(all).toMatchObject({
    total: all.products.length,
    page: 1,
    pageCount: 1,
    resPerPage: all.products.length,
  });
  expect(all.products.map((p) => p.index)).toEqual(all.products.map((_, i) => i + 1));

  const paged = await json(await api.get("/api/bel/admin/products?page=1"), ListAnswer);
  expect(paged.products).toHaveLength(25);
  expect(paged).toMatchObject({ page: 1, resPerPage: 25 });
  expect(paged.pageCount).toBeGreaterThan(1);
  await api.dispose();
});

test("GET /all-products answers every product as its own call does, with its SKU and family", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const before = productIds();
  const response = await request.get("/api/bel/all-products");
  const after = new Set(productIds());
  const { products } = await json(response, AllProductsAnswer);

  const answered = products.map((p) => p._id);
  expect(before.filter((id) => after.has(id) && !answered.includes(id))).toEqual([]);
  expect(answered).toEqual([...answered].sort((a, b) => Number(a) - Number(b)));
  // Variants (docs/variants.md) say whose they are; others have no parent.
  expect(products.every((p) => p.isVariant === (p.parentProductId !== null))).toBe(true);

  // A product no test changes (outside TEST_FAMILY) is the same as /products/{slug} answers it.
  const seeded = products.find((p) => p.category.slug !== TEST_FAMILY && p.reviews.length > 0)!;
  const one = await (await request.get(`/api/bel/products/${seeded.slug}`)).json();
  const { isVariant: _v, parentProductId: _p, sku: _s, ...rest } = seeded;
  expect(rest).toEqual(one.product);

  const doc = await (await request.get("/api/bel/openapi.json")).json();
  expect(doc.paths["/all-products"].get.summary).toMatch(/^Every product/);
  expect(doc.components.schemas.CatalogueProduct.properties).toMatchObject({
    isVariant: { type: "boolean" },
  });
});

/**
 * The original site's own client against the admin and catalogue calls it makes, with its exact
 * bodies: it fills the product form from `GET /admin/products/{slug}` and sends the category,
 * subcategory and sub-subcategory back as the objects it read (JSON, or a form whose fields hold
 * their JSON text or nested `category._id` names); it reads `GET /admin/products` without a page
 * and has no pager; its product page reads `GET /all-products`.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { datasheets, products, reviews } from "../../db/schema";
import * as C from "~/api/components";
import { dispatch } from "~/api/dispatch.server";
import { endpoint, JsonStream } from "~/api/endpoint";
import { openApiDocument } from "~/api/openapi.server";
import { endpoints } from "~/api/registry.server";
import { CATALOGUE_BATCH_SIZE } from "~/constants";
import { db } from "~/db.server";
import { createProduct, createProducts } from "~/models/product.server";
import * as apiRoute from "~/routes/api.bel.$";
import * as editProduct from "~/routes/admin.products.$slug";
import { createTaxonomy, resetDb } from "../fixtures";
import { branchAsRead, branchAsText, editedFields, type ReadProduct } from "../original-client";
import { dataUrl, picture } from "../uploads";
import {
  BASE,
  callApi,
  cookieFor,
  insertUser,
  makeRequest,
  parsed,
  run,
  type RequestOptions,
} from "./admin.helpers";

// Every /api/bel path is served by one route module, which routes by the request's URL.
const apiAllProducts = apiRoute,
  apiCategories = apiRoute,
  apiCategoryNew = apiRoute,
  apiFieldNew = apiRoute,
  apiCreate = apiRoute,
  apiList = apiRoute,
  apiOne = apiRoute,
  apiProduct = apiRoute;

let t: ReturnType<typeof createTaxonomy>;
let cookie: string;
let datasheetId: number;

beforeEach(async () => {
  resetDb();
  t = createTaxonomy();
  datasheetId = db
    .insert(datasheets)
    .values({ title: "Cat6 datasheet", file: "datasheets/0123456789abcdef01234567.pdf" })
    .returning()
    .get().id;
  cookie = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
});

const api = (
  fn: ((args: any) => unknown) | undefined,
  url: string,
  params: Record<string, string> = {},
  options: RequestOptions = {},
) => callApi(fn, url, params, { cookie, ...options });

/** `PUT /admin/products/{slug}` with the client's body. */
const putProduct = (slug: string, body: RequestOptions) =>
  api(apiOne.action, `/admin/products/${slug}`, { slug }, { method: "PUT", ...body });

const ProductAnswer = C.ok({ product: C.AdminProduct });

/** `POST /admin/product` as the client sends it (JSON): `fields` and a picture. */
async function createdByTheClient(fields: Record<string, unknown>): Promise<ReadProduct> {
  const made = await api(
    apiCreate.action,
    "/admin/product",
    {},
    { json: { ...fields, images: [dataUrl(await picture("png"))] } },
  );
  expect(made.status, made.text).toBe(201);
  return parsed(ProductAnswer, made.json).product;
}

/** `GET /admin/products/{slug}`, as the client's edit form reads it. */
async function readByTheClient(slug: string): Promise<ReadProduct> {
  const read = await api(apiOne.loader, `/admin/products/${slug}`, { slug });
  expect(read.status).toBe(200);
  return parsed(ProductAnswer, read.json).product;
}

/** A product made through the API, then read back as the client's edit form reads it. */
async function productAsTheClientReadsIt(): Promise<ReadProduct> {
  const made = await createdByTheClient({
    name: "Cat6 U/UTP LSZH Blue 305m",
    category: String(t.lan.id),
    subcategory: String(t.data.id),
    subSubcategory: String(t.cat6.id),
    datasheet: String(datasheetId),
    description: "Category 6 data cable.",
    shortdescription: "BEL-C6-BL305",
    imagealt: "Cat6 drum",
    seo_title: "Cat6 LSZH",
    seo_description: "Cat6 in LSZH.",
    specifications: [{ specId: String(t.sheath.id), value: String(t.lszh.id) }],
  });
  return readByTheClient(made.slug);
}

function storedRow(id: string) {
  return db
    .select()
    .from(products)
    .where(eq(products.id, Number(id)))
    .get()!;
}

const branchIds = () => ({
  categoryId: t.lan.id,
  subcategoryId: t.data.id,
  subSubcategoryId: t.cat6.id,
  datasheetId,
});

describe("the product the client read, sent back", () => {
  it("PUT as JSON: category, subcategory and sub-subcategory as the objects read, the datasheet as its id or an object", async () => {
    const answer = await productAsTheClientReadsIt();
    expect(answer.category).toEqual({
      _id: String(t.lan.id),
      name: "Copper Connectivity",
      slug: "copper-connectivity",
    });
    for (const [name, datasheet] of [
      ["Cat6 U/UTP LSZH Blue 305m (renamed)", answer.datasheet],
      ["Cat6 U/UTP LSZH Blue 305m (again)", { _id: answer.datasheet, title: "Cat6 datasheet" }],
    ] as const) {
      const current = storedRow(answer._id).slug;
      const put = await putProduct(current, {
        json: {
          ...editedFields(answer, name),
          ...branchAsRead(answer),
          datasheet,
          // What it read of the specifications: { specId: { _id, title }, value: { _id, title } }.
          specifications: answer.specifications,
        },
      });
      expect(put.status, put.text).toBe(200);
      const { product } = parsed(ProductAnswer, put.json);
      expect(product).toMatchObject({
        name,
        category: answer.category,
        subcategory: answer.subcategory,
        subSubcategory: answer.subSubcategory,
        datasheet: answer.datasheet,
        specifications: answer.specifications,
      });
      expect(storedRow(answer._id)).toMatchObject({ name, ...branchIds() });
    }
  });

  it("PUT as multipart: the objects as JSON text (formData.append(name, JSON.stringify(obj))), or nested names", async () => {
    const answer = await productAsTheClientReadsIt();
    const asJsonText = await putProduct(answer.slug, {
      multipart: {
        ...editedFields(answer, "Cat6 as JSON text"),
        ...branchAsText(answer),
        specifications: JSON.stringify(answer.specifications),
        images: new File([new Uint8Array(await picture("jpeg"))], "more.jpg", {
          type: "image/jpeg",
        }),
      },
    });
    expect(asJsonText.status, asJsonText.text).toBe(200);
    const { product } = parsed(ProductAnswer, asJsonText.json);
    expect(product).toMatchObject({
      name: "Cat6 as JSON text",
      category: answer.category,
      subcategory: answer.subcategory,
      subSubcategory: answer.subSubcategory,
      datasheet: answer.datasheet,
      specifications: answer.specifications,
    });
    expect(product.images).toHaveLength(2);
    expect(storedRow(answer._id)).toMatchObject(branchIds());

    const nested = await putProduct(product.slug, {
      multipart: {
        ...editedFields(answer, "Cat6 nested"),
        "category._id": answer.category._id,
        "category.name": answer.category.name,
        "category.slug": answer.category.slug,
        "subcategory._id": answer.subcategory!._id,
        "subcategory.name": answer.subcategory!.name,
        "subSubcategory._id": answer.subSubcategory!._id,
        "datasheet._id": answer.datasheet!,
        "specifications[0].specId._id": answer.specifications[0].specId._id,
        "specifications[0].value._id": answer.specifications[0].value._id,
      },
    });
    expect(nested.status, nested.text).toBe(200);
    expect(storedRow(answer._id)).toMatchObject({ name: "Cat6 nested", ...branchIds() });
  });

  it("PUT as an urlencoded form with JSON text; null (JSON) is no sub-subcategory", async () => {
    const answer = await productAsTheClientReadsIt();
    const put = await putProduct(answer.slug, {
      form: {
        ...editedFields(answer, "Cat6 without a third level"),
        ...branchAsText(answer),
        subSubcategory: JSON.stringify(null),
        datasheet: JSON.stringify(answer.datasheet),
      },
    });
    expect(put.status, put.text).toBe(200);
    expect(storedRow(answer._id)).toMatchObject({
      name: "Cat6 without a third level",
      categoryId: t.lan.id,
      subcategoryId: t.data.id,
      subSubcategoryId: null,
      datasheetId,
    });
  });

  it("POST /admin/product with the objects the category tree answered (JSON and multipart)", async () => {
    const tree = (await run(apiCategories.loader, makeRequest("/api/bel/category"))).json;
    const category = tree.categoryList.find(
      (c: { slug: string }) => c.slug === "copper-connectivity",
    );
    const subcategory = category.children[0];
    const subSubcategory = subcategory.children[0];
    const base = {
      description: "Made from the tree's objects.",
      specifications: [
        { specId: { _id: String(t.colour.id), title: "Sheath Colour" }, value: String(t.blue.id) },
      ],
    };
    const asJson = await api(
      apiCreate.action,
      "/admin/product",
      {},
      {
        json: {
          ...base,
          name: "Cat6 from objects",
          category,
          subcategory,
          subSubcategory,
          datasheet: { _id: String(datasheetId), title: "Cat6 datasheet" },
          images: [dataUrl(await picture("png"))],
        },
      },
    );
    expect(asJson.status, asJson.text).toBe(201);
    expect(storedRow(asJson.json.product._id)).toMatchObject(branchIds());
    expect(asJson.json.product.specifications).toEqual([
      {
        specId: { _id: String(t.colour.id), title: "Sheath Colour" },
        value: { _id: String(t.blue.id), title: "Blue" },
      },
    ]);

    const asMultipart = await api(
      apiCreate.action,
      "/admin/product",
      {},
      {
        multipart: {
          name: "Cat6 from objects, multipart",
          description: base.description,
          category: JSON.stringify(category),
          subcategory: JSON.stringify(subcategory),
          subSubcategory: JSON.stringify(subSubcategory),
          datasheet: String(datasheetId),
          images: new File([new Uint8Array(await picture("png"))], "drum.png", {
            type: "image/png",
          }),
        },
      },
    );
    expect(asMultipart.status, asMultipart.text).toBe(201);
    expect(storedRow(asMultipart.json.product._id)).toMatchObject(branchIds());
  });

  it("an object without a usable _id is refused with the field's own message (JSON, multipart)", async () => {
    const answer = await productAsTheClientReadsIt();
    const put = (body: Record<string, unknown>) =>
      putProduct(answer.slug, {
        json: {
          ...editedFields(answer, "Refused"),
          ...branchAsRead(answer),
          ...body,
        },
      });
    for (const bad of [{ _id: "abc" }, {}, { id: String(t.lan.id) }, "[object Object]"]) {
      const category = await put({ category: bad });
      expect(category.status, JSON.stringify(bad)).toBe(400);
      expect(category.json).toEqual({
        success: false,
        message: "Please fill all required fields",
        errors: { category: ["Please fill all required fields"] },
      });
      const sub = await put({ subcategory: bad });
      expect(sub.status).toBe(400);
      expect(sub.json.errors).toEqual({
        subcategory: ["Please choose a subcategory from the list"],
      });
      const sheet = await put({ datasheet: bad });
      expect(sheet.json.errors).toEqual({ datasheet: ["Please choose a datasheet from the list"] });
    }
    // An object naming no category of the list: the reference check's message.
    const unknown = await put({ category: { _id: "999999", name: "Gone", slug: "gone" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ category: ["Please choose a category from the list"] });

    const multipart = await putProduct(answer.slug, {
      multipart: {
        ...editedFields(answer, "Refused"),
        category: JSON.stringify({ _id: "abc" }),
        subcategory: "{}",
      },
    });
    expect(multipart.status).toBe(400);
    expect(multipart.json.errors).toEqual({
      category: ["Please fill all required fields"],
      subcategory: ["Please choose a subcategory from the list"],
    });
    expect(storedRow(answer._id).name).toBe("Cat6 U/UTP LSZH Blue 305m");
  });

  it("the edit page's action reads the same shapes (one schema)", async () => {
    const answer = await productAsTheClientReadsIt();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "update",
      ...editedFields(answer, "Cat6 through the page"),
      category: JSON.stringify(answer.category),
      "subcategory._id": answer.subcategory!._id,
      subSubcategory: answer.subSubcategory!._id,
    })) {
      form.append(name, value);
    }
    const saved = await run(
      editProduct.action,
      new Request(new URL(`/admin/products/${answer.slug}`, BASE), {
        method: "POST",
        body: form,
        headers: { Cookie: cookie },
      }),
      { slug: answer.slug },
    );
    expect(saved.status, saved.text).toBe(302);
    expect(storedRow(answer._id)).toMatchObject({
      name: "Cat6 through the page",
      categoryId: t.lan.id,
      subcategoryId: t.data.id,
      subSubcategoryId: t.cat6.id,
    });
  });

  it("alt text and SEO title: it reads the name where none was given, and what it sends back of them follows a rename", async () => {
    const made = await createdByTheClient({
      name: "Cat6 U/UTP LSZH Blue 305m",
      category: String(t.lan.id),
      description: "Category 6 data cable.",
    });
    // Stored empty, answered as what the product shows: its name.
    expect([made.imagealt, made.seo_title]).toEqual([
      "Cat6 U/UTP LSZH Blue 305m",
      "Cat6 U/UTP LSZH Blue 305m",
    ]);
    expect(storedRow(made._id)).toMatchObject({ imagealt: "", seoTitle: "" });
    const read = await readByTheClient(made.slug);
    expect([read.imagealt, read.seo_title]).toEqual([
      "Cat6 U/UTP LSZH Blue 305m",
      "Cat6 U/UTP LSZH Blue 305m",
    ]);

    // Its form sends back the name it read beside the new one: both keep following the name.
    const put = await putProduct(read.slug, {
      json: { ...editedFields(read, "Cat6 U/UTP LSZH Grey 305m"), ...branchAsRead(read) },
    });
    expect(put.status, put.text).toBe(200);
    const { product } = parsed(ProductAnswer, put.json);
    expect([product.imagealt, product.seo_title]).toEqual([
      "Cat6 U/UTP LSZH Grey 305m",
      "Cat6 U/UTP LSZH Grey 305m",
    ]);
    expect(storedRow(read._id)).toMatchObject({ imagealt: "", seoTitle: "" });
    // The storefront's API answers the new name too.
    const one = await run(apiProduct.loader, makeRequest(`/api/bel/products/${product.slug}`), {
      slug: product.slug,
    });
    expect(one.json.product).toMatchObject({
      name: "Cat6 U/UTP LSZH Grey 305m",
      imagealt: "Cat6 U/UTP LSZH Grey 305m",
      seo_title: "Cat6 U/UTP LSZH Grey 305m",
    });
  });

  it("a category's and a specification value's parent may be sent as the object read", async () => {
    const tree = (await run(apiCategories.loader, makeRequest("/api/bel/category"))).json;
    const parent = tree.categoryList.find(
      (c: { slug: string }) => c.slug === "industrial-power-cables",
    );
    const sub = await api(
      apiCategoryNew.action,
      "/admin/category/new",
      {},
      { multipart: { name: "Flexible Cables", parentId: JSON.stringify(parent) } },
    );
    expect(sub.status, sub.text).toBe(201);
    expect(sub.json.category).toMatchObject({ parentId: String(t.power.id), level: 2 });
    const subSub = await api(
      apiCategoryNew.action,
      "/admin/category/new",
      {},
      {
        multipart: {
          name: "Arctic Flex",
          "parentId._id": sub.json.category._id,
          "parentId.name": "Flexible Cables",
        },
      },
    );
    expect(subSub.status, subSub.text).toBe(201);
    expect(subSub.json.category).toMatchObject({ parentId: sub.json.category._id, level: 3 });
    const refused = await api(
      apiCategoryNew.action,
      "/admin/category/new",
      {},
      { multipart: { name: "Nowhere", parentId: "{}" } },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Please choose a parent category from the list.");

    const value = await api(
      apiFieldNew.action,
      "/admin/field/new",
      {},
      { json: { title: "Orange", parentId: { _id: String(t.colour.id), title: "Sheath Colour" } } },
    );
    expect(value.status, value.text).toBe(201);
    expect(value.json.specification).toMatchObject({
      title: "Orange",
      parentId: String(t.colour.id),
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Whole lists

/** `n` products in the taxonomy's branches, one write; each with a picture row and a spec. */
function manyProducts(n: number) {
  const image = (i: number) => ({
    publicId: `p${i}`,
    file: `products/${String(i).padStart(24, "0")}-640.webp`,
    width: 640,
    height: 480,
    variants: [],
  });
  return createProducts(
    Array.from({ length: n }, (_, i) => ({
      name: `Bulk cable ${String(i).padStart(4, "0")}`,
      description: `Bulk cable number ${i}.`,
      categoryId: i % 3 === 0 ? t.power.id : t.lan.id,
      subcategoryId: i % 3 === 0 ? t.swa.id : t.data.id,
      subSubcategoryId: i % 3 === 0 ? null : t.cat6.id,
      datasheetId: i % 2 ? datasheetId : null,
      specificationValueIds: [i % 2 ? t.lszh.id : t.pvc.id, t.blue.id],
      images: [image(i)],
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
    })),
  );
}

const countProducts = () => db.select({ id: products.id }).from(products).all().length;

const ListAnswer = C.ok({
  products: z.array(C.AdminProductListItem),
  ...C.pageFields,
});

describe("GET /admin/products without a page: every product", () => {
  it("answers all of them (past a batch), newest first, numbered; with a page, 25", async () => {
    manyProducts(CATALOGUE_BATCH_SIZE + 12);
    const total = countProducts();
    expect(total).toBeGreaterThan(25);

    const all = await api(apiList.loader, "/admin/products");
    expect(all.status, all.text.slice(0, 500)).toBe(200);
    expect(all.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = parsed(ListAnswer, all.json);
    expect(body).toMatchObject({ total, page: 1, pageCount: 1, resPerPage: total });
    expect(body.products).toHaveLength(total);
    expect(body.products.map((p) => p.index)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
    expect(body.products[0].name).toBe(`Bulk cable ${String(total - 1).padStart(4, "0")}`);
    expect(new Set(body.products.map((p) => p._id)).size).toBe(total);
    expect(body.products.find((p) => p.name === "Bulk cable 0001")).toMatchObject({
      category: { _id: String(t.lan.id) },
      subSubCategory: { _id: String(t.cat6.id) },
      datasheet: String(datasheetId),
      specifications: [
        { specId: { title: "Sheath Material" }, value: { title: "LSZH" } },
        { specId: { title: "Sheath Colour" }, value: { title: "Blue" } },
      ],
    });

    const paged = parsed(ListAnswer, (await api(apiList.loader, "/admin/products?page=1")).json);
    expect(paged).toMatchObject({ total, page: 1, resPerPage: 25 });
    expect(paged.products).toHaveLength(25);
    expect(paged.products.map((p) => p._id)).toEqual(body.products.slice(0, 25).map((p) => p._id));
    const second = parsed(ListAnswer, (await api(apiList.loader, "/admin/products?page=2")).json);
    expect(second.products[0].index).toBe(26);
    const searched = parsed(ListAnswer, (await api(apiList.loader, "/admin/products?q=bulk")).json);
    expect(searched).toMatchObject({ total, resPerPage: 25 });
    expect(searched.products).toHaveLength(25);
  });

  it("category and sort apply to the whole list; no product is an empty list", async () => {
    const empty = parsed(ListAnswer, (await api(apiList.loader, "/admin/products")).json);
    expect(empty).toEqual({
      success: true,
      products: [],
      total: 0,
      page: 1,
      pageCount: 1,
      resPerPage: 0,
    });
    manyProducts(40);
    const power = parsed(
      ListAnswer,
      (await api(apiList.loader, `/admin/products?category=${t.power.id}&sort=name`)).json,
    );
    const names = power.products.map((p) => p.name);
    expect(names).toHaveLength(14);
    expect(power.total).toBe(14);
    expect(names).toEqual([...names].sort());
    expect(power.products.every((p) => p.category._id === String(t.power.id))).toBe(true);
  });

  it("HEAD answers the headers only; a visitor gets 401", async () => {
    manyProducts(3);
    const head = await run(
      apiList.loader,
      makeRequest("/api/bel/admin/products", { method: "HEAD", cookie }),
    );
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    const visitor = await run(apiList.loader, makeRequest("/api/bel/admin/products"));
    expect(visitor.status).toBe(401);
  });
});

describe("GET /all-products", () => {
  it("answers every product as its own call does, with isVariant false, parentProductId and sku null", async () => {
    manyProducts(CATALOGUE_BATCH_SIZE + 3);
    const reviewed = createProduct({
      name: "Reviewed cable",
      description: "Has reviews.",
      categoryId: t.lan.id,
      subcategoryId: t.data.id,
    });
    const review = (i: number, status: "published" | "pending") => ({
      productId: reviewed.id,
      name: `Reviewer ${i}`,
      email: `r${i}@example.com`,
      country: "United Kingdom",
      phone: "07911123456",
      rating: 1 + (i % 5),
      heading: `Heading ${i}`,
      comment: `Comment ${i}`,
      status,
      createdAt: new Date(Date.UTC(2024, 5, 1) + i * 60_000),
    });
    db.insert(reviews)
      .values([
        ...Array.from({ length: 23 }, (_, i) => review(i, "published")),
        review(99, "pending"),
      ])
      .run();

    const answer = await run(apiAllProducts.loader, makeRequest("/api/bel/all-products"));
    expect(answer.status, answer.text.slice(0, 500)).toBe(200);
    const body = parsed(C.ok({ products: z.array(C.CatalogueProduct) }), answer.json);
    const ids = db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .all()
      .map((r) => String(r.id));
    expect(body.products.map((p) => p._id)).toEqual(ids);
    expect(
      body.products.every(
        (p) => p.isVariant === false && p.parentProductId === null && p.sku === null,
      ),
    ).toBe(true);
    // Each as GET /products/{slug} answers it (a sample across the batches, and the reviewed one).
    for (const product of [
      ...body.products.filter((_, i) => i % 97 === 0),
      body.products.at(-1)!,
    ]) {
      const one = await run(apiProduct.loader, makeRequest(`/api/bel/products/${product.slug}`), {
        slug: product.slug,
      });
      const { isVariant: _v, parentProductId: _p, sku: _s, ...rest } = product;
      expect(rest).toEqual(one.json.product);
    }
    const last = body.products.at(-1)!;
    expect(last.name).toBe("Reviewed cable");
    expect(last.reviews).toHaveLength(20);
    expect(last.reviews[0]).toMatchObject({ name: "Reviewer 22" });
    expect(last.reviews.map((r) => r.name)).not.toContain("Reviewer 99");
    expect(answer.text).not.toContain("r1@example.com");
    expect(body.products[1]).toMatchObject({
      datasheet: { _id: String(datasheetId), title: "Cat6 datasheet" },
      subSubcategory: { _id: String(t.cat6.id) },
      specifications: [
        { specId: { slug: "sheath-material" }, value: { slug: "lszh" } },
        { specId: { slug: "sheath-colour" }, value: { slug: "blue" } },
      ],
    });
  });

  it("an empty catalogue is an empty list; the OpenAPI document lists the call", async () => {
    const answer = await run(apiAllProducts.loader, makeRequest("/api/bel/all-products"));
    expect(answer.json).toEqual({ success: true, products: [] });
    const doc = openApiDocument(endpoints) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(JSON.stringify(doc.paths["/all-products"].get.responses["200"])).toContain(
      '"$ref":"#/components/schemas/getAllProducts200"',
    );
    expect(JSON.stringify(doc)).toContain('"$ref":"#/components/schemas/CatalogueProduct"');
  });
});

describe("a streamed answer (JsonStream)", () => {
  const streaming = (items: unknown[][]) =>
    endpoint({
      method: "GET",
      path: "/stream",
      summary: "test",
      tag: "test",
      access: "public",
      responses: {
        200: {
          description: "ok",
          schema: C.ok({ items: z.array(z.strictObject({ n: z.int() })), count: z.int() }),
        },
      },
      handler: () => {
        let count = 0;
        function* batches() {
          for (const batch of items) {
            count += batch.length;
            yield batch;
          }
        }
        return new JsonStream({ success: true }, "items", batches(), () => ({ count }));
      },
    });
  const get = (items: unknown[][]) =>
    dispatch([streaming(items)], {
      request: new Request("http://localhost/api/bel/stream"),
      params: {},
    });

  it("writes the head, every batch's items and the tail as one JSON object", async () => {
    const response = await get([[{ n: 1 }, { n: 2 }], [], [{ n: 3 }]]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await response.text()).toBe(
      '{"success":true,"items":[{"n":1},{"n":2},{"n":3}],"count":3}',
    );
    expect(await (await get([])).json()).toEqual({ success: true, items: [], count: 0 });
  });

  it("reads a batch only once the server says the client took what was written (backpressure)", async () => {
    const taken: number[] = [];
    function* batches() {
      for (let n = 1; n <= 2; n++) {
        taken.push(n);
        yield [{ n }];
      }
    }
    const asked: (() => void)[] = [];
    let free = false;
    const drained = () =>
      free ? Promise.resolve() : new Promise<void>((resolve) => asked.push(resolve));
    const response = await dispatch(
      [
        endpoint({
          method: "GET",
          path: "/stream",
          summary: "test",
          tag: "test",
          access: "public",
          responses: {
            200: { description: "ok", schema: C.ok({ items: z.array(z.object({ n: z.int() })) }) },
          },
          handler: () => new JsonStream({ success: true }, "items", batches()),
        }),
      ],
      { request: new Request("http://localhost/api/bel/stream"), params: {}, context: { drained } },
    );
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('{"success":true,"items":[');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(taken).toEqual([]);
    asked[0]();
    expect(decoder.decode((await reader.read()).value)).toBe('{"n":1}');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(taken).toEqual([1]);
    free = true;
    asked[1]();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += decoder.decode(chunk.value);
    }
    expect(rest).toBe(',{"n":2}]}');
  });

  it("an item its schema does not allow ends the body early (logged), outside production", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await get([[{ n: 1 }], [{ n: "two" }]]);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(/streamed an item its schema does not allow/);
    expect(String(log.mock.calls[0]?.[1])).toMatch(/does not allow/);
    log.mockRestore();
  });
});

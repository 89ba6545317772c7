/**
 * The admin product screens and their /api/bel twins, called with real Requests (multipart
 * bodies included): the documented messages and toasts, the input kept on failure, the storefront's
 * 301 for a former slug, the JSON shapes of every endpoint, and uploads that are refused — by
 * content, size or form — without a file left behind (this file has an uploads folder of its own).
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { auditLog, datasheets, productImages, products } from "../../db/schema";
import * as C from "~/api/components";
import { db } from "~/db.server";
import { getAdminProduct } from "~/models/product-admin.server";
import { listBin } from "~/models/product-bin.server";
import { createProduct } from "~/models/product.server";
import * as productList from "~/routes/admin.products._index";
import * as newProduct from "~/routes/admin.product.new";
import * as editProduct from "~/routes/admin.products.$slug";
import * as uploadScreen from "~/routes/admin.products.$id.upload_images";
import * as apiRoute from "~/routes/api.bel.$";
import * as health from "~/routes/healthcheck";
import * as storefrontProduct from "~/routes/products.$slug/route";
import { storage } from "~/storage.server";
import { createTaxonomy, resetDb } from "../fixtures";
import {
  dataUrl,
  htmlJpegPolyglot,
  pdf,
  picture,
  pngBomb,
  svgWithScript,
  truncatedJpeg,
} from "../uploads";
import {
  BASE,
  callApi,
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  parsed,
  run,
  toastOf,
  type RequestOptions,
} from "./admin.helpers";

// Every /api/bel path is served by one route module, which routes by the request's URL.
const apiList = apiRoute,
  apiCreate = apiRoute,
  apiOne = apiRoute,
  apiUpload = apiRoute,
  apiDeleteImage = apiRoute;

type Taxonomy = ReturnType<typeof createTaxonomy>;
let t: Taxonomy;
let cookie: string;

beforeEach(async () => {
  resetDb();
  fs.rmSync(path.join(storage.root, "products"), { recursive: true, force: true });
  t = createTaxonomy();
  cookie = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
});

afterAll(() => {
  expectNoSecretsInAnswers();
});

/** Every stored product file, relative to the uploads folder. */
function storedFiles() {
  const dir = path.join(storage.root, "products");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** Every file below the uploads folder's parent: nothing may land outside the folder. */
function filesAround() {
  return fs.readdirSync(path.dirname(storage.root), { recursive: true }).map(String).sort();
}

type Upload = { name: string; bytes: Buffer; filename: string; type: string };

function multipart(
  url: string,
  fields: Record<string, string | string[]>,
  files: Upload[] = [],
  { method = "POST", who = cookie }: { method?: string; who?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  for (const f of files)
    form.append(f.name, new File([new Uint8Array(f.bytes)], f.filename, { type: f.type }));
  return new Request(new URL(url, BASE), { method, body: form, headers: { Cookie: who } });
}

const png = async (name = "images") => ({
  name,
  bytes: await picture("png"),
  filename: "cable.png",
  type: "image/png",
});

/** The fields of a complete product form: a sub-subcategory and three specifications. */
function formFields(overrides: Record<string, string | string[]> = {}) {
  return {
    name: "Cat6 U/UTP LSZH Blue 305m",
    shortdescription: "BEL-C6-BL305",
    category: String(t.lan.id),
    subcategory: String(t.data.id),
    subSubcategory: String(t.cat6.id),
    description: "Category 6 data cable.",
    imagealt: "",
    seo_title: "",
    seo_description: "",
    "specifications[0].specId": String(t.sheath.id),
    "specifications[0].value": String(t.lszh.id),
    "specifications[1].specId": String(t.colour.id),
    "specifications[1].value": String(t.blue.id),
    ...overrides,
  };
}

async function createByPage(overrides: Record<string, string | string[]> = {}) {
  const answer = await run(
    newProduct.action,
    multipart("/admin/product/new", formFields(overrides), [await png(), await png()]),
  );
  expect(answer.status, answer.text).toBe(302);
  return db.select().from(products).orderBy(products.id).all().at(-1)!;
}

// ---------------------------------------------------------------------------------------------
// Pages

describe("/admin/products", () => {
  it("lists 25 a page with the row number, first image, names joined; searches, filters, sorts", async () => {
    for (let i = 0; i < 27; i++) {
      createProduct({
        name: `Patch lead ${String(i).padStart(2, "0")}`,
        shortdescription: `BEL-PL-${i}`,
        description: "x",
        categoryId: t.lan.id,
        subcategoryId: t.data.id,
        subSubcategoryId: i === 0 ? t.cat6.id : null,
        createdAt: new Date(Date.UTC(2024, 0, i + 1)),
      });
    }
    createProduct({ name: "SWA 3 core", description: "x", categoryId: t.power.id });
    const list = async (query: string) =>
      (await run(productList.loader, makeRequest(`/admin/products${query}`, { cookie }))).json;

    const byName = await list("?sort=name&page=2");
    expect(byName).toMatchObject({ total: 28, page: 2, pageCount: 2, offset: 25, sort: "name" });
    expect(byName.rows.map((r: { index: number; name: string }) => [r.index, r.name])).toEqual([
      [26, "Patch lead 25"],
      [27, "Patch lead 26"],
      [28, "SWA 3 core"],
    ]);
    const first = (await list("?q=patch&sort=name")).rows[0];
    expect(first).toMatchObject({
      index: 1,
      name: "Patch lead 00",
      category: "Copper Connectivity / Data Cables / Cat6 Cables",
      image: null,
    });
    expect((await list("?q=BEL-PL-7")).rows.map((r: { name: string }) => r.name)).toEqual([
      "Patch lead 07",
    ]);
    expect((await list(`?category=${t.power.id}`)).rows).toHaveLength(1);
    expect((await list(`?category=${t.cat6.id}`)).total).toBe(1);
    expect((await list("?sort=newest")).rows[0].name).toBe("SWA 3 core");
    const nothing = await list("?q=nothing-like-it");
    expect(nothing).toMatchObject({ total: 0, rows: [] });
    // Bad parameters are dropped, not errors.
    expect((await list("?sort=sideways&page=-3&category=x")).total).toBe(28);
  });

  it("deletes a product after the confirmation, with the documented toast, into the bin with its files", async () => {
    const row = await createByPage();
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    const answer = await run(
      productList.action,
      makeRequest("/admin/products?q=cat6", {
        cookie,
        form: { intent: "delete", id: String(row.id) },
        headers: { Referer: `${BASE}/admin/products?q=cat6` },
      }),
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/admin/products?q=cat6");
    expect(await toastOf(answer)).toMatchObject({
      type: "success",
      message: "Product deleted successfully",
    });
    expect(getAdminProduct(row.id)).toBeNull();
    // Its files stay while it is in the bin (docs/admin.md, Bin).
    expect(storedFiles()).toEqual(files);
    expect(listBin().products.map((p) => p.id)).toEqual([row.id]);
    const again = await run(
      productList.action,
      makeRequest("/admin/products", { cookie, form: { intent: "delete", id: String(row.id) } }),
    );
    expect(await toastOf(again)).toMatchObject({ type: "error", message: "Product not found" });
  });
});

describe("/admin/product/new", () => {
  it("offers the categories grouped by parent, the datasheets and the specification groups", async () => {
    db.insert(datasheets)
      .values({ title: "Cat6 datasheet", file: "datasheets/0123456789abcdef01234567.pdf" })
      .run();
    const { json } = await run(newProduct.loader, makeRequest("/admin/product/new", { cookie }));
    expect(json.choices.categories).toEqual([
      {
        id: t.lan.id,
        name: "Copper Connectivity",
        children: [
          {
            id: t.data.id,
            name: "Data Cables",
            children: [{ id: t.cat6.id, name: "Cat6 Cables" }],
          },
        ],
      },
      {
        id: t.power.id,
        name: "Industrial Power Cables",
        children: [{ id: t.swa.id, name: "Armoured Cables", children: [] }],
      },
    ]);
    expect(json.choices.datasheets).toEqual([expect.objectContaining({ title: "Cat6 datasheet" })]);
    expect(json.choices.specifications.map((g: { title: string }) => g.title)).toEqual([
      "Sheath Material",
      "Sheath Colour",
    ]);
    expect(json.constraints).toMatchObject({
      name: { required: true, maxLength: 200 },
      category: { required: true },
      description: { required: true },
      images: { required: true, multiple: true },
    });
  });

  it("answers an empty form with the documented messages beside the fields, keeping what was typed", async () => {
    const answer = await run(
      newProduct.action,
      multipart("/admin/product/new", {
        name: "",
        shortdescription: "BEL-KEEP-1",
        category: "",
        subcategory: "",
        description: "",
        seo_title: "Kept title",
        "specifications[0].specId": String(t.sheath.id),
        "specifications[0].value": String(t.pvc.id),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.result.error).toEqual({
      name: ["Please fill all required fields"],
      category: ["Please fill all required fields"],
      description: ["Please fill all required fields"],
      images: ["Please upload at least one image"],
    });
    expect(answer.json.result.initialValue).toMatchObject({
      shortdescription: "BEL-KEEP-1",
      seo_title: "Kept title",
      specifications: [{ specId: String(t.sheath.id), value: String(t.pvc.id) }],
    });
    expect(db.select().from(products).all()).toEqual([]);
  });

  it("creates the product with two pictures, its specifications and sub-subcategory", async () => {
    const answer = await run(
      newProduct.action,
      multipart("/admin/product/new", formFields(), [await png(), await png()]),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/products");
    expect(await toastOf(answer)).toMatchObject({ type: "success", message: "Product created" });
    const product = getAdminProduct("cat6-uutp-lszh-blue-305m")!;
    // The alt text and SEO title left empty are kept empty: the name, whatever it becomes.
    expect(product).toMatchObject({
      subSubcategory: { id: t.cat6.id },
      imagealt: "",
      seoTitle: "",
      shortdescription: "BEL-C6-BL305",
    });
    expect(product.images).toHaveLength(2);
    expect(product.specifications.map((s) => s.value.slug)).toEqual(["lszh", "blue"]);
    expect(db.select().from(auditLog).get()).toMatchObject({ action: "create", entity: "product" });
  });

  it("stores an empty subcategory as none and refuses a branch that does not hang together", async () => {
    const swaUnderLan = await run(
      newProduct.action,
      multipart("/admin/product/new", formFields({ subcategory: String(t.swa.id) }), [await png()]),
    );
    expect(swaUnderLan.status).toBe(400);
    expect(swaUnderLan.json.result.error).toEqual({
      subcategory: ["This subcategory is not in the chosen category"],
    });
    expect(storedFiles()).toEqual([]);
    const row = await createByPage({ subcategory: "", subSubcategory: "" });
    expect(row).toMatchObject({ subcategoryId: null, subSubcategoryId: null });
  });

  it("finds the datasheet by its title or a part of it; refuses a name of none or several, keeping it", async () => {
    const sheet = (title: string) =>
      db
        .insert(datasheets)
        .values({ title, file: "datasheets/0123456789abcdef01234567.pdf" })
        .returning()
        .get();
    const cat6 = sheet("Cat6 U/UTP datasheet");
    sheet("RG6 coaxial datasheet");
    const second = sheet("RG6 coaxial datasheet");
    const { json } = await run(newProduct.loader, makeRequest("/admin/product/new", { cookie }));
    // Each name is one datasheet: a title two datasheets share carries the ID of each.
    expect(json.choices.datasheets.map((d: { name: string }) => d.name)).toEqual([
      "Cat6 U/UTP datasheet",
      "RG6 coaxial datasheet (ID 2)",
      "RG6 coaxial datasheet (ID 3)",
    ]);

    expect((await createByPage({ datasheet: "cat6 u/utp DATASHEET" })).datasheetId).toBe(cat6.id);
    expect((await createByPage({ name: "Part", datasheet: "u/utp" })).datasheetId).toBe(cat6.id);
    expect(
      (await createByPage({ name: "Shared", datasheet: "RG6 coaxial datasheet (ID 3)" }))
        .datasheetId,
    ).toBe(second.id);
    expect((await createByPage({ name: "None", datasheet: "" })).datasheetId).toBeNull();

    // Several names contain "RG6" and "datasheet"; none "Fibre datasheet". Nothing is stored.
    const stored = storedFiles();
    for (const typed of ["RG6", "Fibre datasheet", "datasheet"]) {
      const refused = await run(
        newProduct.action,
        multipart(
          "/admin/product/new",
          formFields({ name: `Refused ${typed}`, datasheet: typed }),
          [await png()],
        ),
      );
      expect(refused.status, typed).toBe(400);
      expect(refused.json.result.error).toEqual({
        datasheet: ["Please choose a datasheet from the list"],
      });
      expect(refused.json.result.initialValue.datasheet).toBe(typed);
    }
    expect(storedFiles()).toEqual(stored);
  });

  it("refuses a picture over 10 MB with 413 and a clear message, storing nothing", async () => {
    const big = {
      name: "images",
      bytes: Buffer.alloc(11 * 1024 * 1024, 1),
      filename: "big.png",
      type: "image/png",
    };
    const answer = await run(
      newProduct.action,
      multipart("/admin/product/new", formFields(), [await png(), big]),
    );
    expect(answer.status).toBe(413);
    expect(answer.json.result.error).toEqual({ "": ["A file is larger than 10 MB"] });
    expect(storedFiles()).toEqual([]);
    expect(db.select().from(products).all()).toEqual([]);
  });

  it("puts a refused picture's reason beside the images, storing none of them", async () => {
    const answer = await run(
      newProduct.action,
      multipart("/admin/product/new", formFields(), [
        await png(),
        { name: "images", bytes: svgWithScript(), filename: "logo.svg", type: "image/svg+xml" },
      ]),
    );
    expect(answer.status).toBe(415);
    expect(answer.json.result.error).toEqual({
      images: ["The file is not an image we accept (JPEG, PNG, WebP or AVIF)"],
    });
    expect(answer.json.result.initialValue.name).toBe("Cat6 U/UTP LSZH Blue 305m");
    expect(storedFiles()).toEqual([]);
  });
});

describe("/admin/products/{slug}", () => {
  it("shows the product filled in and updates it; the old address answers 301 on the storefront", async () => {
    const row = await createByPage();
    const { json } = await run(
      editProduct.loader,
      makeRequest(`/admin/products/${row.slug}`, { cookie }),
      { slug: row.slug },
    );
    expect(json.defaults).toMatchObject({
      name: row.name,
      category: String(t.lan.id),
      subSubcategory: String(t.cat6.id),
      specifications: [
        { specId: String(t.sheath.id), value: String(t.lszh.id) },
        { specId: String(t.colour.id), value: String(t.blue.id) },
      ],
    });
    expect(json.product.images).toHaveLength(2);

    const answer = await run(
      editProduct.action,
      makeRequest(`/admin/products/${row.slug}`, {
        cookie,
        form: {
          ...formFields({ name: "Cat6 U/UTP PVC Grey 305m" }),
          "specifications[0].value": String(t.pvc.id),
          "specifications[1].value": "",
          intent: "update",
        } as Record<string, string>,
      }),
      { slug: row.slug },
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/products");
    expect(await toastOf(answer)).toMatchObject({ message: "Product updated successfully !!!" });
    const product = getAdminProduct(row.id)!;
    expect(product.slug).toBe("cat6-uutp-pvc-grey-305m");
    expect(product.specifications.map((s) => s.value.slug)).toEqual(["pvc"]);

    const old = await run(
      storefrontProduct.loader,
      makeRequest(`/products/${row.slug}?reviews=2`),
      { slug: row.slug },
    );
    expect(old.status).toBe(301);
    expect(old.location).toBe("/products/cat6-uutp-pvc-grey-305m?reviews=2");
    const gone = await run(storefrontProduct.loader, makeRequest("/products/never-was"), {
      slug: "never-was",
    });
    expect(gone.status).toBe(404);
  });

  it("keeps the input and says why when an update is refused", async () => {
    const row = await createByPage();
    const answer = await run(
      editProduct.action,
      makeRequest(`/admin/products/${row.slug}`, {
        cookie,
        form: {
          ...formFields({ name: "", description: "Typed text" }),
          intent: "update",
        } as Record<string, string>,
      }),
      { slug: row.slug },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.intent).toBe("update");
    expect(answer.json.result.error).toEqual({ name: ["Please fill all required fields"] });
    expect(answer.json.result.initialValue.description).toBe("Typed text");
  });

  it("uploads, reorders and deletes pictures with the documented toasts", async () => {
    const row = await createByPage();
    const url = `/admin/products/${row.slug}`;
    const uploaded = await run(
      editProduct.action,
      multipart(url, { intent: "upload" }, [await png()]),
      { slug: row.slug },
    );
    expect(uploaded.location).toBe("/admin/products");
    expect(await toastOf(uploaded)).toMatchObject({ message: "Images uploaded successfully" });
    const images = getAdminProduct(row.id)!.images;
    expect(images).toHaveLength(3);

    const moved = await run(
      editProduct.action,
      makeRequest(url, {
        cookie,
        form: { intent: "move", id: String(images[2].id), direction: "up" },
      }),
      { slug: row.slug },
    );
    expect(moved.status).toBe(303);
    expect(moved.location).toBe(url);
    expect(await toastOf(moved)).toMatchObject({ message: "Image order updated" });
    expect(getAdminProduct(row.id)!.images.map((i) => i.id)).toEqual([
      images[0].id,
      images[2].id,
      images[1].id,
    ]);
    // At the ends it does not move: the same screen, and an error toast that says so.
    for (const [id, direction, message] of [
      [images[0].id, "up", "“Image 1” is already first."],
      [images[1].id, "down", "“Image 3” is already last."],
    ] as const) {
      const refused = await run(
        editProduct.action,
        makeRequest(url, { cookie, form: { intent: "move", id: String(id), direction } }),
        { slug: row.slug },
      );
      expect(refused.status).toBe(303);
      expect(refused.location).toBe(url);
      expect(await toastOf(refused)).toMatchObject({ type: "error", message });
    }
    expect(getAdminProduct(row.id)!.images.map((i) => i.id)).toEqual([
      images[0].id,
      images[2].id,
      images[1].id,
    ]);

    const deleted = await run(
      editProduct.action,
      makeRequest(url, { cookie, form: { intent: "delete-image", imgId: images[0].publicId } }),
      { slug: row.slug },
    );
    expect(await toastOf(deleted)).toMatchObject({ message: "Image deleted successfully" });
    expect(getAdminProduct(row.id)!.images).toHaveLength(2);
    expect(storedFiles().some((f) => f.startsWith(images[0].publicId))).toBe(false);

    const empty = await run(editProduct.action, multipart(url, { intent: "upload" }), {
      slug: row.slug,
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({
      intent: "upload",
      result: { error: { images: ["Please upload at least one image"] } },
    });
    const unknown = await run(
      editProduct.action,
      makeRequest(url, { cookie, form: { intent: "explode" } }),
      { slug: row.slug },
    );
    expect(unknown.status).toBe(400);
  });

  it("is a 404 for a product that is not there", async () => {
    const answer = await run(
      editProduct.loader,
      makeRequest("/admin/products/no-such", { cookie }),
      { slug: "no-such" },
    );
    expect(answer.status).toBe(404);
  });
});

describe("/admin/products/{id}/upload_images", () => {
  it("is the upload on its own, by the product's id", async () => {
    const row = await createByPage();
    const { json } = await run(
      uploadScreen.loader,
      makeRequest(`/admin/products/${row.id}/upload_images`, { cookie }),
      { id: String(row.id) },
    );
    expect(json.product).toMatchObject({ id: row.id, name: row.name });
    const answer = await run(
      uploadScreen.action,
      multipart(`/admin/products/${row.id}/upload_images`, {}, [await png(), await png()]),
      { id: String(row.id) },
    );
    expect(answer.location).toBe("/admin/products");
    expect(await toastOf(answer)).toMatchObject({ message: "Images uploaded successfully" });
    expect(getAdminProduct(row.id)!.images).toHaveLength(4);
  });
});

// ---------------------------------------------------------------------------------------------
// The API twins

const api = (
  fn: ((args: any) => unknown) | undefined,
  url: string,
  params: Record<string, string> = {},
  options: RequestOptions = {},
) => callApi(fn, url, params, { cookie, ...options });

async function jsonBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Coax RG6 Black 100m",
    category: String(t.lan.id),
    subcategory: String(t.data.id),
    subSubcategory: String(t.cat6.id),
    datasheet: null,
    description: "Satellite coax.",
    imagealt: "RG6 drum",
    shortdescription: "BEL-RG6-BK100",
    seo_title: "RG6",
    seo_description: "RG6 coax",
    images: [dataUrl(await picture("jpeg"), "image/jpeg")],
    specifications: [{ specId: String(t.sheath.id), value: String(t.pvc.id) }],
    ...overrides,
  };
}

describe("the admin product API", () => {
  it("POST /admin/product: JSON with data-URL images → 201 { success, product }", async () => {
    const answer = await api(apiCreate.action, "/admin/product", {}, { json: await jsonBody() });
    expect(answer.status, answer.text).toBe(201);
    const { product } = parsed(C.ok({ product: C.AdminProduct }), answer.json);
    expect(product).toMatchObject({
      name: "Coax RG6 Black 100m",
      slug: "coax-rg6-black-100m",
      subSubcategory: { _id: String(t.cat6.id), name: "Cat6 Cables" },
      datasheet: null,
      specifications: [
        {
          specId: { _id: String(t.sheath.id), title: "Sheath Material" },
          value: { _id: String(t.pvc.id), title: "PVC" },
        },
      ],
    });
    expect(product.images[0].url).toMatch(
      /^http:\/\/localhost\/uploads\/products\/[0-9a-f]{24}-\d+\.webp$/,
    );
  });

  it.each<[string, number, () => string]>([
    ["wrong type", 415, () => dataUrl(Buffer.from("just some text, not a picture"), "text/plain")],
    ["SVG", 415, () => dataUrl(svgWithScript(), "image/svg+xml")],
    ["oversize", 413, () => dataUrl(Buffer.alloc(10 * 1024 * 1024 + 10, 7))],
    ["not base64", 400, () => "data:image/png;base64,%%%not-base64%%%"],
    ["not a data URL", 400, () => "https://example.com/cable.png"],
  ])(
    "POST /admin/product refuses a %s image with %i, storing nothing",
    async (_kind, status, image) => {
      const answer = await api(
        apiCreate.action,
        "/admin/product",
        {},
        {
          json: await jsonBody({ images: [dataUrl(await picture()), image()] }),
        },
      );
      expect(answer.status, answer.text).toBe(status);
      expect(answer.json).toMatchObject({
        success: false,
        errors: { images: [expect.any(String)] },
      });
      expect(storedFiles()).toEqual([]);
      expect(db.select().from(products).all()).toEqual([]);
    },
  );

  it("POST /admin/product: 400 with a message per field; 401 for a visitor", async () => {
    const answer = await api(
      apiCreate.action,
      "/admin/product",
      {},
      {
        json: { name: " ", subcategory: "abc", images: [] },
      },
    );
    expect(answer.status).toBe(400);
    parsed(C.ErrorAnswer, answer.json);
    expect(answer.json.errors).toEqual({
      name: ["Please fill all required fields"],
      category: ["Please fill all required fields"],
      subcategory: ["Please choose a subcategory from the list"],
      description: ["Please fill all required fields"],
      images: ["Please upload at least one image"],
    });
    const visitor = await api(
      apiCreate.action,
      "/admin/product",
      {},
      {
        json: await jsonBody(),
        cookie: undefined,
      },
    );
    expect(visitor.status).toBe(401);
    expect(visitor.json).toEqual({
      success: false,
      message: "Please sign in to access this resource",
    });
    const branch = await api(
      apiCreate.action,
      "/admin/product",
      {},
      {
        json: await jsonBody({ subcategory: t.swa.id, subSubcategory: null }),
      },
    );
    expect(branch.status).toBe(400);
    expect(branch.json.errors).toEqual({
      subcategory: ["This subcategory is not in the chosen category"],
    });
  });

  it("GET /admin/products: the page's search, sort and paging with totals, and the subSubCategory alias", async () => {
    const made = (await api(apiCreate.action, "/admin/product", {}, { json: await jsonBody() }))
      .json.product;
    createProduct({ name: "Armoured 4 core", description: "x", categoryId: t.power.id });
    const answer = await api(apiList.loader, "/admin/products?q=rg6&sort=name");
    expect(answer.status).toBe(200);
    const body = parsed(
      C.ok({
        products: z.array(C.AdminProductListItem),
        total: z.int(),
        page: z.int(),
        pageCount: z.int(),
        resPerPage: z.int(),
      }),
      answer.json,
    );
    expect(body).toMatchObject({ total: 1, page: 1, pageCount: 1, resPerPage: 25 });
    expect(body.products[0]).toMatchObject({
      _id: made._id,
      index: 1,
      category: { _id: String(t.lan.id), name: "Copper Connectivity" },
      subSubcategory: { _id: String(t.cat6.id), name: "Cat6 Cables" },
      subSubCategory: { _id: String(t.cat6.id), name: "Cat6 Cables" },
      reviews: [],
    });
    const all = await api(apiList.loader, "/admin/products?sort=reviews");
    expect(all.json.total).toBe(2);
    const strange = await api(apiList.loader, "/admin/products?colour=blue");
    expect(strange.status).toBe(400);
  });

  it("GET /admin/products/{slug}: specifications as { specId: { _id, title }, value: { _id, title } }; 404", async () => {
    const made = (await api(apiCreate.action, "/admin/product", {}, { json: await jsonBody() }))
      .json.product;
    for (const key of [made.slug, made._id]) {
      const answer = await api(apiOne.loader, `/admin/products/${key}`, { slug: key });
      expect(answer.status).toBe(200);
      const { product } = parsed(C.ok({ product: C.AdminProduct }), answer.json);
      expect(product.specifications).toEqual([
        {
          specId: { _id: String(t.sheath.id), title: "Sheath Material" },
          value: { _id: String(t.pvc.id), title: "PVC" },
        },
      ]);
    }
    const missing = await api(apiOne.loader, "/admin/products/nope", { slug: "nope" });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Product not found" });
  });

  it("PUT /admin/products/{slug}: JSON or form data; the fields replace, specifications kept when left out", async () => {
    const made = (await api(apiCreate.action, "/admin/product", {}, { json: await jsonBody() }))
      .json.product;
    const asJson = await api(
      apiOne.action,
      `/admin/products/${made.slug}`,
      { slug: made.slug },
      {
        method: "PUT",
        json: {
          ...(await jsonBody({ name: "Coax RG6 White 100m" })),
          images: undefined,
          specifications: undefined,
        },
      },
    );
    expect(asJson.status, asJson.text).toBe(200);
    const { product } = parsed(C.ok({ product: C.AdminProduct }), asJson.json);
    expect(product).toMatchObject({
      slug: "coax-rg6-white-100m",
      specifications: [{ value: { title: "PVC" } }],
    });
    expect(product.images).toHaveLength(1);

    const asForm = await api(
      apiOne.action,
      `/admin/products/${product.slug}`,
      { slug: product.slug },
      {
        method: "PUT",
        form: {
          name: "Coax RG6 White 100m",
          category: String(t.power.id),
          subcategory: String(t.swa.id),
          description: "Now filed under power.",
          "specifications[0].specId": String(t.sheath.id),
          "specifications[0].value": "",
        },
      },
    );
    expect(asForm.status, asForm.text).toBe(200);
    expect(asForm.json.product).toMatchObject({
      category: { _id: String(t.power.id) },
      subcategory: { _id: String(t.swa.id) },
      subSubcategory: null,
      specifications: [],
      imagealt: "Coax RG6 White 100m",
    });
    const missing = await api(
      apiOne.action,
      "/admin/products/nope",
      { slug: "nope" },
      {
        method: "PUT",
        json: await jsonBody(),
      },
    );
    expect(missing.status).toBe(404);
  });

  it("PUT …/upload_images (JSON or multipart) and …/delete_image ({ imgId }: the public_id)", async () => {
    const made = (await api(apiCreate.action, "/admin/product", {}, { json: await jsonBody() }))
      .json.product;
    const upload = await api(
      apiUpload.action,
      `/admin/products/${made.slug}/upload_images`,
      { slug: made.slug },
      {
        method: "PUT",
        json: { images: [dataUrl(await picture("webp"), "image/webp")] },
      },
    );
    expect(upload.status, upload.text).toBe(200);
    expect(upload.json).toMatchObject({ success: true, message: "Images uploaded successfully" });
    expect(upload.json.product.images).toHaveLength(2);

    const files = await run(
      apiUpload.action,
      multipart(`/api/bel/admin/products/${made._id}/upload_images`, {}, [await png()], {
        method: "PUT",
      }),
      { slug: made._id },
    );
    expect(files.status, files.text).toBe(200);
    expect(files.json.product.images).toHaveLength(3);

    const [first] = files.json.product.images;
    const removed = await api(
      apiDeleteImage.action,
      `/admin/products/${made.slug}/delete_image`,
      { slug: made.slug },
      {
        method: "PUT",
        json: { imgId: first.public_id },
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ success: true, message: "Image deleted successfully" });
    expect(removed.json.product.images.map((i: { _id: string }) => i._id)).not.toContain(first._id);
    expect(storedFiles().some((f) => f.startsWith(first.public_id))).toBe(false);
    const again = await api(
      apiDeleteImage.action,
      `/admin/products/${made.slug}/delete_image`,
      { slug: made.slug },
      {
        method: "PUT",
        json: { imgId: first.public_id },
      },
    );
    expect(again.status).toBe(404);
    expect(again.json.message).toBe("Image not found");
    const noId = await api(
      apiDeleteImage.action,
      `/admin/products/${made.slug}/delete_image`,
      { slug: made.slug },
      {
        method: "PUT",
        json: {},
      },
    );
    expect(noId.status).toBe(400);
    expect(noId.json.errors).toEqual({ imgId: ["imgId is required"] });
  });

  it("DELETE /admin/products/{slug or _id}: { success, message }; into the bin; 404 after", async () => {
    const a = (await api(apiCreate.action, "/admin/product", {}, { json: await jsonBody() })).json
      .product;
    const b = (await api(apiCreate.action, "/admin/product", {}, { json: await jsonBody() })).json
      .product;
    const files = storedFiles();
    expect(b.slug).toBe("coax-rg6-black-100m-2");
    for (const key of [a.slug, b._id]) {
      const answer = await api(
        apiOne.action,
        `/admin/products/${key}`,
        { slug: key },
        { method: "DELETE" },
      );
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ success: true, message: "Product deleted successfully" });
    }
    expect(storedFiles()).toEqual(files);
    expect(listBin().total).toBe(2);
    const again = await api(
      apiOne.action,
      `/admin/products/${a.slug}`,
      { slug: a.slug },
      { method: "DELETE" },
    );
    expect(again.status).toBe(404);
    expect(
      db
        .select({ action: auditLog.action })
        .from(auditLog)
        .all()
        .map((r) => r.action),
    ).toEqual(["create", "create", "delete", "delete"]);
  });
});

// ---------------------------------------------------------------------------------------------
// Attacks

describe("upload attacks", () => {
  const file = (bytes: Buffer, filename: string, type: string): Upload => ({
    name: "images",
    bytes,
    filename,
    type,
  });
  const attacks: [string, number, () => Promise<Upload>][] = [
    ["an SVG with a script", 415, async () => file(svgWithScript(), "logo.svg", "image/svg+xml")],
    [
      "an HTML/JPEG polyglot",
      415,
      async () => file(await htmlJpegPolyglot(), "photo.jpg", "image/jpeg"),
    ],
    ["a PDF named .jpg", 415, async () => file(await pdf(), "photo.jpg", "image/jpeg")],
    ["a 20,000 × 20,000 PNG bomb", 413, async () => file(pngBomb(), "small.png", "image/png")],
    ["a truncated JPEG", 400, async () => file(await truncatedJpeg(), "cut.jpg", "image/jpeg")],
    [
      "a ../ name with markup inside",
      415,
      async () =>
        file(
          Buffer.from("<html><script>x</script></html>"),
          "../../../build/index.js",
          "image/png",
        ),
    ],
  ];

  it.each(attacks)(
    "refuses %s with %i (page, multipart API, JSON API), storing nothing",
    async (_name, status, make) => {
      const row = await createByPage();
      const before = { files: filesAround(), images: getAdminProduct(row.id)!.images };
      const file = await make();

      const page = await run(
        editProduct.action,
        multipart(`/admin/products/${row.slug}`, { intent: "upload" }, [file]),
        { slug: row.slug },
      );
      expect(page.status).toBe(status);
      expect(page.json.result.error.images[0]).toEqual(expect.any(String));

      const viaApi = await run(
        apiUpload.action,
        multipart(`/api/bel/admin/products/${row.slug}/upload_images`, {}, [file], {
          method: "PUT",
        }),
        { slug: row.slug },
      );
      expect(viaApi.status).toBe(status);
      expect(viaApi.json).toMatchObject({
        success: false,
        errors: { images: [expect.any(String)] },
      });

      const viaJson = await api(
        apiUpload.action,
        `/admin/products/${row.slug}/upload_images`,
        { slug: row.slug },
        {
          method: "PUT",
          json: { images: [dataUrl(file.bytes, file.type)] },
        },
      );
      expect(viaJson.status).toBe(status);

      expect(filesAround()).toEqual(before.files);
      expect(getAdminProduct(row.id)!.images).toEqual(before.images);
      const healthy = (await health.loader()) as Response;
      expect(healthy.status).toBe(200);
    },
  );

  it("stores a good picture sent with a ../ name under a generated name, inside the folder", async () => {
    const row = await createByPage();
    const before = filesAround();
    const answer = await run(
      apiUpload.action,
      multipart(
        `/api/bel/admin/products/${row.slug}/upload_images`,
        {},
        [{ ...(await png()), filename: "../../../../tmp/evil.png" }],
        { method: "PUT" },
      ),
      { slug: row.slug },
    );
    expect(answer.status).toBe(200);
    const added = filesAround().filter((f) => !before.includes(f));
    expect(added.length).toBeGreaterThan(0);
    for (const f of added)
      expect(f).toMatch(
        new RegExp(`^${path.basename(storage.root)}/products/[0-9a-f]{24}-\\d+\\.webp$`),
      );
    expect(fs.existsSync("/tmp/evil.png")).toBe(false);
    expect(
      db
        .select({ file: productImages.file })
        .from(productImages)
        .where(eq(productImages.productId, row.id))
        .all()
        .at(-1)!.file,
    ).toMatch(/^products\/[0-9a-f]{24}-\d+\.webp$/);
  });
});

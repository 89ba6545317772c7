/**
 * The staff /api/bel endpoints of the catalogue's structure (docs/admin.md, Categories;
 * Specification List; Datasheets; Certificates), called with real Requests: multipart and JSON
 * bodies, the answers' shapes (the dispatcher checks every answer against the registry's schema
 * outside production, and these tests check them against the named shapes again), 401 and the
 * cross-site 403, 404 for unknown or missing ids, 400 with field errors, 409 refusals, 413 for
 * oversize files and 415 for files that are not what they claim.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  auditLog,
  categories,
  certificates,
  datasheets,
  products,
  productSpecifications,
  specifications,
} from "../../db/schema";
import * as C from "~/api/components";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "~/constants";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import { getCategoryTree } from "~/models/category.server";
import { listCertificates } from "~/models/certificate.server";
import { getFacets, listProducts } from "~/models/listing.server";
import { createProduct } from "~/models/product.server";
import * as apiRoute from "~/routes/api.bel.$";
import * as uploads from "~/routes/uploads.$";
import { createTaxonomy, resetDb } from "../fixtures";
import {
  dataUrl,
  htmlBytes,
  oversizeBytes,
  pdfBytes,
  pngBytes,
  scriptedPdfBytes,
} from "../sample-files";
import {
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  parsed,
  run,
} from "./admin.helpers";

// Every /api/bel path is served by one route module, which routes by the request's URL.
const categoryOne = apiRoute,
  categoryImage = apiRoute,
  categoryList = apiRoute,
  categoryDetails = apiRoute,
  categoryNew = apiRoute,
  certificateOne = apiRoute,
  certificateFile = apiRoute,
  certificateImage = apiRoute,
  certificateList = apiRoute,
  certificateNew = apiRoute,
  publicCertificates = apiRoute,
  datasheetOne = apiRoute,
  datasheetNew = apiRoute,
  datasheetList = apiRoute,
  fieldOne = apiRoute,
  fieldDetails = apiRoute,
  fieldNew = apiRoute,
  fieldList = apiRoute;

let cookie = "";
let taxonomy: ReturnType<typeof createTaxonomy>;

beforeEach(async () => {
  resetDb();
  taxonomy = createTaxonomy();
  cookie = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
});

afterAll(() => {
  expectNoSecretsInAnswers();
});

const png = async () => new File([await pngBytes()], "tile.png", { type: "image/png" });
const pdf = async (text = "A datasheet") =>
  new File([await pdfBytes(text)], "sheet.pdf", { type: "application/pdf" });

const stored = (url: string) =>
  path.join(paths.uploads, new URL(url).pathname.slice("/uploads/".length));

function productIn(categoryId: number, extra: Partial<Parameters<typeof createProduct>[0]> = {}) {
  return createProduct({
    name: `Test cable ${Math.random().toString(36).slice(2, 8)}`,
    description: "A cable.",
    categoryId,
    ...extra,
  });
}

/** The stored files of an upload folder (the folder is shared by the tests of this file). */
const filesIn = (folder: string) => {
  const dir = path.join(paths.uploads, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

const auditedActions = (entity: string) =>
  db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.entity, entity))
    .all()
    .map((r) => r.action);

// -----------------------------------------------------------------------------------------------

describe("categories", () => {
  it("GET /admin/category: the tree for staff, 401 for a visitor", async () => {
    expect((await run(categoryList.loader, makeRequest("/api/bel/admin/category"))).status).toBe(
      401,
    );
    const answer = await run(
      categoryList.loader,
      makeRequest("/api/bel/admin/category", { cookie }),
    );
    expect(answer.status).toBe(200);
    const body = parsed(C.ok({ categoryList: z.array(C.Category) }), answer.json);
    expect(body.categoryList.map((c) => c.slug)).toEqual([
      "copper-connectivity",
      "industrial-power-cables",
    ]);
    expect(body.categoryList[0].children[0].children[0]).toEqual({
      _id: String(taxonomy.cat6.id),
      name: "Cat6 Cables",
      slug: "cat6-cables",
    });
  });

  it("POST /admin/category/new: a top-level category (multipart), a subcategory and a sub-subcategory (JSON)", async () => {
    const top = await run(
      categoryNew.action,
      makeRequest("/api/bel/admin/category/new", {
        cookie,
        multipart: { name: "  Fibre Optic Cables ", categoryImage: await png(), intro: "Glass." },
      }),
    );
    expect(top.status).toBe(201);
    const created = parsed(C.ok({ message: z.string(), category: C.CategoryDetails }), top.json);
    expect(created).toMatchObject({
      message: "Category created successfully",
      category: {
        name: "Fibre Optic Cables",
        slug: "fibre-optic-cables",
        level: 1,
        parentId: null,
        intro: "Glass.",
      },
    });
    expect(created.category.categoryImage).toMatch(
      /^http:\/\/localhost\/uploads\/categories\/[0-9a-f]{24}-\d+\.webp$/,
    );
    expect(fs.existsSync(stored(created.category.categoryImage))).toBe(true);

    const sub = await run(
      categoryNew.action,
      makeRequest("/api/bel/admin/category/new", {
        cookie,
        json: { name: "Single-Mode", parentId: created.category._id },
      }),
    );
    expect(sub.status).toBe(201);
    expect(sub.json.category).toMatchObject({
      level: 2,
      parentId: created.category._id,
      categoryImage: "",
    });
    const leaf = await run(
      categoryNew.action,
      makeRequest("/api/bel/admin/category/new", {
        cookie,
        multipart: { name: "OS2 Loose Tube", parentId: sub.json.category._id },
      }),
    );
    expect(leaf.status).toBe(201);
    expect(leaf.json.category).toMatchObject({ level: 3, parentId: sub.json.category._id });
    // The storefront's tree has it, last among the categories.
    const tree = getCategoryTree();
    expect(tree.at(-1)).toMatchObject({
      name: "Fibre Optic Cables",
      children: [{ name: "Single-Mode", children: [{ name: "OS2 Loose Tube" }] }],
    });
    expect(auditedActions("category")).toEqual(["create", "create", "create"]);

    // Three levels at most: the model says so before the database has to.
    const deeper = await run(
      categoryNew.action,
      makeRequest("/api/bel/admin/category/new", {
        cookie,
        json: { name: "Too Deep", parentId: Number(leaf.json.category._id) },
      }),
    );
    expect(deeper.status).toBe(400);
    expect(deeper.json.errors.parentId[0]).toMatch(/three levels deep/);
  });

  it("POST /admin/category/new: field errors, taken names, wrong files", async () => {
    const url = "/api/bel/admin/category/new";
    const filesBefore = filesIn("categories");
    const missing = await run(
      categoryNew.action,
      makeRequest(url, { cookie, multipart: { name: " " } }),
    );
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      success: false,
      message: "All required fields must be filled.",
      errors: { name: ["All required fields must be filled."] },
    });
    const noImage = await run(
      categoryNew.action,
      makeRequest(url, { cookie, json: { name: "New" } }),
    );
    expect(noImage.status).toBe(400);
    expect(noImage.json.errors).toEqual({ categoryImage: ["All required fields must be filled."] });
    const taken = await run(
      categoryNew.action,
      makeRequest(url, { cookie, json: { name: "Data Cables!", parentId: taxonomy.lan.id } }),
    );
    expect(taken.status).toBe(409);
    expect(taken.json.errors.name[0]).toMatch(/already exists.*data-cables/);
    const imageBelow = await run(
      categoryNew.action,
      makeRequest(url, {
        cookie,
        multipart: { name: "Sub", parentId: String(taxonomy.lan.id), categoryImage: await png() },
      }),
    );
    expect(imageBelow.status).toBe(400);
    expect(imageBelow.json.errors.categoryImage).toEqual([
      "Only top-level categories have an image.",
    ]);
    const unknownParent = await run(
      categoryNew.action,
      makeRequest(url, { cookie, json: { name: "Orphan", parentId: 999999 } }),
    );
    expect(unknownParent.status).toBe(400);
    expect(unknownParent.json.errors.parentId).toEqual([
      "Please choose a parent category from the list.",
    ]);
    const notImage = await run(
      categoryNew.action,
      makeRequest(url, {
        cookie,
        multipart: {
          name: "Html",
          categoryImage: new File([htmlBytes()], "x.png", { type: "image/png" }),
        },
      }),
    );
    expect(notImage.status).toBe(415);
    expect(notImage.json.errors.categoryImage[0]).toMatch(/not an image/);
    const tooLarge = await run(
      categoryNew.action,
      makeRequest(url, {
        cookie,
        multipart: {
          name: "Huge",
          categoryImage: new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "x.png", {
            type: "image/png",
          }),
        },
      }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.success).toBe(false);
    const asText = await run(
      categoryNew.action,
      makeRequest(url, { cookie, headers: { "Content-Type": "text/plain" }, method: "POST" }),
    );
    expect(asText.status).toBe(415);
    // Nothing was written, and no file was left behind.
    expect(db.select().from(categories).all()).toHaveLength(5);
    expect(filesIn("categories")).toEqual(filesBefore);
    // A state-changing call from another site.
    const foreign = await run(
      categoryNew.action,
      makeRequest(url, {
        cookie,
        json: { name: "X" },
        headers: { Origin: "https://evil.example" },
      }),
    );
    expect(foreign.status).toBe(403);
  });

  it("GET /admin/category/details/{id}: the record, or a JSON 404 (unknown or missing id)", async () => {
    const answer = await run(
      categoryDetails.loader,
      makeRequest(`/api/bel/admin/category/details/${taxonomy.cat6.id}`, { cookie }),
      { id: String(taxonomy.cat6.id) },
    );
    expect(parsed(C.ok({ category: C.CategoryDetails }), answer.json).category).toEqual({
      _id: String(taxonomy.cat6.id),
      name: "Cat6 Cables",
      slug: "cat6-cables",
      level: 3,
      parentId: String(taxonomy.data.id),
      categoryImage: "",
      intro: "",
    });
    for (const id of ["999999", "abc"]) {
      const missing = await run(
        categoryDetails.loader,
        makeRequest(`/api/bel/admin/category/details/${id}`, { cookie }),
        { id },
      );
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ success: false, message: "Category not found" });
    }
    // `/details/` without an id is /admin/category/{id} with the id "details": 404, not 405.
    const empty = await run(
      categoryOne.loader,
      makeRequest("/api/bel/admin/category/details/", { cookie }),
      { id: "details" },
    );
    expect(empty.status).toBe(404);
    expect(empty.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(empty.json).toEqual({ success: false, message: "Category not found" });
  });

  it("PUT /admin/category/{id}: renames, moves a branch with its products, and says what is wrong", async () => {
    const product = productIn(taxonomy.lan.id, {
      subcategoryId: taxonomy.data.id,
      subSubcategoryId: taxonomy.cat6.id,
    });
    const put = (id: number, body: unknown) =>
      run(
        categoryOne.action,
        makeRequest(`/api/bel/admin/category/${id}`, { cookie, method: "PUT", json: body }),
        { id: String(id) },
      );
    const renamed = await put(taxonomy.data.id, {
      name: "Data & Network Cables",
      intro: "Copper.",
    });
    expect(renamed.status).toBe(200);
    expect(
      parsed(C.ok({ message: z.string(), category: C.CategoryDetails }), renamed.json),
    ).toMatchObject({
      message: "Category updated successfully",
      category: { name: "Data & Network Cables", slug: "data-cables", intro: "Copper." },
    });
    // The search index follows the rename.
    expect(listProducts({ keyword: "network" }).products.map((p) => p.id)).toEqual([product.id]);

    // The subcategory moves to another family; its product follows.
    const moved = await put(taxonomy.data.id, {
      name: "Data & Network Cables",
      parentId: String(taxonomy.power.id),
    });
    expect(moved.status).toBe(200);
    const row = db.select().from(products).where(eq(products.id, product.id)).get()!;
    expect([row.categoryId, row.subcategoryId, row.subSubcategoryId]).toEqual([
      taxonomy.power.id,
      taxonomy.data.id,
      taxonomy.cat6.id,
    ]);
    expect(moved.json.category.intro).toBe("Copper.");

    // A sub-subcategory: changing the category needs a subcategory of it.
    const noSub = await put(taxonomy.cat6.id, { name: "Cat6", categoryId: taxonomy.lan.id });
    expect(noSub.status).toBe(400);
    expect(noSub.json.errors).toEqual({
      parentId: ["Please select a subcategory if you change the category."],
    });
    const wrongSub = await put(taxonomy.cat6.id, {
      name: "Cat6",
      categoryId: taxonomy.lan.id,
      parentId: taxonomy.swa.id,
    });
    expect(wrongSub.json.errors.parentId).toEqual([
      "Please select a subcategory if you change the category.",
    ]);
    const underSwa = await put(taxonomy.cat6.id, { name: "Cat6", parentId: taxonomy.swa.id });
    expect(underSwa.status).toBe(200);
    const after = db.select().from(products).where(eq(products.id, product.id)).get()!;
    expect([after.categoryId, after.subcategoryId]).toEqual([taxonomy.power.id, taxonomy.swa.id]);
    const wrongLevel = await put(taxonomy.cat6.id, { name: "Cat6", parentId: taxonomy.lan.id });
    expect(wrongLevel.json.errors.parentId).toEqual([
      "Please choose a parent category from the list.",
    ]);
    const topUnder = await put(taxonomy.lan.id, { name: "LAN", parentId: taxonomy.power.id });
    expect(topUnder.json.errors.parentId[0]).toMatch(/top-level category cannot be moved/);

    const blank = await put(taxonomy.lan.id, { name: "  " });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual({ name: ["Category name cannot be empty"] });
    expect((await put(999999, { name: "Ghost" })).status).toBe(404);
  });

  it("PUT /admin/category/{id}/update_image: replaces the picture of a top-level category only", async () => {
    const created = await run(
      categoryNew.action,
      makeRequest("/api/bel/admin/category/new", {
        cookie,
        multipart: { name: "Tiles", categoryImage: await png() },
      }),
    );
    const id = created.json.category._id as string;
    const before = stored(created.json.category.categoryImage);
    const answer = await run(
      categoryImage.action,
      makeRequest(`/api/bel/admin/category/${id}/update_image`, {
        cookie,
        method: "PUT",
        multipart: { images: new File([await pngBytes(200, 200, "#ff0000")], "red.png") },
      }),
      { id },
    );
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe("Images updated successfully");
    const after = stored(answer.json.category.categoryImage);
    expect(after).not.toBe(before);
    expect(fs.existsSync(after)).toBe(true);
    expect(fs.existsSync(before)).toBe(false);
    // As a data URL in JSON too.
    const json = await run(
      categoryImage.action,
      makeRequest(`/api/bel/admin/category/${id}/update_image`, {
        cookie,
        method: "PUT",
        json: { images: dataUrl(await pngBytes(), "image/png") },
      }),
      { id },
    );
    expect(json.status).toBe(200);
    expect(fs.existsSync(after)).toBe(false);

    const sub = await run(
      categoryImage.action,
      makeRequest(`/api/bel/admin/category/${taxonomy.data.id}/update_image`, {
        cookie,
        method: "PUT",
        multipart: { images: await png() },
      }),
      { id: String(taxonomy.data.id) },
    );
    expect(sub.status).toBe(400);
    expect(sub.json.errors.images).toEqual(["Only top-level categories have an image."]);
    const none = await run(
      categoryImage.action,
      makeRequest(`/api/bel/admin/category/${id}/update_image`, {
        cookie,
        method: "PUT",
        multipart: { other: "x" },
      }),
      { id },
    );
    expect(none.status).toBe(400);
    expect(none.json.errors.images).toEqual(["Please choose an image."]);
  });

  it("DELETE /admin/category/{id}: refused while it holds products or categories (how many), by level otherwise", async () => {
    const del = (id: number) =>
      run(
        categoryOne.action,
        makeRequest(`/api/bel/admin/category/${id}`, { cookie, method: "DELETE" }),
        {
          id: String(id),
        },
      );
    productIn(taxonomy.power.id, { subcategoryId: taxonomy.swa.id });
    productIn(taxonomy.power.id, { subcategoryId: taxonomy.swa.id });
    const holding = await del(taxonomy.swa.id);
    expect(holding.status).toBe(409);
    expect(holding.json).toEqual({
      success: false,
      message:
        "“Armoured Cables” cannot be deleted: it still holds 2 products. Move or delete them first.",
    });
    const parent = await del(taxonomy.power.id);
    expect(parent.json.message).toBe(
      "“Industrial Power Cables” cannot be deleted: it still holds 2 products and 1 subcategory. Move or delete them first.",
    );
    const withChild = await del(taxonomy.data.id);
    expect(withChild.json.message).toBe(
      "“Data Cables” cannot be deleted: it still holds 1 sub-subcategory. Move or delete them first.",
    );
    expect(db.select().from(categories).all()).toHaveLength(5);

    expect((await del(taxonomy.cat6.id)).json).toEqual({
      success: true,
      message: "Sub-subcategory deleted successfully",
    });
    expect((await del(taxonomy.data.id)).json.message).toBe("Subcategory deleted successfully");
    expect((await del(taxonomy.lan.id)).json.message).toBe("Category deleted successfully");
    expect((await del(taxonomy.lan.id)).status).toBe(404);
    expect(auditedActions("category")).toEqual(["delete", "delete", "delete"]);
  });
});

// -----------------------------------------------------------------------------------------------

describe("specifications", () => {
  it("GET /admin/fields and /admin/field/details/{id}", async () => {
    productIn(taxonomy.lan.id, { specificationValueIds: [taxonomy.lszh.id, taxonomy.blue.id] });
    productIn(taxonomy.lan.id, { specificationValueIds: [taxonomy.lszh.id] });
    const list = await run(fieldList.loader, makeRequest("/api/bel/admin/fields", { cookie }));
    const body = parsed(C.ok({ specifications: z.array(C.Specification) }), list.json);
    expect(body.specifications.map((g) => [g.title, g.children.map((v) => v.title)])).toEqual([
      ["Sheath Material", ["LSZH", "PVC"]],
      ["Sheath Colour", ["Blue", "Black"]],
    ]);
    const group = await run(
      fieldDetails.loader,
      makeRequest(`/api/bel/admin/field/details/${taxonomy.sheath.id}`, { cookie }),
      { id: String(taxonomy.sheath.id) },
    );
    expect(
      parsed(C.ok({ specification: C.SpecificationDetails }), group.json).specification,
    ).toMatchObject({
      title: "Sheath Material",
      parentId: null,
      products: 2,
      children: [{ title: "LSZH" }, { title: "PVC" }],
    });
    const value = await run(
      fieldDetails.loader,
      makeRequest(`/api/bel/admin/field/details/${taxonomy.lszh.id}`, { cookie }),
      { id: String(taxonomy.lszh.id) },
    );
    expect(value.json.specification).toMatchObject({
      parentId: String(taxonomy.sheath.id),
      products: 2,
      children: [],
    });
    const missing = await run(
      fieldDetails.loader,
      makeRequest("/api/bel/admin/field/details/999999", { cookie }),
      { id: "999999" },
    );
    expect(missing.json).toEqual({ success: false, message: "Specification not found" });
    const empty = await run(
      fieldOne.loader,
      makeRequest("/api/bel/admin/field/details/", { cookie }),
      {
        id: "details",
      },
    );
    expect(empty.status).toBe(404);
    expect(empty.json.success).toBe(false);
  });

  it("POST /admin/field/new: a group (JSON) and its values (form), with the documented messages", async () => {
    const url = "/api/bel/admin/field/new";
    const group = await run(
      fieldNew.action,
      makeRequest(url, { cookie, json: { title: "Conductor" } }),
    );
    expect(group.status).toBe(201);
    const created = parsed(
      C.ok({ message: z.string(), specification: C.SpecificationDetails }),
      group.json,
    );
    expect(created).toMatchObject({
      message: "Specification created successfully!!!",
      specification: { title: "Conductor", slug: "conductor", parentId: null, products: 0 },
    });
    const value = await run(
      fieldNew.action,
      makeRequest(url, {
        cookie,
        form: { title: "Tinned Copper", parentId: created.specification._id },
      }),
    );
    expect(value.status).toBe(201);
    expect(value.json.specification).toMatchObject({
      slug: "tinned-copper",
      parentId: created.specification._id,
    });
    // The filters have it at once.
    expect(
      getFacets({})
        .specs.find((g) => g.title === "Conductor")
        ?.values.map((v) => v.title),
    ).toEqual(["Tinned Copper"]);

    const blank = await run(fieldNew.action, makeRequest(url, { cookie, json: { title: "  " } }));
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({
      success: false,
      message: "Title field must be filled.",
      errors: { title: ["Title field must be filled."] },
    });
    const twice = await run(
      fieldNew.action,
      makeRequest(url, {
        cookie,
        json: { title: "tinned copper", parentId: created.specification._id },
      }),
    );
    expect(twice.status).toBe(409);
    expect(twice.json.errors.title).toEqual(["This group already has a value with this title."]);
    // The same title in another group is fine.
    const elsewhere = await run(
      fieldNew.action,
      makeRequest(url, { cookie, json: { title: "Tinned Copper", parentId: taxonomy.sheath.id } }),
    );
    expect(elsewhere.status).toBe(201);
    const underValue = await run(
      fieldNew.action,
      makeRequest(url, { cookie, json: { title: "Deeper", parentId: taxonomy.lszh.id } }),
    );
    expect(underValue.status).toBe(400);
    expect(underValue.json.errors.parentId).toEqual([
      "Values belong to a specification group, not to another value.",
    ]);
  });

  it("PUT /admin/field/{id}: a rename reaches the filters and the search index at once", async () => {
    const product = productIn(taxonomy.lan.id, { specificationValueIds: [taxonomy.lszh.id] });
    expect(listProducts({ keyword: "halogenfree" }).products).toHaveLength(0);
    const put = (id: number, body: unknown) =>
      run(
        fieldOne.action,
        makeRequest(`/api/bel/admin/field/${id}`, { cookie, method: "PUT", json: body }),
        {
          id: String(id),
        },
      );
    const renamed = await put(taxonomy.lszh.id, { title: "Halogenfree LSZH" });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({
      message: "Specification updated successfully!!!",
      specification: { title: "Halogenfree LSZH", slug: "lszh" },
    });
    expect(listProducts({ keyword: "halogenfree" }).products.map((p) => p.id)).toEqual([
      product.id,
    ]);
    const facet = getFacets({}).specs.find((g) => g.slug === "sheath-material")!;
    expect(facet.values.find((v) => v.slug === "lszh")).toMatchObject({
      title: "Halogenfree LSZH",
      count: 1,
    });
    expect(
      listProducts({ specs: { "sheath-material": "lszh" } }).products.map((p) => p.id),
    ).toEqual([product.id]);
    expect((await put(taxonomy.lszh.id, { title: "" })).json.errors.title).toEqual([
      "Title field must be filled.",
    ]);
    expect((await put(taxonomy.lszh.id, { title: "PVC" })).status).toBe(409);
    expect((await put(999999, { title: "Ghost" })).status).toBe(404);
  });

  it("DELETE /admin/field/{id}: removes a value or a group from its products in the same transaction", async () => {
    const a = productIn(taxonomy.lan.id, {
      specificationValueIds: [taxonomy.lszh.id, taxonomy.blue.id],
    });
    const b = productIn(taxonomy.lan.id, {
      specificationValueIds: [taxonomy.lszh.id, taxonomy.black.id],
    });
    const del = (id: number) =>
      run(
        fieldOne.action,
        makeRequest(`/api/bel/admin/field/${id}`, { cookie, method: "DELETE" }),
        {
          id: String(id),
        },
      );
    const value = await del(taxonomy.lszh.id);
    expect(value.json).toEqual({
      success: true,
      message: "Spec deleted successfully",
      products: 2,
    });
    expect(listProducts({ keyword: "lszh" }).products).toHaveLength(0);
    const group = await del(taxonomy.colour.id);
    expect(group.json.products).toBe(2);
    expect(db.select().from(productSpecifications).all()).toEqual([]);
    expect(
      db.select().from(specifications).where(eq(specifications.parentId, taxonomy.colour.id)).all(),
    ).toEqual([]);
    expect(
      db
        .select()
        .from(products)
        .all()
        .map((p) => p.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await del(taxonomy.colour.id)).status).toBe(404);
    expect(auditedActions("specification")).toEqual(["delete", "delete"]);
  });
});

// -----------------------------------------------------------------------------------------------

describe("datasheets", () => {
  const upload = async (multipart: Record<string, string | File>) =>
    run(datasheetNew.action, makeRequest("/api/bel/admin/datasheet/new", { cookie, multipart }));

  it("POST /admin/datasheet/new: a checked PDF under a generated name, served inline with its title", async () => {
    const answer = await upload({ title: "Cat6 U/UTP “LSZH” – Datasheet", datasheet: await pdf() });
    expect(answer.status).toBe(201);
    const body = parsed(C.ok({ message: z.string(), datasheet: C.Datasheet }), answer.json);
    expect(body.message).toBe("Datasheet uploaded successfully!!!");
    expect(body.datasheet).toMatchObject({ index: 1, title: "Cat6 U/UTP “LSZH” – Datasheet" });
    expect(body.datasheet.datasheet).toMatch(
      /^http:\/\/localhost\/uploads\/datasheets\/[0-9a-f]{24}\.pdf$/,
    );
    const file = new URL(body.datasheet.datasheet).pathname.slice("/uploads/".length);
    const served = await run(uploads.loader, makeRequest(`/uploads/${file}`), { "*": file });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Disposition")).toBe(
      `inline; filename="Cat6 U/UTP _LSZH_ _ Datasheet.pdf"; filename*=UTF-8''Cat6%20U%2FUTP%20%E2%80%9CLSZH%E2%80%9D%20%E2%80%93%20Datasheet.pdf`,
    );
    expect(served.text.startsWith("%PDF-")).toBe(true);

    // JSON with a data URL, as the API's JSON clients send files.
    const json = await run(
      datasheetNew.action,
      makeRequest("/api/bel/admin/datasheet/new", {
        cookie,
        json: { title: "Plain", datasheet: dataUrl(await pdfBytes(), "application/pdf") },
      }),
    );
    expect(json.status).toBe(201);
    expect(json.json.datasheet.index).toBe(2);
    const plain = new URL(json.json.datasheet.datasheet).pathname.slice("/uploads/".length);
    const plainServed = await run(uploads.loader, makeRequest(`/uploads/${plain}`), { "*": plain });
    expect(plainServed.headers.get("Content-Disposition")).toBe('inline; filename="Plain.pdf"');

    const list = await run(
      datasheetList.loader,
      makeRequest("/api/bel/admin/datasheets", { cookie }),
    );
    expect(
      parsed(C.ok({ datasheets: z.array(C.Datasheet) }), list.json).datasheets.map((d) => d.title),
    ).toEqual(["Cat6 U/UTP “LSZH” – Datasheet", "Plain"]);
    expect(auditedActions("datasheet")).toEqual(["create", "create"]);
  });

  it("refuses an HTML file named .pdf, a PDF with an OpenAction script, an oversize file and missing fields", async () => {
    const filesBefore = filesIn("datasheets");
    const html = await upload({
      title: "Fake",
      datasheet: new File([htmlBytes()], "fake.pdf", { type: "application/pdf" }),
    });
    expect(html.status).toBe(415);
    expect(html.json).toEqual({
      success: false,
      message: "The file is not a PDF",
      errors: { datasheet: ["The file is not a PDF"] },
    });
    const scripted = await upload({
      title: "Scripted",
      datasheet: new File([await scriptedPdfBytes()], "scripted.pdf", { type: "application/pdf" }),
    });
    expect(scripted.status).toBe(415);
    expect(scripted.json.errors.datasheet).toEqual([
      "PDFs with scripts, launch actions or embedded files are not accepted",
    ]);
    const huge = await upload({
      title: "Huge",
      datasheet: new File([oversizeBytes(MAX_PDF_BYTES + 1)], "huge.pdf", {
        type: "application/pdf",
      }),
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ success: false, message: "A file is larger than 20 MB" });
    const hugeJson = await run(
      datasheetNew.action,
      makeRequest("/api/bel/admin/datasheet/new", {
        cookie,
        json: {
          title: "Huge",
          datasheet: dataUrl(oversizeBytes(MAX_PDF_BYTES + 1), "application/pdf"),
        },
      }),
    );
    expect(hugeJson.status).toBe(413);
    const missing = await upload({ title: "" });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("All required fields must be filled.");
    expect(Object.keys(missing.json.errors).sort()).toEqual(["datasheet", "title"]);
    const form = await run(
      datasheetNew.action,
      makeRequest("/api/bel/admin/datasheet/new", { cookie, form: { title: "x" } }),
    );
    expect(form.status).toBe(415);
    expect(db.select().from(datasheets).all()).toEqual([]);
    expect(filesIn("datasheets")).toEqual(filesBefore);
  });

  it("DELETE /admin/datasheet/{id}: says how many products linked it and leaves them without one", async () => {
    const created = await upload({ title: "Linked", datasheet: await pdf() });
    const id = Number(created.json.datasheet._id);
    const product = productIn(taxonomy.lan.id, { datasheetId: id });
    expect(listProducts({ hasDatasheet: true }).products.map((p) => p.id)).toEqual([product.id]);
    const answer = await run(
      datasheetOne.action,
      makeRequest(`/api/bel/admin/datasheet/${id}`, { cookie, method: "DELETE" }),
      { id: String(id) },
    );
    expect(answer.json).toEqual({
      success: true,
      message: "Datasheet deleted successfully!!!",
      products: 1,
    });
    expect(
      db.select().from(products).where(eq(products.id, product.id)).get()?.datasheetId,
    ).toBeNull();
    expect(listProducts({ hasDatasheet: true }).products).toEqual([]);
    expect(fs.existsSync(stored(created.json.datasheet.datasheet))).toBe(false);
    const again = await run(
      datasheetOne.action,
      makeRequest(`/api/bel/admin/datasheet/${id}`, { cookie, method: "DELETE" }),
      { id: String(id) },
    );
    expect(again.status).toBe(404);
    expect(again.json.message).toBe("Datasheet not found");
  });
});

// -----------------------------------------------------------------------------------------------

describe("certificates", () => {
  const create = (body: { multipart?: Record<string, string | File>; json?: unknown }) =>
    run(certificateNew.action, makeRequest("/api/bel/admin/certificate/new", { cookie, ...body }));

  it("POST /admin/certificate/new: with a verification file (multipart), or a URL, or by name (JSON)", async () => {
    const withFile = await create({
      multipart: {
        title: "ISO 9001",
        description: "Quality management.",
        certificateImage: await png(),
        certificateFile: await pdf("ISO 9001 certificate"),
      },
    });
    expect(withFile.status).toBe(201);
    const body = parsed(C.ok({ message: z.string(), certification: C.Certificate }), withFile.json);
    expect(body).toMatchObject({
      message: "Certificate created successfully",
      certification: {
        title: "ISO 9001",
        name: "ISO 9001",
        description: "Quality management.",
        url: "",
      },
    });
    expect(body.certification.certificateFile).toMatch(
      /\/uploads\/certificates\/[0-9a-f]{24}\.pdf$/,
    );
    expect(body.certification.certificateImage).toMatch(
      /\/uploads\/certificates\/[0-9a-f]{24}-\d+\.webp$/,
    );

    const byName = await create({
      json: { name: "BASEC", description: "Cable approval.", url: "https://www.basec.org.uk/" },
    });
    expect(byName.status).toBe(201);
    expect(byName.json.certification).toMatchObject({
      title: "BASEC",
      name: "BASEC",
      url: "https://www.basec.org.uk/",
      certificateFile: "",
      certificateImage: "",
    });
    // "Please fill all fields." only when image, name and description are all empty.
    const onlyImage = await create({ multipart: { title: "", certificateImage: await png() } });
    expect(onlyImage.status).toBe(400);
    expect(onlyImage.json.errors).toEqual({ title: ["Please enter a title."] });
    const nothing = await create({ multipart: { title: "", description: "" } });
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toBe("Please fill all fields.");
    const nothingJson = await create({ json: {} });
    expect(nothingJson.json.message).toBe("Please fill all fields.");
    const both = await create({
      multipart: { title: "Both", certificateFile: await pdf(), url: "https://example.com/verify" },
    });
    expect(both.status).toBe(400);
    expect(both.json.errors).toEqual({ url: ["Please provide only a file or a URL, not both."] });
    const script = await create({ json: { title: "XSS", url: "javascript:alert(1)" } });
    expect(script.status).toBe(400);
    expect(script.json.errors.url).toEqual(["Please enter a valid URL (http:// or https://)."]);
    const badFile = await create({
      multipart: {
        title: "Scripted",
        certificateFile: new File([await scriptedPdfBytes()], "x.pdf", { type: "application/pdf" }),
      },
    });
    expect(badFile.status).toBe(415);
    expect(badFile.json.errors.certificateFile[0]).toMatch(/scripts/);
    expect(db.select().from(certificates).all()).toHaveLength(2);
  });

  it("the original client's body keeps name and title apart, as JSON, multipart and urlencoded form, in the table and in every answer", async () => {
    const clientBody = {
      name: "ISO 9001",
      title: "Quality management certificate",
      description: "Our quality management system, independently certified.",
      url: "https://example.com/iso",
    };
    const kept = { ...clientBody, certificateFile: "", certificateImage: "" };
    const answers = [
      await create({ json: clientBody }),
      await create({ multipart: clientBody }),
      await run(
        certificateNew.action,
        makeRequest("/api/bel/admin/certificate/new", { cookie, form: clientBody }),
      ),
    ];
    for (const created of answers) {
      expect(created.status).toBe(201);
      expect(
        parsed(C.ok({ message: z.string(), certification: C.Certificate }), created.json)
          .certification,
      ).toMatchObject(kept);
    }
    expect(
      db
        .select({ name: certificates.name, title: certificates.title, url: certificates.url })
        .from(certificates)
        .all(),
    ).toEqual(Array(3).fill({ name: "ISO 9001", title: clientBody.title, url: clientBody.url }));

    const id = answers[0].json.certification._id as string;
    const one = await run(
      certificateOne.loader,
      makeRequest(`/api/bel/admin/certificate/${id}`, { cookie }),
      { id },
    );
    expect(parsed(C.ok({ certification: C.Certificate }), one.json).certification).toMatchObject(
      kept,
    );
    const staffList = await run(
      certificateList.loader,
      makeRequest("/api/bel/admin/certificate", { cookie }),
    );
    const publicList = await run(publicCertificates.loader, makeRequest("/api/bel/certificate"));
    for (const list of [staffList, publicList]) {
      expect(
        parsed(C.ok({ certificates: z.array(C.Certificate) }), list.json).certificates.map((c) => [
          c.name,
          c.title,
        ]),
      ).toEqual(Array(3).fill(["ISO 9001", clientBody.title]));
    }
  });

  it("a name or a title alone stands for both; an update changes only what it sends, and an emptied name becomes the title", async () => {
    const titleOnly = await create({ json: { title: "Environmental management certificate" } });
    expect(titleOnly.json.certification).toMatchObject({
      name: "Environmental management certificate",
      title: "Environmental management certificate",
    });
    // The admin form sends an empty name when none is typed.
    const emptyName = await create({ multipart: { name: "", title: "Product approval" } });
    expect(emptyName.json.certification).toMatchObject({
      name: "Product approval",
      title: "Product approval",
    });
    const nameOnly = await create({ json: { name: "BASEC", title: "" } });
    expect(nameOnly.json.certification).toMatchObject({ name: "BASEC", title: "BASEC" });
    const tooLong = await create({ json: { name: "N".repeat(151), title: "Fine" } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual({
      name: ["The name is too long (150 characters at most)."],
    });

    const created = await create({
      json: {
        name: "ISO 9001",
        title: "Quality management certificate",
        description: "Certified.",
        url: "https://example.com/iso",
      },
    });
    const id = created.json.certification._id as string;
    const put = (body: { json?: unknown; multipart?: Record<string, string> }) =>
      run(
        certificateOne.action,
        makeRequest(`/api/bel/admin/certificate/${id}`, { cookie, method: "PUT", ...body }),
        { id },
      );
    const renamed = await put({ json: { name: "ISO 9001:2015" } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.certification).toMatchObject({
      name: "ISO 9001:2015",
      title: "Quality management certificate",
      description: "Certified.",
      url: "https://example.com/iso",
    });
    const retitled = await put({ multipart: { title: "Quality management system" } });
    expect(retitled.json.certification).toMatchObject({
      name: "ISO 9001:2015",
      title: "Quality management system",
    });
    const unnamed = await put({ multipart: { name: "", title: "QMS certificate" } });
    expect(unnamed.json.certification).toMatchObject({
      name: "QMS certificate",
      title: "QMS certificate",
    });
    expect(
      db
        .select({ name: certificates.name, title: certificates.title })
        .from(certificates)
        .where(eq(certificates.id, Number(id)))
        .get(),
    ).toEqual({ name: "QMS certificate", title: "QMS certificate" });
  });

  it("GET, PUT, update_image, delete_file and DELETE; the public list follows the order", async () => {
    const first = await create({ json: { title: "First", description: "One." } });
    const second = await create({
      multipart: { title: "Second", description: "Two.", certificateFile: await pdf() },
    });
    const id = second.json.certification._id as string;
    const one = await run(
      certificateOne.loader,
      makeRequest(`/api/bel/admin/certificate/${id}`, { cookie }),
      {
        id,
      },
    );
    expect(parsed(C.ok({ certification: C.Certificate }), one.json).certification).toMatchObject({
      title: "Second",
      index: 1,
    });
    const file = stored(one.json.certification.certificateFile);
    expect(fs.existsSync(file)).toBe(true);

    const put = (body: { json?: unknown; multipart?: Record<string, string | File> }) =>
      run(
        certificateOne.action,
        makeRequest(`/api/bel/admin/certificate/${id}`, { cookie, method: "PUT", ...body }),
        { id },
      );
    // A URL beside the stored file: the storefront links the URL; the file stays until deleted.
    const withUrl = await put({ json: { url: "https://example.com/verify/2" } });
    expect(withUrl.status).toBe(200);
    expect(withUrl.json).toMatchObject({
      message: "Certificate updated successfully",
      certification: { title: "Second", description: "Two.", url: "https://example.com/verify/2" },
    });
    expect(withUrl.json.certification.certificateFile).not.toBe("");
    expect(await put({ json: { title: "" } })).toMatchObject({
      status: 400,
      json: { errors: { title: ["Please enter a title."] } },
    });

    const deleted = await run(
      certificateFile.action,
      makeRequest(`/api/bel/admin/certificate/${id}/delete_file`, { cookie, method: "PUT" }),
      { id },
    );
    expect(deleted.json).toMatchObject({
      message: "Verification file deleted successfully",
      certification: { certificateFile: "", url: "https://example.com/verify/2" },
    });
    expect(fs.existsSync(file)).toBe(false);
    const noFile = await run(
      certificateFile.action,
      makeRequest(`/api/bel/admin/certificate/${id}/delete_file`, { cookie, method: "PUT" }),
      { id },
    );
    expect(noFile.status).toBe(400);
    expect(noFile.json.message).toBe("This certificate has no verification file.");

    // A new file needs the URL cleared (not both), in the same form.
    const bothAgain = await put({
      multipart: { certificateFile: await pdf(), url: "https://example.com/x" },
    });
    expect(bothAgain.status).toBe(400);
    const fileAgain = await put({
      multipart: { title: "Second", certificateFile: await pdf(), url: "" },
    });
    expect(fileAgain.json.certification).toMatchObject({ url: "" });
    expect(fileAgain.json.certification.certificateFile).toMatch(/\.pdf$/);

    // The order: index 0 puts it first, and the storefront's list follows.
    const reordered = await put({ json: { index: 0 } });
    expect(reordered.json.certification.index).toBe(0);
    const publicList = await run(publicCertificates.loader, makeRequest("/api/bel/certificate"));
    expect(
      parsed(C.ok({ certificates: z.array(C.Certificate) }), publicList.json).certificates.map(
        (c) => [c.name, c.index],
      ),
    ).toEqual([
      ["Second", 0],
      ["First", 1],
    ]);
    expect(listCertificates().map((c) => c.title)).toEqual(["Second", "First"]);

    const image = await run(
      certificateImage.action,
      makeRequest(`/api/bel/admin/certificate/${first.json.certification._id}/update_image`, {
        cookie,
        method: "PUT",
        multipart: { certificateImage: await png() },
      }),
      { id: first.json.certification._id },
    );
    expect(image.json).toMatchObject({ message: "Images updated successfully" });
    expect(image.json.certification.certificateImage).toMatch(/\.webp$/);

    const list = await run(
      certificateList.loader,
      makeRequest("/api/bel/admin/certificate", { cookie }),
    );
    expect(list.json.certificates.map((c: { title: string }) => c.title)).toEqual([
      "Second",
      "First",
    ]);

    const gone = await run(
      certificateOne.action,
      makeRequest(`/api/bel/admin/certificate/${first.json.certification._id}`, {
        cookie,
        method: "DELETE",
      }),
      { id: first.json.certification._id },
    );
    expect(gone.json).toEqual({ success: true, message: "Certificate deleted successfully" });
    expect(fs.existsSync(stored(image.json.certification.certificateImage))).toBe(false);
    const missing = await run(
      certificateOne.loader,
      makeRequest(`/api/bel/admin/certificate/${first.json.certification._id}`, { cookie }),
      { id: first.json.certification._id },
    );
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Certificate not found");
    expect(
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "certificate"), eq(auditLog.action, "delete")))
        .all(),
    ).toHaveLength(1);
  });
});

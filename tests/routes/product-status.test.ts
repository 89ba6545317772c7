/**
 * A product's status through the routes (docs/admin.md, Status and Preview; docs/api.md, Product
 * status): the storefront page and datasheet of a draft are a 404 for a visitor and a private
 * preview for staff; the page forms' buttons and the API twins take `status` and answer it; the
 * public API knows only published products.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import * as C from "~/api/components";
import { db } from "~/db.server";
import { createProduct } from "~/models/product.server";
import * as productList from "~/routes/admin.products._index";
import * as editProduct from "~/routes/admin.products.$slug";
import * as apiRoute from "~/routes/api.bel.$";
import * as datasheet from "~/routes/products.$slug_.datasheet[.]pdf";
import * as productPage from "~/routes/products.$slug/route";
import * as quotePage from "~/routes/quote";
import { basketCookieHeader } from "~/models/quote-basket.server";
import { storage } from "~/storage.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { dataUrl, picture } from "../uploads";
import {
  callApi,
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  parsed,
  run,
  toastOf,
} from "./admin.helpers";

let t: ReturnType<typeof createTaxonomy>;
let manager: string;

beforeEach(async () => {
  resetDb();
  fs.rmSync(path.join(storage.root, "products"), { recursive: true, force: true });
  t = createTaxonomy();
  manager = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
});
afterAll(() => expectNoSecretsInAnswers());

const draftProduct = () =>
  createProduct({
    name: "Cat8 S/FTP Marigold",
    description: "Not launched yet.",
    categoryId: t.lan.id,
    status: "draft",
  });

const page = (slug: string, cookie?: string) =>
  run(productPage.loader, makeRequest(`/products/${slug}`, { cookie }), { slug });

describe("the storefront page of a draft", () => {
  it("is a 404 for a visitor, and a private, unindexed preview for staff, with why", async () => {
    const draft = draftProduct();
    const visitor = await page(draft.slug);
    expect(visitor.status).toBe(404);

    const staff = await page(draft.slug, manager);
    expect(staff.status).toBe(200);
    expect(staff.json.preview).toEqual({ status: "draft" });
    expect(staff.json.product.name).toBe("Cat8 S/FTP Marigold");
    expect(staff.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(staff.headers.get("X-Robots-Tag")).toBe("noindex");
    // The route's headers keep them for the document.
    const headers = productPage.headers!({
      loaderHeaders: staff.headers,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    }) as Headers;
    expect(headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);

    // A published product's page is no preview, for staff either.
    db.update(products).set({ status: "published" }).where(eq(products.id, draft.id)).run();
    const published = await page(draft.slug, manager);
    expect(published.json.preview).toBeUndefined();
    expect(published.headers.get("Cache-Control")).toBeNull();
    expect((await page(draft.slug)).status).toBe(200);
  });

  it("has a datasheet only for staff, theirs alone", async () => {
    const draft = draftProduct();
    const pdf = (cookie?: string) =>
      run(datasheet.loader, makeRequest(`/products/${draft.slug}/datasheet.pdf`, { cookie }), {
        slug: draft.slug,
      });
    expect((await pdf()).status).toBe(404);
    const staff = await pdf(manager);
    expect(staff.status).toBe(200);
    expect(staff.headers.get("Content-Type")).toBe("application/pdf");
    expect(staff.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("the quote basket", () => {
  it("leaves out a line whose product left the site, says so, and keeps the others' places", async () => {
    const draft = draftProduct();
    const shown = createProduct({ name: "Cat6 Blue", description: "d", categoryId: t.lan.id });
    const cookie = (
      await basketCookieHeader([
        { slug: draft.slug, qty: 2 },
        { slug: shown.slug, qty: 1 },
      ])
    ).split(";")[0];
    const answer = await run(quotePage.loader, makeRequest("/quote", { cookie }));
    expect(answer.json.leftOut).toBe(1);
    expect(
      answer.json.lines.map((l: { index: number; name: string }) => [l.index, l.name]),
    ).toEqual([[1, "Cat6 Blue"]]);
    // Removing the line shown removes that line, not the one left out before it.
    const removed = await run(
      quotePage.action,
      makeRequest("/quote", {
        cookie,
        form: { intent: "remove:1", "lines[1].slug": shown.slug, "lines[1].qty": "1" },
      }),
    );
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toMatchObject({ lines: [], leftOut: 1 });
  });
});

describe("the product form's buttons", () => {
  it("publish a draft from its Update screen, with the toast that says so", async () => {
    const draft = draftProduct();
    const url = `/admin/products/${draft.slug}`;
    const screen = await run(editProduct.loader, makeRequest(url, { cookie: manager }), {
      slug: draft.slug,
    });
    expect(screen.json.status).toBe("draft");
    const answer = await run(
      editProduct.action,
      makeRequest(url, {
        cookie: manager,
        form: {
          intent: "update",
          status: "published",
          name: "Cat8 S/FTP Marigold",
          category: String(t.lan.id),
          description: "Launched.",
          sku: "",
        },
      }),
      { slug: draft.slug },
    );
    expect(answer.status, answer.text).toBe(302);
    expect(await toastOf(answer)).toMatchObject({ message: "Product published" });
    expect(db.select().from(products).where(eq(products.id, draft.id)).get()?.status).toBe(
      "published",
    );
  });

  it("refuse a status they do not know, on the page with the input kept", async () => {
    const draft = draftProduct();
    const answer = await run(
      editProduct.action,
      makeRequest(`/admin/products/${draft.slug}`, {
        cookie: manager,
        form: {
          intent: "update",
          status: "live",
          name: "Typed name",
          category: String(t.lan.id),
          description: "Typed text",
        },
      }),
      { slug: draft.slug },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.result.error).toEqual({
      status: ["Please choose a status: draft, published or archived"],
    });
    expect(answer.json.result.initialValue.name).toBe("Typed name");
  });

  it("the products table filters by status and shows each row's", async () => {
    draftProduct();
    createProduct({ name: "Cat6 Blue", description: "d", categoryId: t.lan.id });
    const list = async (query: string) =>
      (await run(productList.loader, makeRequest(`/admin/products${query}`, { cookie: manager })))
        .json;
    const all = await list("");
    expect(all.rows.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ["Cat6 Blue", "published"],
      ["Cat8 S/FTP Marigold", "draft"],
    ]);
    const drafts = await list("?status=draft");
    expect(drafts.status).toBe("draft");
    expect(drafts.rows.map((r: { name: string }) => r.name)).toEqual(["Cat8 S/FTP Marigold"]);
    // An unknown status is no filter, as the table's other filters.
    expect((await list("?status=live")).total).toBe(2);
  });

  it("the products table says a published variant of a draft is off the site all the same", async () => {
    const parent = draftProduct();
    createProduct({
      name: "Cat8 Red",
      description: "d",
      categoryId: t.lan.id,
      parentId: parent.id,
    });
    const [family] = (
      await run(productList.loader, makeRequest("/admin/products", { cookie: manager }))
    ).json.rows;
    expect(family).toMatchObject({ status: "draft", parentStatus: null });
    expect(family.variants).toMatchObject([
      { name: "Cat8 Red", status: "published", parentStatus: "draft" },
    ]);
  });
});

describe("the API", () => {
  const api = (url: string, options: Parameters<typeof callApi>[3] = {}, fn = apiRoute.loader) =>
    callApi(fn, url, {}, { cookie: manager, ...options });

  async function body(overrides: Record<string, unknown> = {}) {
    return {
      name: "Coax RG6 Black 100m",
      category: String(t.lan.id),
      description: "Satellite coax.",
      images: [dataUrl(await picture("png"))],
      ...overrides,
    };
  }

  it("creates a product Published without a status, a draft with one, and answers it", async () => {
    const plain = await api("/admin/product", { json: await body() }, apiRoute.action);
    expect(plain.status, plain.text).toBe(201);
    expect(parsed(C.ok({ product: C.AdminProduct }), plain.json).product.status).toBe("published");
    const draft = await api(
      "/admin/product",
      { json: await body({ name: "Coax Draft", status: "draft" }) },
      apiRoute.action,
    );
    expect(draft.status, draft.text).toBe(201);
    const { product } = parsed(C.ok({ product: C.AdminProduct }), draft.json);
    expect(product.status).toBe("draft");

    const bad = await api(
      "/admin/product",
      { json: await body({ name: "Coax Bad", status: "live" }) },
      apiRoute.action,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      status: ["Please choose a status: draft, published or archived"],
    });

    // The update keeps it unless told; the list filters by it.
    const kept = await api(
      `/admin/products/${product.slug}`,
      { method: "PUT", json: { ...(await body({ name: "Coax Draft" })), images: undefined } },
      apiRoute.action,
    );
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.product.status).toBe("draft");
    const list = await api("/admin/products?status=draft&page=1");
    expect(
      list.json.products.map((p: { name: string; status: string }) => [p.name, p.status]),
    ).toEqual([["Coax Draft", "draft"]]);

    // For the public API the draft is not there at all.
    const visitor = { cookie: undefined };
    expect((await api(`/products/${product.slug}`, visitor)).status).toBe(404);
    const listing = await api("/products?keyword=coax", visitor);
    expect(listing.json.products.map((p: { slug: string }) => p.slug)).toEqual([
      "coax-rg6-black-100m",
    ]);
    const all = await api("/all-products", visitor);
    expect(JSON.parse(all.text).products.map((p: { slug: string }) => p.slug)).toEqual([
      "coax-rg6-black-100m",
    ]);
    // The public answers are as they were: no status in them.
    expect(listing.json.products[0].status).toBeUndefined();
  });
});

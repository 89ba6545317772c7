/**
 * The History panel of the update screen, the Bin screen and their /api/bel twins, called with
 * real Requests: what each lists, the restore's redirect and toast (and its refusal), managers
 * restoring while only admins delete for good (403 on the server, the buttons hidden), and the
 * JSON answers in the documented shapes.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { productBin, products } from "../../db/schema";
import * as C from "~/api/components";
import { db } from "~/db.server";
import {
  createStaffProduct,
  getAdminProduct,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { listBin, moveProductToBin } from "~/models/product-bin.server";
import * as bin from "~/routes/admin.bin";
import * as editProduct from "~/routes/admin.products.$slug";
import * as apiRoute from "~/routes/api.bel.$";
import { ProductCreateSchema, ProductUpdateSchema } from "~/schemas/product";
import { storage } from "~/storage.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { dataUrl, picture } from "../uploads";
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
} from "./admin.helpers";

type Taxonomy = ReturnType<typeof createTaxonomy>;
let t: Taxonomy;
let manager: { id: number; name: string; email: string; cookie: string };
let admin: { id: number; name: string; email: string; cookie: string };

beforeEach(async () => {
  resetDb();
  fs.rmSync(path.join(storage.root, "products"), { recursive: true, force: true });
  t = createTaxonomy();
  const m = insertUser({ role: "manager", name: "Morgan Manager" });
  const a = insertUser({ role: "admin", name: "Ada Admin" });
  manager = { ...m, cookie: (await cookieFor(m.id)).cookie };
  admin = { ...a, cookie: (await cookieFor(a.id)).cookie };
});

afterAll(() => {
  expectNoSecretsInAnswers();
});

const actorOf = (who: typeof manager) => ({
  id: who.id,
  name: who.name,
  email: who.email,
  address: "203.0.113.9",
});

/** A product with two pictures, saved twice: version 1 (created), version 2 (renamed). */
async function productWithHistory() {
  const who = actorOf(manager);
  const row = await createStaffProduct(
    who,
    ProductCreateSchema.parse({
      name: "Coax RG6 Black",
      category: String(t.lan.id),
      description: "A coaxial cable.",
      specifications: [{ specId: String(t.sheath.id), value: String(t.pvc.id) }],
      images: [dataUrl(await picture("png")), dataUrl(await picture("jpeg"), "image/jpeg")],
    }),
  );
  const renamed = await updateStaffProduct(
    who,
    row.slug,
    ProductUpdateSchema.parse({
      name: "Coax RG6 White",
      category: String(t.lan.id),
      description: "A coaxial cable.",
      specifications: [{ specId: String(t.sheath.id), value: String(t.lszh.id) }],
    }),
  );
  return { id: row.id, before: row.slug, after: renamed.slug };
}

describe("the History panel of /admin/products/{slug}", () => {
  it("lists the versions with who, when and what changed, and restores one as a new version", async () => {
    const p = await productWithHistory();
    const page = await run(
      editProduct.loader,
      makeRequest(`/admin/products/${p.after}`, { cookie: manager.cookie }),
      { slug: p.after },
    );
    expect(page.status).toBe(200);
    expect(page.json.history).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(page.json.history.versions).toMatchObject([
      {
        number: 2,
        userName: "Morgan Manager",
        current: true,
        changes: [
          { label: "Name", before: "Coax RG6 Black", after: "Coax RG6 White" },
          { label: "Specification: Sheath Material", before: "PVC", after: "LSZH" },
        ],
      },
      { number: 1, note: "Created", current: false, changes: null },
    ]);

    const answer = await run(
      editProduct.action,
      makeRequest(`/admin/products/${p.after}`, {
        cookie: manager.cookie,
        form: { intent: "restore", version: "1" },
      }),
      { slug: p.after },
    );
    expect(answer.status).toBe(303);
    // The restored name gave it back its first address.
    expect(answer.location).toBe(`/admin/products/${p.before}#history`);
    expect(await toastOf(answer)).toMatchObject({
      type: "success",
      message: "Restored version 1.",
    });
    expect(getAdminProduct(p.id)).toMatchObject({ name: "Coax RG6 Black", slug: p.before });
    const after = await run(
      editProduct.loader,
      makeRequest(`/admin/products/${p.before}`, { cookie: manager.cookie }),
      { slug: p.before },
    );
    expect(after.json.history.versions[0]).toMatchObject({
      number: 3,
      note: "Restored from version 1",
    });
    // The form is a new one: its values are the restored product's.
    expect(after.json.formKey).not.toBe(page.json.formKey);
    expect(after.json.defaults.name).toBe("Coax RG6 Black");
  });

  it("says why a restore is refused, on the page it was asked from", async () => {
    const p = await productWithHistory();
    const answer = await run(
      editProduct.action,
      makeRequest(`/admin/products/${p.after}?page=1`, {
        cookie: manager.cookie,
        form: { intent: "restore", version: "9" },
      }),
      { slug: p.after },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/admin/products/${p.after}?page=1`);
    expect(await toastOf(answer)).toMatchObject({ type: "error", message: "Version 9 not found" });
    const bad = await run(
      editProduct.action,
      makeRequest(`/admin/products/${p.after}`, {
        cookie: manager.cookie,
        form: { intent: "restore", version: "one" },
      }),
      { slug: p.after },
    );
    expect(await toastOf(bad)).toMatchObject({ type: "error", message: "Version not found" });
  });

  it("says a product saved before the history began has no earlier versions", async () => {
    const id = db
      .insert(products)
      .values({ name: "Old stock", slug: "old-stock", description: "x", categoryId: t.lan.id })
      .returning()
      .get().id;
    const page = await run(
      editProduct.loader,
      makeRequest("/admin/products/old-stock", { cookie: manager.cookie }),
      { slug: "old-stock" },
    );
    expect(page.json.history).toMatchObject({ total: 0, versions: [] });
    expect(id).toBeGreaterThan(0);
  });
});

describe("/admin/bin", () => {
  async function binned(name: string) {
    const row = await createStaffProduct(
      actorOf(manager),
      ProductCreateSchema.parse({
        name,
        category: String(t.lan.id),
        description: "x",
        images: [dataUrl(await picture("png"))],
      }),
    );
    moveProductToBin(actorOf(manager), row.id);
    return row;
  }

  it("lists, searches and restores for a manager, who has no Delete forever nor Empty bin", async () => {
    const a = await binned("Speaker flex one");
    await binned("Alarm cable two");
    const list = await run(
      bin.loader,
      makeRequest("/admin/bin?q=speaker", { cookie: manager.cookie }),
    );
    expect(list.json).toMatchObject({ total: 1, inBin: 2, canPurge: false, q: "speaker" });
    expect(list.json.products).toMatchObject([
      { id: a.id, name: "Speaker flex one", slug: a.slug, images: 1, reviews: 0, index: 1 },
    ]);
    const restore = await run(
      bin.action,
      makeRequest("/admin/bin?q=speaker", {
        cookie: manager.cookie,
        form: { intent: "restore", id: String(a.id) },
        headers: { Referer: `${BASE}/admin/bin?q=speaker` },
      }),
    );
    expect(restore.location).toBe("/admin/bin?q=speaker");
    expect(await toastOf(restore)).toMatchObject({
      type: "success",
      message: "Speaker flex one is back from the bin.",
    });
    expect(getAdminProduct(a.id)?.images).toHaveLength(1);
    const again = await run(
      bin.action,
      makeRequest("/admin/bin", {
        cookie: manager.cookie,
        form: { intent: "restore", id: String(a.id) },
      }),
    );
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      message: "Product not found in the bin",
    });
    // Deleting for good is refused on the server, whatever the page showed.
    const forms: Record<string, string>[] = [
      { intent: "empty" },
      { intent: "delete-forever", id: "1" },
    ];
    for (const form of forms) {
      const refused = await run(
        bin.action,
        makeRequest("/admin/bin", { cookie: manager.cookie, form }),
      );
      expect(refused.status).toBe(403);
    }
    expect(listBin().total).toBe(1);
  });

  it("lets an admin delete one for good, and empty the bin up to what the screen showed", async () => {
    const a = await binned("Speaker flex one");
    const b = await binned("Alarm cable two");
    const page = await run(bin.loader, makeRequest("/admin/bin", { cookie: admin.cookie }));
    expect(page.json).toMatchObject({ canPurge: true, inBin: 2 });
    const forever = await run(
      bin.action,
      makeRequest("/admin/bin", {
        cookie: admin.cookie,
        form: { intent: "delete-forever", id: String(a.id) },
      }),
    );
    expect(await toastOf(forever)).toMatchObject({ message: "Product deleted for good" });
    // One deleted after the admin read the screen stays.
    const c = await binned("Late cable three");
    db.update(productBin)
      .set({ deletedAt: new Date(page.json.newestDeletedAt + 1000) })
      .where(eq(productBin.productId, c.id))
      .run();
    const emptied = await run(
      bin.action,
      makeRequest("/admin/bin", {
        cookie: admin.cookie,
        form: { intent: "empty", upTo: String(page.json.newestDeletedAt) },
      }),
    );
    expect(emptied.location).toBe("/admin/bin");
    expect(await toastOf(emptied)).toMatchObject({
      message: "Bin emptied: 1 product deleted for good",
    });
    expect(listBin().products.map((p) => p.id)).toEqual([c.id]);
    expect(b.id).not.toBe(c.id);
  });
});

describe("the API", () => {
  const api = (
    fn: "loader" | "action",
    url: string,
    params: Record<string, string>,
    who: { cookie: string },
    options: { method?: string; json?: unknown } = {},
  ) => callApi(apiRoute[fn], url, params, { cookie: who.cookie, ...options });

  it("GET …/versions and POST …/versions/{number}/restore", async () => {
    const p = await productWithHistory();
    const list = await api("loader", `/admin/products/${p.after}/versions`, {}, manager);
    expect(list.status).toBe(200);
    const body = parsed(C.ok({ versions: z.array(C.ProductVersion), ...C.pageFields }), list.json);
    expect(body).toMatchObject({ total: 2, page: 1, pageCount: 1, resPerPage: 10 });
    expect(body.versions.map((v) => [v.number, v.savedBy])).toEqual([
      [2, "Morgan Manager"],
      [1, "Morgan Manager"],
    ]);
    expect(
      (await api("loader", `/admin/products/${p.after}/versions?page=x`, {}, manager)).status,
    ).toBe(400);
    expect((await api("loader", "/admin/products/nothing/versions", {}, manager)).status).toBe(404);

    const restored = await api(
      "action",
      `/admin/products/${p.id}/versions/1/restore`,
      {},
      manager,
      { method: "POST" },
    );
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({
      success: true,
      message: "Restored version 1.",
      product: { _id: String(p.id), name: "Coax RG6 Black", slug: p.before },
      notRestored: { images: [], datasheet: null, values: [], certificates: [] },
    });
    // A version with a SKU another product has taken since: 409, nothing written.
    const fields = ProductUpdateSchema.parse({
      name: "Coax RG6 Black",
      category: String(t.lan.id),
      description: "A coaxial cable.",
    });
    await updateStaffProduct(actorOf(manager), p.id, { ...fields, sku: "RG6" }); // version 4
    await updateStaffProduct(actorOf(manager), p.id, { ...fields, sku: "RG6-B" }); // version 5
    db.insert(products)
      .values({ name: "Other", slug: "other", description: "x", categoryId: t.lan.id, sku: "RG6" })
      .run();
    const refused = await api(
      "action",
      `/admin/products/${p.before}/versions/4/restore`,
      {},
      manager,
      { method: "POST" },
    );
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      success: false,
      message: "Version 4 cannot be restored: its SKU RG6 is now used by Other.",
    });
  });

  it("GET /admin/bin, POST /admin/bin/{id}/restore; DELETE for admins only", async () => {
    const who = actorOf(manager);
    const row = await createStaffProduct(
      who,
      ProductCreateSchema.parse({
        name: "Speaker flex",
        category: String(t.lan.id),
        description: "x",
        images: [dataUrl(await picture("png"))],
      }),
    );
    const deleted = await api("action", `/admin/products/${row.slug}`, {}, manager, {
      method: "DELETE",
    });
    expect(deleted.json).toEqual({ success: true, message: "Product deleted successfully" });
    const list = await api("loader", "/admin/bin?q=speaker", {}, manager);
    const body = parsed(C.ok({ products: z.array(C.BinnedProduct), ...C.pageFields }), list.json);
    expect(body.products).toMatchObject([
      { _id: String(row.id), name: "Speaker flex", slug: "speaker-flex", images: 1, reviews: 0 },
    ]);
    expect((await api("loader", "/admin/bin?sort=x", {}, manager)).status).toBe(400);

    const back = await api("action", `/admin/bin/${row.id}/restore`, {}, manager, {
      method: "POST",
    });
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({
      message: "Speaker flex is back from the bin.",
      product: { _id: String(row.id), slug: "speaker-flex" },
    });
    expect(
      (await api("action", `/admin/bin/${row.id}/restore`, {}, manager, { method: "POST" })).status,
    ).toBe(404);

    moveProductToBin(who, row.id);
    for (const url of [`/admin/bin/${row.id}`, "/admin/bin"]) {
      const refused = await api("action", url, {}, manager, { method: "DELETE" });
      expect(refused.status).toBe(403);
    }
    const forever = await api("action", `/admin/bin/${row.id}`, {}, admin, { method: "DELETE" });
    expect(forever.json).toEqual({ success: true, message: "Product deleted for good" });
    const empty = await api("action", "/admin/bin?upTo=0", {}, admin, { method: "DELETE" });
    expect(empty.json).toEqual({ success: true, message: "The bin is already empty", deleted: 0 });
    expect(
      (await api("action", "/admin/bin?upTo=soon", {}, admin, { method: "DELETE" })).status,
    ).toBe(400);
  });
});

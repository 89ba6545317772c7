/**
 * The pages of the catalogue's structure — Category, Sub Category, Sub-SubCategory,
 * Specification List, Datasheets, Certificates — called with real Requests: modals that load
 * their record or say it could not be fetched, forms that come back with their field messages,
 * row actions answered with the documented toasts, and every write recorded in the audit log.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, categories, certificates } from "../../db/schema";
import { db } from "~/db.server";
import { getFamilies } from "~/models/category.server";
import { createCertificate, listCertificates } from "~/models/certificate.server";
import { createProduct } from "~/models/product.server";
import * as categoryPage from "~/routes/admin.category/route";
import * as certificatesPage from "~/routes/admin.certificates";
import * as datasheetPage from "~/routes/admin.datasheet";
import * as fieldPage from "~/routes/admin.field";
import * as subSubPage from "~/routes/admin.sub-subcategory";
import * as subPage from "~/routes/admin.subcategory";
import * as certificationPage from "~/routes/certification";
import { createTaxonomy, resetDb } from "../fixtures";
import { pdfBytes, pngBytes } from "../sample-files";
import {
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  run,
  toastOf,
} from "./admin.helpers";

let cookie = "";
let t: ReturnType<typeof createTaxonomy>;
let actor: { id: number; name: string; email: string; address: string };

beforeEach(async () => {
  resetDb();
  t = createTaxonomy();
  const user = insertUser({ role: "manager" });
  actor = { id: user.id, name: user.name, email: user.email, address: "127.0.0.1" };
  cookie = (await cookieFor(user.id)).cookie;
});

afterAll(() => {
  expectNoSecretsInAnswers();
});

const post = (url: string, form: Record<string, string>) =>
  makeRequest(url, { cookie, form, headers: { Referer: `http://localhost${url}` } });

describe("category screens", () => {
  it("list each level with its parents, 25 a page, searched by name or parent", async () => {
    const top = await run(categoryPage.loader, makeRequest("/admin/category", { cookie }));
    expect(top.json.list.rows.map((r: { name: string }) => r.name)).toEqual([
      "Copper Connectivity",
      "Industrial Power Cables",
    ]);
    expect(top.json.list.rows[0]).toMatchObject({ index: 1, first: true, last: false });
    expect(top.json.list.rows[0].thumbnail).toBe(
      "/uploads/categories/0123456789abcdef01234567-240.webp",
    );
    const leaves = await run(
      subSubPage.loader,
      makeRequest("/admin/sub-subcategory?q=copper", { cookie }),
    );
    expect(leaves.json.list.rows).toEqual([
      expect.objectContaining({
        name: "Cat6 Cables",
        parentName: "Data Cables",
        categoryName: "Copper Connectivity",
      }),
    ]);
    expect(leaves.json.parents[0]).toEqual({
      id: t.lan.id,
      name: "Copper Connectivity",
      children: [{ id: t.data.id, name: "Data Cables" }],
    });
  });

  it("open an edit modal with the record read fresh, or say it could not be fetched", async () => {
    const open = await run(
      subPage.loader,
      makeRequest(`/admin/subcategory?edit=${t.data.id}`, { cookie }),
    );
    expect(open.json.modal).toBe("edit");
    expect(open.json.record).toMatchObject({ name: "Data Cables", parentId: t.lan.id });
    for (const id of ["999999", "x", String(t.lan.id)]) {
      const missing = await run(
        subPage.loader,
        makeRequest(`/admin/subcategory?q=data&edit=${id}`, { cookie }),
      );
      expect(missing.status).toBe(302);
      expect(missing.location).toBe("/admin/subcategory?q=data");
      expect(await toastOf(missing)).toMatchObject({
        type: "error",
        message: "Something went wrong, failed to fetch product details",
      });
    }
  });

  it("Add Category: the documented messages beside the fields, the level's parent, the toast", async () => {
    const missing = await run(
      subPage.action,
      post("/admin/subcategory?new", { intent: "create", name: "Fibre" }),
    );
    expect(missing.status).toBe(400);
    expect(missing.json.result.error).toEqual({
      parentId: ["All required fields must be filled."],
    });
    expect(missing.json.result.initialValue).toMatchObject({ name: "Fibre" });
    // A subcategory screen takes a category as the parent, not a subcategory.
    const wrongLevel = await run(
      subPage.action,
      post("/admin/subcategory?new", {
        intent: "create",
        name: "Fibre",
        parentId: String(t.data.id),
      }),
    );
    expect(wrongLevel.json.result.error).toEqual({
      parentId: ["Please choose a parent category from the list."],
    });
    const created = await run(
      subPage.action,
      post("/admin/subcategory?q=x&new", {
        intent: "create",
        name: "Fibre",
        parentId: String(t.lan.id),
      }),
    );
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin/subcategory?q=x");
    expect(await toastOf(created)).toMatchObject({
      type: "success",
      message: "Category created successfully",
    });

    // A top-level category needs an image (multipart), which is stored as WebP renditions.
    const image = new File([await pngBytes()], "tile.png", { type: "image/png" });
    const top = await run(
      categoryPage.action,
      makeRequest("/admin/category?new", {
        cookie,
        multipart: { intent: "create", name: "Fibre Optics", categoryImage: image },
      }),
    );
    expect(top.status).toBe(302);
    expect(
      db.select().from(categories).where(eq(categories.slug, "fibre-optics")).get()?.image,
    ).toMatch(/^categories\/[0-9a-f]{24}-\d+\.webp$/);
  });

  it("Edit: name, parent in two steps, an intro that can be emptied", async () => {
    const noSub = await run(
      subSubPage.action,
      post(`/admin/sub-subcategory?edit=${t.cat6.id}`, {
        intent: "update",
        id: String(t.cat6.id),
        name: "Cat6",
        categoryId: String(t.power.id),
        parentId: "",
      }),
    );
    expect(noSub.status).toBe(400);
    expect(noSub.json.result.error).toEqual({
      parentId: ["Please select a subcategory if you change the category."],
    });
    const moved = await run(
      subSubPage.action,
      post(`/admin/sub-subcategory?edit=${t.cat6.id}`, {
        intent: "update",
        id: String(t.cat6.id),
        name: "Cat6",
        categoryId: String(t.power.id),
        parentId: String(t.swa.id),
        intro: "Under armour now.",
      }),
    );
    expect(await toastOf(moved)).toMatchObject({ message: "Category updated successfully" });
    expect(db.select().from(categories).where(eq(categories.id, t.cat6.id)).get()).toMatchObject({
      parentId: t.swa.id,
      intro: "Under armour now.",
    });
    const emptied = await run(
      subSubPage.action,
      post(`/admin/sub-subcategory?edit=${t.cat6.id}`, {
        intent: "update",
        id: String(t.cat6.id),
        name: "Cat6",
        intro: "",
      }),
    );
    expect(emptied.status).toBe(302);
    expect(db.select().from(categories).where(eq(categories.id, t.cat6.id)).get()?.intro).toBe("");
  });

  it("delete and move answer with toasts; a delete that would orphan products says how many", async () => {
    createProduct({ name: "Cat6 cable", description: "x", categoryId: t.lan.id });
    const refused = await run(
      categoryPage.action,
      post("/admin/category?q=c", { intent: "delete", id: String(t.lan.id) }),
    );
    expect(refused.location).toBe("/admin/category?q=c");
    expect(await toastOf(refused)).toEqual(
      expect.objectContaining({
        type: "error",
        message:
          "“Copper Connectivity” cannot be deleted: it still holds 1 product and 1 subcategory. Move or delete them first.",
      }),
    );
    const moved = await run(
      categoryPage.action,
      post("/admin/category", { intent: "move", id: String(t.power.id), direction: "up" }),
    );
    expect(await toastOf(moved)).toMatchObject({
      type: "success",
      message: "Category order updated",
    });
    const again = await run(
      categoryPage.action,
      post("/admin/category", { intent: "move", id: String(t.power.id), direction: "up" }),
    );
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      message: "“Industrial Power Cables” is already first.",
    });
    const deleted = await run(
      subSubPage.action,
      post("/admin/sub-subcategory", { intent: "delete", id: String(t.cat6.id) }),
    );
    expect(await toastOf(deleted)).toMatchObject({
      message: "Sub-subcategory deleted successfully",
    });
    expect(
      db
        .select({ action: auditLog.action, summary: auditLog.summary })
        .from(auditLog)
        .all()
        .map((r) => r.summary),
    ).toEqual(["Moved category Industrial Power Cables up", "Deleted sub-subcategory Cat6 Cables"]);
  });
  it("a searched table moves a category past the sibling it shows; first and last are among those shown", async () => {
    const top = (name: string, sortOrder: number) =>
      db
        .insert(categories)
        .values({ name, slug: name.toLowerCase().replace(/ /g, "-"), level: 1, sortOrder })
        .returning()
        .get();
    top("Fibre One", 1);
    top("Glass", 2);
    const two = top("Fibre Two", 3);
    const shown = async () =>
      (
        await run(categoryPage.loader, makeRequest("/admin/category?q=fibre", { cookie }))
      ).json.list.rows.map((r: { name: string; first: boolean; last: boolean }) => [
        r.name,
        r.first,
        r.last,
      ]);
    expect(await shown()).toEqual([
      ["Fibre One", true, false],
      ["Fibre Two", false, true],
    ]);
    const moved = await run(
      categoryPage.action,
      post("/admin/category?q=fibre", { intent: "move", id: String(two.id), direction: "up" }),
    );
    expect(moved.location).toBe("/admin/category?q=fibre");
    expect(await toastOf(moved)).toMatchObject({
      type: "success",
      message: "Category order updated",
    });
    expect(await shown()).toEqual([
      ["Fibre Two", true, false],
      ["Fibre One", false, true],
    ]);
    // The storefront's order: past Fibre One, and Glass, which the search did not show, after.
    expect(getFamilies().map((f) => f.name)).toEqual([
      "Copper Connectivity",
      "Industrial Power Cables",
      "Fibre Two",
      "Fibre One",
      "Glass",
    ]);
    const again = await run(
      categoryPage.action,
      post("/admin/category?q=fibre", { intent: "move", id: String(two.id), direction: "up" }),
    );
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      message: "“Fibre Two” is already first.",
    });
  });
});

describe("Specification List", () => {
  it("lists groups with their values and how many products use them; ?add and ?edit load their record", async () => {
    createProduct({
      name: "Blue LSZH",
      description: "x",
      categoryId: t.lan.id,
      specificationValueIds: [t.lszh.id, t.blue.id],
    });
    const page = await run(
      fieldPage.loader,
      makeRequest(`/admin/field?add=${t.sheath.id}`, { cookie }),
    );
    expect(page.json.groups[0]).toMatchObject({
      title: "Sheath Material",
      products: 1,
      children: [
        { title: "LSZH", index: 1, products: 1 },
        { title: "PVC", index: 2, products: 0 },
      ],
    });
    expect(page.json.modal).toEqual({
      kind: "add",
      group: { id: t.sheath.id, title: "Sheath Material" },
    });
    // A value cannot take values.
    const notGroup = await run(
      fieldPage.loader,
      makeRequest(`/admin/field?add=${t.lszh.id}`, { cookie }),
    );
    expect(await toastOf(notGroup)).toMatchObject({ message: "Failed to fetch specification." });
  });

  it("create, update and delete with the documented messages and toasts", async () => {
    const blank = await run(
      fieldPage.action,
      post("/admin/field?new", { intent: "create", title: "  " }),
    );
    expect(blank.json.result.error).toEqual({ title: ["Title field must be filled."] });
    const created = await run(
      fieldPage.action,
      post("/admin/field?new", { intent: "create", title: "Armour" }),
    );
    expect(await toastOf(created)).toMatchObject({
      message: "Specification created successfully!!!",
    });
    const updated = await run(
      fieldPage.action,
      post(`/admin/field?edit=${t.pvc.id}`, {
        intent: "update",
        id: String(t.pvc.id),
        title: "PVC (Type 6)",
      }),
    );
    expect(await toastOf(updated)).toMatchObject({
      message: "Specification updated successfully!!!",
    });
    const taken = await run(
      fieldPage.action,
      post(`/admin/field?edit=${t.pvc.id}`, {
        intent: "update",
        id: String(t.pvc.id),
        title: "LSZH",
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.json.result.error).toEqual({
      title: ["This group already has a value with this title."],
    });
    const deleted = await run(
      fieldPage.action,
      post("/admin/field", { intent: "delete", id: String(t.colour.id) }),
    );
    expect(await toastOf(deleted)).toMatchObject({ message: "Spec deleted successfully" });
  });
});

describe("Datasheets and Certificates", () => {
  it("Add Datasheet: a PDF by multipart; the toast; the fields' messages", async () => {
    const missing = await run(
      datasheetPage.action,
      makeRequest("/admin/datasheet?new", { cookie, multipart: { intent: "create", title: "" } }),
    );
    expect(missing.json.result.error).toEqual({
      title: ["All required fields must be filled."],
      datasheet: ["All required fields must be filled."],
    });
    const created = await run(
      datasheetPage.action,
      makeRequest("/admin/datasheet?new", {
        cookie,
        multipart: {
          intent: "create",
          title: "Cat6 datasheet",
          datasheet: new File([await pdfBytes()], "cat6.pdf", { type: "application/pdf" }),
        },
      }),
    );
    expect(created.location).toBe("/admin/datasheet");
    expect(await toastOf(created)).toMatchObject({
      message: "Datasheet uploaded successfully!!!",
    });
    const list = await run(datasheetPage.loader, makeRequest("/admin/datasheet", { cookie }));
    expect(list.json.list.rows).toEqual([
      expect.objectContaining({ index: 1, title: "Cat6 datasheet", products: 0 }),
    ]);
  });

  it("Certificates: create, the fetch message, delete the file back into the edit modal, move", async () => {
    const empty = await run(
      certificatesPage.action,
      makeRequest("/admin/certificates?new", {
        cookie,
        multipart: { intent: "create", title: "", description: "" },
      }),
    );
    expect(empty.json.result.error).toEqual({ "": ["Please fill all fields."] });
    const created = await run(
      certificatesPage.action,
      makeRequest("/admin/certificates?new", {
        cookie,
        multipart: {
          intent: "create",
          title: "ISO 9001",
          description: "Quality.",
          certificateFile: new File([await pdfBytes()], "iso.pdf", { type: "application/pdf" }),
        },
      }),
    );
    expect(await toastOf(created)).toMatchObject({ message: "Certificate created successfully" });
    const cert = db.select().from(certificates).get()!;
    const missing = await run(
      certificatesPage.loader,
      makeRequest("/admin/certificates?edit=999999", { cookie }),
    );
    expect(await toastOf(missing)).toMatchObject({
      message: "Something went wrong, failed to fetch certificate details",
    });
    const fileDeleted = await run(
      certificatesPage.action,
      post(`/admin/certificates?edit=${cert.id}`, { intent: "delete-file", id: String(cert.id) }),
    );
    expect(fileDeleted.location).toBe(`/admin/certificates?edit=${cert.id}`);
    expect(await toastOf(fileDeleted)).toMatchObject({
      message: "Verification file deleted successfully",
    });
    const second = await createCertificate(actor, { title: "BASEC" });
    const moved = await run(
      certificatesPage.action,
      post("/admin/certificates", { intent: "move", id: String(second.id), direction: "up" }),
    );
    expect(await toastOf(moved)).toMatchObject({ message: "Certificate order updated" });
    const list = await run(certificatesPage.loader, makeRequest("/admin/certificates", { cookie }));
    expect(list.json.rows.map((r: { title: string }) => r.title)).toEqual(["BASEC", "ISO 9001"]);
  });

  it("Certificates: the form keeps the name beside the title; the table and /certification show both; an edit of the name alone keeps the title", async () => {
    const form = await run(
      certificatesPage.loader,
      makeRequest("/admin/certificates?new", { cookie }),
    );
    expect(form.json.constraints.create.name).toMatchObject({ maxLength: 150 });
    const created = await run(
      certificatesPage.action,
      makeRequest("/admin/certificates?new", {
        cookie,
        multipart: {
          intent: "create",
          name: "ISO 9001",
          title: "Quality management certificate",
          description: "Our quality management system, independently certified.",
          url: "https://example.com/iso",
        },
      }),
    );
    expect(await toastOf(created)).toMatchObject({ message: "Certificate created successfully" });
    const row = db.select().from(certificates).get()!;
    expect(row).toMatchObject({ name: "ISO 9001", title: "Quality management certificate" });

    const listed = async (q = "") =>
      (
        await run(certificatesPage.loader, makeRequest(`/admin/certificates?q=${q}`, { cookie }))
      ).json.rows.map((r: { name: string; title: string }) => [r.name, r.title]);
    expect(await listed()).toEqual([["ISO 9001", "Quality management certificate"]]);
    // The table is searched by name too.
    expect(await listed("9001")).toHaveLength(1);
    const storefront = await run(certificationPage.loader, makeRequest("/certification"));
    expect(
      storefront.json.certificates.map((c: { name: string; title: string }) => [c.name, c.title]),
    ).toEqual([["ISO 9001", "Quality management certificate"]]);

    const edited = await run(
      certificatesPage.action,
      post(`/admin/certificates?edit=${row.id}`, {
        intent: "update",
        id: String(row.id),
        name: "ISO 9001:2015",
      }),
    );
    expect(await toastOf(edited)).toMatchObject({ message: "Certificate updated successfully" });
    expect(await listed()).toEqual([["ISO 9001:2015", "Quality management certificate"]]);
    const opened = await run(
      certificatesPage.loader,
      makeRequest(`/admin/certificates?edit=${row.id}`, { cookie }),
    );
    expect(opened.json.editing).toMatchObject({
      name: "ISO 9001:2015",
      title: "Quality management certificate",
    });
  });

  it("a searched Certificates table moves a certificate past the one it shows", async () => {
    const a = await createCertificate(actor, { title: "ISO A" });
    await createCertificate(actor, { title: "BASEC" });
    const b = await createCertificate(actor, { title: "ISO B" });
    const shown = async () =>
      (
        await run(certificatesPage.loader, makeRequest("/admin/certificates?q=iso", { cookie }))
      ).json.rows.map((r: { title: string; first: boolean; last: boolean }) => [
        r.title,
        r.first,
        r.last,
      ]);
    expect(await shown()).toEqual([
      ["ISO A", true, false],
      ["ISO B", false, true],
    ]);
    const moved = await run(
      certificatesPage.action,
      post("/admin/certificates?q=iso", { intent: "move", id: String(b.id), direction: "up" }),
    );
    expect(moved.location).toBe("/admin/certificates?q=iso");
    expect(await toastOf(moved)).toMatchObject({ message: "Certificate order updated" });
    expect(await shown()).toEqual([
      ["ISO B", true, false],
      ["ISO A", false, true],
    ]);
    expect(listCertificates().map((c) => c.title)).toEqual(["ISO B", "ISO A", "BASEC"]);
    const down = await run(
      certificatesPage.action,
      post("/admin/certificates?q=iso", { intent: "move", id: String(a.id), direction: "down" }),
    );
    expect(await toastOf(down)).toMatchObject({
      type: "error",
      message: "“ISO A” is already last.",
    });
  });
});

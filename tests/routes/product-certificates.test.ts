/**
 * The certificates that apply to a product (docs/variants.md, Certificates of a product), called
 * as staff and visitors do: chosen with the product form's checkboxes (none ticked is none, a
 * refused form keeps what was ticked) and with the API's optional `certificates` list; a family's
 * chosen on its parent and inherited by its variants, whose own list is refused unless it is the
 * family's; a variant leaving its family keeps what it showed; the audit log records the names;
 * the product page lists them with links to their PDFs.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, certificates, productCertificates } from "../../db/schema";
import * as C from "~/api/components";
import { db } from "~/db.server";
import {
  createProductVariant,
  getAdminProduct,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { productCertificatesOf } from "~/models/product-certificate.server";
import { createProduct } from "~/models/product.server";
import * as editProduct from "~/routes/admin.products.$slug";
import * as newProduct from "~/routes/admin.product.new";
import * as variantScreen from "~/routes/admin.products.$slug_.variant";
import * as apiRoute from "~/routes/api.bel.$";
import * as storefrontProduct from "~/routes/products.$slug/route";
import { ProductCreateSchema, ProductUpdateSchema } from "~/schemas/product";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";
import { picture } from "../uploads";
import { callApi, cookieFor, insertUser, makeRequest, parsed, run } from "./admin.helpers";

type Taxonomy = ReturnType<typeof createTaxonomy>;
let t: Taxonomy;
let cookie: string;
let iso: number;
let fire: number;
let rohs: number;

beforeEach(async () => {
  resetDb();
  t = createTaxonomy();
  cookie = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
  const add = (name: string, title: string, position: number, file: string | null, url = "") =>
    db.insert(certificates).values({ name, title, position, file, url }).returning().get().id;
  iso = add("ISO 9001", "ISO 9001:2015 Quality Management", 0, "certificates/iso.pdf");
  fire = add(
    "Fire resistant cables",
    "Fire Resistant Cable Certification",
    1,
    null,
    "https://example.org/fire",
  );
  rohs = add("RoHS & REACH", "RoHS & REACH Compliance Statement", 2, "certificates/rohs.pdf");
});

const actor = () => {
  const user = insertUser({ role: "manager" });
  return { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
};

const names = (productId: number) => productCertificatesOf(productId).map((c) => c.name);

/** A data cable (a family's parent) and one variant of it. */
function family() {
  const parent = createProduct({
    name: "Cat6 U/UTP LSZH Blue",
    description: "Data cable.",
    categoryId: t.lan.id,
    specificationValueIds: [t.lszh.id, t.blue.id],
  });
  const variant = createProduct({
    name: "Cat6 U/UTP LSZH Black",
    description: "Data cable, black.",
    categoryId: t.lan.id,
    specificationValueIds: [t.lszh.id, t.black.id],
    parentId: parent.id,
  });
  return { parent, variant };
}

const fields = (overrides: Record<string, string | string[]> = {}) => ({
  name: "Cat6 U/UTP LSZH Blue",
  category: String(t.lan.id),
  description: "Data cable.",
  intent: "update",
  ...overrides,
});

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

describe("the product form", () => {
  it("offers every certificate as a checkbox, ticks the chosen ones, and saves the ticked boxes", async () => {
    const { parent } = family();
    const screen = await run(
      editProduct.loader,
      makeRequest(`/admin/products/${parent.slug}`, { cookie }),
      { slug: parent.slug },
    );
    expect(screen.json.choices.certificates.map((c: { name: string }) => c.name)).toEqual([
      "ISO 9001",
      "Fire resistant cables",
      "RoHS & REACH",
    ]);
    expect(screen.json.defaults.certificates).toEqual([]);
    expect(screen.json.inherited).toBeNull();

    const url = `/admin/products/${parent.slug}`;
    const ticked = await run(
      editProduct.action,
      makeRequest(url, {
        cookie,
        multipart: fields({ certificates: [String(iso), String(rohs)] }),
      }),
      { slug: parent.slug },
    );
    expect(ticked.status).toBe(302);
    expect(names(parent.id)).toEqual(["ISO 9001", "RoHS & REACH"]);
    const again = await run(editProduct.loader, makeRequest(url, { cookie }), {
      slug: parent.slug,
    });
    expect(again.json.defaults.certificates).toEqual([String(iso), String(rohs)]);

    // Every box unticked: none.
    const none = await run(editProduct.action, makeRequest(url, { cookie, multipart: fields() }), {
      slug: parent.slug,
    });
    expect(none.status).toBe(302);
    expect(names(parent.id)).toEqual([]);
  });

  it("keeps the ticked boxes when the form is refused", async () => {
    const { parent } = family();
    const answer = await run(
      editProduct.action,
      makeRequest(`/admin/products/${parent.slug}`, {
        cookie,
        multipart: fields({ name: "", certificates: [String(fire)] }),
      }),
      { slug: parent.slug },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.result.error).toEqual({ name: ["Please fill all required fields"] });
    expect([answer.json.result.initialValue.certificates].flat()).toEqual([String(fire)]);
    expect(names(parent.id)).toEqual([]);
  });

  it("adds a product with the ticked certificates", async () => {
    const png = new File([new Uint8Array(await picture("png"))], "a.png", { type: "image/png" });
    const answer = await run(
      newProduct.action,
      makeRequest("/admin/product/new", {
        cookie,
        multipart: {
          ...fields({ name: "Fire Resistant Cable PH30" }),
          certificates: [String(fire), String(iso)],
          images: png,
        },
      }),
    );
    expect(answer.status, answer.text).toBe(302);
    const made = getAdminProduct("fire-resistant-cable-ph30")!;
    expect(names(made.id)).toEqual(["ISO 9001", "Fire resistant cables"]);
  });

  it("shows a variant its family's certificates instead of boxes, and its update leaves them", async () => {
    const { parent, variant } = family();
    await updateStaffProduct(actor(), parent.slug, {
      ...ProductUpdateSchema.parse({ ...fields(), certificates: [iso] }),
    });
    const screen = await run(
      editProduct.loader,
      makeRequest(`/admin/products/${variant.slug}`, { cookie }),
      { slug: variant.slug },
    );
    expect(screen.json.inherited).toEqual({
      parent: { name: parent.name, slug: parent.slug },
      names: ["ISO 9001"],
    });
    // The variant's form has no boxes: saving it changes nothing of the family's.
    const saved = await run(
      editProduct.action,
      makeRequest(`/admin/products/${variant.slug}`, {
        cookie,
        multipart: fields({ name: variant.name }),
      }),
      { slug: variant.slug },
    );
    expect(saved.status).toBe(302);
    expect(names(variant.id)).toEqual(["ISO 9001"]);
    expect(names(parent.id)).toEqual(["ISO 9001"]);

    // Add variant: the new variant's form shows the family's too.
    const adding = await run(
      variantScreen.loader,
      makeRequest(`/admin/products/${parent.slug}/variant`, { cookie }),
      { slug: parent.slug },
    );
    expect(adding.json.certificates).toEqual(["ISO 9001"]);
  });
});

describe("the rules", () => {
  it("a family's certificates are its parent's: the variants have them, and a variant's own list is refused unless it is theirs", async () => {
    const { parent, variant } = family();
    const who = actor();
    await updateStaffProduct(
      who,
      parent.slug,
      ProductUpdateSchema.parse({ ...fields(), certificates: [rohs, iso] }),
    );
    expect(names(variant.id)).toEqual(["ISO 9001", "RoHS & REACH"]);
    const variantBody = { ...fields({ name: variant.name }) };
    expect(
      await refusal(() =>
        updateStaffProduct(
          who,
          variant.slug,
          ProductUpdateSchema.parse({ ...variantBody, certificates: [fire] }),
        ),
      ),
    ).toEqual({
      status: 400,
      message: `A variant has the certificates of its family: choose them on ${parent.name}.`,
      field: "certificates",
    });
    // Its family's, as an answer gives them back: accepted, nothing of its own stored.
    await updateStaffProduct(
      who,
      variant.slug,
      ProductUpdateSchema.parse({ ...variantBody, certificates: [iso, rohs] }),
    );
    expect(
      db
        .select()
        .from(productCertificates)
        .where(eq(productCertificates.productId, variant.id))
        .all(),
    ).toEqual([]);
    // A new variant: the same rule.
    const create = async (ids: number[]) =>
      createProductVariant(
        who,
        parent.slug,
        ProductCreateSchema.parse({
          ...fields({ name: "Cat6 U/UTP LSZH Grey" }),
          images: [
            new File([new Uint8Array(await picture("png"))], "a.png", { type: "image/png" }),
          ],
          certificates: ids,
        }),
      );
    expect((await refusal(() => create([iso]))).field).toBe("certificates");
    const grey = await create([iso, rohs]);
    expect(names(grey.id)).toEqual(["ISO 9001", "RoHS & REACH"]);
  });

  it("an unknown certificate is refused on the field; a variant leaving its family keeps what it showed; one joining drops its own", async () => {
    const { parent, variant } = family();
    const who = actor();
    expect(
      await refusal(() =>
        updateStaffProduct(
          who,
          parent.slug,
          ProductUpdateSchema.parse({ ...fields(), certificates: [99999] }),
        ),
      ),
    ).toEqual({
      status: 400,
      message: "Please choose certificates from the list",
      field: "certificates",
    });
    await updateStaffProduct(
      who,
      parent.slug,
      ProductUpdateSchema.parse({ ...fields(), certificates: [fire] }),
    );

    // The variant leaves: it keeps the family's certificates as its own.
    await updateStaffProduct(
      who,
      variant.slug,
      ProductUpdateSchema.parse({ ...fields({ name: variant.name }), isVariant: false }),
    );
    expect(names(variant.id)).toEqual(["Fire resistant cables"]);
    await updateStaffProduct(
      who,
      variant.slug,
      ProductUpdateSchema.parse({ ...fields({ name: variant.name }), certificates: [rohs] }),
    );
    expect(names(variant.id)).toEqual(["RoHS & REACH"]);
    expect(names(parent.id)).toEqual(["Fire resistant cables"]);

    // It joins again: its own go, the family's apply.
    await updateStaffProduct(
      who,
      variant.slug,
      ProductUpdateSchema.parse({
        ...fields({ name: variant.name }),
        parentProductId: String(parent.id),
      }),
    );
    expect(names(variant.id)).toEqual(["Fire resistant cables"]);

    // The audit log has the names before and after.
    const entries = db.select().from(auditLog).all();
    const chosen = entries.find(
      (e) =>
        e.summary === `Updated product ${parent.name}` && "certificates" in (e.changes as object),
    );
    expect((chosen!.changes as Record<string, unknown>).certificates).toEqual({
      before: [],
      after: ["Fire resistant cables"],
    });
  });
});

describe("the API", () => {
  it("PUT /admin/products/{slug} takes an optional certificates list; answers carry it; left out, kept", async () => {
    const { parent, variant } = family();
    const put = (slug: string, body: Record<string, unknown>) =>
      callApi(
        apiRoute.action,
        `/admin/products/${slug}`,
        {},
        {
          method: "PUT",
          cookie,
          json: { ...fields(), ...body },
        },
      );
    const chosen = await put(parent.slug, { certificates: [String(iso), { _id: String(rohs) }] });
    expect(chosen.status, chosen.text).toBe(200);
    const answer = { product: parsed(C.AdminProduct, chosen.json.product) };
    expect(answer.product.certificates).toEqual([String(iso), String(rohs)]);

    // Left out: kept. [] or null: none.
    expect((await put(parent.slug, { description: "Changed." })).json.product.certificates).toEqual(
      [String(iso), String(rohs)],
    );
    expect((await put(parent.slug, { certificates: null })).json.product.certificates).toEqual([]);
    await put(parent.slug, { certificates: [iso] });

    // A variant's answer gives its family's; sending them back is accepted, others are not.
    const read = await callApi(apiRoute.loader, `/admin/products/${variant.slug}`, {}, { cookie });
    expect(read.json.product.certificates).toEqual([String(iso)]);
    const back = await put(variant.slug, {
      name: variant.name,
      certificates: read.json.product.certificates,
    });
    expect(back.status).toBe(200);
    const other = await put(variant.slug, { name: variant.name, certificates: [fire] });
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({
      success: false,
      message: `A variant has the certificates of its family: choose them on ${parent.name}.`,
    });
    const unknown = await put(parent.slug, { certificates: ["x"] });
    expect(unknown.status).toBe(400);

    // A multipart body: one field per certificate.
    const multipart = await callApi(
      apiRoute.action,
      `/admin/products/${parent.slug}`,
      {},
      {
        method: "PUT",
        cookie,
        multipart: { ...fields(), certificates: [String(fire), String(rohs)] },
      },
    );
    expect(multipart.json.product.certificates).toEqual([String(fire), String(rohs)]);

    // The OpenAPI document describes the field.
    const doc = await callApi(apiRoute.loader, "/openapi.json");
    expect(JSON.stringify(doc.json)).toContain("The ids of the certificates that apply");
  });
});

describe("the product page", () => {
  it("lists the certificates chosen for the product (a variant: its family's), each a link to its PDF or its address", async () => {
    const { parent, variant } = family();
    await updateStaffProduct(
      actor(),
      parent.slug,
      ProductUpdateSchema.parse({ ...fields(), certificates: [rohs, fire] }),
    );
    for (const product of [parent, variant]) {
      const page = await run(storefrontProduct.loader, makeRequest(`/products/${product.slug}`), {
        slug: product.slug,
      });
      // Among the page's details: a document renders them without carrying them as data.
      expect(page.json.details.certificates).toEqual([
        { id: fire, name: "Fire resistant cables", href: "https://example.org/fire", pdf: false },
        { id: rohs, name: "RoHS & REACH", href: "/uploads/certificates/rohs.pdf", pdf: true },
      ]);
    }
  });
});

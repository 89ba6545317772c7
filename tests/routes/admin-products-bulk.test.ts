/**
 * The products table's bulk actions and the product editor's Schedule panel, called with real
 * Requests as a browser without JavaScript sends them, and `POST /api/bel/admin/products/bulk`
 * as a client does (docs/admin.md, Schedule; Bulk actions; docs/api.md): the question naming the
 * count before anything is done, the action and its toast, the messages beside the fields with the
 * input kept, a count that no longer holds asked again, and the API's answers.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, categories, products, type ProductStatus } from "../../db/schema";
import { db } from "~/db.server";
import { createProduct } from "~/models/product.server";
import * as productList from "~/routes/admin.products._index";
import * as editProduct from "~/routes/admin.products.$slug";
import * as apiRoute from "~/routes/api.bel.$";
import { createTaxonomy, resetDb } from "../fixtures";
import {
  BASE,
  callApi,
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  run,
  toastOf,
} from "./admin.helpers";

let t: ReturnType<typeof createTaxonomy>;
let cookie: string;

beforeEach(async () => {
  resetDb();
  t = createTaxonomy();
  cookie = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
});

afterAll(() => {
  expectNoSecretsInAnswers();
});

function make(name: string, status: ProductStatus = "draft") {
  const row = createProduct({
    name,
    description: "A cable.",
    categoryId: t.lan.id,
    subcategoryId: t.data.id,
    subSubcategoryId: t.cat6.id,
  });
  db.update(products).set({ status }).where(eq(products.id, row.id)).run();
  return row;
}

/** The page a form is posted from: its address without Remix's `index`. */
function pageOf(url: string) {
  const page = new URL(url, BASE);
  page.searchParams.delete("index");
  return page.href;
}

/** A form as a browser sends it: a field per value, lists as repeated fields. */
function post(url: string, fields: Record<string, string | string[]>, who = cookie) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return new Request(new URL(url, BASE), {
    method: "POST",
    body,
    headers: {
      Cookie: who,
      "Content-Type": "application/x-www-form-urlencoded",
      Referer: pageOf(url),
    },
  });
}

const LIST = "/admin/products?index";
const statuses = (ids: number[]) =>
  db
    .select({ status: products.status })
    .from(products)
    .where(inArray(products.id, ids))
    .all()
    .map((r) => r.status);

describe("the products table's bulk actions", () => {
  it("asks, naming the count, then publishes the ticked products with a toast", async () => {
    const drafts = [make("Cat6 A"), make("Cat6 B"), make("Cat6 C")];
    const ids = drafts.map((d) => String(d.id));
    const asked = await run(
      productList.action,
      post(LIST, { intent: "bulk", scope: "ids", ids, action: "publish" }),
    );
    expect(asked.status).toBe(200);
    expect(asked.json.question).toEqual({
      action: "publish",
      actionLabel: "Publish",
      count: 3,
      question: "Publish 3 products? Visitors will see them.",
      confirm: "Yes, publish 3 products",
      note: null,
      fields: { action: "publish", scope: "ids", count: "3", ids },
    });
    // The page comes back as it was sent: the rows ticked, the action chosen.
    expect(asked.json.result.initialValue).toMatchObject({ ids, action: "publish", scope: "ids" });
    // Nothing is done before the confirmation.
    expect(statuses(drafts.map((d) => d.id))).toEqual(["draft", "draft", "draft"]);

    const done = await run(
      productList.action,
      post(LIST, { intent: "bulk", ...asked.json.question.fields }),
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/products");
    expect(await toastOf(done)).toMatchObject({ type: "success", message: "Published 3 products" });
    expect(statuses(drafts.map((d) => d.id))).toEqual(["published", "published", "published"]);
    expect(db.select().from(auditLog).all()).toHaveLength(3);
  });

  it("takes every product of the page, or every one the search matches", async () => {
    const cat6 = [make("Cat6 patch 1"), make("Cat6 patch 2")];
    make("Coax RG6");
    const page = await run(
      productList.action,
      post(LIST, {
        intent: "bulk",
        scope: "page",
        pageIds: cat6.map((p) => String(p.id)),
        action: "archive",
      }),
    );
    expect(page.json.question).toMatchObject({
      count: 2,
      fields: { scope: "ids", ids: cat6.map((p) => String(p.id)) },
    });
    const all = await run(
      productList.action,
      post("/admin/products?index&q=cat6", {
        intent: "bulk",
        scope: "all",
        "filter.q": "cat6",
        action: "move",
        category: String(t.power.id),
        subcategory: String(t.swa.id),
      }),
    );
    expect(all.json.question).toMatchObject({
      count: 2,
      question: "Move 2 products to Industrial Power Cables › Armoured Cables?",
      fields: {
        scope: "all",
        "filter.q": "cat6",
        category: String(t.power.id),
        subcategory: String(t.swa.id),
      },
    });
    const done = await run(
      productList.action,
      post("/admin/products?index&q=cat6", { intent: "bulk", ...all.json.question.fields }),
    );
    expect(done.location).toBe("/admin/products?q=cat6");
    expect(await toastOf(done)).toMatchObject({
      message: "Moved 2 products to Industrial Power Cables › Armoured Cables",
    });
  });

  it("shows what is missing beside its field, the input kept", async () => {
    const p = make("Cat6 D");
    const nothing = await run(
      productList.action,
      post(LIST, { intent: "bulk", action: "publish" }),
    );
    expect(nothing.status).toBe(400);
    expect(nothing.json.result.error).toMatchObject({
      ids: ["Please tick the products to act on, or choose all of them"],
    });
    const noTime = await run(
      productList.action,
      post(LIST, { intent: "bulk", ids: String(p.id), action: "schedule", publishAt: "" }),
    );
    expect(noTime.status).toBe(400);
    expect(noTime.json.result.error).toMatchObject({
      publishAt: ["Please enter the date and time to publish at"],
    });
    expect(noTime.json.result.initialValue).toMatchObject({
      ids: String(p.id),
      action: "schedule",
    });
    const past = await run(
      productList.action,
      post(LIST, {
        intent: "bulk",
        ids: String(p.id),
        action: "schedule",
        publishAt: "2020-01-01T09:00",
      }),
    );
    expect(past.status).toBe(400);
    expect(past.json.result.error).toMatchObject({
      publishAt: ["Please choose a time in the future"],
    });
    const skipped = await run(
      productList.action,
      post(LIST, {
        intent: "bulk",
        ids: String(p.id),
        action: "schedule",
        publishAt: "2099-03-29T01:30",
      }),
    );
    expect(skipped.json.result.error).toMatchObject({
      publishAt: [
        "2099-03-29 01:30 does not exist in Europe/London: the clocks go forward over it",
      ],
    });
    const noAction = await run(
      productList.action,
      post(LIST, { intent: "bulk", ids: String(p.id) }),
    );
    expect(noAction.json.result.error).toMatchObject({ action: ["Please choose an action"] });
    const badBranch = await run(
      productList.action,
      post(LIST, {
        intent: "bulk",
        ids: String(p.id),
        action: "move",
        category: String(t.lan.id),
        subcategory: String(t.swa.id),
      }),
    );
    expect(badBranch.status).toBe(400);
    expect(badBranch.json.result.error).toMatchObject({
      subcategory: ["This subcategory is not in the chosen category"],
    });
    expect(statuses([p.id])).toEqual(["draft"]);
  });

  it("asks again, saying why, when the products are no longer the count confirmed", async () => {
    make("Cat6 E");
    make("Cat6 F");
    const fields = { intent: "bulk", scope: "all", "filter.q": "cat6", action: "archive" };
    const asked = await run(productList.action, post(LIST, fields));
    expect(asked.json.question.count).toBe(2);
    make("Cat6 G");
    const again = await run(
      productList.action,
      post(LIST, { intent: "bulk", ...asked.json.question.fields }),
    );
    expect(again.status).toBe(200);
    expect(again.json.question).toMatchObject({
      count: 3,
      note: "The selection has changed: it is 3 products now, not 2. Please confirm again.",
    });
    expect(db.select().from(auditLog).all()).toEqual([]);
  });

  it("keeps Delete of one row as it was", async () => {
    const p = make("Cat6 H");
    const answer = await run(
      productList.action,
      post(LIST, { intent: "delete", id: String(p.id) }),
    );
    expect(await toastOf(answer)).toMatchObject({ message: "Product deleted successfully" });
    expect(statuses([p.id])).toEqual([]);
  });

  it("lists the page's products and the category tree for the bar", async () => {
    const [a, b] = [make("Cat6 I"), make("Cat6 J")];
    const page = await run(
      productList.loader,
      new Request(`${BASE}/admin/products`, { headers: { Cookie: cookie } }),
    );
    expect(page.json.pageIds.sort()).toEqual([a.id, b.id].sort());
    expect(page.json.tree.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["Copper Connectivity", "Industrial Power Cables"]),
    );
  });
});

describe("the product editor's Schedule panel", () => {
  const url = (slug: string) => `/admin/products/${slug}`;

  it("schedules, reschedules and unschedules a draft, saying when in London time", async () => {
    const p = make("Launch cable");
    const page = await run(
      editProduct.loader,
      new Request(`${BASE}${url(p.slug)}`, { headers: { Cookie: cookie } }),
      { slug: p.slug },
    );
    expect(page.json.schedule).toEqual({ status: "draft", at: null, input: "" });

    const scheduled = await run(
      editProduct.action,
      post(url(p.slug), { intent: "schedule", publishAt: "2099-07-01T09:00" }),
      { slug: p.slug },
    );
    expect(scheduled.status).toBe(302);
    expect(scheduled.location).toBe(url(p.slug));
    expect(await toastOf(scheduled)).toMatchObject({
      message: "Scheduled to go live on 1 Jul 2099, 09:00 (Europe/London)",
    });
    // 09:00 BST is 08:00 UTC.
    const row = () => db.select().from(products).where(eq(products.id, p.id)).get()!;
    expect(row().publishAt?.toISOString()).toBe("2099-07-01T08:00:00.000Z");
    const after = await run(
      editProduct.loader,
      new Request(`${BASE}${url(p.slug)}`, { headers: { Cookie: cookie } }),
      { slug: p.slug },
    );
    expect(after.json.schedule).toEqual({
      status: "draft",
      at: "1 Jul 2099, 09:00 (Europe/London)",
      input: "2099-07-01T09:00",
    });

    await run(
      editProduct.action,
      post(url(p.slug), { intent: "schedule", publishAt: "2099-12-01T09:00" }),
      {
        slug: p.slug,
      },
    );
    expect(row().publishAt?.toISOString()).toBe("2099-12-01T09:00:00.000Z");

    const cancelled = await run(editProduct.action, post(url(p.slug), { intent: "unschedule" }), {
      slug: p.slug,
    });
    expect(await toastOf(cancelled)).toMatchObject({ message: "The schedule is cancelled" });
    expect(row()).toMatchObject({ status: "draft", publishAt: null });
  });

  it("refuses beside the field, keeping what was typed", async () => {
    const p = make("Refused launch");
    const live = make("Live launch", "published");
    const wrong = await run(
      editProduct.action,
      post(url(p.slug), { intent: "schedule", publishAt: "next tuesday" }),
      { slug: p.slug },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      intent: "schedule",
      result: {
        error: { publishAt: ["Please enter a date and a time, e.g. 2027-01-15T09:00"] },
        initialValue: { publishAt: "next tuesday" },
      },
    });
    const published = await run(
      editProduct.action,
      post(url(live.slug), { intent: "schedule", publishAt: "2099-07-01T09:00" }),
      { slug: live.slug },
    );
    expect(published.status).toBe(400);
    expect(published.json.result.error.publishAt[0]).toMatch(/already published/);
  });
});

describe("POST /api/bel/admin/products/bulk", () => {
  const bulk = (json: unknown) =>
    callApi(apiRoute.action, "/admin/products/bulk", {}, { method: "POST", cookie, json });

  it("does the action and says what it did", async () => {
    const drafts = [make("API A"), make("API B")];
    const live = make("API C", "published");
    const answer = await bulk({ action: "publish", ids: [...drafts, live].map((p) => p.id) });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      success: true,
      message: "Published 2 products; 1 product already was",
      action: "publish",
      count: 3,
      changed: 2,
    });
    const cat5e = db
      .insert(categories)
      .values({ name: "Cat5e Cables", slug: "cat5e-cables", parentId: t.data.id, level: 3 })
      .returning()
      .get();
    const moved = await bulk({
      action: "move",
      scope: "all",
      filter: { q: "api" },
      category: String(t.lan.id),
      subcategory: { _id: String(t.data.id) },
      subSubcategory: cat5e.id,
      count: 3,
    });
    expect(moved.json).toMatchObject({ success: true, count: 3, changed: 3 });
    const scheduled = await bulk({
      action: "schedule",
      ids: [drafts[0].id],
      publishAt: "2099-01-15T09:00:00Z",
    });
    expect(scheduled.json).toMatchObject({ changed: 0 }); // published already
  });

  it("takes a form as well, its lists as repeated fields and its filter as nested names", async () => {
    const [a, b] = [make("Form A"), make("Form B")];
    const byIds = await run(
      apiRoute.action,
      post("/api/bel/admin/products/bulk", {
        action: "archive",
        ids: [String(a.id), String(b.id)],
      }),
    );
    expect(byIds.json).toMatchObject({ success: true, count: 2, changed: 2 });
    const byFilter = await run(
      apiRoute.action,
      post("/api/bel/admin/products/bulk", { action: "publish", scope: "all", "filter.q": "form" }),
    );
    expect(byFilter.json).toMatchObject({ success: true, count: 2, changed: 2 });
    expect(statuses([a.id, b.id])).toEqual(["published", "published"]);
  });

  it("answers 400 with the field, 409 for a stale count, 405 to another method", async () => {
    const p = make("API D");
    const missing = await bulk({ action: "move", ids: [p.id] });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      success: false,
      errors: { category: ["Please choose the category to move them to"] },
    });
    const nobody = await bulk({ action: "publish", ids: [p.id, 999_999] });
    expect(nobody.status).toBe(400);
    expect(nobody.json.message).toBe("No product has the id 999999");
    const stale = await bulk({ action: "publish", ids: [p.id], count: 2 });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({
      success: false,
      message: "The selection has changed: it is 1 product now, not 2. Please confirm again.",
    });
    const get = await callApi(apiRoute.loader, "/admin/products/bulk", {}, { cookie });
    expect(get.status).toBe(405);
    expect(statuses([p.id])).toEqual(["draft"]);
  });

  it("answers a product's schedule in its admin answer", async () => {
    const p = make("API E");
    await bulk({ action: "schedule", ids: [p.id], publishAt: "2099-01-15T09:00" });
    const one = await callApi(apiRoute.loader, `/admin/products/${p.id}`, {}, { cookie });
    expect(one.json.product.publishAt).toBe("2099-01-15T09:00:00.000Z");
  });
});

/**
 * The /api/bel twins of the reviews, customers, messages, videos, know-how and blog screens,
 * called with real Requests: every answer is checked against the schema the registry declares
 * for its method, path and status (as the dispatcher does outside production), and each endpoint
 * is tried signed out (401), from another site (403), with unknown ids (404) and with bad input
 * (400 with field errors).
 */
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, enquiryLines, products } from "../../db/schema";
import { endpoints } from "~/api/registry.server";
import { db } from "~/db.server";
import { createProduct } from "~/models/product.server";
import { createReview } from "~/models/review.server";
import * as apiRoute from "~/routes/api.bel.$";
import { createTaxonomy, resetDb } from "../fixtures";
import {
  BASE,
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  run,
  type Answer,
} from "./admin.helpers";

// Every /api/bel path is served by one route module, which routes by the request's URL.
const blogList = apiRoute,
  blogNew = apiRoute,
  blogOne = apiRoute,
  customersCsv = apiRoute,
  customersList = apiRoute,
  knowList = apiRoute,
  knowNew = apiRoute,
  knowOne = apiRoute,
  messagesList = apiRoute,
  messageOne = apiRoute,
  reviewsApi = apiRoute,
  reviewOne = apiRoute,
  settingsApi = apiRoute,
  videoNew = apiRoute,
  videoOne = apiRoute,
  videoList = apiRoute;

let manager = "";
let admin = "";

beforeEach(async () => {
  resetDb();
  manager = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
  admin = (await cookieFor(insertUser({ role: "admin" }).id)).cookie;
});
afterAll(() => {
  expectNoSecretsInAnswers();
});

/** The answer fits the schema the registry declares for this method, path and status. */
function expectDeclared(method: string, path: string, answer: Answer) {
  const e = endpoints.find((x) => x.method === method && x.path === path);
  expect(e, `${method} ${path} is declared`).toBeDefined();
  const declared = e!.responses[answer.status];
  expect(declared, `${method} ${path} declares ${answer.status}: ${answer.text}`).toBeDefined();
  if (declared.schema) {
    const parsed = declared.schema.safeParse(answer.json);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  }
  return answer.json;
}

type Handler = (args: any) => unknown;

/** Calls `fn` as a visitor, from another site, as a manager and as an admin. */
async function guarded(fn: Handler, url: string, init: Parameters<typeof makeRequest>[1] = {}) {
  const visitor = await run(fn, makeRequest(url, { ...init, cookie: undefined }));
  expect(visitor.status).toBe(401);
  expect(visitor.json).toEqual({
    success: false,
    message: "Please sign in to access this resource",
  });
  if (init.method && init.method !== "GET") {
    const crossSite = await run(
      fn,
      makeRequest(url, { ...init, cookie: manager, headers: { Origin: "https://evil.example" } }),
    );
    expect(crossSite.status).toBe(403);
  }
}

function catalogue() {
  const t = createTaxonomy();
  const p = createProduct({
    name: "Cat6 U/UTP LSZH",
    description: "Data cable.",
    categoryId: t.lan.id,
  });
  const q = createProduct({ name: "SWA 3 core", description: "Power.", categoryId: t.power.id });
  const review = (slug: string, name: string, email: string, rating: number) =>
    createReview({
      name,
      email,
      selectedCountry: "United Kingdom",
      phone: "7911123456",
      rating,
      heading: `${name} says`,
      comment: "Comment.",
      slug,
    });
  const r1 = review(p.slug, "Ann", "ann@example.com", 5);
  const r2 = review(p.slug, "Ben", "ben@example.com", 1);
  const r3 = review(q.slug, '=HYPERLINK("http://evil")', "formula@example.com", 3);
  return { p, q, r1, r2, r3 };
}

const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#f28c28" } })
    .png()
    .toBuffer();
async function pdfBytes() {
  const doc = await PDFDocument.create();
  doc.addPage([100, 100]);
  return new Uint8Array(await doc.save());
}
const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

function multipart(
  url: string,
  fields: Record<string, string | Blob>,
  method = "POST",
  cookie = manager,
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) body.append(k, v, k === "knowFile" ? "guide.pdf" : "picture.png");
    else body.append(k, v);
  }
  return new Request(new URL(url, BASE), { method, body, headers: { Cookie: cookie } });
}

// ---------------------------------------------------------------------------------------------

describe("GET /api/bel/admin/reviews", () => {
  it("with a product id: { success, name, review } with the original's keys, contact details included", async () => {
    const { p, r1, r2 } = catalogue();
    const url = `/api/bel/admin/reviews?id=${p.id}`;
    await guarded(reviewsApi.loader, url);
    for (const cookie of [manager, admin]) {
      const answer = await run(reviewsApi.loader, makeRequest(url, { cookie }));
      expect(answer.status).toBe(200);
      const body = expectDeclared("GET", "/admin/reviews", answer);
      expect(Object.keys(body).sort()).toEqual(["name", "review", "success"]);
      expect(body.name).toBe(p.name);
      expect(body.review.map((r: { _id: string }) => r._id)).toEqual([
        String(r2.id),
        String(r1.id),
      ]);
      expect(Object.keys(body.review[0]).sort()).toEqual(
        [
          "_id",
          "comment",
          "country",
          "createdAt",
          "email",
          "heading",
          "name",
          "phone",
          "rating",
        ].sort(),
      );
      expect(body.review[1]).toMatchObject({
        name: "Ann",
        rating: 5,
        email: "ann@example.com",
        phone: "7911123456",
        country: "United Kingdom",
        heading: "Ann says",
      });
    }
  });

  it("without an id: the newest reviews of all products, paged, filtered by rating; 400 and 404", async () => {
    const { q } = catalogue();
    const all = await run(
      reviewsApi.loader,
      makeRequest("/api/bel/admin/reviews", { cookie: manager }),
    );
    const body = expectDeclared("GET", "/admin/reviews", all);
    expect(body).toMatchObject({ success: true, total: 3, page: 1, pageCount: 1, resPerPage: 25 });
    expect(body.reviews[0]).toMatchObject({
      index: 1,
      status: "published",
      product: { _id: String(q.id), name: "SWA 3 core" },
    });
    const ones = await run(
      reviewsApi.loader,
      makeRequest("/api/bel/admin/reviews?rating=1", { cookie: manager }),
    );
    expect(expectDeclared("GET", "/admin/reviews", ones).reviews.map((r: any) => r.name)).toEqual([
      "Ben",
    ]);

    const bad = await run(
      reviewsApi.loader,
      makeRequest("/api/bel/admin/reviews?rating=9&page=0", { cookie: manager }),
    );
    expect(bad.status).toBe(400);
    expectDeclared("GET", "/admin/reviews", bad);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["page", "rating"]);
    const unknown = await run(
      reviewsApi.loader,
      makeRequest("/api/bel/admin/reviews?id=99999", { cookie: manager }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Product not found" });
  });
});

describe("DELETE /api/bel/admin/reviews", () => {
  it("deletes a product's review; the count and average change at once; 404, 400", async () => {
    const { p, r2 } = catalogue();
    const url = `/api/bel/admin/reviews?productId=${p.id}&id=${r2.id}`;
    await guarded(reviewsApi.action, url, { method: "DELETE" });
    const wrongProduct = await run(
      reviewsApi.action,
      makeRequest(`/api/bel/admin/reviews?productId=${p.id + 1}&id=${r2.id}`, {
        method: "DELETE",
        cookie: manager,
      }),
    );
    expect(wrongProduct.status).toBe(404);
    expect(wrongProduct.json).toEqual({ success: false, message: "Review not found" });

    const answer = await run(
      reviewsApi.action,
      makeRequest(url, { method: "DELETE", cookie: manager }),
    );
    expect(answer.status).toBe(200);
    expect(expectDeclared("DELETE", "/admin/reviews", answer)).toEqual({
      success: true,
      message: "Review deleted successfully",
    });
    expect(
      db
        .select({ n: products.numOfReviews, r: products.ratings })
        .from(products)
        .where(eq(products.id, p.id))
        .get(),
    ).toEqual({ n: 1, r: 5 });
    const again = await run(
      reviewsApi.action,
      makeRequest(url, { method: "DELETE", cookie: admin }),
    );
    expect(again.status).toBe(404);

    const missing = await run(
      reviewsApi.action,
      makeRequest("/api/bel/admin/reviews", { method: "DELETE", cookie: manager }),
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors).sort()).toEqual(["id", "productId"]);
  });
});

describe("PUT /api/bel/admin/reviews/{id} and /api/bel/admin/settings", () => {
  it("holds and approves a review; switches moderation on and off", async () => {
    const { p, r1 } = catalogue();
    const url = `/api/bel/admin/reviews/${r1.id}`;
    await guarded(reviewOne.action, url, { method: "PUT", json: { status: "pending" } });
    const held = await run(
      reviewOne.action,
      makeRequest(url, { method: "PUT", json: { status: "pending" }, cookie: manager }),
      { id: String(r1.id) },
    );
    expect(expectDeclared("PUT", "/admin/reviews/{id}", held)).toMatchObject({
      message: "Review held for approval",
      review: { status: "pending" },
    });
    expect(db.select().from(products).where(eq(products.id, p.id)).get()!.numOfReviews).toBe(1);
    const approved = await run(
      reviewOne.action,
      makeRequest(url, { method: "PUT", json: { status: "published" }, cookie: manager }),
      { id: String(r1.id) },
    );
    expect(approved.json.message).toBe("Review approved successfully");
    const bad = await run(
      reviewOne.action,
      makeRequest(url, { method: "PUT", json: { status: "hidden" }, cookie: manager }),
      { id: String(r1.id) },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors.status).toBeDefined();
    const unknown = await run(
      reviewOne.action,
      makeRequest("/api/bel/admin/reviews/999", {
        method: "PUT",
        json: { status: "pending" },
        cookie: manager,
      }),
      { id: "999" },
    );
    expect(unknown.status).toBe(404);

    await guarded(settingsApi.loader, "/api/bel/admin/settings");
    const read = await run(
      settingsApi.loader,
      makeRequest("/api/bel/admin/settings", { cookie: manager }),
    );
    expect(expectDeclared("GET", "/admin/settings", read)).toEqual({
      success: true,
      settings: { reviewsNeedApproval: false },
    });
    const on = await run(
      settingsApi.action,
      makeRequest("/api/bel/admin/settings", {
        method: "PUT",
        json: { reviewsNeedApproval: true },
        cookie: manager,
      }),
    );
    expect(expectDeclared("PUT", "/admin/settings", on)).toEqual({
      success: true,
      message: "Settings saved successfully",
      settings: { reviewsNeedApproval: true },
    });
    const wrong = await run(
      settingsApi.action,
      makeRequest("/api/bel/admin/settings", {
        method: "PUT",
        json: { reviewsNeedApproval: "perhaps" },
        cookie: manager,
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.reviewsNeedApproval).toBeDefined();
  });
});

describe("customers", () => {
  it("GET /api/bel/admin/customers: a page of customers, searched", async () => {
    catalogue();
    await guarded(customersList.loader, "/api/bel/admin/customers");
    const all = await run(
      customersList.loader,
      makeRequest("/api/bel/admin/customers", { cookie: manager }),
    );
    const body = expectDeclared("GET", "/admin/customers", all);
    expect(body.total).toBe(3);
    expect(body.customers[0]).toMatchObject({ index: 1, reviewCount: 1, countryCode: "44" });
    const ann = await run(
      customersList.loader,
      makeRequest("/api/bel/admin/customers?q=ann%40", { cookie: manager }),
    );
    expect(ann.json.customers.map((c: { email: string }) => c.email)).toEqual(["ann@example.com"]);
    const bad = await run(
      customersList.loader,
      makeRequest("/api/bel/admin/customers?sort=random", { cookie: manager }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors.sort).toBeDefined();
  });

  it("GET /api/bel/admin/customers.csv: UTF-8 CSV with a header row, a name starting with = escaped", async () => {
    catalogue();
    await guarded(customersCsv.loader, "/api/bel/admin/customers.csv");
    const answer = await run(
      customersCsv.loader,
      makeRequest("/api/bel/admin/customers.csv?sort=name", { cookie: manager }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const lines = answer.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Name,Email,Country,Dial code,Phone,Reviews,First review,Last review");
    expect(lines).toHaveLength(4);
    // Sorted by name: "=HYPERLINK…" first, written as text, never as a formula.
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil""\)",formula@example\.com,United Kingdom,44,7911123456,1,\d{4}-/,
    );
    expect(lines.slice(2).map((l) => l.split(",")[0])).toEqual(["Ann", "Ben"]);

    const searched = await run(
      customersCsv.loader,
      makeRequest("/api/bel/admin/customers.csv?q=ben", { cookie: manager }),
    );
    expect(searched.text.trimEnd().split("\r\n")).toHaveLength(2);
    const bad = await run(
      customersCsv.loader,
      makeRequest("/api/bel/admin/customers.csv?sort=bogus", { cookie: manager }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors.sort).toBeDefined();
  });
});

describe("messages", () => {
  function insertMessages() {
    const contact = db
      .insert(contactMessages)
      .values({
        name: "Chris",
        email: "chris@example.com",
        country: "Ireland",
        countryCode: "353",
        phone: "871234567",
        subject: "Drum lengths",
        message: "Do you cut SWA?",
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning()
      .get();
    const quote = db
      .insert(contactMessages)
      .values({
        kind: "quotation",
        name: "Quinn",
        email: "quinn@example.com",
        country: "United Kingdom",
        countryCode: "44",
        phone: "7911123456",
        message: "Please quote.",
        company: "Acme Ltd",
        productName: "SWA 3 core",
        quantity: "3 drums",
        length: "250 m",
      })
      .returning()
      .get();
    return { contact, quote };
  }

  it("lists both kinds newest first with the unhandled count; filters by kind", async () => {
    const { contact, quote } = insertMessages();
    await guarded(messagesList.loader, "/api/bel/admin/messages");
    const all = await run(
      messagesList.loader,
      makeRequest("/api/bel/admin/messages", { cookie: manager }),
    );
    const body = expectDeclared("GET", "/admin/messages", all);
    expect(body.messages.map((m: { _id: string }) => m._id)).toEqual([
      String(quote.id),
      String(contact.id),
    ]);
    expect(body).toMatchObject({ total: 2, unhandled: 2 });
    expect(body.messages[0]).toMatchObject({
      kind: "quotation",
      company: "Acme Ltd",
      productName: "SWA 3 core",
      quantity: "3 drums",
      length: "250 m",
      productId: null,
      handled: false,
    });
    const contacts = await run(
      messagesList.loader,
      makeRequest("/api/bel/admin/messages?kind=contact", { cookie: manager }),
    );
    expect(contacts.json.messages.map((m: { name: string }) => m.name)).toEqual(["Chris"]);
    const bad = await run(
      messagesList.loader,
      makeRequest("/api/bel/admin/messages?kind=fax", { cookie: manager }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors.kind).toBeDefined();
  });

  it("GET, PUT (handled) and DELETE one message; 404 for unknown ids", async () => {
    const { contact } = insertMessages();
    const url = `/api/bel/admin/messages/${contact.id}`;
    const params = { id: String(contact.id) };
    await guarded(messageOne.loader, url);
    await guarded(messageOne.action, url, { method: "PUT", json: { handled: true } });
    const one = await run(messageOne.loader, makeRequest(url, { cookie: manager }), params);
    expect(expectDeclared("GET", "/admin/messages/{id}", one).contactMessage).toMatchObject({
      _id: String(contact.id),
      country: "Ireland",
      countryCode: "353",
      message: "Do you cut SWA?",
    });
    const handled = await run(
      messageOne.action,
      makeRequest(url, { method: "PUT", json: { handled: true }, cookie: manager }),
      params,
    );
    expect(expectDeclared("PUT", "/admin/messages/{id}", handled)).toMatchObject({
      message: "Message marked as handled",
      contactMessage: { handled: true },
    });
    const viaForm = await run(
      messageOne.action,
      makeRequest(url, { method: "PUT", form: { handled: "false" }, cookie: admin }),
      params,
    );
    expect(viaForm.json.message).toBe("Message marked as unhandled");
    const bad = await run(
      messageOne.action,
      makeRequest(url, { method: "PUT", json: { handled: "maybe" }, cookie: manager }),
      params,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors.handled).toBeDefined();

    const deleted = await run(
      messageOne.action,
      makeRequest(url, { method: "DELETE", cookie: manager }),
      params,
    );
    expect(expectDeclared("DELETE", "/admin/messages/{id}", deleted)).toEqual({
      success: true,
      message: "Message deleted successfully",
    });
    for (const [fn, method] of [
      [messageOne.loader, "GET"],
      [messageOne.action, "DELETE"],
    ] as const) {
      const gone = await run(fn, makeRequest(url, { method, cookie: manager }), params);
      expect(gone.status).toBe(404);
      expect(gone.json).toEqual({ success: false, message: "Message not found" });
    }
    const notAnId = await run(
      messageOne.loader,
      makeRequest("/api/bel/admin/messages/abc", { cookie: manager }),
      { id: "abc" },
    );
    expect(notAnId.status).toBe(404);
  });

  it("works an enquiry: status, assignee and notes, the filters and the CSV (docs/quotes.md)", async () => {
    const { contact, quote } = insertMessages();
    db.insert(enquiryLines)
      .values([
        {
          messageId: quote.id,
          productName: "Cat6",
          productSlug: "cat6",
          quantity: 2,
          lengthM: 150,
        },
        {
          messageId: quote.id,
          productName: "Crimp",
          productSlug: "crimp",
          quantity: 5,
          position: 1,
        },
      ])
      .run();
    const me = insertUser({ role: "manager", name: "Sam Sales" });
    const mine = (await cookieFor(me.id)).cookie;
    const base = `/api/bel/admin/messages/${quote.id}`;
    const params = { id: String(quote.id) };
    for (const [path, method, json] of [
      ["/status", "PUT", { status: "quoted" }],
      ["/assignee", "PUT", { assigneeId: me.id }],
      ["/notes", "POST", { body: "Sent." }],
      ["/enquiry", "GET", undefined],
    ] as const) {
      await guarded(messageOne.action, `${base}${path}`, { method, json });
    }
    await guarded(messagesList.loader, "/api/bel/admin/messages.csv");

    const status = await run(
      messageOne.action,
      makeRequest(`${base}/status`, { method: "PUT", json: { status: "quoted" }, cookie: manager }),
      params,
    );
    expect(expectDeclared("PUT", "/admin/messages/{id}/status", status)).toMatchObject({
      message: "Status updated",
      contactMessage: { status: "quoted", reference: `Q-${String(quote.id).padStart(6, "0")}` },
    });
    const badStatus = await run(
      messageOne.action,
      makeRequest(`${base}/status`, { method: "PUT", json: { status: "done" }, cookie: manager }),
      params,
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.errors.status).toBeDefined();
    const notEnquiry = await run(
      messageOne.action,
      makeRequest(`/api/bel/admin/messages/${contact.id}/status`, {
        method: "PUT",
        json: { status: "won" },
        cookie: manager,
      }),
      { id: String(contact.id) },
    );
    expect(notEnquiry.status).toBe(400);

    const assigned = await run(
      messageOne.action,
      makeRequest(`${base}/assignee`, {
        method: "PUT",
        form: { assigneeId: String(me.id) },
        cookie: manager,
      }),
      params,
    );
    expect(expectDeclared("PUT", "/admin/messages/{id}/assignee", assigned)).toMatchObject({
      message: "Assignee updated",
      contactMessage: { assigneeId: String(me.id) },
    });
    const note = await run(
      messageOne.action,
      makeRequest(`${base}/notes`, {
        method: "POST",
        json: { body: " Sent the quote. " },
        cookie: mine,
      }),
      params,
    );
    expect(expectDeclared("POST", "/admin/messages/{id}/notes", note)).toMatchObject({
      message: "Note added",
      note: { body: "Sent the quote.", author: "Sam Sales" },
    });
    const empty = await run(
      messageOne.action,
      makeRequest(`${base}/notes`, { method: "POST", json: { body: "  " }, cookie: mine }),
      params,
    );
    expect(empty.status).toBe(400);
    expect(empty.json.errors.body).toEqual(["Write the note."]);

    const got = await run(
      messageOne.loader,
      makeRequest(`${base}/enquiry`, { cookie: manager }),
      params,
    );
    expect(expectDeclared("GET", "/admin/messages/{id}/enquiry", got).enquiry).toMatchObject({
      status: "quoted",
      assignee: "Sam Sales",
      lines: [
        { productName: "Cat6", quantity: 2, lengthM: 150, text: "2 × 150 m" },
        { productName: "Crimp", quantity: 5, lengthM: null, text: "5" },
      ],
      notes: [{ body: "Sent the quote.", author: "Sam Sales" }],
    });
    // Its status history: the arrival, then the change to Quoted by the caller.
    expect(got.json.enquiry.history).toEqual([
      { at: expect.any(String), by: null, from: null, to: "New" },
      { at: expect.any(String), by: expect.any(String), from: "New", to: "Quoted" },
    ]);

    // Quoted, the enquiry is handled, by its status: the list and its count say so, and marking
    // it handled (or not) is refused.
    const one = await run(messageOne.loader, makeRequest(base, { cookie: manager }), params);
    expect(one.json.contactMessage.handled).toBe(true);
    const refused = await run(
      messageOne.action,
      makeRequest(base, { method: "PUT", json: { handled: false }, cookie: manager }),
      params,
    );
    expect([refused.status, refused.json.message]).toEqual([
      400,
      "An enquiry counts as handled once its status leaves New: set its status instead.",
    ]);
    const handledList = (
      await run(
        messagesList.loader,
        makeRequest("/api/bel/admin/messages?status=handled", { cookie: manager }),
      )
    ).json;
    expect(handledList.messages.map((m: { _id: string }) => m._id)).toEqual([String(quote.id)]);
    expect(handledList.unhandled).toBe(1); // the contact message

    const list = (q: string, cookie = manager) =>
      run(messagesList.loader, makeRequest(`/api/bel/admin/messages?${q}`, { cookie }));
    const byMe = await list("assignee=me", mine);
    expect(
      expectDeclared("GET", "/admin/messages", byMe).messages.map((m: { _id: string }) => m._id),
    ).toEqual([String(quote.id)]);
    expect((await list("assignee=me")).json.total).toBe(0);
    expect((await list("assignee=none")).json.total).toBe(1);
    expect((await list("status=quoted")).json.total).toBe(1);
    expect((await list(`q=Q-${String(quote.id).padStart(6, "0")}`)).json.total).toBe(1);
    expect((await list("assignee=nobody")).status).toBe(400);

    const csv = await messagesList.loader({
      request: makeRequest("/api/bel/admin/messages.csv?status=quoted", { cookie: manager }),
      params: {},
      context: {},
    } as never);
    const response = csv as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",quotation,Quoted,Sam Sales,Quinn,");
    expect(lines[1]).toContain(",Cat6,cat6,2,150,,");
    expect(lines[2]).toContain(",Crimp,crimp,5,,,");
  });
});

describe("videos", () => {
  it("POST /admin/video/new, GET list and one, PUT, DELETE", async () => {
    const body = {
      title: "Terminating Cat6",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      description: "How to.",
      index: 0,
    };
    await guarded(videoNew.action, "/api/bel/admin/video/new", { method: "POST", json: body });
    const created = await run(
      videoNew.action,
      makeRequest("/api/bel/admin/video/new", { json: body, cookie: manager }),
    );
    expect(created.status).toBe(201);
    const video = expectDeclared("POST", "/admin/video/new", created).video;
    expect(video).toMatchObject({
      title: "Terminating Cat6",
      index: 0,
      videoId: "dQw4w9WgXcQ",
      thumbnail: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    });
    const short = await run(
      videoNew.action,
      makeRequest("/api/bel/admin/video/new", {
        form: { title: "Short link", url: "https://youtu.be/dQw4w9WgXcQ", index: "0" },
        cookie: admin,
      }),
    );
    expect(short.status).toBe(201);

    const invalid = await run(
      videoNew.action,
      makeRequest("/api/bel/admin/video/new", {
        json: { title: "", url: "https://vimeo.com/123", index: -1 },
        cookie: manager,
      }),
    );
    expect(invalid.status).toBe(400);
    expectDeclared("POST", "/admin/video/new", invalid);
    expect(Object.keys(invalid.json.errors).sort()).toEqual(["index", "title", "url"]);
    expect(invalid.json.errors.url[0]).toMatch(/video link/);

    await guarded(videoList.loader, "/api/bel/admin/videos");
    const list = await run(
      videoList.loader,
      makeRequest("/api/bel/admin/videos", { cookie: manager }),
    );
    expect(expectDeclared("GET", "/admin/videos", list).videos.map((v: any) => v.title)).toEqual([
      "Short link",
      "Terminating Cat6",
    ]);

    const url = `/api/bel/admin/videos/${video._id}`;
    const params = { id: video._id };
    await guarded(videoOne.loader, url);
    const one = await run(videoOne.loader, makeRequest(url, { cookie: manager }), params);
    expect(expectDeclared("GET", "/admin/videos/{id}", one).video.title).toBe("Terminating Cat6");
    const updated = await run(
      videoOne.action,
      makeRequest(url, {
        method: "PUT",
        json: { ...body, title: "Terminating Cat6A", index: 0 },
        cookie: manager,
      }),
      params,
    );
    expect(expectDeclared("PUT", "/admin/videos/{id}", updated)).toMatchObject({
      message: "Video updated successfully",
      video: { title: "Terminating Cat6A", index: 0 },
    });
    const deleted = await run(
      videoOne.action,
      makeRequest(url, { method: "DELETE", cookie: manager }),
      params,
    );
    expect(expectDeclared("DELETE", "/admin/videos/{id}", deleted).message).toBe(
      "Video deleted successfully",
    );
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const fn = method === "GET" ? videoOne.loader : videoOne.action;
      const gone = await run(
        fn,
        makeRequest(url, { method, cookie: manager, ...(method === "PUT" ? { json: body } : {}) }),
        params,
      );
      expect(gone.status, method).toBe(404);
      expect(gone.json).toEqual({ success: false, message: "Video not found" });
    }
  });
});

describe("know-how", () => {
  it("POST multipart (knowImage, knowFile) and JSON data URLs; PUT replaces a file; GET; DELETE", async () => {
    const image = new Blob([new Uint8Array(await png())], { type: "image/png" });
    const file = new Blob([await pdfBytes()], { type: "application/pdf" });
    const fields = {
      title: "Glanding SWA",
      description: "A guide.",
      knowImage: image,
      knowFile: file,
      index: "0",
    };
    const visitor = await run(
      knowNew.action,
      multipart("/api/bel/admin/know-how/new", fields, "POST", ""),
    );
    expect(visitor.status).toBe(401);
    const created = await run(knowNew.action, multipart("/api/bel/admin/know-how/new", fields));
    expect(created.status).toBe(201);
    const know = expectDeclared("POST", "/admin/know-how/new", created).know;
    expect(know.knowImage).toMatch(
      /^http:\/\/localhost\/uploads\/know-how\/[0-9a-f]{24}-\d+\.webp$/,
    );
    expect(know.knowFile).toMatch(/^http:\/\/localhost\/uploads\/know-how\/[0-9a-f]{24}\.pdf$/);

    const json = await run(
      knowNew.action,
      makeRequest("/api/bel/admin/know-how/new", {
        json: {
          title: "LSZH or PVC",
          description: "Choosing a sheath.",
          knowFile: dataUrl("application/pdf", await pdfBytes()),
        },
        cookie: admin,
      }),
    );
    expect(json.status).toBe(201);
    expect(json.json.know).toMatchObject({ knowImage: "", index: 1 });

    const noPdf = await run(
      knowNew.action,
      multipart("/api/bel/admin/know-how/new", { title: "No PDF", description: "x" }),
    );
    expect(noPdf.status).toBe(400);
    expect(noPdf.json.errors.knowFile).toEqual(["Please choose the guide's PDF"]);
    const notPdf = await run(
      knowNew.action,
      multipart("/api/bel/admin/know-how/new", {
        title: "Fake",
        description: "x",
        knowFile: new Blob(["<html>"], { type: "application/pdf" }),
      }),
    );
    expect(notPdf.status).toBe(415);
    expectDeclared("POST", "/admin/know-how/new", notPdf);
    expect(notPdf.json.errors).toEqual({ knowFile: ["The file is not a PDF"] });

    const url = `/api/bel/admin/know-how/${know._id}`;
    const params = { id: know._id };
    await guarded(knowList.loader, "/api/bel/admin/know-how");
    const list = await run(
      knowList.loader,
      makeRequest("/api/bel/admin/know-how", { cookie: manager }),
    );
    expect(expectDeclared("GET", "/admin/know-how", list).know.map((k: any) => k.title)).toEqual([
      "Glanding SWA",
      "LSZH or PVC",
    ]);
    const one = await run(knowOne.loader, makeRequest(url, { cookie: manager }), params);
    expect(expectDeclared("GET", "/admin/know-how/{id}", one).know.knowFile).toBe(know.knowFile);
    const replaced = await run(
      knowOne.action,
      multipart(
        url,
        { title: "Glanding SWA cable", description: "A guide.", knowFile: file },
        "PUT",
      ),
      params,
    );
    const after = expectDeclared("PUT", "/admin/know-how/{id}", replaced).know;
    expect(after).toMatchObject({ title: "Glanding SWA cable", knowImage: know.knowImage });
    expect(after.knowFile).not.toBe(know.knowFile);
    const invalid = await run(
      knowOne.action,
      makeRequest(url, { method: "PUT", json: { title: "" }, cookie: manager }),
      params,
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.errors).sort()).toEqual(["description", "title"]);

    const deleted = await run(
      knowOne.action,
      makeRequest(url, { method: "DELETE", cookie: manager }),
      params,
    );
    expect(expectDeclared("DELETE", "/admin/know-how/{id}", deleted).message).toBe(
      "Know-how guide deleted successfully",
    );
    const gone = await run(knowOne.loader, makeRequest(url, { cookie: manager }), params);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe("Know-how guide not found");
  });
});

describe("blog", () => {
  it("POST multipart (blogImage) with a slug from the title; publishedAt; index; PUT; GET; DELETE", async () => {
    const image = new Blob([new Uint8Array(await png())], { type: "image/png" });
    await guarded(blogNew.action, "/api/bel/admin/blog/new", { method: "POST", json: {} });
    const created = await run(
      blogNew.action,
      multipart("/api/bel/admin/blog/new", {
        title: "New Cat6A Line",
        description: "We doubled output.",
        blogImage: image,
        publishedAt: "2024-01-05",
      }),
    );
    expect(created.status).toBe(201);
    const blog = expectDeclared("POST", "/admin/blog/new", created).blog;
    expect(blog).toMatchObject({ slug: "new-cat6a-line", title: "New Cat6A Line", index: 0 });
    expect(blog.publishedAt.slice(0, 10)).toBe("2024-01-05");
    expect(blog.blogImage).toMatch(/\/uploads\/blog\/.+\.webp$/);

    const second = await run(
      blogNew.action,
      makeRequest("/api/bel/admin/blog/new", {
        json: { title: "New Cat6A Line", description: "Again." },
        cookie: admin,
      }),
    );
    // A new post goes first, whatever its date; an index places it.
    expect(second.json.blog).toMatchObject({ slug: "new-cat6a-line-2", index: 0 });
    const last = await run(
      blogNew.action,
      multipart("/api/bel/admin/blog/new", { title: "Put last", description: "x", index: "2" }),
    );
    expect(expectDeclared("POST", "/admin/blog/new", last).blog.index).toBe(2);
    const bad = await run(
      blogNew.action,
      makeRequest("/api/bel/admin/blog/new", {
        json: { title: "x", description: "y", publishedAt: "2024-02-30", index: -1 },
        cookie: manager,
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      publishedAt: ["Please enter a valid date"],
      index: ["index must be a whole number from 0"],
    });

    await guarded(blogList.loader, "/api/bel/admin/blog");
    const list = await run(
      blogList.loader,
      makeRequest("/api/bel/admin/blog", { cookie: manager }),
    );
    expect(
      expectDeclared("GET", "/admin/blog", list).blogs.map((b: any) => [b.slug, b.index]),
    ).toEqual([
      ["new-cat6a-line-2", 0],
      ["new-cat6a-line", 1],
      ["put-last", 2],
    ]);

    const url = `/api/bel/admin/blog/${blog._id}`;
    const params = { id: blog._id };
    const moved = await run(
      blogOne.action,
      makeRequest(url, {
        method: "PUT",
        json: {
          title: "Cat6A Line",
          description: "We doubled output.",
          publishedAt: "2099-01-05",
          index: 5,
        },
        cookie: manager,
      }),
      params,
    );
    // An index past the end puts it last.
    expect(expectDeclared("PUT", "/admin/blog/{id}", moved).blog).toMatchObject({
      slug: "new-cat6a-line",
      title: "Cat6A Line",
      blogImage: blog.blogImage,
      index: 2,
    });
    const one = await run(blogOne.loader, makeRequest(url, { cookie: manager }), params);
    expect(expectDeclared("GET", "/admin/blog/{id}", one).blog).toMatchObject({
      publishedAt: expect.stringMatching(/^2099-01-05T/),
      index: 2,
    });
    // Without an index, an edit keeps the post's place.
    const kept = await run(
      blogOne.action,
      makeRequest(url, {
        method: "PUT",
        json: { title: "Cat6A Line", description: "Edited." },
        cookie: manager,
      }),
      params,
    );
    expect(kept.json.blog.index).toBe(2);
    const deleted = await run(
      blogOne.action,
      makeRequest(url, { method: "DELETE", cookie: manager }),
      params,
    );
    expect(expectDeclared("DELETE", "/admin/blog/{id}", deleted).message).toBe(
      "Blog post deleted successfully",
    );
    const gone = await run(
      blogOne.action,
      makeRequest(url, { method: "DELETE", cookie: manager }),
      params,
    );
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe("Blog post not found");
  });
});

it("every endpoint of these screens is staff-only and documented", () => {
  const mine = endpoints.filter((e) =>
    /^\/admin\/(reviews|settings|customers|messages|video|videos|know-how|blog)(\/|\.|$)/.test(
      e.path,
    ),
  );
  // Messages: list, CSV, one, enquiry, handled, status, assignee, notes, delete.
  expect(mine.length).toBe(31);
  expect(mine.every((e) => e.access === "staff")).toBe(true);
});

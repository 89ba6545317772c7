/** The pages of the reviews, customers, messages, videos, know-how and blog screens. */
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  contactMessages,
  enquiryLines,
  faqVideos,
  knowHow,
  products,
  reviews,
} from "../../db/schema";
import { db } from "~/db.server";
import { createProduct } from "~/models/product.server";
import { createReview } from "~/models/review.server";
import { getSetting } from "~/models/settings.server";
import * as layout from "~/routes/admin";
import * as blogPage from "~/routes/admin.blog";
import * as customersPage from "~/routes/admin.customers";
import * as knowHowPage from "~/routes/admin.know-how";
import * as messagePage from "~/routes/admin.messages.$id";
import * as messagesPage from "~/routes/admin.messages._index";
import * as reviewsPage from "~/routes/admin.reviews._index";
import * as lookup from "~/routes/admin.reviews.products";
import * as videosPage from "~/routes/admin.videos";
import { createTaxonomy, resetDb } from "../fixtures";
import {
  BASE,
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  run,
  toastOf,
} from "./admin.helpers";

let cookie = "";
beforeEach(async () => {
  resetDb();
  cookie = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
});
afterAll(() => {
  expectNoSecretsInAnswers();
});

const post = (url: string, form: Record<string, string>) =>
  makeRequest(url, { method: "POST", form, cookie });

function catalogue() {
  const t = createTaxonomy();
  const p = createProduct({
    name: "Cat6 U/UTP LSZH Blue",
    description: "Data.",
    categoryId: t.lan.id,
  });
  const review = (name: string, rating: number) =>
    createReview({
      name,
      email: `${name.toLowerCase()}@example.com`,
      selectedCountry: "United Kingdom",
      phone: "7911123456",
      rating,
      heading: `${name} heading`,
      comment: "Comment.",
      slug: p.slug,
    });
  return { p, a: review("Ann", 5), b: review("Ben", 2) };
}

describe("the sidebar", () => {
  it("counts unhandled messages", async () => {
    db.insert(contactMessages)
      .values({
        name: "A",
        email: "a@example.com",
        country: "Ireland",
        phone: "1234",
        message: "x",
      })
      .run();
    const answer = await run(layout.loader, makeRequest("/admin/dashboard", { cookie }));
    expect(answer.json.counts).toEqual({ messages: 1 });
  });
});

describe("Product Reviews", () => {
  it("finds products by name (type-ahead and without JavaScript) and shows one product's reviews", async () => {
    const { p } = catalogue();
    const suggestions = await run(
      lookup.loader,
      makeRequest("/admin/reviews/products?q=cat6 lsz", { cookie }),
    );
    expect(suggestions.json).toEqual({
      q: "cat6 lsz",
      products: [{ id: p.id, name: p.name, category: "Copper Connectivity" }],
    });
    const page = await run(
      reviewsPage.loader,
      makeRequest("/admin/reviews?product-q=cat6", { cookie }),
    );
    expect(page.json.matches).toEqual([
      { id: p.id, name: p.name, category: "Copper Connectivity" },
    ]);
    const chosen = await run(
      reviewsPage.loader,
      makeRequest(`/admin/reviews?product=${p.id}&rating=2`, { cookie }),
    );
    expect(chosen.json.product).toMatchObject({ id: p.id, numOfReviews: 2, ratings: 3.5 });
    expect(chosen.json.reviews.map((r: { name: string }) => r.name)).toEqual(["Ben"]);
    // A hand-edited address is read leniently: an unreadable rating is ignored.
    const lenient = await run(
      reviewsPage.loader,
      makeRequest("/admin/reviews?rating=nine&page=-3", { cookie }),
    );
    expect(lenient.status).toBe(200);
    expect(lenient.json).toMatchObject({ rating: null, total: 2, page: 1 });
  });

  it("deletes after confirming, approves held reviews, and switches moderation", async () => {
    const { p, a, b } = catalogue();
    const back = `/admin/reviews?product=${p.id}`;
    const deleted = await run(
      reviewsPage.action,
      post(back, { intent: "delete", id: String(b.id) }),
    );
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe(back);
    expect(await toastOf(deleted)).toMatchObject({
      type: "success",
      message: "Review deleted successfully",
    });
    expect(db.select().from(products).where(eq(products.id, p.id)).get()).toMatchObject({
      numOfReviews: 1,
      ratings: 5,
    });
    const again = await run(reviewsPage.action, post(back, { intent: "delete", id: String(b.id) }));
    expect(await toastOf(again)).toMatchObject({ type: "error", message: "Review not found" });

    db.update(reviews).set({ status: "pending" }).where(eq(reviews.id, a.id)).run();
    const approved = await run(
      reviewsPage.action,
      post("/admin/reviews", { intent: "approve", id: String(a.id) }),
    );
    expect(await toastOf(approved)).toMatchObject({ message: "Review approved successfully" });
    expect(db.select().from(reviews).where(eq(reviews.id, a.id)).get()!.status).toBe("published");

    const on = await run(
      reviewsPage.action,
      post("/admin/reviews", { intent: "settings", reviewsNeedApproval: "on" }),
    );
    expect(await toastOf(on)).toMatchObject({ message: "Settings saved successfully" });
    expect(getSetting("reviewsNeedApproval")).toBe(true);
    await run(reviewsPage.action, post("/admin/reviews", { intent: "settings" }));
    expect(getSetting("reviewsNeedApproval")).toBe(false);
    const unknown = await run(reviewsPage.action, post("/admin/reviews", { intent: "nope" }));
    expect(unknown.status).toBe(400);
  });
});

describe("Customer List", () => {
  it("says No products available with an empty catalogue; searches and pages otherwise", async () => {
    const empty = await run(customersPage.loader, makeRequest("/admin/customers", { cookie }));
    expect(empty.json).toMatchObject({ catalogueEmpty: true, total: 0 });
    catalogue();
    const found = await run(
      customersPage.loader,
      makeRequest("/admin/customers?q=ben", { cookie }),
    );
    expect(found.json).toMatchObject({ catalogueEmpty: false, total: 1, q: "ben" });
    expect(found.json.customers[0]).toMatchObject({
      index: 1,
      name: "Ben",
      country: "United Kingdom",
      countryCode: "44",
      phone: "7911123456",
    });
  });
});

describe("Messages", () => {
  function message(subject: string) {
    return db
      .insert(contactMessages)
      .values({
        name: "Chris",
        email: "chris@example.com",
        country: "Ireland",
        countryCode: "353",
        phone: "871234567",
        subject,
        message: "Full text\nof the message.",
      })
      .returning()
      .get();
  }

  it("lists, opens one in full, marks it handled and unhandled, deletes it", async () => {
    const m = message("Drum lengths");
    const list = await run(messagesPage.loader, makeRequest("/admin/messages?q=drum", { cookie }));
    expect(list.json).toMatchObject({ total: 1, unhandled: 1 });
    expect(list.json.messages[0]).toMatchObject({
      id: m.id,
      handled: false,
      subject: "Drum lengths",
    });

    const url = `/admin/messages/${m.id}`;
    const one = await run(messagePage.loader, makeRequest(url, { cookie }), { id: String(m.id) });
    expect(one.json.message).toMatchObject({
      message: "Full text\nof the message.",
      country: "Ireland",
      countryCode: "353",
    });
    const handled = await run(
      messagePage.action,
      post(url, { intent: "handled", id: String(m.id), handled: "true" }),
      { id: String(m.id) },
    );
    expect(handled.location).toBe(url);
    expect(await toastOf(handled)).toMatchObject({ message: "Message marked as handled" });
    expect(db.select().from(contactMessages).get()!.handled).toBe(true);
    const unhandled = await run(
      messagesPage.action,
      post("/admin/messages", { intent: "handled", id: String(m.id), handled: "false" }),
    );
    expect(await toastOf(unhandled)).toMatchObject({ message: "Message marked as unhandled" });

    const deleted = await run(
      messagePage.action,
      post(url, { intent: "delete", id: String(m.id) }),
      {
        id: String(m.id),
      },
    );
    expect(deleted.location).toBe("/admin/messages");
    expect(await toastOf(deleted)).toMatchObject({ message: "Message deleted successfully" });
    const gone = await run(messagePage.loader, makeRequest(url, { cookie }), { id: String(m.id) });
    expect(gone.status).toBe(404);
  });

  it("works an enquiry on its page: lines, status, assignee and notes (docs/quotes.md)", async () => {
    const quote = db
      .insert(contactMessages)
      .values({
        kind: "quotation",
        name: "Quinn",
        email: "quinn@example.com",
        country: "United Kingdom",
        phone: "7911123456",
        message: "Please quote.",
        company: "Sparks Ltd",
      })
      .returning()
      .get();
    db.insert(enquiryLines)
      .values({
        messageId: quote.id,
        productName: "Cat6",
        productSlug: "cat6",
        quantity: 2,
        drum: "305 m",
      })
      .run();
    const contact = message("Opening hours");
    const sam = insertUser({ role: "admin", name: "Sam Sales" });
    const url = `/admin/messages/${quote.id}`;
    const params = { id: String(quote.id) };

    const visitor = await run(
      messagePage.action,
      makeRequest(url, { method: "POST", form: { intent: "status", status: "won" } }),
      params,
    );
    expect(visitor.status).toBe(302);
    expect(
      db.select().from(contactMessages).where(eq(contactMessages.id, quote.id)).get()!.status,
    ).toBe("new");

    const one = await run(messagePage.loader, makeRequest(url, { cookie }), params);
    expect(one.json.enquiry).toMatchObject({
      reference: `Q-${String(quote.id).padStart(6, "0")}`,
      lines: [{ productName: "Cat6", quantity: 2, drum: "305 m" }],
      notes: [],
    });
    expect(one.json.enquiry.users.map((u: { name: string }) => u.name)).toContain("Sam Sales");
    const plain = await run(
      messagePage.loader,
      makeRequest(`/admin/messages/${contact.id}`, { cookie }),
      {
        id: String(contact.id),
      },
    );
    expect(plain.json.enquiry).toBeNull();

    const status = await run(
      messagePage.action,
      post(url, { intent: "status", status: "quoted" }),
      params,
    );
    expect(status.location).toBe(url);
    expect(await toastOf(status)).toMatchObject({ type: "success", message: "Status updated" });
    const assign = await run(
      messagePage.action,
      post(url, { intent: "assign", assigneeId: String(sam.id) }),
      params,
    );
    expect(await toastOf(assign)).toMatchObject({ message: "Assignee updated" });
    const unknown = await run(
      messagePage.action,
      post(url, { intent: "assign", assigneeId: "999999" }),
      params,
    );
    expect(await toastOf(unknown)).toMatchObject({
      type: "error",
      message: "Choose a user of the list.",
    });
    expect(
      db.select().from(contactMessages).where(eq(contactMessages.id, quote.id)).get(),
    ).toMatchObject({
      status: "quoted",
      assigneeId: sam.id,
    });

    const tooLong = "x".repeat(2001);
    const refused = await run(
      messagePage.action,
      post(url, { intent: "note", body: tooLong }),
      params,
    );
    expect(refused.status).toBe(400);
    expect(refused.json.result.error.body).toEqual(["A note is 2,000 characters at most."]);
    expect(refused.json.result.initialValue.body).toBe(tooLong);
    const added = await run(
      messagePage.action,
      post(url, { intent: "note", body: "Sent the quote." }),
      params,
    );
    expect(added.location).toBe(`${url}#notes`);
    expect(await toastOf(added)).toMatchObject({ message: "Note added" });
    const after = await run(messagePage.loader, makeRequest(url, { cookie }), params);
    expect(after.json.enquiry.notes).toMatchObject([{ body: "Sent the quote." }]);

    // A contact message has no workflow: refused with a toast.
    const onContact = await run(
      messagePage.action,
      post(`/admin/messages/${contact.id}`, { intent: "status", status: "won" }),
      { id: String(contact.id) },
    );
    expect(await toastOf(onContact)).toMatchObject({
      type: "error",
      message: "Only quotation enquiries have a status, an assignee and notes.",
    });

    const list = await run(
      messagesPage.loader,
      makeRequest(`/admin/messages?status=quoted&assignee=${sam.id}`, { cookie }),
    );
    expect(list.json.messages.map((m: { id: number }) => m.id)).toEqual([quote.id]);
    expect(list.json.messages[0]).toMatchObject({ status: "quoted", assigneeName: "Sam Sales" });
  });
});

describe("FAQ Videos", () => {
  it("creates (field errors keep the input), edits in the ?edit modal, moves and deletes", async () => {
    const bad = await run(
      videosPage.action,
      post("/admin/videos?new", {
        intent: "create",
        title: "Glanding",
        url: "https://example.com/v",
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.intent).toBe("create");
    expect(bad.json.result.error.url[0]).toMatch(/video link/);
    expect(bad.json.result.initialValue).toMatchObject({ title: "Glanding" });

    for (const title of ["First", "Second"]) {
      const ok = await run(
        videosPage.action,
        post("/admin/videos?new&q=", {
          intent: "create",
          title,
          url: "https://youtu.be/dQw4w9WgXcQ",
        }),
      );
      expect(ok.status).toBe(302);
      expect(ok.location).toBe("/admin/videos?q=");
      expect(await toastOf(ok)).toMatchObject({ message: "Video created successfully" });
    }
    const [first, second] = db.select().from(faqVideos).orderBy(faqVideos.id).all();
    const edit = await run(
      videosPage.loader,
      makeRequest(`/admin/videos?edit=${first.id}`, { cookie }),
    );
    expect(edit.json.editing).toMatchObject({ id: first.id, title: "First" });
    // A missing record: the list again, without the modal, and a toast that says why.
    const missing = await run(
      videosPage.loader,
      makeRequest("/admin/videos?q=x&edit=999", { cookie }),
    );
    expect(missing.status).toBe(302);
    expect(missing.location).toBe("/admin/videos?q=x");
    expect(await toastOf(missing)).toMatchObject({ type: "error", message: "Video not found" });

    const moved = await run(
      videosPage.action,
      post("/admin/videos", {
        intent: "move",
        id: String(second.id),
        direction: "up",
        above: String(first.id),
      }),
    );
    expect(await toastOf(moved)).toMatchObject({ message: "Order updated" });
    const list = await run(videosPage.loader, makeRequest("/admin/videos", { cookie }));
    expect(list.json.videos.map((v: { title: string }) => v.title)).toEqual(["Second", "First"]);

    const updated = await run(
      videosPage.action,
      post(`/admin/videos?edit=${first.id}`, {
        intent: "update",
        id: String(first.id),
        title: "First, renamed",
        url: "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      }),
    );
    expect(updated.location).toBe("/admin/videos");
    expect(await toastOf(updated)).toMatchObject({ message: "Video updated successfully" });
    const deleted = await run(
      videosPage.action,
      post("/admin/videos", { intent: "delete", id: String(second.id) }),
    );
    expect(await toastOf(deleted)).toMatchObject({ message: "Video deleted successfully" });
    expect(db.select({ t: faqVideos.title }).from(faqVideos).all()).toEqual([
      { t: "First, renamed" },
    ]);
  });
});

describe("Cable Know-How and Blog pages", () => {
  async function multipartPost(url: string, fields: Record<string, string | Blob>) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      // An empty file input sends a part without a name or bytes; anything else has a name.
      if (v instanceof Blob) body.append(k, v, v.size ? "file.pdf" : "");
      else body.append(k, v);
    }
    return new Request(new URL(url, BASE), { method: "POST", body, headers: { Cookie: cookie } });
  }

  it("creates a guide with its PDF from the page's multipart form; a missing PDF is a field error", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([100, 100]);
    const pdf = new Blob([new Uint8Array(await doc.save())], { type: "application/pdf" });
    const missing = await run(
      knowHowPage.action,
      await multipartPost("/admin/know-how?new", {
        intent: "create",
        title: "Glanding",
        description: "How to.",
        knowFile: new Blob([], { type: "application/octet-stream" }),
      }),
    );
    expect(missing.status).toBe(400);
    expect(missing.json.result.error).toEqual({ knowFile: ["Please choose the guide's PDF"] });
    // A file part that has a name but no bytes is no PDF either.
    const emptyFile = new FormData();
    for (const [k, v] of Object.entries({ intent: "create", title: "Glanding", description: "x" }))
      emptyFile.append(k, v);
    emptyFile.append("knowFile", new Blob([]), "empty.pdf");
    const empty = await run(
      knowHowPage.action,
      new Request(new URL("/admin/know-how?new", BASE), {
        method: "POST",
        body: emptyFile,
        headers: { Cookie: cookie },
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.json.result.error).toEqual({ knowFile: ["Please choose the guide's PDF"] });
    const created = await run(
      knowHowPage.action,
      await multipartPost("/admin/know-how?new", {
        intent: "create",
        title: "Glanding",
        description: "How to.",
        knowFile: pdf,
      }),
    );
    expect(created.location).toBe("/admin/know-how");
    expect(await toastOf(created)).toMatchObject({
      message: "Know-how guide created successfully",
    });
    expect(db.select().from(knowHow).get()).toMatchObject({ title: "Glanding", image: null });
  });

  it("creates a blog post dated today by default, first in the list; Move up puts the older one back first", async () => {
    const created = await run(
      blogPage.action,
      await multipartPost("/admin/blog?new", {
        intent: "create",
        title: "Hello",
        description: "First post.",
      }),
    );
    expect(await toastOf(created)).toMatchObject({ message: "Blog post created successfully" });
    const list = await run(blogPage.loader, makeRequest("/admin/blog", { cookie }));
    expect(list.json.posts[0]).toMatchObject({ title: "Hello", slug: "hello" });
    expect(list.json.posts[0].publishedAt.slice(0, 10)).toBe(list.json.today);

    await run(
      blogPage.action,
      await multipartPost("/admin/blog?new", {
        intent: "create",
        title: "Second",
        description: "Next post.",
      }),
    );
    // The newer post opens the list.
    const [second, hello] = (await run(blogPage.loader, makeRequest("/admin/blog", { cookie })))
      .json.posts;
    expect([second.title, hello.title]).toEqual(["Second", "Hello"]);
    const moved = await run(
      blogPage.action,
      post("/admin/blog?page=1", {
        intent: "move",
        id: String(hello.id),
        direction: "up",
        above: String(second.id),
      }),
    );
    expect(moved.location).toBe("/admin/blog?page=1");
    expect(await toastOf(moved)).toMatchObject({ message: "Order updated" });
    const after = await run(blogPage.loader, makeRequest("/admin/blog", { cookie }));
    expect(after.json.posts.map((p: { title: string }) => p.title)).toEqual(["Hello", "Second"]);
  });
});

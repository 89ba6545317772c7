/**
 * The model side of the reviews, customers, messages, videos, know-how and blog screens: rules,
 * figures kept in step, audit records, and files that never outlive (or precede) their rows.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, contactMessages, products, reviews } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import {
  blogContent,
  createBlogPost,
  publicationDate,
  uniqueBlogSlug,
  updateBlogPost,
} from "~/models/blog.server";
import { listBlogPosts } from "~/models/content.server";
import {
  countUnhandledMessages,
  deleteMessage,
  listMessages,
  setMessageHandled,
} from "~/models/contact.server";
import { renditionsOf } from "~/models/uploads.server";
import { customerBatches, listCustomers } from "~/models/customer.server";
import { createKnowHow, knowHowContent, updateKnowHow } from "~/models/know-how.server";
import { createProduct, getProductDetail } from "~/models/product.server";
import {
  createReview,
  deleteReview,
  getProductReviews,
  listReviews,
  setReviewStatus,
} from "~/models/review.server";
import {
  DEFAULT_SETTINGS,
  getSetting,
  getSettings,
  updateSettings,
} from "~/models/settings.server";
import { createVideo, updateVideo, videoContent } from "~/models/video.server";
import { storage } from "~/storage.server";
import { csvChunk } from "~/utils/csv.server";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";

let actor: Actor;
beforeEach(() => {
  resetDb();
  const user = insertUser({ role: "manager", name: "Model Tester" });
  actor = { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
});

const audits = () => db.select().from(auditLog).all();

function product(name = "Cat6 test cable") {
  const t = createTaxonomy();
  return createProduct({ name, description: "A cable.", categoryId: t.lan.id });
}

function review(
  slug: string,
  over: Partial<{ name: string; email: string; rating: number; phone: string; at: number }> = {},
) {
  return createReview(
    {
      name: over.name ?? "Riley Reviewer",
      email: over.email ?? "riley@example.com",
      selectedCountry: "United Kingdom",
      phone: over.phone ?? "7911123456",
      rating: over.rating ?? 5,
      heading: "Good cable",
      comment: "Terminates well.",
      slug,
    },
    { createdAt: new Date(over.at ?? Date.now()) },
  );
}

const figures = (id: number) =>
  db
    .select({ n: products.numOfReviews, avg: products.ratings })
    .from(products)
    .where(eq(products.id, id))
    .get();

const png = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: "#0b3c6f" } })
    .png()
    .toBuffer();

async function pdf() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return new Uint8Array(await doc.save());
}

const stored = (file: string) => fs.existsSync(path.join(storage.root, file));
const storedFiles = (folder: string) => {
  const dir = path.join(storage.root, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe("settings", () => {
  it("reads defaults from an empty table, stores changes with an audit record", () => {
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(getSetting("reviewsNeedApproval")).toBe(false);
    expect(updateSettings(actor, { reviewsNeedApproval: true })).toEqual({
      reviewsNeedApproval: true,
      twoFactorRequired: false,
    });
    expect(getSetting("reviewsNeedApproval")).toBe(true);
    // Unchanged: nothing more is written or audited.
    updateSettings(actor, { reviewsNeedApproval: true });
    expect(audits()).toMatchObject([
      {
        action: "update",
        entity: "setting",
        changes: { reviewsNeedApproval: { before: false, after: true } },
        address: "203.0.113.9",
      },
    ]);
  });
});

describe("reviews for staff", () => {
  it("pages all reviews newest first, filters by product, rating and status", () => {
    const a = product("Alpha cable");
    const b = createProduct({
      name: "Beta cable",
      description: "Another.",
      categoryId: a.categoryId,
    });
    const now = Date.now();
    for (let i = 0; i < 30; i++) review(a.slug, { rating: (i % 5) + 1, at: now - i * 1000 });
    review(b.slug, { rating: 2, at: now + 1000, name: "Newest" });

    const first = listReviews();
    expect(first.total).toBe(31);
    expect(first.reviews).toHaveLength(25);
    expect(first.reviews[0]).toMatchObject({ name: "Newest", productName: "Beta cable", index: 1 });
    const second = listReviews({ page: 2 });
    expect(second.reviews.map((r) => r.index)).toEqual([26, 27, 28, 29, 30, 31]);
    expect(listReviews({ page: 99 }).page).toBe(2);

    expect(listReviews({ productId: b.id }).total).toBe(1);
    const twos = listReviews({ rating: 2 });
    expect(twos.total).toBe(7);
    expect(twos.reviews.every((r) => r.rating === 2)).toBe(true);
    expect(listReviews({ productId: a.id, rating: 2 }).total).toBe(6);
    expect(listReviews({ status: "pending" }).total).toBe(0);
  });

  it("deletes a review: the product's count and average and the customer list follow at once", () => {
    const p = product();
    const keep = review(p.slug, { rating: 5, email: "keep@example.com" });
    const gone = review(p.slug, { rating: 1, email: "gone@example.com", name: "Gone Person" });
    expect(figures(p.id)).toEqual({ n: 2, avg: 3 });
    expect(listCustomers().total).toBe(2);

    expect(() => deleteReview(actor, gone.id, { productId: p.id + 1 })).toThrow(DomainError);
    deleteReview(actor, gone.id, { productId: p.id });
    expect(figures(p.id)).toEqual({ n: 1, avg: 5 });
    expect(listCustomers().customers.map((c) => c.email)).toEqual(["keep@example.com"]);
    expect(getProductDetail(p.slug)!.reviews.map((r) => r.id)).toEqual([keep.id]);
    expect(audits()).toMatchObject([
      { action: "delete", entity: "review", entityId: String(gone.id), userId: actor.id },
    ]);
    expect(() => deleteReview(actor, gone.id)).toThrow("Review not found");
  });

  it("a held review is neither shown nor counted until it is approved", () => {
    const p = product();
    review(p.slug, { rating: 4 });
    const held = review(p.slug, { rating: 2, name: "Held Back" });
    db.update(reviews).set({ status: "pending" }).where(eq(reviews.id, held.id)).run();
    expect(figures(p.id)).toEqual({ n: 1, avg: 4 });
    expect(getProductDetail(p.slug)!.reviews.map((r) => r.name)).toEqual(["Riley Reviewer"]);
    expect(listReviews({ status: "pending" }).reviews.map((r) => r.id)).toEqual([held.id]);

    setReviewStatus(actor, held.id, "published");
    expect(figures(p.id)).toEqual({ n: 2, avg: 3 });
    expect(getProductDetail(p.slug)!.reviews).toHaveLength(2);
    expect(audits().map((a) => a.action)).toEqual(["approve"]);
  });

  it("lists a product's reviews by its id, 404 for an unknown product", () => {
    const p = product();
    review(p.slug, { phone: "1234567" });
    const { product: found, reviews: list } = getProductReviews(p.id);
    expect(found.name).toBe(p.name);
    expect(list[0]).toMatchObject({ email: "riley@example.com", phone: "1234567" });
    expect(() => getProductReviews(p.id + 100)).toThrow("Product not found");
  });
});

describe("customers", () => {
  it("one row per e-mail with the newest review's details, searched by name, e-mail, country, phone", () => {
    const p = product();
    const now = Date.now();
    review(p.slug, { email: "sam@example.com", name: "Sam Old", at: now - 5000 });
    review(p.slug, { email: "sam@example.com", name: "Sam New", phone: "7700900123", at: now });
    createReview({
      name: "Niamh Kelly",
      email: "niamh@example.ie",
      selectedCountry: "Ireland",
      phone: "871234567",
      rating: 4,
      heading: "Fine",
      comment: "Fine.",
      slug: p.slug,
    });
    const all = listCustomers();
    expect(all.total).toBe(2);
    expect(all.catalogueEmpty).toBe(false);
    const sam = all.customers.find((c) => c.email === "sam@example.com")!;
    expect(sam).toMatchObject({ name: "Sam New", reviewCount: 2, phone: "7700900123" });

    expect(listCustomers({ q: "niamh" }).customers.map((c) => c.name)).toEqual(["Niamh Kelly"]);
    expect(listCustomers({ q: "ireland" }).total).toBe(1);
    expect(listCustomers({ q: "example.com" }).total).toBe(1);
    expect(listCustomers({ q: "+44 7700 900123" }).customers[0].email).toBe("sam@example.com");
    expect(listCustomers({ q: "353 87" }).customers[0].email).toBe("niamh@example.ie");
    expect(listCustomers({ q: "100%_" }).total).toBe(0);
    // Digits inside a word are not a phone number: "x0123" does not find phone numbers with 0123.
    expect(listCustomers({ q: "ab900" }).total).toBe(0);
    expect(listCustomers({ sort: "name" }).customers.map((c) => c.name)).toEqual([
      "Niamh Kelly",
      "Sam New",
    ]);
  });

  it("after the newest review goes, shows the details of the newest one left", () => {
    const p = product();
    const now = Date.now();
    review(p.slug, { email: "pat@example.com", name: "Pat Old", phone: "1111111", at: now - 5000 });
    review(p.slug, { email: "pat@example.com", name: "Pat New", phone: "2222222", at: now });
    const newest = db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.name, "Pat New"))
      .get()!;
    db.delete(reviews).where(eq(reviews.id, newest.id)).run();
    expect(listCustomers().customers).toMatchObject([
      { email: "pat@example.com", name: "Pat Old", phone: "1111111", reviewCount: 1 },
    ]);
  });

  it("says when the catalogue is empty, and reads the export in batches", () => {
    expect(listCustomers().catalogueEmpty).toBe(true);
    const p = product();
    for (let i = 0; i < 1001; i++) review(p.slug, { email: `c${i}@example.com` });
    const sizes = [...customerBatches()].map((b) => b.length);
    expect(sizes).toEqual([1000, 1]);
  });

  it("writes CSV with a header, quoting, and formulas escaped", () => {
    const columns = [
      { header: "Name", value: (r: { name: string }) => r.name },
      { header: "Note", value: () => "a, b" },
    ];
    const text = csvChunk(
      columns,
      [{ name: '=HYPERLINK("http://x")' }, { name: "+1" }, { name: "-2" }, { name: "@x" }],
      true,
    );
    expect(text.startsWith("\uFEFFName,Note\r\n")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")","a, b"`);
    expect(text).toContain("'+1,");
    expect(text).toContain("'-2,");
    expect(text).toContain("'@x,");
    expect(csvChunk(columns, [{ name: "Zoë" }], false)).toBe('Zoë,"a, b"\r\n');
  });
});

describe("messages", () => {
  function message(values: Partial<typeof contactMessages.$inferInsert> = {}) {
    return db
      .insert(contactMessages)
      .values({
        name: "Chris",
        email: "chris@example.com",
        country: "Ireland",
        countryCode: "353",
        phone: "871234567",
        subject: "Drums",
        message: "Do you cut to length?",
        ...values,
      })
      .returning()
      .get();
  }

  it("lists newest first with filters, counts the unhandled, marks and deletes with audit", () => {
    const older = message({ createdAt: new Date(Date.now() - 60_000) });
    const quote = message({
      kind: "quotation",
      name: "Quinn",
      company: "Acme Ltd",
      productName: "SWA 3 core",
      quantity: "3 drums",
    });
    expect(listMessages().messages.map((m) => m.id)).toEqual([quote.id, older.id]);
    expect(listMessages({ kind: "quotation" }).messages.map((m) => m.company)).toEqual([
      "Acme Ltd",
    ]);
    expect(listMessages({ q: "swa 3" }).total).toBe(1);
    expect(countUnhandledMessages()).toBe(2);

    setMessageHandled(actor, older.id, true);
    expect(countUnhandledMessages()).toBe(1);
    expect(listMessages({ status: "handled" }).messages.map((m) => m.id)).toEqual([older.id]);
    setMessageHandled(actor, older.id, false);
    expect(countUnhandledMessages()).toBe(2);

    deleteMessage(actor, quote.id);
    expect(listMessages().total).toBe(1);
    expect(() => deleteMessage(actor, quote.id)).toThrow("Message not found");
    expect(audits().map((a) => `${a.action} ${a.entity}`)).toEqual([
      "update contact_message",
      "update contact_message",
      "delete contact_message",
    ]);
  });
});

describe("videos", () => {
  it("creates at the end or at an index, edits, and moves past the row a searched list shows", async () => {
    const url = "https://youtu.be/dQw4w9WgXcQ";
    const a = createVideo(actor, { title: "Alpha", url, description: "" });
    const b = createVideo(actor, { title: "Bravo", url, description: "" });
    createVideo(actor, { title: "Charlie", url, description: "", index: 0 });
    const titles = () => videoContent.list().rows.map((v) => v.title);
    expect(titles()).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(videoContent.list().rows[0]).toMatchObject({
      videoId: "dQw4w9WgXcQ",
      thumbnail: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    });

    // Searched for "r", the table shows Charlie and Bravo: up puts Bravo just before Charlie.
    videoContent.move(actor, b.id, "up", "r");
    expect(titles()).toEqual(["Bravo", "Charlie", "Alpha"]);
    videoContent.move(actor, b.id, "down");
    expect(titles()).toEqual(["Charlie", "Bravo", "Alpha"]);
    // At the ends it does not move, and says so.
    expect(() => videoContent.move(actor, a.id, "down")).toThrow("“Alpha” is already last.");
    expect(() => videoContent.move(actor, b.id, "down", "r")).toThrow("“Bravo” is already last.");
    expect(titles()).toEqual(["Charlie", "Bravo", "Alpha"]);

    await updateVideo(actor, a.id, { title: "Alpha 2", url, description: "New", index: 0 });
    expect(titles()).toEqual(["Alpha 2", "Charlie", "Bravo"]);
    expect(videoContent.list({ q: "char" }).rows.map((v) => v.title)).toEqual(["Charlie"]);
    expect(videoContent.list().rows.map((v) => v.index)).toEqual([0, 1, 2]);
    expect(
      audits()
        .filter((x) => x.entity === "video")
        .map((x) => x.action),
    ).toEqual(["create", "create", "create", "move", "move", "update"]);
  });
});

describe("know-how files", () => {
  it("stores the picture's renditions and the PDF, replaces them after the change commits, removes them with the guide", async () => {
    const guide = await createKnowHow(actor, {
      title: "Glanding",
      description: "How to gland SWA.",
      knowImage: await png(),
      knowFile: await pdf(),
    });
    const first = knowHowContent.get(guide.id)!;
    const imageFile = first.image!.replace("/uploads/", "");
    const pdfFile = first.file!.replace("/uploads/", "");
    // 240, 360, 480, 640 and 800 of the 800 px picture
    expect(renditionsOf(imageFile).filter(stored)).toHaveLength(5);
    expect(stored(pdfFile)).toBe(true);
    expect(first.thumbnail).toMatch(/-240\.webp$/);

    await updateKnowHow(actor, guide.id, {
      title: "Glanding SWA",
      description: "How to gland SWA.",
      knowFile: await pdf(),
    });
    const second = knowHowContent.get(guide.id)!;
    expect(second.image).toBe(first.image);
    expect(second.file).not.toBe(first.file);
    expect(stored(pdfFile)).toBe(false);

    await updateKnowHow(actor, guide.id, {
      title: "Glanding SWA",
      description: "How to gland SWA.",
      removeImage: true,
    });
    expect(knowHowContent.get(guide.id)!.image).toBeNull();
    expect(renditionsOf(imageFile).filter(stored)).toEqual([]);

    await knowHowContent.remove(actor, guide.id);
    expect(storedFiles("know-how")).toEqual([]);
  });

  it("refuses a file that is not a PDF and leaves no picture behind", async () => {
    const before = storedFiles("know-how").length;
    await expect(
      createKnowHow(actor, {
        title: "Bad",
        description: "Not a PDF.",
        knowImage: await png(),
        knowFile: new TextEncoder().encode("<html>not a pdf</html>"),
      }),
    ).rejects.toMatchObject({ status: 415, field: "knowFile" });
    expect(storedFiles("know-how").length).toBe(before);
    expect(audits()).toEqual([]);
  });
});

describe("blog", () => {
  it("makes unique slugs from titles and keeps them when the title changes", async () => {
    const a = await createBlogPost(actor, { title: "New Cat6A line!", description: "News." });
    const b = await createBlogPost(actor, { title: "New Cat6A line", description: "More." });
    expect([a.slug, b.slug]).toEqual(["new-cat6a-line", "new-cat6a-line-2"]);
    expect(uniqueBlogSlug("New Cat6A line")).toBe("new-cat6a-line-3");
    expect(uniqueBlogSlug("!!!")).toBe("post");
    const renamed = await updateBlogPost(actor, a.id, { title: "Renamed", description: "News." });
    expect(renamed.slug).toBe("new-cat6a-line");
  });

  it("dates posts now by default, keeps the time of day when only the date changes, which leaves the order alone", async () => {
    const current = new Date("2024-03-10T14:30:00.000Z");
    expect(publicationDate(undefined, current)).toEqual(current);
    expect(publicationDate("2024-01-05", current).toISOString()).toBe("2024-01-05T14:30:00.000Z");
    expect(publicationDate("2023-02-01T08:00:00Z", current).toISOString()).toBe(
      "2023-02-01T08:00:00.000Z",
    );

    const before = Date.now();
    const fresh = await createBlogPost(actor, { title: "Fresh", description: "Today." });
    expect(fresh.publishedAt.getTime()).toBeGreaterThanOrEqual(before);
    const old = await createBlogPost(actor, {
      title: "Old",
      description: "Then.",
      publishedAt: "2024-01-05",
      blogImage: await png(1200, 675),
    });
    // The new post goes first whatever its date; a later date does not move the other up either.
    expect(listBlogPosts(1).posts.map((p) => p.title)).toEqual(["Old", "Fresh"]);
    await updateBlogPost(actor, fresh.id, {
      title: "Fresh",
      description: "Today.",
      publishedAt: "2099-01-05",
    });
    expect(listBlogPosts(1).posts.map((p) => p.title)).toEqual(["Old", "Fresh"]);
    const image = db.select().from(blogPosts).where(eq(blogPosts.id, old.id)).get()!.image!;
    expect(stored(image)).toBe(true);
    await blogContent.remove(actor, old.id);
    expect(renditionsOf(image).filter(stored)).toEqual([]);
  });

  it("creates first or at an index, edits, and moves like the videos; the blog follows, then the date", async () => {
    const post = (title: string, extra: { index?: number; publishedAt?: string } = {}) =>
      createBlogPost(actor, { title, description: `${title}.`, ...extra });
    const a = await post("Alpha", { publishedAt: "2024-01-01" });
    // An index places a new post: Bravo goes after Alpha, not first.
    const b = await post("Bravo", { index: 1, publishedAt: "2025-01-01" });
    expect(b.index).toBe(1);
    // Without one a new post opens the blog, whatever its date.
    const c = await post("Charlie", { publishedAt: "2023-01-01" });
    expect(c.index).toBe(0);
    const staff = () => blogContent.list().rows.map((p) => p.title);
    const blog = () => listBlogPosts(1).posts.map((p) => p.title);
    expect(staff()).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(blog()).toEqual(["Charlie", "Alpha", "Bravo"]);

    // Searched for "r", the table shows Charlie and Bravo: up puts Bravo just before Charlie.
    blogContent.move(actor, b.id, "up", "r");
    expect(blog()).toEqual(["Bravo", "Charlie", "Alpha"]);
    blogContent.move(actor, b.id, "down");
    expect(blog()).toEqual(["Charlie", "Bravo", "Alpha"]);
    expect(() => blogContent.move(actor, a.id, "down")).toThrow("“Alpha” is already last.");
    expect(() => blogContent.move(actor, a.id + 100, "up")).toThrow("Blog post not found");

    const edited = await updateBlogPost(actor, a.id, {
      title: "Alpha 2",
      description: "New.",
      index: 0,
    });
    expect(edited.index).toBe(0);
    expect(blog()).toEqual(["Alpha 2", "Charlie", "Bravo"]);
    // Without an index an edit keeps the post's place.
    await updateBlogPost(actor, b.id, { title: "Bravo", description: "Again." });
    expect(staff()).toEqual(["Alpha 2", "Charlie", "Bravo"]);
    expect(blogContent.list({ q: "char" }).rows.map((p) => p.title)).toEqual(["Charlie"]);
    expect(blogContent.list().rows.map((p) => p.index)).toEqual([0, 1, 2]);

    // Posts that share a position: the latest publication date first.
    db.update(blogPosts).set({ position: 0 }).run();
    expect(blog()).toEqual(["Bravo", "Alpha 2", "Charlie"]);

    expect(
      audits()
        .filter((x) => x.entity === "blog_post")
        .map((x) => x.action),
    ).toEqual(["create", "create", "create", "move", "move", "update", "update"]);
    expect(audits().find((x) => x.action === "move")).toMatchObject({
      summary: "Moved blog post Bravo up",
      changes: { index: { before: 2, after: 0 } },
    });
  });
});

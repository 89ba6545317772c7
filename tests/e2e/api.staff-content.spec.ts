/**
 * The staff calls of the reviews, customers, messages and content screens over HTTP, against the
 * production build (which checks every answer against the registry's schema as well): the
 * original's review shapes, the CSV download, and the round trips of a video and of blog posts.
 */
import { expect, test } from "@playwright/test";
import { z } from "zod";
import * as C from "../../app/api/components";
import { createUser, startSession } from "./admin.fixtures";
import { createProducts, uniqueTag, uniqueWord, withDb } from "./data";

const ReviewsOfProduct = C.ok({ name: z.string(), review: z.array(C.StaffReview) });

test("GET /admin/reviews?id= answers { success, name, review } and DELETE removes one", async ({
  context,
  request,
}) => {
  const [product] = createProducts(uniqueWord(), [{ ratings: [5, 1] }]);
  const url = `/api/bel/admin/reviews?id=${product.id}`;
  expect((await request.get(url)).status()).toBe(401);

  await startSession(context, createUser("manager"));
  const answer = await context.request.get(url);
  expect(answer.status()).toBe(200);
  const body = ReviewsOfProduct.parse(await answer.json());
  expect(body.name).toBe(product.name);
  expect(body.review.map((r) => r.email)).toEqual(
    [...product.reviews].reverse().map((r) => r.email),
  );
  const low = body.review.find((r) => r.rating === 1)!;
  const deleted = await context.request.delete(
    `/api/bel/admin/reviews?productId=${product.id}&id=${low._id}`,
  );
  expect(await deleted.json()).toEqual({ success: true, message: "Review deleted successfully" });
  const product2 = await (await request.get(`/api/bel/products/${product.slug}`)).json();
  expect(product2.product).toMatchObject({ numOfReviews: 1, ratings: 5 });
});

test("GET /admin/customers.csv streams the list as CSV; a name starting with = is escaped", async ({
  context,
}) => {
  const word = uniqueWord();
  const [product] = createProducts(word, [{ ratings: [4] }]);
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO reviews (product_id, name, email, country, country_code, phone, rating, heading, comment)
         VALUES (?, ?, ?, 'United Kingdom', '44', '7911123456', 5, 'Fine', 'Fine.')`,
      )
      .run(product.id, `=cmd|' /C calc'!A0 ${word}`, `formula-${word}@example.com`),
  );
  await startSession(context, createUser("manager"));
  const answer = await context.request.get(`/api/bel/admin/customers.csv?q=${word}&sort=name`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="customers-/);
  const text = (await answer.body()).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Name,Email,Country,Dial code,Phone,Reviews,First review,Last review");
  // Written as text (a leading '), quoted only where CSV needs quotes.
  expect(lines[1]).toMatch(
    new RegExp(`^"?'=cmd\\|' /C calc'!A0 ${word}"?,formula-${word}@example\\.com,`),
  );
  expect(lines[2]).toMatch(new RegExp(`^Reviewer 1,reviewer-1-${word}@example.com,`));
});

test("a video's round trip: POST /admin/video/new, GET, PUT, DELETE, and 404 after", async ({
  context,
}) => {
  const tag = uniqueTag();
  await startSession(context, createUser("admin"));
  const created = await context.request.post("/api/bel/admin/video/new", {
    data: { title: `API video ${tag}`, url: "https://youtu.be/dQw4w9WgXcQ", description: "x" },
  });
  expect(created.status()).toBe(201);
  const { video } = C.ok({ message: z.string(), video: C.StaffVideo }).parse(await created.json());
  const one = `/api/bel/admin/videos/${video._id}`;
  expect((await context.request.get(one)).status()).toBe(200);
  const bad = await context.request.put(one, { data: { title: "", url: "nope" } });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).errors).sort()).toEqual(["title", "url"]);
  const videos = await (await context.request.get("/api/bel/faq-videos")).json();
  expect(videos.videos.map((v: { title: string }) => v.title)).toContain(`API video ${tag}`);
  expect((await context.request.delete(one)).status()).toBe(200);
  const gone = await context.request.get(one);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toEqual({ success: false, message: "Video not found" });
});

test("blog posts' index: POST /admin/blog/new puts a post first or at its index, PUT moves it, GET answers it, /blog follows", async ({
  context,
}) => {
  const tag = uniqueTag();
  const [a, b] = [`API post A ${tag}`, `API post B ${tag}`];
  await startSession(context, createUser("manager"));
  const Answer = C.ok({ message: z.string(), blog: C.StaffBlogPost });
  /** This test's posts in the order of the public /api/bel/blog. */
  const publicOrder = async () =>
    ((await (await context.request.get("/api/bel/blog")).json()).blogs as { title: string }[])
      .map((p) => p.title)
      .filter((title) => title.includes(tag));
  /** This test's posts and their indexes, as one answer of the staff list gives them. */
  const staffList = async () =>
    C.ok({ blogs: z.array(C.StaffBlogPost), ...C.pageFields })
      .parse(await (await context.request.get(`/api/bel/admin/blog?q=${tag}`)).json())
      .blogs.map((p) => ({ title: p.title, index: p.index }));

  // A, sent without an index, opens the blog; B, sent with an index past the end, goes last.
  const createdA = await context.request.post("/api/bel/admin/blog/new", {
    data: { title: a, description: "First." },
  });
  expect(createdA.status()).toBe(201);
  const postA = Answer.parse(await createdA.json()).blog;
  expect(postA.index).toBe(0);
  const createdB = await context.request.post("/api/bel/admin/blog/new", {
    multipart: { title: b, description: "Second.", index: "100000" },
  });
  expect(createdB.status()).toBe(201);
  const postB = Answer.parse(await createdB.json()).blog;
  expect(postB.index).toBeGreaterThan(0);
  expect(await publicOrder()).toEqual([a, b]);
  const one = (post: { _id: string }) => `/api/bel/admin/blog/${post._id}`;
  const read = await context.request.get(one(postB));
  expect(C.ok({ blog: C.StaffBlogPost }).parse(await read.json()).blog.title).toBe(b);

  // PUT with index 0 puts B first; without one, an edit keeps the place.
  const moved = await context.request.put(one(postB), {
    data: { title: b, description: "Second.", index: 0 },
  });
  expect(moved.status()).toBe(200);
  expect(Answer.parse(await moved.json()).blog.index).toBe(0);
  expect(await publicOrder()).toEqual([b, a]);
  const edited = await context.request.put(one(postA), {
    data: { title: `${a} edited`, description: "First, edited." },
  });
  expect(edited.status()).toBe(200);
  const list = await staffList();
  expect(list.map((p) => p.title)).toEqual([b, `${a} edited`]);
  expect(list[0].index).toBeLessThan(list[1].index);

  const invalid = await context.request.put(one(postA), {
    data: { title: a, description: "First.", index: -1 },
  });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors).toEqual({ index: ["index must be a whole number from 0"] });

  for (const post of [postA, postB])
    expect((await context.request.delete(one(post))).status()).toBe(200);
  expect(await publicOrder()).toEqual([]);
});

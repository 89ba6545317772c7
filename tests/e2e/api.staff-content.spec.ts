/**
 * The staff calls of the reviews, customers, messages and content screens over HTTP, against the
 * production build (which checks every answer against the registry's schema as well): the
 * original's review shapes, the CSV download, and a video's round trip.
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

/**
 * Contract tests of the public /api/bel calls, over HTTP against the production build: status,
 * content type, and the exact keys and types of each body (checked with the same zod shapes the
 * OpenAPI document is generated from), and that the API and the pages agree.
 *
 * A test that writes, or that needs products of a certain kind, makes its own (data.ts) and
 * reads only those; reads of the seeded catalogue stay out of TEST_FAMILY, where no test writes.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { blogPosts as seededPosts } from "../../db/seed/catalogue";
import { clientAddress, json } from "./api.client";
import * as S from "./api.shapes";
import { createUser } from "./admin.fixtures";
import {
  createProduct,
  createProducts,
  SEEDED_FAMILIES,
  TEST_FAMILY,
  uniqueTag,
  uniqueWord,
  withDb,
  type TestProduct,
} from "./data";

/** Product slugs and count as the listing page shows them, read from its HTML. */
async function pageListing(request: APIRequestContext, query: string) {
  const html = await (await request.get(`/products${query}`)).text();
  const grid = html.slice(
    html.indexOf('class="product-grid"'),
    html.indexOf("</section>", html.indexOf('class="product-grid"')),
  );
  const slugs = [...grid.matchAll(/<h2><a[^>]*href="\/products\/([^"]+)"/g)].map((m) => m[1]);
  const count = Number(
    /of (\d+) products?/.exec(html)?.[1] ?? (html.includes("No products found") ? 0 : NaN),
  );
  return { slugs, count };
}

test("GET /category: the three-level tree with category images", async ({ request }) => {
  const body = await json(await request.get("/api/bel/category"), S.CategoryListAnswer);
  // The seeded families first, in their order; tests may add families of their own after them.
  expect(body.categoryList.slice(0, 6).map((c) => c.slug)).toEqual([...SEEDED_FAMILIES]);
  expect(
    body.categoryList
      .slice(0, 6)
      .every((c) => /^https?:\/\/.+\/uploads\/categories\/.+\.webp$/.test(c.categoryImage)),
  ).toBe(true);
  expect(body.categoryList.some((c) => c.children.some((s) => s.children.length > 0))).toBe(true);
  const image = await request.get(body.categoryList[0].categoryImage);
  expect(image.headers()["content-type"]).toBe("image/webp");
});

/** Products of a seeded family, counted in the database. */
const familySize = (slug: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          // One card per family of variants (docs/variants.md): families are counted.
          "SELECT count(DISTINCT coalesce(products.parent_id, products.id)) AS n FROM products JOIN categories c ON c.id = category_id WHERE c.slug = ?",
        )
        .get(slug) as { n: number },
  ).n;

// The orders of the listing (app/models/catalogue-index.server.ts), for the test's own products.
type Order = (a: TestProduct, b: TestProduct) => number;
const byDate: Order = (a, b) => b.createdAt - a.createdAt || b.id - a.id;
const byPopular: Order = (a, b) => b.numOfReviews - a.numOfReviews || byDate(a, b);
const byRated: Order = (a, b) =>
  b.ratings - a.ratings || b.numOfReviews - a.numOfReviews || b.id - a.id;

test("GET /products: the page's filters, order, count and page size", async ({ request }) => {
  // The seeded families outside TEST_FAMILY never change: their figures are exact.
  const copper = await json(
    await request.get("/api/bel/products?category=copper-connectivity"),
    S.ProductListAnswer,
  );
  expect(copper.resPerFilter).toBe(16);
  expect(copper.products).toHaveLength(16);
  expect(copper.filteredProductsCount).toBe(familySize("copper-connectivity"));

  // And 20 products of the test's own, which only `keyword=<word>` finds.
  const word = uniqueWord();
  const made = createProducts(
    word,
    Array.from({ length: 20 }, (_, i) => ({
      subcategory: i % 3 === 0 ? ("microphone-balanced-cables" as const) : undefined,
      sheath: i % 2 === 0 ? ("lszh" as const) : ("pvc" as const),
      ratings: Array.from({ length: i % 4 }, (_, k) => 1 + ((i + k) % 5)),
    })),
  );
  /** The slugs of one page of `list` in `order`, or of all of `list` (any order). */
  const slugs = (list: TestProduct[], order?: Order, page = 1) =>
    order
      ? [...list]
          .sort(order)
          .slice((page - 1) * 16, page * 16)
          .map((p) => p.slug)
      : list.map((p) => p.slug);
  const microphone = made.filter((p) => p.subcategory === "microphone-balanced-cables");
  const lszh = made.filter((p) => p.sheath === "lszh");

  const fields = await json(await request.get("/api/bel/fields"), S.FieldsAnswer);
  const sheath = fields.specifications.find((g) => g.slug === "sheath-material")!;
  expect(sheath.children.map((v) => v.slug)).toEqual(expect.arrayContaining(["lszh", "pvc"]));
  const own = `?keyword=${word}`;
  // Query → the products expected on that page: in order, or (search rank) as a set.
  const expected: [string, { ordered: string[] } | { among: string[]; count: number } | null][] = [
    ["?category=copper-connectivity", null],
    ["?category=copper-connectivity&page=2", null],
    ["?category=building-industrial-cables&subcategory=fire-detection-alarm-cables", null],
    [`?category=copper-connectivity&spec-${sheath.slug}=lszh`, null],
    [`?keyword=cat6&spec-${sheath.slug}=lszh&sort=popular`, null],
    ["?keyword=coax&sort=date", null],
    ["?keyword=armoured&sort=rated", null],
    ["?category=building-industrial-cables&sort=popular&page=2", null],
    ["?keyword=zzzznothing", { ordered: [] }],
    [own, { among: slugs(made), count: 16 }],
    [`${own}&page=2`, { among: slugs(made), count: 4 }],
    [
      `${own}&category=${TEST_FAMILY}&subcategory=microphone-balanced-cables`,
      { among: slugs(microphone), count: microphone.length },
    ],
    [`${own}&spec-${sheath.slug}=lszh`, { among: slugs(lszh), count: lszh.length }],
    [`${own}&sort=rated`, { ordered: slugs(made, byRated) }],
    [`${own}&sort=popular&page=2`, { ordered: slugs(made, byPopular, 2) }],
    [`${own}&sort=date`, { ordered: slugs(made, byDate) }],
    [`${own}&category=${TEST_FAMILY}&sort=date&page=2`, { ordered: slugs(made, byDate, 2) }],
    [`${own}&spec-${sheath.slug}=lszh&sort=rated`, { ordered: slugs(lszh, byRated) }],
  ];
  const totals: Record<string, number> = {
    [own]: 20,
    [`${own}&page=2`]: 20,
    [`${own}&category=${TEST_FAMILY}&subcategory=microphone-balanced-cables`]: microphone.length,
    [`${own}&spec-${sheath.slug}=lszh`]: lszh.length,
    [`${own}&spec-${sheath.slug}=lszh&sort=rated`]: lszh.length,
  };
  for (const [q, want] of expected) {
    const api = await json(await request.get(`/api/bel/products${q}`), S.ProductListAnswer);
    const page = await pageListing(request, q);
    const got = api.products.map((p) => p.slug);
    expect(page.slugs, `page and API agree for ${q}`).toEqual(got);
    expect(page.count, `count for ${q}`).toBe(api.filteredProductsCount);
    if (want && "ordered" in want) expect(got, `order for ${q}`).toEqual(want.ordered);
    if (want && "among" in want) {
      expect(got, `products for ${q}`).toHaveLength(want.count);
      expect(want.among, `products for ${q}`).toEqual(expect.arrayContaining(got));
    }
    if (q.startsWith(own)) {
      expect(api.filteredProductsCount, `count for ${q}`).toBe(totals[q] ?? made.length);
    }
  }
});

test("GET /products: each item carries its datasheet, or null (the technical library links it)", async ({
  request,
}) => {
  const word = uniqueWord();
  const [withSheet, without] = createProducts(word, [{ datasheet: true }, {}]);
  const list = await json(
    await request.get(`/api/bel/products?keyword=${word}`),
    S.ProductListAnswer,
  );
  const bySlug = new Map(list.products.map((p) => [p.slug, p]));
  expect(bySlug.get(without.slug)?.datasheet).toBeNull();
  const sheet = bySlug.get(withSheet.slug)!.datasheet!;
  expect(sheet).toEqual({
    _id: expect.stringMatching(/^\d+$/),
    title: expect.any(String),
    datasheet: expect.stringMatching(/^https?:\/\/.+\/uploads\/datasheets\/[0-9a-f]{24}\.pdf$/),
  });
  expect((await request.get(sheet.datasheet)).headers()["content-type"]).toBe("application/pdf");
  const detail = await json(
    await request.get(`/api/bel/products/${withSheet.slug}`),
    S.ProductAnswer,
  );
  expect(detail.product.datasheet).toEqual(sheet);
});

test("GET /products/{slug}: the whole product, never a reviewer's e-mail or phone", async ({
  request,
}) => {
  const made = createProduct({
    subcategory: "microphone-balanced-cables",
    sheath: "lszh",
    ratings: [4, 5, 3],
    images: 2,
    datasheet: true,
  });
  const response = await request.get(`/api/bel/products/${made.slug}`);
  const { product } = await json(response, S.ProductAnswer);
  expect(product).toMatchObject({
    _id: String(made.id),
    slug: made.slug,
    name: made.name,
    seo_title: made.seoTitle,
    seo_description: made.seoDescription,
    numOfReviews: 3,
    ratings: 4,
    category: { slug: TEST_FAMILY },
    subcategory: { slug: "microphone-balanced-cables" },
    subSubcategory: null,
  });
  expect(product.images.map((i) => new URL(i.url).pathname)).toEqual(
    made.images.map((file) => `/uploads/${file}`),
  );
  expect(product.specifications.map((s) => [s.specId.slug, s.value.slug])).toEqual([
    ["sheath-material", "lszh"],
  ]);
  // Newest first.
  expect(product.reviews.map((r) => [r.name, r.rating, r.heading, r.comment])).toEqual(
    made.reviews.map((r) => [r.name, r.rating, r.heading, r.comment]).reverse(),
  );
  const raw = await response.text();
  expect(raw).not.toMatch(/"email"|"phone"|@example\.com/);
  for (const review of made.reviews) expect(raw).not.toContain(review.phone);
  const pdf = await request.get(product.datasheet!.datasheet);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const missing = await json(
    await request.get("/api/bel/products/no-such-cable"),
    S.ErrorAnswer,
    404,
  );
  expect(missing).toEqual({ success: false, message: "Product not found" });
});

test("PUT /reviews: the page form's rules; the review and its figures show at once", async ({
  request,
}) => {
  // An address of its own: anonymous writes are limited per address (5 a minute).
  const sender = { "X-Forwarded-For": clientAddress() };
  const target = createProduct({ ratings: [2, 2, 2] });
  const before = (
    await json(await request.get(`/api/bel/products/${target.slug}`), S.ProductAnswer)
  ).product;
  expect([before.numOfReviews, before.ratings]).toEqual([3, 2]);
  const review = {
    rating: 4,
    comment: "Pulled easily through 20 m of conduit.",
    heading: `API review ${uniqueTag()}`,
    name: "Contract Test",
    email: "contract@example.org",
    selectedCountry: "United Kingdom",
    phone: "7700900123",
    slug: target.slug,
    countryCode: "44",
  };
  const ok = await json(
    await request.put("/api/bel/reviews", { headers: sender, data: review }),
    S.MessageAnswer,
  );
  expect(ok).toEqual({ success: true, message: "Review submitted successfully" });
  const after = (await json(await request.get(`/api/bel/products/${target.slug}`), S.ProductAnswer))
    .product;
  expect(after.numOfReviews).toBe(4);
  expect(after.reviews[0].heading).toBe(review.heading);
  expect(after.ratings).toBe(2.5);

  const invalid = await json(
    await request.put("/api/bel/reviews", { headers: sender, data: { ...review, email: "nope" } }),
    S.ErrorAnswer,
    400,
  );
  expect(invalid.message).toBe("Please enter a valid email.");
  const missing = await json(
    await request.put("/api/bel/reviews", { headers: sender, data: { ...review, name: "" } }),
    S.ErrorAnswer,
    400,
  );
  expect(missing.message).toBe("All fields are required.");
  await json(
    await request.put("/api/bel/reviews", {
      headers: sender,
      data: { ...review, slug: "no-such-cable" },
    }),
    S.ErrorAnswer,
    404,
  );
  // The refused ones wrote nothing.
  const figures = withDb((db) =>
    db.prepare("SELECT num_of_reviews, ratings FROM products WHERE id = ?").get(target.id),
  );
  expect(figures).toEqual({ num_of_reviews: 4, ratings: 2.5 });
});

test("POST /reach-us: stored exactly as the page form stores it", async ({ request }) => {
  const sender = { "X-Forwarded-For": clientAddress() };
  const subject = `Contract ${uniqueTag()}`;
  const message = {
    name: "Jo Bloggs",
    phone: "2079460000",
    countryCode: "44",
    email: "Jo@Example.org",
    subject,
    message: "Please call me back about RG6.",
    selectedCountry: "United Kingdom",
  };
  const ok = await json(
    await request.post("/api/bel/reach-us", { headers: sender, data: message }),
    S.MessageAnswer,
  );
  expect(ok).toEqual({ success: true, message: "Your message has been sent." });
  const rows = withDb((db) =>
    db
      .prepare(
        "SELECT name, email, country, country_code, phone, message, handled FROM contact_messages WHERE subject = ?",
      )
      .all(subject),
  );
  expect(rows).toEqual([
    {
      name: "Jo Bloggs",
      email: "jo@example.org",
      country: "United Kingdom",
      country_code: "44",
      phone: "2079460000",
      message: "Please call me back about RG6.",
      handled: 0,
    },
  ]);

  const bad = await json(
    await request.post("/api/bel/reach-us", {
      headers: sender,
      data: { ...message, phone: "12ab" },
    }),
    S.ErrorAnswer,
    400,
  );
  expect(bad.errors?.phone).toEqual(["Please enter digits only."]);
});

test("company content: certificates, FAQ videos, know-how, blog", async ({ request }) => {
  const certs = await json(await request.get("/api/bel/certificate"), S.CertificatesAnswer);
  expect(certs.certificates.length).toBeGreaterThan(0);
  // Each has a name of its own (what lists show) beside its title (its heading).
  expect(certs.certificates.every((c) => c.name !== "" && c.title !== "")).toBe(true);
  expect(certs.certificates.some((c) => c.name !== c.title)).toBe(true);
  const videos = await json(await request.get("/api/bel/faq-videos"), S.VideosAnswer);
  expect(videos.videos.length).toBeGreaterThan(0);
  const know = await json(await request.get("/api/bel/know-how"), S.KnowHowAnswer);
  expect(know.know.every((k) => k.knowFile.endsWith(".pdf"))).toBe(true);
  const blog = await json(await request.get("/api/bel/blog"), S.BlogAnswer);
  // In the order staff chose: the seeded posts (which no test moves) were placed newest first.
  const seeded = new Set(seededPosts.map((p) => p.title));
  const dates = blog.blogs.filter((b) => seeded.has(b.title)).map((b) => b.createdAt);
  expect(dates).toHaveLength(seeded.size);
  expect(dates).toEqual([...dates].sort().reverse());
});

test("caching: catalogue answers revalidate with an ETag; /me is never stored", async ({
  request,
}) => {
  const first = await request.get("/api/bel/category");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(first.headers()["cache-control"]).toBe("public, max-age=60, must-revalidate");
  const again = await request.get("/api/bel/category", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  const me = await request.get("/api/bel/me");
  expect(me.status()).toBe(401);
  expect(me.headers()["cache-control"]).toContain("no-store");
  expect((await me.json()).success).toBe(false);
});

test("cookies and origins: a signed-in client is recognised; another site's writes are refused", async ({
  playwright,
  baseURL,
}) => {
  const user = createUser("manager");
  const client = await playwright.request.newContext({ baseURL });
  const login = await client.post("/api/bel/admin-bel", {
    data: { email: user.email, password: user.password },
    headers: { "X-Forwarded-For": clientAddress() },
  });
  expect(login.status()).toBe(200);
  const me = await client.get("/api/bel/me");
  expect((await me.json()).user.email).toBe(user.email);
  await client.dispose();

  const foreign = await request_(baseURL!).then((r) =>
    r.put("/api/bel/reviews", { data: {}, headers: { Origin: "https://evil.example" } }),
  );
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).success).toBe(false);
});

async function request_(baseURL: string) {
  const { request } = await import("@playwright/test");
  return request.newContext({ baseURL });
}

test("the OpenAPI document is valid and every path in it answers as documented", async ({
  request,
}) => {
  const doc = await (await request.get("/api/bel/openapi.json")).json();
  const result = await new Validator().validate(doc);
  expect(result.errors ?? []).toEqual([]);
  const { slug } = createProduct({ ratings: [4] });
  const samples: Record<string, string> = { slug, id: "1", token: "x".repeat(43) };
  for (const [path, methods] of Object.entries(
    doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
  )) {
    for (const [method, op] of Object.entries(methods)) {
      const url =
        "/api/bel" + path.replace(/\{(\w+)\}/g, (_, name: string) => samples[name] ?? "1");
      const response = await request.fetch(url, {
        method: method.toUpperCase(),
        ...(method === "get" ? {} : { data: {} }),
        headers: { "X-Forwarded-For": clientAddress() },
      });
      expect(
        Object.keys(op.responses),
        `${method.toUpperCase()} ${url} answered ${response.status()}`,
      ).toContain(String(response.status()));
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    }
  }
});

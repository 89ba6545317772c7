/**
 * Contract tests of the public /api/bel calls, over HTTP against the production build: status,
 * content type, and the exact keys and types of each body (checked with the same zod shapes the
 * OpenAPI document is generated from), and that the API and the pages agree.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import Database from "better-sqlite3";
import type { z } from "zod";
import * as S from "./api.shapes";
import { E2E_DB } from "./admin.fixtures";

async function json<T extends z.ZodType>(
  response: APIResponse,
  shape: T,
  status = 200,
): Promise<z.infer<T>> {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = await response.json();
  const parsed = shape.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  return parsed.data as z.infer<T>;
}

/** Product slugs and count as the listing page shows them, read from its HTML. */
async function pageListing(request: APIRequestContext, query: string) {
  const html = await (await request.get(`/products${query}`)).text();
  const grid = html.slice(
    html.indexOf('class="product-grid"'),
    html.indexOf("</section>", html.indexOf('class="product-grid"')),
  );
  const slugs = [
    ...grid.matchAll(/class="product-card__name"><a[^>]*href="\/products\/([^"]+)"/g),
  ].map((m) => m[1]);
  const count = Number(
    /of (\d+) products?/.exec(html)?.[1] ?? (html.includes("No products found") ? 0 : NaN),
  );
  return { slugs, count };
}

const someProduct = async (request: APIRequestContext) =>
  (await json(await request.get("/api/bel/products?sort=popular"), S.ProductListAnswer))
    .products[0];

test("GET /category: the three-level tree with category images", async ({ request }) => {
  const body = await json(await request.get("/api/bel/category"), S.CategoryListAnswer);
  expect(body.categoryList).toHaveLength(6);
  expect(
    body.categoryList.every((c) =>
      /^https?:\/\/.+\/uploads\/categories\/.+\.webp$/.test(c.categoryImage),
    ),
  ).toBe(true);
  expect(body.categoryList.some((c) => c.children.some((s) => s.children.length > 0))).toBe(true);
  const image = await request.get(body.categoryList[0].categoryImage);
  expect(image.headers()["content-type"]).toBe("image/webp");
});

test("GET /products: the page's filters, order, count and page size", async ({ request }) => {
  const all = await json(await request.get("/api/bel/products"), S.ProductListAnswer);
  expect(all.resPerFilter).toBe(16);
  expect(all.products).toHaveLength(16);
  expect(all.filteredProductsCount).toBeGreaterThanOrEqual(80);

  const fields = await json(await request.get("/api/bel/fields"), S.FieldsAnswer);
  const sheath = fields.specifications.find((g) => g.slug === "sheath-material")!;
  const lszh = sheath.children.find((v) => v.slug === "lszh")!;
  const queries = [
    "",
    "?page=2",
    "?category=copper-connectivity",
    "?category=building-industrial-cables&subcategory=fire-detection-alarm-cables",
    `?spec-${sheath.slug}=${lszh.slug}`,
    `?keyword=cat6&spec-${sheath.slug}=${lszh.slug}`,
    "?keyword=coax",
    "?keyword=armoured&sort=rated",
    "?sort=popular&page=2",
    "?sort=date",
    "?keyword=zzzznothing",
  ];
  for (const q of queries) {
    // Other journeys add reviews and products meanwhile: compare a page read between two
    // identical API answers.
    let api, page, again;
    for (let attempt = 0; attempt < 5; attempt++) {
      api = await json(await request.get(`/api/bel/products${q}`), S.ProductListAnswer);
      page = await pageListing(request, q);
      again = await json(await request.get(`/api/bel/products${q}`), S.ProductListAnswer);
      if (JSON.stringify(api) === JSON.stringify(again)) break;
    }
    if (!api || !page) throw new Error("no answer");
    expect(page.slugs, `page and API agree for ${q || "(no query)"}`).toEqual(
      api.products.map((p) => p.slug),
    );
    expect(page.count, `count for ${q || "(no query)"}`).toBe(api.filteredProductsCount);
  }
});

test("GET /products/{slug}: the whole product, never a reviewer's e-mail or phone", async ({
  request,
}) => {
  const first = await someProduct(request);
  const response = await request.get(`/api/bel/products/${first.slug}`);
  const { product } = await json(response, S.ProductAnswer);
  expect(product.slug).toBe(first.slug);
  expect(product.reviews.length).toBeGreaterThan(0);
  expect(product.specifications.length).toBeGreaterThan(0);
  const raw = await response.text();
  expect(raw).not.toMatch(/"email"|"phone"|@example\.com/);
  if (product.datasheet) {
    const pdf = await request.get(product.datasheet.datasheet);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  }
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
  const { products } = await json(
    await request.get("/api/bel/products?sort=date"),
    S.ProductListAnswer,
  );
  const target = products[products.length - 1];
  const before = (
    await json(await request.get(`/api/bel/products/${target.slug}`), S.ProductAnswer)
  ).product;
  const review = {
    rating: 4,
    comment: "Pulled easily through 20 m of conduit.",
    heading: `API review ${Date.now()}`,
    name: "Contract Test",
    email: "contract@example.org",
    selectedCountry: "United Kingdom",
    phone: "7700900123",
    slug: target.slug,
    countryCode: "44",
  };
  const ok = await json(await request.put("/api/bel/reviews", { data: review }), S.MessageAnswer);
  expect(ok).toEqual({ success: true, message: "Review submitted successfully" });
  const after = (await json(await request.get(`/api/bel/products/${target.slug}`), S.ProductAnswer))
    .product;
  expect(after.numOfReviews).toBe(before.numOfReviews + 1);
  expect(after.reviews[0].heading).toBe(review.heading);
  expect(after.ratings).toBeCloseTo(
    (before.ratings * before.numOfReviews + 4) / (before.numOfReviews + 1),
    5,
  );

  const invalid = await json(
    await request.put("/api/bel/reviews", { data: { ...review, email: "nope" } }),
    S.ErrorAnswer,
    400,
  );
  expect(invalid.message).toBe("Please enter a valid email.");
  const missing = await json(
    await request.put("/api/bel/reviews", { data: { ...review, name: "" } }),
    S.ErrorAnswer,
    400,
  );
  expect(missing.message).toBe("All fields are required.");
  await json(
    await request.put("/api/bel/reviews", { data: { ...review, slug: "no-such-cable" } }),
    S.ErrorAnswer,
    404,
  );
});

test("POST /reach-us: stored exactly as the page form stores it", async ({ request }) => {
  const subject = `Contract ${Date.now()}`;
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
    await request.post("/api/bel/reach-us", { data: message }),
    S.MessageAnswer,
  );
  expect(ok).toEqual({ success: true, message: "Your message has been sent." });
  const db = new Database(E2E_DB, { readonly: true });
  const row = db
    .prepare(
      "SELECT name, email, country, country_code, phone, message, handled FROM contact_messages WHERE subject = ?",
    )
    .get(subject);
  db.close();
  expect(row).toEqual({
    name: "Jo Bloggs",
    email: "jo@example.org",
    country: "United Kingdom",
    country_code: "44",
    phone: "2079460000",
    message: "Please call me back about RG6.",
    handled: 0,
  });

  const bad = await json(
    await request.post("/api/bel/reach-us", { data: { ...message, phone: "12ab" } }),
    S.ErrorAnswer,
    400,
  );
  expect(bad.errors?.phone).toEqual(["Please enter digits only."]);
});

test("company content: certificates, FAQ videos, know-how, blog", async ({ request }) => {
  const certs = await json(await request.get("/api/bel/certificate"), S.CertificatesAnswer);
  expect(certs.certificates.length).toBeGreaterThan(0);
  const videos = await json(await request.get("/api/bel/faq-videos"), S.VideosAnswer);
  expect(videos.videos.length).toBeGreaterThan(0);
  const know = await json(await request.get("/api/bel/know-how"), S.KnowHowAnswer);
  expect(know.know.every((k) => k.knowFile.endsWith(".pdf"))).toBe(true);
  const blog = await json(await request.get("/api/bel/blog"), S.BlogAnswer);
  const dates = blog.blogs.map((b) => b.createdAt);
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
  const client = await playwright.request.newContext({ baseURL });
  const login = await client.post("/api/bel/admin-bel", {
    data: { email: "manager@belcables.co.uk", password: "BelManager2026!" },
    headers: { "X-Forwarded-For": `10.9.${Date.now() % 250}.1` },
  });
  expect(login.status()).toBe(200);
  const me = await client.get("/api/bel/me");
  expect((await me.json()).user.email).toBe("manager@belcables.co.uk");
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
  const slug = (await someProduct(request)).slug;
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
        headers: { "X-Forwarded-For": `10.8.${Math.floor(Math.random() * 250)}.1` },
      });
      expect(
        Object.keys(op.responses),
        `${method.toUpperCase()} ${url} answered ${response.status()}`,
      ).toContain(String(response.status()));
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    }
  }
});

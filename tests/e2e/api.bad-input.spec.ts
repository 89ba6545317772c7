/**
 * Malformed requests across the public /api/bel calls: every answer is a 4xx JSON error, never a
 * 5xx or an HTML page, and the server is healthy afterwards.
 */
import { expect, test } from "@playwright/test";

type Case = {
  method: string;
  path: string;
  body?: string | Buffer;
  type?: string;
  headers?: Record<string, string>;
};

/**
 * Search text is never malformed: operators, quotes, SQL and emoji are searched as words and
 * answer 200 with results or none.
 */
function searches(): Case[] {
  return keywords.map((k) => ({
    method: "GET",
    path: `/api/bel/products?keyword=${encodeURIComponent(k)}`,
  }));
}

const review = {
  rating: 5,
  comment: "Good",
  heading: "Fine",
  name: "A",
  email: "a@b.co",
  selectedCountry: "United Kingdom",
  phone: "0123456",
  slug: "x",
  countryCode: "44",
};
const contact = {
  name: "A",
  phone: "0123456",
  countryCode: "44",
  email: "a@b.co",
  subject: "",
  message: "Hi",
  selectedCountry: "United Kingdom",
};

const keywords = [
  '"',
  '""',
  "*",
  "**",
  "-",
  "-cable",
  "NEAR",
  "NEAR(a b, 2)",
  "a OR",
  "AND",
  "NOT x",
  "name:cat6",
  "^cat",
  "(((",
  ")",
  "🙂",
  "🙂🙂🙂",
  "x".repeat(2000),
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  "%",
  "\\",
  "{}",
  "cat6\u0000",
];

function cases(): Case[] {
  const list: Case[] = [];
  const json = (method: string, path: string, body: unknown) =>
    list.push({ method, path, body: JSON.stringify(body), type: "application/json" });
  // Query strings of the listing
  for (const k of keywords.slice(0, 8))
    list.push({ method: "GET", path: `/api/bel/products?keyword=${encodeURIComponent(k)}&page=x` });
  for (const q of [
    "page=0",
    "page=-1",
    "page=1.5",
    "page=abc",
    "page=1e9",
    "page=",
    "sort=cheapest",
    "sort=",
    "category=Not A Slug",
    "category=" + "a".repeat(300),
    "spec-sheath-material=LSZH!",
    "spec-=x",
    "unknown=1",
    "page=1&page=2",
    "keyword=" + "x".repeat(2001),
    "sub-subcategory=%2e%2e",
  ]) {
    list.push({ method: "GET", path: `/api/bel/products?${q}` });
  }
  // Unknown slugs and paths
  for (const path of [
    "/api/bel/products/no-such-cable",
    "/api/bel/products/%00",
    "/api/bel/products/" + "x".repeat(300),
    "/api/bel/nope",
    "/api/bel/products/a/b",
    "/api/bel/admin/nope",
    "/api/bel/products/x?reviews=0",
    "/api/bel/products/x?foo=1",
    "/api/bel/category?x=1",
    "/api/bel/fields?x=1",
    "/api/bel/blog?page=2",
  ]) {
    list.push({ method: "GET", path });
  }
  // Wrong methods
  for (const [method, path] of [
    ["POST", "/api/bel/category"],
    ["DELETE", "/api/bel/products"],
    ["PUT", "/api/bel/fields"],
    ["GET", "/api/bel/reviews"],
    ["POST", "/api/bel/reviews"],
    ["DELETE", "/api/bel/reviews"],
    ["GET", "/api/bel/reach-us"],
    ["PUT", "/api/bel/reach-us"],
    ["PATCH", "/api/bel/certificate"],
    ["DELETE", "/api/bel/blog"],
    ["POST", "/api/bel/know-how"],
    ["PUT", "/api/bel/faq-videos"],
  ]) {
    list.push({ method, path });
  }
  // Bodies of the two writes
  for (const path of ["/api/bel/reviews", "/api/bel/reach-us"]) {
    const method = path.endsWith("reviews") ? "PUT" : "POST";
    list.push({ method, path, body: "{bad json", type: "application/json" });
    list.push({ method, path, body: "", type: "application/json" });
    list.push({ method, path, body: "null", type: "application/json" });
    list.push({ method, path, body: "[]", type: "application/json" });
    list.push({ method, path, body: '"text"', type: "application/json" });
    list.push({ method, path, body: "name=a", type: "application/x-www-form-urlencoded" });
    list.push({ method, path, body: "hello", type: "text/plain" });
    list.push({ method, path, body: JSON.stringify(review) });
    list.push({
      method,
      path,
      body: Buffer.alloc(1024 * 1024 + 10, 0x20),
      type: "application/json",
    });
    list.push({
      method,
      path,
      body: JSON.stringify({ ...review, ...contact }),
      type: "application/json",
      headers: { Origin: "https://evil.example" },
    });
  }
  const base = review;
  for (const change of [
    { rating: "five" },
    { rating: 0 },
    { rating: 6 },
    { rating: 3.5 },
    { rating: null },
    { name: "" },
    { name: 42 },
    { name: "x".repeat(5000) },
    { email: "no-at" },
    { email: "a@b" },
    { email: ["a@b.co"] },
    { selectedCountry: "Atlantis" },
    { phone: "12-34" },
    { phone: "1" },
    { phone: "1".repeat(40) },
    { heading: "   " },
    { comment: { text: "x" } },
    { slug: "" },
    { slug: "no-such-cable" },
    { slug: "x".repeat(500) },
  ]) {
    json("PUT", "/api/bel/reviews", { ...base, ...change });
  }
  for (const change of [
    { name: "" },
    { name: "x".repeat(101) },
    { email: "bad" },
    { email: `${"x".repeat(250)}@a.co` },
    { subject: "x".repeat(151) },
    { message: "" },
    { message: "x".repeat(5001) },
    { phone: "abc" },
    { phone: "123" },
    { phone: "1234567890123456" },
    { selectedCountry: "" },
    { selectedCountry: "Narnia" },
    { email: 12 },
    { name: null },
    { message: ["x"] },
    { subject: 5 },
    { countryCode: { x: 1 } },
  ]) {
    json("POST", "/api/bel/reach-us", { ...contact, ...change });
  }
  return list;
}

test("search text of any kind answers 200 with results or none", async ({ request }) => {
  for (const c of searches()) {
    const response = await request.get(c.path);
    expect(response.status(), c.path.slice(0, 80)).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(Array.isArray(body.products)).toBe(true);
  }
});

test("over 100 malformed requests get only 4xx JSON answers, and the server stays healthy", async ({
  request,
}) => {
  const all = cases();
  expect(all.length).toBeGreaterThanOrEqual(100);
  const failures: string[] = [];
  for (const c of all) {
    const response = await request.fetch(c.path, {
      method: c.method,
      headers: { ...(c.type ? { "Content-Type": c.type } : {}), ...c.headers },
      ...(c.body !== undefined ? { data: c.body } : {}),
      failOnStatusCode: false,
    });
    const status = response.status();
    const type = response.headers()["content-type"] ?? "";
    let body: { success?: unknown; message?: unknown } = {};
    try {
      body = await response.json();
    } catch {
      body = {};
    }
    const label = `${c.method} ${c.path.slice(0, 80)} ${c.type ?? ""}`;
    if (status < 400 || status >= 500) failures.push(`${label} → ${status}`);
    else if (
      !type.startsWith("application/json") ||
      body.success !== false ||
      typeof body.message !== "string"
    ) {
      failures.push(`${label} → ${status} ${type} ${JSON.stringify(body).slice(0, 80)}`);
    }
  }
  expect(failures).toEqual([]);
  const health = await request.get("/healthcheck");
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe("ok");
});

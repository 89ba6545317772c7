/**
 * A client written against the original site (issue 14, points 7 and 10–13), over HTTP against
 * the production server with the exact payloads of the issue: dial codes and phones as it sends
 * them, e-mail verification by one-time code read from the outbox, CORS for the other origin the
 * e2e server lists (CORS_ORIGINS), public files, the same review twice.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { mailsTo } from "./admin.fixtures";
import { clientAddress } from "./api.client";
import { createProduct, uniqueTag, withDb } from "./data";
import { CORS_ORIGIN, PORT } from "./environment.js";

test.describe.configure({ mode: "parallel" });

const review = (slug: string, overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  comment: `Neat lay, easy to strip. ${uniqueTag()}`,
  heading: "Great drum",
  name: "Pat Installer",
  email: `pat-${uniqueTag()}@example.com`,
  selectedCountry: "United Kingdom",
  phone: "+44 07911 123456",
  slug,
  countryCode: [44],
  ...overrides,
});

function client(request: APIRequestContext) {
  const headers = { "X-Forwarded-For": clientAddress() };
  return {
    put: (path: string, data: unknown) => request.put(`/api/bel${path}`, { headers, data }),
    post: (path: string, data: unknown, extra: Record<string, string> = {}) =>
      request.post(`/api/bel${path}`, { headers: { ...headers, ...extra }, data }),
  };
}

/** The code of the newest e-mail to `email`, once the server's mail worker has written it. */
async function codeFor(email: string, count = 1) {
  await expect.poll(() => mailsTo(email).length).toBe(count);
  const code = mailsTo(email)[0].match(/verification code is (\d{6})/)?.[1];
  expect(code).toBeDefined();
  return code!;
}

test('countryCode [44], "44" and 44 with phone +44 07911 123456: digits stored apart (reviews and reach-us)', async ({
  request,
}) => {
  const product = createProduct();
  const api = client(request);
  const emails: string[] = [];
  for (const countryCode of [[44], "44", 44]) {
    const body = review(product.slug, { countryCode });
    emails.push(body.email);
    const answer = await api.put("/reviews", body);
    expect(await answer.json()).toEqual({
      success: true,
      message: "Review submitted successfully",
    });
  }
  const rows = withDb((db) =>
    db
      .prepare(
        `SELECT country, country_code AS countryCode, phone FROM reviews
         WHERE product_id = ? AND email IN (?, ?, ?)`,
      )
      .all(product.id, ...emails),
  );
  expect(rows).toEqual(
    Array(3).fill({ country: "United Kingdom", countryCode: "44", phone: "07911123456" }),
  );

  const subject = `Drums ${uniqueTag()}`;
  const sent = await api.post("/reach-us", {
    name: "Chris Contractor",
    email: "chris@example.com",
    selectedCountry: "United Kingdom",
    countryCode: [44],
    phone: "+44 07911 123456",
    subject,
    message: "Do you cut SWA to length?",
  });
  expect(sent.status()).toBe(200);
  expect(
    withDb((db) =>
      db
        .prepare(
          "SELECT country_code AS countryCode, phone FROM contact_messages WHERE subject = ?",
        )
        .get(subject),
    ),
  ).toEqual({ countryCode: "44", phone: "07911123456" });

  // The 4–15 rule is on the digits; a dial code that is not the country's is named.
  const short = await api.put("/reviews", review(product.slug, { phone: "+44 (0) 12" }));
  expect(short.status()).toBe(400);
  expect((await short.json()).errors.phone).toEqual([
    "Please enter a phone number of 4 to 15 digits.",
  ]);
  const other = await api.put("/reviews", review(product.slug, { phone: "+353 87 123 4567" }));
  expect((await other.json()).errors.phone).toEqual([
    "The number's dial code is not the one of United Kingdom (+44).",
  ]);
});

test("the same review twice within a day is refused: 409 on comment", async ({ request }) => {
  const product = createProduct();
  const api = client(request);
  const body = review(product.slug);
  expect((await api.put("/reviews", body)).status()).toBe(200);
  const again = await api.put("/reviews", { ...body, heading: "Posted again" });
  expect(again.status()).toBe(409);
  const message = "You have already posted this review. The same review can be sent once a day.";
  expect(await again.json()).toEqual({ success: false, message, errors: { comment: [message] } });
  expect(
    withDb((db) => db.prepare("SELECT count(*) AS n FROM reviews WHERE email = ?").get(body.email)),
  ).toEqual({ n: 1 });
});

test("send-otp → the code from the outbox → verify-otp; the review is stored verified and shows it", async ({
  request,
}) => {
  const product = createProduct({ ratings: [5] });
  const api = client(request);
  const email = `otp-${uniqueTag()}@example.com`;
  const sent = await api.post("/send-otp", { email });
  expect(await sent.json()).toEqual({
    success: true,
    message: "A 6-digit code has been sent to your email. It is valid for 10 minutes.",
  });
  const code = await codeFor(email);
  // Only a hash is stored.
  const stored = withDb(
    (db) =>
      db.prepare("SELECT code_hash AS hash FROM email_codes WHERE email = ?").get(email) as {
        hash: string;
      },
  );
  expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.hash).not.toContain(code);

  const ok = await api.post("/verify-otp", { email, otp: code });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ success: true, verified: true });

  const heading = `Verified ${uniqueTag()}`;
  expect((await api.put("/reviews", review(product.slug, { email, heading }))).status()).toBe(200);
  const detail = await (await request.get(`/api/bel/products/${product.slug}`)).json();
  const badges = detail.product.reviews.map((r: { heading: string; verified: boolean }) => [
    r.heading === heading ? "mine" : "seeded",
    r.verified,
  ]);
  expect(badges).toEqual([
    ["mine", true],
    ["seeded", false],
  ]);
});

test("verify-otp: 5 wrong tries, then even the right code is refused; an expired code is refused", async ({
  request,
}) => {
  const api = client(request);
  const email = `tries-${uniqueTag()}@example.com`;
  await api.post("/send-otp", { email });
  const code = await codeFor(email);
  const wrong = code === "000000" ? "111111" : "000000";
  for (let i = 1; i <= 5; i++) {
    const answer = await api.post("/verify-otp", { email, otp: wrong });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).message).toBe(
      i < 5 ? "The code is not correct." : "Too many wrong codes. Please ask for a new one.",
    );
  }
  const right = await api.post("/verify-otp", { email, otp: code });
  expect(right.status()).toBe(400);
  expect(await right.json()).toEqual({
    success: false,
    message: "Too many wrong codes. Please ask for a new one.",
    errors: { otp: ["Too many wrong codes. Please ask for a new one."] },
  });

  // A new code, ten minutes old: expired.
  await api.post("/send-otp", { email });
  const next = await codeFor(email, 2);
  withDb((db) =>
    db
      .prepare(
        "UPDATE email_codes SET expires_at = ? WHERE email = ? AND verified_at IS NULL AND expires_at > ?",
      )
      .run(Date.now() - 1, email, Date.now()),
  );
  const late = await api.post("/verify-otp", { email, otp: next });
  expect(late.status()).toBe(400);
  expect((await late.json()).message).toBe(
    "The code has expired or was not requested. Please ask for a new one.",
  );
  // Bad input is a 400 with the field.
  const bad = await api.post("/verify-otp", { email, otp: "12ab56" });
  expect((await bad.json()).errors.otp).toEqual(["Please enter the 6-digit code from the e-mail."]);
});

test("CORS: a listed origin's preflight is answered with credentials; another origin is refused", async ({
  request,
}) => {
  const preflight = (origin: string) =>
    request.fetch("/api/bel/send-otp", {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
  const listed = await preflight(CORS_ORIGIN);
  expect(listed.status()).toBe(204);
  const h = listed.headers();
  expect(h["access-control-allow-origin"]).toBe(CORS_ORIGIN);
  expect(h["access-control-allow-credentials"]).toBe("true");
  expect(h["access-control-allow-methods"]).toContain("POST");
  expect(h["access-control-allow-headers"]?.toLowerCase()).toContain("content-type");
  expect(h["vary"]).toMatch(/Origin/);

  const stranger = await preflight("https://evil.example");
  expect(stranger.status()).toBe(403);
  expect(stranger.headers()["access-control-allow-origin"]).toBeUndefined();
  expect(stranger.headers()["vary"]).toMatch(/Origin/);

  // The calls themselves: the listed origin may write, with its CORS headers; others may not.
  const api = client(request);
  const fromListed = await api.post(
    "/send-otp",
    { email: `cors-${uniqueTag()}@example.com` },
    { Origin: CORS_ORIGIN, "Sec-Fetch-Site": "cross-site" },
  );
  expect(fromListed.status()).toBe(200);
  expect(fromListed.headers()["access-control-allow-origin"]).toBe(CORS_ORIGIN);
  expect(fromListed.headers()["access-control-allow-credentials"]).toBe("true");
  const fromElsewhere = await api.post(
    "/send-otp",
    { email: `cors-${uniqueTag()}@example.com` },
    { Origin: "https://evil.example" },
  );
  expect(fromElsewhere.status()).toBe(403);
  expect(fromElsewhere.headers()["access-control-allow-origin"]).toBeUndefined();

  // Every /api/bel answer varies on Origin: reads, 404s, refusals of the HTTP layer.
  for (const [method, path] of [
    ["GET", "/api/bel/category"],
    ["GET", "/api/bel/no-such-thing"],
    ["PATCH", "/api/bel/reviews"],
  ]) {
    const answer = await request.fetch(path, { method });
    expect(answer.headers()["vary"], `${method} ${path}`).toMatch(/Origin/);
  }
});

test("public files under /uploads answer Access-Control-Allow-Origin: *; API file URLs use SITE_URL", async ({
  request,
}) => {
  const product = createProduct({ images: 1 });
  const detail = await (await request.get(`/api/bel/products/${product.slug}`)).json();
  const url: string = detail.product.images[0].url;
  // The e2e server runs in production with SITE_URL = its own address.
  expect(url.startsWith(`http://127.0.0.1:${PORT}/uploads/`)).toBe(true);
  const file = await request.get(new URL(url).pathname, {
    headers: { Origin: "https://anywhere.example" },
  });
  expect(file.status()).toBe(200);
  expect(file.headers()["access-control-allow-origin"]).toBe("*");
  expect(file.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
});

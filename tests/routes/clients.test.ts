/**
 * Issue 14, points 7 and 10–13: what clients written against the original site send (the exact
 * payloads of the issue), through the real API route modules and the product page's action, on
 * a database of this file's own: dial codes and phones, one-time e-mail codes, the same review
 * twice, the approval setting, origins.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, emailCodes, products, reviews } from "../../db/schema";
import { endpoints } from "~/api/registry.server";
import { db } from "~/db.server";
import { env, parseEnv } from "~/env.server";
import {
  CODE_EXPIRED,
  CODE_SPENT,
  CODE_WRONG,
  verifyEmailCode,
  VERIFIED_FOR_MS,
  isEmailVerified,
} from "~/models/email-code.server";
import { createProduct, getProductDetail } from "~/models/product.server";
import { DUPLICATE_REVIEW, REVIEW_PENDING, REVIEW_SUBMITTED } from "~/models/review.server";
import { updateSettings } from "~/models/settings.server";
import * as adminReviews from "~/routes/admin.reviews._index";
import * as apiRoute from "~/routes/api.bel.$";
import * as productPage from "~/routes/products.$slug/route";
import { ContactSchema } from "~/schemas/contact";
import { ReviewSchema } from "~/schemas/review";
import { createTaxonomy, resetDb } from "../fixtures";
import {
  cookieFor,
  deliverMail,
  insertUser,
  makeRequest,
  outboxMessages,
  run,
  toastOf,
  type Answer,
} from "./admin.helpers";

// Every /api/bel path is served by one route module, which routes by the request's URL.
const categoryApi = apiRoute,
  productApi = apiRoute,
  reachUs = apiRoute,
  reviewsApi = apiRoute,
  sendOtp = apiRoute,
  verifyOtp = apiRoute;

let slug = "";
let productId = 0;
let categoryId = 0;
let client = 0;

beforeEach(() => {
  resetDb();
  const t = createTaxonomy();
  const p = createProduct({ name: "Cat6 U/UTP LSZH", description: "Data.", categoryId: t.lan.id });
  slug = p.slug;
  productId = p.id;
  categoryId = t.lan.id;
});

/** Each request from an address of its own, so the limits on anonymous writes stay out of the way. */
const from = () => ({ "X-Bel-Client-Address": `203.0.113.${++client % 250}` });

function expectDeclared(method: string, path: string, answer: Answer) {
  const e = endpoints.find((x) => x.method === method && x.path === path)!;
  const declared = e.responses[answer.status];
  expect(declared, `${method} ${path} declares ${answer.status}: ${answer.text}`).toBeDefined();
  const parsed = declared.schema?.safeParse(answer.json);
  expect(parsed?.success ? [] : parsed?.error.issues).toEqual([]);
  return answer.json;
}

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 5,
  comment: "Neat lay, easy to strip.",
  heading: "Great drum",
  name: "Pat Installer",
  email: "pat@example.com",
  selectedCountry: "United Kingdom",
  phone: "+44 07911 123456",
  slug,
  countryCode: [44],
  ...overrides,
});

const putReview = (body: unknown) =>
  run(
    reviewsApi.action,
    makeRequest("/api/bel/reviews", { method: "PUT", json: body, headers: from() }),
  );

// ---------------------------------------------------------------------------------------------

describe("dial codes and phone numbers (points 10 and 11), in the shared schemas", () => {
  const base = {
    name: "Pat",
    email: "pat@example.com",
    selectedCountry: "United Kingdom",
    message: "Hello",
  };

  it("reads countryCode as a string, a number or an array of them, and keeps its digits", () => {
    for (const countryCode of [[44], "44", 44, "+44", ["+44"], ["44"]]) {
      const parsed = ContactSchema.safeParse({ ...base, phone: "07911123456", countryCode });
      expect(parsed.success ? parsed.data.countryCode : parsed.error.issues).toBe("44");
    }
    const none = ContactSchema.parse({ ...base, phone: "07911123456" });
    expect(none.countryCode).toBe("44");
    for (const countryCode of ["4x", [44, 353], { code: 44 }, "12345"]) {
      const parsed = ContactSchema.safeParse({ ...base, phone: "07911123456", countryCode });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].path).toEqual(["countryCode"]);
    }
  });

  it("keeps the national number's digits and the dial code apart", () => {
    const cases: [string, string, string][] = [
      ["+44 07911 123456", "07911123456", "44"],
      ["+44 (0) 7911-123.456", "07911123456", "44"],
      ["+447911123456", "7911123456", "44"],
      ["07911 123 456", "07911123456", "44"],
      ["(01753) 000-000", "01753000000", "44"],
    ];
    for (const [phone, national, dial] of cases) {
      const value = ReviewSchema.parse(review({ phone }));
      expect([value.phone, value.countryCode], phone).toEqual([national, dial]);
    }
  });

  it("applies the 4 to 15 digit rule to the digits, and names a dial code that is not the country's", () => {
    const message = (phone: string, more: Record<string, unknown> = {}) => {
      const parsed = ReviewSchema.safeParse(review({ phone, ...more }));
      return parsed.success ? null : parsed.error.issues.map((i) => [i.path, i.message]);
    };
    expect(message("12 3")).toEqual([
      [["phone"], "Please enter a phone number of 4 to 15 digits."],
    ]);
    expect(message("1234")).toBeNull();
    expect(message("+44 123")).toEqual([
      [["phone"], "Please enter a phone number of 4 to 15 digits."],
    ]);
    expect(message("1234567890123456")).toEqual([
      [["phone"], "Please enter a phone number of 4 to 15 digits."],
    ]);
    expect(message("12ab")).toEqual([[["phone"], "Please enter digits only."]]);
    expect(message("44+7911123456")).toEqual([[["phone"], "Please enter digits only."]]);
    expect(message("+353 87 123 4567")).toEqual([
      [["phone"], "The number's dial code is not the one of United Kingdom (+44)."],
    ]);
    // A country with several codes: the one sent is kept.
    const kosovo = ReviewSchema.parse(
      review({ selectedCountry: "Kosovo", phone: "+383 44 123 456", countryCode: 383 }),
    );
    expect([kosovo.phone, kosovo.countryCode]).toEqual(["44123456", "383"]);
    // A dial code that is not the country's gives way to the country's.
    const ireland = ReviewSchema.parse(
      review({ selectedCountry: "Ireland", phone: "087 123 4567", countryCode: "44" }),
    );
    expect(ireland.countryCode).toBe("353");
  });

  it("PUT /reviews and POST /reach-us take the issue's payloads and store digits", async () => {
    for (const [i, countryCode] of ([[44], "44", 44] as unknown[]).entries()) {
      const answer = await putReview(review({ countryCode, comment: `Comment ${i}.` }));
      expect(expectDeclared("PUT", "/reviews", answer)).toEqual({
        success: true,
        message: REVIEW_SUBMITTED,
      });
    }
    const rows = db
      .select({ phone: reviews.phone, countryCode: reviews.countryCode, country: reviews.country })
      .from(reviews)
      .all();
    expect(rows).toEqual(
      Array(3).fill({ phone: "07911123456", countryCode: "44", country: "United Kingdom" }),
    );

    const sent = await run(
      reachUs.action,
      makeRequest("/api/bel/reach-us", {
        json: {
          name: "Chris",
          email: "chris@example.com",
          selectedCountry: "United Kingdom",
          countryCode: [44],
          phone: "+44 07911 123456",
          subject: "Drums",
          message: "Do you cut to length?",
        },
        headers: from(),
      }),
    );
    expect(expectDeclared("POST", "/reach-us", sent).success).toBe(true);
    expect(
      db
        .select({ phone: contactMessages.phone, countryCode: contactMessages.countryCode })
        .from(contactMessages)
        .get(),
    ).toEqual({ phone: "07911123456", countryCode: "44" });

    const wrong = await putReview(review({ phone: "+1 (555) 010-9999", comment: "Other." }));
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.phone).toEqual([
      "The number's dial code is not the one of United Kingdom (+44).",
    ]);
  });

  it("the page form takes them too: its dial-code box sends +44", async () => {
    const answer = await reviewPage({ phone: "+44 07911 123456", countryCode: "+44" });
    expect(answer.status).toBe(302);
    expect(db.select({ phone: reviews.phone }).from(reviews).get()).toEqual({
      phone: "07911123456",
    });
  });
});

// ---------------------------------------------------------------------------------------------

function reviewPage(overrides: Record<string, string> = {}, intent = "review") {
  const form = {
    intent,
    name: "Pat Installer",
    email: "pat@example.com",
    selectedCountry: "United Kingdom",
    countryCode: "+44",
    phone: "7911123456",
    rating: "4",
    heading: "Great drum",
    comment: "Neat lay, easy to strip.",
    ...overrides,
  };
  return run(
    productPage.action,
    makeRequest(`/products/${slug}?review=new`, { form, headers: from() }),
    { slug },
  );
}

describe("the same review twice, and reviews held for approval (point 7)", () => {
  it("refuses the same e-mail, product and text within a day (API 409, page 409 on comment)", async () => {
    expect((await putReview(review())).status).toBe(200);
    const again = await putReview(review({ email: "PAT@example.com", heading: "Other heading" }));
    expect(expectDeclared("PUT", "/reviews", again)).toEqual({
      success: false,
      message: DUPLICATE_REVIEW,
      errors: { comment: [DUPLICATE_REVIEW] },
    });
    expect(again.status).toBe(409);

    const page = await reviewPage();
    expect(page.status).toBe(409);
    expect(page.json.result.error).toEqual({ comment: [DUPLICATE_REVIEW] });
    // The form comes back with what was typed.
    expect(page.json.result.initialValue).toMatchObject({ heading: "Great drum" });

    // Another text, another product, another e-mail, or a day later: accepted.
    expect((await putReview(review({ comment: "Second thoughts." }))).status).toBe(200);
    expect((await putReview(review({ email: "sam@example.com" }))).status).toBe(200);
    const other = createProduct({ name: "Cat6 F/UTP", description: "Data.", categoryId });
    expect((await putReview(review({ slug: other.slug }))).status).toBe(200);
    db.update(reviews)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(reviews.productId, productId))
      .run();
    expect((await putReview(review())).status).toBe(200);
  });

  it("with the setting on, a new review waits for staff: hidden and not counted until approved", async () => {
    const staff = insertUser({ role: "manager" });
    const { cookie } = await cookieFor(staff.id);
    await putReview(review({ comment: "Shown at once." }));
    updateSettings(
      { id: staff.id, name: staff.name, email: staff.email, address: "test" },
      { reviewsNeedApproval: true },
    );

    const held = await putReview(review({ comment: "Held by the API." }));
    expect(expectDeclared("PUT", "/reviews", held)).toEqual({
      success: true,
      message: REVIEW_PENDING,
    });
    const page = await reviewPage({ comment: "Held by the page." });
    expect(page.status).toBe(302);
    expect((await toastOf(page))?.message).toBe(REVIEW_PENDING);

    const shown = () => getProductDetail(slug)!.reviews.map((r) => r.comment);
    const figures = () =>
      db
        .select({ n: products.numOfReviews, avg: products.ratings })
        .from(products)
        .where(eq(products.id, productId))
        .get();
    expect(shown()).toEqual(["Shown at once."]);
    expect(figures()).toEqual({ n: 1, avg: 5 });
    const api = await run(productApi.loader, makeRequest(`/api/bel/products/${slug}`), { slug });
    expect(api.json.product.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      "Shown at once.",
    ]);
    expect(api.json.product.numOfReviews).toBe(1);

    // Staff approve the page's one in the admin reviews screen.
    const pending = db
      .select()
      .from(reviews)
      .where(eq(reviews.comment, "Held by the page."))
      .get()!;
    expect(pending.status).toBe("pending");
    const approved = await run(
      adminReviews.action,
      makeRequest("/admin/reviews", {
        form: { intent: "approve", id: String(pending.id) },
        cookie,
      }),
    );
    expect((await toastOf(approved))?.message).toBe("Review approved successfully");
    expect(shown()).toEqual(["Held by the page.", "Shown at once."]);
    expect(figures()).toEqual({ n: 2, avg: 4.5 });
  });
});

// ---------------------------------------------------------------------------------------------

const sendCode = (email: string) =>
  run(sendOtp.action, makeRequest("/api/bel/send-otp", { json: { email }, headers: from() }));
const checkCode = (email: string, otp: unknown) =>
  run(verifyOtp.action, makeRequest("/api/bel/verify-otp", { json: { email, otp } }));

async function codeMailedTo(email: string) {
  await deliverMail();
  const mail = outboxMessages()
    .filter((m) => m.includes(`To: ${email}`))
    .at(-1);
  const code = mail?.match(/verification code is (\d{6})/)?.[1];
  expect(code, "a code in the e-mail").toBeDefined();
  return code!;
}

describe("e-mail verification by one-time code (point 12)", () => {
  it("e-mails a code, keeps only a hash, verifies it once; the review is stored verified and says so", async () => {
    const sent = await sendCode("Vera@Example.com");
    expect(expectDeclared("POST", "/send-otp", sent)).toEqual({
      success: true,
      message: "A 6-digit code has been sent to your email. It is valid for 10 minutes.",
    });
    const code = await codeMailedTo("vera@example.com");
    const row = db.select().from(emailCodes).get()!;
    expect(row.email).toBe("vera@example.com");
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60 * 1000);

    const ok = await checkCode("vera@example.com", code);
    expect(expectDeclared("POST", "/verify-otp", ok)).toEqual({ success: true, verified: true });
    // Spent: the same code again is refused.
    const twice = await checkCode("vera@example.com", code);
    expect(twice.status).toBe(400);

    await putReview(review({ email: "vera@example.com", comment: "Verified one." }));
    await putReview(review({ email: "nobody@example.com", comment: "Unverified one." }));
    const api = await run(productApi.loader, makeRequest(`/api/bel/products/${slug}`), { slug });
    expect(
      api.json.product.reviews.map((r: { comment: string; verified: boolean }) => [
        r.comment,
        r.verified,
      ]),
    ).toEqual([
      ["Unverified one.", false],
      ["Verified one.", true],
    ]);
    // 30 minutes later the address no longer counts as verified.
    expect(isEmailVerified("vera@example.com")).toBe(true);
    expect(isEmailVerified("vera@example.com", Date.now() + VERIFIED_FOR_MS + 1000)).toBe(false);
  });

  it("refuses after 5 wrong tries, even the right code; refuses an expired code; 400 on bad input", async () => {
    await sendCode("tries@example.com");
    const code = await codeMailedTo("tries@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 5; i++) {
      const answer = await checkCode("tries@example.com", wrong);
      expect(expectDeclared("POST", "/verify-otp", answer)).toEqual({
        success: false,
        message: i < 5 ? CODE_WRONG : CODE_SPENT,
        errors: { otp: [i < 5 ? CODE_WRONG : CODE_SPENT] },
      });
    }
    const right = await checkCode("tries@example.com", code);
    expect(right.status).toBe(400);
    expect(right.json.message).toBe(CODE_SPENT);

    // A new code works again; ten minutes on it has expired.
    await sendCode("tries@example.com");
    const next = await codeMailedTo("tries@example.com");
    expect(() =>
      verifyEmailCode({ email: "tries@example.com", otp: next }, Date.now() + 600_001),
    ).toThrow(CODE_EXPIRED);
    const late = await checkCode("nobody-asked@example.com", "123456");
    expect(late.json).toMatchObject({ success: false, message: CODE_EXPIRED });
    // A number is read with its leading zeros; anything but six digits is refused.
    expect((await checkCode("tries@example.com", 12345)).json.message).toBe(CODE_WRONG);
    expect((await checkCode("tries@example.com", "12345")).json.errors.otp).toEqual([
      "Please enter the 6-digit code from the e-mail.",
    ]);
    expect((await sendCode("not-an-email")).status).toBe(400);
  });

  it("limits codes per e-mail (3 in 10 minutes) and per address", async () => {
    const headers = { "X-Bel-Client-Address": "198.51.100.7" };
    const send = (email: string) =>
      run(sendOtp.action, makeRequest("/api/bel/send-otp", { json: { email }, headers }));
    for (let i = 0; i < 3; i++) expect((await send("limit@example.com")).status).toBe(200);
    const fourth = await send("limit@example.com");
    expect(expectDeclared("POST", "/send-otp", fourth).message).toMatch(
      /^Too many verification codes requested/,
    );
    expect(fourth.headers.get("Retry-After")).toMatch(/^\d+$/);
    for (let i = 0; i < 7; i++) expect((await send(`other${i}@example.com`)).status).toBe(200);
    expect((await send("eleventh@example.com")).status).toBe(429);
  });

  it("the page form: Send code keeps every field and asks for the code; Verify marks the e-mail", async () => {
    const typed = { email: "page@example.com", heading: "Kept heading", comment: "Kept comment." };
    const sent = await reviewPage(typed, "send-otp");
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ intent: "review", verification: "sent" });
    expect(sent.json.result.initialValue).toMatchObject({ ...typed, name: "Pat Installer" });
    const code = await codeMailedTo("page@example.com");

    const bad = await reviewPage({ ...typed, otp: "99999" }, "verify-otp");
    expect(bad.status).toBe(400);
    expect(bad.json.result.error.otp).toEqual(["Please enter the 6-digit code from the e-mail."]);
    expect(bad.json.result.initialValue).toMatchObject(typed);

    const ok = await reviewPage({ ...typed, otp: code }, "verify-otp");
    expect(ok.json).toMatchObject({ verification: "verified" });
    expect(ok.json.result.initialValue).toMatchObject(typed);
    expect(ok.json.result.initialValue.otp).toBeUndefined();

    expect((await reviewPage(typed)).status).toBe(302);
    expect(db.select({ verified: reviews.verified }).from(reviews).get()).toEqual({
      verified: true,
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe("other origins and file URLs (point 13)", () => {
  const saved = { origins: env.CORS_ORIGINS, site: env.SITE_URL, mode: env.NODE_ENV };
  afterEach(() => {
    env.CORS_ORIGINS = saved.origins;
    env.SITE_URL = saved.site;
    env.NODE_ENV = saved.mode;
  });

  it("accepts state-changing calls from a listed origin only", async () => {
    env.CORS_ORIGINS = ["https://app.belcables.example"];
    const post = (origin: string) =>
      run(
        sendOtp.action,
        makeRequest("/api/bel/send-otp", {
          json: { email: `o${++client}@example.com` },
          headers: { ...from(), Origin: origin },
        }),
      );
    expect((await post("https://app.belcables.example")).status).toBe(200);
    const refused = await post("https://evil.example");
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ success: false, message: "Cross-site request refused" });
  });

  it("writes file URLs with SITE_URL in production and the request's origin otherwise", async () => {
    const image = (answer: Answer) =>
      answer.json.categoryList.find((c: { categoryImage: string }) => c.categoryImage)
        ?.categoryImage as string;
    db.$client.prepare("UPDATE categories SET image = 'categories/lan.webp' WHERE level = 1").run();
    env.SITE_URL = "https://www.belcables.example";
    env.NODE_ENV = "development";
    const dev = await run(
      categoryApi.loader,
      makeRequest("http://127.0.0.1:4000/api/bel/category"),
    );
    expect(image(dev)).toBe("http://127.0.0.1:4000/uploads/categories/lan.webp");
    env.NODE_ENV = "production";
    const prod = await run(
      categoryApi.loader,
      makeRequest("http://127.0.0.1:4000/api/bel/category"),
    );
    expect(image(prod)).toBe("https://www.belcables.example/uploads/categories/lan.webp");
  });

  it("reads CORS_ORIGINS as a list of origins, and refuses anything else at start-up", () => {
    const value = "https://app.belcables.example, http://localhost:5173/";
    expect(parseEnv({ NODE_ENV: "test", CORS_ORIGINS: value }).CORS_ORIGINS).toEqual([
      "https://app.belcables.example",
      "http://localhost:5173",
    ]);
    expect(parseEnv({ NODE_ENV: "test" }).CORS_ORIGINS).toEqual([]);
    for (const bad of ["*", "app.belcables.example", "https://x.example/path", "ftp://x.example"]) {
      expect(() => parseEnv({ NODE_ENV: "test", CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});

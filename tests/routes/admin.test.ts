/** The staff pages' loaders and actions, called with real Requests. */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, sessions } from "../../db/schema";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import { createResetToken } from "~/models/password-reset.server";
import { getSessionUser } from "~/models/session.server";
import { getUserById, verifyLogin } from "~/models/user.server";
import * as adminLayout from "~/routes/admin";
import * as splat from "~/routes/admin.$";
import { NAV, isGroup } from "~/components/admin/nav";
import * as dashboard from "~/routes/admin.dashboard";
import * as logout from "~/routes/admin.logout";
import * as profile from "~/routes/admin.profile";
import * as search from "~/routes/admin.search";
import * as newUser from "~/routes/admin.user.new";
import * as editUser from "~/routes/admin.users.$id";
import * as usersList from "~/routes/admin.users._index";
import * as signInPage from "~/sign-in/route";
import * as forgot from "~/routes/password.forgot";
import * as reset from "~/routes/password.reset.$token";
import { createTaxonomy, resetDb } from "../fixtures";
import { manifestRoutes } from "./manifest";
import { SIGN_IN_PATH } from "~/screens/auth.server";
import {
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  deliverMail,
  outboxMessages,
  rememberSecret,
  run,
  sentTokens,
  sessionIdOf,
  setCookieHeader,
  toastOf,
} from "./admin.helpers";

beforeEach(() => {
  resetDb();
  fs.rmSync(paths.outbox, { recursive: true, force: true });
});

afterAll(() => {
  // No answer of this file carried a password hash or a reset token.
  const { answers } = expectNoSecretsInAnswers();
  expect(answers).toBeGreaterThan(50);
});

const form = (values: Record<string, string>) => ({ form: values });

describe("sign-in page /admin-bel", () => {
  it("shows the form to a visitor and sends a signed-in user to the dashboard", async () => {
    const visitor = await run(signInPage.loader, makeRequest("/admin-bel?redirectTo=/admin/users"));
    expect(visitor.status).toBe(200);
    expect(visitor.json).toMatchObject({ redirectTo: "/admin/users" });
    const evil = await run(signInPage.loader, makeRequest("/admin-bel?redirectTo=//evil.example"));
    expect(evil.json).toMatchObject({ redirectTo: "" });

    const user = insertUser();
    const { cookie } = await cookieFor(user.id);
    const signedIn = await run(signInPage.loader, makeRequest("/admin-bel", { cookie }));
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/admin/dashboard");
  });

  it("answers a wrong e-mail and a wrong password with the same message, and keeps the e-mail", async () => {
    const user = insertUser({ password: "right password" });
    const wrongPassword = await run(
      signInPage.action,
      makeRequest("/admin-bel", form({ email: user.email, password: "nope" })),
    );
    const wrongEmail = await run(
      signInPage.action,
      makeRequest("/admin-bel", form({ email: "someone@else.com", password: "right password" })),
    );
    for (const answer of [wrongPassword, wrongEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.json.result.error).toEqual({ "": ["Invalid email or password"] });
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    }
    expect(wrongPassword.json.result.initialValue.email).toBe(user.email);
    expect(wrongPassword.json.result.initialValue.password).toBeUndefined();
  });

  it("validates the fields next to them", async () => {
    const answer = await run(
      signInPage.action,
      makeRequest("/admin-bel", form({ email: "not-an-email", password: "" })),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.result.error.email).toEqual(["Please enter a valid email address"]);
    expect(answer.json.result.error.password).toEqual(["Please enter your password"]);
  });

  it("without Remember me: a browser-session cookie (no Max-Age/Expires) and a 12-hour row", async () => {
    const user = insertUser({ password: "right password" });
    const answer = await run(
      signInPage.action,
      makeRequest(
        "/admin-bel",
        form({ email: user.email.toUpperCase(), password: "right password" }),
      ),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/dashboard");
    const cookie = setCookieHeader(answer, "bel_session")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/Secure/); // development / plain http
    const id = await sessionIdOf(answer);
    const row = db.select().from(sessions).where(eq(sessions.id, id!)).get()!;
    expect(row.userId).toBe(user.id);
    expect(row.persistent).toBe(false);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    // The cookie holds the id only, signed.
    expect(decodeURIComponent(cookie.split(";")[0])).toMatch(
      /^bel_session=[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/,
    );
  });

  it("with Remember me: a 30-day cookie and row, back to redirectTo", async () => {
    const user = insertUser({ password: "right password" });
    const answer = await run(
      signInPage.action,
      makeRequest(
        "/admin-bel",
        form({
          email: user.email,
          password: "right password",
          remember: "on",
          redirectTo: "/admin/users?page=2",
        }),
      ),
    );
    expect(answer.location).toBe("/admin/users?page=2");
    expect(setCookieHeader(answer, "bel_session")).toMatch(/Max-Age=2592000/);
    const row = db
      .select()
      .from(sessions)
      .where(eq(sessions.id, (await sessionIdOf(answer))!))
      .get()!;
    expect(row.persistent).toBe(true);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);

    const offsite = await run(
      signInPage.action,
      makeRequest(
        "/admin-bel",
        form({
          email: user.email,
          password: "right password",
          redirectTo: "https://evil.example/",
        }),
      ),
    );
    expect(offsite.location).toBe("/admin/dashboard");
  });

  it("never sends anyone off the site: redirectTo is decided on the parsed path, in the form and after signing in", async () => {
    const payloads = [
      "/.//evil.example",
      "/.//x",
      "/%2e%2e//evil.example",
      "/%2F/x",
      "/\\x",
      "/\t/x",
      "//x",
      "https://evil.example",
      "javascript:alert(1)",
    ];
    const user = insertUser({ password: "right password" });
    for (const to of payloads) {
      const page = await run(
        signInPage.loader,
        makeRequest(`/admin-bel?redirectTo=${encodeURIComponent(to)}`),
      );
      const hidden: string = page.json.redirectTo;
      // Empty (the dashboard after signing in) or a path a browser keeps on this origin.
      if (hidden) {
        expect(hidden, to).toMatch(/^\/(?![/\\])/);
        expect(new URL(hidden, "https://site.example").origin, to).toBe("https://site.example");
      }
      const signedIn = await run(
        signInPage.action,
        makeRequest(
          "/admin-bel",
          form({ email: user.email, password: "right password", redirectTo: to }),
        ),
      );
      expect(signedIn.status, to).toBe(302);
      expect(signedIn.location, to).toBe(hidden || "/admin/dashboard");
    }
    // The issue's own address: the form carried "//evil.example" and the answer went there.
    const issue = await run(
      signInPage.loader,
      makeRequest("/admin-bel?redirectTo=%2F.%2F%2Fevil.example"),
    );
    expect(issue.json).toMatchObject({ redirectTo: "" });
  });

  describe("limits", () => {
    // The address the HTTP server puts on each request (server/http-guards.js).
    const from = (address: string) => ({ "x-bel-client-address": address });

    it("answers 429 to the address that failed 5 times for the account; another address gets in", async () => {
      const user = insertUser({ password: "right password" });
      const attempt = (password: string, address: string) =>
        run(
          signInPage.action,
          makeRequest("/admin-bel", {
            ...form({ email: user.email, password }),
            headers: from(address),
          }),
        );
      for (let i = 0; i < 5; i++) expect((await attempt("wrong", "203.0.113.7")).status).toBe(401);
      const refused = await attempt("right password", "203.0.113.7");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("900");
      expect(refused.json.result.error[""][0]).toBe(
        "Too many failed sign-in attempts. Please try again in 15 minutes.",
      );
      const owner = await attempt("right password", "198.51.100.20");
      expect(owner.status).toBe(302);
      expect(await sessionIdOf(owner)).toMatch(/^[0-9a-f]{64}$/);
    });

    it("counts failures per client address across accounts, and never an X-Forwarded-For", async () => {
      for (let i = 0; i < 20; i++) {
        const a = await run(
          signInPage.action,
          makeRequest("/admin-bel", {
            ...form({ email: `guess${i}@example.com`, password: "x" }),
            // A new forged X-Forwarded-For each time changes nothing: the server's address counts.
            headers: { ...from("203.0.113.50"), "X-Forwarded-For": `10.0.0.${i}` },
          }),
        );
        expect(a.status).toBe(401);
      }
      const user = insertUser({ password: "right password" });
      const refused = await run(
        signInPage.action,
        makeRequest("/admin-bel", {
          ...form({ email: user.email, password: "right password" }),
          headers: from("203.0.113.50"),
        }),
      );
      expect(refused.status).toBe(429);
      const elsewhere = await run(
        signInPage.action,
        makeRequest("/admin-bel", {
          ...form({ email: user.email, password: "right password" }),
          headers: from("198.51.100.21"),
        }),
      );
      expect(elsewhere.status).toBe(302);
    });
  });
});

describe("guards", () => {
  it("send a visitor to the sign-in page and back, and clear a dead cookie", async () => {
    const answer = await run(usersList.loader, makeRequest("/admin/users?q=sam&page=2"));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/admin-bel?redirectTo=${encodeURIComponent("/admin/users?q=sam&page=2")}`,
    );

    const user = insertUser();
    const { cookie, sessionId } = await cookieFor(user.id);
    db.delete(sessions).where(eq(sessions.id, sessionId)).run();
    const dead = await run(adminLayout.loader, makeRequest("/admin/dashboard", { cookie }));
    expect(dead.status).toBe(302);
    expect(setCookieHeader(dead, "bel_session")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("refuse a forged or expired cookie", async () => {
    const user = insertUser();
    const { cookie } = await cookieFor(user.id);
    const forged = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(
      (await run(dashboard.loader, makeRequest("/admin/dashboard", { cookie: forged }))).status,
    ).toBe(302);
    const old = await cookieFor(user.id, { now: Date.now() - 13 * 3600_000 });
    expect(
      (await run(dashboard.loader, makeRequest("/admin/dashboard", { cookie: old.cookie }))).status,
    ).toBe(302);
    expect(getSessionUser(old.sessionId)).toBeNull();
  });

  it("give a manager 403 on user management and the shell's user data elsewhere", async () => {
    const manager = insertUser({ role: "manager", name: "Sam Manager" });
    const { cookie } = await cookieFor(manager.id);
    const refused = await run(usersList.loader, makeRequest("/admin/users", { cookie }));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("You do not have permission to view this page.");
    const layout = await run(adminLayout.loader, makeRequest("/admin/dashboard", { cookie }));
    expect(layout.json.user).toEqual({
      name: "Sam Manager",
      email: manager.email,
      role: "manager",
    });
    expect(layout.text).not.toContain("password");
  });
});

describe("logout", () => {
  it("deletes the session row and clears the cookie; GET does not sign out", async () => {
    const user = insertUser();
    const { cookie, sessionId } = await cookieFor(user.id);
    const get = await run(logout.loader, makeRequest("/admin/logout", { cookie }));
    expect(get.location).toBe("/admin/dashboard");
    expect(getSessionUser(sessionId)).not.toBeNull();
    const answer = await run(
      logout.action,
      makeRequest("/admin/logout", { method: "POST", cookie }),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin-bel");
    expect(getSessionUser(sessionId)).toBeNull();
    expect(setCookieHeader(answer, "bel_session")).toMatch(/Max-Age=0/);
  });
});

describe("forgot and reset password", () => {
  it("answers the same whether the address exists, and mails a link only when it does", async () => {
    insertUser({ email: "known@example.com", name: "Known" });
    const unknown = await run(
      forgot.action,
      makeRequest("/password/forgot", form({ email: "unknown@example.com" })),
    );
    const known = await run(
      forgot.action,
      makeRequest("/password/forgot", form({ email: "known@example.com" })),
    );
    for (const answer of [unknown, known]) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin-bel");
      expect((await toastOf(answer))?.message).toBe("Password reset link sent to your email");
    }
    await deliverMail();
    const mails = outboxMessages();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: known@example.com");
    expect(mails[0]).toMatch(/http:\/\/localhost\/password\/reset\/[A-Za-z0-9_-]{43}/);
  });

  it("validates the e-mail and throttles repeated requests with 429", async () => {
    const bad = await run(forgot.action, makeRequest("/password/forgot", form({ email: "nope" })));
    expect(bad.status).toBe(400);
    expect(bad.json.result.error.email).toEqual(["Please enter a valid email address"]);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await run(
            forgot.action,
            makeRequest("/password/forgot", form({ email: "x@example.com" })),
          )
        ).status,
      ).toBe(302);
    }
    const refused = await run(
      forgot.action,
      makeRequest("/password/forgot", form({ email: "x@example.com" })),
    );
    expect(refused.status).toBe(429);
    expect(refused.json.result.error[""][0]).toMatch(/^Too many password reset requests\./);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("resets with a valid token once, ends every session and signs in with the new password", async () => {
    const user = insertUser({ password: "old password" });
    const a = await cookieFor(user.id, { persistent: true });
    const b = await cookieFor(user.id);
    await run(forgot.action, makeRequest("/password/forgot", form({ email: user.email })));
    await deliverMail();
    const [token] = sentTokens();
    const url = `/password/reset/${token}`;

    expect((await run(reset.loader, makeRequest(url), { token })).json).toMatchObject({
      valid: true,
    });
    const mismatch = await run(
      reset.action,
      makeRequest(url, form({ password: "new password", confirmPassword: "new passw0rd" })),
      { token },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.result.error.confirmPassword).toEqual([
      "Password does not match. Try again !!!",
    ]);
    expect(mismatch.json.result.initialValue.password).toBeUndefined();
    const short = await run(
      reset.action,
      makeRequest(url, form({ password: "short", confirmPassword: "short" })),
      {
        token,
      },
    );
    expect(short.json.result.error.password).toEqual(["Password must be at least 8 characters"]);

    const done = await run(
      reset.action,
      makeRequest(url, form({ password: "new password", confirmPassword: "new password" })),
      { token },
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin-bel");
    expect((await toastOf(done))?.message).toBe("Password updated successfully !!!");
    expect(getSessionUser(a.sessionId)).toBeNull();
    expect(getSessionUser(b.sessionId)).toBeNull();

    const again = await run(
      reset.action,
      makeRequest(url, form({ password: "other password", confirmPassword: "other password" })),
      { token },
    );
    expect(again.status).toBe(400);
    expect(again.json.result.error[""]).toEqual([
      "This password reset link is invalid or has expired",
    ]);
    expect((await run(reset.loader, makeRequest(url), { token })).json).toMatchObject({
      valid: false,
    });

    const signIn = await run(
      signInPage.action,
      makeRequest("/admin-bel", form({ email: user.email, password: "new password" })),
    );
    expect(signIn.status).toBe(302);
    expect(await verifyLogin(user.email, "old password")).toBeNull();
  });

  it("refuses an address after 10 wrong reset links with 429 and Retry-After; another address resets", async () => {
    const user = insertUser({ password: "old password" });
    const token = createResetToken(user.id);
    rememberSecret(token);
    const attempt = (tokenTried: string, address: string) =>
      run(
        reset.action,
        makeRequest(`/password/reset/${tokenTried}`, {
          ...form({ password: "new password", confirmPassword: "new password" }),
          headers: { "x-bel-client-address": address },
        }),
        { token: tokenTried },
      );
    const guess = (i: number) => `guess-${i}`.padEnd(43, "x");
    for (let i = 0; i < 10; i++) {
      const wrong = await attempt(guess(i), "203.0.113.20");
      expect(wrong.status).toBe(400);
      expect(wrong.json.result.error[""]).toEqual([
        "This password reset link is invalid or has expired",
      ]);
    }
    // Over the limit, even the right link is refused from that address, before it is looked at…
    const refused = await attempt(token, "203.0.113.20");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("900");
    expect(refused.json.result.error[""]).toEqual([
      "Too many password reset attempts. Please try again in 15 minutes.",
    ]);
    expect(refused.json.result.initialValue.password).toBeUndefined();
    // …so it is still open for the owner, whose address has no failures.
    const owner = await attempt(token, "198.51.100.20");
    expect(owner.status).toBe(302);
    expect((await toastOf(owner))?.message).toBe("Password updated successfully !!!");
    expect(await verifyLogin(user.email, "new password")).not.toBeNull();
  });

  it("keeps the token out of caches and Referer headers", async () => {
    const user = insertUser();
    const token = createResetToken(user.id);
    rememberSecret(token);
    const page = await run(reset.loader, makeRequest(`/password/reset/${token}`), { token });
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(reset.headers({} as never)).toMatchObject({ "Referrer-Policy": "same-origin" });
  });
});

describe("dashboard", () => {
  it("defaults to the first day of this month until today and counts what is new in the range", async () => {
    const admin = insertUser({ role: "admin" });
    const { cookie } = await cookieFor(admin.id);
    const today = new Date().toISOString().slice(0, 10);
    const answer = await run(dashboard.loader, makeRequest("/admin/dashboard", { cookie }));
    expect(answer.status).toBe(200);
    expect(answer.json.range).toEqual({ start: `${today.slice(0, 8)}01`, end: today });
    expect(answer.json.error).toBeNull();
    expect(answer.headers.get("Server-Timing")).toMatch(/^db;dur=/);

    const message = (createdAt: string) =>
      db
        .insert(contactMessages)
        .values({
          name: "N",
          email: "n@example.com",
          country: "UK",
          phone: "0123",
          message: "Hi",
          createdAt: new Date(createdAt),
        })
        .run();
    message("2026-03-01T00:00:00Z");
    message("2026-03-31T23:59:59Z");
    message("2026-04-01T00:00:00Z");
    message("2026-02-28T23:59:59Z");
    // Three enquiries (quote requests), one of them no longer New, one marked handled.
    for (const status of ["new", "new", "quoted"] as const)
      db.insert(contactMessages)
        .values({
          kind: "quotation",
          name: "Q",
          email: "q@example.com",
          country: "UK",
          phone: "0123",
          message: "A quote",
          status,
          createdAt: new Date("2026-03-15T12:00:00Z"),
        })
        .run();
    db.update(contactMessages)
      .set({ handled: true })
      .where(eq(contactMessages.createdAt, new Date("2026-02-28T23:59:59Z")))
      .run();
    createTaxonomy();
    const march = await run(
      dashboard.loader,
      makeRequest("/admin/dashboard?start=2026-03-01&end=2026-03-31", { cookie }),
    );
    expect(march.json.counts).toEqual({
      products: 0,
      reviews: 0,
      messages: 2,
      enquiries: { new: 2, in_progress: 0, quoted: 1, won: 0, lost: 0 },
    });
    // Contact messages count contact messages only; enquiries have their own total.
    expect(march.json.totals).toMatchObject({
      contactMessages: 4,
      unhandledContactMessages: 3,
      enquiries: 3,
      newEnquiries: 2,
      unhandledMessages: 5,
      categories: 2,
      subcategories: 2,
      subSubcategories: 1,
      users: 1,
    });
  });

  it("says 'Date input not valid.' for an unreadable date or an end before the start", async () => {
    const admin = insertUser({ role: "manager" });
    const { cookie } = await cookieFor(admin.id);
    for (const query of [
      "start=2026-02-30",
      "start=yesterday",
      "end=2026-13-01",
      "start=2026-05-10&end=2026-05-09",
    ]) {
      const answer = await run(
        dashboard.loader,
        makeRequest(`/admin/dashboard?${query}`, { cookie }),
      );
      expect(answer.status, query).toBe(400);
      expect(answer.json.error, query).toBe("Date input not valid.");
      expect(answer.json.counts).toBeNull();
    }
    const same = await run(
      dashboard.loader,
      makeRequest("/admin/dashboard?start=2026-05-10&end=2026-05-10", { cookie }),
    );
    expect(same.json.error).toBeNull();
  });
});

describe("users", () => {
  async function adminCookie() {
    const admin = insertUser({ role: "admin", name: "Alex Admin" });
    return { admin, ...(await cookieFor(admin.id)) };
  }

  it("lists users 20 a page, numbered from 1 across pages, and searches", async () => {
    const { cookie } = await adminCookie();
    for (let i = 1; i <= 24; i++) insertUser({ name: `Staff ${String(i).padStart(2, "0")}` });
    const page2 = await run(usersList.loader, makeRequest("/admin/users?page=2", { cookie }));
    expect(page2.json).toMatchObject({ page: 2, pageCount: 2, total: 25 });
    expect(page2.json.users.map((u: { index: number }) => u.index)).toEqual([21, 22, 23, 24, 25]);
    expect(page2.json.users[0]).not.toHaveProperty("passwordHash");
    const found = await run(usersList.loader, makeRequest("/admin/users?q=staff%2007", { cookie }));
    expect(found.json.users.map((u: { name: string }) => u.name)).toEqual(["Staff 07"]);
    const none = await run(usersList.loader, makeRequest("/admin/users?q=%23none%23", { cookie }));
    expect(none.json.users).toEqual([]);
    const junk = await run(usersList.loader, makeRequest("/admin/users?page=abc", { cookie }));
    expect(junk.json.page).toBe(1);
  });

  it("creates a user: passwords must match, a duplicate e-mail is a field error", async () => {
    const { cookie } = await adminCookie();
    const values = {
      name: "New Person",
      role: "manager",
      email: "new@example.com",
      password: "password1",
      confirmPassword: "password2",
    };
    const mismatch = await run(
      newUser.action,
      makeRequest("/admin/user/new", { cookie, ...form(values) }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.result.error.confirmPassword).toEqual(["Passwords does not match"]);
    expect(mismatch.json.result.initialValue).toMatchObject({
      name: "New Person",
      email: "new@example.com",
    });
    expect(mismatch.json.result.initialValue.password).toBeUndefined();

    const missing = await run(
      newUser.action,
      makeRequest("/admin/user/new", {
        cookie,
        ...form({ name: "", role: "", email: "", password: "", confirmPassword: "" }),
      }),
    );
    expect(Object.keys(missing.json.result.error).sort()).toEqual([
      "confirmPassword",
      "email",
      "name",
      "password",
      "role",
    ]);

    const created = await run(
      newUser.action,
      makeRequest("/admin/user/new", {
        cookie,
        ...form({ ...values, confirmPassword: "password1" }),
      }),
    );
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin/users");
    expect((await toastOf(created))?.message).toBe("User created successfully");
    expect(await verifyLogin("new@example.com", "password1")).toMatchObject({
      name: "New Person",
      role: "manager",
    });

    const duplicate = await run(
      newUser.action,
      makeRequest("/admin/user/new", {
        cookie,
        ...form({ ...values, email: "NEW@example.com", confirmPassword: "password1" }),
      }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.result.error.email).toEqual(["A user with this email already exists"]);
  });

  it("updates name, e-mail and role, 404 for a missing user, and keeps the last admin", async () => {
    const { admin, cookie } = await adminCookie();
    const target = insertUser({ role: "manager" });
    const loaded = await run(
      editUser.loader,
      makeRequest(`/admin/users/${target.id}`, { cookie }),
      { id: String(target.id) },
    );
    expect(loaded.json.user).toEqual({
      id: target.id,
      name: target.name,
      email: target.email,
      role: "manager",
    });
    expect(
      (await run(editUser.loader, makeRequest("/admin/users/9999", { cookie }), { id: "9999" }))
        .status,
    ).toBe(404);
    expect(
      (await run(editUser.loader, makeRequest("/admin/users/abc", { cookie }), { id: "abc" }))
        .status,
    ).toBe(404);

    const updated = await run(
      editUser.action,
      makeRequest(`/admin/users/${target.id}`, {
        cookie,
        ...form({ name: "Renamed", email: "Renamed@Example.com", role: "admin" }),
      }),
      { id: String(target.id) },
    );
    expect(updated.location).toBe("/admin/users");
    expect((await toastOf(updated))?.message).toBe("User Updated");
    expect(getUserById(target.id)).toMatchObject({
      name: "Renamed",
      email: "renamed@example.com",
      role: "admin",
    });

    const clash = await run(
      editUser.action,
      makeRequest(`/admin/users/${target.id}`, {
        cookie,
        ...form({ name: "Renamed", email: admin.email, role: "admin" }),
      }),
      { id: String(target.id) },
    );
    expect(clash.status).toBe(409);
    expect(clash.json.result.error.email).toEqual(["A user with this email already exists"]);

    // Two admins now; demote one, then the other is the last.
    await run(
      editUser.action,
      makeRequest(`/admin/users/${target.id}`, {
        cookie,
        ...form({ name: "R", email: "r@example.com", role: "manager" }),
      }),
      { id: String(target.id) },
    );
    const last = await run(
      editUser.action,
      makeRequest(`/admin/users/${admin.id}`, {
        cookie,
        ...form({ name: "A", email: admin.email, role: "manager" }),
      }),
      { id: String(admin.id) },
    );
    expect(last.status).toBe(409);
    expect(last.json.result.error.role).toEqual(["The last admin must keep the admin role"]);
  });

  it("deletes after confirmation, never oneself", async () => {
    const { admin, cookie } = await adminCookie();
    const target = insertUser();
    const targetSession = await cookieFor(target.id);
    const self = await run(
      usersList.action,
      makeRequest("/admin/users?index", {
        cookie,
        form: { intent: "delete", id: String(admin.id) },
        headers: { Referer: "http://localhost/admin/users?q=a" },
      }),
    );
    expect(self.status).toBe(303);
    expect(self.location).toBe("/admin/users?q=a");
    expect(await toastOf(self)).toMatchObject({
      type: "error",
      message: "You cannot delete your own account",
    });
    expect(getUserById(admin.id)).not.toBeNull();

    const done = await run(
      usersList.action,
      makeRequest("/admin/users?index", {
        cookie,
        form: { intent: "delete", id: String(target.id) },
      }),
    );
    expect(done.location).toBe("/admin/users");
    expect(await toastOf(done)).toMatchObject({
      type: "success",
      message: "User deleted successfully",
    });
    expect(getUserById(target.id)).toBeNull();
    expect(getSessionUser(targetSession.sessionId)).toBeNull();

    const gone = await run(
      usersList.action,
      makeRequest("/admin/users?index", {
        cookie,
        form: { intent: "delete", id: String(target.id) },
      }),
    );
    expect(await toastOf(gone)).toMatchObject({ type: "error", message: "User not found" });
  });
});

describe("own profile", () => {
  it("lets a manager change their name and e-mail", async () => {
    const manager = insertUser({ role: "manager" });
    const other = insertUser();
    const { cookie } = await cookieFor(manager.id);
    const loaded = await run(profile.loader, makeRequest("/admin/profile", { cookie }));
    expect(loaded.json.user).toEqual({ name: manager.name, email: manager.email, role: "manager" });
    const taken = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie,
        form: { intent: "profile", name: "Me", email: other.email },
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({
      intent: "profile",
      result: { error: { email: ["A user with this email already exists"] } },
    });
    const saved = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie,
        form: { intent: "profile", name: "Me Myself", email: "me@example.com" },
      }),
    );
    expect(saved.location).toBe("/admin/profile");
    expect((await toastOf(saved))?.message).toBe("Profile updated successfully");
    expect(getUserById(manager.id)).toMatchObject({
      name: "Me Myself",
      email: "me@example.com",
      role: "manager",
    });
  });

  it("changes the password only with the current one, and ends the other sessions", async () => {
    const user = insertUser({ password: "current password" });
    const here = await cookieFor(user.id);
    const elsewhere = await cookieFor(user.id);
    const wrong = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie: here.cookie,
        form: {
          intent: "password",
          currentPassword: "guess",
          password: "new password",
          confirmPassword: "new password",
        },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.result.error.currentPassword).toEqual(["Current password is incorrect"]);
    const mismatch = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie: here.cookie,
        form: {
          intent: "password",
          currentPassword: "current password",
          password: "new password",
          confirmPassword: "other",
        },
      }),
    );
    expect(mismatch.json.result.error.confirmPassword).toEqual(["Passwords does not match"]);
    const done = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie: here.cookie,
        form: {
          intent: "password",
          currentPassword: "current password",
          password: "new password",
          confirmPassword: "new password",
        },
      }),
    );
    expect(done.location).toBe("/admin/profile");
    expect(getSessionUser(here.sessionId)).not.toBeNull();
    expect(getSessionUser(elsewhere.sessionId)).toBeNull();
    expect(await verifyLogin(user.email, "new password")).not.toBeNull();
  });
});

describe("own password change, throttled like a sign-in", () => {
  // The address the HTTP server puts on each request (server/http-guards.js).
  const from = (address: string) => ({ "x-bel-client-address": address });
  const change = (cookie: string, currentPassword: string, address: string) =>
    run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie,
        headers: from(address),
        form: {
          intent: "password",
          currentPassword,
          password: "new password",
          confirmPassword: "new password",
        },
      }),
    );
  const TOO_MANY = "Too many failed sign-in attempts. Please try again in 15 minutes.";

  it("5 wrong current passwords from an address: then 429 with the sign-in's message, the right one too", async () => {
    const user = insertUser({ password: "current password" });
    const { cookie } = await cookieFor(user.id);
    for (let i = 0; i < 5; i++) {
      const wrong = await change(cookie, `guess ${i}`, "203.0.113.9");
      expect(wrong.status).toBe(400);
      expect(wrong.json.result.error.currentPassword).toEqual(["Current password is incorrect"]);
    }
    const refused = await change(cookie, "current password", "203.0.113.9");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("900");
    // The password form's answer, shown on its form; no password is ever sent back.
    expect(refused.json.intent).toBe("password");
    expect(refused.json.result.error[""]).toEqual([TOO_MANY]);
    expect(refused.json.result.initialValue).toMatchObject({ intent: "password" });
    expect(JSON.stringify(refused.json)).not.toContain("current password");
    expect(await verifyLogin(user.email, "current password")).not.toBeNull();

    // The same limiter as the sign-in: this address can't sign in to the account either…
    const signIn = await run(
      signInPage.action,
      makeRequest("/admin-bel", {
        ...form({ email: user.email, password: "current password" }),
        headers: from("203.0.113.9"),
      }),
    );
    expect(signIn.status).toBe(429);
    expect(signIn.json.result.error[""]).toEqual([TOO_MANY]);
    // …while another address still can change it.
    const elsewhere = await change(cookie, "current password", "198.51.100.30");
    expect(elsewhere.status).toBe(302);
    expect(await verifyLogin(user.email, "new password")).not.toBeNull();
  });

  it("failed sign-ins and wrong current passwords add up, per address as the sign-in counts them", async () => {
    const user = insertUser({ password: "current password" });
    const { cookie } = await cookieFor(user.id);
    for (let i = 0; i < 3; i++) {
      const failed = await run(
        signInPage.action,
        makeRequest("/admin-bel", {
          ...form({ email: user.email, password: "wrong" }),
          headers: from("203.0.113.10"),
        }),
      );
      expect(failed.status).toBe(401);
    }
    expect((await change(cookie, "guess", "203.0.113.10")).status).toBe(400);
    expect((await change(cookie, "guess", "203.0.113.10")).status).toBe(400);
    expect((await change(cookie, "current password", "203.0.113.10")).status).toBe(429);
    // 20 wrong passwords from one address, whatever the accounts, shut that address out too: four
    // users guessing their own 5 times each, then a fifth user, with the right one.
    for (let n = 0; n < 4; n++) {
      const guesser = insertUser({ password: "own password" });
      const guesserCookie = (await cookieFor(guesser.id)).cookie;
      for (let i = 0; i < 5; i++) {
        expect((await change(guesserCookie, "guess", "203.0.113.11")).status).toBe(400);
      }
    }
    const fifth = insertUser({ password: "fifth password" });
    const fifthCookie = (await cookieFor(fifth.id)).cookie;
    expect((await change(fifthCookie, "fifth password", "203.0.113.11")).status).toBe(429);
    const fifthSignIn = await run(
      signInPage.action,
      makeRequest("/admin-bel", {
        ...form({ email: fifth.email, password: "fifth password" }),
        headers: from("203.0.113.11"),
      }),
    );
    expect(fifthSignIn.status).toBe(429);
  });
});

describe("header search and unknown paths", () => {
  it("finds products for everyone and users only for an admin", async () => {
    const tax = createTaxonomy();
    db.$client
      .prepare("INSERT INTO products (name, slug, description, category_id) VALUES (?, ?, ?, ?)")
      .run("Cat6 U/UTP LSZH Cable", "cat6-uutp", "Data cable", tax.lan.id);
    const admin = insertUser({ role: "admin", name: "Cathy Admin" });
    const manager = insertUser({ role: "manager", name: "Cat Manager" });
    const asAdmin = await run(
      search.loader,
      makeRequest("/admin/search?q=cat", { cookie: (await cookieFor(admin.id)).cookie }),
    );
    expect(asAdmin.json.products.map((p: { name: string }) => p.name)).toEqual([
      "Cat6 U/UTP LSZH Cable",
    ]);
    expect(asAdmin.json.users.map((u: { name: string }) => u.name).sort()).toEqual([
      "Cat Manager",
      "Cathy Admin",
    ]);
    const asManager = await run(
      search.loader,
      makeRequest("/admin/search?q=cat", { cookie: (await cookieFor(manager.id)).cookie }),
    );
    expect(asManager.json.products).toHaveLength(1);
    expect(asManager.json.users).toEqual([]);
    expect(asManager.json.canSeeUsers).toBe(false);
  });

  it("has a screen of its own behind every sidebar link; any other path goes to the dashboard", async () => {
    const pages = (await manifestRoutes()).filter((r) => !r.path.includes("*"));
    const claimed = (to: string) => pages.some((r) => `/${r.path}` === to);
    const links = NAV.flatMap((entry) =>
      isGroup(entry) ? entry.links.map((l) => l.to) : [entry.to],
    );
    expect(links.length).toBeGreaterThan(15);
    expect(links.filter((to) => !claimed(to))).toEqual([]);

    const user = insertUser();
    const { cookie } = await cookieFor(user.id);
    const unknown = await run(splat.loader, makeRequest("/admin/whatever/else", { cookie }), {
      "*": "whatever/else",
    });
    expect(unknown.status).toBe(302);
    expect(unknown.location).toBe("/admin/dashboard");
    const anonymous = await run(splat.loader, makeRequest("/admin/whatever"), { "*": "whatever" });
    expect(anonymous.location?.startsWith(`${SIGN_IN_PATH}?`)).toBe(true);
  });
});

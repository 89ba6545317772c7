/** The staff /api/bel endpoints, called with real Requests. */
import fs from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { openApiDocument } from "~/api/openapi.server";
import { endpoints } from "~/api/registry.server";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import { createResetToken } from "~/models/password-reset.server";
import { getSessionUser } from "~/models/session.server";
import { getUserById, verifyLogin } from "~/models/user.server";
import * as apiRoute from "~/routes/api.bel.$";
import { resetDb } from "../fixtures";
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
} from "./admin.helpers";

// Every /api/bel path is served by one route module, which routes by the request's URL.
const login = apiRoute,
  newUser = apiRoute,
  oneUser = apiRoute,
  users = apiRoute,
  logout = apiRoute,
  me = apiRoute,
  forgot = apiRoute,
  reset = apiRoute;

beforeEach(() => {
  resetDb();
  fs.rmSync(paths.outbox, { recursive: true, force: true });
});

afterAll(() => {
  const { answers } = expectNoSecretsInAnswers();
  expect(answers).toBeGreaterThan(40);
});

const json = (body: unknown, extra: { cookie?: string; method?: string } = {}) => ({
  json: body,
  ...extra,
});

describe("POST /api/bel/admin-bel", () => {
  it("signs in, sets the cookie and answers { success, user } without secrets", async () => {
    const user = insertUser({ name: "Api User", role: "admin", password: "api password" });
    const answer = await run(
      login.action,
      makeRequest("/api/bel/admin-bel", json({ email: user.email, password: "api password" })),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      success: true,
      user: { _id: String(user.id), name: "Api User", email: user.email, role: "admin" },
    });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(setCookieHeader(answer, "bel_session")).not.toMatch(/Max-Age/);
    const remembered = await run(
      login.action,
      makeRequest(
        "/api/bel/admin-bel",
        json({ email: user.email, password: "api password", remember: true }),
      ),
    );
    expect(setCookieHeader(remembered, "bel_session")).toMatch(/Max-Age=2592000/);
    expect(
      db
        .select()
        .from(sessions)
        .where(eq(sessions.id, (await sessionIdOf(remembered))!))
        .get()?.persistent,
    ).toBe(true);
  });

  it("answers 401 with one message for a wrong e-mail or password, 400/415 for bad bodies, 405 for GET", async () => {
    const user = insertUser({ password: "api password" });
    for (const body of [
      { email: user.email, password: "wrong" },
      { email: "who@example.com", password: "api password" },
    ]) {
      const answer = await run(login.action, makeRequest("/api/bel/admin-bel", json(body)));
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ success: false, message: "Invalid email or password" });
    }
    const invalid = await run(
      login.action,
      makeRequest("/api/bel/admin-bel", json({ email: "x" })),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.json.success).toBe(false);
    const form = await run(
      login.action,
      makeRequest("/api/bel/admin-bel", { form: { email: user.email, password: "api password" } }),
    );
    expect(form.status).toBe(415);
    const get = await run(login.loader, makeRequest("/api/bel/admin-bel"));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await run(
      login.action,
      makeRequest("/api/bel/admin-bel", { method: "PUT", json: {} }),
    );
    expect(put.status).toBe(405);
    const crossSite = await run(
      login.action,
      makeRequest("/api/bel/admin-bel", {
        json: { email: user.email, password: "api password" },
        headers: { Origin: "https://evil.example" },
      }),
    );
    expect(crossSite.status).toBe(403);
  });

  it("answers 429 with Retry-After to the address over the limit; another address signs in", async () => {
    const user = insertUser({ password: "api password" });
    const attempt = (password: string, address: string) =>
      run(
        login.action,
        makeRequest("/api/bel/admin-bel", {
          ...json({ email: user.email, password }),
          headers: { "x-bel-client-address": address },
        }),
      );
    for (let i = 0; i < 5; i++) expect((await attempt("wrong", "203.0.113.8")).status).toBe(401);
    const refused = await attempt("wrong", "203.0.113.8");
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      success: false,
      message: "Too many failed sign-in attempts. Please try again in 15 minutes.",
    });
    expect(refused.headers.get("Retry-After")).toBe("900");
    expect((await attempt("api password", "198.51.100.30")).status).toBe(200);
  });
});

describe("GET /api/bel/me and /api/bel/logout", () => {
  it("me: the user, or 401 JSON", async () => {
    const user = insertUser({ role: "manager" });
    const { cookie } = await cookieFor(user.id);
    const mine = await run(me.loader, makeRequest("/api/bel/me", { cookie }));
    expect(mine.json).toEqual({
      success: true,
      user: { _id: String(user.id), name: user.name, email: user.email, role: "manager" },
    });
    const anonymous = await run(me.loader, makeRequest("/api/bel/me"));
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({
      success: false,
      message: "Please sign in to access this resource",
    });
    expect(anonymous.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(
      (await run(me.action, makeRequest("/api/bel/me", { method: "POST", cookie }))).status,
    ).toBe(405);
  });

  it("logout: deletes the session row and answers the message; the cookie then no longer works", async () => {
    const user = insertUser();
    const { cookie, sessionId } = await cookieFor(user.id);
    const answer = await run(logout.loader, makeRequest("/api/bel/logout", { cookie }));
    expect(answer.json).toEqual({ success: true, message: "Logged out successfully" });
    expect(setCookieHeader(answer, "bel_session")).toMatch(/Max-Age=0/);
    expect(getSessionUser(sessionId)).toBeNull();
    expect((await run(me.loader, makeRequest("/api/bel/me", { cookie }))).status).toBe(401);
    expect((await run(logout.loader, makeRequest("/api/bel/logout", { cookie }))).status).toBe(401);

    const second = await cookieFor(user.id);
    const post = await run(
      logout.action,
      makeRequest("/api/bel/logout", { method: "POST", cookie: second.cookie }),
    );
    expect(post.json.message).toBe("Logged out successfully");
    expect(getSessionUser(second.sessionId)).toBeNull();
  });
});

describe("password endpoints", () => {
  it("forgot: the same answer for any address; reset: mismatch, success, single use", async () => {
    const user = insertUser({ password: "old password" });
    const { sessionId } = await cookieFor(user.id);
    for (const email of ["unknown@example.com", user.email]) {
      const answer = await run(
        forgot.action,
        makeRequest("/api/bel/password/forgot", json({ email })),
      );
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        success: true,
        message: "Password reset link sent to your email",
      });
    }
    await deliverMail();
    expect(outboxMessages()).toHaveLength(1);
    const [token] = sentTokens();
    const url = `/api/bel/password/reset/${token}`;

    const mismatch = await run(
      reset.action,
      makeRequest(url, {
        method: "PUT",
        json: { password: "new password", confirmPassword: "nope" },
      }),
      { token },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toBe("Password does not match. Try again !!!");
    const wrongMethod = await run(
      reset.action,
      makeRequest(url, json({ password: "new password", confirmPassword: "new password" })),
      { token },
    );
    expect(wrongMethod.status).toBe(405);

    const done = await run(
      reset.action,
      makeRequest(url, {
        method: "PUT",
        json: { password: "new password", confirmPassword: "new password" },
      }),
      { token },
    );
    expect(done.json).toEqual({ success: true, message: "Password updated successfully !!!" });
    expect(getSessionUser(sessionId)).toBeNull();
    expect(await verifyLogin(user.email, "new password")).not.toBeNull();

    const again = await run(
      reset.action,
      makeRequest(url, {
        method: "PUT",
        json: { password: "x password", confirmPassword: "x password" },
      }),
      { token },
    );
    expect(again.status).toBe(400);
    expect(again.json.message).toBe("This password reset link is invalid or has expired");
  });

  it("forgot: 429 over the limit (3 requests for one address typed, from one client)", async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await run(
            forgot.action,
            makeRequest("/api/bel/password/forgot", json({ email: "y@example.com" })),
          )
        ).status,
      ).toBe(200);
    }
    const refused = await run(
      forgot.action,
      makeRequest("/api/bel/password/forgot", json({ email: "y@example.com" })),
    );
    expect(refused.status).toBe(429);
    expect(refused.json.success).toBe(false);
  });

  it("reset: 429 with Retry-After to an address after 10 wrong tokens; another address resets", async () => {
    const user = insertUser({ password: "old password" });
    const token = createResetToken(user.id);
    rememberSecret(token);
    const attempt = (tokenTried: string, address: string) =>
      run(
        reset.action,
        makeRequest(`/api/bel/password/reset/${tokenTried}`, {
          method: "PUT",
          json: { password: "new password", confirmPassword: "new password" },
          headers: { "x-bel-client-address": address },
        }),
        { token: tokenTried },
      );
    for (let i = 0; i < 10; i++) {
      const wrong = await attempt(`guess-${i}`.padEnd(43, "x"), "203.0.113.21");
      expect(wrong.status).toBe(400);
      expect(wrong.json.message).toBe("This password reset link is invalid or has expired");
    }
    const refused = await attempt(token, "203.0.113.21");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("900");
    expect(refused.json).toEqual({
      success: false,
      message: "Too many password reset attempts. Please try again in 15 minutes.",
    });
    const owner = await attempt(token, "198.51.100.21");
    expect(owner.json).toEqual({ success: true, message: "Password updated successfully !!!" });
    expect(await verifyLogin(user.email, "new password")).not.toBeNull();
  });
});

describe("user management endpoints", () => {
  async function as(role: "admin" | "manager") {
    const user = insertUser({ role });
    return { user, ...(await cookieFor(user.id)) };
  }

  it("GET /admin/users: admin only, paginated, searchable", async () => {
    const admin = await as("admin");
    const manager = await as("manager");
    expect((await run(users.loader, makeRequest("/api/bel/admin/users"))).status).toBe(401);
    const refused = await run(
      users.loader,
      makeRequest("/api/bel/admin/users", { cookie: manager.cookie }),
    );
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      success: false,
      message: "Role (manager) is not allowed to access this resource",
    });
    const list = await run(
      users.loader,
      makeRequest("/api/bel/admin/users", { cookie: admin.cookie }),
    );
    expect(list.json).toMatchObject({
      success: true,
      total: 2,
      page: 1,
      pageCount: 1,
      resPerPage: 20,
    });
    expect(list.json.users[0]).toEqual({
      _id: String(admin.user.id),
      index: 1,
      name: admin.user.name,
      email: admin.user.email,
      role: "admin",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const found = await run(
      users.loader,
      makeRequest(`/api/bel/admin/users?q=${encodeURIComponent(manager.user.email)}`, {
        cookie: admin.cookie,
      }),
    );
    expect(found.json.users.map((u: { _id: string }) => u._id)).toEqual([String(manager.user.id)]);
  });

  it("POST /admin/user/new: creates; duplicate e-mail 409 with the field; confirmation checked when sent", async () => {
    const admin = await as("admin");
    const body = {
      name: "Created",
      email: "created@example.com",
      role: "manager",
      password: "password1",
    };
    const created = await run(
      newUser.action,
      makeRequest("/api/bel/admin/user/new", { cookie: admin.cookie, json: body }),
    );
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      success: true,
      user: { name: "Created", email: "created@example.com", role: "manager" },
    });
    expect(Object.keys(created.json.user).sort()).toEqual(["_id", "email", "name", "role"]);
    const duplicate = await run(
      newUser.action,
      makeRequest("/api/bel/admin/user/new", { cookie: admin.cookie, json: body }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({
      success: false,
      message: "A user with this email already exists",
      errors: { email: ["A user with this email already exists"] },
    });
    const mismatch = await run(
      newUser.action,
      makeRequest("/api/bel/admin/user/new", {
        cookie: admin.cookie,
        json: { ...body, email: "c2@example.com", confirmPassword: "other" },
      }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toBe("Passwords does not match");
    const short = await run(
      newUser.action,
      makeRequest("/api/bel/admin/user/new", {
        cookie: admin.cookie,
        json: { ...body, email: "c3@example.com", password: "1234567" },
      }),
    );
    expect(short.json.errors.password).toEqual(["Password must be at least 8 characters"]);
    const long = await run(
      newUser.action,
      makeRequest("/api/bel/admin/user/new", {
        cookie: admin.cookie,
        json: { ...body, email: "c4@example.com", password: "é".repeat(37) },
      }),
    );
    expect(long.json.errors.password).toEqual(["Password must be at most 72 bytes"]);
    const badRole = await run(
      newUser.action,
      makeRequest("/api/bel/admin/user/new", {
        cookie: admin.cookie,
        json: { ...body, email: "c5@example.com", role: "user" },
      }),
    );
    expect(badRole.status).toBe(400);
    const manager = await as("manager");
    expect(
      (
        await run(
          newUser.action,
          makeRequest("/api/bel/admin/user/new", { cookie: manager.cookie, json: body }),
        )
      ).status,
    ).toBe(403);
  });

  it("GET, PUT and DELETE /admin/users/{id}", async () => {
    const admin = await as("admin");
    const target = insertUser({ role: "manager" });
    const id = String(target.id);
    const url = `/api/bel/admin/users/${id}`;
    const got = await run(oneUser.loader, makeRequest(url, { cookie: admin.cookie }), { id });
    expect(got.json).toEqual({
      success: true,
      user: { _id: id, name: target.name, email: target.email, role: "manager" },
    });
    expect(
      (
        await run(
          oneUser.loader,
          makeRequest("/api/bel/admin/users/999", { cookie: admin.cookie }),
          { id: "999" },
        )
      ).status,
    ).toBe(404);

    const put = await run(
      oneUser.action,
      makeRequest(url, {
        method: "PUT",
        cookie: admin.cookie,
        json: { name: "Put Name", email: "put@example.com", role: "admin" },
      }),
      { id },
    );
    expect(put.json).toEqual({
      success: true,
      message: "User Updated",
      user: { _id: id, name: "Put Name", email: "put@example.com", role: "admin" },
    });
    const clash = await run(
      oneUser.action,
      makeRequest(url, {
        method: "PUT",
        cookie: admin.cookie,
        json: { name: "X", email: admin.user.email, role: "admin" },
      }),
      { id },
    );
    expect(clash.status).toBe(409);

    const self = await run(
      oneUser.action,
      makeRequest(`/api/bel/admin/users/${admin.user.id}`, {
        method: "DELETE",
        cookie: admin.cookie,
      }),
      { id: String(admin.user.id) },
    );
    expect(self.status).toBe(403);
    expect(self.json).toEqual({ success: false, message: "You cannot delete your own account" });

    const deleted = await run(
      oneUser.action,
      makeRequest(url, { method: "DELETE", cookie: admin.cookie }),
      { id },
    );
    expect(deleted.json).toMatchObject({
      success: true,
      message: "User deleted successfully",
      user: { _id: id },
    });
    expect(getUserById(target.id)).toBeNull();
    expect(
      (
        await run(oneUser.action, makeRequest(url, { method: "DELETE", cookie: admin.cookie }), {
          id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await run(
          oneUser.action,
          makeRequest(url, { method: "POST", cookie: admin.cookie, json: {} }),
          { id },
        )
      ).status,
    ).toBe(405);
  });

  it("the last admin cannot be deleted, even by another admin who is then demoted", async () => {
    const a = await as("admin");
    const b = insertUser({ role: "admin" });
    const demote = await run(
      oneUser.action,
      makeRequest(`/api/bel/admin/users/${a.user.id}`, {
        method: "PUT",
        cookie: a.cookie,
        json: { name: "A", email: a.user.email, role: "manager" },
      }),
      { id: String(a.user.id) },
    );
    expect(demote.status).toBe(200);
    // a is a manager now: refused before the rule is even reached.
    const refused = await run(
      oneUser.action,
      makeRequest(`/api/bel/admin/users/${b.id}`, { method: "DELETE", cookie: a.cookie }),
      { id: String(b.id) },
    );
    expect(refused.status).toBe(403);
    const bCookie = (await cookieFor(b.id)).cookie;
    const lastDemote = await run(
      oneUser.action,
      makeRequest(`/api/bel/admin/users/${b.id}`, {
        method: "PUT",
        cookie: bCookie,
        json: { name: "B", email: b.email, role: "manager" },
      }),
      { id: String(b.id) },
    );
    expect(lastDemote.status).toBe(409);
    expect(lastDemote.json.message).toBe("The last admin must keep the admin role");
  });
});

describe("OpenAPI", () => {
  it("documents every staff endpoint with its schemas, as valid OpenAPI 3.1", async () => {
    const doc = openApiDocument(endpoints) as any;
    for (const [path, method] of [
      ["/admin-bel", "post"],
      ["/me", "get"],
      ["/logout", "get"],
      ["/password/forgot", "post"],
      ["/password/reset/{token}", "put"],
      ["/admin/users", "get"],
      ["/admin/user/new", "post"],
      ["/admin/users/{id}", "get"],
      ["/admin/users/{id}", "put"],
      ["/admin/users/{id}", "delete"],
    ]) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const body = doc.paths["/admin/user/new"].post.requestBody.content["application/json"].schema;
    const named = doc.components.schemas[body.$ref.replace("#/components/schemas/", "")];
    expect(named.required).toEqual(expect.arrayContaining(["name", "email", "role", "password"]));
    expect(doc.paths["/admin/users"].get.security).toEqual([{ session: [] }]);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

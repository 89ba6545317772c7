/**
 * The JSON sign-in with two-factor (docs/api.md, Signing in): an account without it gets exactly
 * the answer it always had; one with it is told that a code is needed and how to send it (the
 * same POST with `code` or `recoveryCode`), a wrong code is a 401 with the challenge again, a
 * right one the usual 200; `trustBrowser` sets the trusted-browser cookie; with two-factor
 * required, an account without it is told to set it up on the site.
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { CODE_NEEDED, TWO_FACTOR_SETUP_FIRST } from "~/api/endpoints/auth.server";
import { db } from "~/db.server";
import { rateLimitClock } from "~/models/rate-limits.server";
import { updateSettings } from "~/models/settings.server";
import {
  confirmTwoFactor,
  hasTwoFactor,
  INVALID_CODE,
  pendingTwoFactorSetup,
  startTwoFactorSetup,
  TWO_FACTOR_RESET,
} from "~/models/two-factor.server";
import * as apiRoute from "~/routes/api.bel.$";
import { resetDb } from "../fixtures";
import {
  cookieFor,
  insertUser,
  makeRequest,
  run,
  sessionIdOf,
  setCookieHeader,
} from "./admin.helpers";

const STEP = 30_000;
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

const sleep = rateLimitClock.sleep;
beforeEach(() => {
  resetDb();
  rateLimitClock.sleep = async () => undefined;
  return () => {
    rateLimitClock.sleep = sleep;
  };
});

const signIn = (body: Record<string, unknown>, cookie?: string) =>
  run(apiRoute.action, makeRequest("/api/bel/admin-bel", { json: body, cookie }));

async function withTwoFactor() {
  const user = insertUser({ password: "the right password" });
  startTwoFactorSetup(user.id);
  const { secret } = (await pendingTwoFactorSetup(user.id))!;
  const actor = { id: user.id, name: user.name, email: user.email, address: "x" };
  const codes = confirmTwoFactor(actor, codeAt(secret, Date.now() - STEP), Date.now() - STEP);
  return { user, secret, codes };
}

const CHALLENGE = { required: true, methods: ["code", "recoveryCode"] };

describe("POST /api/bel/admin-bel with two-factor", () => {
  it("answers an account without two-factor byte for byte as before, whatever code it sends", async () => {
    const user = insertUser({ name: "Plain", role: "admin", password: "the right password" });
    const plain = await signIn({ email: user.email, password: "the right password" });
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(
      `{"success":true,"user":{"_id":"${user.id}","name":"Plain","email":"${user.email}","role":"admin"}}`,
    );
    expect([...plain.headers.keys()].sort()).toEqual([
      "cache-control",
      "content-type",
      "set-cookie",
      "x-content-type-options",
    ]);
    expect(plain.headers.getSetCookie()).toHaveLength(1);
    const withCode = await signIn({
      email: user.email,
      password: "the right password",
      code: "123456",
    });
    expect(withCode.status).toBe(200);
    expect(withCode.text).toBe(plain.text);
  });

  it("tells a client a code is needed, refuses a wrong one, and signs in with the right one", async () => {
    const { user, secret } = await withTwoFactor();
    const credentials = { email: user.email, password: "the right password" };
    const needed = await signIn(credentials);
    expect(needed.status).toBe(401);
    expect(needed.json).toEqual({ success: false, message: CODE_NEEDED, twoFactor: CHALLENGE });
    expect(needed.headers.getSetCookie()).toEqual([]);

    const code = codeAt(secret, Date.now());
    const wrong = await signIn({ ...credentials, code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({
      success: false,
      message: INVALID_CODE,
      errors: { code: [INVALID_CODE] },
      twoFactor: CHALLENGE,
    });
    // A wrong password with a code is the plain wrong-password answer.
    const badPassword = await signIn({ ...credentials, password: "nope", code });
    expect(badPassword.json).toEqual({ success: false, message: "Invalid email or password" });

    const done = await signIn({ ...credentials, code: code.replace(/^(\d{3})/, "$1 ") });
    expect(done.status).toBe(200);
    expect(done.json.user).toMatchObject({ _id: String(user.id), email: user.email });
    expect(await sessionIdOf(done)).toMatch(/^[0-9a-f]{64}$/);
    expect(setCookieHeader(done, "bel_trust")).toBeNull();
    // The code is spent.
    expect((await signIn({ ...credentials, code })).status).toBe(401);
    // A malformed code is invalid input.
    expect((await signIn({ ...credentials, code: "12ab" })).status).toBe(400);
  });

  it("takes a recovery code once, and trusts the client when asked", async () => {
    const { user, codes } = await withTwoFactor();
    const credentials = { email: user.email, password: "the right password" };
    const done = await signIn({ ...credentials, recoveryCode: codes[0], trustBrowser: true });
    expect(done.status).toBe(200);
    const trust = setCookieHeader(done, "bel_trust");
    expect(trust).toMatch(/Max-Age=2592000/);
    expect((await signIn({ ...credentials, recoveryCode: codes[0] })).status).toBe(401);
    // With the trusted-browser cookie: the password alone.
    const trusted = await signIn(credentials, trust!.split(";")[0]);
    expect(trusted.status).toBe(200);
    expect(await sessionIdOf(trusted)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("with two-factor required, an account without it is told to set it up on the site", async () => {
    const admin = insertUser({ role: "admin" });
    updateSettings(
      { id: admin.id, name: admin.name, email: admin.email, address: "x" },
      {
        twoFactorRequired: true,
      },
    );
    const user = insertUser({ password: "the right password" });
    const answer = await signIn({ email: user.email, password: "the right password" });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      success: false,
      message: TWO_FACTOR_SETUP_FIRST,
      twoFactor: { required: true, setup: "/admin-bel" },
    });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});

describe("DELETE /api/bel/admin/users/{id}/two-factor", () => {
  it("is an admin's reset, as Update User's: off, and the user's sessions ended; a manager gets 403", async () => {
    const { user } = await withTwoFactor();
    const theirs = await cookieFor(user.id);
    const admin = insertUser({ role: "admin" });
    const manager = insertUser({ role: "manager" });
    const reset = async (cookie: string, id = user.id) =>
      run(
        apiRoute.action,
        makeRequest(`/api/bel/admin/users/${id}/two-factor`, { method: "DELETE", cookie }),
      );

    const refused = await reset((await cookieFor(manager.id)).cookie);
    expect(refused.status).toBe(403);
    expect(hasTwoFactor(user.id)).toBe(true);

    const { cookie } = await cookieFor(admin.id);
    const done = await reset(cookie);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ success: true, message: TWO_FACTOR_RESET });
    expect(hasTwoFactor(user.id)).toBe(false);
    expect(db.select().from(sessions).where(eq(sessions.id, theirs.sessionId)).all()).toEqual([]);

    expect((await reset(cookie)).status).toBe(409);
    expect((await reset(cookie, 999_999)).status).toBe(404);
  });
});

/**
 * Signing in with two-factor through the pages (docs/admin.md, Two-factor sign-in): the password
 * page leads to the code page; a code computed from the secret, or a recovery code (once), signs
 * in; "trust this browser" skips the code next time but never the password; six wrong codes in a
 * row are refused from that address and the right code still gets the owner in; when two-factor
 * is required, an account without it is led to set it up.
 */
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimitClock } from "~/models/rate-limits.server";
import { updateSettings, getSetting } from "~/models/settings.server";
import {
  confirmTwoFactor,
  hasTwoFactor,
  INVALID_CODE,
  INVALID_RECOVERY_CODE,
  pendingTwoFactorSetup,
  startTwoFactorSetup,
} from "~/models/two-factor.server";
import { getSessionUser } from "~/models/session.server";
import * as editUser from "~/routes/admin.users.$id";
import * as usersPage from "~/routes/admin.users._index";
import * as codePage from "~/sign-in/code";
import * as signInPage from "~/sign-in/route";
import * as setupPage from "~/sign-in/setup";
import { resetDb } from "../fixtures";
import {
  cookieFor,
  insertUser,
  makeRequest,
  run,
  sessionIdOf,
  setCookieHeader,
  type Answer,
} from "./admin.helpers";

const OWNER = "198.51.100.10";
const ATTACKER = "203.0.113.66";
const from = (address: string) => ({ "x-bel-client-address": address });
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

/** The cookies an answer sets, as the next request's Cookie header (cleared ones left out). */
function cookiesOf(answer: Answer, previous = "") {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of answer.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(header) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** A manager with two-factor on (its code of the set-up step spent), and its recovery codes. */
async function withTwoFactor() {
  const user = insertUser({ password: "the right password" });
  startTwoFactorSetup(user.id);
  const { secret } = (await pendingTwoFactorSetup(user.id))!;
  const actor = { id: user.id, name: user.name, email: user.email, address: OWNER };
  // Set up one step ago, so the current step's code is still unspent.
  const codes = confirmTwoFactor(actor, codeAt(secret, Date.now() - STEP), Date.now() - STEP);
  return { user, secret, codes };
}

const password = (email: string, cookie = "", address = OWNER, pass = "the right password") =>
  run(
    signInPage.action,
    makeRequest("/admin-bel", {
      form: { email, password: pass, redirectTo: "/admin/products" },
      cookie,
      headers: from(address),
    }),
  );

const sendCode = (cookie: string, form: Record<string, string>, address = OWNER) =>
  run(codePage.action, makeRequest("/admin-bel/code", { form, cookie, headers: from(address) }));

describe("sign-in with two-factor", () => {
  it("an account without two-factor signs in at once, as before", async () => {
    const user = insertUser({ password: "the right password" });
    const answer = await password(user.email);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/products");
    expect(await sessionIdOf(answer)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("asks for the code after the password, and a code from the secret signs in", async () => {
    const { user, secret } = await withTwoFactor();
    const first = await password(user.email);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/admin-bel/code");
    expect(await sessionIdOf(first)).toBeNull();
    const cookie = cookiesOf(first);
    expect(cookie).toContain("bel_2fa=");

    const page = await run(codePage.loader, makeRequest("/admin-bel/code", { cookie }));
    expect(page.status).toBe(200);
    expect(page.json.recovery).toBe(false);
    // Without the pending step the page leads back to the password.
    const none = await run(codePage.loader, makeRequest("/admin-bel/code"));
    expect(none.location).toBe("/admin-bel");

    const code = codeAt(secret, Date.now());
    const wrong = await sendCode(cookie, { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.result.error).toEqual({ code: [INVALID_CODE] });
    const done = await sendCode(cookie, { code });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/products");
    expect(await sessionIdOf(done)).toMatch(/^[0-9a-f]{64}$/);
    expect(setCookieHeader(done, "bel_2fa")).toMatch(/Max-Age=0/i);
    expect(setCookieHeader(done, "bel_trust")).toBeNull();
    // The same code is not accepted twice.
    const again = await sendCode(cookie, { code });
    expect(again.status).toBe(400);
  });

  it("a recovery code signs in once", async () => {
    const { user, codes } = await withTwoFactor();
    const cookie = cookiesOf(await password(user.email));
    const page = await run(
      codePage.loader,
      makeRequest("/admin-bel/code?method=recovery", { cookie }),
    );
    expect(page.json.recovery).toBe(true);
    const done = await sendCode(cookie, { recoveryCode: codes[2].toUpperCase() });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/products");
    const again = await sendCode(cookie, { recoveryCode: codes[2] });
    expect(again.status).toBe(400);
    expect(again.json.result.error).toEqual({ recoveryCode: [INVALID_RECOVERY_CODE] });
  });

  it("a trusted browser skips the code for its account, never the password", async () => {
    const { user, secret } = await withTwoFactor();
    const cookie = cookiesOf(await password(user.email));
    const done = await sendCode(cookie, { code: codeAt(secret, Date.now()), trust: "on" });
    expect(setCookieHeader(done, "bel_trust")).toMatch(/Max-Age=2592000/);
    const trusted = cookiesOf(done)
      .split("; ")
      .filter((c) => c.startsWith("bel_trust="))
      .join("");
    expect(trusted).not.toBe("");

    const next = await password(user.email, trusted);
    expect(next.location).toBe("/admin/products");
    expect(await sessionIdOf(next)).toMatch(/^[0-9a-f]{64}$/);
    const wrongPassword = await password(user.email, trusted, OWNER, "not it");
    expect(wrongPassword.status).toBe(401);
    // For another account with two-factor, the cookie does nothing.
    const other = await withTwoFactor();
    expect((await password(other.user.email, trusted)).location).toBe("/admin-bel/code");
  });

  it("six wrong codes in a row: the sixth is refused, and the right code still gets the owner in", async () => {
    const { user, secret } = await withTwoFactor();
    const attacker = cookiesOf(await password(user.email, "", ATTACKER));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await sendCode(attacker, { code: String(100000 + i) }, ATTACKER)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await sendCode(attacker, { code: "999999" }, ATTACKER);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);

    const owner = cookiesOf(await password(user.email));
    const done = await sendCode(owner, { code: codeAt(secret, Date.now()) });
    expect(done.status).toBe(302);
    expect(await sessionIdOf(done)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("when two-factor is required, an account without it sets it up, then is signed in", async () => {
    const admin = insertUser({ role: "admin" });
    updateSettings(
      { id: admin.id, name: admin.name, email: admin.email, address: OWNER },
      {
        twoFactorRequired: true,
      },
    );
    expect(getSetting("twoFactorRequired")).toBe(true);
    const user = insertUser({ password: "the right password" });
    const first = await password(user.email);
    expect(first.location).toBe("/admin-bel/setup");
    expect(await sessionIdOf(first)).toBeNull();
    const cookie = cookiesOf(first);
    // The code page is not a way round it.
    expect((await run(codePage.loader, makeRequest("/admin-bel/code", { cookie }))).location).toBe(
      "/admin-bel",
    );
    const shown = await run(setupPage.loader, makeRequest("/admin-bel/setup", { cookie }));
    const secret: string = shown.json.setup.secret;
    const bad = await run(
      setupPage.action,
      makeRequest("/admin-bel/setup", { cookie, form: { code: "12" } }),
    );
    expect(bad.status).toBe(400);
    const done = await run(
      setupPage.action,
      makeRequest("/admin-bel/setup", { cookie, form: { code: codeAt(secret, Date.now()) } }),
    );
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ to: "/admin/products" });
    expect(done.json.codes).toHaveLength(10);
    expect(await sessionIdOf(done)).toMatch(/^[0-9a-f]{64}$/);
    expect(hasTwoFactor(user.id)).toBe(true);
  });
});

describe("the users screens", () => {
  it("an admin requires two-factor for all staff with the users screen's switch, and turns it off", async () => {
    const admin = insertUser({ role: "admin" });
    const { cookie } = await cookieFor(admin.id);
    const on = await run(
      usersPage.action,
      makeRequest("/admin/users", {
        cookie,
        form: { intent: "require-two-factor", twoFactorRequired: "on" },
      }),
    );
    expect(on.status).toBe(303);
    expect(getSetting("twoFactorRequired")).toBe(true);
    const list = await run(usersPage.loader, makeRequest("/admin/users", { cookie }));
    expect(list.json.twoFactorRequired).toBe(true);
    await run(
      usersPage.action,
      makeRequest("/admin/users", { cookie, form: { intent: "require-two-factor" } }),
    );
    expect(getSetting("twoFactorRequired")).toBe(false);
    // A manager cannot.
    const manager = insertUser({ role: "manager" });
    const refused = await run(
      usersPage.action,
      makeRequest("/admin/users", {
        cookie: (await cookieFor(manager.id)).cookie,
        form: { intent: "require-two-factor", twoFactorRequired: "on" },
      }),
    );
    expect(refused.status).toBe(403);
    expect(getSetting("twoFactorRequired")).toBe(false);
  });

  it("an admin resets someone's two-factor: it is off, and their sessions end", async () => {
    const admin = insertUser({ role: "admin" });
    const { cookie } = await cookieFor(admin.id);
    const { user } = await withTwoFactor();
    const theirs = await cookieFor(user.id);
    const list = await run(usersPage.loader, makeRequest("/admin/users", { cookie }));
    expect(list.json.users.find((u: { id: number }) => u.id === user.id).twoFactor).toBe(true);
    const page = await run(editUser.loader, makeRequest(`/admin/users/${user.id}`, { cookie }), {
      id: String(user.id),
    });
    expect(page.json.twoFactor.enabled).toBe(true);
    const reset = await run(
      editUser.action,
      makeRequest(`/admin/users/${user.id}`, { cookie, form: { intent: "two-factor-reset" } }),
      { id: String(user.id) },
    );
    expect(reset.status).toBe(303);
    expect(hasTwoFactor(user.id)).toBe(false);
    expect(getSessionUser(theirs.sessionId)).toBeNull();
    // The admin's own session stays, and the editor's form still saves.
    const saved = await run(
      editUser.action,
      makeRequest(`/admin/users/${user.id}`, {
        cookie,
        form: { name: "Renamed", email: user.email, role: "manager" },
      }),
      { id: String(user.id) },
    );
    expect(saved.location).toBe("/admin/users");
  });
});

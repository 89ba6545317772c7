/**
 * Two-factor sign-in on the profile (docs/admin.md, Two-factor sign-in), through the pages'
 * loaders and actions with real requests: turn on (a POST makes the secret, the next page shows
 * it and takes the first code, computed here from the shown secret), the recovery codes shown
 * once, renewing them, turning off; a wrong code or password comes back as a field message.
 */
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import * as profile from "~/routes/admin.profile";
import * as recovery from "~/routes/admin.profile_.recovery-codes";
import * as setupPage from "~/routes/admin.profile_.two-factor";
import { hasTwoFactor, useRecoveryCode } from "~/models/two-factor.server";
import { CURRENT_PASSWORD_WRONG } from "~/models/user.server";
import { INVALID_CODE } from "~/models/two-factor.server";
import { resetDb } from "../fixtures";
import { cookieFor, insertUser, makeRequest, run } from "./admin.helpers";

beforeEach(() => resetDb());

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

async function signedIn() {
  const user = insertUser({ password: "the right password" });
  const { cookie } = await cookieFor(user.id);
  return { user, cookie };
}

/** Turns two-factor on through the pages; returns the shown secret and recovery codes. */
async function turnOn(cookie: string) {
  const start = await run(
    profile.action,
    makeRequest("/admin/profile", { cookie, form: { intent: "two-factor-start" } }),
  );
  expect(start.status).toBe(302);
  expect(start.location).toBe("/admin/profile/two-factor");
  const shown = await run(setupPage.loader, makeRequest("/admin/profile/two-factor", { cookie }));
  const secret: string = shown.json.setup.secret;
  expect(shown.json.setup.qr).toMatch(/^data:image\/png;base64,/);
  const done = await run(
    setupPage.action,
    makeRequest("/admin/profile/two-factor", { cookie, form: { code: codeFor(secret) } }),
  );
  expect(done.status).toBe(200);
  expect(done.headers.get("Cache-Control")).toBe("private, no-store");
  return { secret, codes: done.json.codes as string[] };
}

describe("profile: two-factor", () => {
  it("turns on with a code from the shown secret and shows ten recovery codes once", async () => {
    const { user, cookie } = await signedIn();
    const before = await run(profile.loader, makeRequest("/admin/profile", { cookie }));
    expect(before.json.twoFactor.enabled).toBe(false);

    const start = await run(
      profile.action,
      makeRequest("/admin/profile", { cookie, form: { intent: "two-factor-start" } }),
    );
    const shown = await run(setupPage.loader, makeRequest("/admin/profile/two-factor", { cookie }));
    const secret: string = shown.json.setup.secret;
    void start;
    // A wrong code and a malformed one: 400, the message beside the field, still off.
    const right = codeFor(secret);
    const wrong = await run(
      setupPage.action,
      makeRequest("/admin/profile/two-factor", {
        cookie,
        form: { code: right === "123456" ? "654321" : "123456" },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.result.error).toEqual({ code: [INVALID_CODE] });
    const letters = await run(
      setupPage.action,
      makeRequest("/admin/profile/two-factor", { cookie, form: { code: "abc" } }),
    );
    expect(letters.status).toBe(400);
    expect(letters.json.result.error.code).toEqual(["The code is 6 digits"]);
    expect(hasTwoFactor(user.id)).toBe(false);

    const done = await run(
      setupPage.action,
      makeRequest("/admin/profile/two-factor", { cookie, form: { code: right } }),
    );
    expect(done.status).toBe(200);
    expect(done.json.codes).toHaveLength(10);
    expect(hasTwoFactor(user.id)).toBe(true);
    // The secret is never shown again, and the same code cannot confirm twice.
    const after = await run(setupPage.loader, makeRequest("/admin/profile/two-factor", { cookie }));
    expect(after.json).toMatchObject({ setup: null, enabled: true });
    const again = await run(
      setupPage.action,
      makeRequest("/admin/profile/two-factor", { cookie, form: { code: right } }),
    );
    expect(again.status).toBe(400);
    const now = await run(profile.loader, makeRequest("/admin/profile", { cookie }));
    expect(now.json.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it("renews the recovery codes with the current password; the old ones stop working", async () => {
    const { user, cookie } = await signedIn();
    const { codes } = await turnOn(cookie);
    const wrong = await run(
      recovery.action,
      makeRequest("/admin/profile/recovery-codes", { cookie, form: { currentPassword: "nope" } }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.result.error).toEqual({ currentPassword: [CURRENT_PASSWORD_WRONG] });
    expect(wrong.text).not.toContain("nope");
    const renewed = await run(
      recovery.action,
      makeRequest("/admin/profile/recovery-codes", {
        cookie,
        form: { currentPassword: "the right password" },
      }),
    );
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.json.codes;
    expect(fresh).toHaveLength(10);
    const actor = { id: user.id, name: user.name, email: user.email, address: "x" };
    expect(useRecoveryCode(actor, codes[0])).toBeNull();
    expect(useRecoveryCode(actor, fresh[0])).toBe(9);
  });

  it("turns off with the current password", async () => {
    const { user, cookie } = await signedIn();
    await turnOn(cookie);
    const wrong = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie,
        form: { intent: "two-factor-off", currentPassword: "nope" },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      intent: "two-factor-off",
      result: { error: { currentPassword: [CURRENT_PASSWORD_WRONG] } },
    });
    expect(hasTwoFactor(user.id)).toBe(true);
    const off = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie,
        form: { intent: "two-factor-off", currentPassword: "the right password" },
      }),
    );
    expect(off.status).toBe(302);
    expect(hasTwoFactor(user.id)).toBe(false);
    // This session stays.
    const page = await run(profile.loader, makeRequest("/admin/profile", { cookie }));
    expect(page.status).toBe(200);
    expect(page.json.twoFactor.enabled).toBe(false);
  });
});

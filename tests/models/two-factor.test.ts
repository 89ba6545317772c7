/**
 * Two-factor sign-in in the model layer (docs/admin.md, Two-factor sign-in): turning it on with a
 * first code computed from the shown secret, the replay guard, recovery codes (hashed, single
 * use, renewable), turning it off, an admin's reset, the trusted-browser cookie and the limits on
 * wrong codes. Codes are computed with otpauth from the secret the model shows, as an app would.
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, passkeys, recoveryCodes, sessions, userTotp } from "../../db/schema";
import { db } from "~/db.server";
import { open, seal } from "~/models/secret-box.server";
import { createSession } from "~/models/session.server";
import { getSetting, updateSettings } from "~/models/settings.server";
import {
  beforeSecondFactor,
  rateLimitClock,
  secondFactorFailed,
  secondFactorSucceeded,
  signInSucceeded,
  ThrottledError,
} from "~/models/rate-limits.server";
import {
  isTrustedBrowser,
  trustBrowser,
  TRUSTED_BROWSER_MS,
} from "~/models/trusted-browser.server";
import {
  confirmTwoFactor,
  disableTwoFactor,
  hasTwoFactor,
  INVALID_CODE,
  pendingTwoFactorSetup,
  RECOVERY_CODE_COUNT,
  renewRecoveryCodes,
  resetTwoFactor,
  startTwoFactorSetup,
  TWO_FACTOR_ALREADY_ON,
  twoFactorStatus,
  useRecoveryCode,
  verifyTwoFactorCode,
} from "~/models/two-factor.server";
import { changePassword, CURRENT_PASSWORD_WRONG } from "~/models/user.server";
import { DomainError } from "~/utils/domain-error";
import { resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";

const T0 = Date.UTC(2026, 4, 1, 12, 0, 5);
const STEP = 30_000;

const as = (user: { id: number; name: string; email: string }) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  address: "203.0.113.1",
});

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

const sleep = rateLimitClock.sleep;
let delays: number[] = [];
beforeEach(() => {
  resetDb();
  delays = [];
  rateLimitClock.sleep = async (ms) => void delays.push(ms);
});
afterEach(() => {
  rateLimitClock.sleep = sleep;
});

/** A user with two-factor on (set up at T0), its secret and its recovery codes. */
async function withTwoFactor(role: "admin" | "manager" = "manager") {
  const user = insertUser({ role, password: "the right password" });
  startTwoFactorSetup(user.id);
  const { secret } = (await pendingTwoFactorSetup(user.id))!;
  const codes = confirmTwoFactor(as(user), codeAt(secret, T0), T0);
  return { user, secret, codes };
}

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error("did not throw");
};

describe("turning two-factor on", () => {
  it("shows a secret and its key URI, stores it sealed, and turns on only with a right first code", async () => {
    const user = insertUser();
    startTwoFactorSetup(user.id);
    const setup = (await pendingTwoFactorSetup(user.id))!;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/BEL%20Cables:/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);
    const row = db.select().from(userTotp).where(eq(userTotp.userId, user.id)).get()!;
    expect(row.secret).not.toContain(setup.secret);
    expect(row.secret).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(hasTwoFactor(user.id)).toBe(false);

    const wrong = thrown(() =>
      confirmTwoFactor(as(user), "000000" === codeAt(setup.secret, T0) ? "111111" : "000000", T0),
    );
    expect(wrong).toMatchObject({ status: 400, message: INVALID_CODE, field: "code" });
    expect(hasTwoFactor(user.id)).toBe(false);

    const codes = confirmTwoFactor(as(user), codeAt(setup.secret, T0), T0);
    expect(hasTwoFactor(user.id)).toBe(true);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    // Only hashes are stored.
    const stored = db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)).all();
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((c) => c.replace(/-/g, ""))).not.toContain(row.codeHash);
    }
    expect(twoFactorStatus(user.id)).toEqual({
      enabled: true,
      since: new Date(T0),
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect(await pendingTwoFactorSetup(user.id)).toBeNull();
    expect(db.select().from(auditLog).where(eq(auditLog.entity, "two-factor")).all()).toMatchObject(
      [{ action: "enable", userId: user.id }],
    );
  });

  it("refuses to start again while on, and a second start replaces an unconfirmed secret", async () => {
    const user = insertUser();
    startTwoFactorSetup(user.id);
    const first = (await pendingTwoFactorSetup(user.id))!.secret;
    startTwoFactorSetup(user.id);
    const second = (await pendingTwoFactorSetup(user.id))!.secret;
    expect(second).not.toBe(first);
    // A code of the first secret no longer confirms.
    const stale = codeAt(first, T0);
    if (stale !== codeAt(second, T0)) {
      expect(thrown(() => confirmTwoFactor(as(user), stale, T0))).toMatchObject({ status: 400 });
    }
    confirmTwoFactor(as(user), codeAt(second, T0), T0);
    expect(thrown(() => startTwoFactorSetup(user.id))).toMatchObject({
      status: 409,
      message: TWO_FACTOR_ALREADY_ON,
    });
  });
});

describe("codes at sign-in", () => {
  it("accepts a code once (the replay guard), a later step's code, and never an earlier one", async () => {
    const { user, secret } = await withTwoFactor();
    const t1 = T0 + 2 * STEP;
    const code = codeAt(secret, t1);
    expect(verifyTwoFactorCode(user.id, code, t1)).toBe(true);
    expect(verifyTwoFactorCode(user.id, code, t1 + 1000)).toBe(false);
    // The previous step's code is within the window but older than the one spent.
    expect(verifyTwoFactorCode(user.id, codeAt(secret, t1 - STEP), t1)).toBe(false);
    // The setup's own code cannot be replayed either.
    expect(verifyTwoFactorCode(user.id, codeAt(secret, T0), T0)).toBe(false);
    // The next step's code is accepted (a clock 30 s apart), then not again.
    expect(verifyTwoFactorCode(user.id, codeAt(secret, t1 + STEP), t1)).toBe(true);
    expect(verifyTwoFactorCode(user.id, codeAt(secret, t1 + STEP), t1 + STEP)).toBe(false);
    // Spaces are allowed; letters, other lengths and far-off codes are not.
    const t2 = t1 + 4 * STEP;
    expect(verifyTwoFactorCode(user.id, "abcdef", t2)).toBe(false);
    expect(verifyTwoFactorCode(user.id, codeAt(secret, t2 + 3 * STEP), t2)).toBe(false);
    const spaced = codeAt(secret, t2).replace(/^(\d{3})/, "$1 ");
    expect(verifyTwoFactorCode(user.id, spaced, t2)).toBe(true);
  });

  it("a user without two-factor has no code that works", async () => {
    const user = insertUser();
    startTwoFactorSetup(user.id);
    const { secret } = (await pendingTwoFactorSetup(user.id))!;
    expect(verifyTwoFactorCode(user.id, codeAt(secret, T0), T0)).toBe(false);
    expect(useRecoveryCode(as(user), "aaaa-bbbb-cccc", T0)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("each works once, in any case and with or without dashes, and only for its account", async () => {
    const { user, codes } = await withTwoFactor();
    const other = await withTwoFactor();
    expect(useRecoveryCode(as(other.user), codes[0], T0)).toBeNull();
    expect(useRecoveryCode(as(user), codes[0].toUpperCase().replace(/-/g, " "), T0)).toBe(9);
    expect(useRecoveryCode(as(user), codes[0], T0)).toBeNull();
    expect(useRecoveryCode(as(user), "aaaa-bbbb-cccc", T0)).toBeNull();
    expect(useRecoveryCode(as(user), codes[1].replace(/-/g, ""), T0)).toBe(8);
    expect(twoFactorStatus(user.id).recoveryCodesLeft).toBe(8);
    expect(
      db.select().from(auditLog).where(eq(auditLog.action, "recovery-used")).all(),
    ).toHaveLength(2);
  });

  it("renewing needs the current password and voids every old code", async () => {
    const { user, codes } = await withTwoFactor();
    await expect(renewRecoveryCodes(as(user), "wrong")).rejects.toMatchObject({
      status: 400,
      message: CURRENT_PASSWORD_WRONG,
      field: "currentPassword",
    });
    const fresh = await renewRecoveryCodes(as(user), "the right password");
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    for (const old of codes) expect(useRecoveryCode(as(user), old, T0)).toBeNull();
    expect(useRecoveryCode(as(user), fresh[3], T0)).toBe(9);
  });
});

describe("turning off and resetting", () => {
  it("turning off needs the password, ends the other sessions and voids trusted browsers", async () => {
    const { user, secret } = await withTwoFactor();
    const mine = createSession(user.id);
    const other = createSession(user.id);
    const trust = (await trustBrowser(user.id, T0)).split(";")[0];
    expect(await isTrustedBrowser(trust, user.id, T0 + 1000)).toBe(true);
    await expect(
      disableTwoFactor(as(user), "wrong", { sessionId: mine.id, now: T0 + 2000 }),
    ).rejects.toBeInstanceOf(DomainError);
    expect(hasTwoFactor(user.id)).toBe(true);

    await disableTwoFactor(as(user), "the right password", { sessionId: mine.id, now: T0 + 2000 });
    expect(hasTwoFactor(user.id)).toBe(false);
    expect(twoFactorStatus(user.id)).toEqual({ enabled: false, since: null, recoveryCodesLeft: 0 });
    expect(db.select().from(recoveryCodes).all()).toEqual([]);
    expect(db.select({ id: sessions.id }).from(sessions).all()).toEqual([{ id: mine.id }]);
    expect(verifyTwoFactorCode(user.id, codeAt(secret, T0 + 3 * STEP), T0 + 3 * STEP)).toBe(false);
    expect(await isTrustedBrowser(trust, user.id, T0 + 3000)).toBe(false);
    void other;
  });

  it("an admin's reset removes it, ends all of that person's sessions and is audited", async () => {
    const admin = insertUser({ role: "admin" });
    const { user } = await withTwoFactor();
    createSession(user.id);
    const adminSession = createSession(admin.id);
    resetTwoFactor(as(admin), user.id, { sessionId: adminSession.id, now: T0 + 1000 });
    expect(hasTwoFactor(user.id)).toBe(false);
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toEqual([]);
    expect(db.select().from(sessions).where(eq(sessions.userId, admin.id)).all()).toHaveLength(1);
    expect(db.select().from(auditLog).where(eq(auditLog.action, "reset")).all()).toMatchObject([
      { userId: admin.id, entity: "two-factor", entityId: String(user.id) },
    ]);
    expect(thrown(() => resetTwoFactor(as(admin), user.id))).toMatchObject({ status: 409 });
    expect(thrown(() => resetTwoFactor(as(admin), 999_999))).toMatchObject({ status: 404 });
  });

  it("an admin's reset takes the passkeys too, and resets an account that has passkeys only", async () => {
    const admin = insertUser({ role: "admin" });
    const passkey = (userId: number, credentialId: string) =>
      db
        .insert(passkeys)
        .values({ userId, credentialId, publicKey: Buffer.from([1, 2, 3]), name: "Work laptop" })
        .run();
    const { user } = await withTwoFactor();
    passkey(user.id, "cred-a");
    passkey(user.id, "cred-b");
    const onlyPasskey = insertUser({ role: "manager" });
    passkey(onlyPasskey.id, "cred-c");
    const bystander = insertUser({ role: "manager" });
    passkey(bystander.id, "cred-d");

    resetTwoFactor(as(admin), user.id, { now: T0 + 1000 });
    expect(hasTwoFactor(user.id)).toBe(false);
    resetTwoFactor(as(admin), onlyPasskey.id, { now: T0 + 1000 });
    expect(db.select({ id: passkeys.credentialId }).from(passkeys).all()).toEqual([
      { id: "cred-d" },
    ]);
    expect(
      db
        .select({ summary: auditLog.summary })
        .from(auditLog)
        .where(eq(auditLog.action, "reset"))
        .all(),
    ).toEqual([
      { summary: `Reset two-factor sign-in of ${user.name} and 2 passkeys` },
      { summary: `Reset two-factor sign-in of ${onlyPasskey.name} and 1 passkey` },
    ]);
    expect(thrown(() => resetTwoFactor(as(admin), onlyPasskey.id))).toMatchObject({ status: 409 });
  });
});

describe("trusted browser", () => {
  it("holds 30 days for its account only, and ends with a password change or two-factor off", async () => {
    const { user } = await withTwoFactor();
    const other = await withTwoFactor();
    const cookie = (await trustBrowser(user.id, T0 + 1000)).split(";")[0];
    expect(await trustBrowser(user.id, T0)).toMatch(/Max-Age=2592000/);
    expect(await isTrustedBrowser(cookie, user.id, T0 + 2000)).toBe(true);
    expect(await isTrustedBrowser(cookie, other.user.id, T0 + 2000)).toBe(false);
    expect(await isTrustedBrowser(cookie, user.id, T0 + 1000 + TRUSTED_BROWSER_MS)).toBe(false);
    expect(await isTrustedBrowser(null, user.id, T0 + 2000)).toBe(false);
    // A forged value (the signature does not match) is refused.
    const forged = cookie.replace(
      /=.*/,
      `=${Buffer.from(JSON.stringify({ u: user.id, at: T0 })).toString("base64")}`,
    );
    expect(await isTrustedBrowser(forged, user.id, T0 + 2000)).toBe(false);

    // A cookie a few seconds old, voided by a password change made after it.
    const now = Date.now();
    const recent = (await trustBrowser(user.id, now - 5000)).split(";")[0];
    expect(await isTrustedBrowser(recent, user.id, now)).toBe(true);
    await changePassword(as(user), "the right password", "a brand new password");
    expect(await isTrustedBrowser(recent, user.id, now + 1000)).toBe(false);
    // One issued after the change holds.
    const later = (await trustBrowser(user.id, Date.now() + 1)).split(";")[0];
    expect(await isTrustedBrowser(later, user.id, Date.now() + 2000)).toBe(true);
  });
});

describe("wrong codes", () => {
  const ATTACKER = "203.0.113.66";
  const OWNER = "198.51.100.10";

  it("refuses the 6th wrong code from one address; the owner elsewhere is only ever slowed", async () => {
    const { user } = await withTwoFactor();
    const attempts: string[] = [];
    for (let i = 0; i < 6; i++) {
      try {
        await beforeSecondFactor(user.email, ATTACKER);
        await secondFactorFailed(user.email, ATTACKER);
        attempts.push("wrong");
      } catch (error) {
        expect(error).toBeInstanceOf(ThrottledError);
        expect((error as ThrottledError).message).toMatch(
          /^Too many wrong codes\. Please try again in/,
        );
        attempts.push("refused");
      }
    }
    expect(attempts).toEqual(["wrong", "wrong", "wrong", "wrong", "wrong", "refused"]);
    // A right password does not clear the code counters.
    await signInSucceeded(user.email, ATTACKER);
    await expect(beforeSecondFactor(user.email, ATTACKER)).rejects.toBeInstanceOf(ThrottledError);
    // The owner, from home, is not refused nor slowed.
    await beforeSecondFactor(user.email, OWNER);
    expect(delays).toEqual([]);
    // Wrong codes from many addresses slow the account (never refuse it).
    for (let i = 0; i < 5; i++) await secondFactorFailed(user.email, `192.0.2.${i}`);
    await beforeSecondFactor(user.email, OWNER);
    expect(delays).toEqual([500]);
    // A right code clears them.
    await secondFactorSucceeded(user.email, OWNER);
    await beforeSecondFactor(user.email, OWNER);
    expect(delays).toEqual([500]);
  });
});

describe("the switch and the sealing", () => {
  it("two-factor for every staff account is off until an admin turns it on", async () => {
    const admin = insertUser({ role: "admin" });
    expect(getSetting("twoFactorRequired")).toBe(false);
    updateSettings(as(admin), { twoFactorRequired: true });
    expect(getSetting("twoFactorRequired")).toBe(true);
  });

  it("a sealed value opens, and a tampered one does not", async () => {
    const sealed = seal("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(seal("JBSWY3DPEHPK3PXP")).not.toBe(sealed);
    const [v, kid, iv, body] = sealed.split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped[0] ^= 1;
    expect(open([v, kid, iv, flipped.toString("base64url")].join("."))).toBeNull();
    expect(open(["v1", "00000000", iv, body].join("."))).toBeNull();
  });
});

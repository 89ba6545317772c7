/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes
 * (docs/admin.md, Two-factor sign-in). The secret is kept sealed (app/models/secret-box.server.ts);
 * a recovery code is kept as the SHA-256 of its normalised text, like a password-reset token.
 *
 * A code is accepted once: the 30-second step it belongs to is stored, and a code of that step or
 * an earlier one is refused afterwards (the replay guard), on every process, by one conditional
 * UPDATE.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { passkeys, recoveryCodes, userTotp } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { audit, type Actor } from "~/models/audit.server";
import { deleteUserSessions } from "~/models/session.server";
import { open, seal, sealedWithOldKey } from "~/models/secret-box.server";
import {
  assertCurrentPassword,
  credentialsChanged,
  getUserById,
  USER_NOT_FOUND,
} from "~/models/user.server";
import { badInput, conflict, notFound } from "~/utils/domain-error";

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const INVALID_CODE = "Invalid two-factor code";
export const INVALID_RECOVERY_CODE = "Invalid recovery code";
export const TWO_FACTOR_ALREADY_ON = "Two-factor sign-in is already on";
export const TWO_FACTOR_NOT_ON = "Two-factor sign-in is not on";
export const TWO_FACTOR_SETUP_EXPIRED = "Start setting up two-factor sign-in again";
export const TWO_FACTOR_ENABLED = "Two-factor sign-in is on";
export const TWO_FACTOR_DISABLED = "Two-factor sign-in is off";
export const TWO_FACTOR_RESET = "Two-factor sign-in was reset";
export const RECOVERY_CODES_RENEWED = "New recovery codes made: the old ones no longer work";

const totpOf = (secret: Secret, label: string) =>
  new TOTP({
    issuer: env.BRAND_NAME,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });

const stepOf = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/** "123 456" and "123456" are the same code. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, "");

/** Recovery codes ignore case, spaces and dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");

const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** Twelve base32 characters (60 random bits), shown as xxxx-xxxx-xxxx. */
function newRecoveryCode() {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => BASE32[b & 31]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

function totpRow(userId: number) {
  return db.select().from(userTotp).where(eq(userTotp.userId, userId)).get() ?? null;
}

/** Whether the account signs in with a second step. */
export function hasTwoFactor(userId: number): boolean {
  return Boolean(
    db
      .select({ id: userTotp.userId })
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
      .get(),
  );
}

/** Which of these users have two-factor on (the users list's column). */
export function usersWithTwoFactor(userIds: number[]): Set<number> {
  if (!userIds.length) return new Set();
  const rows = db
    .select({ id: userTotp.userId })
    .from(userTotp)
    .where(and(inArray(userTotp.userId, userIds), isNotNull(userTotp.confirmedAt)))
    .all();
  return new Set(rows.map((r) => r.id));
}

export type TwoFactorStatus = { enabled: boolean; since: Date | null; recoveryCodesLeft: number };

/** What the profile and the users screen show. */
export function twoFactorStatus(userId: number): TwoFactorStatus {
  const row = totpRow(userId);
  const left =
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .get()?.n ?? 0;
  const since = row?.confirmedAt ?? null;
  return { enabled: since !== null, since, recoveryCodesLeft: since ? left : 0 };
}

/**
 * Starts (or starts again) setting up: a new secret, not in force until the first code confirms
 * it. Refused when two-factor is already on (turn it off first).
 */
export function startTwoFactorSetup(userId: number) {
  if (!getUserById(userId)) throw notFound(USER_NOT_FOUND);
  const secret = seal(new Secret({ size: 20 }).base32);
  db.transaction(() => {
    if (hasTwoFactor(userId)) throw conflict(TWO_FACTOR_ALREADY_ON);
    db.insert(userTotp)
      .values({ userId, secret, confirmedAt: null, lastStep: 0 })
      .onConflictDoUpdate({
        target: userTotp.userId,
        set: { secret, confirmedAt: null, lastStep: 0, createdAt: new Date() },
      })
      .run();
  });
}

export type TwoFactorSetup = { secret: string; uri: string; qr: string };

/** The key URI as a QR code, a data: URL an <img> shows (the CSP allows data: images). */
async function qrOf(uri: string) {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 1, width: 220 });
}

/** The secret being set up (for the QR code and the text), or null when none is. */
export async function pendingTwoFactorSetup(userId: number): Promise<TwoFactorSetup | null> {
  const row = totpRow(userId);
  const user = getUserById(userId);
  if (!row || row.confirmedAt || !user) return null;
  const base32 = open(row.secret);
  if (!base32) return null;
  const uri = totpOf(Secret.fromBase32(base32), user.email).toString();
  return { secret: base32, uri, qr: await qrOf(uri) };
}

/** The step a code belongs to within one step either side of now, or null. */
function stepOfCode(sealed: string, code: string, now: number): number | null {
  const base32 = open(sealed);
  const token = normaliseCode(code);
  if (!base32 || !/^\d{6}$/.test(token)) return null;
  const delta = totpOf(Secret.fromBase32(base32), "").validate({
    token,
    timestamp: now,
    window: 1,
  });
  return delta === null ? null : stepOf(now) + delta;
}

/** Spends a step: true only for the first code of a step later than the last accepted one. */
function spendStep(userId: number, step: number, confirmed: boolean) {
  return (
    db
      .update(userTotp)
      .set({ lastStep: step })
      .where(
        and(
          eq(userTotp.userId, userId),
          lt(userTotp.lastStep, step),
          confirmed ? isNotNull(userTotp.confirmedAt) : isNull(userTotp.confirmedAt),
        ),
      )
      .run().changes === 1
  );
}

function insertRecoveryCodes(userId: number) {
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  db.insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })))
    .run();
  return codes;
}

/**
 * Confirms the secret being set up with a first code: two-factor is on from now, and the ten
 * recovery codes are made and returned, to be shown once.
 */
export function confirmTwoFactor(actor: Actor, code: string, now = Date.now()): string[] {
  const userId = actor.id;
  if (userId === null) throw badInput(INVALID_CODE, "code");
  return db.transaction(() => {
    const row = totpRow(userId);
    if (!row || row.confirmedAt) throw badInput(TWO_FACTOR_SETUP_EXPIRED, "code");
    const step = stepOfCode(row.secret, code, now);
    if (step === null || !spendStep(userId, step, false)) throw badInput(INVALID_CODE, "code");
    db.update(userTotp)
      .set({ confirmedAt: new Date(now) })
      .where(eq(userTotp.userId, userId))
      .run();
    const codes = insertRecoveryCodes(userId);
    audit(actor, {
      action: "enable",
      entity: "two-factor",
      entityId: userId,
      summary: "Turned on two-factor sign-in",
    });
    return codes;
  });
}

/**
 * Checks an authenticator code at sign-in: true once per code (the replay guard). A secret sealed
 * with a retired key is sealed again with the current one.
 */
export function verifyTwoFactorCode(userId: number, code: string, now = Date.now()): boolean {
  const row = totpRow(userId);
  if (!row?.confirmedAt) return false;
  const step = stepOfCode(row.secret, code, now);
  if (step === null || !spendStep(userId, step, true)) return false;
  if (sealedWithOldKey(row.secret)) {
    const plain = open(row.secret);
    if (plain) {
      db.update(userTotp)
        .set({ secret: seal(plain) })
        .where(eq(userTotp.userId, userId))
        .run();
    }
  }
  return true;
}

/**
 * Spends a recovery code at sign-in: true once per code. Returns how many are left, or null for
 * a code that is wrong or already used.
 */
export function useRecoveryCode(actor: Actor, code: string, now = Date.now()): number | null {
  const userId = actor.id;
  if (userId === null || !hasTwoFactor(userId)) return null;
  return db.transaction(() => {
    const spent = db
      .update(recoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
          eq(recoveryCodes.userId, userId),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .run();
    if (spent.changes !== 1) return null;
    const left = twoFactorStatus(userId).recoveryCodesLeft;
    audit(actor, {
      action: "recovery-used",
      entity: "two-factor",
      entityId: userId,
      summary: `Signed in with a recovery code (${left} left)`,
    });
    return left;
  });
}

/** New recovery codes (the current password required): the old ones stop working. */
export async function renewRecoveryCodes(actor: Actor, currentPassword: string) {
  const userId = await assertCurrentPassword(actor, currentPassword);
  return db.transaction(() => {
    if (!hasTwoFactor(userId)) throw conflict(TWO_FACTOR_NOT_ON);
    const codes = insertRecoveryCodes(userId);
    audit(actor, {
      action: "recovery-renew",
      entity: "two-factor",
      entityId: userId,
      summary: "Made new recovery codes",
    });
    return codes;
  });
}

/** Removes the secret and the codes, voids trusted browsers, ends the sessions but `keep`. */
function removeTwoFactor(userId: number, keepSessionId: string | undefined, now: number) {
  db.delete(userTotp).where(eq(userTotp.userId, userId)).run();
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  credentialsChanged(userId, now);
  deleteUserSessions(userId, keepSessionId);
}

/**
 * Turns one's own two-factor off (the current password required). Trusted browsers are void and
 * every other session of the account ends.
 */
export async function disableTwoFactor(
  actor: Actor,
  currentPassword: string,
  { sessionId, now = Date.now() }: { sessionId?: string; now?: number } = {},
) {
  const userId = await assertCurrentPassword(actor, currentPassword);
  db.transaction(() => {
    if (!totpRow(userId)?.confirmedAt) throw conflict(TWO_FACTOR_NOT_ON);
    removeTwoFactor(userId, sessionId, now);
    audit(actor, {
      action: "disable",
      entity: "two-factor",
      entityId: userId,
      summary: "Turned off two-factor sign-in",
    });
  });
}

/**
 * An admin resets someone's two-factor (a lost phone, a lost laptop, lost codes): the secret, the
 * codes and the passkeys go, trusted browsers are void and all of that person's sessions end (but the admin's own session,
 * when it is their own account). They sign in with the password next, and set it up again when
 * two-factor is required.
 */
export function resetTwoFactor(
  actor: Actor,
  userId: number,
  { sessionId, now = Date.now() }: { sessionId?: string; now?: number } = {},
) {
  db.transaction(() => {
    const user = getUserById(userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    // A lost phone or laptop: every second factor goes, the app's secret and the passkeys alike.
    const removedPasskeys = db.delete(passkeys).where(eq(passkeys.userId, userId)).run().changes;
    if (!totpRow(userId) && removedPasskeys === 0) throw conflict(TWO_FACTOR_NOT_ON);
    removeTwoFactor(userId, userId === actor.id ? sessionId : undefined, now);
    const passkeysNote =
      removedPasskeys > 0
        ? ` and ${removedPasskeys} passkey${removedPasskeys === 1 ? "" : "s"}`
        : "";
    audit(actor, {
      action: "reset",
      entity: "two-factor",
      entityId: userId,
      summary: `Reset two-factor sign-in of ${user.name}${passkeysNote}`,
    });
  });
}

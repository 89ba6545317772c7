/**
 * E-mail verification by one-time code (docs/decisions.md, Clients of the original API): a visitor
 * asks for a code, the e-mail carries six digits, and typing them back proves the address is
 * theirs. A review sent from an address verified in the last 30 minutes is stored verified and
 * shows a "Verified" badge.
 *
 *   - only a keyed hash of the code is stored (HMAC with the session secret, so a copy of the
 *     database does not give the codes away by trying the million of them);
 *   - a code is valid 10 minutes and for 5 tries; asking again replaces the open one;
 *   - requests are limited per client address and per e-mail (rate-limits.server.ts, "codes").
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, isNotNull, lt } from "drizzle-orm";
import { emailCodes } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { assertCodeAllowed } from "~/models/rate-limits.server";
import { badInput } from "~/utils/domain-error";
import { enqueueMail } from "~/models/mail.server";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
/** How long a verified address makes a review verified. */
export const VERIFIED_FOR_MS = 30 * 60 * 1000;

export const CODE_SENT = "A 6-digit code has been sent to your email. It is valid for 10 minutes.";
export const EMAIL_VERIFIED = "Your email is verified.";
export const CODE_WRONG = "The code is not correct.";
export const CODE_EXPIRED = "The code has expired or was not requested. Please ask for a new one.";
export const CODE_SPENT = "Too many wrong codes. Please ask for a new one.";

const normal = (email: string) => email.trim().toLowerCase();

function hashCode(email: string, code: string) {
  return createHmac("sha256", env.SESSION_SECRETS[0])
    .update(`${normal(email)}\n${code}`)
    .digest("hex");
}

/**
 * Makes a code for the address and queues the e-mail that carries it, after the limits on codes
 * (429 past them). The code is returned for the tests; callers never show it.
 */
export async function sendEmailCode(
  input: { email: string; address: string },
  now = Date.now(),
): Promise<string> {
  const email = normal(input.email);
  await assertCodeAllowed(email, input.address);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  db.transaction(() => {
    // A new code replaces the open one; codes nobody can use any more go.
    db.update(emailCodes)
      .set({ expiresAt: new Date(now) })
      .where(
        and(
          eq(emailCodes.email, email),
          isNull(emailCodes.verifiedAt),
          gt(emailCodes.expiresAt, new Date(now)),
        ),
      )
      .run();
    db.delete(emailCodes)
      .where(lt(emailCodes.createdAt, new Date(now - 24 * 60 * 60 * 1000)))
      .run();
    db.insert(emailCodes)
      .values({
        email,
        codeHash: hashCode(email, code),
        expiresAt: new Date(now + CODE_TTL_MS),
        createdAt: new Date(now),
      })
      .run();
    enqueueMail({
      to: email,
      subject: `Your ${env.BRAND_NAME} verification code: ${code}`,
      text: [
        `Your ${env.BRAND_NAME} verification code is ${code}`,
        "",
        "Type it in the form you were filling in. It is valid for 10 minutes.",
        "If you did not ask for it, ignore this e-mail.",
      ].join("\n"),
      html: `<p>Your ${escapeHtml(env.BRAND_NAME)} verification code is <strong>${code}</strong></p>
<p>Type it in the form you were filling in. It is valid for 10 minutes.</p>
<p>If you did not ask for it, ignore this e-mail.</p>`,
    });
  });
  return code;
}

/**
 * Checks a code typed for the address: the open code (unexpired, unverified, fewer than 5 wrong
 * tries) must match. A wrong code spends a try; the right one marks the address verified. Every
 * refusal is a 400 on the `otp` field.
 */
export function verifyEmailCode(input: { email: string; otp: string }, now = Date.now()) {
  const email = normal(input.email);
  return db.transaction(() => {
    const open = db
      .select()
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.email, email),
          isNull(emailCodes.verifiedAt),
          gt(emailCodes.expiresAt, new Date(now)),
        ),
      )
      .orderBy(desc(emailCodes.id))
      .get();
    if (!open) throw badInput(CODE_EXPIRED, "otp");
    if (open.attempts >= CODE_MAX_TRIES) throw badInput(CODE_SPENT, "otp");
    const expected = Buffer.from(open.codeHash, "hex");
    const given = Buffer.from(hashCode(email, input.otp), "hex");
    if (!timingSafeEqual(expected, given)) {
      db.update(emailCodes)
        .set({ attempts: open.attempts + 1 })
        .where(eq(emailCodes.id, open.id))
        .run();
      // Returned, not thrown: a throw would roll the count back.
      return { verified: false as const, spent: open.attempts + 1 >= CODE_MAX_TRIES };
    }
    db.update(emailCodes)
      .set({ verifiedAt: new Date(now) })
      .where(eq(emailCodes.id, open.id))
      .run();
    return { verified: true as const, spent: false };
  });
}

/** {@link verifyEmailCode}, throwing its refusals (400 on `otp`). */
export function assertEmailCode(input: { email: string; otp: string }, now = Date.now()) {
  const result = verifyEmailCode(input, now);
  if (!result.verified) throw badInput(result.spent ? CODE_SPENT : CODE_WRONG, "otp");
  return result;
}

/** Whether the address was verified by a code in the last 30 minutes. */
export function isEmailVerified(email: string, now = Date.now()) {
  return Boolean(
    db
      .select({ id: emailCodes.id })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.email, normal(email)),
          isNotNull(emailCodes.verifiedAt),
          gt(emailCodes.verifiedAt, new Date(now - VERIFIED_FOR_MS)),
        ),
      )
      .get(),
  );
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Password reset by e-mail. A token is 32 random bytes (base64url) that only the e-mail carries;
 * the database keeps its SHA-256. It is valid for 30 minutes and once; using it sets the new
 * password, spends every other open token of the user and ends all of their sessions.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordResetTokens, users } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { beforeForgot, beforeReset, mayMailReset, resetFailed } from "~/models/rate-limits.server";
import { deleteUserSessions } from "~/models/session.server";
import { getUserByEmail, hashPassword, type User } from "~/models/user.server";
import { PASSWORD_UPDATED, RESET_LINK_SENT, RESET_TOKEN_INVALID } from "~/schemas/auth";
import { badInput } from "~/utils/domain-error";
import { afterResponse } from "~/utils/after-response.server";
import { enqueueMail } from "~/models/mail.server";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export { PASSWORD_UPDATED, RESET_LINK_SENT, RESET_TOKEN_INVALID };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a token for the user and returns it; only its hash is stored. */
export function createResetToken(userId: number, now = Date.now()): string {
  const token = randomBytes(32).toString("base64url");
  db.insert(passwordResetTokens)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now + RESET_TOKEN_TTL_MS) })
    .run();
  return token;
}

/** The user a token would reset, while it is unused and unexpired; else null. */
export function findResetTokenUser(token: string, now = Date.now()): User | null {
  return (
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
      })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date(now)),
        ),
      )
      .get() ?? null
  );
}

/**
 * Queues a reset link when the address belongs to a user, and does nothing otherwise: the caller
 * answers the same either way.
 */
export function requestPasswordReset(email: string, origin: string, now = Date.now()) {
  const user = getUserByEmail(email);
  if (!user) return;
  const token = createResetToken(user.id, now);
  const link = `${origin}/password/reset/${token}`;
  enqueueMail({
    to: user.email,
    subject: `Reset your ${env.BRAND_NAME} admin password`,
    text: [
      `Hello ${user.name},`,
      "",
      `Someone (we hope you) asked to reset the password of your ${env.BRAND_NAME} admin account.`,
      "Open this link within 30 minutes to choose a new password:",
      "",
      link,
      "",
      "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
    html: `<p>Hello ${escapeHtml(user.name)},</p>
<p>Someone (we hope you) asked to reset the password of your ${escapeHtml(env.BRAND_NAME)} admin account.
Open this link within 30 minutes to choose a new password:</p>
<p><a href="${link}">Reset my password</a></p>
<p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
  });
}

/**
 * The forgot-password request of the page and of the API: throttled per client address and per
 * address typed from it (a ThrottledError), then answered at once, the same whether the account
 * exists or not: looking the account up, making the token and queueing the e-mail happen after
 * the answer, off the request path (at most one e-mail per account per five minutes).
 */
export async function forgotPassword(input: { email: string; address: string; origin: string }) {
  await beforeForgot(input.email, input.address);
  afterResponse("Password reset request", async () => {
    if (await mayMailReset(input.email)) requestPasswordReset(input.email, input.origin);
  });
}

/**
 * Sets a new password with a token: refused (400) when the token is unknown, used or expired.
 * Spends the token and every other open one of the user, and ends all of their sessions.
 */
export async function resetPassword(
  token: string,
  password: string,
  { address = "unknown", now = Date.now() }: { address?: string; now?: number } = {},
): Promise<User> {
  await beforeReset(address);
  const user = findResetTokenUser(token, now);
  if (!user) {
    await resetFailed(address);
    throw badInput(RESET_TOKEN_INVALID);
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(() => {
    // Spend the token only if it is still open: of two racing requests, one wins.
    const spent = db
      .update(passwordResetTokens)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date(now)),
        ),
      )
      .run();
    if (spent.changes !== 1) throw badInput(RESET_TOKEN_INVALID);
    db.update(passwordResetTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
      .run();
    db.update(users)
      .set({ passwordHash, credentialsChangedAt: now })
      .where(eq(users.id, user.id))
      .run();
    deleteUserSessions(user.id);
    return user;
  });
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

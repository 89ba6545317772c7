/**
 * Sessions are rows with an expiry; the cookie carries only the row's id (app/screens/auth.server.ts),
 * so a session can be ended from the server: log out, password reset, deleted user.
 */
import { randomBytes } from "node:crypto";
import { and, eq, lte, ne } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import { db } from "~/db.server";
import type { User } from "~/models/user.server";

/** Remember me: the cookie and the row live 30 days. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Without Remember me: a browser-session cookie, and the row expires after 12 hours anyway. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

/** How a session was signed in (the profile's sessions list and the audit log say it). */
export type SignInMethod = "password" | "password+code" | "recovery" | "trusted" | "passkey";

/** Where a session was started from: the browser's User-Agent (first 512 characters) and address. */
export type SessionOrigin = { userAgent: string; address: string };

export function createSession(
  userId: number,
  {
    persistent = false,
    now = Date.now(),
    method = "password",
    origin = { userAgent: "", address: "" },
  }: { persistent?: boolean; now?: number; method?: SignInMethod; origin?: SessionOrigin } = {},
): SessionRow {
  const expiresAt = new Date(now + (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS));
  return db
    .insert(sessions)
    .values({
      id: randomBytes(32).toString("hex"),
      userId,
      expiresAt,
      persistent,
      method,
      userAgent: origin.userAgent.slice(0, 512),
      address: origin.address,
    })
    .returning()
    .get();
}

/**
 * The user of a live session, or null. An expired row is refused and deleted on the spot.
 */
export function getSessionUser(
  sessionId: string,
  now = Date.now(),
): (User & { sessionId: string }) | null {
  const row = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .get();
  if (!row) return null;
  if (row.expiresAt.getTime() <= now) {
    deleteSession(sessionId);
    return null;
  }
  const { expiresAt: _expiresAt, ...user } = row;
  return user;
}

export function deleteSession(sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user, or every one but `exceptId` (the one making the change). */
export function deleteUserSessions(userId: number, exceptId?: string) {
  const where = exceptId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
    : eq(sessions.userId, userId);
  return db.delete(sessions).where(where).run().changes;
}

/** Removes expired rows; called now and then on sign-in. */
export function deleteExpiredSessions(now = Date.now()) {
  return db
    .delete(sessions)
    .where(lte(sessions.expiresAt, new Date(now)))
    .run().changes;
}

/**
 * Sessions are rows with an expiry; the cookie carries only the row's id (app/screens/auth.server.ts),
 * so a session can be ended from the server: log out, password reset, deleted user, or a person
 * ending one from their profile (docs/admin.md, Sessions).
 *
 * No process keeps a session in memory: every request reads its row, so deleting rows ends those
 * sessions on every process at its next request. Keep it so; a cache here would need a counter
 * every process reads, as the catalogue's (docs/architecture.md, Reading the catalogue's version).
 *
 * The id is the bearer secret and is never shown: the profile and the API name a session by its
 * {@link sessionHandle}. This module also writes the sign-in activity of the audit log: sign-ins,
 * failed sign-ins, sign-outs and ended sessions (docs/admin.md, Audit log).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lte, ne, sql } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import { db, writeUnlessBusy } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
// A value import back from user.server (which ends sessions through this module): used only
// inside functions, never while the modules load.
import { USER_NOT_FOUND, type User } from "~/models/user.server";
import { browserLabel } from "~/utils/user-agent.server";
import { conflict, notFound } from "~/utils/domain-error";

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

// ---------------------------------------------------------------------------------------------
// The sessions of an account, as its owner and admins see them

/** A session's public name: 16 hex characters of the SHA-256 of its id, which stays secret. */
export function sessionHandle(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex").slice(0, 16);
}

/** A session is noted as seen (when, from where) at most this often. */
export const SEEN_EVERY_MS = 60_000;

/**
 * Notes that the session was used now, from `address`: one UPDATE that changes nothing when it
 * was noted less than a minute ago, so a busy browser writes at most once a minute.
 */
export function noteSessionSeen(sessionId: string, address: string, now = Date.now()) {
  // Every signed-in request comes here, reads included: while another write holds the lock (a
  // catalogue import holds it for seconds) the note waits for a later request, never the request.
  const noted = writeUnlessBusy(
    () =>
      db
        .update(sessions)
        .set({ lastSeenAt: now, address })
        .where(
          and(
            eq(sessions.id, sessionId),
            sql`coalesce(${sessions.lastSeenAt}, 0) <= ${now - SEEN_EVERY_MS}`,
          ),
        )
        .run().changes,
  );
  return noted ?? 0;
}

export type SessionSummary = {
  handle: string;
  /** "Chrome 126 on Linux" */
  browser: string;
  address: string;
  method: string;
  startedAt: Date;
  lastSeenAt: Date;
  /** The session of the request that asks ("This browser"). */
  current: boolean;
};

/** An account's live sessions: the asking one first, then the most recently seen. */
export function listUserSessions(
  userId: number,
  currentId?: string,
  now = Date.now(),
): SessionSummary[] {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.id))
    .all()
    .map((row) => ({
      handle: sessionHandle(row.id),
      browser: browserLabel(row.userAgent),
      address: row.address,
      method: row.method,
      startedAt: row.createdAt,
      lastSeenAt: new Date(row.lastSeenAt ?? row.createdAt.getTime()),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

export const SESSION_NOT_FOUND = "Session not found: it may have ended already";
export const SESSION_IS_CURRENT = "This is the session you are using: sign out to end it";
export const SESSION_ENDED = "Session ended";
export const sessionsEnded = (n: number) =>
  n === 0 ? "No other sessions to end" : `${n} session${n === 1 ? "" : "s"} ended`;

const describe = (row: { userAgent: string; address: string }) =>
  `${browserLabel(row.userAgent)}${row.address ? `, ${row.address}` : ""}`;

const nameOf = (userId: number) =>
  db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name;

/**
 * Ends one of the actor's own sessions, named by its handle; never the one the actor is using
 * (that is signing out). Answers what it ended, for the audit and the toast.
 */
export function endOwnSession(actor: Actor, handle: string) {
  const userId = actor.id;
  if (userId === null) throw notFound(SESSION_NOT_FOUND);
  return db.transaction(() => {
    const row = db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .all()
      .find((r) => sessionHandle(r.id) === handle);
    if (!row) throw notFound(SESSION_NOT_FOUND);
    if (row.id === actor.sessionId) throw conflict(SESSION_IS_CURRENT);
    db.delete(sessions).where(eq(sessions.id, row.id)).run();
    audit(actor, {
      action: "end",
      entity: "session",
      entityId: userId,
      summary: `Ended own session (${describe(row)})`,
    });
    return row;
  });
}

/**
 * Ends sessions of an account and records it: every one but the actor's own current session
 * (the owner's "End all other sessions", or an admin's "End all sessions" of someone else, or of
 * themselves from the user screen). Returns how many ended.
 */
export function endUserSessions(actor: Actor, userId: number): number {
  return db.transaction(() => {
    const name = nameOf(userId);
    if (name === undefined) throw notFound(USER_NOT_FOUND);
    const ended = deleteUserSessions(userId, actor.sessionId);
    if (ended > 0) {
      audit(actor, {
        action: "end-all",
        entity: "session",
        entityId: userId,
        summary:
          actor.id === userId
            ? `Ended all other sessions (${ended})`
            : `Ended all sessions of ${name} (${ended})`,
      });
    }
    return ended;
  });
}

/** Signing out: the session's row goes, and the log says so. */
export function signOut(actor: Actor, sessionId: string) {
  db.transaction(() => {
    if (db.delete(sessions).where(eq(sessions.id, sessionId)).run().changes === 0) return;
    audit(actor, {
      action: "sign-out",
      entity: "session",
      entityId: actor.id ?? "",
      summary: "Signed out",
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Sign-ins in the audit log

/** How each way of signing in reads in the log: "Signed in with a password and a code". */
const SIGNED_IN_WITH: Record<SignInMethod, string> = {
  password: "a password",
  "password+code": "a password and a code",
  recovery: "a password and a recovery code",
  trusted: "a password and a trusted browser",
  passkey: "a passkey",
};

/** Records a sign-in: "Signed in with {how}". The session's start writes it for every way in. */
export function signedInAudit(actor: Actor, how: string) {
  audit(actor, {
    action: "sign-in",
    entity: "session",
    entityId: actor.id ?? "",
    summary: `Signed in with ${how}`,
  });
}

export function recordSignIn(actor: Actor, method: SignInMethod) {
  signedInAudit(actor, SIGNED_IN_WITH[method]);
}

export type SignInFailure = "password" | "code" | "recovery" | "passkey";

const FAILED_BECAUSE: Record<SignInFailure, string> = {
  password: "a wrong password",
  code: "a wrong two-factor code",
  recovery: "a wrong recovery code",
  passkey: "a passkey not recognised",
};

/**
 * Records a refused sign-in, with the e-mail typed: under the account when there is one (so the
 * log's "User" filter finds it), unnamed otherwise. Attempts refused before they are checked
 * (429, too many) are not recorded, so a flood costs no rows.
 */
export function recordSignInFailure(
  attempt: { email: string; address: string; userAgent: string },
  reason: SignInFailure,
) {
  const email = attempt.email.trim().toLowerCase();
  // A passkey names no account by e-mail, and which passkey failed is not told (docs/admin.md,
  // Passkeys): its refusal is logged unnamed.
  const account = !email
    ? undefined
    : db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).get();
  audit(
    {
      id: account?.id ?? null,
      name: account?.name ?? "",
      email,
      address: attempt.address,
      userAgent: attempt.userAgent,
    },
    {
      action: "sign-in-failed",
      entity: "session",
      entityId: account?.id ?? "",
      summary:
        account || reason === "passkey"
          ? `Sign-in refused: ${FAILED_BECAUSE[reason]}`
          : "Sign-in refused: no account with this e-mail",
    },
  );
}

/**
 * Staff users: the queries and the rules (unique e-mail, the last admin, one's own account).
 * Nothing here ever hands out a password hash: every read selects the public columns only.
 */
import bcrypt from "bcryptjs";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { users, type Role } from "../../db/schema";
import { db } from "~/db.server";
import { USERS_PAGE_SIZE } from "~/constants";
import { BCRYPT_COST } from "~/schemas/auth";
import { audit, type Actor } from "~/models/audit.server";
import { beforeSignIn, signInFailed, signInSucceeded } from "~/models/rate-limits.server";
import { deleteUserSessions } from "~/models/session.server";
import { conflict, DomainError, notFound } from "~/utils/domain-error";

export { BCRYPT_COST };

export type User = {
  id: number;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
};

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

export const EMAIL_TAKEN = "A user with this email already exists";
export const USER_NOT_FOUND = "User not found";
export const CANNOT_DELETE_SELF = "You cannot delete your own account";
export const LAST_ADMIN_DELETE = "The last admin cannot be deleted";
export const LAST_ADMIN_DEMOTE = "The last admin must keep the admin role";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";
export const USER_CREATED = "User created successfully";
export const USER_UPDATED = "User Updated";
export const USER_DELETED = "User deleted successfully";
export const PROFILE_UPDATED = "Profile updated successfully";
export const PASSWORD_CHANGED = "Password updated successfully !!!";

export function hashPassword(password: string) {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Compared when the address is unknown, so a wrong e-mail costs as long as a wrong password.
 * Hashed asynchronously when the module loads: hashSync held the event loop for a quarter of a
 * second (more on a busy machine) at every server start.
 */
const DUMMY_HASH = bcrypt.hash("not-a-real-password", BCRYPT_COST);

export function getUserById(id: number): User | null {
  return db.select(publicColumns).from(users).where(eq(users.id, id)).get() ?? null;
}

export function getUserByEmail(email: string): User | null {
  return (
    db.select(publicColumns).from(users).where(eq(users.email, email.trim().toLowerCase())).get() ??
    null
  );
}

/** The user whose e-mail and password these are, or null (the same for either being wrong). */
export async function verifyLogin(email: string, password: string): Promise<User | null> {
  const row = db
    .select({ ...publicColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .get();
  const ok = await bcrypt.compare(password, row?.passwordHash ?? (await DUMMY_HASH));
  if (!row || !ok) return null;
  const { passwordHash: _hash, ...user } = row;
  return user;
}

/** Whether `password` is this user's current password. */
export async function checkPassword(userId: number, password: string): Promise<boolean> {
  const row = db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  const ok = await bcrypt.compare(password, row?.hash ?? (await DUMMY_HASH));
  return ok && Boolean(row);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of users, oldest first, optionally filtered by a word of the name or e-mail.
 * `index` numbers the rows from 1 across pages (the ID column of the table).
 */
export function listUsers({ q, page = 1 }: { q?: string; page?: number } = {}) {
  const term = q?.trim();
  const pattern = term ? `%${escapeLike(term.toLowerCase())}%` : "";
  const where = term
    ? sql`(lower(${users.name}) LIKE ${pattern} ESCAPE '\\' OR ${users.email} LIKE ${pattern} ESCAPE '\\')`
    : undefined;
  const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const offset = (current - 1) * USERS_PAGE_SIZE;
  const rows = db
    .select(publicColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset(offset)
    .all();
  return {
    users: rows.map((user, i) => ({ ...user, index: offset + i + 1 })),
    total,
    offset,
    page: current,
    pageCount,
    pageSize: USERS_PAGE_SIZE,
  };
}

function isUniqueEmailError(error: unknown) {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed: users\.email/.test(
      error.message + String((error as { cause?: unknown }).cause ?? ""),
    )
  );
}

function emailTaken(email: string, exceptId?: number) {
  const where = exceptId
    ? and(eq(users.email, email), ne(users.id, exceptId))
    : eq(users.email, email);
  return Boolean(db.select({ id: users.id }).from(users).where(where).get());
}

const audited = (u: Pick<User, "name" | "email" | "role">) => ({
  name: u.name,
  email: u.email,
  role: u.role,
});

export async function createUser(
  actor: Actor,
  input: { name: string; email: string; role: Role; password: string },
) {
  const email = input.email.trim().toLowerCase();
  if (emailTaken(email)) throw conflict(EMAIL_TAKEN, "email");
  const passwordHash = await hashPassword(input.password);
  try {
    return db.transaction(() => {
      const user = db
        .insert(users)
        .values({ name: input.name.trim(), email, role: input.role, passwordHash })
        .returning(publicColumns)
        .get();
      audit(actor, {
        action: "create",
        entity: "user",
        entityId: user.id,
        summary: `Created user ${user.name} (${user.role})`,
        after: audited(user),
      });
      return user;
    });
  } catch (error) {
    // Two requests raced past the check above; the UNIQUE index decides.
    if (isUniqueEmailError(error)) throw conflict(EMAIL_TAKEN, "email");
    throw error;
  }
}

/** The session a rule that ends an account's sessions keeps: the actor's own, on their account. */
const sessionKeptFor = (actor: Actor, userId: number) =>
  actor.id === userId ? actor.sessionId : undefined;

function adminCount() {
  return db.select({ n: count() }).from(users).where(eq(users.role, "admin")).get()?.n ?? 0;
}

/**
 * Name, e-mail and role; the last admin keeps the admin role. A new role ends the account's
 * sessions (but the one making the change, when it is the account's own), so it signs in again
 * under it (docs/admin.md, Sessions).
 */
export function updateUser(
  actor: Actor,
  id: number,
  input: { name: string; email: string; role?: Role },
) {
  const email = input.email.trim().toLowerCase();
  return db.transaction(() => {
    const existing = getUserById(id);
    if (!existing) throw notFound(USER_NOT_FOUND);
    if (emailTaken(email, id)) throw conflict(EMAIL_TAKEN, "email");
    const role = input.role ?? existing.role;
    if (existing.role === "admin" && role !== "admin" && adminCount() <= 1) {
      throw conflict(LAST_ADMIN_DEMOTE, "role");
    }
    try {
      const user = db
        .update(users)
        .set({ name: input.name.trim(), email, role })
        .where(eq(users.id, id))
        .returning(publicColumns)
        .get();
      if (role !== existing.role) deleteUserSessions(id, sessionKeptFor(actor, id));
      audit(actor, {
        action: "update",
        entity: "user",
        entityId: id,
        summary: `Updated user ${user.name}`,
        before: audited(existing),
        after: audited(user),
      });
      return user;
    } catch (error) {
      if (isUniqueEmailError(error)) throw conflict(EMAIL_TAKEN, "email");
      throw error;
    }
  });
}

/**
 * Deletes a user (their sessions and reset tokens go with them, by the foreign keys' cascade, so
 * every process finds the sessions gone at its next request): never oneself, never the last admin.
 */
export function deleteUser(actor: Actor, id: number) {
  return db.transaction(() => {
    const existing = getUserById(id);
    if (!existing) throw notFound(USER_NOT_FOUND);
    if (id === actor.id) throw new DomainError(403, CANNOT_DELETE_SELF);
    if (existing.role === "admin" && adminCount() <= 1) {
      throw conflict(LAST_ADMIN_DELETE);
    }
    db.delete(users).where(eq(users.id, id)).run();
    audit(actor, {
      action: "delete",
      entity: "user",
      entityId: id,
      summary: `Deleted user ${existing.name}`,
      before: audited(existing),
    });
    return existing;
  });
}

/**
 * Checks the acting user's current password before a sensitive change (a new password, turning
 * two-factor off, new recovery codes). Checking it is a sign-in under the sign-in's limits
 * (app/models/rate-limits.server.ts), for the account and the actor's address: a wrong one counts
 * as a failed sign-in, and past the limit the answer is the sign-in's 429, so a stolen session
 * cannot be used to guess the password at leisure.
 */
export async function assertCurrentPassword(actor: Actor, currentPassword: string) {
  if (actor.id === null) {
    throw new DomainError(400, CURRENT_PASSWORD_WRONG, { field: "currentPassword" });
  }
  await beforeSignIn(actor.email, actor.address);
  if (!(await checkPassword(actor.id, currentPassword))) {
    await signInFailed(actor.email, actor.address);
    throw new DomainError(400, CURRENT_PASSWORD_WRONG, { field: "currentPassword" });
  }
  await signInSucceeded(actor.email, actor.address);
  return actor.id;
}

/**
 * Marks the account's credentials as changed now: a trusted-browser cookie or a pending second
 * step issued before this is void (docs/admin.md, Two-factor sign-in). Call it inside the
 * change's transaction.
 */
export function credentialsChanged(userId: number, now = Date.now()) {
  db.update(users).set({ credentialsChangedAt: now }).where(eq(users.id, userId)).run();
}

/** When the account's credentials last changed (ms, 0 for never). */
export function credentialsChangedAt(userId: number): number {
  return (
    db.select({ at: users.credentialsChangedAt }).from(users).where(eq(users.id, userId)).get()
      ?.at ?? 0
  );
}

/**
 * The own-password change: the current password must be right ({@link assertCurrentPassword}).
 * Every other session of the account ends; the one making the change stays.
 */
export async function changePassword(actor: Actor, currentPassword: string, password: string) {
  const userId = await assertCurrentPassword(actor, currentPassword);
  const passwordHash = await hashPassword(password);
  db.transaction(() => {
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    credentialsChanged(userId);
    deleteUserSessions(userId, actor.sessionId);
    audit(actor, {
      action: "update",
      entity: "user",
      entityId: userId,
      summary: "Changed own password",
      // The hash is never recorded, only that it changed.
      before: { password: "(old)" },
      after: { password: "(new)" },
    });
  });
}

import fs from "node:fs";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { passwordResetTokens, sessions, users } from "../../db/schema";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import {
  createResetToken,
  findResetTokenUser,
  hashToken,
  requestPasswordReset,
  RESET_TOKEN_TTL_MS,
  resetPassword,
} from "~/models/password-reset.server";
import {
  BROWSER_SESSION_MS,
  createSession,
  deleteExpiredSessions,
  deleteUserSessions,
  getSessionUser,
  PERSISTENT_SESSION_MS,
} from "~/models/session.server";
import {
  BCRYPT_COST,
  CANNOT_DELETE_SELF,
  changePassword,
  createUser,
  deleteUser,
  EMAIL_TAKEN,
  LAST_ADMIN_DELETE,
  LAST_ADMIN_DEMOTE,
  listUsers,
  updateUser,
  verifyLogin,
} from "~/models/user.server";
import { RESET_TOKEN_INVALID } from "~/schemas/auth";
import { DomainError } from "~/utils/domain-error";
import { SCRIPT_ACTOR } from "~/models/audit.server";
import { resetDb } from "../fixtures";
import { deliverMail, insertUser, outboxMessages } from "../routes/admin.helpers";

beforeEach(() => {
  resetDb();
  fs.rmSync(paths.outbox, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;

/** The acting user, as the pages and API make it (auth.server's actorOf). */
const as = (user: { id: number; name: string; email: string }) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  address: "203.0.113.1",
});

describe("users", () => {
  it("hashes passwords with bcrypt at cost 10 or more and checks them", async () => {
    const user = await createUser(SCRIPT_ACTOR, {
      name: "Ada",
      email: "Ada@Example.com",
      role: "admin",
      password: "long enough",
    });
    expect(user.email).toBe("ada@example.com");
    expect(user).not.toHaveProperty("passwordHash");
    const hash = db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .get()!.h;
    expect(hash).toMatch(/^\$2[ab]\$(\d\d)\$/);
    expect(Number(hash.slice(4, 6))).toBeGreaterThanOrEqual(10);
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect((await verifyLogin("ADA@example.com ", "long enough"))?.id).toBe(user.id);
    expect(await verifyLogin("ada@example.com", "wrong password")).toBeNull();
    expect(await verifyLogin("nobody@example.com", "long enough")).toBeNull();
  });

  it("refuses a duplicate e-mail, whatever its case, as a field error", async () => {
    insertUser({ email: "taken@example.com" });
    const attempt = createUser(SCRIPT_ACTOR, {
      name: "B",
      email: "TAKEN@example.com",
      role: "manager",
      password: "12345678",
    });
    await expect(attempt).rejects.toMatchObject({
      message: EMAIL_TAKEN,
      status: 409,
      field: "email",
    });
    const other = insertUser();
    expect(() =>
      updateUser(as(other), other.id, { name: "B", email: "taken@example.com", role: "manager" }),
    ).toThrow(EMAIL_TAKEN);
  });

  it("never deletes one's own account nor the last admin, nor demotes the last admin", () => {
    const admin = insertUser({ role: "admin" });
    const manager = insertUser({ role: "manager" });
    expect(() => deleteUser(as(admin), admin.id)).toThrow(CANNOT_DELETE_SELF);
    expect(() => deleteUser(as(manager), admin.id)).toThrow(LAST_ADMIN_DELETE);
    expect(() =>
      updateUser(as(admin), admin.id, { name: "A", email: admin.email, role: "manager" }),
    ).toThrow(LAST_ADMIN_DEMOTE);
    try {
      deleteUser(as(manager), admin.id);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).status).toBe(409);
    }

    const second = insertUser({ role: "admin" });
    expect(deleteUser(as(second), admin.id).id).toBe(admin.id);
    expect(() => deleteUser(as(manager), second.id)).toThrow(LAST_ADMIN_DELETE);
    expect(db.select().from(users).all()).toHaveLength(2);
  });

  it("deleting a user ends their sessions", () => {
    const admin = insertUser({ role: "admin" });
    const manager = insertUser();
    const session = createSession(manager.id);
    deleteUser(as(admin), manager.id);
    expect(getSessionUser(session.id)).toBeNull();
  });

  it("lists users by page, numbered from 1 across pages, and searches name and e-mail", () => {
    for (let i = 1; i <= 45; i++) insertUser({ name: `Person ${i}`, email: `p${i}@example.com` });
    insertUser({ name: "Zoë 100%_sure", email: "zoe@example.org" });
    const third = listUsers({ page: 3 });
    expect(third).toMatchObject({ total: 46, page: 3, pageCount: 3, pageSize: 20 });
    expect(third.users.map((u) => u.index)).toEqual([41, 42, 43, 44, 45, 46]);
    expect(listUsers({ page: 99 }).page).toBe(3);
    expect(listUsers({ q: "example.org" }).users.map((u) => u.name)).toEqual(["Zoë 100%_sure"]);
    expect(listUsers({ q: "100%_" }).total).toBe(1);
    expect(listUsers({ q: "%" }).total).toBe(1);
    expect(listUsers({ q: "person 4" }).total).toBe(7);
    expect(listUsers({ q: "nobody" }).users).toEqual([]);
  });

  it("changes a password only with the right current one", async () => {
    const user = insertUser({ password: "old password" });
    await expect(changePassword(as(user), "not it", "new password")).rejects.toMatchObject({
      field: "currentPassword",
    });
    await changePassword(as(user), "old password", "new password");
    expect(await verifyLogin(user.email, "new password")).not.toBeNull();
    expect(await verifyLogin(user.email, "old password")).toBeNull();
  });
});

describe("sessions", () => {
  it("last 30 days with Remember me and 12 hours without", () => {
    const user = insertUser();
    const now = Date.UTC(2026, 0, 10, 9);
    const remembered = createSession(user.id, { persistent: true, now });
    const browser = createSession(user.id, { now });
    expect(remembered.id).toMatch(/^[0-9a-f]{64}$/);
    expect(remembered.expiresAt.getTime() - now).toBe(PERSISTENT_SESSION_MS);
    expect(PERSISTENT_SESSION_MS).toBe(30 * 24 * HOUR);
    expect(remembered.persistent).toBe(true);
    expect(browser.expiresAt.getTime() - now).toBe(BROWSER_SESSION_MS);
    expect(BROWSER_SESSION_MS).toBe(12 * HOUR);
    expect(browser.persistent).toBe(false);

    expect(getSessionUser(browser.id, now + 11 * HOUR)?.id).toBe(user.id);
    expect(getSessionUser(browser.id, now + 12 * HOUR)).toBeNull();
    // The expired row is gone, not only refused.
    expect(db.select().from(sessions).where(eq(sessions.id, browser.id)).get()).toBeUndefined();
    expect(getSessionUser(remembered.id, now + 29 * 24 * HOUR)?.email).toBe(user.email);
    expect(getSessionUser(remembered.id, now + 30 * 24 * HOUR + 1)).toBeNull();
  });

  it("never returns the password hash with the user", () => {
    const user = insertUser();
    const session = createSession(user.id);
    expect(JSON.stringify(getSessionUser(session.id))).not.toMatch(/\$2[ab]\$/);
  });

  it("can all be ended, or all but one, and expired rows can be cleaned", () => {
    const user = insertUser();
    const a = createSession(user.id);
    const b = createSession(user.id);
    const c = createSession(user.id, { now: Date.now() - 13 * HOUR });
    expect(deleteExpiredSessions()).toBe(1);
    expect(getSessionUser(c.id)).toBeNull();
    deleteUserSessions(user.id, a.id);
    expect(getSessionUser(a.id)).not.toBeNull();
    expect(getSessionUser(b.id)).toBeNull();
    deleteUserSessions(user.id);
    expect(getSessionUser(a.id)).toBeNull();
  });
});

describe("password reset tokens", () => {
  it("are 32 random bytes, stored only as their SHA-256", () => {
    const user = insertUser();
    const token = createResetToken(user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = db.select().from(passwordResetTokens).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(createResetToken(user.id)).not.toBe(token);
  });

  it("expire after 30 minutes", async () => {
    const user = insertUser({ password: "first password" });
    const now = Date.now();
    const token = createResetToken(user.id, now);
    expect(RESET_TOKEN_TTL_MS).toBe(30 * 60 * 1000);
    expect(findResetTokenUser(token, now + RESET_TOKEN_TTL_MS - 1000)?.id).toBe(user.id);
    expect(findResetTokenUser(token, now + RESET_TOKEN_TTL_MS)).toBeNull();
    await expect(
      resetPassword(token, "second password", { now: now + RESET_TOKEN_TTL_MS + 1 }),
    ).rejects.toThrow(RESET_TOKEN_INVALID);
    expect(await verifyLogin(user.email, "first password")).not.toBeNull();
  });

  it("work once, spend the user's other tokens and end all of their sessions", async () => {
    const user = insertUser({ password: "first password" });
    const bystander = insertUser();
    const bystanderSession = createSession(bystander.id);
    const sessionsBefore = [createSession(user.id, { persistent: true }), createSession(user.id)];
    const token = createResetToken(user.id);
    const other = createResetToken(user.id);

    expect((await resetPassword(token, "second password")).id).toBe(user.id);
    expect(await verifyLogin(user.email, "second password")).not.toBeNull();
    expect(await verifyLogin(user.email, "first password")).toBeNull();
    for (const s of sessionsBefore) expect(getSessionUser(s.id)).toBeNull();
    expect(getSessionUser(bystanderSession.id)).not.toBeNull();

    await expect(resetPassword(token, "third password")).rejects.toMatchObject({ status: 400 });
    await expect(resetPassword(other, "third password")).rejects.toMatchObject({ status: 400 });
    expect(await verifyLogin(user.email, "second password")).not.toBeNull();
    await expect(resetPassword("A".repeat(43), "third password")).rejects.toThrow(
      RESET_TOKEN_INVALID,
    );
  });

  it("are e-mailed as a link to the outbox, and only to existing accounts", async () => {
    const user = insertUser({ name: "Grace", email: "grace@example.com" });
    requestPasswordReset("nobody@example.com", "https://bel.example");
    await deliverMail();
    expect(outboxMessages()).toHaveLength(0);
    requestPasswordReset("GRACE@example.com", "https://bel.example");
    await deliverMail();
    const [mail] = outboxMessages();
    expect(mail).toContain("To: grace@example.com");
    expect(mail).toMatch(/Subject: Reset your BEL Cables admin password/);
    const token = /https:\/\/bel\.example\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(token).toBeDefined();
    expect(findResetTokenUser(token!)?.id).toBe(user.id);
  });
});

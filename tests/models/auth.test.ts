import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loginThrottle, passwordResetTokens, sessions, users } from "../../db/schema";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import {
  createResetToken,
  findResetTokenUser,
  forgotPassword,
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
  assertNotThrottled,
  clearAccount,
  clientAddress,
  configureThrottle,
  recordAttempt,
  ThrottledError,
} from "~/models/throttle.server";
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
import { INVALID_CREDENTIALS, signIn } from "~/utils/auth.server";
import { DomainError } from "~/utils/domain-error";
import { resetDb } from "../fixtures";
import { insertUser, outboxMessages } from "../routes/admin.helpers";

beforeEach(() => {
  resetDb();
  fs.rmSync(paths.outbox, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;

describe("users", () => {
  it("hashes passwords with bcrypt at cost 10 or more and checks them", async () => {
    const user = await createUser({
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
    const attempt = createUser({
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
      updateUser(other.id, { name: "B", email: "taken@example.com", role: "manager" }),
    ).toThrow(EMAIL_TAKEN);
  });

  it("never deletes one's own account nor the last admin, nor demotes the last admin", () => {
    const admin = insertUser({ role: "admin" });
    const manager = insertUser({ role: "manager" });
    expect(() => deleteUser(admin.id, admin.id)).toThrow(CANNOT_DELETE_SELF);
    expect(() => deleteUser(admin.id, manager.id)).toThrow(LAST_ADMIN_DELETE);
    expect(() => updateUser(admin.id, { name: "A", email: admin.email, role: "manager" })).toThrow(
      LAST_ADMIN_DEMOTE,
    );
    try {
      deleteUser(admin.id, manager.id);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).status).toBe(409);
    }

    const second = insertUser({ role: "admin" });
    expect(deleteUser(admin.id, second.id).id).toBe(admin.id);
    expect(() => deleteUser(second.id, manager.id)).toThrow(LAST_ADMIN_DELETE);
    expect(db.select().from(users).all()).toHaveLength(2);
  });

  it("deleting a user ends their sessions", () => {
    const admin = insertUser({ role: "admin" });
    const manager = insertUser();
    const session = createSession(manager.id);
    deleteUser(manager.id, admin.id);
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
    await expect(changePassword(user.id, "not it", "new password")).rejects.toMatchObject({
      field: "currentPassword",
    });
    await changePassword(user.id, "old password", "new password");
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
    expect(await resetPassword(token, "second password", now + RESET_TOKEN_TTL_MS + 1)).toBeNull();
    expect(await verifyLogin(user.email, "first password")).not.toBeNull();
  });

  it("work once, spend the user's other tokens and end all of their sessions", async () => {
    const user = insertUser({ password: "first password" });
    const bystander = insertUser();
    const bystanderSession = createSession(bystander.id);
    const sessionsBefore = [createSession(user.id, { persistent: true }), createSession(user.id)];
    const token = createResetToken(user.id);
    const other = createResetToken(user.id);

    expect((await resetPassword(token, "second password"))?.id).toBe(user.id);
    expect(await verifyLogin(user.email, "second password")).not.toBeNull();
    expect(await verifyLogin(user.email, "first password")).toBeNull();
    for (const s of sessionsBefore) expect(getSessionUser(s.id)).toBeNull();
    expect(getSessionUser(bystanderSession.id)).not.toBeNull();

    expect(await resetPassword(token, "third password")).toBeNull();
    expect(await resetPassword(other, "third password")).toBeNull();
    expect(await verifyLogin(user.email, "second password")).not.toBeNull();
    expect(await resetPassword("A".repeat(43), "third password")).toBeNull();
  });

  it("are e-mailed as a link to the outbox, and only to existing accounts", async () => {
    const user = insertUser({ name: "Grace", email: "grace@example.com" });
    await requestPasswordReset("nobody@example.com", "https://bel.example");
    expect(outboxMessages()).toHaveLength(0);
    await requestPasswordReset("GRACE@example.com", "https://bel.example");
    const [mail] = outboxMessages();
    expect(mail).toContain("To: grace@example.com");
    expect(mail).toMatch(/Subject: Reset your BEL Cables admin password/);
    const token = /https:\/\/bel\.example\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(token).toBeDefined();
    expect(findResetTokenUser(token!)?.id).toBe(user.id);
  });
});

describe("throttling", () => {
  let now = Date.UTC(2026, 4, 1, 12);
  let restore: () => void;
  beforeEach(() => {
    now = Date.UTC(2026, 4, 1, 12);
    restore = configureThrottle({ now: () => now });
  });
  afterEach(() => restore());

  const keys = (account: string, address = "203.0.113.9") => ({ account, address });

  it("refuses an account after 5 failures inside 15 minutes, and lets it in once they age out", () => {
    for (let i = 0; i < 5; i++) {
      assertNotThrottled("login", keys("a@example.com"));
      recordAttempt("login", keys("a@example.com"));
      now += 60_000;
    }
    // Failures at t0 … t0+4 min; now t0+5 min.
    let refused: unknown;
    try {
      assertNotThrottled("login", keys("A@example.com"));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ThrottledError);
    expect((refused as ThrottledError).status).toBe(429);
    expect((refused as ThrottledError).retryAfterSeconds).toBe(10 * 60);
    expect((refused as ThrottledError).message).toBe(
      "Too many failed sign-in attempts. Please try again in 10 minutes.",
    );
    // Another account from another address is not affected.
    expect(() => assertNotThrottled("login", keys("b@example.com", "198.51.100.1"))).not.toThrow();
    // The first failure leaves the window at t0+15 min: four remain, under the limit.
    now = Date.UTC(2026, 4, 1, 12) + 15 * 60_000;
    expect(() => assertNotThrottled("login", keys("a@example.com"))).not.toThrow();
  });

  it("refuses a client address after 20 failures, whichever accounts they named", () => {
    for (let i = 0; i < 20; i++) recordAttempt("login", keys(`user${i}@example.com`));
    expect(() => assertNotThrottled("login", keys("fresh@example.com"))).toThrow(ThrottledError);
    expect(() =>
      assertNotThrottled("login", keys("fresh@example.com", "198.51.100.7")),
    ).not.toThrow();
  });

  it("clears an account's failures after a successful sign-in, and honours a shorter window", () => {
    for (let i = 0; i < 5; i++) recordAttempt("login", keys("c@example.com"));
    clearAccount("login", "C@example.com");
    expect(() => assertNotThrottled("login", keys("c@example.com", "198.51.100.2"))).not.toThrow();
    const back = configureThrottle({ windowMs: 1000 });
    for (let i = 0; i < 5; i++) recordAttempt("forgot", keys("d@example.com", "198.51.100.3"));
    expect(() => assertNotThrottled("forgot", keys("d@example.com", "198.51.100.3"))).toThrow(
      "Too many password reset requests.",
    );
    now += 1001;
    expect(() => assertNotThrottled("forgot", keys("d@example.com", "198.51.100.3"))).not.toThrow();
    back();
  });

  it("signIn: the failure over the limit gets 429, the right password works after the window", async () => {
    const user = insertUser({ password: "the right one" });
    for (let i = 0; i < 5; i++) {
      await expect(signIn({ email: user.email, password: "wrong" }, "local")).rejects.toEqual(
        new DomainError(401, INVALID_CREDENTIALS),
      );
    }
    await expect(signIn({ email: user.email, password: "wrong" }, "local")).rejects.toBeInstanceOf(
      ThrottledError,
    );
    // Even the right password waits: the window protects the account from guessing.
    await expect(
      signIn({ email: user.email, password: "the right one" }, "local"),
    ).rejects.toMatchObject({
      status: 429,
    });
    now += 15 * 60_000 + 1;
    expect((await signIn({ email: user.email, password: "the right one" }, "local")).id).toBe(
      user.id,
    );
    // Success cleared the account's failures.
    expect(
      db.select().from(loginThrottle).where(eq(loginThrottle.key, user.email)).all(),
    ).toHaveLength(0);
  });

  it("throttles forgot-password requests per address typed", async () => {
    insertUser({ email: "e@example.com" });
    for (let i = 0; i < 5; i++) {
      await forgotPassword({ email: "e@example.com", address: "local", origin: "http://x" });
    }
    expect(outboxMessages()).toHaveLength(5);
    await expect(
      forgotPassword({ email: "e@example.com", address: "local", origin: "http://x" }),
    ).rejects.toBeInstanceOf(ThrottledError);
    expect(outboxMessages()).toHaveLength(5);
  });

  it("reads the client address from the first X-Forwarded-For hop, else 'local'", () => {
    const req = (h?: string) =>
      new Request("http://x/", { headers: h ? { "X-Forwarded-For": h } : {} });
    expect(clientAddress(req("203.0.113.5, 10.0.0.1"))).toBe("203.0.113.5");
    expect(clientAddress(req())).toBe("local");
  });
});

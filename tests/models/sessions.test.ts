/**
 * Sessions in the model layer (docs/admin.md, Sessions): the handle that names a session without
 * its id, the list an account's owner and admins see, the last-seen note (at most once a minute),
 * ending one, all the others, or all of a user's; the rules that end an account's other sessions
 * (password change, role change, two-factor reset, deletion); and the sign-in activity of the
 * audit log (sign-ins, refusals, sign-outs, ended sessions) with the address and the browser.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, sessions } from "../../db/schema";
import { openDatabase } from "../../db/client";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import type { Actor } from "~/models/audit.server";
import { rateLimitClock, ThrottledError } from "~/models/rate-limits.server";
import {
  createSession,
  endOwnSession,
  endUserSessions,
  listUserSessions,
  noteSessionSeen,
  SEEN_EVERY_MS,
  sessionHandle,
} from "~/models/session.server";
import {
  confirmTwoFactor,
  pendingTwoFactorSetup,
  resetTwoFactor,
  startTwoFactorSetup,
} from "~/models/two-factor.server";
import { changePassword, deleteUser, updateUser } from "~/models/user.server";
import { endSession, getUser, signIn, startSession } from "~/screens/auth.server";
import { sessionCookie } from "~/utils/cookies.server";
import { DomainError } from "~/utils/domain-error";
import { resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

const sleep = rateLimitClock.sleep;
beforeEach(() => {
  resetDb();
  rateLimitClock.sleep = async () => {};
});
afterEach(() => {
  rateLimitClock.sleep = sleep;
});

type TestUser = { id: number; name: string; email: string };

/** The actor of a request made in `sessionId`, as auth.server's actorOf makes it. */
const as = (user: TestUser, sessionId?: string, userAgent = CHROME): Actor => ({
  id: user.id,
  name: user.name,
  email: user.email,
  address: "203.0.113.1",
  userAgent,
  sessionId,
});

const signedIn = (userId: number, userAgent: string, address: string) =>
  createSession(userId, { origin: { userAgent, address } });

const sessionIds = (userId: number) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .all()
    .map((s) => s.id)
    .sort();

const entries = (action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "session"), eq(auditLog.action, action)))
    .all();

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error("did not throw");
};

/** A request as a browser sends it, with the session's cookie when given. */
async function browserRequest(
  { sessionId, userAgent = CHROME, address = "198.51.100.7" }: Record<string, string | undefined>,
  init: RequestInit = {},
) {
  const headers = new Headers(init.headers);
  headers.set("User-Agent", userAgent!);
  headers.set("x-bel-client-address", address!);
  if (sessionId) headers.set("Cookie", (await sessionCookie.serialize(sessionId)).split(";")[0]);
  return new Request("http://localhost/admin/dashboard", { ...init, headers });
}

describe("a session's handle", () => {
  it("is 16 hex characters of the SHA-256 of the id, one per session, and the list never carries the id", () => {
    const user = insertUser();
    const a = signedIn(user.id, CHROME, "198.51.100.7");
    const b = signedIn(user.id, FIREFOX, "198.51.100.8");
    expect(sessionHandle(a.id)).toMatch(/^[0-9a-f]{16}$/);
    expect(sessionHandle(a.id)).toBe(createHash("sha256").update(a.id).digest("hex").slice(0, 16));
    expect(sessionHandle(a.id)).not.toBe(sessionHandle(b.id));
    const listed = JSON.stringify(listUserSessions(user.id, a.id));
    expect(listed).not.toContain(a.id);
    expect(listed).not.toContain(b.id);
  });
});

describe("the list of an account's sessions", () => {
  it("names browser and system, address and times, this browser first and marked, expired ones left out", () => {
    const user = insertUser();
    const other = insertUser();
    const now = Date.now();
    const phone = createSession(user.id, {
      now: now - 60_000,
      origin: { userAgent: IPHONE, address: "192.0.2.10" },
    });
    const desk = signedIn(user.id, CHROME, "198.51.100.7");
    createSession(user.id, { now: now - 13 * 3_600_000 }); // a browser session past its 12 hours
    signedIn(other.id, FIREFOX, "198.51.100.9");

    const listed = listUserSessions(user.id, phone.id, now);
    expect(listed).toEqual([
      {
        handle: sessionHandle(phone.id),
        browser: "Safari 17.4 on iOS",
        address: "192.0.2.10",
        method: "password",
        startedAt: phone.createdAt,
        lastSeenAt: phone.createdAt,
        current: true,
      },
      expect.objectContaining({
        handle: sessionHandle(desk.id),
        browser: "Chrome 126 on Linux",
        address: "198.51.100.7",
        current: false,
      }),
    ]);
  });
});

describe("last seen", () => {
  it("is noted at most once a minute, with the address it was seen from", () => {
    const user = insertUser();
    const s = signedIn(user.id, CHROME, "198.51.100.7");
    const t0 = Date.now();
    expect(noteSessionSeen(s.id, "198.51.100.7", t0)).toBe(1);
    expect(noteSessionSeen(s.id, "192.0.2.99", t0 + 30_000)).toBe(0);
    expect(noteSessionSeen(s.id, "192.0.2.99", t0 + SEEN_EVERY_MS - 1)).toBe(0);
    let [row] = listUserSessions(user.id, s.id, t0);
    expect(row.lastSeenAt.getTime()).toBe(t0);
    expect(row.address).toBe("198.51.100.7");

    expect(noteSessionSeen(s.id, "192.0.2.99", t0 + SEEN_EVERY_MS)).toBe(1);
    [row] = listUserSessions(user.id, s.id, t0);
    expect(row.lastSeenAt.getTime()).toBe(t0 + SEEN_EVERY_MS);
    expect(row.address).toBe("192.0.2.99");
  });

  it("never waits for another connection's write lock: a busy note is left for a later request", () => {
    const user = insertUser();
    const s = signedIn(user.id, CHROME, "198.51.100.7");
    const other = openDatabase(paths.database, { migrate: false });
    other.$client.exec("BEGIN IMMEDIATE");
    try {
      const started = performance.now();
      expect(noteSessionSeen(s.id, "192.0.2.99")).toBe(0);
      // The busy timeout is 5 s: a note that waited would take that long, and then throw.
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      other.$client.exec("COMMIT");
      other.$client.close();
    }
    expect(noteSessionSeen(s.id, "192.0.2.99")).toBe(1);
  });

  it("is noted by the request that reads the session, once within the minute", async () => {
    const user = insertUser();
    const s = signedIn(user.id, CHROME, "198.51.100.7");
    expect(
      (await getUser(await browserRequest({ sessionId: s.id, address: "192.0.2.5" })))?.id,
    ).toBe(user.id);
    const seen = db.select().from(sessions).where(eq(sessions.id, s.id)).get()!;
    expect(seen.address).toBe("192.0.2.5");
    expect(seen.lastSeenAt).toBeGreaterThan(0);
    await getUser(await browserRequest({ sessionId: s.id, address: "192.0.2.6" }));
    const again = db.select().from(sessions).where(eq(sessions.id, s.id)).get()!;
    expect(again).toMatchObject({ address: "192.0.2.5", lastSeenAt: seen.lastSeenAt });
  });
});

describe("ending sessions", () => {
  it("ends one of one's other sessions by its handle, recorded with the browser; never this one nor another account's", () => {
    const user = insertUser();
    const other = insertUser();
    const mine = signedIn(user.id, CHROME, "198.51.100.7");
    const laptop = signedIn(user.id, FIREFOX, "198.51.100.8");
    const theirs = signedIn(other.id, FIREFOX, "198.51.100.9");

    endOwnSession(as(user, mine.id), sessionHandle(laptop.id));
    expect(sessionIds(user.id)).toEqual([mine.id]);
    expect(entries("end")).toMatchObject([
      {
        userId: user.id,
        entityId: String(user.id),
        summary: "Ended own session (Firefox 125 on Windows 10, 198.51.100.8)",
        address: "203.0.113.1",
        userAgent: CHROME,
      },
    ]);

    expect(thrown(() => endOwnSession(as(user, mine.id), sessionHandle(mine.id)))).toMatchObject({
      status: 409,
    });
    expect(thrown(() => endOwnSession(as(user, mine.id), sessionHandle(theirs.id)))).toMatchObject({
      status: 404,
    });
    expect(thrown(() => endOwnSession(as(user, mine.id), sessionHandle(laptop.id)))).toMatchObject({
      status: 404,
    });
    expect(sessionIds(other.id)).toEqual([theirs.id]);
  });

  it("ends all the others of one's own, keeping this one", () => {
    const user = insertUser();
    const mine = signedIn(user.id, CHROME, "198.51.100.7");
    signedIn(user.id, FIREFOX, "198.51.100.8");
    signedIn(user.id, IPHONE, "192.0.2.10");
    expect(endUserSessions(as(user, mine.id), user.id)).toBe(2);
    expect(sessionIds(user.id)).toEqual([mine.id]);
    expect(entries("end-all")).toMatchObject([
      { userId: user.id, summary: "Ended all other sessions (2)", userAgent: CHROME },
    ]);
    // Nothing left to end: no entry.
    expect(endUserSessions(as(user, mine.id), user.id)).toBe(0);
    expect(entries("end-all")).toHaveLength(1);
  });

  it("lets an admin end all of a user's sessions, and none of anyone else's", () => {
    const admin = insertUser({ role: "admin" });
    const user = insertUser({ name: "Sam Patel" });
    const adminSession = signedIn(admin.id, CHROME, "203.0.113.1");
    signedIn(user.id, FIREFOX, "198.51.100.8");
    signedIn(user.id, IPHONE, "192.0.2.10");
    expect(endUserSessions(as(admin, adminSession.id), user.id)).toBe(2);
    expect(sessionIds(user.id)).toEqual([]);
    expect(sessionIds(admin.id)).toEqual([adminSession.id]);
    expect(entries("end-all")).toMatchObject([
      {
        userId: admin.id,
        entityId: String(user.id),
        summary: "Ended all sessions of Sam Patel (2)",
      },
    ]);
    expect(thrown(() => endUserSessions(as(admin, adminSession.id), 999_999))).toMatchObject({
      status: 404,
    });
  });
});

describe("what ends an account's other sessions", () => {
  it("a password change: all but the one making it", async () => {
    const user = insertUser({ password: "the old password" });
    const mine = signedIn(user.id, CHROME, "198.51.100.7");
    signedIn(user.id, FIREFOX, "198.51.100.8");
    await changePassword(as(user, mine.id), "the old password", "a brand new password");
    expect(sessionIds(user.id)).toEqual([mine.id]);
  });

  it("a role change: all of the account's (but the actor's own), while a new name ends none", () => {
    const admin = insertUser({ role: "admin" });
    insertUser({ role: "admin" }); // a second admin, so the first may step down
    const user = insertUser({ role: "manager" });
    const adminSession = signedIn(admin.id, CHROME, "203.0.113.1");
    const adminLaptop = signedIn(admin.id, FIREFOX, "203.0.113.2");
    signedIn(user.id, FIREFOX, "198.51.100.8");
    const actor = as(admin, adminSession.id);

    updateUser(actor, user.id, { name: "New Name", email: user.email, role: "manager" });
    expect(sessionIds(user.id)).toHaveLength(1);
    updateUser(actor, user.id, { name: "New Name", email: user.email, role: "admin" });
    expect(sessionIds(user.id)).toEqual([]);

    // One's own role: the other sessions end, the one making the change stays.
    updateUser(actor, admin.id, { name: admin.name, email: admin.email, role: "manager" });
    expect(sessionIds(admin.id)).toEqual([adminSession.id]);
    expect(sessionIds(admin.id)).not.toContain(adminLaptop.id);
  });

  it("a two-factor reset by an admin: all of that account's", async () => {
    const admin = insertUser({ role: "admin" });
    const user = insertUser();
    startTwoFactorSetup(user.id);
    const { secret } = (await pendingTwoFactorSetup(user.id))!;
    const now = Date.now();
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: now,
    });
    confirmTwoFactor(as(user), code, now);
    signedIn(user.id, FIREFOX, "198.51.100.8");
    signedIn(user.id, IPHONE, "192.0.2.10");
    const adminSession = signedIn(admin.id, CHROME, "203.0.113.1");
    resetTwoFactor(as(admin, adminSession.id), user.id, { sessionId: adminSession.id });
    expect(sessionIds(user.id)).toEqual([]);
    expect(sessionIds(admin.id)).toEqual([adminSession.id]);
  });

  it("the account's deletion: all of them, by the cascade", () => {
    const admin = insertUser({ role: "admin" });
    const user = insertUser();
    signedIn(user.id, FIREFOX, "198.51.100.8");
    signedIn(user.id, IPHONE, "192.0.2.10");
    deleteUser(as(admin), user.id);
    expect(sessionIds(user.id)).toEqual([]);
  });
});

describe("sign-in activity in the audit log", () => {
  it("a sign-in, with its way in, address and browser; then the sign-out", async () => {
    const user = insertUser();
    const request = await browserRequest({ userAgent: FIREFOX, address: "198.51.100.42" });
    const cookie = await startSession(user.id, request, { method: "password+code" });
    expect(entries("sign-in")).toMatchObject([
      {
        userId: user.id,
        userEmail: user.email,
        summary: "Signed in with a password and a code",
        address: "198.51.100.42",
        userAgent: FIREFOX,
      },
    ]);

    const sessionId = (await sessionCookie.parse(cookie)) as string;
    await endSession(await browserRequest({ sessionId, address: "198.51.100.43" }));
    expect(sessionIds(user.id)).toEqual([]);
    expect(entries("sign-out")).toMatchObject([
      { userId: user.id, summary: "Signed out", address: "198.51.100.43", userAgent: CHROME },
    ]);
  });

  it("a refused sign-in under the account typed (or none), with the browser; an attempt refused for too many is not written", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const user = insertUser({ password: "the right password" });
      const address = "203.0.113.66";
      await expect(
        signIn({ email: user.email.toUpperCase(), password: "wrong" }, address, FIREFOX),
      ).rejects.toMatchObject({ status: 401 });
      await expect(
        signIn({ email: "nobody@example.com", password: "wrong" }, address, FIREFOX),
      ).rejects.toMatchObject({ status: 401 });
      expect(entries("sign-in-failed")).toMatchObject([
        {
          userId: user.id,
          userName: user.name,
          userEmail: user.email,
          summary: "Sign-in refused: a wrong password",
          address,
          userAgent: FIREFOX,
        },
        {
          userId: null,
          userName: "",
          userEmail: "nobody@example.com",
          summary: "Sign-in refused: no account with this e-mail",
        },
      ]);

      // Past the pair's limit the attempt is refused before it is checked: 429, no new row.
      const answers: number[] = [];
      for (let i = 0; i < 8; i++) {
        answers.push(
          await signIn({ email: user.email, password: "wrong" }, address, FIREFOX).then(
            () => 200,
            (error: DomainError | ThrottledError) => error.status,
          ),
        );
      }
      expect(answers).toContain(429);
      const checked = answers.filter((s) => s === 401).length;
      expect(entries("sign-in-failed")).toHaveLength(2 + checked);
    } finally {
      vi.useRealTimers();
    }
  });
});

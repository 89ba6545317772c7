/**
 * The limits of app/models/rate-limits.server.ts, through the functions that use them: nobody can
 * lock the owner of an account out, one address cannot guess for ever, anonymous writes and
 * reset requests are bounded. Time is moved with a fake clock (Date only).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgotPassword } from "~/models/password-reset.server";
import { assertWriteAllowed, rateLimitClock, ThrottledError } from "~/models/rate-limits.server";
import { INVALID_CREDENTIALS, signIn } from "~/screens/auth.server";
import { resetDb } from "../fixtures";
import { deliverMail, insertUser, outboxMessages } from "../routes/admin.helpers";

const ATTACKER = "203.0.113.66";
const OWNER = "198.51.100.10";
let delays: number[] = [];
const sleep = rateLimitClock.sleep;

beforeEach(() => {
  resetDb();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.UTC(2026, 4, 1, 12));
  delays = [];
  rateLimitClock.sleep = async (ms) => void delays.push(ms);
});
afterEach(() => {
  vi.useRealTimers();
  rateLimitClock.sleep = sleep;
});

const tryPassword = (email: string, password: string, address: string) =>
  signIn({ email, password }, address).then(
    (user) => ({ status: 200, id: user.id, message: "" }),
    (error: ThrottledError) => ({ status: error.status, id: 0, message: error.message }),
  );

describe("sign-in", () => {
  it("100 wrong tries from one address, for the admin and for made-up accounts: the admin signs in from home at once", async () => {
    const admin = insertUser({ role: "admin", password: "the admins password" });
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) {
      const email = i % 2 ? admin.email : `made-up-${i}@example.com`;
      answers.push((await tryPassword(email, "guess", ATTACKER)).status);
    }
    // 20 failures are counted from that address, then it is refused whatever it names (and the
    // admin account from that address after its 5th failure).
    expect(answers.filter((s) => s === 401)).toHaveLength(20);
    expect(answers.slice(answers.lastIndexOf(401) + 1).every((s) => s === 429)).toBe(true);
    // The owner, from their own address: in, and not slowed down.
    expect((await tryPassword(admin.email, "the admins password", OWNER)).status).toBe(200);
    expect(delays).toEqual([]);
  });

  it("refuses an account from the address that failed 5 times, not from another", async () => {
    const user = insertUser({ password: "right password" });
    for (let i = 0; i < 5; i++) {
      expect(await tryPassword(user.email, "wrong", ATTACKER)).toMatchObject({
        status: 401,
        message: INVALID_CREDENTIALS,
      });
    }
    const refused = await tryPassword(user.email, "right password", ATTACKER);
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      "Too many failed sign-in attempts. Please try again in 15 minutes.",
    );
    expect((await tryPassword(user.email, "right password", OWNER)).status).toBe(200);
    // Refused tries are not counted: once the window has passed, the address may try again.
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1);
    expect((await tryPassword(user.email, "right password", ATTACKER)).status).toBe(200);
  });

  it("slows, never refuses, an account failing from many addresses; the owner still gets in", async () => {
    const user = insertUser({ password: "right password" });
    for (let i = 0; i < 12; i++) await tryPassword(user.email, "wrong", `192.0.2.${i}`);
    const owner = await tryPassword(user.email, "right password", OWNER);
    expect(owner.status).toBe(200);
    // 12 failures, 10 allowed: the third over the line waits 0.5 s × 2² = 2 s.
    expect(delays).toEqual([500, 1000, 2000]);
    // The right password cleared the account's count.
    await tryPassword(user.email, "wrong", "192.0.2.200");
    expect(delays).toHaveLength(3);
  });

  it("refuses a forged 429 message never: the Retry-After header says when", async () => {
    const user = insertUser();
    for (let i = 0; i < 5; i++) await tryPassword(user.email, "wrong", ATTACKER);
    await expect(signIn({ email: user.email, password: "x" }, ATTACKER)).rejects.toMatchObject({
      status: 429,
      headers: { "Retry-After": "900" },
    });
  });
});

describe("forgot password", () => {
  it("refuses an address after 3 requests for one e-mail and 10 in all; mails an account at most every 5 minutes", async () => {
    insertUser({ email: "known@example.com" });
    for (let i = 0; i < 3; i++)
      await forgotPassword({ email: "known@example.com", address: ATTACKER, origin: "http://x" });
    await expect(
      forgotPassword({ email: "known@example.com", address: ATTACKER, origin: "http://x" }),
    ).rejects.toBeInstanceOf(ThrottledError);
    // From the owner's address it is answered, but the link already sent stays the only one.
    await forgotPassword({ email: "known@example.com", address: OWNER, origin: "http://x" });
    await deliverMail();
    expect(outboxMessages()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    await forgotPassword({ email: "known@example.com", address: OWNER, origin: "http://x" });
    await deliverMail();
    expect(outboxMessages()).toHaveLength(2);
    for (let i = 0; i < 7; i++)
      await forgotPassword({ email: `x${i}@example.com`, address: ATTACKER, origin: "http://x" });
    await expect(
      forgotPassword({ email: "other@example.com", address: ATTACKER, origin: "http://x" }),
    ).rejects.toMatchObject({ status: 429 });
  });
});

describe("anonymous writes", () => {
  it("5 a minute and 50 a day per address and kind, with Retry-After", async () => {
    for (let i = 0; i < 5; i++) await assertWriteAllowed("review", ATTACKER);
    await expect(assertWriteAllowed("review", ATTACKER)).rejects.toMatchObject({
      status: 429,
      headers: { "Retry-After": "60" },
    });
    await assertWriteAllowed("contact", ATTACKER);
    await assertWriteAllowed("review", OWNER);
    for (let minute = 1; minute < 10; minute++) {
      vi.setSystemTime(Date.now() + 60_001);
      for (let i = 0; i < 5; i++) await assertWriteAllowed("review", ATTACKER);
    }
    vi.setSystemTime(Date.now() + 60_001);
    const refused = await assertWriteAllowed("review", ATTACKER).catch((e: ThrottledError) => e);
    expect(refused).toBeInstanceOf(ThrottledError);
    expect((refused as ThrottledError).message).toMatch(/Please try again in \d+ hours\.$/);
  });
});

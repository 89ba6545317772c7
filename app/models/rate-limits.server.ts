/**
 * Every limit on how often something may be tried, in one place (OWASP ASVS V6: nobody can lock
 * the owner of an account out). Counted in the database (rate-limiter-flexible on SQLite), so the
 * limits hold across restarts and processes. The client address is the real one
 * (server/http-guards.js): the socket's, or the first untrusted hop behind TRUST_PROXY.
 *
 *   sign-in     wrong passwords for one account from one address: 5 per 15 min, then refused
 *               wrong passwords from one address, whatever the accounts: 20 per 15 min, refused
 *               wrong passwords for one account from anywhere: 10 per 15 min (more than one
 *               address can make), then each try is
 *               slowed (0.5 s, doubling, at most 4 s) — never refused, so an attacker elsewhere
 *               cannot keep the owner out; the current password of a password change on the
 *               profile page is checked as a sign-in, under the same limits; a passkey that is
 *               not recognised counts as a wrong password from the address (it names no account)
 *   forgot      per address: 10 per 15 min, refused; per address typed from one address: 3 per
 *               15 min, refused; per account: at most one e-mail per 5 min (more requests get the
 *               same answer and no e-mail: the link already sent still works)
 *   reset       wrong or spent tokens per address: 10 per 15 min, refused
 *   writes      anonymous reviews, contact messages, quotations and newsletter posts per
 *               address: 5 a minute and 50 a day each, refused with Retry-After
 *   codes       one-time e-mail codes: 3 per e-mail per 10 min, 10 per address per hour
 *   two-factor  wrong authenticator or recovery codes, shaped as the passwords': for one account
 *               from one address 5 per 15 min, then refused; for one account from anywhere 10
 *               per 15 min, then slowed (never refused). Counted apart from the passwords: a right
 *               password does not clear them (docs/admin.md, Two-factor sign-in)
 *
 * A refusal is a ThrottledError: a DomainError 429 with Retry-After and a message that says when.
 */
import { RateLimiterSQLite, type RateLimiterRes } from "rate-limiter-flexible";
import { db } from "~/db.server";
import { DomainError } from "~/utils/domain-error";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  signInPair: { points: 5, duration: 15 * MINUTE },
  signInAddress: { points: 20, duration: 15 * MINUTE },
  signInAccount: { points: 10, duration: 15 * MINUTE },
  forgotAddress: { points: 10, duration: 15 * MINUTE },
  forgotPair: { points: 3, duration: 15 * MINUTE },
  forgotAccountMail: { points: 1, duration: 5 * MINUTE },
  resetAddress: { points: 10, duration: 15 * MINUTE },
  writeMinute: { points: 5, duration: MINUTE },
  writeDay: { points: 50, duration: 24 * HOUR },
  codeEmail: { points: 3, duration: 10 * MINUTE },
  codeAddress: { points: 10, duration: HOUR },
  twoFactorPair: { points: 5, duration: 15 * MINUTE },
  twoFactorAccount: { points: 10, duration: 15 * MINUTE },
  passkeyOptions: { points: 30, duration: 15 * MINUTE },
} as const;

/** The slowing of sign-ins to an account under attack: first delay and the most it grows to. */
export const SIGN_IN_DELAY = { firstMs: 500, maxMs: 4000 };

type LimitName = keyof typeof LIMITS;
export type WriteKind = "review" | "contact" | "quotation" | "newsletter";

/** The clock's waiting, replaceable in tests. */
export const rateLimitClock = {
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

const limiters = new Map<LimitName, RateLimiterSQLite>();

function limiter(name: LimitName) {
  let found = limiters.get(name);
  if (!found) {
    found = new RateLimiterSQLite({
      storeClient: db.$client,
      storeType: "better-sqlite3",
      tableName: "rate_limits",
      // The table comes from the migrations (0007).
      tableCreated: true,
      keyPrefix: name,
      ...LIMITS[name],
      clearExpiredByTimeout: limiters.size === 0,
    });
    limiters.set(name, found);
  }
  return found;
}

const MESSAGES = {
  signIn: "Too many failed sign-in attempts.",
  forgot: "Too many password reset requests.",
  reset: "Too many password reset attempts.",
  write: "Too many submissions from your network.",
  code: "Too many verification codes requested.",
  secondFactor: "Too many wrong codes.",
  passkey: "Too many passkey sign-ins from your network.",
} as const;

/** An attempt over a limit: 429, Retry-After, and a message that says how long to wait. */
export class ThrottledError extends DomainError {
  constructor(
    what: keyof typeof MESSAGES,
    readonly retryAfterSeconds: number,
  ) {
    const wait =
      retryAfterSeconds < 120
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`
        : retryAfterSeconds < 2 * HOUR
          ? `${Math.ceil(retryAfterSeconds / MINUTE)} minutes`
          : `${Math.ceil(retryAfterSeconds / HOUR)} hours`;
    super(429, `${MESSAGES[what]} Please try again in ${wait}.`, {
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
    this.name = "ThrottledError";
  }
}

const email = (value: string) => value.trim().toLowerCase();
const seconds = (res: RateLimiterRes | null) =>
  Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));

/** Throws when the key has used up its points. */
async function assertUnder(name: LimitName, key: string, what: keyof typeof MESSAGES) {
  const res = await limiter(name).get(key);
  if (res && res.consumedPoints >= LIMITS[name].points) {
    throw new ThrottledError(what, seconds(res));
  }
}

async function count(name: LimitName, key: string) {
  await limiter(name)
    .penalty(key, 1)
    .catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------
// Sign-in

/**
 * Before checking a password: refused when this address has failed too often, for this
 * account or overall; slowed (never refused) when the account has been failing from anywhere.
 */
export async function beforeSignIn(account: string, address: string) {
  const pair = `${email(account)}|${address}`;
  await assertUnder("signInPair", pair, "signIn");
  await assertUnder("signInAddress", address, "signIn");
  const res = await limiter("signInAccount").get(email(account));
  const over = (res?.consumedPoints ?? 0) - LIMITS.signInAccount.points;
  if (over >= 0) {
    await rateLimitClock.sleep(Math.min(SIGN_IN_DELAY.firstMs * 2 ** over, SIGN_IN_DELAY.maxMs));
  }
}

export async function signInFailed(account: string, address: string) {
  await count("signInPair", `${email(account)}|${address}`);
  await count("signInAddress", address);
  await count("signInAccount", email(account));
}

/** A right password clears the account's failures (from this address and overall). */
export async function signInSucceeded(account: string, address: string) {
  await limiter("signInPair").delete(`${email(account)}|${address}`);
  await limiter("signInAccount").delete(email(account));
}

/**
 * Before a passkey sign-in (its options or its answer): refused when this address has failed
 * too often, passwords and passkeys alike. A passkey names no account before it is checked, so
 * only the address is counted (docs/admin.md, Passkeys).
 */
export async function beforePasskeySignIn(address: string) {
  await assertUnder("signInAddress", address, "signIn");
}

/**
 * Before making the options of a passkey sign-in: as {@link beforePasskeySignIn}, and at most 30
 * in 15 minutes from an address, since each is a challenge row kept for 5 minutes and asking
 * needs no account.
 */
export async function beforePasskeyOptions(address: string) {
  await beforePasskeySignIn(address);
  await assertUnder("passkeyOptions", address, "passkey");
  await count("passkeyOptions", address);
}

export async function passkeySignInFailed(address: string) {
  await count("signInAddress", address);
}

// ---------------------------------------------------------------------------------------------
// Password recovery

/** A forgot-password request: refused per address and per address typed from one address. */
export async function beforeForgot(account: string, address: string) {
  const pair = `${email(account)}|${address}`;
  // A refused request is not counted: check both, then count both.
  await assertUnder("forgotAddress", address, "forgot");
  await assertUnder("forgotPair", pair, "forgot");
  await count("forgotAddress", address);
  await count("forgotPair", pair);
}

/** Whether to e-mail this account now: at most one link per five minutes, whoever asks. */
export async function mayMailReset(account: string) {
  try {
    await limiter("forgotAccountMail").consume(email(account));
    return true;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return false;
  }
}

export async function beforeReset(address: string) {
  await assertUnder("resetAddress", address, "reset");
}

export async function resetFailed(address: string) {
  await count("resetAddress", address);
}

// ---------------------------------------------------------------------------------------------
// Anonymous writes and one-time codes

/** A review, contact message, quotation or newsletter post from an address: 5/min, 50/day. */
export async function assertWriteAllowed(kind: WriteKind, address: string) {
  const key = `${kind}|${address}`;
  await assertUnder("writeMinute", key, "write");
  await assertUnder("writeDay", key, "write");
  await count("writeMinute", key);
  await count("writeDay", key);
}

export async function assertCodeAllowed(account: string, address: string) {
  await assertUnder("codeAddress", address, "code");
  await assertUnder("codeEmail", email(account), "code");
  await count("codeAddress", address);
  await count("codeEmail", email(account));
}

// ---------------------------------------------------------------------------------------------
// Second step of a sign-in (authenticator or recovery codes)

/** Before checking a code: refused for this account from this address, slowed for the account. */
export async function beforeSecondFactor(account: string, address: string) {
  await assertUnder("twoFactorPair", `${email(account)}|${address}`, "secondFactor");
  const res = await limiter("twoFactorAccount").get(email(account));
  const over = (res?.consumedPoints ?? 0) - LIMITS.twoFactorAccount.points;
  if (over >= 0) {
    await rateLimitClock.sleep(Math.min(SIGN_IN_DELAY.firstMs * 2 ** over, SIGN_IN_DELAY.maxMs));
  }
}

export async function secondFactorFailed(account: string, address: string) {
  await count("twoFactorPair", `${email(account)}|${address}`);
  await count("twoFactorAccount", email(account));
}

/** A right code clears the account's code failures. */
export async function secondFactorSucceeded(account: string, address: string) {
  await limiter("twoFactorPair").delete(`${email(account)}|${address}`);
  await limiter("twoFactorAccount").delete(email(account));
}

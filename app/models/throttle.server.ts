/**
 * Throttling of failed sign-ins and of password-reset requests, per account (the e-mail typed)
 * and per client address, over a sliding window.
 *
 * Only counted attempts are stored (a refused one is not), so once the window has passed since
 * the attempts that caused the block, the real user gets in again: nobody is locked out for
 * longer than the window. A successful sign-in clears its account's failures.
 *
 * The window, the limits and the clock are settings of this module ({@link configureThrottle}),
 * so tests can use a short window or a fake clock.
 */
import { and, asc, count, eq, gt, lte } from "drizzle-orm";
import { loginThrottle } from "../../db/schema";
import { db } from "~/db.server";
import { DomainError } from "~/utils/domain-error";

export type ThrottleAction = "login" | "forgot";

export type ThrottleSettings = {
  windowMs: number;
  /** Counted attempts per account (e-mail address) within the window. */
  accountLimit: number;
  /** Counted attempts per client address within the window. */
  addressLimit: number;
  now: () => number;
};

const defaults: ThrottleSettings = {
  windowMs: 15 * 60 * 1000,
  accountLimit: 5,
  addressLimit: 20,
  now: () => Date.now(),
};

export const throttleSettings: ThrottleSettings = { ...defaults };

/** Changes the settings (for tests); returns a function that restores the previous ones. */
export function configureThrottle(changes: Partial<ThrottleSettings>) {
  const previous = { ...throttleSettings };
  Object.assign(throttleSettings, changes);
  return () => void Object.assign(throttleSettings, previous);
}

const MESSAGES: Record<ThrottleAction, string> = {
  login: "Too many failed sign-in attempts.",
  forgot: "Too many password reset requests.",
};

/** Thrown when an attempt is over the limit: a 429 with Retry-After, on pages and in the API. */
export class ThrottledError extends DomainError {
  constructor(
    action: ThrottleAction,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      `${MESSAGES[action]} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { headers: { "Retry-After": String(retryAfterSeconds) } },
    );
    this.name = "ThrottledError";
  }
}

/**
 * The client's address: the first hop of X-Forwarded-For when a proxy set it, else "local"
 * (remix-serve does not tell the app the socket's address).
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded ? forwarded.slice(0, 100) : "local";
}

export type ThrottleKeys = { account: string; address: string };

function scopes(action: ThrottleAction, keys: ThrottleKeys) {
  return [
    {
      scope: `${action}:account`,
      key: keys.account.trim().toLowerCase(),
      limit: throttleSettings.accountLimit,
    },
    { scope: `${action}:address`, key: keys.address, limit: throttleSettings.addressLimit },
  ];
}

/** Throws {@link ThrottledError} when either key has reached its limit inside the window. */
export function assertNotThrottled(action: ThrottleAction, keys: ThrottleKeys) {
  const now = throttleSettings.now();
  const since = new Date(now - throttleSettings.windowMs);
  for (const { scope, key, limit } of scopes(action, keys)) {
    const where = and(
      eq(loginThrottle.scope, scope),
      eq(loginThrottle.key, key),
      gt(loginThrottle.at, since),
    );
    const n = db.select({ n: count() }).from(loginThrottle).where(where).get()?.n ?? 0;
    if (n < limit) continue;
    // Free again when the oldest attempt that still counts towards the limit leaves the window.
    const oldest = db
      .select({ at: loginThrottle.at })
      .from(loginThrottle)
      .where(where)
      .orderBy(asc(loginThrottle.at))
      .limit(1)
      .offset(n - limit)
      .get();
    const freeAt = (oldest?.at.getTime() ?? now) + throttleSettings.windowMs;
    throw new ThrottledError(action, Math.max(1, Math.ceil((freeAt - now) / 1000)));
  }
}

/** Counts an attempt against both keys, and drops rows that no window can see any more. */
export function recordAttempt(action: ThrottleAction, keys: ThrottleKeys) {
  const now = throttleSettings.now();
  db.transaction(() => {
    db.delete(loginThrottle)
      .where(
        lte(
          loginThrottle.at,
          new Date(now - Math.max(throttleSettings.windowMs, defaults.windowMs)),
        ),
      )
      .run();
    for (const { scope, key } of scopes(action, keys)) {
      db.insert(loginThrottle)
        .values({ scope, key, at: new Date(now) })
        .run();
    }
  });
}

/** Forgets an account's counted attempts (after a successful sign-in). */
export function clearAccount(action: ThrottleAction, account: string) {
  db.delete(loginThrottle)
    .where(
      and(
        eq(loginThrottle.scope, `${action}:account`),
        eq(loginThrottle.key, account.trim().toLowerCase()),
      ),
    )
    .run();
}

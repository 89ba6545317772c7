/**
 * "Trust this browser": after a right password and a right second step, a signed cookie lets this
 * browser skip the code (never the password) for 30 days (docs/admin.md, Two-factor sign-in).
 * No table: the cookie names the account and when it was issued, and it is void when the account
 * changed its credentials since (a password change or reset, two-factor reset or turned off),
 * when it names another account, or when the account no longer has two-factor.
 */
import { z } from "zod";
import { hasTwoFactor } from "~/models/two-factor.server";
import { credentialsChangedAt } from "~/models/user.server";
import { signedCookie } from "~/utils/cookies.server";
import { TRUST_COOKIE } from "~/utils/site-cookies";

export const TRUSTED_BROWSER_MS = 30 * 24 * 60 * 60 * 1000;

const trustCookie = signedCookie(TRUST_COOKIE);
const TrustValue = z.object({ u: z.number().int(), at: z.number().int() });

/** The Set-Cookie that trusts this browser for the account, from now. */
export function trustBrowser(userId: number, now = Date.now()) {
  return trustCookie.serialize(
    { u: userId, at: now },
    { maxAge: TRUSTED_BROWSER_MS / 1000, expires: new Date(now + TRUSTED_BROWSER_MS) },
  );
}

/** Whether the request's browser is trusted for this account now. */
export async function isTrustedBrowser(
  cookieHeader: string | null,
  userId: number,
  now = Date.now(),
) {
  const parsed = TrustValue.safeParse(await trustCookie.parse(cookieHeader).catch(() => null));
  if (!parsed.success) return false;
  const { u, at } = parsed.data;
  return (
    u === userId &&
    at <= now &&
    now - at < TRUSTED_BROWSER_MS &&
    at > credentialsChangedAt(userId) &&
    hasTwoFactor(userId)
  );
}

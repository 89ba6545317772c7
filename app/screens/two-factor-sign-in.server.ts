/**
 * The second step of a staff sign-in (docs/admin.md, Two-factor sign-in), between the password
 * (app/screens/auth.server.ts) and the session. After a right password:
 *
 *   no two-factor, not required   the session at once (as always)
 *   two-factor, trusted browser   the session at once (the cookie skips the code, not the password)
 *   two-factor                    a pending step (`bel_2fa`, signed, 10 minutes) → the code page
 *   required, not set up          a new secret and a pending step → the setup page
 *
 * The pending step is a signed cookie, not a row, so it works on every process; it is void when
 * the account's credentials changed after it was issued. Guessing codes is bounded by the limits
 * of app/models/rate-limits.server.ts, not by the cookie.
 */
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { recordSignInFailure } from "~/models/session.server";
import {
  beforeSecondFactor,
  secondFactorFailed,
  secondFactorSucceeded,
} from "~/models/rate-limits.server";
import { getSetting } from "~/models/settings.server";
import { isTrustedBrowser, trustBrowser } from "~/models/trusted-browser.server";
import {
  hasTwoFactor,
  INVALID_CODE,
  INVALID_RECOVERY_CODE,
  startTwoFactorSetup,
  useRecoveryCode,
  verifyTwoFactorCode,
} from "~/models/two-factor.server";
import { credentialsChangedAt, getUserById, type User } from "~/models/user.server";
import { actorOf, SIGN_IN_PATH, startSession } from "~/screens/auth.server";
import { clientAddress } from "~/utils/client-address.server";
import { signedCookie } from "~/utils/cookies.server";
import { DomainError } from "~/utils/domain-error";
import { SECOND_STEP_COOKIE } from "~/utils/site-cookies";

export const CODE_PATH = `${SIGN_IN_PATH}/code`;
export const SETUP_PATH = `${SIGN_IN_PATH}/setup`;
export const SECOND_STEP_MS = 10 * 60 * 1000;

type Purpose = "code" | "setup";
const PendingValue = z.object({
  u: z.number().int(),
  p: z.enum(["code", "setup"]),
  r: z.boolean(),
  to: z.string(),
  at: z.number().int(),
});
export type PendingStep = z.infer<typeof PendingValue>;

const pendingCookie = signedCookie(SECOND_STEP_COOKIE);

const pendingHeader = (value: Omit<PendingStep, "at">, now = Date.now()) =>
  pendingCookie.serialize({ ...value, at: now }, { maxAge: SECOND_STEP_MS / 1000 });

export const clearPendingStep = () =>
  pendingCookie.serialize("", { maxAge: 0, expires: new Date(0) });

/** How a sign-in that got past the password goes on: the address and the cookies to set. */
export type NextStep = { to: string; headers: Headers; needs: "nothing" | Purpose };

/** Does the account need a second step, and is the request's browser trusted? */
export function twoFactorRequired() {
  return getSetting("twoFactorRequired");
}

/**
 * After a right password: a session, or a pending second step. `to` is where the session should
 * lead (already made safe by the caller).
 */
export async function afterPassword(
  user: User,
  request: Request,
  { remember, to }: { remember: boolean; to: string },
): Promise<NextStep> {
  const headers = new Headers();
  if (hasTwoFactor(user.id)) {
    if (await isTrustedBrowser(request.headers.get("Cookie"), user.id)) {
      headers.append(
        "Set-Cookie",
        await startSession(user.id, request, { remember, method: "trusted" }),
      );
      return { to, headers, needs: "nothing" };
    }
    headers.append("Set-Cookie", await pendingHeader({ u: user.id, p: "code", r: remember, to }));
    return { to: CODE_PATH, headers, needs: "code" };
  }
  if (twoFactorRequired()) {
    // A POST: a new secret, shown by the setup page.
    startTwoFactorSetup(user.id);
    headers.append("Set-Cookie", await pendingHeader({ u: user.id, p: "setup", r: remember, to }));
    return { to: SETUP_PATH, headers, needs: "setup" };
  }
  headers.append("Set-Cookie", await startSession(user.id, request, { remember }));
  return { to, headers, needs: "nothing" };
}

/**
 * The pending step of the request for `purpose` and its user; a redirect to the sign-in page when
 * there is none (never set, expired, for another step, or issued before a credentials change).
 */
export async function requirePendingStep(
  request: Request,
  purpose: Purpose,
  now = Date.now(),
): Promise<{ pending: PendingStep; user: User }> {
  const parsed = PendingValue.safeParse(
    await pendingCookie.parse(request.headers.get("Cookie")).catch(() => null),
  );
  const pending = parsed.success ? parsed.data : null;
  const user = pending ? getUserById(pending.u) : null;
  if (
    !pending ||
    !user ||
    pending.p !== purpose ||
    now - pending.at > SECOND_STEP_MS ||
    pending.at < credentialsChangedAt(user.id)
  ) {
    throw redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": await clearPendingStep() } });
  }
  return { pending, user };
}

/**
 * The sign-in entry of the audit log. startSession writes it for every way in (the method says
 * how); exported here for a way in that records its own.
 */
export { signedInAudit } from "~/models/session.server";

export type SecondFactor = { code?: string; recoveryCode?: string };

/**
 * Checks a code or a recovery code under the wrong-code limits. A wrong one is counted and
 * refused with `status` (400 on the page, 401 in the API) on its field; a right one clears the
 * account's wrong codes. Returns how many recovery codes are left when one was used.
 */
export async function checkSecondFactor(
  user: User,
  request: Request,
  given: SecondFactor,
  status: 400 | 401 = 400,
): Promise<{ recoveryLeft: number | null }> {
  const address = clientAddress(request);
  const actor = actorOf(user, request);
  const attempt = { email: user.email, address, userAgent: actor.userAgent ?? "" };
  await beforeSecondFactor(user.email, address);
  if (given.recoveryCode !== undefined) {
    const left = useRecoveryCode(actor, given.recoveryCode);
    if (left === null) {
      await secondFactorFailed(user.email, address);
      recordSignInFailure(attempt, "recovery");
      throw new DomainError(status, INVALID_RECOVERY_CODE, { field: "recoveryCode" });
    }
    await secondFactorSucceeded(user.email, address);
    return { recoveryLeft: left };
  }
  if (!given.code || !verifyTwoFactorCode(user.id, given.code)) {
    await secondFactorFailed(user.email, address);
    recordSignInFailure(attempt, "code");
    throw new DomainError(status, INVALID_CODE, { field: "code" });
  }
  await secondFactorSucceeded(user.email, address);
  return { recoveryLeft: null };
}

/** The session after a right second step, the pending step cleared, the browser trusted if asked. */
export async function finishSignIn(
  user: User,
  request: Request,
  {
    remember,
    trust,
    method,
  }: { remember: boolean; trust: boolean; method: "password+code" | "recovery" },
) {
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(user.id, request, { remember, method }));
  headers.append("Set-Cookie", await clearPendingStep());
  if (trust) headers.append("Set-Cookie", await trustBrowser(user.id));
  return headers;
}

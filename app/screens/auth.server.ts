/**
 * Authentication and authorisation: the ONE module every admin loader, action and /api/bel
 * staff handler calls first.
 *
 * The `bel_session` cookie holds only the id of a row of the sessions table, signed with
 * SESSION_SECRET (the first secret signs, the others still verify). The row has the expiry, so a
 * session ends on the server: log out, password reset, deleted user.
 *
 *   page guards   requireUser / requireRole: redirect to the sign-in page, or throw a 403
 *   API guards    declared per endpoint (`access`) and applied by app/api/dispatch.server.ts
 *
 * Roles (docs/decisions.md, Roles): admin can do everything; manager everything except user
 * management and the audit log.
 */
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Role } from "../../db/schema";
import { DASHBOARD_PATH } from "~/components/admin/paths";
import type { Actor } from "~/models/audit.server";
import { env } from "~/env.server";
import {
  createSession,
  deleteExpiredSessions,
  getSessionUser,
  noteSessionSeen,
  PERSISTENT_SESSION_MS,
  recordSignIn,
  recordSignInFailure,
  signOut,
  type SignInMethod,
} from "~/models/session.server";
import { beforeSignIn, signInFailed, signInSucceeded } from "~/models/rate-limits.server";
import { getUserById, verifyLogin, type User } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { clientAddress } from "~/utils/client-address.server";
import { sessionCookie } from "~/utils/cookies.server";
import { SESSION_COOKIE } from "~/utils/site-cookies";
import { DomainError } from "~/utils/domain-error";
import { toastHeaders } from "~/utils/toast.server";
import { userAgentOf } from "~/utils/user-agent.server";

export { DASHBOARD_PATH };

/** Staff sign in at /admin-{BRAND_SLUG} (remix.config.js declares the route from the same setting). */
export const SIGN_IN_PATH = `/admin-${env.BRAND_SLUG}`;

export type SessionUser = User & { sessionId: string };

// ---------------------------------------------------------------------------------------------
// Reading the session

/** The session id in the request's cookie, when the cookie is there and its signature good. */
export async function getSessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[0-9a-f]{64}$/.test(value) ? value : null;
}

const userOfRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The signed-in user, or null (no cookie, a bad signature, an expired or ended session). The row
 * is read on every request, never kept, so a session ended on one process is over on all of them
 * at their next request (docs/admin.md, Sessions); its last-seen time and address are noted, at
 * most once a minute.
 */
export function getUser(request: Request): Promise<SessionUser | null> {
  let pending = userOfRequest.get(request);
  if (!pending) {
    pending = getSessionId(request).then((id) => {
      const user = id ? getSessionUser(id) : null;
      if (user) noteSessionSeen(user.sessionId, clientAddress(request));
      return user;
    });
    userOfRequest.set(request, pending);
  }
  return pending;
}

/** A user may act as `role`: admin covers manager. */
export function hasRole(user: Pick<User, "role">, role: Role) {
  return role === "manager" || user.role === "admin";
}

// ---------------------------------------------------------------------------------------------
// Page guards

/** The path (and query) to come back to after signing in. */
function returnPath(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("_routes"); // Remix's single-fetch bookkeeping, not the page's
  return url.pathname + url.search;
}

export const SIGNED_OUT = "You were signed out";

/**
 * The signed-in user; without one, a redirect to the sign-in page that comes back here. A
 * browser whose session cookie names no live session (ended from another browser, by an admin,
 * by a password change, or expired) is told "You were signed out" there.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const headers = new Headers();
  if (request.headers.get("Cookie")?.includes(`${SESSION_COOKIE}=`)) {
    headers.append("Set-Cookie", await clearSessionCookie());
    if (await getSessionId(request)) {
      for (const value of (await toastHeaders({ type: "info", message: SIGNED_OUT })).values()) {
        headers.append("Set-Cookie", value);
      }
    }
  }
  const search = new URLSearchParams({ redirectTo: returnPath(request) });
  throw redirect(`${SIGN_IN_PATH}?${search}`, { headers });
}

export const FORBIDDEN_MESSAGE = "You do not have permission to view this page.";

/** The signed-in user with the role; a 403 (rendered inside the admin shell) otherwise. */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await requireUser(request);
  if (hasRole(user, role)) return user;
  throw Response.json({ message: FORBIDDEN_MESSAGE }, { status: 403, statusText: "Forbidden" });
}

/**
 * The signed-in user with the role, as the actor of a write: who, and from which address, for
 * the audit log (app/models/audit.server.ts).
 */
export async function requireActor(request: Request, role: Role): Promise<Actor> {
  return actorOf(await requireRole(request, role), request);
}

/** Who acts, from where, with which browser, in which session (the audit log's columns). */
export function actorOf(
  user: Pick<User, "id" | "name" | "email"> & { sessionId?: string },
  request: Request,
): Actor {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    address: clientAddress(request),
    userAgent: userAgentOf(request),
    sessionId: user.sessionId,
  };
}

/** For the sign-in page: a signed-in user goes straight to the dashboard. */
export async function requireAnonymous(request: Request) {
  if (await getUser(request)) throw redirect(DASHBOARD_PATH);
}

// ---------------------------------------------------------------------------------------------
// Signing in and out

export const INVALID_CREDENTIALS = "Invalid email or password";
export const LOGGED_OUT = "Logged out successfully";
export const UNEXPECTED_ERROR = "An unexpected error occurred.";

/**
 * Checks credentials under the limits of app/models/rate-limits.server.ts: refused (429) when
 * this address has failed too often, slowed when the account is under attack from elsewhere;
 * a failure is counted and recorded in the audit log (with the browser when `userAgent` is
 * given), a success clears the account's failures.
 */
export async function signIn(
  credentials: { email: string; password: string },
  address: string,
  userAgent = "",
): Promise<User> {
  await beforeSignIn(credentials.email, address);
  const user = await verifyLogin(credentials.email, credentials.password);
  if (!user) {
    await signInFailed(credentials.email, address);
    recordSignInFailure({ email: credentials.email, address, userAgent }, "password");
    throw new DomainError(401, INVALID_CREDENTIALS);
  }
  await signInSucceeded(credentials.email, address);
  return user;
}

const CredentialsSchema = LoginSchema.pick({ email: true, password: true });

/** remix-auth with the form strategy: the sign-in page's way in. */
export const authenticator = new Authenticator<User>().use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = CredentialsSchema.safeParse({
      email: form.get("email") ?? undefined,
      password: form.get("password") ?? undefined,
    });
    if (!parsed.success) throw new DomainError(400, parsed.error.issues[0].message);
    return signIn(parsed.data, clientAddress(request), userAgentOf(request));
  }),
  "form",
);

/**
 * Starts a session row for the user, noting the request's browser and address and how it was
 * signed in, records the sign-in in the audit log (every way in comes here, so none is left
 * out), and returns the Set-Cookie header value for it.
 */
export async function startSession(
  userId: number,
  request: Request,
  { remember = false, method = "password" }: { remember?: boolean; method?: SignInMethod } = {},
) {
  deleteExpiredSessions();
  const session = createSession(userId, {
    persistent: remember,
    method,
    origin: { userAgent: userAgentOf(request), address: clientAddress(request) },
  });
  const user = getUserById(userId);
  if (user) recordSignIn(actorOf(user, request), method);
  // Without Remember me: no Max-Age / Expires, so the browser forgets it when it closes.
  return sessionCookie.serialize(
    session.id,
    remember ? { maxAge: Math.floor(PERSISTENT_SESSION_MS / 1000) } : {},
  );
}

export function clearSessionCookie() {
  return sessionCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/**
 * Signs out: ends the request's session (its row, recorded in the audit log) and returns the
 * Set-Cookie header value that clears it.
 */
export async function endSession(request: Request) {
  const user = await getUser(request);
  if (user) signOut(actorOf(user, request), user.sessionId);
  return clearSessionCookie();
}

/**
 * Passkeys (WebAuthn, docs/admin.md, Passkeys): a staff member adds them from the profile, names
 * and removes them, and signs in with one instead of a password and code. The ceremonies are
 * @simplewebauthn/server's; what is ours is kept here:
 *
 *   relying party   the site's configured origin (SITE_URL), its host name the RP ID
 *   challenges      a row each (webauthn_challenges), 5 minutes, used once on whichever process:
 *                   the verification deletes the row it checks (DELETE … RETURNING), so a second
 *                   answer to the same challenge finds none
 *   credentials     discoverable (resident key) and user-verified, so a sign-in asks for no
 *                   e-mail and the passkey is both factors: the device, and the PIN or biometric
 *                   that unlocks it; the signature counter is kept, and a counter that goes back
 *                   (a cloned authenticator) is refused
 *
 * A sign-in that fails, for whatever reason, says only {@link PASSKEY_NOT_RECOGNISED}: nothing
 * tells whether a passkey or an account exists.
 */
import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, count, eq, gt, isNull, lte } from "drizzle-orm";
import { passkeys, users, webauthnChallenges } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { audit, type Actor } from "~/models/audit.server";
import { getUserById, USER_NOT_FOUND, type User } from "~/models/user.server";
import { PASSKEY_NOT_FOUND } from "~/schemas/passkey";
import { conflict, DomainError, notFound } from "~/utils/domain-error";
import { siteOrigin } from "~/utils/site-url.server";

export { PASSKEY_NOT_FOUND };

export const CHALLENGE_MS = 5 * 60 * 1000;
/** Passkeys one account may have. */
export const PASSKEY_LIMIT = 20;

export const PASSKEY_ADDED = "Passkey added";
export const PASSKEY_RENAMED = "Passkey renamed";
export const PASSKEY_REMOVED = "Passkey removed";
/** Every failed passkey sign-in, whatever failed (docs/api.md, Passkeys). */
export const PASSKEY_NOT_RECOGNISED = "Passkey not recognised";
export const PASSKEY_NOT_ADDED =
  "The passkey could not be added: the request expired or was not confirmed. Try again";
export const PASSKEY_ALREADY_ADDED = "This passkey is already added";
export const PASSKEY_LIMIT_REACHED = `You have ${PASSKEY_LIMIT} passkeys: remove one before adding another`;

/** Who the passkeys are for: the site, by its configured origin. */
export type RelyingParty = { id: string; origin: string; name: string };

/**
 * The relying party of a request: the site's origin (SITE_URL, which production requires) and
 * its host name as the RP ID. A passkey works only on the host it was made for.
 */
export function relyingParty(request: Request): RelyingParty {
  const origin = siteOrigin(request);
  return { id: new URL(origin).hostname, origin, name: env.BRAND_NAME };
}

/** A passkey as the profile and the API show it; never its key. */
export type Passkey = {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** Synced between the owner's devices (a password manager, a platform's keychain). */
  backedUp: boolean;
};

const shown = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  backedUp: passkeys.backedUp,
};

/** The user's passkeys, oldest first. */
export function listPasskeys(userId: number): Passkey[] {
  return db
    .select(shown)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
    .all();
}

/** One of the user's own passkeys; null for an id that is not one (another's included). */
export function getOwnPasskey(userId: number, id: number): Passkey | null {
  return (
    db
      .select(shown)
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .get() ?? null
  );
}

export function countPasskeys(userId: number): number {
  return db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get()?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Challenges

type Purpose = "register" | "authenticate";

/** Keeps a challenge for 5 minutes; expired ones are cleared on the way. */
function keepChallenge(challenge: string, purpose: Purpose, userId: number | null, now: number) {
  db.transaction(() => {
    db.delete(webauthnChallenges)
      .where(lte(webauthnChallenges.expiresAt, new Date(now)))
      .run();
    db.insert(webauthnChallenges)
      .values({ challenge, purpose, userId, expiresAt: new Date(now + CHALLENGE_MS) })
      .run();
  });
}

/**
 * Uses up a challenge: true once, for a challenge issued for this purpose (and user) that has not
 * expired. The row goes in the same statement that finds it, so no other answer, on this process
 * or another, can use it again.
 */
export function consumeChallenge(
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  now = Date.now(),
): boolean {
  const found = db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, new Date(now)),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge })
    .get();
  return found !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Adding one

/** The account's WebAuthn user handle (32 random bytes, base64url), made when it first adds one. */
function webauthnUserId(userId: number): string {
  const row = db
    .select({ handle: users.webauthnUserId })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row) throw notFound(USER_NOT_FOUND);
  if (row.handle) return row.handle;
  const handle = randomBytes(32).toString("base64url");
  db.update(users)
    .set({ webauthnUserId: handle })
    .where(and(eq(users.id, userId), isNull(users.webauthnUserId)))
    .run();
  // Another request may have set it first: whichever was stored is the one.
  return db.select({ handle: users.webauthnUserId }).from(users).where(eq(users.id, userId)).get()!
    .handle!;
}

const transportsOf = (json: string) => JSON.parse(json) as AuthenticatorTransportFuture[];

/**
 * What the browser needs to make a passkey for the user (`startRegistration`): a discoverable,
 * user-verified credential, none of the user's passkeys again.
 */
export async function registrationOptions(
  userId: number,
  rp: RelyingParty,
  now = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = getUserById(userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  if (countPasskeys(userId) >= PASSKEY_LIMIT) throw conflict(PASSKEY_LIMIT_REACHED);
  const existing = db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .all();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: Buffer.from(webauthnUserId(userId), "base64url"),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_MS,
  });
  keepChallenge(options.challenge, "register", userId, now);
  return options;
}

/**
 * Adds the passkey the browser made for the options (the actor's own): checked against the
 * challenge, used up by this, the origin and the RP ID, with the user verified.
 */
export async function addPasskey(
  actor: Actor,
  input: { name: string; response: RegistrationResponseJSON },
  rp: RelyingParty,
  now = Date.now(),
): Promise<Passkey> {
  const userId = actor.id;
  if (userId === null) throw notFound(USER_NOT_FOUND);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: (challenge) => consumeChallenge(challenge, "register", userId, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new DomainError(400, PASSKEY_NOT_ADDED);
  }
  if (!verified.verified) throw new DomainError(400, PASSKEY_NOT_ADDED);
  const info = verified.registrationInfo;
  return db.transaction(() => {
    if (countPasskeys(userId) >= PASSKEY_LIMIT) throw conflict(PASSKEY_LIMIT_REACHED);
    const taken = db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.credentialId, info.credential.id))
      .get();
    if (taken) throw conflict(PASSKEY_ALREADY_ADDED);
    const row = db
      .insert(passkeys)
      .values({
        userId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey),
        counter: info.credential.counter,
        transports: JSON.stringify(info.credential.transports ?? []),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        aaguid: info.aaguid,
        name: input.name,
        createdAt: new Date(now),
      })
      .returning(shown)
      .get();
    audit(actor, {
      action: "add",
      entity: "passkey",
      entityId: row.id,
      summary: `Added passkey ${row.name}`,
      after: { name: row.name },
    });
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// Naming and removing

/** Renames one of the actor's own passkeys (another's is not found). */
export function renamePasskey(actor: Actor, id: number, name: string): Passkey {
  return db.transaction(() => {
    const before = actor.id === null ? null : getOwnPasskey(actor.id, id);
    if (!before) throw notFound(PASSKEY_NOT_FOUND);
    db.update(passkeys).set({ name }).where(eq(passkeys.id, id)).run();
    audit(actor, {
      action: "rename",
      entity: "passkey",
      entityId: id,
      summary: `Renamed passkey ${before.name} to ${name}`,
      before: { name: before.name },
      after: { name },
    });
    return { ...before, name };
  });
}

/** Removes one of the actor's own passkeys: it signs in no more. */
export function removePasskey(actor: Actor, id: number): Passkey {
  return db.transaction(() => {
    const before = actor.id === null ? null : getOwnPasskey(actor.id, id);
    if (!before) throw notFound(PASSKEY_NOT_FOUND);
    db.delete(passkeys).where(eq(passkeys.id, id)).run();
    audit(actor, {
      action: "remove",
      entity: "passkey",
      entityId: id,
      summary: `Removed passkey ${before.name}`,
      before: { name: before.name },
    });
    return before;
  });
}

// ---------------------------------------------------------------------------------------------
// Signing in

/**
 * What the browser needs to sign in with any passkey of the site (`startAuthentication`): no
 * list of credentials, so the browser offers the discoverable ones it holds, and no account is
 * named before the passkey is chosen.
 */
export async function authenticationOptions(
  rp: RelyingParty,
  now = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: CHALLENGE_MS,
  });
  keepChallenge(options.challenge, "authenticate", null, now);
  return options;
}

const notRecognised = () => new DomainError(401, PASSKEY_NOT_RECOGNISED);

/**
 * The user a passkey sign-in proves: the passkey is one of the site's, its owner's handle
 * matches, the signature is over a challenge of ours not used before, for this origin, with the
 * user verified and a counter that did not go back. Its counter and last use are stored. Any
 * failure is {@link PASSKEY_NOT_RECOGNISED} (401).
 */
export async function verifyPasskeySignIn(
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now = Date.now(),
): Promise<User> {
  const found = db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      handle: users.webauthnUserId,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id))
    .get();
  if (!found) throw notRecognised();
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== found.handle) throw notRecognised();
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(challenge, "authenticate", null, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: found.credentialId,
        publicKey: new Uint8Array(found.publicKey),
        counter: found.counter,
        transports: transportsOf(found.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    throw notRecognised();
  }
  if (!verified.verified) throw notRecognised();
  const user = getUserById(found.userId);
  if (!user) throw notRecognised();
  db.update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date(now) })
    .where(eq(passkeys.id, found.id))
    .run();
  return user;
}

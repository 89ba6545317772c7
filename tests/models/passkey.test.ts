/**
 * Passkeys in the model layer (docs/admin.md, Passkeys), against real WebAuthn signatures made by
 * a software authenticator (tests/webauthn-authenticator.ts): adding one (a challenge used once,
 * for its user, within 5 minutes, with the user verified, for the site's origin), names,
 * ownership of rename and remove, and signing in (any failure is "Passkey not recognised", the
 * counter and last use are stored, a counter that goes back is refused, the address is limited).
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, passkeys, sessions, users, webauthnChallenges } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import {
  addPasskey,
  authenticationOptions,
  CHALLENGE_MS,
  consumeChallenge,
  getOwnPasskey,
  listPasskeys,
  PASSKEY_NOT_ADDED,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_RECOGNISED,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
  verifyPasskeySignIn,
  type RelyingParty,
} from "~/models/passkey.server";
import { LIMITS } from "~/models/rate-limits.server";
import {
  PASSKEY_NAME_REQUIRED,
  PASSKEY_NAME_TOO_LONG,
  PasskeyAddSchema,
  PasskeyRenameSchema,
} from "~/schemas/passkey";
import { signInWithPasskey } from "~/screens/passkey-sign-in.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { DomainError } from "~/utils/domain-error";
import { resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";
import { softwareAuthenticator } from "../webauthn-authenticator";

const RP: RelyingParty = { id: "localhost", origin: "http://localhost:3000", name: "BEL Cables" };
const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);

const as = (user: { id: number; name: string; email: string }): Actor => ({
  id: user.id,
  name: user.name,
  email: user.email,
  address: "203.0.113.9",
});

/** What a refused call threw: its status and message. */
async function refusal(call: () => unknown) {
  try {
    await call();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

/** A user with one passkey made by `device`, added at `now`. */
async function withPasskey(rp = RP, name = "Work laptop", now = T0) {
  const device = softwareAuthenticator(rp);
  const user = insertUser();
  const options = await registrationOptions(user.id, rp, now);
  const passkey = await addPasskey(as(user), { name, response: device.create(options) }, rp, now);
  return { user, device, passkey };
}

beforeEach(() => resetDb());

describe("adding a passkey", () => {
  it("asks for a discoverable, user-verified credential of the site and stores it", async () => {
    const user = insertUser();
    const options = await registrationOptions(user.id, RP, T0);
    expect(options.rp).toEqual({ id: "localhost", name: "BEL Cables" });
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.attestation).toBe("none");
    // The account's handle: 32 random bytes, made once.
    const handle = db.select().from(users).where(eq(users.id, user.id)).get()!.webauthnUserId!;
    expect(Buffer.from(handle, "base64url")).toHaveLength(32);
    expect(options.user.id).toBe(handle);

    const device = softwareAuthenticator(RP);
    const added = await addPasskey(
      as(user),
      { name: "Work laptop", response: device.create(options) },
      RP,
      T0 + 1000,
    );
    expect(added).toMatchObject({ name: "Work laptop", lastUsedAt: null });
    expect(listPasskeys(user.id).map((p) => p.name)).toEqual(["Work laptop"]);
    const row = db.select().from(passkeys).where(eq(passkeys.id, added.id)).get()!;
    expect(row).toMatchObject({
      userId: user.id,
      credentialId: device.credentials[0].id.toString("base64url"),
      counter: 0,
      transports: '["internal"]',
    });
    expect(row.publicKey.length).toBeGreaterThan(60);
    const entry = db.select().from(auditLog).where(eq(auditLog.entity, "passkey")).get()!;
    expect(entry).toMatchObject({
      action: "add",
      userId: user.id,
      entityId: String(added.id),
      summary: "Added passkey Work laptop",
    });

    // The second passkey's options keep the handle and leave out the first.
    const again = await registrationOptions(user.id, RP, T0 + 2000);
    expect(again.user.id).toBe(handle);
    expect(again.excludeCredentials?.map((c) => c.id)).toEqual([row.credentialId]);
    expect(() => device.create(again)).toThrow("Already registered");
  });

  it("uses a challenge once", async () => {
    const user = insertUser();
    const options = await registrationOptions(user.id, RP, T0);
    const response = softwareAuthenticator(RP).create(options);
    await addPasskey(as(user), { name: "One", response }, RP, T0);
    expect(await refusal(() => addPasskey(as(user), { name: "Two", response }, RP, T0))).toEqual({
      status: 400,
      message: PASSKEY_NOT_ADDED,
    });
    expect(listPasskeys(user.id)).toHaveLength(1);
  });

  it("refuses a challenge after 5 minutes, and one issued to someone else", async () => {
    const user = insertUser();
    const late = await registrationOptions(user.id, RP, T0);
    const lateAnswer = softwareAuthenticator(RP).create(late);
    expect(
      await refusal(() =>
        addPasskey(as(user), { name: "Late", response: lateAnswer }, RP, T0 + CHALLENGE_MS),
      ),
    ).toMatchObject({ status: 400 });

    const other = insertUser();
    const theirs = await registrationOptions(other.id, RP, T0);
    const answer = softwareAuthenticator(RP).create(theirs);
    expect(
      await refusal(() => addPasskey(as(user), { name: "Theirs", response: answer }, RP, T0)),
    ).toMatchObject({ status: 400, message: PASSKEY_NOT_ADDED });
    // Still theirs to use.
    await addPasskey(as(other), { name: "Mine", response: answer }, RP, T0);
    expect(listPasskeys(other.id)).toHaveLength(1);
    expect(listPasskeys(user.id)).toHaveLength(0);
  });

  it("refuses an answer for another origin, or without the user verified", async () => {
    const user = insertUser();
    const elsewhere = softwareAuthenticator({ origin: "http://evil.example" });
    const options = await registrationOptions(user.id, RP, T0);
    expect(
      await refusal(() =>
        addPasskey(as(user), { name: "X", response: elsewhere.create(options) }, RP, T0),
      ),
    ).toMatchObject({ status: 400 });

    const unverified = softwareAuthenticator(RP);
    unverified.settings.userVerified = false;
    const next = await registrationOptions(user.id, RP, T0);
    expect(
      await refusal(() =>
        addPasskey(as(user), { name: "X", response: unverified.create(next) }, RP, T0),
      ),
    ).toMatchObject({ status: 400 });
    expect(listPasskeys(user.id)).toHaveLength(0);
  });

  it("clears expired challenges when it makes one", async () => {
    const user = insertUser();
    await registrationOptions(user.id, RP, T0);
    await authenticationOptions(RP, T0);
    expect(db.select().from(webauthnChallenges).all()).toHaveLength(2);
    await authenticationOptions(RP, T0 + CHALLENGE_MS);
    expect(db.select().from(webauthnChallenges).all()).toHaveLength(1);
  });

  it("takes a challenge for its purpose only", async () => {
    const options = await authenticationOptions(RP, T0);
    expect(consumeChallenge(options.challenge, "register", null, T0)).toBe(false);
    expect(consumeChallenge(options.challenge, "authenticate", null, T0)).toBe(true);
    expect(consumeChallenge(options.challenge, "authenticate", null, T0)).toBe(false);
  });
});

describe("names", () => {
  it("are trimmed, required and at most 60 characters", () => {
    expect(PasskeyRenameSchema.parse({ name: "  Phone  " })).toEqual({ name: "Phone" });
    const issues = (name: string) =>
      PasskeyRenameSchema.safeParse({ name }).error?.issues.map((i) => i.message);
    expect(issues("   ")).toEqual([PASSKEY_NAME_REQUIRED]);
    expect(issues("x".repeat(61))).toEqual([PASSKEY_NAME_TOO_LONG]);
    expect(issues("x".repeat(60))).toBeUndefined();
  });

  it("read the browser's answer from its JSON text (the form) or as an object (the API)", async () => {
    const user = insertUser();
    const response = softwareAuthenticator(RP).create(await registrationOptions(user.id, RP, T0));
    const fromForm = PasskeyAddSchema.parse({ name: "A", response: JSON.stringify(response) });
    const fromApi = PasskeyAddSchema.parse({ name: "A", response });
    expect(fromForm).toEqual(fromApi);
    expect(PasskeyAddSchema.safeParse({ name: "A", response: "{not json" }).success).toBe(false);
    expect(PasskeyAddSchema.safeParse({ name: "A" }).success).toBe(false);
  });
});

describe("renaming and removing", () => {
  it("renames and removes one's own, audited", async () => {
    const { user, passkey } = await withPasskey();
    expect(renamePasskey(as(user), passkey.id, "Desk").name).toBe("Desk");
    expect(getOwnPasskey(user.id, passkey.id)?.name).toBe("Desk");
    removePasskey(as(user), passkey.id);
    expect(listPasskeys(user.id)).toEqual([]);
    const actions = db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.entity, "passkey"))
      .all();
    expect(actions).toEqual([
      { action: "add", summary: "Added passkey Work laptop" },
      { action: "rename", summary: "Renamed passkey Work laptop to Desk" },
      { action: "remove", summary: "Removed passkey Desk" },
    ]);
  });

  it("does not find another user's passkey", async () => {
    const { passkey } = await withPasskey();
    const intruder = insertUser({ role: "admin" });
    expect(getOwnPasskey(intruder.id, passkey.id)).toBeNull();
    expect(await refusal(() => renamePasskey(as(intruder), passkey.id, "Mine"))).toEqual({
      status: 404,
      message: PASSKEY_NOT_FOUND,
    });
    expect(await refusal(() => removePasskey(as(intruder), passkey.id))).toEqual({
      status: 404,
      message: PASSKEY_NOT_FOUND,
    });
    expect(db.select().from(passkeys).all()).toHaveLength(1);
  });
});

describe("signing in", () => {
  it("asks for any passkey of the site, user-verified, and proves its owner", async () => {
    const { user, device, passkey } = await withPasskey();
    const options = await authenticationOptions(RP, T0);
    expect(options.rpId).toBe("localhost");
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await verifyPasskeySignIn(device.get(options), RP, T0 + 5000);
    expect(signedIn.id).toBe(user.id);
    const row = db.select().from(passkeys).where(eq(passkeys.id, passkey.id)).get()!;
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt?.getTime()).toBe(T0 + 5000);
  });

  it("says only 'Passkey not recognised', whatever failed", async () => {
    const { device, passkey, user } = await withPasskey();
    const notRecognised = { status: 401, message: PASSKEY_NOT_RECOGNISED };

    // The same answer twice: its challenge is used up.
    const answer = device.get(await authenticationOptions(RP, T0));
    await verifyPasskeySignIn(answer, RP, T0);
    expect(await refusal(() => verifyPasskeySignIn(answer, RP, T0))).toEqual(notRecognised);

    // A challenge older than 5 minutes.
    const late = device.get(await authenticationOptions(RP, T0));
    expect(await refusal(() => verifyPasskeySignIn(late, RP, T0 + CHALLENGE_MS))).toEqual(
      notRecognised,
    );

    // A counter that goes back: a copy of the authenticator.
    const cloned = device.get(await authenticationOptions(RP, T0), { counter: 1 });
    expect(await refusal(() => verifyPasskeySignIn(cloned, RP, T0))).toEqual(notRecognised);

    // Another origin; the user not verified.
    device.settings.origin = "http://evil.example";
    const phished = device.get(await authenticationOptions(RP, T0));
    expect(await refusal(() => verifyPasskeySignIn(phished, RP, T0))).toEqual(notRecognised);
    device.settings.origin = RP.origin;
    device.settings.userVerified = false;
    const unverified = device.get(await authenticationOptions(RP, T0));
    expect(await refusal(() => verifyPasskeySignIn(unverified, RP, T0))).toEqual(notRecognised);
    device.settings.userVerified = true;

    // A passkey the site does not know, and one its owner removed.
    const stranger = softwareAuthenticator(RP);
    stranger.create(await registrationOptions(insertUser().id, RP, T0));
    const unknown = stranger.get(await authenticationOptions(RP, T0));
    expect(await refusal(() => verifyPasskeySignIn(unknown, RP, T0))).toEqual(notRecognised);
    removePasskey(as(user), passkey.id);
    const removed = device.get(await authenticationOptions(RP, T0));
    expect(await refusal(() => verifyPasskeySignIn(removed, RP, T0))).toEqual(notRecognised);
  });

  it("refuses an owner's handle that is not the passkey's", async () => {
    const { device } = await withPasskey();
    const answer = device.get(await authenticationOptions(RP, T0));
    answer.response.userHandle = Buffer.alloc(32, 7).toString("base64url");
    expect(await refusal(() => verifyPasskeySignIn(answer, RP, T0))).toMatchObject({
      status: 401,
    });
  });

  it("starts a passkey session, audited, and limits an address that keeps failing", async () => {
    const request = signInRequest("198.51.100.7");
    const rp = relyingParty(request);
    const { user, device } = await withPasskey(rp, "Work laptop", Date.now());
    const { user: signedIn, cookie } = await signInWithPasskey(request, {
      response: device.get(await authenticationOptions(rp)),
    });
    expect(signedIn.id).toBe(user.id);
    expect(cookie).toMatch(/^bel_session=/);
    const session = db.select().from(sessions).where(eq(sessions.userId, user.id)).get()!;
    expect(session).toMatchObject({ method: "passkey", address: "198.51.100.7" });
    const entries = db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "sign-in"))
      .all()
      .filter((e) => e.userId === user.id);
    expect(entries).toMatchObject([{ entity: "session", summary: "Signed in with a passkey" }]);

    const stale = device.get(await authenticationOptions(rp));
    await signInWithPasskey(signInRequest("198.51.100.8"), { response: stale });
    for (let i = 0; i < LIMITS.signInAddress.points; i++) {
      expect(
        await refusal(() => signInWithPasskey(signInRequest("198.51.100.8"), { response: stale })),
      ).toMatchObject({ status: 401 });
    }
    expect(
      await refusal(() => signInWithPasskey(signInRequest("198.51.100.8"), { response: stale })),
    ).toMatchObject({ status: 429 });
    // Another address is not held up.
    const fresh = device.get(await authenticationOptions(rp));
    await signInWithPasskey(signInRequest("198.51.100.9"), { response: fresh });
  });
});

function signInRequest(address: string) {
  return new Request("http://localhost:3000/api/bel/admin-bel/passkey", {
    method: "POST",
    headers: { [CLIENT_ADDRESS_HEADER]: address, "User-Agent": "Vitest" },
  });
}

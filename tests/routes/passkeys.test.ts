/**
 * Passkeys through the route modules (docs/admin.md and docs/api.md, Passkeys): the profile's
 * panel and forms, and the /api/bel endpoints, with real WebAuthn answers of a software
 * authenticator. The profile and the API call the same model with the same schemas; a user
 * reaches only their own passkeys.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, passkeys, sessions, webauthnChallenges } from "../../db/schema";
import { Passkey, PasskeyOptions } from "~/api/components";
import { db } from "~/db.server";
import {
  PASSKEY_ADDED,
  PASSKEY_NOT_RECOGNISED,
  PASSKEY_REMOVED,
  PASSKEY_RENAMED,
} from "~/models/passkey.server";
import * as profile from "~/routes/admin.profile";
import * as apiRoute from "~/routes/api.bel.$";
import { PASSKEY_NAME_REQUIRED, PASSKEY_NOT_FOUND } from "~/schemas/passkey";
import { resetDb } from "../fixtures";
import { softwareAuthenticator } from "../webauthn-authenticator";
import {
  BASE,
  cookieFor,
  insertUser,
  makeRequest,
  parsed,
  run,
  sessionIdOf,
  toastOf,
  type RequestOptions,
} from "./admin.helpers";

beforeEach(() => resetDb());

const api = (url: string, options: RequestOptions = {}) =>
  run(apiRoute.action, makeRequest(`/api/bel${url}`, { method: "POST", ...options }));
const apiGet = (url: string, cookie?: string) =>
  run(apiRoute.loader, makeRequest(`/api/bel${url}`, { cookie }));

async function staff() {
  const user = insertUser();
  const { cookie } = await cookieFor(user.id);
  return { user, cookie, device: softwareAuthenticator({ origin: BASE }) };
}

/** A new passkey's answer: the options from the API, answered by `device`. */
async function answerFor(cookie: string, device: ReturnType<typeof softwareAuthenticator>) {
  const options = await api("/me/passkeys/options", { cookie, json: {} });
  expect(options.status).toBe(200);
  return device.create(parsed(PasskeyOptions, options.json.options) as never);
}

const profilePost = (cookie: string, form: Record<string, string>, search = "") =>
  run(profile.action, makeRequest(`/admin/profile${search}`, { cookie, form }));

describe("the profile's passkeys", () => {
  it("adds one from the browser's answer, lists it, renames it in ?edit= and removes it", async () => {
    const { user, cookie, device } = await staff();
    const response = await answerFor(cookie, device);
    const added = await profilePost(cookie, {
      intent: "passkey-add",
      name: "  Work laptop ",
      response: JSON.stringify(response),
    });
    expect(added.status).toBe(302);
    expect(added.location).toBe("/admin/profile");
    expect(await toastOf(added)).toMatchObject({ type: "success", message: PASSKEY_ADDED });

    const page = await run(profile.loader, makeRequest("/admin/profile", { cookie }));
    const [row] = page.json.passkeys.list;
    expect(row).toMatchObject({ name: "Work laptop", lastUsedAt: null });
    expect(page.json.passkeys.constraints.add.name).toMatchObject({
      required: true,
      maxLength: 60,
    });

    const editing = await run(
      profile.loader,
      makeRequest(`/admin/profile?edit=${row.id}`, { cookie }),
    );
    expect(editing.json.passkeys.editing).toMatchObject({ id: row.id, name: "Work laptop" });

    // An empty name: 400, its message beside the field, the page kept.
    const empty = await profilePost(
      cookie,
      { intent: "passkey-rename", id: String(row.id), name: " " },
      `?edit=${row.id}`,
    );
    expect(empty.status).toBe(400);
    expect(empty.json.result.error.name).toEqual([PASSKEY_NAME_REQUIRED]);

    const renamed = await profilePost(
      cookie,
      { intent: "passkey-rename", id: String(row.id), name: "Desk" },
      `?edit=${row.id}`,
    );
    expect(renamed.location).toBe("/admin/profile");
    expect(await toastOf(renamed)).toMatchObject({ message: PASSKEY_RENAMED });

    const removed = await profilePost(cookie, { intent: "passkey-remove", id: String(row.id) });
    expect(await toastOf(removed)).toMatchObject({ type: "success", message: PASSKEY_REMOVED });
    expect(db.select().from(passkeys).where(eq(passkeys.userId, user.id)).all()).toEqual([]);
  });

  it("keeps the name and says why when the browser's answer is refused", async () => {
    const { cookie, device } = await staff();
    const response = await answerFor(cookie, device);
    const first = { intent: "passkey-add", name: "Phone", response: JSON.stringify(response) };
    await profilePost(cookie, first);
    // The same answer again: its challenge is used up.
    const again = await profilePost(cookie, { ...first, name: "Phone again" });
    expect(again.status).toBe(400);
    expect(again.json.result.error[""][0]).toMatch(/could not be added/);
    expect(again.json.result.initialValue).toMatchObject({ name: "Phone again" });
    expect(again.json.result.initialValue.response).toBeUndefined();
  });

  it("does not open, rename or remove another user's passkey", async () => {
    const owner = await staff();
    await api("/me/passkeys", {
      cookie: owner.cookie,
      json: { name: "Theirs", response: await answerFor(owner.cookie, owner.device) },
    });
    const [theirs] = db.select().from(passkeys).all();
    const { cookie } = await staff();
    const opened = await run(
      profile.loader,
      makeRequest(`/admin/profile?edit=${theirs.id}`, { cookie }),
    );
    expect(opened.status).toBe(302);
    expect(await toastOf(opened)).toMatchObject({ type: "error", message: PASSKEY_NOT_FOUND });
    const renamed = await profilePost(cookie, {
      intent: "passkey-rename",
      id: String(theirs.id),
      name: "Mine",
    });
    expect(renamed.status).toBe(404);
    const removed = await profilePost(cookie, { intent: "passkey-remove", id: String(theirs.id) });
    expect(await toastOf(removed)).toMatchObject({ type: "error", message: PASSKEY_NOT_FOUND });
    expect(db.select().from(passkeys).all()).toMatchObject([{ name: "Theirs" }]);
  });
});

describe("/api/bel passkeys", () => {
  it("adds, lists, renames and removes one's own; another's is not found", async () => {
    const { cookie, device } = await staff();
    const added = await api("/me/passkeys", {
      cookie,
      json: { name: "Work laptop", response: await answerFor(cookie, device) },
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ success: true, message: PASSKEY_ADDED });
    const passkey = parsed(Passkey, added.json.passkey);
    expect(passkey).toMatchObject({ name: "Work laptop", lastUsedAt: null });

    const list = await apiGet("/me/passkeys", cookie);
    expect(list.json.passkeys.map((p: { _id: string }) => p._id)).toEqual([passkey._id]);

    const other = await staff();
    const theirs = await api(`/me/passkeys/${passkey._id}`, {
      method: "PUT",
      cookie: other.cookie,
      json: { name: "Mine" },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ success: false, message: PASSKEY_NOT_FOUND });
    const gone = await api(`/me/passkeys/${passkey._id}`, {
      method: "DELETE",
      cookie: other.cookie,
    });
    expect(gone.status).toBe(404);
    expect((await apiGet("/me/passkeys", other.cookie)).json.passkeys).toEqual([]);

    const renamed = await api(`/me/passkeys/${passkey._id}`, {
      method: "PUT",
      cookie,
      json: { name: "x".repeat(61) },
    });
    expect(renamed.status).toBe(400);
    const ok = await api(`/me/passkeys/${passkey._id}`, {
      method: "PUT",
      cookie,
      json: { name: "Desk" },
    });
    expect(ok.json).toMatchObject({ message: PASSKEY_RENAMED, passkey: { name: "Desk" } });
    const removed = await api(`/me/passkeys/${passkey._id}`, { method: "DELETE", cookie });
    expect(removed.json).toEqual({ success: true, message: PASSKEY_REMOVED });
  });

  it("signs in with a passkey: the session cookie and the user, or 401 'Passkey not recognised'", async () => {
    const { user, cookie, device } = await staff();
    await api("/me/passkeys", {
      cookie,
      json: { name: "Work laptop", response: await answerFor(cookie, device) },
    });
    const options = await api("/admin-bel/passkey/options", { json: {} });
    expect(options.status).toBe(200);
    expect(options.json.options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    const answer = device.get(options.json.options);
    const signedIn = await api("/admin-bel/passkey", {
      json: { response: answer, remember: true },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toEqual({
      success: true,
      user: { _id: String(user.id), name: user.name, email: user.email, role: user.role },
    });
    const id = await sessionIdOf(signedIn);
    expect(db.select().from(sessions).where(eq(sessions.id, id!)).get()).toMatchObject({
      userId: user.id,
      method: "passkey",
      persistent: true,
    });

    const replayed = await api("/admin-bel/passkey", { json: { response: answer } });
    expect(replayed.status).toBe(401);
    expect(replayed.json).toEqual({ success: false, message: PASSKEY_NOT_RECOGNISED });
    expect(replayed.headers.getSetCookie()).toEqual([]);
    // The sign-in activity of the audit log: the sign-in, then the refusal, named by no one.
    expect(
      db
        .select({ userId: auditLog.userId, action: auditLog.action, summary: auditLog.summary })
        .from(auditLog)
        .where(eq(auditLog.entity, "session"))
        .all()
        .slice(-2),
    ).toEqual([
      { userId: user.id, action: "sign-in", summary: "Signed in with a passkey" },
      {
        userId: null,
        action: "sign-in-failed",
        summary: "Sign-in refused: a passkey not recognised",
      },
    ]);
    const malformed = await api("/admin-bel/passkey", { json: { response: { id: "x" } } });
    expect(malformed.status).toBe(400);
  });

  it("makes at most 30 sign-in challenges in 15 minutes for an address, then 429", async () => {
    for (let n = 0; n < 30; n++) {
      expect((await api("/admin-bel/passkey/options", { json: {} })).status).toBe(200);
    }
    const refused = await api("/admin-bel/passkey/options", { json: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(db.select().from(webauthnChallenges).all()).toHaveLength(30);
  });
});

/**
 * Sessions on the screens and in the API (docs/admin.md, Sessions; docs/api.md, Sessions): the
 * profile lists the account's sessions and ends one or all the others, an admin ends a user's
 * from the user screen, the JSON twins answer the same, a browser whose session was ended is
 * told "You were signed out" at its next request, and the audit log shows the browser and
 * filters to sign-in activity.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, sessions } from "../../db/schema";
import { Session } from "~/api/components";
import { db } from "~/db.server";
import { createSession, sessionHandle } from "~/models/session.server";
import * as audit from "~/routes/admin.audit";
import * as dashboard from "~/routes/admin.dashboard";
import * as profile from "~/routes/admin.profile";
import * as editUser from "~/routes/admin.users.$id";
import * as apiRoute from "~/routes/api.bel.$";
import { SIGNED_OUT } from "~/screens/auth.server";
import { sessionCookie } from "~/utils/cookies.server";
import { resetDb } from "../fixtures";
import { callApi, insertUser, makeRequest, parsed, run, toastOf } from "./admin.helpers";

beforeEach(resetDb);

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";

/** A session of the user started from a browser, and the Cookie header that browser sends. */
async function browser(userId: number, userAgent: string, address: string) {
  const session = createSession(userId, { origin: { userAgent, address } });
  const cookie = (await sessionCookie.serialize(session.id)).split(";")[0];
  return { id: session.id, handle: sessionHandle(session.id), cookie };
}

const live = (userId: number) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .all()
    .map((s) => s.id)
    .sort();

describe("the profile's sessions", () => {
  it("lists them, this browser first and marked, and ends another: its next request is signed out", async () => {
    const user = insertUser({ role: "manager" });
    const desk = await browser(user.id, CHROME, "198.51.100.7");
    const laptop = await browser(user.id, FIREFOX, "198.51.100.8");

    const page = await run(profile.loader, makeRequest("/admin/profile", { cookie: desk.cookie }));
    expect(page.json.sessions).toMatchObject([
      { handle: desk.handle, browser: "Chrome 126 on Linux", current: true },
      { handle: laptop.handle, browser: "Firefox 125 on Windows 10", address: "198.51.100.8" },
    ]);
    expect(page.text).not.toContain(desk.id);
    expect(page.text).not.toContain(laptop.id);

    const ended = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie: desk.cookie,
        form: { intent: "session-end", handle: laptop.handle },
      }),
    );
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/admin/profile");
    expect(await toastOf(ended)).toMatchObject({ type: "success", message: "Session ended" });
    expect(live(user.id)).toEqual([desk.id]);

    // The other browser's next request: the sign-in page, told why, its cookie cleared.
    const next = await run(
      dashboard.loader,
      makeRequest("/admin/dashboard", { cookie: laptop.cookie }),
    );
    expect(next.status).toBe(302);
    expect(next.location).toBe("/admin-bel?redirectTo=%2Fadmin%2Fdashboard");
    expect(next.headers.getSetCookie().some((c) => /^bel_session=;.*Max-Age=0/i.test(c))).toBe(
      true,
    );
    expect(await toastOf(next)).toMatchObject({ type: "info", message: SIGNED_OUT });
  });

  it("ends all the others, never this one; a bad handle is a clear message", async () => {
    const user = insertUser({ role: "admin" });
    const desk = await browser(user.id, CHROME, "198.51.100.7");
    await browser(user.id, FIREFOX, "198.51.100.8");
    await browser(user.id, FIREFOX, "198.51.100.9");

    const own = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie: desk.cookie,
        form: { intent: "session-end", handle: desk.handle },
      }),
    );
    expect(await toastOf(own)).toMatchObject({
      type: "error",
      message: "This is the session you are using: sign out to end it",
    });
    const bad = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie: desk.cookie,
        form: { intent: "session-end", handle: "<script>" },
      }),
    );
    expect(await toastOf(bad)).toMatchObject({ type: "error", message: /Session not found/ });
    expect(live(user.id)).toHaveLength(3);

    const all = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie: desk.cookie,
        form: { intent: "sessions-end-others" },
      }),
    );
    expect(await toastOf(all)).toMatchObject({ type: "success", message: "2 sessions ended" });
    expect(live(user.id)).toEqual([desk.id]);
  });
});

describe("an admin and a user's sessions", () => {
  it("shows them on the user screen and ends them all; the admin's own stays", async () => {
    const admin = insertUser({ role: "admin" });
    const user = insertUser({ role: "manager", name: "Sam Patel" });
    const a = await browser(admin.id, CHROME, "203.0.113.1");
    await browser(user.id, FIREFOX, "198.51.100.8");
    await browser(user.id, CHROME, "198.51.100.9");

    const page = await run(
      editUser.loader,
      makeRequest(`/admin/users/${user.id}`, { cookie: a.cookie }),
      { id: String(user.id) },
    );
    expect(page.json.sessions).toHaveLength(2);
    expect(page.json.sessions.every((s: { current: boolean }) => !s.current)).toBe(true);

    const ended = await run(
      editUser.action,
      makeRequest(`/admin/users/${user.id}`, {
        cookie: a.cookie,
        form: { intent: "sessions-end" },
      }),
      { id: String(user.id) },
    );
    expect(ended.location).toBe(`/admin/users/${user.id}`);
    expect(await toastOf(ended)).toMatchObject({ type: "success", message: "2 sessions ended" });
    expect(live(user.id)).toEqual([]);
    expect(live(admin.id)).toEqual([a.id]);
    expect(db.select().from(auditLog).where(eq(auditLog.action, "end-all")).all()).toMatchObject([
      {
        userId: admin.id,
        entityId: String(user.id),
        summary: "Ended all sessions of Sam Patel (2)",
      },
    ]);
  });

  it("is an admin's only: a manager gets 403 and ends nothing", async () => {
    const manager = insertUser({ role: "manager" });
    const user = insertUser({ role: "manager" });
    const m = await browser(manager.id, CHROME, "203.0.113.1");
    await browser(user.id, FIREFOX, "198.51.100.8");
    const refused = await run(
      editUser.action,
      makeRequest(`/admin/users/${user.id}`, {
        cookie: m.cookie,
        form: { intent: "sessions-end" },
      }),
      { id: String(user.id) },
    );
    expect(refused.status).toBe(403);
    expect(live(user.id)).toHaveLength(1);
    const api = await callApi(
      apiRoute.action,
      `/admin/users/${user.id}/sessions`,
      {},
      {
        method: "DELETE",
        cookie: m.cookie,
      },
    );
    expect(api.status).toBe(403);
    expect(live(user.id)).toHaveLength(1);
  });
});

describe("the API", () => {
  it("lists one's sessions and ends one, or all the others", async () => {
    const user = insertUser({ role: "manager" });
    const desk = await browser(user.id, CHROME, "198.51.100.7");
    const laptop = await browser(user.id, FIREFOX, "198.51.100.8");
    await browser(user.id, FIREFOX, "198.51.100.9");

    const listed = await callApi(apiRoute.loader, "/me/sessions", {}, { cookie: desk.cookie });
    expect(listed.status).toBe(200);
    expect(listed.json.success).toBe(true);
    expect(listed.json.sessions).toHaveLength(3);
    const first = parsed(Session, listed.json.sessions[0]);
    expect(first).toMatchObject({
      handle: desk.handle,
      browser: "Chrome 126 on Linux",
      current: true,
    });
    expect(Object.keys(first).sort()).toEqual(
      ["address", "browser", "current", "handle", "lastSeenAt", "startedAt"].sort(),
    );

    const one = await callApi(
      apiRoute.action,
      `/me/sessions/${laptop.handle}`,
      {},
      {
        method: "DELETE",
        cookie: desk.cookie,
      },
    );
    expect(one.json).toEqual({ success: true, message: "Session ended" });
    expect(live(user.id)).toHaveLength(2);
    const gone = await callApi(
      apiRoute.action,
      `/me/sessions/${laptop.handle}`,
      {},
      {
        method: "DELETE",
        cookie: desk.cookie,
      },
    );
    expect(gone.status).toBe(404);
    const self = await callApi(
      apiRoute.action,
      `/me/sessions/${desk.handle}`,
      {},
      {
        method: "DELETE",
        cookie: desk.cookie,
      },
    );
    expect(self.status).toBe(409);
    const malformed = await callApi(
      apiRoute.action,
      "/me/sessions/not-a-handle",
      {},
      {
        method: "DELETE",
        cookie: desk.cookie,
      },
    );
    expect(malformed.status).toBe(404);

    const others = await callApi(
      apiRoute.action,
      "/me/sessions",
      {},
      {
        method: "DELETE",
        cookie: desk.cookie,
      },
    );
    expect(others.json).toEqual({ success: true, message: "1 session ended", ended: 1 });
    expect(live(user.id)).toEqual([desk.id]);

    // The ended laptop is a stranger to the API now.
    const after = await callApi(apiRoute.loader, "/me/sessions", {}, { cookie: laptop.cookie });
    expect(after.status).toBe(401);
  });

  it("lets an admin list and end a user's sessions", async () => {
    const admin = insertUser({ role: "admin" });
    const user = insertUser({ role: "manager" });
    const a = await browser(admin.id, CHROME, "203.0.113.1");
    const u = await browser(user.id, FIREFOX, "198.51.100.8");
    const listed = await callApi(
      apiRoute.loader,
      `/admin/users/${user.id}/sessions`,
      {},
      {
        cookie: a.cookie,
      },
    );
    expect(listed.json.sessions).toMatchObject([{ handle: u.handle, current: false }]);
    const ended = await callApi(
      apiRoute.action,
      `/admin/users/${user.id}/sessions`,
      {},
      {
        method: "DELETE",
        cookie: a.cookie,
      },
    );
    expect(ended.json).toEqual({ success: true, message: "1 session ended", ended: 1 });
    expect(live(user.id)).toEqual([]);
    const missing = await callApi(
      apiRoute.loader,
      "/admin/users/999999/sessions",
      {},
      {
        cookie: a.cookie,
      },
    );
    expect(missing.status).toBe(404);
  });
});

describe("the audit log's sign-in activity", () => {
  it("shows the browser with the address, and filters to sign-in activity", async () => {
    const admin = insertUser({ role: "admin" });
    const user = insertUser({ role: "manager" });
    const a = await browser(admin.id, CHROME, "203.0.113.1");
    await browser(user.id, FIREFOX, "198.51.100.8");
    await run(
      editUser.action,
      makeRequest(`/admin/users/${user.id}`, {
        cookie: a.cookie,
        form: { intent: "sessions-end" },
        headers: { "User-Agent": CHROME, "x-bel-client-address": "203.0.113.9" },
      }),
      { id: String(user.id) },
    );
    await run(
      editUser.action,
      makeRequest(`/admin/users/${user.id}`, {
        cookie: a.cookie,
        form: { name: "Renamed", email: user.email, role: "manager" },
      }),
      { id: String(user.id) },
    );

    const everything = await run(audit.loader, makeRequest("/admin/audit", { cookie: a.cookie }));
    expect(everything.json.entries).toHaveLength(2);
    const signIns = await run(
      audit.loader,
      makeRequest("/admin/audit?entity=sign-in-activity", { cookie: a.cookie }),
    );
    expect(signIns.json.entries).toMatchObject([
      {
        entity: "session",
        action: "end-all",
        address: "203.0.113.9",
        browser: "Chrome 126 on Linux",
      },
    ]);
    expect(signIns.json.entries[0]).not.toHaveProperty("userAgent");
  });
});

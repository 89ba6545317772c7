/**
 * The audit log: staff writes are recorded with who, what (the fields changed, before and
 * after), when and from where; admins read it at /admin/audit with filters; nothing edits it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { db } from "~/db.server";
import * as audit from "~/routes/admin.audit";
import * as profile from "~/routes/admin.profile";
import * as editUser from "~/routes/admin.users.$id";
import { resetDb } from "../fixtures";
import { cookieFor, insertUser, makeRequest, run } from "./admin.helpers";

beforeEach(resetDb);

const from = (address: string) => ({ "x-bel-client-address": address });

describe("the audit log", () => {
  it("records a manager's profile change and an admin's user edit, and shows them to the admin only", async () => {
    const manager = insertUser({ role: "manager", name: "Sam Patel" });
    const admin = insertUser({ role: "admin", name: "Alex Morgan" });
    const m = await cookieFor(manager.id);
    const a = await cookieFor(admin.id);

    const saved = await run(
      profile.action,
      makeRequest("/admin/profile", {
        cookie: m.cookie,
        form: { intent: "profile", name: "Samuel Patel", email: manager.email },
        headers: from("198.51.100.44"),
      }),
    );
    expect(saved.status).toBe(302);
    const edited = await run(
      editUser.action,
      makeRequest(`/admin/users/${manager.id}`, {
        cookie: a.cookie,
        form: { name: "Samuel Patel", email: manager.email, role: "admin" },
        headers: from("203.0.113.45"),
      }),
      { id: String(manager.id) },
    );
    expect(edited.status).toBe(302);

    const rows = db.select().from(auditLog).all();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: manager.id,
      userName: "Sam Patel",
      action: "update",
      entity: "user",
      entityId: String(manager.id),
      address: "198.51.100.44",
      changes: { name: { before: "Sam Patel", after: "Samuel Patel" } },
    });
    expect(rows[1]).toMatchObject({
      userId: admin.id,
      address: "203.0.113.45",
      changes: { role: { before: "manager", after: "admin" } },
    });

    const page = await run(audit.loader, makeRequest("/admin/audit", { cookie: a.cookie }));
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(2);
    // Newest first.
    expect(page.json.entries.map((e: { userName: string }) => e.userName)).toEqual([
      "Alex Morgan",
      "Sam Patel",
    ]);
    const bySam = await run(
      audit.loader,
      makeRequest(`/admin/audit?user=${manager.id}&entity=user`, { cookie: a.cookie }),
    );
    expect(bySam.json.entries).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await run(
      audit.loader,
      makeRequest(`/admin/audit?from=${tomorrow}`, { cookie: a.cookie }),
    );
    expect(future.json.total).toBe(0);

    // A manager (now promoted in this test, so use a fresh one) may not read it.
    const other = insertUser({ role: "manager" });
    const refused = await run(
      audit.loader,
      makeRequest("/admin/audit", { cookie: (await cookieFor(other.id)).cookie }),
    );
    expect(refused.status).toBe(403);
  });

  it("has no action: the log cannot be edited from the app", () => {
    expect((audit as { action?: unknown }).action).toBeUndefined();
  });
});

/**
 * E-mail goes through a queue table: a message is stored before anything is sent, a failed send
 * is retried later with a growing delay, and what was queued before a restart is still sent.
 */
import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mailQueue } from "../../db/schema";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import {
  claimDueMail,
  enqueueMail,
  MAIL_CLAIM_MS,
  MAIL_MAX_ATTEMPTS,
  retryDelayMs,
  sendDueMail,
} from "~/models/mail.server";
import { resetDb } from "../fixtures";
import { outboxMessages } from "../routes/admin.helpers";

beforeEach(() => {
  resetDb();
  fs.rmSync(paths.outbox, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe("the mail queue", () => {
  it("stores a message first and sends it when the worker runs", async () => {
    enqueueMail({ to: "a@example.com", subject: "Hello", text: "Body" });
    expect(outboxMessages()).toEqual([]);
    expect(db.select().from(mailQueue).all()).toMatchObject([
      { to: "a@example.com", sentAt: null },
    ]);
    expect(await sendDueMail()).toBe(1);
    expect(outboxMessages()[0]).toContain("Subject: Hello");
    expect(db.select().from(mailQueue).get()?.sentAt).toBeInstanceOf(Date);
    expect(await sendDueMail()).toBe(0);
  });

  it("retries a failed send later, with a growing delay, and gives up after the last attempt", async () => {
    // The outbox folder cannot be created: the send fails as an unreachable mail server would.
    fs.rmSync(paths.outbox, { recursive: true, force: true });
    fs.writeFileSync(paths.outbox, "not a folder");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    enqueueMail({ to: "b@example.com", subject: "Retry me", text: "Body" });
    expect(await sendDueMail()).toBe(0);
    const row = db.select().from(mailQueue).get()!;
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    // Not due yet: nothing happens now.
    expect(await sendDueMail()).toBe(0);
    expect(db.select().from(mailQueue).get()!.attempts).toBe(1);
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);

    // The mail server is back; once due, the message goes.
    fs.rmSync(paths.outbox, { force: true });
    expect(await sendDueMail(Date.now() + 31_000)).toBe(1);
    expect(outboxMessages()[0]).toContain("Subject: Retry me");

    db.update(mailQueue).set({ sentAt: null, attempts: MAIL_MAX_ATTEMPTS }).run();
    expect(await sendDueMail(Date.now() + 10_000_000)).toBe(0);
  });

  it("gives each due message to one worker: another process's worker finds it taken", () => {
    const ids = ["a", "b", "c"].map((x) =>
      enqueueMail({ to: `${x}@example.com`, subject: x, text: "Body" }),
    );
    const now = Date.now();
    expect(claimDueMail(now).map((m) => m.id)).toEqual(ids);
    // The worker of a second process, at the same moment: nothing left for it.
    expect(claimDueMail(now)).toEqual([]);
    // A worker that died while sending: its messages are due again once the claim has run out.
    expect(claimDueMail(now + MAIL_CLAIM_MS - 1)).toEqual([]);
    expect(claimDueMail(now + MAIL_CLAIM_MS).map((m) => m.id)).toEqual(ids);
  });

  it("sends what a previous process queued (the queue outlives a restart)", async () => {
    db.insert(mailQueue)
      .values({
        to: "c@example.com",
        subject: "From before",
        text: "Body",
        nextAttemptAt: new Date(0),
      })
      .run();
    expect(await sendDueMail()).toBe(1);
    expect(outboxMessages()[0]).toContain("To: c@example.com");
  });
});

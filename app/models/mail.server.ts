/**
 * Sending e-mail, off the request path. `enqueueMail` stores a message in the mail_queue table
 * (in the caller's transaction, if any) and the worker of this process sends it: over SMTP when
 * SMTP_URL is set, otherwise as an .eml file in the outbox folder (OUTBOX_DIR), which any mail
 * client opens. A failed send is retried with a growing delay; the queue is a table, so nothing
 * is lost on a restart (the worker picks up where it stopped).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNull, lte, lt } from "drizzle-orm";
import type nodemailer from "nodemailer";
import { mailQueue } from "../../db/schema";
import { db, readSnapshot, writeUnlessBusy } from "~/db.server";
import { env, paths } from "~/env.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Attempts before a message is given up (its row stays, with the last error). */
export const MAIL_MAX_ATTEMPTS = 8;
/** Delay before the n-th retry: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

let smtp: nodemailer.Transporter | undefined;

/** Sends one message now; without SMTP writes it to the outbox and returns the file. */
export async function deliver(mail: Mail): Promise<{ file?: string }> {
  const message = { from: env.MAIL_FROM, ...mail };
  // nodemailer loaded with the first message sent, not at start (docs/deploy.md, "Memory").
  const { default: nodemailer } = await import("nodemailer");
  if (env.SMTP_URL) {
    smtp ??= nodemailer.createTransport(env.SMTP_URL);
    await smtp.sendMail(message);
    return {};
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const info = await transport.sendMail(message);
  await fs.mkdir(paths.outbox, { recursive: true });
  const file = path.join(paths.outbox, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
  return { file };
}

/** Queues a message; the worker sends it shortly after (and again, later, if sending fails). */
export function enqueueMail(mail: Mail) {
  const row = db
    .insert(mailQueue)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailQueue.id })
    .get();
  kick();
  return row.id;
}

let running: Promise<number> | null = null;

/** Sends every message that is due; resolves with how many were sent. One run at a time. */
export function sendDueMail(now = Date.now()): Promise<number> {
  if (!running) {
    running = sendDue(now).finally(() => {
      running = null;
    });
  }
  return running;
}

/**
 * How long a message taken for sending is left alone by the other processes' workers: sending
 * takes seconds; one whose sender died mid-way goes out after this, from any process.
 */
export const MAIL_CLAIM_MS = 2 * 60_000;

/**
 * Takes the messages due for sending, up to 20, in one statement: their next attempt moves past
 * the claim, so that a worker of another process sharing the database (docs/deploy.md, Several
 * processes behind nginx) does not take and send them too. The write is tried only when some are
 * due, and never waits for the write lock (a catalogue import may hold it for seconds): they are
 * taken at a later look instead.
 */
export function claimDueMail(now = Date.now()) {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        isNull(mailQueue.sentAt),
        lte(mailQueue.nextAttemptAt, new Date(now)),
        lt(mailQueue.attempts, MAIL_MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(mailQueue.id))
    .limit(20);
  if (!readSnapshot(() => due.all()).length) return [];
  const claimed = writeUnlessBusy(() =>
    db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(now + MAIL_CLAIM_MS) })
      .where(inArray(mailQueue.id, due))
      .returning()
      .all(),
  );
  return (claimed ?? []).sort((a, b) => a.id - b.id);
}

async function sendDue(now: number) {
  let sent = 0;
  const due = claimDueMail(now);
  for (const row of due) {
    try {
      await deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      db.update(mailQueue).set({ sentAt: new Date() }).where(eq(mailQueue.id, row.id)).run();
      sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      db.update(mailQueue)
        .set({
          attempts,
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(eq(mailQueue.id, row.id))
        .run();
      console.error(`Mail ${row.id} to ${row.to} failed (attempt ${attempts})`, error);
    }
  }
  return sent;
}

let timer: NodeJS.Timeout | undefined;

/** Runs the worker soon (after the current request has been answered). */
function kick() {
  if (!workerStarted) return;
  setImmediate(() => void sendDueMail().catch((e) => console.error("Mail worker", e)));
}

let workerStarted = false;

/** Starts the worker of this process: a look at the queue every few seconds, and on each new mail. */
export function startMailWorker(intervalMs = 5_000) {
  if (workerStarted) return;
  workerStarted = true;
  timer = setInterval(
    () => void sendDueMail().catch((e) => console.error("Mail worker", e)),
    intervalMs,
  );
  timer.unref();
  kick();
}

export function stopMailWorker() {
  workerStarted = false;
  if (timer) clearInterval(timer);
}

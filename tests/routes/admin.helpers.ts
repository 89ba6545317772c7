/**
 * Helpers of the staff-side route tests: users and signed-in sessions straight in the test
 * database, requests as a browser or a client would send them, and a record of every answer so
 * a file can prove at its end that none of them carried a password hash or a reset token.
 */
import fs from "node:fs";
import path from "node:path";
import bcrypt from "bcryptjs";
import { expect } from "vitest";
import type { z } from "zod";
import { mailQueue, users, type Role } from "../../db/schema";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import { hashToken } from "~/models/password-reset.server";
import { createSession } from "~/models/session.server";
import { sessionCookie } from "~/utils/cookies.server";
import { settleAfterResponse } from "~/utils/after-response.server";
import { sendDueMail } from "~/models/mail.server";
import { getToast } from "~/utils/toast.server";

export const BASE = "http://localhost";

/** bcrypt at cost 4 for fixtures only: the app's own hashes use BCRYPT_COST. */
export function insertUser(
  overrides: Partial<{ name: string; email: string; role: Role; password: string }> = {},
) {
  const n = Math.random().toString(36).slice(2, 8);
  const password = overrides.password ?? "correct horse battery";
  const row = db
    .insert(users)
    .values({
      name: overrides.name ?? `User ${n}`,
      email: (overrides.email ?? `user-${n}@belcables.co.uk`).toLowerCase(),
      role: overrides.role ?? "manager",
      passwordHash: bcrypt.hashSync(password, 4),
    })
    .returning()
    .get();
  return { id: row.id, name: row.name, email: row.email, role: row.role, password };
}

/** A live session of the user, as the Cookie header a browser would send. */
export async function cookieFor(
  userId: number,
  options: { persistent?: boolean; now?: number } = {},
) {
  const session = createSession(userId, options);
  const header = await sessionCookie.serialize(session.id);
  return { cookie: header.split(";")[0], sessionId: session.id };
}

export type RequestOptions = {
  method?: string;
  cookie?: string;
  form?: Record<string, string>;
  /** A multipart body: text fields and files (a File keeps its name and type). */
  multipart?: Record<string, string | File | (string | File)[]>;
  json?: unknown;
  headers?: Record<string, string>;
};

export function makeRequest(url: string, options: RequestOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  } else if (options.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.multipart)) {
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    }
    // The Request sets the multipart Content-Type with its boundary.
    body = form;
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("Content-Type", "application/json");
  }
  return new Request(new URL(url, BASE), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
}

/**
 * Calls `fn`, the /api/bel route module's loader or action, with a request for `/api/bel{url}`
 * (`params`: the path's parameters).
 */
export function callApi(
  fn: ((args: any) => unknown) | undefined,
  url: string,
  params: Record<string, string> = {},
  options: RequestOptions = {},
) {
  return run(fn, makeRequest(`/api/bel${url}`, options), params);
}

// ---------------------------------------------------------------------------------------------
// Answers

/** The body of an answer, once it has `shape` (a named shape of the registry). */
export function parsed<T extends z.ZodType>(shape: T, body: unknown): z.infer<T> {
  const result = shape.safeParse(body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
  return result.data as z.infer<T>;
}

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  json: any;
  location: string | null;
};

const answers: Answer[] = [];

/**
 * Runs a loader or action and returns its answer, whether returned or thrown (a guard's
 * redirect or 403). Every answer is kept for {@link expectNoSecretsInAnswers}.
 */
export async function run(
  fn: ((args: any) => unknown) | undefined,
  request: Request,
  params: Record<string, string> = {},
): Promise<Answer> {
  if (!fn) throw new Error("no such export");
  let result: unknown;
  try {
    result = await fn({ request, params, context: {} });
  } catch (thrown) {
    result = thrown;
  }
  // data(): the body and status a page action answers with (single fetch)
  if (isDataWithInit(result)) {
    const text = JSON.stringify(result.data ?? null);
    const init = result.init ?? {};
    const answer = {
      status: init.status ?? 200,
      headers: new Headers(init.headers),
      text,
      json: result.data,
      location: null,
    };
    answers.push(answer);
    return answer;
  }
  if (!(result instanceof Response)) {
    if (result instanceof Error) throw result;
    const text = JSON.stringify(result ?? null);
    const answer = { status: 200, headers: new Headers(), text, json: result, location: null };
    answers.push(answer);
    return answer;
  }
  const text = await result.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const answer = {
    status: result.status,
    headers: result.headers,
    text,
    json,
    location: result.headers.get("Location"),
  };
  answers.push(answer);
  return answer;
}

function isDataWithInit(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** The toast an answer's Set-Cookie carries, as the next page would show it. */
export async function toastOf(answer: Answer) {
  const cookies = answer.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { toast } = await getToast(new Request(BASE, { headers: { Cookie: cookies.join("; ") } }));
  return toast;
}

/** The session id a Set-Cookie of an answer names (null when it clears or sets none). */
export async function sessionIdOf(answer: Answer): Promise<string | null> {
  const header = answer.headers.getSetCookie().find((c) => c.startsWith("bel_session="));
  if (!header) return null;
  return (await sessionCookie.parse(header.split(";")[0])) || null;
}

export function setCookieHeader(answer: Answer, name: string) {
  return answer.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? null;
}

/**
 * Sends what is queued: the work done after answering (a reset request looks its account up then)
 * and the mail queue, as the server's worker would.
 */
export async function deliverMail() {
  await settleAfterResponse();
  await sendDueMail();
}

/** Every e-mail written to this test file's outbox, oldest first (after {@link deliverMail}). */
export function outboxMessages() {
  if (!fs.existsSync(paths.outbox)) return [];
  return fs
    .readdirSync(paths.outbox)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(paths.outbox, f), "utf8")));
}

export function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset tokens of every link sent or queued so far. */
export function sentTokens() {
  const queued = db
    .select({ text: mailQueue.text })
    .from(mailQueue)
    .all()
    .map((r) => r.text);
  return [...outboxMessages(), ...queued].flatMap((m) =>
    [...m.matchAll(/\/password\/reset\/([A-Za-z0-9_-]{43})/g)].map((x) => x[1]),
  );
}

const extraSecrets = new Set<string>();
/** Remembers a reset token made outside the outbox (a model call) for the final search. */
export function rememberSecret(token: string) {
  extraSecrets.add(token);
}

/**
 * No answer recorded by {@link run} contains a bcrypt hash, a reset token sent in an e-mail (or
 * remembered) or the stored hash of one: headers included.
 */
export function expectNoSecretsInAnswers() {
  const tokens = [...new Set([...sentTokens(), ...extraSecrets])];
  const secrets = tokens.flatMap((t) => [t, hashToken(t)]);
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    const everything = `${[...answer.headers].map(([k, v]) => `${k}: ${v}`).join("\n")}\n${answer.text}`;
    expect(everything).not.toMatch(/\$2[aby]\$\d\d\$/);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  }
  return { answers: answers.length, tokens: tokens.length };
}

/**
 * Fixtures of the staff journeys (admin*.spec.ts). Tests run in parallel against one server and
 * database, in the "js" and "no-js" projects, so every user and session is made by the test that
 * uses it, and each test has its own client address (X-Forwarded-For) so one test's failed
 * sign-ins never throttle another's.
 *
 * A staff test signs in with `login(role)`: a user of its own, a row in the sessions table and
 * the signed `bel_session` cookie on the browser context, made exactly as the app makes them
 * (Epic Stack's `loginPage` fixture). Only the tests of the sign-in page itself use the form
 * (`signIn`).
 *
 * Every answer a page receives (documents and data requests) is kept; after each test none may
 * contain a bcrypt hash or a password-reset token sent by e-mail.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import { deleteMadeWith, uniqueTag, uniqueWord, withDb } from "./data";
import { OUTBOX, PORT, SESSION_SECRET } from "./environment.js";

export { uniqueTag };

export type TestUser = {
  id: number;
  name: string;
  email: string;
  password: string;
  role: "admin" | "manager";
};

/** A user of one test, written straight into the e2e database. */
export function createUser(role: "admin" | "manager" = "manager"): TestUser {
  const tag = uniqueTag();
  const user = {
    name: `E2E ${role} ${tag}`,
    email: `e2e-${tag}@example.com`,
    password: `pw-${tag}-secret`,
    role,
  };
  const { id } = withDb(
    (db) =>
      db
        .prepare(
          "INSERT INTO users (name, email, password_hash, role) VALUES (?, ?, ?, ?) RETURNING id",
        )
        .get(user.name, user.email, bcrypt.hashSync(user.password, 10), role) as { id: number },
  );
  return { id, ...user };
}

/** The app's session cookie (app/screens/auth.server.ts), signed with the e2e server's secret. */
const sessionCookie = createCookie("bel_session", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: [SESSION_SECRET],
});

/** The rows of app/models/session.server.ts: without Remember me a session lasts 12 hours. */
const SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * Signs `user` in on `context`, as a successful sign-in without Remember me does: a session row
 * and its browser-session cookie. Returns the session's id.
 */
export async function startSession(context: BrowserContext, user: Pick<TestUser, "id">) {
  const id = randomBytes(32).toString("hex");
  withDb((db) =>
    db
      .prepare("INSERT INTO sessions (id, user_id, expires_at, persistent) VALUES (?, ?, ?, 0)")
      .run(id, user.id, Date.now() + SESSION_MS),
  );
  const header = await sessionCookie.serialize(id);
  const value = /^bel_session=([^;]*)/.exec(header)![1];
  await context.addCookies([
    {
      name: "bel_session",
      value,
      url: `http://127.0.0.1:${PORT}`,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return id;
}

/** A signed-in session of `user`, as the Cookie header an HTTP client sends. */
export async function sessionCookieHeader(user: Pick<TestUser, "id">) {
  const id = randomBytes(32).toString("hex");
  withDb((db) =>
    db
      .prepare("INSERT INTO sessions (id, user_id, expires_at, persistent) VALUES (?, ?, ?, 0)")
      .run(id, user.id, Date.now() + SESSION_MS),
  );
  return (await sessionCookie.serialize(id)).split(";")[0];
}

/** Fills in and sends the sign-in form: only for the tests of the sign-in page. */
export async function signIn(
  page: Page,
  who: { email: string; password: string },
  options: { remember?: boolean } = {},
) {
  if (!/\/admin-bel/.test(page.url())) await page.goto("/admin-bel");
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  if (options.remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "LOGIN" }).click();
}

/** Every e-mail in the outbox, newest first, decoded from quoted-printable. */
export function outbox() {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse()
    .map((f) =>
      fs
        .readFileSync(path.join(OUTBOX, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
}

/** The e-mails to `email` (an address of the test's own), newest first. */
export function mailsTo(email: string) {
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "mi");
  return outbox().filter((m) => to.test(m));
}

/**
 * The reset link of the one e-mail to `email`. The server answers first and queues the e-mail
 * (app/models/mail.server.ts): wait for its worker to write it.
 */
export async function resetLinkFor(email: string) {
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const link = mailsTo(email)[0].match(/https?:\/\/\S+\/password\/reset\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link).toBeDefined();
  return link!;
}

/**
 * Chooses specification values in the product form (/admin/product/new, /admin/products/{slug}),
 * as a user would: the selects inside the form without JavaScript, the "Add Specification" modal
 * with it. `values` maps a group's title to the title of its value ("Not set" clears it).
 */
export async function chooseSpecifications(page: Page, values: Record<string, string>) {
  if (base.info().project.name !== "js") {
    const fieldset = page.getByRole("group", { name: "Specifications" });
    for (const [group, value] of Object.entries(values))
      await fieldset.getByLabel(group, { exact: true }).selectOption({ label: value });
    return;
  }
  await page.getByRole("button", { name: "Add Specification" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Specification" });
  await expect(dialog).toBeVisible();
  for (const [group, value] of Object.entries(values))
    await dialog.getByLabel(group, { exact: true }).selectOption({ label: value });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
}

const sentTokens = () =>
  outbox().flatMap((m) =>
    [...m.matchAll(/\/password\/reset\/([A-Za-z0-9_-]{43})/g)].map((x) => x[1]),
  );

export const test = base.extend<{
  answers: string[];
  /**
   * The test's own word (uniqueWord), for the names of everything it makes; afterwards what it
   * left is deleted (deleteMadeWith), so the storefront's menus, filters and newest products
   * do not grow with every test that ran.
   */
  word: string;
  /** Signs a new user of the role in on the test's browser context (and `page.request`). */
  login: (role?: "admin" | "manager") => Promise<TestUser>;
}>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({
      ...extraHTTPHeaders,
      "X-Forwarded-For": `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    });
  },
  // eslint-disable-next-line no-empty-pattern
  word: async ({}, use) => {
    const word = uniqueWord();
    await use(word);
    deleteMadeWith(word);
  },
  login: async ({ context }, use) => {
    await use(async (role = "manager") => {
      const user = createUser(role);
      await startSession(context, user);
      return user;
    });
  },
  answers: [
    async ({ context }, use) => {
      const answers: string[] = [];
      const pending: Promise<void>[] = [];
      context.on("response", (response) => {
        const type = response.headers()["content-type"] ?? "";
        if (!/html|json|text\/x-script|text\/plain/.test(type)) return;
        pending.push(
          response
            .text()
            .then((body) => void answers.push(`${JSON.stringify(response.headers())}\n${body}`))
            .catch(() => undefined),
        );
      });
      await use(answers);
      await Promise.all(pending);
      const tokens = sentTokens();
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) {
        expect(answer).not.toMatch(/\$2[aby]\$\d\d\$/);
        for (const token of tokens) expect(answer).not.toContain(token);
      }
    },
    { auto: true },
  ],
});

export { expect };

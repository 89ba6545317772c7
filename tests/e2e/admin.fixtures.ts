/**
 * Fixtures of the staff journeys (admin*.spec.ts). Tests run in parallel against one server and
 * database, in the "js" and "no-js" projects, so everything they create is unique per test and
 * project, and each test has its own client address (X-Forwarded-For) so one test's failed
 * sign-ins never throttle another's.
 *
 * Every answer a page receives (documents and data requests) is kept; after each test none may
 * contain a bcrypt hash or a password-reset token sent by e-mail.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import bcrypt from "bcryptjs";

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", ".tmp", "e2e");
export const E2E_DB = path.join(e2eDir, "e2e.sqlite");
export const OUTBOX = path.join(e2eDir, "outbox");

export const ADMIN = {
  email: "admin@belcables.co.uk",
  password: "BelAdmin2026!",
  name: "Alex Morgan",
};
export const MANAGER = {
  email: "manager@belcables.co.uk",
  password: "BelManager2026!",
  name: "Sam Patel",
};

export function uniqueTag() {
  return `${test.info().project.name}-${randomBytes(4).toString("hex")}`;
}

/** A user of one test, written straight into the e2e database. */
export function createUser(role: "admin" | "manager" = "manager") {
  const tag = uniqueTag();
  const user = {
    name: `E2E ${role} ${tag}`,
    email: `e2e-${tag}@example.com`,
    password: `pw-${tag}-secret`,
    role,
  };
  const db = new Database(E2E_DB);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("INSERT INTO users (name, email, password_hash, role) VALUES (?, ?, ?, ?)").run(
      user.name,
      user.email,
      bcrypt.hashSync(user.password, 10),
      role,
    );
  } finally {
    db.close();
  }
  return user;
}

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

/** The reset link of the newest e-mail to `email`. */
export async function resetLinkFor(email: string) {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = outbox().find((m) =>
        new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "mi").test(m),
      );
      link = mail?.match(/https?:\/\/\S+\/password\/reset\/[A-Za-z0-9_-]{43}/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

const sentTokens = () =>
  outbox().flatMap((m) =>
    [...m.matchAll(/\/password\/reset\/([A-Za-z0-9_-]{43})/g)].map((x) => x[1]),
  );

export const test = base.extend<{ answers: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({
      ...extraHTTPHeaders,
      "X-Forwarded-For": `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
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

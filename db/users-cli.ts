/**
 * npm run user:create -- --email ops@example.com --name "Ops Person" --role admin
 *
 * Creates a staff user, for a production database where the demo accounts do not exist. The
 * password is never a command-line argument (it would sit in the shell history and the process
 * list): it is read from a prompt that does not echo, or from standard input when it is piped
 *
 *   printf '%s\n' "$PASSWORD" | npm run user:create -- --email … --name … --role manager
 *
 * The database is DATABASE_PATH (default db/bel.sqlite); it is migrated first if needed. The user
 * is made by the model layer's createUser, as the admin panel makes one: the same rules, the same
 * password hashing.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { paths } from "~/env.server";
import { emailField, newPasswordField } from "~/schemas/auth";
import { nameField, roleField } from "~/schemas/user";

const USAGE = `Usage: npm run user:create -- --email <address> --name <full name> --role admin|manager

The password is asked for without echo, or read from standard input when piped:
  printf '%s\\n' "$PASSWORD" | npm run user:create -- --email a@b.c --name "A B" --role admin
Database: DATABASE_PATH (now ${paths.database}).`;

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  process.exit(1);
}

/** Reads one line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    const done = (error?: Error) => {
      stdin.removeListener("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done();
        if (ch === "\u0003" || ch === "\u0004") return done(new Error("cancelled"));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    process.stdout.write(question);
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    process.stdin.setEncoding("utf8");
    for await (const chunk of process.stdin) input += chunk;
    const line = input.split(/\r?\n/)[0] ?? "";
    if (!line) fail("no password on standard input");
    return line;
  }
  const first = await promptHidden("Password (at least 8 characters): ");
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) fail("the passwords do not match");
  return first;
}

async function main() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = z
    .object({ email: emailField, name: nameField, role: roleField })
    .safeParse({ email: values.email, name: values.name, role: values.role });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  --${i.path.join(".")}: ${i.message}`);
    fail(`invalid arguments:\n${lines.join("\n")}\n\n${USAGE}`);
  }
  const { email, name, role } = parsed.data;

  // The model layer opens (and migrates) DATABASE_PATH when first imported: only for good input.
  const { db } = await import("~/db.server");
  const { createUser, getUserByEmail } = await import("~/models/user.server");
  const { DomainError } = await import("~/utils/domain-error");
  const { SCRIPT_ACTOR } = await import("~/models/audit.server");
  try {
    if (getUserByEmail(email)) {
      fail(`a user with the e-mail ${email} already exists in ${paths.database}`);
    }
    const password = await readPassword().catch((error: Error) => fail(error.message));
    const checked = newPasswordField.safeParse(password);
    if (!checked.success) fail(checked.error.issues[0].message);
    const user = await createUser(SCRIPT_ACTOR, {
      name,
      email,
      role,
      password: checked.data,
    }).catch((error: unknown) => {
      if (error instanceof DomainError) fail(`${error.message} in ${paths.database}`);
      throw error;
    });
    console.log(
      `Created ${role} ${user.name} <${user.email}> (id ${user.id}) in ${paths.database}.`,
    );
  } finally {
    db.$client.close();
  }
}

await main();

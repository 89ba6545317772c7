/**
 * A server of a test's own: the production build, as server.js starts the shared one, on a port
 * of its own and a copy of a database (the e2e database as it is now, or the demo catalogue as
 * seeded), for a test that stops it, starts it with other settings or measures it alone. The
 * shared server is never touched.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { PROCESS_ENV, serverCommand } from "../../server/launch.js";
import { E2E_DB, E2E_DIR, PORT, ROOT, serverEnv, UPLOADS_DIR } from "./environment.js";

/**
 * Each own server's port, as an offset from the shared server's (E2E_PORT), in one table: specs of
 * different projects run at once, so two specs that picked the same offset apart would meet.
 */
const OWN_PORT_OFFSETS = {
  shutdown: 7,
  "page-weight": 8,
  "refused-body": 9,
  backup: 10,
  "search-counts": 11,
  "uploads-bucket": 20,
  "two-factor-required-js": 30,
  "two-factor-required-no-js": 31,
  passkeys: 32,
  "import-job": 33,
} as const;

export const ownPort = (name: keyof typeof OWN_PORT_OFFSETS) => PORT + OWN_PORT_OFFSETS[name];

export type OwnServer = {
  process: ChildProcess;
  origin: string;
  /** Its copy of the database. */
  database: string;
  /** What it has written to its standard output and error so far. */
  log: () => string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Stops it (SIGTERM) if it still runs, and removes its folder once it has exited. */
  stop: () => Promise<void>;
};

/**
 * Starts a server named `name` (its folder under E2E_DIR) on `port` and returns once it listens. `copyOf`: the database it gets a copy of; `ownUploads`: an empty uploads
 * folder of its own instead of the shared one (read only by the server); `env`: settings on top;
 * `npmStart`: started as `npm start` starts it (scripts/start.js: under Litestream when the
 * settings ask for a backup) rather than as bare server/index.js.
 */
export async function startOwnServer(
  name: string,
  {
    port,
    copyOf = E2E_DB,
    ownUploads = false,
    env = {},
    npmStart = false,
  }: {
    port: number;
    copyOf?: string;
    ownUploads?: boolean;
    env?: Record<string, string>;
    npmStart?: boolean;
  },
): Promise<OwnServer> {
  const dir = fs.mkdtempSync(path.join(E2E_DIR, `${name}-`));
  const database = path.join(dir, "copy.sqlite");
  const source = new Database(copyOf, { readonly: true });
  await source.backup(database);
  source.close();
  const uploads = ownUploads ? path.join(dir, "uploads") : UPLOADS_DIR;
  // Bare, as production starts it (server/launch.js), or through `npm start`'s script.
  const { command, args } = npmStart
    ? { command: process.execPath, args: ["scripts/start.js"] }
    : serverCommand();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...(npmStart ? {} : PROCESS_ENV),
      ...serverEnv({ port, database, uploads, outbox: path.join(dir, "outbox") }, env),
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A group of its own, so that what it starts (Litestream, the server under it) goes with it.
    detached: true,
  });
  // Never outlives the test's worker, whatever the test did: a test that failed or ran out of
  // time before stopping it would leave it holding its port for the next run.
  const killOnExit = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", killOnExit);
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  void exited.then(() => process.off("exit", killOnExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  // Up when it says it listens: a start on a loaded machine (migrations, the catalogue index)
  // can take longer than any fixed wait, so the test's own limit is the only one.
  await new Promise<void>((resolve, reject) => {
    const ready = () => log.includes("[bel] http://") && resolve();
    child.stdout!.on("data", ready);
    void exited.then((code) =>
      reject(new Error(`${name}: its server exited (${code}) before listening\n${log}`)),
    );
    ready();
  });
  return { process: child, origin, database, log: () => log, exited, stop };
}

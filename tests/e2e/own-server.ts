/**
 * A production server of a test's own, on a copy of a database, for the tests that stop it, time
 * it out or need the catalogue as seeded (the shared e2e server is never stopped or changed).
 * Ready when the server says it listens: a start on a loaded machine (migrations, the catalogue
 * index) can take longer than any fixed wait, so the test's own limit is the only one.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { E2E_DIR, ROOT, SESSION_SECRET } from "./environment.js";

export type OwnServer = {
  port: number;
  origin: string;
  dir: string;
  dbFile: string;
  process: ChildProcess;
  /** Everything the server has printed so far. */
  log: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM, then removes its folder. */
  stop: () => Promise<void>;
};

export async function startOwnServer(options: {
  port: number;
  /** The database copied for it (taken with SQLite's backup, so a live one copies safely). */
  database: string;
  name: string;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const dir = fs.mkdtempSync(path.join(E2E_DIR, `${options.name}-`));
  const dbFile = path.join(dir, "copy.sqlite");
  const source = new Database(options.database, { readonly: true });
  await source.backup(dbFile);
  source.close();
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATABASE_PATH: dbFile,
      UPLOADS_DIR: path.join(dir, "uploads"),
      OUTBOX_DIR: path.join(dir, "outbox"),
      SESSION_SECRET,
      SITE_URL: origin,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Never outlives the test's worker, whatever the test did (a test that failed or ran out of
  // time before stopping it would otherwise leave it holding its port for the next run).
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);
  child.on("exit", () => process.off("exit", killOnExit));
  let log = "";
  child.stdout.on("data", (c) => (log += c));
  child.stderr.on("data", (c) => (log += c));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    const ready = () => log.includes("[bel] http://") && resolve();
    child.stdout.on("data", ready);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${log}`)),
    );
    ready();
  });
  return {
    port: options.port,
    origin,
    dir,
    dbFile,
    process: child,
    log: () => log,
    exited,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

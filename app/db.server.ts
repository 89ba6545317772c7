import { openDatabase, type DB } from "../db/client";
import { env, paths } from "./env.server";

declare global {
  var __belDb: DB | undefined;
}

/** The one database client of the process; kept on globalThis so dev reloads reuse it. */
export const db: DB = (globalThis.__belDb ??= openDatabase(paths.database, {
  checkpoints: !env.BACKUP,
}));

const snapshot = db.$client.transaction((read: () => unknown) => read());
let reading = false;
let snapshots = 0;

/**
 * Runs reads in one read transaction: they see one state of the database, and SQLite takes and
 * releases its file lock once, not once per statement (a page's ten-odd queries spent as much
 * in locking as in reading). Never around writes: it only ever holds the shared lock.
 */
export function readSnapshot<T>(read: () => T): T {
  if (db.$client.inTransaction) return read();
  reading = true;
  snapshots++;
  try {
    return snapshot.deferred(read) as T;
  } finally {
    reading = false;
  }
}

/** Whether this connection is inside a transaction that may have written (not a readSnapshot). */
export function inWriteTransaction() {
  return db.$client.inTransaction && !reading;
}

/** Which readSnapshot is running (a number that changes with each one), or 0 outside them. */
export function currentSnapshot() {
  return reading ? snapshots : 0;
}

/**
 * Runs a write that can as well be tried again later, without waiting for another connection's
 * write lock: null when the database is busy. better-sqlite3 waits out the busy timeout
 * synchronously, holding every request of the process meanwhile, and a catalogue import holds
 * the lock for seconds (app/models/catalogue-import-job.server.ts). `database`: another client
 * than the process's one (a test's second connection).
 */
export function writeUnlessBusy<T>(write: () => T, database: DB = db): T | null {
  const sqlite = database.$client;
  const timeout = sqlite.pragma("busy_timeout", { simple: true }) as number;
  sqlite.pragma("busy_timeout = 0");
  try {
    return write();
  } catch (error) {
    if (dbErrorCode(error)?.startsWith("SQLITE_BUSY")) return null;
    throw error;
  } finally {
    sqlite.pragma(`busy_timeout = ${timeout}`);
  }
}

/** The SQLite code of an error, the driver's cause included (Drizzle wraps it). */
function dbErrorCode(error: unknown): string | undefined {
  const own = (error as { code?: string } | null)?.code;
  return own ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
}

/**
 * How current the database's backup is, from Litestream's own record of what it has copied
 * (`litestream wal` and `litestream snapshots`: the files in the replica, with when each was
 * made), for the dashboard and /healthcheck (docs/deploy.md, "Backups and restore").
 *
 * A quiet site makes no new copies, and that is no fault: the backup is late only when the
 * database has changed since the newest copy and that change is older than BACKUP_WARN_AFTER_MINUTES.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { litestreamBinary } from "../../db/backup.js";
import { env } from "~/env.server";

export type BackupStatus =
  | { state: "off" }
  | {
      state: "current" | "late" | "unknown";
      /** Where the copies go (BACKUP_URL without any credentials). */
      target: string;
      /** When Litestream last copied something (ISO), null before its first copy. */
      lastCopyAt: string | null;
      /** How long ago that was, in seconds (when the status was read: at most 10 s before). */
      lastCopyAgeSeconds: number | null;
      /** When the database last changed (ISO). */
      lastWriteAt: string | null;
      /** What went wrong asking Litestream, when state is "unknown". */
      problem?: string;
    };

const run = promisify(execFile);
/** Asking Litestream reads the replica (a bucket listing for S3): not once per page view. */
const FRESH_FOR_MS = 10_000;
let remembered: { at: number; status: Promise<BackupStatus> } | null = null;

export function getBackupStatus(now = Date.now()): Promise<BackupStatus> {
  if (remembered && now - remembered.at < FRESH_FOR_MS) return remembered.status;
  const status = readBackupStatus(now);
  remembered = { at: now, status };
  return status;
}

async function readBackupStatus(now: number): Promise<BackupStatus> {
  const backup = env.BACKUP;
  if (!backup) return { state: "off" };
  const target = backup.url.replace(/\/\/[^/@]*@/, "//");
  const lastWrite = lastChange(backup.database);
  const lastWriteAt = lastWrite ? new Date(lastWrite).toISOString() : null;
  let lastCopy: number | null;
  try {
    lastCopy = await newestCopy(backup.configPath, backup.database);
  } catch (error) {
    const problem = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return {
      state: "unknown",
      target,
      lastCopyAt: null,
      lastCopyAgeSeconds: null,
      lastWriteAt,
      problem,
    };
  }
  const lastCopyAt = lastCopy ? new Date(lastCopy).toISOString() : null;
  const late = isLate({ lastWrite, lastCopy, now, warnAfterMinutes: backup.warnAfterMinutes });
  const lastCopyAgeSeconds = lastCopy ? Math.max(0, Math.round((now - lastCopy) / 1000)) : null;
  return { state: late ? "late" : "current", target, lastCopyAt, lastCopyAgeSeconds, lastWriteAt };
}

/**
 * Whether changes have waited too long for a copy: the database changed after the newest copy,
 * longer ago than the threshold. Times in ms; Litestream's `created` is to the second, so a
 * write within the second of a copy counts as in it.
 */
export function isLate({
  lastWrite,
  lastCopy,
  now,
  warnAfterMinutes,
}: {
  lastWrite: number | null;
  lastCopy: number | null;
  now: number;
  warnAfterMinutes: number;
}) {
  const uncopiedSince = lastWrite && (!lastCopy || lastWrite > lastCopy + 1000) ? lastWrite : null;
  return uncopiedSince !== null && now - uncopiedSince > warnAfterMinutes * 60_000;
}

/** When the database file or its write-ahead log last changed (ms), null when neither exists. */
function lastChange(database: string) {
  const times = [database, `${database}-wal`].map(
    (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
  );
  return Math.max(...times) || null;
}

/** The newest "created" among the replica's snapshots and WAL segments (ms), null for none. */
async function newestCopy(config: string, database: string) {
  let newest: number | null = null;
  for (const command of ["wal", "snapshots"]) {
    const { stdout } = await run(litestreamBinary(), [command, "-config", config, database], {
      timeout: 10_000,
    });
    // A table: a header line, then one line per file whose last column is its creation time.
    for (const line of stdout.trim().split("\n").slice(1)) {
      const created = Date.parse(line.trim().split(/\s+/).at(-1) ?? "");
      if (Number.isFinite(created) && (newest === null || created > newest)) newest = created;
    }
  }
  return newest;
}

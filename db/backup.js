/**
 * Continuous backup of the database with Litestream (docs/deploy.md, "Backups and restore").
 *
 * The backup settings are read here, in plain JavaScript, because `npm start` (scripts/start.js)
 * needs them before the app exists: it runs the server under `litestream replicate -exec` from
 * the config written below. The app's own settings (app/env.server.ts) take them from here too,
 * so they are parsed in one place.
 *
 *   BACKUP_URL                 s3://bucket/path (S3 and S3-compatible stores: credentials,
 *                              region and endpoint from AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 *                              AWS_REGION, AWS_ENDPOINT_URL_S3) or file:///path (a second disk).
 *                              Unset: no backup, nothing changes.
 *   BACKUP_SYNC_INTERVAL       how often Litestream copies new writes (a Go duration; 1s).
 *   BACKUP_WARN_AFTER_MINUTES  the dashboard and /healthcheck call the backup late past this (15).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The database path when DATABASE_PATH is unset (relative to the working directory). */
export const DEFAULT_DATABASE_PATH = "db/bel.sqlite";

/**
 * @typedef {{
 *   url: string,
 *   kind: "s3" | "file",
 *   database: string,
 *   syncInterval: string,
 *   syncSeconds: number,
 *   warnAfterMinutes: number,
 *   configPath: string,
 * }} BackupSettings
 */

/**
 * The backup settings of an environment, or null when BACKUP_URL is unset.
 * @param {Record<string, string | undefined>} source
 * @returns {BackupSettings | null}
 */
export function backupSettings(source) {
  const url = source.BACKUP_URL?.trim();
  if (!url) return null;
  const problems = [];
  let kind = /** @type {"s3" | "file"} */ ("file");
  if (/^s3:\/\/[^/]+/.test(url)) kind = "s3";
  else if (!/^file:\/\/\/./.test(url)) {
    problems.push(`BACKUP_URL: "${url}" is neither s3://bucket/path nor file:///path`);
  }
  const syncInterval = source.BACKUP_SYNC_INTERVAL?.trim() || "1s";
  const syncSeconds = goDurationSeconds(syncInterval);
  if (syncSeconds === null) {
    problems.push(`BACKUP_SYNC_INTERVAL: "${syncInterval}" is not a duration such as 1s or 500ms`);
  }
  const warnAfter = Number(source.BACKUP_WARN_AFTER_MINUTES?.trim() || "15");
  if (!Number.isFinite(warnAfter) || warnAfter <= 0) {
    problems.push(
      `BACKUP_WARN_AFTER_MINUTES: "${source.BACKUP_WARN_AFTER_MINUTES}" is not a number of minutes`,
    );
  }
  if (problems.length) throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  const database = path.resolve(source.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH);
  return {
    url,
    kind,
    database,
    syncInterval,
    syncSeconds: /** @type {number} */ (syncSeconds),
    warnAfterMinutes: warnAfter,
    // Beside the database, as Litestream's own state (.bel.sqlite-litestream/) is.
    configPath: path.join(path.dirname(database), `.${path.basename(database)}-litestream.yml`),
  };
}

/** Seconds in a Go duration of one unit ("1s", "500ms", "2m"), or null. */
function goDurationSeconds(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2]];
}

/**
 * Litestream's config for these settings. Credentials are not written: Litestream reads
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY from its environment itself.
 * @param {BackupSettings} settings
 * @param {Record<string, string | undefined>} source
 */
export function litestreamConfig(settings, source) {
  const replica = [`      - url: ${JSON.stringify(settings.url)}`];
  if (settings.kind === "s3") {
    if (source.AWS_REGION) replica.push(`        region: ${JSON.stringify(source.AWS_REGION)}`);
    if (source.AWS_ENDPOINT_URL_S3) {
      replica.push(`        endpoint: ${JSON.stringify(source.AWS_ENDPOINT_URL_S3)}`);
      // S3-compatible stores (MinIO, R2, B2) address buckets by path, not by host name.
      replica.push("        force-path-style: true");
    }
  }
  replica.push(`        sync-interval: ${settings.syncInterval}`);
  return [
    "# Written by npm start from the environment (db/backup.js); edits are overwritten.",
    "dbs:",
    `  - path: ${JSON.stringify(settings.database)}`,
    "    replicas:",
    ...replica,
    "",
  ].join("\n");
}

/** Writes the config where the settings say (readable by its owner only) and returns its path. */
export function writeLitestreamConfig(settings, source) {
  fs.mkdirSync(path.dirname(settings.configPath), { recursive: true });
  fs.writeFileSync(settings.configPath, litestreamConfig(settings, source), { mode: 0o600 });
  return settings.configPath;
}

/**
 * The Litestream binary that `npm install` brought (the optional @flydotio/litestream-linux-x64),
 * or one installed by hand on the PATH elsewhere (docs/deploy.md, Backups and restore).
 */
export function litestreamBinary() {
  const require = createRequire(import.meta.url);
  const pkg = `@flydotio/litestream-${process.platform}-${process.arch}/package.json`;
  try {
    return path.join(path.dirname(require.resolve(pkg)), "litestream");
  } catch {
    // No package for this platform: one installed by hand, on the PATH.
    return "litestream";
  }
}

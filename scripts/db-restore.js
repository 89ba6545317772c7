#!/usr/bin/env node
/**
 * npm run db:restore -- --to <path> [--timestamp <ISO date-time>]
 *
 * Restores a copy of the database from the backup BACKUP_URL names (Litestream's replica of
 * DATABASE_PATH, db/backup.js), as it was at its newest copy or at --timestamp, into a new file,
 * then checks it and says what it holds. It never overwrites a file: restore beside the live
 * database, check, then stop the app and move the copy in place (README, Backups and restore).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { backupSettings, litestreamBinary, writeLitestreamConfig } from "../db/backup.js";

function fail(message) {
  console.error(`db:restore: ${message}`);
  process.exit(1);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: { to: { type: "string" }, timestamp: { type: "string" } },
  }));
} catch (error) {
  fail(error.message);
}
if (!options.to) fail("say where to restore to: npm run db:restore -- --to <path>");
let backup;
try {
  backup = backupSettings(process.env);
} catch (error) {
  fail(error.message);
}
if (!backup) fail("BACKUP_URL is not set: there is no backup to restore from.");

const target = path.resolve(options.to);
for (const file of [target, `${target}-wal`, `${target}-shm`]) {
  if (fs.existsSync(file)) fail(`${file} exists; restore to a new path (nothing was changed).`);
}
const args = ["restore", "-config", writeLitestreamConfig(backup, process.env), "-o", target];
if (options.timestamp) {
  const at = new Date(options.timestamp);
  if (Number.isNaN(at.getTime())) {
    fail(`--timestamp "${options.timestamp}" is not a date-time (2026-11-27T14:30:00Z).`);
  }
  args.push("-timestamp", at.toISOString());
}
fs.mkdirSync(path.dirname(target), { recursive: true });
const restore = spawnSync(litestreamBinary(), [...args, backup.database], { stdio: "inherit" });
if (restore.error) fail(`could not run Litestream: ${restore.error.message}`);
if (restore.status !== 0) fail(`Litestream could not restore from ${backup.url}.`);
if (!fs.existsSync(target)) fail(`${backup.url} holds no copy of ${backup.database}.`);

// What to check before using the copy: the same checks the drill makes (tests/bench/drill-restore.ts).
const db = new Database(target, { readonly: true });
const integrity = db.pragma("integrity_check", { simple: true });
const foreignKeys = db.pragma("foreign_key_check").length;
const count = (table) => db.prepare(`SELECT count(*) AS n FROM "${table}"`).get().n;
const summary = ["products", "reviews", "contact_messages", "users"]
  .map((table) => `${count(table)} ${table.replace("_", " ")}`)
  .join(", ");
db.close();
console.log(`Restored ${target}: ${summary}.`);
console.log(`integrity_check: ${integrity}; foreign key problems: ${foreignKeys}.`);
if (integrity !== "ok" || foreignKeys) process.exit(2);

/**
 * Runs before each test file: a fresh copy of the migrated template and an empty uploads folder,
 * named after the worker and the file, and the environment pointing at them, before any app
 * module opens the database.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll } from "vitest";
import { settleAfterResponse } from "../../app/utils/after-response.server";
import { TEMPLATE_DB, TMP } from "./paths";

const id = `${process.env.VITEST_POOL_ID ?? "0"}-${randomBytes(4).toString("hex")}`;
const dbFile = path.join(TMP, `db-${id}.sqlite`);
const uploads = path.join(TMP, `uploads-${id}`);
fs.copyFileSync(TEMPLATE_DB, dbFile);
fs.mkdirSync(uploads, { recursive: true });
process.env.DATABASE_PATH = dbFile;
process.env.UPLOADS_DIR = uploads;
process.env.OUTBOX_DIR = path.join(TMP, `outbox-${id}`);

globalThis.__belDb?.$client.close();
globalThis.__belDb = undefined;

afterAll(async () => {
  // Work a request left to do after answering must finish before its database goes.
  await settleAfterResponse();
  globalThis.__belDb?.$client.close();
  globalThis.__belDb = undefined;
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(dbFile + suffix, { force: true });
  fs.rmSync(uploads, { recursive: true, force: true });
  fs.rmSync(`${dbFile}-imports`, { recursive: true, force: true });
});

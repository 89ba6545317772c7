/** Migrates a template database once per run; every test file gets a copy of it. */
import fs from "node:fs";
import { openDatabase } from "../../db/client";
import { TEMPLATE_DB, TMP } from "./paths";

export default function setup() {
  fs.rmSync(TMP, { recursive: true, force: true });
  fs.mkdirSync(TMP, { recursive: true });
  const db = openDatabase(TEMPLATE_DB);
  // One file, no WAL side files to copy.
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.pragma("journal_mode = DELETE");
  db.$client.close();
  return () => fs.rmSync(TMP, { recursive: true, force: true });
}

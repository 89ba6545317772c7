/**
 * Opening the database: one place for the connection settings and the migrations.
 * The app keeps one client for the life of the process (app/db.server.ts); scripts and tests open
 * their own from a path.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { indexText } from "../app/utils/search-text";
import * as schema from "./schema";

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "migrations",
);

/**
 * The SQL functions the schema's triggers call, registered on every connection that writes the
 * catalogue: `bel_search_text(text)`, the search index's reading of a text (migration 0025,
 * docs/storefront.md "How a query is read"). A connection without it can read everything, and
 * write anything but a product's searchable text.
 */
export function registerFunctions(sqlite: Database.Database) {
  sqlite.function("bel_search_text", { deterministic: true }, (text: unknown) =>
    indexText(typeof text === "string" ? text : text == null ? "" : String(text)),
  );
}

/**
 * Opens (creating if needed) the SQLite file, sets the connection pragmas and migrates it.
 * `checkpoints: false` is for a database Litestream replicates: Litestream alone moves the WAL
 * into the file, so that no write reaches the file before it has read it (docs/deploy.md).
 */
export function openDatabase(
  file: string,
  options: { migrate?: boolean; checkpoints?: boolean } = {},
): DB {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // 4 MB of pages per connection: the OS keeps the file's pages anyway, and what a search reads
  // past 4 MB is read again from it (a fraction of a millisecond at 100,000 products); more is
  // resident memory (docs/deploy.md, "Memory").
  sqlite.pragma("cache_size = -4000");
  sqlite.pragma("temp_store = MEMORY");
  if (options.checkpoints === false) sqlite.pragma("wal_autocheckpoint = 0");
  registerFunctions(sqlite);
  const db = drizzle(sqlite, { schema }) as DB;
  // Transactions take the write lock when they begin (BEGIN IMMEDIATE), waiting up to the busy
  // timeout for another connection's: one that began by reading (SQLite's default, DEFERRED) and
  // then writes fails at once with SQLITE_BUSY, without waiting, whenever another connection
  // (a script, the tests, a second process) wrote in between: a 500 on a plain write.
  const begin = db.transaction.bind(db);
  db.transaction = (transaction, config) =>
    begin(transaction, { behavior: "immediate", ...config });
  if (options.migrate !== false) migrate(db, { migrationsFolder });
  return db;
}

export { schema };

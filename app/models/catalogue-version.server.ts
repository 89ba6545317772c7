/**
 * The catalogue's counters, kept by triggers (migrations 0003 to 0006) so that every process sees
 * every write: `version` moves on every write to products and their specifications, on any
 * change to categories and on specification edits; `figures` moves when review figures change;
 * `content` (migration 0010) when company content or settings change.
 * What is built from the catalogue (the listing's index, keyword answers, the PDF, the page
 * cache's copies) is kept per version.
 *
 * Read once per request (docs/architecture.md: Reading the catalogue's version): a GET or HEAD
 * runs in `readsOfRequest`, and every reader during it (the page cache, the index, the keyword
 * answers, the vocabulary, the synonyms, the static chrome) gets the counters read first. What
 * is then read from the tables is never older than those counters, so nothing is kept under a
 * version newer than what it was built from. A request that writes (any other method), a write
 * transaction and code outside a request read the row each time.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Statement } from "better-sqlite3";
import { currentSnapshot, db, inWriteTransaction } from "~/db.server";

export type CatalogueVersions = { version: number; figures: number; content: number };

let statement: { sqlite: typeof db.$client; versions: Statement } | null = null;
/** The counters a read snapshot saw: they cannot change before the snapshot ends. */
let seen: { snapshot: number; versions: CatalogueVersions } | undefined;
/** How many times the row was read (tests/models/catalogue-version.test.ts counts them). */
let reads = 0;

const request = new AsyncLocalStorage<{ versions?: CatalogueVersions }>();

/** Runs a request's handling; a GET or HEAD reads the counters once (the first reader's). */
export function readsOfRequest<T>(method: string | undefined, handle: () => T): T {
  return method === "GET" || method === "HEAD" ? request.run({}, handle) : request.exit(handle);
}

export function getCatalogueVersions(): CatalogueVersions {
  if (inWriteTransaction()) return readVersions();
  const ofRequest = request.getStore();
  if (ofRequest) return (ofRequest.versions ??= readVersions());
  const snapshot = currentSnapshot();
  if (snapshot !== 0 && seen?.snapshot === snapshot) return seen.versions;
  const versions = readVersions();
  if (snapshot !== 0) seen = { snapshot, versions };
  return versions;
}

/** How many times the counters have been read from the database. */
export function catalogueVersionReads() {
  return reads;
}

function readVersions(): CatalogueVersions {
  const sqlite = db.$client;
  if (statement?.sqlite !== sqlite) {
    statement = {
      sqlite,
      versions: sqlite
        .prepare(
          "SELECT version, figures_version, content_version FROM catalogue_version WHERE id = 1",
        )
        .raw(),
    };
  }
  reads++;
  const row = statement.versions.get() as [number, number, number] | undefined;
  return row
    ? { version: row[0], figures: row[1], content: row[2] }
    : { version: 0, figures: 0, content: 0 };
}

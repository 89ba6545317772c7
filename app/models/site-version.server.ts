/**
 * One string that changes whenever anything a public page shows changes: the catalogue's
 * counters (products, specifications, categories; review figures) and the content counter
 * (company pages, pictures, settings), all moved by database triggers (migrations 0003, 0004,
 * 0010), from any process. The page cache keys anonymous pages on it.
 */
import type { Statement } from "better-sqlite3";
import { currentSnapshot, db, inWriteTransaction } from "~/db.server";

let statement: Statement | undefined;
/** The version a read snapshot saw: it cannot change before the snapshot ends. */
let seen: { snapshot: number; version: string } | undefined;

export function siteVersion(): string {
  const snapshot = currentSnapshot();
  if (snapshot !== 0 && seen?.snapshot === snapshot) return seen.version;
  statement ??= db.$client
    .prepare("SELECT version, figures_version, content_version FROM catalogue_version WHERE id = 1")
    .raw();
  const row = statement.get() as [number, number, number] | undefined;
  const version = row ? row.join(".") : "0.0.0";
  if (snapshot !== 0) seen = { snapshot, version };
  return version;
}

/**
 * `build()`'s result, built again only when the site version moves: for what every page reads
 * and only staff change (menus, category names). Inside a transaction that may have written (any
 * but a readSnapshot) it is built fresh and not kept, since what the transaction changed is not
 * committed yet (a rollback would leave a copy no version ever had).
 */
export function perSiteVersion<T>(build: () => T): () => T {
  let kept: { version: string; value: T } | undefined;
  return () => {
    if (inWriteTransaction()) return build();
    const version = siteVersion();
    if (kept?.version !== version) kept = { version, value: build() };
    return kept.value;
  };
}

/**
 * The catalogue's counters, kept by triggers (migrations 0003 to 0006) so that every process sees
 * every write: `version` moves on every write to products and their specifications, on any
 * change to categories and on specification edits; `figures` moves when review figures change;
 * `content` (migration 0010) when company content or settings change.
 * What is built from the catalogue (the listing's index, keyword answers, the PDF) is kept per
 * version.
 */
import type { Statement } from "better-sqlite3";
import { db } from "~/db.server";

let statement: { sqlite: typeof db.$client; versions: Statement } | null = null;

export function getCatalogueVersions(): { version: number; figures: number; content: number } {
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
  const row = statement.versions.get() as [number, number, number] | undefined;
  return row
    ? { version: row[0], figures: row[1], content: row[2] }
    : { version: 0, figures: 0, content: 0 };
}

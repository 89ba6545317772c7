/**
 * Stored files no record names: `npm run uploads:sweep` (docs/deploy.md, "Uploads on object
 * storage") lists them, and removes them with `--delete`.
 *
 * How one comes about: a deletion removes its row, then its files, after the change has
 * committed (app/storage.server.ts, `remove`); when that removal fails (the bucket did not answer,
 * a disk error) the file stays, and nothing names it any more. The sweep is the retry: no list of
 * failures is kept, since the files themselves, compared with the records, are the list, and no
 * failure can be missing from it. An upload whose row has not committed yet (an import stores its
 * pictures first, then writes the rows) is unreferenced too, for a while: only files older than a
 * day (`minAgeMs`) are orphans.
 *
 * A file is named by a record through its stem, `<folder>/<24 hex digits>`: an image's row keeps
 * its main rendition (`products/3f9c…e1-1024.webp`), and every rendition of it, those of former
 * widths included, goes with it. Only names the store could have generated are considered: the
 * renditions marker and anything else in the folder or bucket are never touched.
 */
import { sql } from "drizzle-orm";
import { db } from "~/db.server";
import { contentTypeOf, UPLOAD_FOLDERS } from "~/storage.server";
import type { StoredEntry, UploadBackend } from "~/storage/backend.server";

/** How old an unreferenced file must be to be an orphan. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

const STEM = new RegExp(`(?:${UPLOAD_FOLDERS.join("|")})/[0-9a-f]{24}`, "g");

/**
 * The stems every record names: the tables with stored files, each column read as text (the
 * JSON ones too: the bin's list of files, an image's renditions), every generated name in it.
 */
export function referencedStems(): Set<string> {
  const rows = db.all<{ text: string }>(sql`
    SELECT file AS text FROM product_images
    UNION ALL SELECT variants FROM product_images
    UNION ALL SELECT files FROM product_bin
    UNION ALL SELECT image FROM categories WHERE image IS NOT NULL
    UNION ALL SELECT file FROM datasheets
    UNION ALL SELECT image FROM certificates WHERE image IS NOT NULL
    UNION ALL SELECT file FROM certificates WHERE file IS NOT NULL
    UNION ALL SELECT image FROM know_how WHERE image IS NOT NULL
    UNION ALL SELECT file FROM know_how WHERE file IS NOT NULL
    UNION ALL SELECT image FROM blog_posts WHERE image IS NOT NULL`);
  const stems = new Set<string>();
  for (const { text } of rows) for (const [stem] of text.matchAll(STEM)) stems.add(stem);
  return stems;
}

export type Orphan = StoredEntry & { ageMs: number };

/**
 * The stored files no record names, written more than `minAgeMs` before `now`, oldest first.
 * The records are read after the listing, so a file uploaded and named meanwhile is kept.
 */
export async function findOrphans(
  backend: UploadBackend,
  { minAgeMs = ORPHAN_MIN_AGE_MS, now = new Date() }: { minAgeMs?: number; now?: Date } = {},
): Promise<Orphan[]> {
  const stored = await backend.list();
  const referenced = referencedStems();
  return stored
    .filter((entry) => contentTypeOf(entry.key) !== null)
    .filter((entry) => !referenced.has(entry.key.match(STEM)?.[0] ?? ""))
    .map((entry) => ({ ...entry, ageMs: now.getTime() - entry.modifiedAt.getTime() }))
    .filter((entry) => entry.ageMs >= minAgeMs)
    .sort((a, b) => b.ageMs - a.ageMs || a.key.localeCompare(b.key));
}

/**
 * Removes the orphans found, after reading the records once more: a name a record took since
 * (none should: names are random and never given again) keeps its file.
 */
export async function removeOrphans(backend: UploadBackend, orphans: Orphan[]) {
  const referenced = referencedStems();
  const removable = orphans.filter((o) => !referenced.has(o.key.match(STEM)?.[0] ?? ""));
  await backend.remove(removable.map((o) => o.key));
  return removable;
}

/**
 * Datasheets: a title and a verified PDF (admin.md §3). Products point at one (or none).
 */
import { asc } from "drizzle-orm";
import { datasheets } from "../../db/schema";
import { db } from "~/db.server";
import { uploadUrl } from "~/utils/uploads";

/** Every datasheet, oldest first, numbered from 1 (`index`): the product form's choices too. */
export function listDatasheets() {
  return db
    .select({ id: datasheets.id, title: datasheets.title, file: datasheets.file })
    .from(datasheets)
    .orderBy(asc(datasheets.id))
    .all()
    .map((d, i) => ({ ...d, index: i + 1, url: uploadUrl(d.file)! }));
}

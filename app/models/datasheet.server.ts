/**
 * Datasheets: a title and a verified PDF (docs/admin.md, Datasheets). Products point at one (or
 * none).
 */
import { asc, sql } from "drizzle-orm";
import { datasheets } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { withNewFiles } from "~/models/content-files.server";
import { likePattern, numberedSqlPage } from "~/models/paging.server";
import { records } from "~/models/records.server";
import { ALL_REQUIRED } from "~/schemas/category";
import { DATASHEET_NOT_FOUND } from "~/schemas/datasheet";
import { DATASHEET_NOT_IN_LIST } from "~/schemas/product";
import type { UploadInput } from "~/storage.server";
import { badInput } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

export const DATASHEET_UPLOADED = "Datasheet uploaded successfully!!!";
export const DATASHEET_DELETED = "Datasheet deleted successfully!!!";

/** Every datasheet, oldest first, numbered from 1 (`index`): the product form's choices too. */
export function listDatasheets() {
  return db
    .select({ id: datasheets.id, title: datasheets.title, file: datasheets.file })
    .from(datasheets)
    .orderBy(asc(datasheets.id))
    .all()
    .map((d, i) => ({ ...d, index: i + 1, url: uploadUrl(d.file)! }));
}

/**
 * One page of the Datasheets table, oldest first, searched by title; `index` numbers the rows
 * from 1 across pages, `products` says how many products link each one.
 */
export function listDatasheetPage({ q, page }: { q?: string; page?: number } = {}) {
  const term = q?.trim().toLowerCase() ?? "";
  const where = term ? sql`WHERE lower(d.title) LIKE ${likePattern(term)} ESCAPE '\\'` : sql``;
  const from = sql`FROM datasheets d ${where}`;
  const list = numberedSqlPage(from, page, (limit, offset) =>
    db
      .all<{ id: number; title: string; file: string; products: number }>(
        sql`
        SELECT d.id, d.title, d.file,
               (SELECT count(*) FROM products p WHERE p.datasheet_id = d.id) AS products
        ${from}
        ORDER BY d.id
        LIMIT ${limit} OFFSET ${offset}`,
      )
      .map(({ file, ...r }) => ({ ...r, url: uploadUrl(file)! })),
  );
  return { ...list, q: q?.trim() ?? "" };
}

const { rowOf, create, remove } = records<typeof datasheets.$inferSelect>({
  table: datasheets,
  idColumn: datasheets.id,
  entity: "datasheet",
  notFoundMessage: DATASHEET_NOT_FOUND,
  files: ["file"],
});

export function getDatasheet(id: number) {
  const row = rowOf(id);
  return row ? { id: row.id, title: row.title, file: row.file, url: uploadUrl(row.file)! } : null;
}

/** The index a datasheet has in the list (oldest first, from 1), as GET /admin/datasheets numbers it. */
function indexOf(id: number) {
  return db.get<{ n: number }>(sql`SELECT count(*) AS n FROM datasheets WHERE id <= ${id}`)?.n ?? 1;
}

/**
 * Add Datasheet: the PDF is checked by content (it parses, has pages, is not encrypted and has no
 * scripts or embedded files: storage.savePdf) and stored under a generated name; the row follows.
 */
export function createDatasheet(actor: Actor, input: { title: string; datasheet: UploadInput }) {
  return withNewFiles(async (files) => {
    const file = await files.pdf("datasheets", input.datasheet, "datasheet");
    if (!file) throw badInput(ALL_REQUIRED, "datasheet");
    const title = input.title.trim();
    const row = create(
      actor,
      () => ({ title, file }),
      () => `Uploaded datasheet ${title}`,
    );
    return { id: row.id, title, url: uploadUrl(file)!, index: indexOf(row.id) };
  });
}

/** How many products link the datasheet. */
export function datasheetUsage(id: number) {
  return (
    db.get<{ n: number }>(sql`SELECT count(*) AS n FROM products WHERE datasheet_id = ${id}`)?.n ??
    0
  );
}

/**
 * Deletes a datasheet and its file; the products that linked it are left without one
 * (products.datasheet_id is ON DELETE SET NULL), and the answer says how many they were.
 */
export async function deleteDatasheet(actor: Actor, id: number) {
  let products = 0;
  const row = await remove(actor, id, (before) => {
    products = datasheetUsage(id);
    const unlinked = products
      ? ` (unlinked from ${products} product${products === 1 ? "" : "s"})`
      : "";
    return `Deleted datasheet ${before.title}${unlinked}`;
  });
  return { id, title: row.title, products };
}

// ---------------------------------------------------------------------------------------------
// The product form's choice

/**
 * Every datasheet as the product form names it, by name: its title, followed by its ID in the
 * Datasheets list when another datasheet has the same title, so that each name is one datasheet.
 */
export function datasheetChoices() {
  const sheets = listDatasheets();
  const seen = new Map<string, number>();
  for (const s of sheets) seen.set(nameKey(s.title), (seen.get(nameKey(s.title)) ?? 0) + 1);
  return sheets
    .map((s) => ({
      id: s.id,
      title: s.title,
      name: seen.get(nameKey(s.title))! > 1 ? `${s.title} (ID ${s.index})` : s.title,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.id - b.id);
}

const nameKey = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The datasheet the product form names (it takes a datasheet's name as typed, with the names
 * offered as suggestions): the one whose name it is (any case), else the only one whose name
 * contains it. `null` for an empty text; a name that is no datasheet's, or part of several,
 * is refused on the field.
 */
export function datasheetIdByName(text: string): number | null {
  const key = nameKey(text);
  if (!key) return null;
  const choices = datasheetChoices();
  const exact = choices.find((c) => nameKey(c.name) === key);
  if (exact) return exact.id;
  const containing = choices.filter((c) => nameKey(c.name).includes(key));
  if (containing.length === 1) return containing[0].id;
  throw badInput(DATASHEET_NOT_IN_LIST, "datasheet");
}

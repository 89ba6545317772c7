/**
 * The content lists staff arrange by hand and search by title (FAQ videos, know-how guides, blog
 * posts): a page of rows in display order, and the move of a row, written in the audit log. Each
 * model describes its table once ({@link OrderedContent}) and keeps its own exported functions.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import { ADMIN_PAGE_SIZE } from "~/constants";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { moveRow, placeNextTo, type MoveDirection } from "~/models/ordering.server";
import { likePattern, pageOf } from "~/models/paging.server";
import { notFound } from "~/utils/domain-error";

export type OrderedContent = {
  table: SQLiteTableWithColumns<any>;
  idColumn: SQLiteColumn;
  positionColumn: SQLiteColumn;
  /** The column `q` searches and the audit summary names a row by. */
  titleColumn: SQLiteColumn;
  /** The audit log's entity ("know_how") and a row's name in its summaries ("know-how guide"). */
  entity: string;
  noun: string;
  notFoundMessage: string;
};

/**
 * A page of the list in display order (position, then id), `q` searching titles; `all` counts
 * the whole list whatever `q` selects.
 */
export function listOrdered<Row>(
  content: OrderedContent,
  { q, page }: { q?: string; page?: number },
) {
  const { table, idColumn, positionColumn, titleColumn } = content;
  const term = q?.trim();
  const where = term ? sql`${titleColumn} LIKE ${likePattern(term)} ESCAPE '\\'` : undefined;
  const total = db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
  const all = db.select({ n: count() }).from(table).get()?.n ?? 0;
  const paging = pageOf(total, page, ADMIN_PAGE_SIZE);
  const rows = db
    .select()
    .from(table)
    .where(where)
    .orderBy(asc(positionColumn), asc(idColumn))
    .limit(paging.pageSize)
    .offset(paging.offset)
    .all() as Row[];
  return { ...paging, total, all, rows };
}

/**
 * Moves row `id` one place up or down; past `neighbour` (the row a searched table shows beside
 * it) when given. False when it cannot move further; a move is audited with the index before
 * and after.
 */
export function moveOrdered(
  content: OrderedContent,
  actor: Actor,
  id: number,
  direction: MoveDirection,
  neighbour?: number,
): boolean {
  const { table, idColumn, positionColumn, titleColumn } = content;
  const placement = { table, idColumn, positionColumn, id };
  const read = () =>
    db
      .select({ title: titleColumn, position: positionColumn })
      .from(table)
      .where(eq(idColumn, id))
      .get() as { title: string; position: number } | undefined;
  return db.transaction(() => {
    const row = read();
    if (!row) throw notFound(content.notFoundMessage);
    const moved =
      neighbour !== undefined
        ? placeNextTo({
            ...placement,
            target: neighbour,
            side: direction === "up" ? "before" : "after",
          })
        : moveRow({ ...placement, direction });
    if (moved) {
      audit(actor, {
        action: "move",
        entity: content.entity,
        entityId: id,
        summary: `Moved ${content.noun} ${row.title} ${direction}`,
        before: { index: row.position },
        after: { index: read()!.position },
      });
    }
    return moved;
  });
}

/**
 * Display order of the lists staff arrange (categories within their parent, specification
 * groups and values, certificates, videos, know-how, blog posts): a `position` column, ties
 * broken by id. Moving a row swaps it with its neighbour and renumbers the list 0…n-1 in one
 * transaction, so positions stay dense whatever was there before.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import { db } from "~/db.server";

type Ordered = SQLiteTableWithColumns<any>;

export type MoveDirection = "up" | "down";

/**
 * Moves row `id` one place up or down among the rows `scope` selects; false when it is already
 * first (up) or last (down), or not there.
 */
export function moveRow(options: {
  table: Ordered;
  id: number;
  idColumn: SQLiteColumn;
  positionColumn: SQLiteColumn;
  scope?: SQL;
  direction: MoveDirection;
}): boolean {
  const { table, id, idColumn, positionColumn, scope, direction } = options;
  return db.transaction((tx) => {
    const rows = tx
      .select({ id: idColumn })
      .from(table)
      .where(scope)
      .orderBy(asc(positionColumn), asc(idColumn))
      .all() as { id: number }[];
    const from = rows.findIndex((r) => r.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= rows.length) return false;
    [rows[from], rows[to]] = [rows[to], rows[from]];
    rows.forEach((row, position) => {
      tx.run(
        sql`UPDATE ${table} SET ${sql.identifier(positionColumn.name)} = ${position} WHERE ${eq(idColumn, row.id)}`,
      );
    });
    return true;
  });
}

/** The position a new row takes: after the last of its list. */
export function nextPosition(table: Ordered, positionColumn: SQLiteColumn, scope?: SQL) {
  const row = db
    .select({ last: positionColumn })
    .from(table)
    .where(scope)
    .orderBy(asc(positionColumn))
    .all() as { last: number }[];
  return row.length ? Math.max(...row.map((r) => r.last)) + 1 : 0;
}

type Placement = {
  table: Ordered;
  id: number;
  idColumn: SQLiteColumn;
  positionColumn: SQLiteColumn;
  scope?: SQL;
};

/** The ids of the list in display order, with `id` taken out (and whether it was there). */
function othersInOrder({ table, id, idColumn, positionColumn, scope }: Placement) {
  const rows = db
    .select({ id: idColumn })
    .from(table)
    .where(scope)
    .orderBy(asc(positionColumn), asc(idColumn))
    .all() as { id: number }[];
  const ids = rows.map((r) => r.id);
  const at = ids.indexOf(id);
  if (at >= 0) ids.splice(at, 1);
  return { ids, found: at >= 0 };
}

function renumber({ table, idColumn, positionColumn }: Placement, ids: number[]) {
  ids.forEach((rowId, position) => {
    db.run(
      sql`UPDATE ${table} SET ${sql.identifier(positionColumn.name)} = ${position} WHERE ${eq(idColumn, rowId)}`,
    );
  });
}

/**
 * Puts row `id` at `index` (0 is first; past the end is last) and renumbers the list 0…n-1:
 * the `index` of the API's create and update calls. Call it inside the write's transaction.
 */
export function placeRow(options: Placement & { index: number }): boolean {
  const { ids, found } = othersInOrder(options);
  if (!found) return false;
  ids.splice(Math.max(0, Math.min(Math.trunc(options.index), ids.length)), 0, options.id);
  renumber(options, ids);
  return true;
}

/**
 * Puts row `id` just before or after row `target` and renumbers the list 0…n-1. A filtered
 * table moves a row past the neighbour it shows (which need not be its neighbour in the whole
 * list); false when either row is not there.
 */
export function placeNextTo(
  options: Placement & { target: number; side: "before" | "after" },
): boolean {
  if (options.target === options.id) return false;
  const { ids, found } = othersInOrder(options);
  const at = ids.indexOf(options.target);
  if (!found || at < 0) return false;
  ids.splice(options.side === "before" ? at : at + 1, 0, options.id);
  renumber(options, ids);
  return true;
}

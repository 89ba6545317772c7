/**
 * Display order of the short lists staff arrange (categories within their parent,
 * specification groups and values, certificates, videos, know-how): a `position` column,
 * ties broken by id. Moving a row swaps it with its neighbour and renumbers the list 0…n-1 in
 * one transaction, so positions stay dense whatever was there before.
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

/**
 * Puts row `id` at `position` (0 is the first; past the end means last) among the rows `scope`
 * selects, and renumbers the list 0…n-1; false when the row is not there.
 */
export function placeRow(options: {
  table: Ordered;
  id: number;
  idColumn: SQLiteColumn;
  positionColumn: SQLiteColumn;
  scope?: SQL;
  position: number;
}): boolean {
  const { table, id, idColumn, positionColumn, scope, position } = options;
  return db.transaction((tx) => {
    const rows = tx
      .select({ id: idColumn })
      .from(table)
      .where(scope)
      .orderBy(asc(positionColumn), asc(idColumn))
      .all() as { id: number }[];
    const from = rows.findIndex((r) => r.id === id);
    if (from < 0) return false;
    const [row] = rows.splice(from, 1);
    rows.splice(Math.min(Math.max(0, position), rows.length), 0, row);
    rows.forEach((r, i) => {
      tx.run(
        sql`UPDATE ${table} SET ${sql.identifier(positionColumn.name)} = ${i} WHERE ${eq(idColumn, r.id)}`,
      );
    });
    return true;
  });
}

/**
 * Display order of the lists staff arrange (categories within their parent, specification
 * groups and values, certificates, videos, know-how, blog posts): a `position` column, ties
 * broken by id. Moving a row swaps it with its neighbour (in a searched table, the one the
 * table shows) and renumbers the list 0…n-1 in one transaction, so positions stay dense
 * whatever was there before.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import { db } from "~/db.server";

type Ordered = SQLiteTableWithColumns<any>;

export type MoveDirection = "up" | "down";

/**
 * Moves row `id` one place up or down among the rows `scope` selects; false when it is already
 * first (up) or last (down), or not there.
 *
 * `among` is what a searched table shows of the list: the row then moves past the nearest of
 * those rows (the neighbour the table shows, which need not be its neighbour in the whole list),
 * so that one click changes what the table shows; "first" and "last" are then among them too.
 */
export function moveRow(options: {
  table: Ordered;
  id: number;
  idColumn: SQLiteColumn;
  positionColumn: SQLiteColumn;
  scope?: SQL;
  direction: MoveDirection;
  among?: ReadonlySet<number>;
}): boolean {
  const { table, id, idColumn, positionColumn, scope, direction, among } = options;
  return db.transaction((tx) => {
    const ids = (
      tx
        .select({ id: idColumn })
        .from(table)
        .where(scope)
        .orderBy(asc(positionColumn), asc(idColumn))
        .all() as { id: number }[]
    ).map((r) => r.id);
    const from = ids.indexOf(id);
    if (from < 0) return false;
    const step = direction === "up" ? -1 : 1;
    let to = from + step;
    while (among && to >= 0 && to < ids.length && !among.has(ids[to])) to += step;
    if (to < 0 || to >= ids.length) return false;
    // Out of its place and in at the neighbour's: before it going up, after it going down.
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    ids.forEach((rowId, position) => {
      tx.run(
        sql`UPDATE ${table} SET ${sql.identifier(positionColumn.name)} = ${position} WHERE ${eq(idColumn, rowId)}`,
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

/**
 * Display order of the lists staff arrange (categories within their parent, specification
 * groups and values, certificates, videos, know-how, blog posts, a product's images): a
 * `position` column, ties broken by id, renumbered 0…n-1 on every change so positions stay
 * dense whatever was there before. These are the primitives; the screens' one protocol (move
 * up or down past the row the table shows, refused with a message at the ends) is
 * `moveOrdered` in ordered-content.server.ts.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import { db } from "~/db.server";

type Ordered = SQLiteTableWithColumns<any>;

export type MoveDirection = "up" | "down";

type Placement = {
  table: Ordered;
  id: number;
  idColumn: SQLiteColumn;
  positionColumn: SQLiteColumn;
  /** The list the row belongs to (the siblings of a category); the whole table without it. */
  scope?: SQL;
};

/** The ids of the list in display order. */
function idsInOrder({ table, idColumn, positionColumn, scope }: Placement) {
  const rows = db
    .select({ id: idColumn })
    .from(table)
    .where(scope)
    .orderBy(asc(positionColumn), asc(idColumn))
    .all() as { id: number }[];
  return rows.map((r) => r.id);
}

function renumber({ table, idColumn, positionColumn }: Placement, ids: number[]) {
  ids.forEach((rowId, position) => {
    db.run(
      sql`UPDATE ${table} SET ${sql.identifier(positionColumn.name)} = ${position} WHERE ${eq(idColumn, rowId)}`,
    );
  });
}

/**
 * Moves row `id` one place up or down among the rows `scope` selects; false when it is already
 * first (up) or last (down), or not there.
 *
 * `among` is what a searched table shows of the list: the row then moves past the nearest of
 * those rows (the neighbour the table shows, which need not be its neighbour in the whole list),
 * so that one click changes what the table shows; "first" and "last" are then among them too.
 */
export function moveRow(
  options: Placement & { direction: MoveDirection; among?: ReadonlySet<number> },
): boolean {
  const { id, direction, among } = options;
  return db.transaction(() => {
    const ids = idsInOrder(options);
    const from = ids.indexOf(id);
    if (from < 0) return false;
    const step = direction === "up" ? -1 : 1;
    let to = from + step;
    while (among && to >= 0 && to < ids.length && !among.has(ids[to])) to += step;
    if (to < 0 || to >= ids.length) return false;
    // Out of its place and in at the neighbour's: before it going up, after it going down.
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    renumber(options, ids);
    return true;
  });
}

/** The position a new row takes: after the last of its list. */
export function nextPosition(table: Ordered, positionColumn: SQLiteColumn, scope?: SQL) {
  const row = db
    .select({ last: sql<number | null>`max(${positionColumn})` })
    .from(table)
    .where(scope)
    .get() as { last: number | null } | undefined;
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/**
 * Puts row `id` at `index` (0 is first; past the end is last) and renumbers the list 0…n-1:
 * the `index` of the API's create and update calls. Call it inside the write's transaction.
 */
export function placeRow(options: Placement & { index: number }) {
  const ids = idsInOrder(options).filter((rowId) => rowId !== options.id);
  ids.splice(Math.max(0, Math.min(Math.trunc(options.index), ids.length)), 0, options.id);
  renumber(options, ids);
}

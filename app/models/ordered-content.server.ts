/**
 * The lists staff arrange by hand and search (certificates, FAQ videos, know-how guides, blog
 * posts, categories among their siblings): a page of rows in display order, and the one way a
 * row moves. Each model describes its list once ({@link OrderedList}) and keeps its own exported
 * functions.
 *
 * The move protocol, for every screen: the row buttons post the row's id and a direction, to the
 * list's own address (its `q` kept). A row moves past the nearest row that the search `q`
 * selects (the neighbour the table shows, which need not be its neighbour in the whole list), or
 * past its neighbour when nothing is searched. At the ends it does not move: a DomainError (400,
 * "“name” is already first.") says so, as any refused change does. A missing row is a 404.
 */
import { asc, count, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import { ADMIN_PAGE_SIZE } from "~/constants";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { moveRow, type MoveDirection } from "~/models/ordering.server";
import { likePattern, pageOf } from "~/models/paging.server";
import { badInput, notFound } from "~/utils/domain-error";

/** The toast of a move in the content lists (videos, know-how, blog). */
export const ORDER_UPDATED = "Order updated";

export type OrderedList = {
  table: SQLiteTableWithColumns<any>;
  idColumn: SQLiteColumn;
  positionColumn: SQLiteColumn;
  /** The column that names a row in messages and in the audit log. */
  nameColumn: SQLiteColumn;
  /** The columns `q` searches (case-insensitively). */
  searchColumns: SQLiteColumn[];
  /** The audit log's entity ("know_how") and a row's name in its summaries ("know-how guide"). */
  entity: string;
  noun: string;
  notFoundMessage: string;
  /** The part of the table the row is ordered within (a category's siblings); all of it without. */
  scope?: SQL;
  /** The ids `q` selects, when the search is not over the table's own columns (categories). */
  matching?: (q: string) => number[];
};

/**
 * The list of a content table (FAQ videos, know-how guides, blog posts): ordered by its
 * `position`, and named in messages and searched by its `title`.
 */
export function titledList(
  table: SQLiteTableWithColumns<any> & Record<"id" | "position" | "title", SQLiteColumn>,
  about: Pick<OrderedList, "entity" | "noun" | "notFoundMessage">,
): OrderedList {
  return {
    table,
    idColumn: table.id,
    positionColumn: table.position,
    nameColumn: table.title,
    searchColumns: [table.title],
    ...about,
  };
}

/** What `q` selects of the list: a condition on its search columns, none when it is empty. */
function searched(list: OrderedList, q?: string): SQL | undefined {
  const term = q?.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(...list.searchColumns.map((c) => sql`lower(${c}) LIKE ${pattern} ESCAPE '\\'`));
}

/** The whole list in display order, each row as `view` shows it (the storefront, the API). */
export function listAll<Row, View>(list: OrderedList, view: (row: Row) => View): View[] {
  const { table, idColumn, positionColumn } = list;
  const rows = db.select().from(table).orderBy(asc(positionColumn), asc(idColumn)).all();
  return (rows as Row[]).map(view);
}

/**
 * A page of the list in display order (position, then id), `q` searching its search columns,
 * each row as `view` shows it. A row says whether it is the `first` or `last` of what the search
 * shows (its move buttons), and its `rowNumber` across pages; `all` counts the whole list
 * whatever `q` selects.
 */
export function listOrdered<Row, View>(
  list: OrderedList,
  { q, page }: { q?: string; page?: number },
  view: (row: Row) => View,
) {
  const { table, idColumn, positionColumn } = list;
  const where = searched(list, q);
  const total = db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
  const all = db.select({ n: count() }).from(table).get()?.n ?? 0;
  const paging = pageOf(total, page, ADMIN_PAGE_SIZE);
  const rows = db
    .select({
      ...getTableColumns(table),
      rank: sql<number>`row_number() OVER (ORDER BY ${positionColumn}, ${idColumn})`,
    })
    .from(table)
    .where(where)
    .orderBy(asc(positionColumn), asc(idColumn))
    .limit(paging.pageSize)
    .offset(paging.offset)
    .all() as (Row & { rank: number })[];
  return {
    ...paging,
    total,
    all,
    q: q?.trim() ?? "",
    rows: rows.map(({ rank, ...row }) => ({
      ...view(row as Row),
      rowNumber: rank,
      first: rank === 1,
      last: rank === total,
    })),
  };
}

/**
 * Moves row `id` one place up or down (see the protocol above) and writes the move, with the
 * row's index before and after, in the audit log.
 */
export function moveOrdered(
  list: OrderedList,
  actor: Actor,
  id: number,
  direction: MoveDirection,
  q?: string,
) {
  const { table, idColumn, positionColumn, nameColumn, scope } = list;
  const read = () =>
    db
      .select({ name: nameColumn, position: positionColumn })
      .from(table)
      .where(eq(idColumn, id))
      .get() as { name: string; position: number } | undefined;
  db.transaction(() => {
    const row = read();
    if (!row) throw notFound(list.notFoundMessage);
    const term = q?.trim();
    const among = term
      ? new Set(
          list.matching
            ? list.matching(term)
            : (
                db.select({ id: idColumn }).from(table).where(searched(list, term)).all() as {
                  id: number;
                }[]
              ).map((r) => r.id),
        )
      : undefined;
    if (!moveRow({ table, id, idColumn, positionColumn, scope, direction, among })) {
      throw badInput(`“${row.name}” is already ${direction === "up" ? "first" : "last"}.`);
    }
    audit(actor, {
      action: "move",
      entity: list.entity,
      entityId: id,
      summary: `Moved ${list.noun} ${row.name} ${direction}`,
      before: { index: row.position },
      after: { index: read()!.position },
    });
  });
}

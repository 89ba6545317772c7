/**
 * What the models of the admin resources (certificates, videos, know-how, blog posts, datasheets)
 * share: a row read by its id, a 404 with the resource's own message when it is missing, and the
 * audit log's record of a write made from what the row was and what it became.
 */
import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { notFound } from "~/utils/domain-error";

export function records<Row>(spec: {
  table: SQLiteTableWithColumns<any>;
  idColumn: SQLiteColumn;
  /** The audit log's name of the resource ("know_how"). */
  entity: string;
  notFoundMessage: string;
  /** What the audit log keeps of a row. */
  view: (row: Row) => Record<string, unknown>;
}) {
  const rowOf = (id: number) =>
    (db.select().from(spec.table).where(eq(spec.idColumn, id)).get() as Row | undefined) ?? null;
  return {
    rowOf,
    /** The row, or a 404. */
    existing(id: number): Row {
      const row = rowOf(id);
      if (!row) throw notFound(spec.notFoundMessage);
      return row;
    },
    /** Records a write (inside its transaction): a create has no `before`, a delete no `after`. */
    audit(actor: Actor, id: number, summary: string, before: Row | null, after?: Row | null) {
      audit(actor, {
        action: !after ? "delete" : before ? "update" : "create",
        entity: spec.entity,
        entityId: id,
        summary,
        before: before && spec.view(before),
        after: after && spec.view(after),
      });
    },
  };
}

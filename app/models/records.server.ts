/**
 * What the models of the admin resources (certificates, videos, know-how guides, blog posts)
 * share: a row read by its id, a 404 with the resource's own message when it is missing, and
 * writes made the same way each time: the change and its audit record (what the row was and
 * what it became) in one transaction, then, once that has committed, the stored files the
 * change replaced or the delete left behind are removed.
 */
import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { removeStored } from "~/models/content-files.server";
import { notFound } from "~/utils/domain-error";

export function records<Row extends { id: number }>(spec: {
  table: SQLiteTableWithColumns<any>;
  idColumn: SQLiteColumn;
  /** The audit log's name of the resource ("know_how"). */
  entity: string;
  notFoundMessage: string;
  /** The columns that hold stored files (an image's main file, a PDF). */
  files?: (keyof Row)[];
}) {
  const rowOf = (id: number) =>
    (db.select().from(spec.table).where(eq(spec.idColumn, id)).get() as Row | undefined) ?? null;
  const existing = (id: number): Row => {
    const row = rowOf(id);
    if (!row) throw notFound(spec.notFoundMessage);
    return row;
  };
  /** Writes begin by taking the write lock, so what they read first stays true until they commit. */
  const write = <T>(fn: () => T) => db.transaction(fn, { behavior: "immediate" });
  const stored = (row: Row) => (spec.files ?? []).map((column) => row[column] as string | null);
  /** A create has no `before`, a delete no `after`; the log keeps all but the id. */
  const record = (actor: Actor, summary: string, before: Row | null, after: Row | null) => {
    const { id, ...was } = before ?? ({} as Row);
    const { id: _, ...is } = after ?? ({} as Row);
    audit(actor, {
      action: !after ? "delete" : before ? "update" : "create",
      entity: spec.entity,
      entityId: after?.id ?? id,
      summary,
      before: before && was,
      after: after && is,
    });
  };
  return {
    rowOf,
    existing,
    /**
     * Inserts the row `values` gives (then runs `also` with it, in the same transaction: a
     * placement in the order), with its audit record.
     */
    create(
      actor: Actor,
      values: () => Partial<Row>,
      summary: (row: Row) => string,
      also?: (row: Row) => void,
    ) {
      return write(() => {
        const inserted = db.insert(spec.table).values(values()).returning().get() as Row;
        also?.(inserted);
        const row = rowOf(inserted.id)!;
        record(actor, summary(row), null, row);
        return row;
      });
    },
    /**
     * Changes row `id` to what `set` gives (then runs `also`, inside the same transaction),
     * audited with `summary`; the files it replaced go after the commit.
     */
    async change(
      actor: Actor,
      id: number,
      set: (before: Row) => Partial<Row>,
      summary: (before: Row, after: Row) => string,
      also?: () => void,
    ) {
      const { before, after } = write(() => {
        const before = existing(id);
        db.update(spec.table).set(set(before)).where(eq(spec.idColumn, id)).run();
        also?.();
        const after = rowOf(id)!;
        record(actor, summary(before, after), before, after);
        return { before, after };
      });
      const kept = new Set(stored(after));
      await removeStored(...stored(before).filter((file) => !kept.has(file)));
      return after;
    },
    /** Deletes row `id` with its audit record (`summary` is read before), then its files. */
    async remove(actor: Actor, id: number, summary: (before: Row) => string) {
      const before = write(() => {
        const before = existing(id);
        const said = summary(before);
        db.delete(spec.table).where(eq(spec.idColumn, id)).run();
        record(actor, said, before, null);
        return before;
      });
      await removeStored(...stored(before));
      return before;
    },
  };
}

/** Paging of the admin tables: the page asked for, kept within range, and where it starts. */
import { count, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { ADMIN_PAGE_SIZE } from "~/constants";
import { db } from "~/db.server";

/** The page asked for, kept within range, and where it starts. */
export function pageOf(total: number, requested: number | undefined, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requested ?? 1) || 1), pageCount);
  return { page, pageCount, pageSize, offset: (page - 1) * pageSize };
}

/** `%term%` for LIKE, with the wildcards of the term escaped (use with ESCAPE '\'). */
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of an admin table: the rows of `table` that `where` selects are counted, the page
 * asked for is read by `read` (with its limit and offset), and each row is numbered across the
 * pages (`index`, 1 first).
 */
export function numberedPage<T>(
  table: SQLiteTable,
  where: SQL | undefined,
  requested: number | undefined,
  read: (limit: number, offset: number) => T[],
) {
  const total = db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
  return numbered(total, requested, read);
}

/** {@link numberedPage} of a hand-written query: `from` is its `FROM … WHERE …`, counted here. */
export function numberedSqlPage<T>(
  from: SQL,
  requested: number | undefined,
  read: (limit: number, offset: number) => T[],
) {
  const total = db.get<{ n: number }>(sql`SELECT count(*) AS n ${from}`)?.n ?? 0;
  return numbered(total, requested, read);
}

function numbered<T>(
  total: number,
  requested: number | undefined,
  read: (limit: number, offset: number) => T[],
) {
  const paging = pageOf(total, requested, ADMIN_PAGE_SIZE);
  const rows = read(paging.pageSize, paging.offset).map((row, i) => ({
    ...row,
    index: paging.offset + i + 1,
  }));
  return { ...paging, total, rows };
}

/**
 * Queries of the request path, prepared once: drizzle builds their SQL and SQLite parses it on
 * first use only, then each request binds its values (about a third of the time of building the
 * same query again, measured on the listing's image query: 60 µs against 170 µs).
 *
 *   const imagesOf = prepared(() => db.select().from(productImages)
 *     .where(inIds(productImages.productId)).prepare());
 *   imagesOf().all(idList(productIds));
 */
import { sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/** A query built on its first call and reused after. */
export function prepared<T>(build: () => T): () => T {
  let query: T | undefined;
  return () => (query ??= build());
}

/**
 * `column IN (the ids)` with the whole list as one parameter (`idList`), so that one prepared
 * query serves lists of any length. SQLite still looks each id up in the column's index.
 */
export function inIds(column: AnySQLiteColumn): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`;
}

/** The parameter of `inIds`. */
export function idList(ids: Iterable<number>) {
  return { ids: JSON.stringify([...ids]) };
}

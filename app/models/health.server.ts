import { sql } from "drizzle-orm";
import { db } from "~/db.server";

/** Proves the database answers: a real read of a real table. */
export function checkDatabase() {
  const row = db.get<{ products: number }>(sql`SELECT count(*) AS products FROM products`);
  return { database: "ok" as const, products: row.products };
}

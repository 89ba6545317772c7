/**
 * The Customer List (docs/admin.md, Customer List): the people who reviewed products, one row per
 * e-mail address. The customers table is kept by triggers on reviews (migration 0006), so reading
 * it is one indexed query a page, whatever the number of reviews; the CSV export reads it in
 * batches.
 */
import { asc, desc, sql, type SQL } from "drizzle-orm";
import { customers, products } from "../../db/schema";
import { CSV_BATCH_SIZE } from "~/constants";
import { db } from "~/db.server";
import { likePattern, numberedPage } from "~/models/paging.server";
import type { CustomerSort } from "~/schemas/customers";

export type Customer = typeof customers.$inferSelect;

function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  // Phone numbers are stored as digits: a term written like one ("+44 7911 123 456") finds
  // them by its digits; any other term is matched as it is.
  const digits = /^[\d\s+().-]+$/.test(term) ? term.replace(/\D/g, "") : "";
  const phone = digits ? likePattern(digits) : pattern;
  return sql`(${customers.name} LIKE ${pattern} ESCAPE '\\'
    OR ${customers.email} LIKE ${pattern} ESCAPE '\\'
    OR ${customers.country} LIKE ${pattern} ESCAPE '\\'
    OR ${customers.phone} LIKE ${phone} ESCAPE '\\'
    OR (${customers.countryCode} || ${customers.phone}) LIKE ${phone} ESCAPE '\\')`;
}

function orderOf(sort: CustomerSort | undefined) {
  switch (sort) {
    case "oldest":
      return [asc(customers.lastReviewAt), asc(customers.email)];
    case "name":
      return [asc(sql`${customers.name} COLLATE NOCASE`), asc(customers.email)];
    default:
      return [desc(customers.lastReviewAt), asc(customers.email)];
  }
}

export type CustomerQuery = { q?: string; sort?: CustomerSort; page?: number };

/**
 * One page of customers (newest review first by default), searched by name, e-mail, country
 * and phone; `index` numbers the rows from 1 across pages. `catalogueEmpty`: there are no
 * products at all (the screen then says "No products available", as the spec has it).
 */
export function listCustomers(query: CustomerQuery = {}) {
  const where = searchCondition(query.q);
  const { rows, ...page } = numberedPage(customers, where, query.page, (limit, offset) =>
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(limit)
      .offset(offset)
      .all(),
  );
  return {
    ...page,
    customers: rows,
    catalogueEmpty: !db.select({ id: products.id }).from(products).limit(1).get(),
  };
}

/**
 * Every customer the query selects, in its order, read {@link CSV_BATCH_SIZE} rows at a time:
 * the CSV export streams these batches, so 100,000 customers never sit in memory at once.
 */
export function* customerBatches(query: Omit<CustomerQuery, "page"> = {}) {
  const where = searchCondition(query.q);
  for (let offset = 0; ; offset += CSV_BATCH_SIZE) {
    const rows = db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(CSV_BATCH_SIZE)
      .offset(offset)
      .all();
    if (rows.length) yield rows;
    if (rows.length < CSV_BATCH_SIZE) return;
  }
}

/**
 * Which products exist for visitors (docs/admin.md, Status): the one rule, in one place. A
 * product is visible when it is Published and, when it is a variant, its family's parent is
 * Published too (docs/variants.md: a family's variants are shown only while their parent is).
 * Drafts and archived products, and the variants of such a parent, are nowhere a visitor looks:
 * the listing and its counts (the catalogue index builds on it), search, suggestions, product
 * pages, variant links, compare, the quote basket, the sitemap, datasheets, the catalogue PDF and
 * the public `/api/bel` reads. Staff see them in the admin, and preview them at their address.
 *
 * The rule is written once, below, and given in the three forms the readers need:
 *
 *   - `visibleSql(alias)`: a condition on a row of products (a prepared statement's own SQL);
 *   - `isVisible()`: the same as a drizzle condition on the `products` table;
 *   - `HIDDEN_PRODUCT_IDS`: the ids of the products it hides, through products_status_idx and
 *     products_parent_idx (the hidden products alone, however large the catalogue). The
 *     listing's in-process index is built without them and follows them through the change log
 *     (catalogue-index.server.ts), so reads that have only ids, FTS5's rowids, ask the index
 *     (`CatalogueIndex.holds`): a set in memory, where a `rowid NOT IN (…)` would read the hidden
 *     products again for every query (30 ms with 15,000 of them in 100,000: measured).
 *
 * tests/models/product-visibility.test.ts holds the three to the same answer for every status of
 * a product and of its parent.
 */
import { sql, type SQL } from "drizzle-orm";
import { PRODUCT_STATUSES, type ProductStatus } from "../../db/schema";
import { db } from "~/db.server";

/** The one status visitors see. */
export const VISIBLE_STATUS: ProductStatus = "published";

/** The others, as an SQL list: `'draft', 'archived'` (an IN list, so the status index serves it). */
const HIDDEN_LIST = PRODUCT_STATUSES.filter((s) => s !== VISIBLE_STATUS)
  .map((s) => `'${s}'`)
  .join(", ");

/**
 * The rule as a condition on the products row `alias`. `preview`: an SQL expression for the id of
 * a product a staff member previews (docs/admin.md, Preview), which is shown, and counts as a
 * Published parent for its variants, so its page shows its family as visitors will see it once it
 * is published; none by default.
 */
export function visibleSql(alias: string, preview?: string): string {
  // `+status`: a test of each row, never a way in. Nearly every product is Published, but SQLite,
  // without statistics, takes the status index for a selective one: a listing's card families
  // then read every published product (2.5 s at 100,000 products, against 0.4 ms by their ids).
  const rule = `(+${alias}.status = '${VISIBLE_STATUS}'
    AND (${alias}.parent_id IS NULL${preview ? ` OR ${alias}.parent_id = ${preview}` : ""}
      OR EXISTS (SELECT 1 FROM products AS family_parent
                 WHERE family_parent.id = ${alias}.parent_id
                   AND +family_parent.status = '${VISIBLE_STATUS}')))`;
  // Without a preview, no `id = …` beside the rule: an OR on the rowid would cost the query its
  // plan (the product page's related products went from 2 to 47 ms at 100,000 products).
  return preview ? `(${alias}.id = ${preview} OR ${rule})` : rule;
}

/** The rule as a drizzle condition on the `products` table of the query. */
export const isVisible = (): SQL => sql.raw(visibleSql('"products"'));

/**
 * The ids of the products the rule hides: those not Published, and the variants of a parent not
 * Published. A subquery: `rowid NOT IN (${HIDDEN_PRODUCT_IDS})`.
 */
export const HIDDEN_PRODUCT_IDS = `SELECT id FROM products WHERE status IN (${HIDDEN_LIST})
  UNION ALL
  SELECT variant.id FROM products AS hidden_parent
    JOIN products AS variant ON variant.parent_id = hidden_parent.id
    WHERE hidden_parent.status IN (${HIDDEN_LIST})`;

/**
 * How many products visitors may see: all of them less the hidden ones, both counted from
 * indexes (a count of `visibleSql` would read every row: 40 ms at 100,000 products, 2 ms so).
 */
export function countVisibleProducts(): number {
  return (
    (db.$client
      .prepare(
        `SELECT (SELECT count(*) FROM products) - (SELECT count(*) FROM (${HIDDEN_PRODUCT_IDS}))`,
      )
      .pluck()
      .get() as number | undefined) ?? 0
  );
}

/**
 * How a product is sold (docs/quotes.md, How a product is sold): the one rule that the product
 * page's "Add to quote", the cards, the basket and the enquiry all read. It is read from the
 * product's value in the specification group whose slug is `length`, so staff set it where they
 * edit the product and nothing new is stored:
 *
 * - **by the pack**: a length in metres ("305 m", "100 m"): one piece is a pack of that length,
 *   its kind (drum, reel, box or coil) the first of those words in the product's name, a coil when
 *   the name has none. "Cat6 U/UTP LSZH Data Cable 305m Box Blue" is sold as 305 m boxes;
 * - **cut to length**: the value `cut-to-length` ("Cut to length"): a length cut to order, or
 *   one of the standard drums (DRUM_SIZES);
 * - **by the unit**: no Length value (or one that is neither): a quantity alone.
 */
import { eq, sql } from "drizzle-orm";
import { products, productSpecifications, specifications } from "../../db/schema";
import { LENGTH_MAX_M } from "~/constants";
import { db } from "~/db.server";
import { idList, inIds, prepared } from "~/models/prepared.server";
import { PACK_KINDS, type PackKind, type Sale } from "~/utils/quote-line";

/** The Length value of cable cut to order. */
export const CUT_TO_LENGTH = "cut-to-length";

const PACK_WORD = new RegExp(`\\b(${PACK_KINDS.join("|")})\\b`, "i");
const METRES = /^\s*(\d{1,3}(?:,\d{3})+|\d+)\s*(m|km)\s*$/i;

/** "305 m", "305m", "1,000 m", "1 km": whole metres, or null. */
function metresOf(text: string): number | null {
  const match = METRES.exec(text);
  if (!match) return null;
  const metres = Number(match[1].replace(/,/g, "")) * (match[2].toLowerCase() === "km" ? 1000 : 1);
  return metres >= 1 && metres <= LENGTH_MAX_M ? metres : null;
}

/** The rule, on a product's name and its Length value (its slug and title), if any. */
export function saleOf(name: string, length: { slug: string; title: string } | null): Sale {
  if (!length) return { kind: "unit" };
  if (length.slug === CUT_TO_LENGTH) return { kind: "cut" };
  const metres = metresOf(length.title) ?? metresOf(length.slug);
  if (metres === null) return { kind: "unit" };
  const word = PACK_WORD.exec(name)?.[1].toLowerCase() as PackKind | undefined;
  return { kind: "pack", metres, pack: word ?? "coil" };
}

const lengthsOf = prepared(() =>
  db
    .select({
      id: products.id,
      name: products.name,
      slug: specifications.slug,
      title: specifications.title,
    })
    .from(products)
    .leftJoin(
      productSpecifications,
      sql`${productSpecifications.productId} = ${products.id} AND ${productSpecifications.specId} =
        (SELECT grp.id FROM specifications AS grp WHERE grp.slug = 'length' AND grp.parent_id IS NULL)`,
    )
    .leftJoin(specifications, eq(specifications.id, productSpecifications.valueId))
    .where(inIds(products.id))
    .prepare(),
);

/** How each of these products is sold, by id: one query for any number (a page's, a basket's). */
export function salesOf(productIds: number[]): Map<number, Sale> {
  if (productIds.length === 0) return new Map();
  return new Map(
    lengthsOf()
      .all(idList(new Set(productIds)))
      .map((row) => [
        row.id,
        saleOf(row.name, row.slug === null ? null : { slug: row.slug, title: row.title ?? "" }),
      ]),
  );
}

/** Of these products, those whose "Add to quote" needs a length chosen (cut to length). */
export function cutToLength(productIds: number[]): Set<number> {
  const cut = new Set<number>();
  for (const [id, sale] of salesOf(productIds)) if (sale.kind === "cut") cut.add(id);
  return cut;
}

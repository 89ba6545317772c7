/**
 * A comparison of products side by side (/compare, docs/variants.md: Comparison): the products of
 * an address and every specification group any of them has, as rows, in three queries whatever
 * the number of products. Only products visitors may see are compared (docs/admin.md, Status):
 * another's slug is one that names no product.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  datasheets,
  productImages,
  products,
  productSpecifications,
  specifications,
} from "../../db/schema";
import { COMPARE_MAX } from "~/constants";
import { db, readSnapshot } from "~/db.server";
import { listProductCards } from "~/models/listing.server";
import { idList, inIds, prepared } from "~/models/prepared.server";
import { shownAlt } from "~/models/product.server";
import { isVisible } from "~/models/product-visibility.server";
import { cutToLength } from "~/models/sale.server";
import { imageStem, uploadUrl } from "~/utils/uploads";

/** What a column's head shows of a product. */
export type ComparedProduct = {
  slug: string;
  name: string;
  /** The reference (shortdescription), "" when it has none. */
  reference: string;
  imagealt: string;
  /** The main picture's stem and size (imageRenditions makes its srcset), or none. */
  image: { stem: string; width: number; height: number } | null;
  ratings: number;
  numOfReviews: number;
  datasheetUrl: string | null;
  /** Cable sold by length (docs/quotes.md): its "Add to quote" asks for a drum, as a card's. */
  /** Its "Add to quote" asks for a length first (cable cut to length: docs/quotes.md). */
  cutToLength: boolean;
};

/** A specification group: each product's value (null: the product has none) in column order. */
export type ComparisonRow = { title: string; values: (string | null)[]; differs: boolean };

export type Comparison = {
  /** The products compared, in the address's order, at most COMPARE_MAX. */
  products: ComparedProduct[];
  rows: ComparisonRow[];
  /** Products named in the address past the COMPARE_MAX compared. */
  leftOut: { slug: string; name: string }[];
  /** Slugs of the address that name no product. */
  unknown: string[];
};

/** `slug IN (the slugs)` with the list as one parameter, as inIds does for ids. */
const inSlugs = sql`${products.slug} IN (SELECT value FROM json_each(${sql.placeholder("slugs")}))`;

const comparedRows = prepared(() =>
  db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      shortdescription: products.shortdescription,
      imagealt: products.imagealt,
      ratings: products.ratings,
      numOfReviews: products.numOfReviews,
      datasheetFile: datasheets.file,
      file: productImages.file,
      width: productImages.width,
      height: productImages.height,
    })
    .from(products)
    .leftJoin(datasheets, eq(datasheets.id, products.datasheetId))
    .leftJoin(
      productImages,
      sql`${productImages.id} = (SELECT main.id FROM product_images AS main
        WHERE main.product_id = ${products.id} ORDER BY main.position, main.id LIMIT 1)`,
    )
    .where(and(inSlugs, isVisible()))
    .prepare(),
);

/** Each product's value of each group, the groups in their display order. */
const comparedSpecifications = prepared(() =>
  db
    .select({
      productId: productSpecifications.productId,
      groupId: sql<number>`grp.id`,
      group: sql<string>`grp.title`,
      value: specifications.title,
    })
    .from(productSpecifications)
    .innerJoin(specifications, eq(specifications.id, productSpecifications.valueId))
    .innerJoin(sql`specifications AS grp`, sql`grp.id = ${productSpecifications.specId}`)
    .where(inIds(productSpecifications.productId))
    .orderBy(sql`grp.position`, sql`grp.id`)
    .prepare(),
);

/**
 * The comparison of the products `slugs` name (compareSlugs: trimmed, without repeats), in that
 * order: the first COMPARE_MAX that exist as columns, every specification group of any of them as
 * a row (its value or null per product), a row marked `differs` when its values are not all the
 * same (a product without the group differs from one with it). Three queries (the products, their
 * specifications, those sold by length), in one snapshot.
 */
export function getComparison(slugs: string[]): Comparison {
  if (slugs.length === 0) return { products: [], rows: [], leftOut: [], unknown: [] };
  return readSnapshot(() => {
    const found = new Map(
      comparedRows()
        .all({ slugs: JSON.stringify(slugs) })
        .map((row) => [row.slug, row]),
    );
    const known = slugs.flatMap((slug) => found.get(slug) ?? []);
    const compared = known.slice(0, COMPARE_MAX);
    const column = new Map(compared.map((row, i) => [row.id, i]));

    const rows = new Map<number, ComparisonRow>();
    if (compared.length) {
      for (const s of comparedSpecifications().all(idList(column.keys()))) {
        let row = rows.get(s.groupId);
        if (!row) {
          row = { title: s.group, values: compared.map(() => null), differs: false };
          rows.set(s.groupId, row);
        }
        row.values[column.get(s.productId)!] = s.value;
      }
    }
    for (const row of rows.values()) row.differs = new Set(row.values).size > 1;
    const cut = cutToLength([...column.keys()]);

    return {
      products: compared.map((row) => ({
        slug: row.slug,
        name: row.name,
        reference: row.shortdescription,
        imagealt: shownAlt(row),
        image:
          row.file !== null
            ? { stem: imageStem(uploadUrl(row.file)!), width: row.width!, height: row.height! }
            : null,
        ratings: row.ratings,
        numOfReviews: row.numOfReviews,
        datasheetUrl: uploadUrl(row.datasheetFile),
        cutToLength: cut.has(row.id),
      })),
      rows: [...rows.values()],
      leftOut: known.slice(COMPARE_MAX).map((row) => ({ slug: row.slug, name: row.name })),
      unknown: slugs.filter((slug) => !found.has(slug)),
    };
  });
}

/** How many products a search on the comparison page offers to add. */
export const ADD_RESULTS = 8;

/**
 * Products to add to a comparison: the best matches of the listing's keyword search, without
 * those compared already (the page's "Add a product" form, which works without JavaScript).
 */
export function productsToAdd(keyword: string, compared: string[]) {
  const { products: cards } = listProductCards({ keyword });
  return cards
    .filter((card) => !compared.includes(card.slug))
    .slice(0, ADD_RESULTS)
    .map((card) => ({ slug: card.slug, name: card.name, reference: card.shortdescription }));
}

const namesOfSlugs = prepared(() =>
  db
    .select({ slug: products.slug, name: products.name })
    .from(products)
    .where(and(inSlugs, isVisible()))
    .prepare(),
);

/**
 * The products of a comparison carried in a page's address (docs/variants.md: Adding products),
 * in its order, with their names, for the compare tray drawn without JavaScript; slugs that name
 * no product are left out. One query.
 */
export function getComparedItems(slugs: string[]): { slug: string; name: string }[] {
  if (slugs.length === 0) return [];
  const names = new Map(
    namesOfSlugs()
      .all({ slugs: JSON.stringify(slugs) })
      .map((row) => [row.slug, row.name]),
  );
  return slugs.flatMap((slug) => {
    const name = names.get(slug);
    return name === undefined ? [] : [{ slug, name }];
  });
}

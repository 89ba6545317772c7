import { asc, isNull, max, count, sql } from "drizzle-orm";
import { cataloguePdf } from "~/pdf/catalogue.server";
import { categories, products } from "../../db/schema";
import { db } from "~/db.server";
import { getSiteSettings } from "~/models/site.server";

/** Products listed per family in the PDF; a bigger catalogue points to the website for the rest. */
const PER_SECTION = 250;

let cached: { version: string; pdf: Uint8Array } | null = null;

/**
 * The downloadable catalogue, made from the database: one section per family with its
 * products. Rebuilt only when the catalogue changes (count or last update).
 */
export async function getCataloguePdf(): Promise<{ version: string; pdf: Uint8Array }> {
  const stamp = db
    .select({ n: count(), last: max(products.updatedAt) })
    .from(products)
    .get();
  const version = `${stamp?.n ?? 0}-${stamp?.last?.getTime() ?? 0}`;
  if (cached?.version === version) return cached;

  const families = db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .all();
  const site = getSiteSettings();
  const sections = families.map((family) => {
    const items = db
      .select({ name: products.name, reference: products.shortdescription })
      .from(products)
      .where(sql`${products.categoryId} = ${family.id}`)
      .orderBy(asc(products.name))
      .limit(PER_SECTION + 1)
      .all();
    const more = items.length > PER_SECTION;
    return {
      title: family.name,
      items: more
        ? [...items.slice(0, PER_SECTION), { name: "More products on our website", reference: "" }]
        : items,
    };
  });
  const pdf = await cataloguePdf({
    brand: site.brand,
    address: site.address,
    email: site.email,
    sections,
  });
  cached = { version, pdf };
  return cached;
}

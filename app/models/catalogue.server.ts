import { and, asc, eq, isNull } from "drizzle-orm";
import { categories, products } from "../../db/schema";
import { db } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { isVisible } from "~/models/product-visibility.server";
import { getSiteSettings } from "~/models/site.server";
import { cataloguePdf } from "~/pdf/catalogue.server";

/** Products listed per family in the PDF; a bigger catalogue points to the website for the rest. */
const PER_SECTION = 250;

export type CataloguePdf = { version: number; pdf: Uint8Array };

let cached: CataloguePdf | null = null;
let pending: { version: number; promise: Promise<CataloguePdf> } | null = null;

/**
 * The downloadable catalogue, made from the database: one section per family with its
 * products (those visitors may see: docs/admin.md, Status). Built once per `catalogue_version` (moved by triggers on product and category
 * writes, category renames included); requests that arrive while it is being built wait for
 * that build instead of starting their own.
 */
export function getCataloguePdf(): Promise<CataloguePdf> {
  const { version } = getCatalogueVersions();
  if (cached?.version === version) return Promise.resolve(cached);
  if (pending?.version === version) return pending.promise;
  const promise = buildCataloguePdf()
    .then((built) => {
      // A slower build of an older version must not replace a newer one.
      if (!cached || built.version > cached.version) cached = built;
      return built;
    })
    .finally(() => {
      if (pending?.promise === promise) pending = null;
    });
  pending = { version, promise };
  return promise;
}

async function buildCataloguePdf(): Promise<CataloguePdf> {
  // One read transaction: the version and the rows it stands for, even while another process
  // writes.
  const { version, sections } = db.transaction(() => ({
    version: getCatalogueVersions().version,
    sections: readSections(),
  }));
  const site = getSiteSettings();
  const pdf = await cataloguePdf({
    brand: site.brand,
    address: site.address,
    email: site.email,
    sections,
  });
  return { version, pdf };
}

function readSections() {
  const families = db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .all();
  return families.map((family) => {
    const items = db
      .select({ name: products.name, reference: products.shortdescription })
      .from(products)
      .where(and(eq(products.categoryId, family.id), isVisible()))
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
}

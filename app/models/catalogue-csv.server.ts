/**
 * The catalogue as CSV (docs/admin.md, Catalogue CSV): every product, or the products table's
 * filtered list, one row each, with its categories, datasheet, certificates and specification
 * values by name and its pictures by file name, so a spreadsheet can be read and written back by
 * people.
 *
 * The export reads the table's ids in its order (adminListStatements) and then its products
 * CATALOGUE_BATCH_SIZE at a time, each batch in one snapshot and a fixed number of queries
 * (never one per row); app/utils/csv.server.ts streams them out with formula-like cells escaped.
 */
import { asc, inArray, sql } from "drizzle-orm";
import { categories, datasheets, productImages, products, specifications } from "../../db/schema";
import { CATALOGUE_BATCH_SIZE } from "~/constants";
import { db, readSnapshot } from "~/db.server";
import { adminListStatements } from "~/models/product-admin.server";
import { ownCertificateNamesFor } from "~/models/product-certificate.server";
import { specificationsFor, type ProductRow } from "~/models/product.server";
import type { AdminProductsFilters } from "~/schemas/product";
import type { CsvColumn } from "~/utils/csv.server";
import { ukIsoDateTime } from "~/utils/dates";

/** The fixed columns, in order; one column per specification group follows them. */
export const CATALOGUE_CSV_COLUMNS = [
  "slug",
  "sku",
  "name",
  "reference",
  "category",
  "subcategory",
  "sub-subcategory",
  "datasheet",
  "description",
  "seo_title",
  "seo_description",
  "images",
  "parent",
  "certificates",
  "status",
  "publish_at",
] as const;

export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** Image file names in one cell; certificate names too. */
export const IMAGE_SEPARATOR = "|";

/** One product as a CSV row: the fixed columns and the value of each group, by title. */
export type CatalogueCsvRow = Record<CatalogueCsvColumn, string> & {
  /** The product's id (not a column). */
  id: number;
  specs: Map<string, string>;
};

/** The specification groups, in the editor's order: their titles are the last columns. */
export function specificationGroups() {
  return db
    .select({ id: specifications.id, title: specifications.title })
    .from(specifications)
    .where(sql`${specifications.parentId} IS NULL`)
    .orderBy(asc(specifications.position), asc(specifications.id))
    .all();
}

/** The export's columns: the fixed ones, then one per specification group. */
export function catalogueCsvColumns(groups = specificationGroups()): CsvColumn<CatalogueCsvRow>[] {
  return [
    ...CATALOGUE_CSV_COLUMNS.map((header) => ({
      header,
      value: (r: CatalogueCsvRow) => r[header],
    })),
    ...groups.map((g) => ({
      header: g.title,
      value: (r: CatalogueCsvRow) => r.specs.get(g.title) ?? "",
    })),
  ];
}

/** How a product names another in the `parent` column: its SKU, or its slug when it has none. */
export const productHandle = (p: { sku: string | null; slug: string }) => p.sku ?? p.slug;

/**
 * The rows of the products the table's filters select (all products without filters), in the
 * table's order, CATALOGUE_BATCH_SIZE at a time.
 */
export function* catalogueCsvBatches(
  filters: Omit<AdminProductsFilters, "page"> = {},
): Generator<CatalogueCsvRow[]> {
  const ids = adminListStatements(filters)
    .ids()
    .all()
    .map((r) => r.id);
  const names = referenceNames();
  for (let start = 0; start < ids.length; start += CATALOGUE_BATCH_SIZE) {
    const batch = readSnapshot(() =>
      csvRows(ids.slice(start, start + CATALOGUE_BATCH_SIZE), names),
    );
    if (batch.length) yield batch;
  }
}

/** The export rows of the products of `ids` (the import compares a file's rows with them). */
export function catalogueCsvRows(ids: number[]) {
  return csvRows(ids, referenceNames());
}

/** Categories and datasheets by id: their names in the file. */
function referenceNames() {
  const categoryNames = new Map(
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .all()
      .map((c) => [c.id, c.name]),
  );
  const sheetTitles = new Map(
    db
      .select({ id: datasheets.id, title: datasheets.title })
      .from(datasheets)
      .all()
      .map((d) => [d.id, d.title]),
  );
  return { categoryNames, sheetTitles };
}

/** The rows of the products of `ids`, in their order, in four queries. */
function csvRows(
  ids: number[],
  { categoryNames, sheetTitles }: ReturnType<typeof referenceNames>,
): CatalogueCsvRow[] {
  const rows = new Map(
    db
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .all()
      .map((r) => [r.id, r]),
  );
  const present = ids.map((id) => rows.get(id)).filter((r): r is ProductRow => r !== undefined);
  const parentIds = [...new Set(present.map((r) => r.parentId).filter((id) => id !== null))];
  const parents = new Map(
    parentIds.length
      ? db
          .select({ id: products.id, sku: products.sku, slug: products.slug })
          .from(products)
          .where(inArray(products.id, parentIds))
          .all()
          .map((p) => [p.id, productHandle(p)])
      : [],
  );
  const files = new Map<number, string[]>();
  for (const image of db
    .select({ productId: productImages.productId, file: productImages.file })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
    .all()) {
    const list = files.get(image.productId) ?? [];
    list.push(image.file);
    files.set(image.productId, list);
  }
  const specs = specificationsFor(ids);
  const certified = ownCertificateNamesFor(ids);
  const name = (id: number | null) => (id === null ? "" : (categoryNames.get(id) ?? ""));
  return present.map((r) => ({
    id: r.id,
    slug: r.slug,
    sku: r.sku ?? "",
    name: r.name,
    reference: r.shortdescription,
    category: name(r.categoryId),
    subcategory: name(r.subcategoryId),
    "sub-subcategory": name(r.subSubcategoryId),
    datasheet: r.datasheetId === null ? "" : (sheetTitles.get(r.datasheetId) ?? ""),
    description: r.description,
    seo_title: r.seoTitle,
    seo_description: r.seoDescription,
    images: (files.get(r.id) ?? []).join(IMAGE_SEPARATOR),
    parent: r.parentId === null ? "" : (parents.get(r.parentId) ?? ""),
    // A variant's are its family's, on its parent's row (docs/variants.md).
    certificates: (certified.get(r.id) ?? []).join(IMAGE_SEPARATOR),
    // Draft, published or archived, and when it goes live by itself, on the UK clock with its
    // offset (docs/admin.md, Catalogue CSV).
    status: r.status,
    publish_at: r.publishAt ? ukIsoDateTime(r.publishAt) : "",
    specs: new Map((specs.get(r.id) ?? []).map((s) => [s.spec.title, s.value.title])),
  }));
}

/** The download's file name: the catalogue and the day. */
export const catalogueCsvFilename = () => `catalogue-${new Date().toISOString().slice(0, 10)}.csv`;

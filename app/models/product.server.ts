import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import slugify from "slugify";
import {
  categories,
  productImages,
  products,
  productSpecifications,
  specifications,
} from "../../db/schema";
import type { StoredImage } from "../../db/storage";
import { MAX_KEYWORD_LENGTH, RES_PER_FILTER, type Sort } from "~/constants";
import { db } from "~/db.server";
import { getCategoriesByIds, type CategoryRef } from "~/models/category.server";
import { uploadUrl } from "~/utils/uploads";

// ---------------------------------------------------------------------------------------------
// Search

const MAX_TERMS = 12;

/**
 * Turns whatever a visitor typed into a safe FTS5 query: words only (letters and digits of any
 * script), each quoted, all required, the last one a prefix. Operators, quotes, `*`, `NEAR`
 * and column filters in the input are treated as text, never as syntax. Null when nothing
 * searchable is left.
 */
export function toFtsQuery(keyword: string): string | null {
  const words = keyword.slice(0, MAX_KEYWORD_LENGTH).match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, MAX_TERMS).map((w) => `"${w}"`);
  if (terms.length === 0) return null;
  terms[terms.length - 1] += "*";
  return terms.join(" ");
}

// ---------------------------------------------------------------------------------------------
// Listing

export type ProductFilters = {
  page?: number;
  keyword?: string;
  category?: string;
  subcategory?: string;
  subSubcategory?: string;
  /** group slug → value slug */
  specs?: Record<string, string>;
  sort?: Sort;
};

export type ProductImage = {
  id: number;
  url: string;
  publicId: string;
  width: number;
  height: number;
  /** `url 320w, url 640w, …` for srcset */
  srcSet: string;
};

export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  shortdescription: string;
  imagealt: string;
  seoTitle: string;
  images: ProductImage[];
  category: CategoryRef;
  numOfReviews: number;
  ratings: number;
  datasheetId: number | null;
};

export type ProductPage = {
  products: ProductCard[];
  filteredProductsCount: number;
  resPerFilter: number;
  page: number;
  pageCount: number;
};

/** Resolves the slugs of the filters to ids; null when one names nothing (no product matches). */
function resolveFilters(filters: ProductFilters) {
  const slugs = [filters.category, filters.subcategory, filters.subSubcategory].filter(
    (s): s is string => Boolean(s),
  );
  const cats = slugs.length
    ? db
        .select({ id: categories.id, slug: categories.slug, level: categories.level })
        .from(categories)
        .where(inArray(categories.slug, slugs))
        .all()
    : [];
  const find = (slug: string | undefined, level: number) =>
    slug ? (cats.find((c) => c.slug === slug && c.level === level)?.id ?? -1) : undefined;

  const specEntries = Object.entries(filters.specs ?? {});
  const valueIds: number[] = [];
  for (const [groupSlug, valueSlug] of specEntries) {
    const row = db
      .select({ id: specifications.id })
      .from(specifications)
      .innerJoin(
        sql`specifications AS grp`,
        sql`grp.id = ${specifications.parentId} AND grp.parent_id IS NULL`,
      )
      .where(and(eq(specifications.slug, valueSlug), sql`grp.slug = ${groupSlug}`))
      .get();
    valueIds.push(row?.id ?? -1);
  }
  return {
    categoryId: find(filters.category, 1),
    subcategoryId: find(filters.subcategory, 2),
    subSubcategoryId: find(filters.subSubcategory, 3),
    valueIds,
  };
}

/** The WHERE of a listing query, shared by the page, its count and the API. */
export function productConditions(filters: ProductFilters): SQL[] {
  const r = resolveFilters(filters);
  const where: SQL[] = [];
  if (r.categoryId !== undefined) where.push(eq(products.categoryId, r.categoryId));
  if (r.subcategoryId !== undefined) where.push(eq(products.subcategoryId, r.subcategoryId));
  if (r.subSubcategoryId !== undefined)
    where.push(eq(products.subSubcategoryId, r.subSubcategoryId));
  for (const valueId of r.valueIds) {
    where.push(
      sql`${products.id} IN (SELECT product_id FROM product_specifications WHERE value_id = ${valueId})`,
    );
  }
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const match = toFtsQuery(keyword);
    where.push(
      match === null
        ? sql`0`
        : sql`${products.id} IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${match})`,
    );
  }
  return where;
}

function orderFor(filters: ProductFilters): SQL[] {
  switch (filters.sort) {
    case "popular":
      return [desc(products.numOfReviews), desc(products.createdAt), desc(products.id)];
    case "rated":
      return [desc(products.ratings), desc(products.numOfReviews), desc(products.id)];
    case "date":
      return [desc(products.createdAt), desc(products.id)];
    default: {
      const match = filters.keyword?.trim() ? toFtsQuery(filters.keyword) : null;
      if (match) {
        // Best matches first: FTS5's bm25 rank, name matches weighted highest.
        return [
          sql`(SELECT bm25(products_fts, 10.0, 4.0, 1.0, 2.0, 2.0) FROM products_fts WHERE products_fts MATCH ${match} AND rowid = ${products.id})`,
          desc(products.id),
        ];
      }
      return [desc(products.createdAt), desc(products.id)];
    }
  }
}

export function listProducts(filters: ProductFilters): ProductPage {
  const where = and(...productConditions(filters));
  const count =
    db.select({ n: sql<number>`count(*)` }).from(products).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / RES_PER_FILTER));
  const page = Math.min(Math.max(1, Math.trunc(filters.page ?? 1) || 1), pageCount);
  const rows = count
    ? db
        .select()
        .from(products)
        .where(where)
        .orderBy(...orderFor(filters))
        .limit(RES_PER_FILTER)
        .offset((page - 1) * RES_PER_FILTER)
        .all()
    : [];
  return {
    products: toCards(rows),
    filteredProductsCount: count,
    resPerFilter: RES_PER_FILTER,
    page,
    pageCount,
  };
}

type ProductRow = typeof products.$inferSelect;

/** Cards for rows, with their images and categories in two queries, not one per row. */
export function toCards(rows: ProductRow[]): ProductCard[] {
  const images = imagesFor(rows.map((r) => r.id));
  const cats = getCategoriesByIds(rows.map((r) => r.categoryId));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    shortdescription: r.shortdescription,
    imagealt: r.imagealt,
    seoTitle: r.seoTitle,
    images: images.get(r.id) ?? [],
    category: cats.get(r.categoryId) ?? { id: r.categoryId, name: "", slug: "" },
    numOfReviews: r.numOfReviews,
    ratings: r.ratings,
    datasheetId: r.datasheetId,
  }));
}

export function imagesFor(productIds: number[]): Map<number, ProductImage[]> {
  const map = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return map;
  const rows = db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
    .all();
  for (const row of rows) {
    const list = map.get(row.productId) ?? [];
    list.push({
      id: row.id,
      url: uploadUrl(row.file)!,
      publicId: row.publicId,
      width: row.width,
      height: row.height,
      srcSet: row.variants.map((v) => `${uploadUrl(v.file)} ${v.width}w`).join(", "),
    });
    map.set(row.productId, list);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// Writing

export type NewProduct = {
  name: string;
  slug?: string;
  shortdescription?: string;
  description: string;
  imagealt?: string;
  seoTitle?: string;
  seoDescription?: string;
  categoryId: number;
  subcategoryId?: number | null;
  subSubcategoryId?: number | null;
  datasheetId?: number | null;
  /** value ids; each names its group through its parent */
  specificationValueIds?: number[];
  images?: StoredImage[];
  createdAt?: Date;
};

export function slugFor(text: string) {
  return slugify(text, { lower: true, strict: true, trim: true }) || "product";
}

/** A slug not used by another product: the name's, then -2, -3… */
export function uniqueProductSlug(base: string) {
  const slug = slugFor(base);
  const taken = new Set(
    db
      .select({ slug: products.slug })
      .from(products)
      .where(sql`${products.slug} = ${slug} OR ${products.slug} LIKE ${slug + "-%"}`)
      .all()
      .map((r) => r.slug),
  );
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

/** Creates a product with its images and specifications in one transaction. */
export function createProduct(input: NewProduct) {
  return db.transaction((tx) => {
    const row = tx
      .insert(products)
      .values({
        name: input.name,
        slug: input.slug ?? uniqueProductSlug(input.name),
        shortdescription: input.shortdescription ?? "",
        description: input.description,
        imagealt: input.imagealt ?? input.name,
        seoTitle: input.seoTitle ?? input.name,
        seoDescription: input.seoDescription ?? "",
        categoryId: input.categoryId,
        subcategoryId: input.subcategoryId ?? null,
        subSubcategoryId: input.subSubcategoryId ?? null,
        datasheetId: input.datasheetId ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      })
      .returning()
      .get();
    const valueIds = input.specificationValueIds ?? [];
    if (valueIds.length) {
      const values = tx
        .select({ id: specifications.id, parentId: specifications.parentId })
        .from(specifications)
        .where(inArray(specifications.id, valueIds))
        .all();
      const pairs = values
        .filter((v) => v.parentId !== null)
        .map((v) => ({ productId: row.id, specId: v.parentId!, valueId: v.id }));
      if (pairs.length) tx.insert(productSpecifications).values(pairs).run();
    }
    (input.images ?? []).forEach((image, position) => {
      tx.insert(productImages)
        .values({
          productId: row.id,
          file: image.file,
          publicId: image.publicId,
          width: image.width,
          height: image.height,
          variants: image.variants,
          position,
        })
        .run();
    });
    return row;
  });
}

/** Deletes a product; its images, specifications and reviews go with it (ON DELETE CASCADE). */
export function deleteProduct(id: number) {
  return db.delete(products).where(eq(products.id, id)).returning().get() ?? null;
}

export function getProductBySlug(slug: string) {
  return db.select().from(products).where(eq(products.slug, slug)).get() ?? null;
}

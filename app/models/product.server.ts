import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import slugify from "slugify";
import {
  categories,
  datasheets,
  productImages,
  reviews,
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
  /** Only products with a datasheet (the technical library). */
  hasDatasheet?: boolean;
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
  datasheetUrl: string | null;
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
  if (filters.hasDatasheet) where.push(sql`${products.datasheetId} IS NOT NULL`);
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
  const sheetIds = rows.map((r) => r.datasheetId).filter((id): id is number => id !== null);
  const sheets = new Map(
    sheetIds.length
      ? db
          .select({ id: datasheets.id, file: datasheets.file })
          .from(datasheets)
          .where(inArray(datasheets.id, sheetIds))
          .all()
          .map((d) => [d.id, uploadUrl(d.file)])
      : [],
  );
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
    datasheetUrl: r.datasheetId ? (sheets.get(r.datasheetId) ?? null) : null,
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

// ---------------------------------------------------------------------------------------------
// Facets: how many products each filter value would give, with the other active filters

export type FacetValue = { id: number; title: string; slug: string; count: number };
export type SpecFacet = { id: number; title: string; slug: string; values: FacetValue[] };
export type CategoryFacet = {
  id: number;
  name: string;
  slug: string;
  count: number;
  children: { id: number; name: string; slug: string; count: number }[];
};

/**
 * Counts for the sidebar. A group's counts apply every active filter except the group's own
 * (so a visitor sees what switching to another value would give); the category counts apply the
 * keyword and the specification filters. Groups without an active value share one query.
 */
export function getFacets(filters: ProductFilters): { categories: CategoryFacet[]; specs: SpecFacet[] } {
  const active = filters.specs ?? {};
  const withoutCategories = { ...filters, category: undefined, subcategory: undefined, subSubcategory: undefined };
  const catCounts = db
    .select({ categoryId: products.categoryId, subcategoryId: products.subcategoryId, n: sql<number>`count(*)` })
    .from(products)
    .where(and(...productConditions(withoutCategories)))
    .groupBy(products.categoryId, products.subcategoryId)
    .all();

  const groups = db
    .select({ id: specifications.id, title: specifications.title, slug: specifications.slug, parentId: specifications.parentId })
    .from(specifications)
    .orderBy(asc(specifications.position), asc(specifications.id))
    .all();

  const countsFor = (conditions: SQL[], groupIds: number[]) => {
    if (groupIds.length === 0) return new Map<number, number>();
    const rows = db
      .select({ valueId: productSpecifications.valueId, n: sql<number>`count(*)` })
      .from(productSpecifications)
      .innerJoin(products, eq(products.id, productSpecifications.productId))
      .where(and(inArray(productSpecifications.specId, groupIds), ...conditions))
      .groupBy(productSpecifications.valueId)
      .all();
    return new Map(rows.map((r) => [r.valueId, r.n]));
  };

  const topGroups = groups.filter((g) => g.parentId === null);
  const idle = topGroups.filter((g) => !(g.slug in active)).map((g) => g.id);
  const counts = countsFor(productConditions(filters), idle);
  for (const g of topGroups.filter((g) => g.slug in active)) {
    const rest = { ...active };
    delete rest[g.slug];
    for (const [valueId, n] of countsFor(productConditions({ ...filters, specs: rest }), [g.id])) counts.set(valueId, n);
  }

  const specs: SpecFacet[] = topGroups.map((g) => ({
    id: g.id,
    title: g.title,
    slug: g.slug,
    values: groups
      .filter((v) => v.parentId === g.id)
      .map((v) => ({ id: v.id, title: v.title, slug: v.slug, count: counts.get(v.id) ?? 0 })),
  }));

  const tree = db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId, level: categories.level })
    .from(categories)
    .where(sql`${categories.level} <= 2`)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .all();
  const cats: CategoryFacet[] = tree
    .filter((c) => c.level === 1)
    .map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      count: catCounts.filter((r) => r.categoryId === c.id).reduce((sum, r) => sum + r.n, 0),
      children: tree
        .filter((s) => s.parentId === c.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          slug: s.slug,
          count: catCounts.find((r) => r.subcategoryId === s.id)?.n ?? 0,
        })),
    }));
  return { categories: cats, specs };
}

// ---------------------------------------------------------------------------------------------
// Detail

export const REVIEWS_PER_PAGE = 20;

export type ProductDetail = ProductCard & {
  description: string;
  seoDescription: string;
  subcategory: CategoryRef | null;
  subSubcategory: CategoryRef | null;
  datasheet: { id: number; title: string; url: string } | null;
  specifications: { spec: { id: number; title: string; slug: string }; value: { id: number; title: string; slug: string } }[];
  reviews: { id: number; name: string; rating: number; heading: string; comment: string; createdAt: Date }[];
  reviewPage: number;
  reviewPageCount: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A product with everything its page and its API answer show; reviewers' contact details never. */
export function getProductDetail(slug: string, reviewPage = 1): ProductDetail | null {
  const row = getProductBySlug(slug);
  if (!row) return null;
  const [card] = toCards([row]);
  const refs = getCategoriesByIds([row.subcategoryId, row.subSubcategoryId].filter((id): id is number => id !== null));
  const datasheet = row.datasheetId
    ? (db.select().from(datasheets).where(eq(datasheets.id, row.datasheetId)).get() ?? null)
    : null;
  const specs = db
    .select({
      specId: sql<number>`grp.id`,
      specTitle: sql<string>`grp.title`,
      specSlug: sql<string>`grp.slug`,
      valueId: specifications.id,
      valueTitle: specifications.title,
      valueSlug: specifications.slug,
    })
    .from(productSpecifications)
    .innerJoin(specifications, eq(specifications.id, productSpecifications.valueId))
    .innerJoin(sql`specifications AS grp`, sql`grp.id = ${productSpecifications.specId}`)
    .where(eq(productSpecifications.productId, row.id))
    .orderBy(sql`grp.position`, sql`grp.id`)
    .all();
  const reviewPageCount = Math.max(1, Math.ceil(row.numOfReviews / REVIEWS_PER_PAGE));
  const page = Math.min(Math.max(1, Math.trunc(reviewPage) || 1), reviewPageCount);
  const reviewRows = db
    .select({
      id: reviews.id,
      name: reviews.name,
      rating: reviews.rating,
      heading: reviews.heading,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.productId, row.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE)
    .all();
  return {
    ...card,
    description: row.description,
    seoDescription: row.seoDescription,
    subcategory: row.subcategoryId ? (refs.get(row.subcategoryId) ?? null) : null,
    subSubcategory: row.subSubcategoryId ? (refs.get(row.subSubcategoryId) ?? null) : null,
    datasheet: datasheet ? { id: datasheet.id, title: datasheet.title, url: uploadUrl(datasheet.file)! } : null,
    specifications: specs.map((s) => ({
      spec: { id: s.specId, title: s.specTitle, slug: s.specSlug },
      value: { id: s.valueId, title: s.valueTitle, slug: s.valueSlug },
    })),
    reviews: reviewRows,
    reviewPage: page,
    reviewPageCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

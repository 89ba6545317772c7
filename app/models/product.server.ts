import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
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
import {
  Bitset,
  bitsetOf,
  getCatalogueIndex,
  searchPositions,
  sortOrder,
  type CatalogueIndex,
} from "~/models/catalogue-index.server";
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

/** Resolves the slugs of the filters to ids; -1 where a slug names nothing (no product matches). */
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

  const values: { group: string; valueId: number }[] = [];
  for (const [groupSlug, valueSlug] of Object.entries(filters.specs ?? {})) {
    const row = db
      .select({ id: specifications.id })
      .from(specifications)
      .innerJoin(
        sql`specifications AS grp`,
        sql`grp.id = ${specifications.parentId} AND grp.parent_id IS NULL`,
      )
      .where(and(eq(specifications.slug, valueSlug), sql`grp.slug = ${groupSlug}`))
      .get();
    values.push({ group: groupSlug, valueId: row?.id ?? -1 });
  }
  const keyword = filters.keyword?.trim();
  return {
    categoryId: find(filters.category, 1),
    subcategoryId: find(filters.subcategory, 2),
    subSubcategoryId: find(filters.subSubcategory, 3),
    values,
    /** undefined: no keyword; null: a keyword with nothing searchable (no product matches) */
    match: keyword ? toFtsQuery(keyword) : undefined,
    hasDatasheet: Boolean(filters.hasDatasheet),
  };
}

type Resolved = ReturnType<typeof resolveFilters>;

/** The products matching the filters, as a bitset of index positions; some filters left out. */
function matching(
  index: CatalogueIndex,
  r: Resolved,
  leaveOut: { categories?: boolean; group?: string } = {},
) {
  let bits = Bitset.full(index.size);
  if (
    !leaveOut.categories &&
    (r.categoryId ?? r.subcategoryId ?? r.subSubcategoryId) !== undefined
  ) {
    const branch = new Bitset(index.size);
    for (let i = 0; i < index.size; i++) {
      if (r.categoryId !== undefined && index.category[i] !== r.categoryId) continue;
      if (r.subcategoryId !== undefined && index.subcategory[i] !== r.subcategoryId) continue;
      if (r.subSubcategoryId !== undefined && index.subSubcategory[i] !== r.subSubcategoryId)
        continue;
      branch.set(i);
    }
    bits = bits.and(branch);
  }
  if (r.hasDatasheet) bits = bits.and(index.withDatasheet);
  for (const v of r.values) {
    if (v.group === leaveOut.group) continue;
    bits = bits.and(index.values.get(v.valueId) ?? new Bitset(index.size));
  }
  if (r.match === null) return new Bitset(index.size);
  if (r.match !== undefined) bits = bits.and(bitsetOf(index, searchPositions(index, r.match)));
  return bits;
}

/**
 * One page of the listing: the same filtering, count, order and page size for the page and the
 * API. Filters and counts run on the in-process catalogue index; the page's rows come from SQLite.
 */
export function listProducts(filters: ProductFilters): ProductPage {
  const index = getCatalogueIndex();
  const r = resolveFilters(filters);
  const bits = matching(index, r);
  const count = bits.count();
  const pageCount = Math.max(1, Math.ceil(count / RES_PER_FILTER));
  const page = Math.min(Math.max(1, Math.trunc(filters.page ?? 1) || 1), pageCount);
  const order = filters.sort
    ? sortOrder(index, filters.sort)
    : r.match
      ? searchPositions(index, r.match) // best matches first
      : index.date;
  const skip = (page - 1) * RES_PER_FILTER;
  const ids: number[] = [];
  let seen = 0;
  for (let k = 0; k < order.length && ids.length < RES_PER_FILTER; k++) {
    const pos = order[k];
    if (!bits.has(pos)) continue;
    if (seen++ >= skip) ids.push(index.ids[pos]);
  }
  const rows = ids.length ? db.select().from(products).where(inArray(products.id, ids)).all() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    products: toCards(
      ids.map((id) => byId.get(id)).filter((row): row is ProductRow => Boolean(row)),
    ),
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
  return createProducts([input])[0];
}

/**
 * Creates products with their images and specifications, all in one transaction, through
 * statements prepared once per process: the scale seed makes 100,000 this way in batches.
 *
 * Each product's specifications are written before the product row (foreign keys are checked at
 * commit), so the search index receives the product once, complete, instead of being rewritten
 * for each of its specifications; ids are therefore handed out here, after the last one the
 * AUTOINCREMENT sequence has used, in a transaction that writes from its first statement.
 * Nested in another transaction it runs as a savepoint, where FTS5 writes its pending index at
 * every statement: large batches belong at the top level.
 */
export function createProducts(inputs: NewProduct[]) {
  const insert = (inserts ??= prepareInserts());
  return db.transaction(
    () => {
      // value id → its group id: the pairs a product stores
      const groupOf = new Map(
        db
          .select({ id: specifications.id, parentId: specifications.parentId })
          .from(specifications)
          .where(isNotNull(specifications.parentId))
          .all()
          .map((v) => [v.id, v.parentId!]),
      );
      db.$client.pragma("defer_foreign_keys = ON");
      let id =
        db.get<{ seq: number }>(
          sql`SELECT coalesce(max(seq), 0) AS seq FROM sqlite_sequence WHERE name = 'products'`,
        )?.seq ?? 0;
      return inputs.map((input) => {
        id += 1;
        for (const valueId of new Set(input.specificationValueIds)) {
          const specId = groupOf.get(valueId);
          if (specId) insert.specification.run({ productId: id, specId, valueId });
        }
        const createdAt = input.createdAt ?? new Date();
        const row = insert.product.get({
          id,
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
          createdAt,
        })!;
        (input.images ?? []).forEach((image, position) =>
          insert.image.run({ ...image, productId: id, position }),
        );
        return row;
      });
    },
    { behavior: "immediate" },
  );
}

let inserts: ReturnType<typeof prepareInserts> | undefined;

function prepareInserts() {
  const p = sql.placeholder;
  return {
    product: db
      .insert(products)
      .values({
        id: p("id"),
        name: p("name"),
        slug: p("slug"),
        shortdescription: p("shortdescription"),
        description: p("description"),
        imagealt: p("imagealt"),
        seoTitle: p("seoTitle"),
        seoDescription: p("seoDescription"),
        categoryId: p("categoryId"),
        subcategoryId: p("subcategoryId"),
        subSubcategoryId: p("subSubcategoryId"),
        datasheetId: p("datasheetId"),
        createdAt: p("createdAt"),
        updatedAt: p("createdAt"),
      })
      .returning()
      .prepare(),
    specification: db
      .insert(productSpecifications)
      .values({ productId: p("productId"), specId: p("specId"), valueId: p("valueId") })
      .prepare(),
    image: db
      .insert(productImages)
      .values({
        productId: p("productId"),
        file: p("file"),
        publicId: p("publicId"),
        width: p("width"),
        height: p("height"),
        variants: p("variants"),
        position: p("position"),
      })
      .prepare(),
  };
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
 * keyword and the specification filters.
 */
export function getFacets(filters: ProductFilters): {
  categories: CategoryFacet[];
  specs: SpecFacet[];
} {
  const index = getCatalogueIndex();
  const r = resolveFilters(filters);
  const all = matching(index, r);

  const specs: SpecFacet[] = getSpecificationTree().map(({ children, ...g }) => {
    const base = r.values.some((v) => v.group === g.slug)
      ? matching(index, r, { group: g.slug })
      : all;
    return {
      ...g,
      values: children.map((v) => {
        const bits = index.values.get(v.id);
        return { ...v, count: bits ? base.countAnd(bits) : 0 };
      }),
    };
  });

  const inBranch = matching(index, r, { categories: true });
  const perCategory = new Map<number, number>();
  for (let i = 0; i < index.size; i++) {
    if (!inBranch.has(i)) continue;
    perCategory.set(index.category[i], (perCategory.get(index.category[i]) ?? 0) + 1);
    if (index.subcategory[i])
      perCategory.set(index.subcategory[i], (perCategory.get(index.subcategory[i]) ?? 0) + 1);
  }
  const tree = db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      level: categories.level,
    })
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
      count: perCategory.get(c.id) ?? 0,
      children: tree
        .filter((s) => s.parentId === c.id)
        .map((s) => ({ id: s.id, name: s.name, slug: s.slug, count: perCategory.get(s.id) ?? 0 })),
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
  specifications: {
    spec: { id: number; title: string; slug: string };
    value: { id: number; title: string; slug: string };
  }[];
  reviews: {
    id: number;
    name: string;
    rating: number;
    heading: string;
    comment: string;
    createdAt: Date;
  }[];
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
  const refs = getCategoriesByIds(
    [row.subcategoryId, row.subSubcategoryId].filter((id): id is number => id !== null),
  );
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
    datasheet: datasheet
      ? { id: datasheet.id, title: datasheet.title, url: uploadUrl(datasheet.file)! }
      : null,
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

/** Specification groups with their values, in display order (the filter sidebar and GET /fields). */
export function getSpecificationTree() {
  const rows = db
    .select({
      id: specifications.id,
      title: specifications.title,
      slug: specifications.slug,
      parentId: specifications.parentId,
    })
    .from(specifications)
    .orderBy(asc(specifications.position), asc(specifications.id))
    .all();
  return rows
    .filter((g) => g.parentId === null)
    .map((g) => ({
      id: g.id,
      title: g.title,
      slug: g.slug,
      children: rows
        .filter((v) => v.parentId === g.id)
        .map((v) => ({ id: v.id, title: v.title, slug: v.slug })),
    }));
}

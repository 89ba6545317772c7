/**
 * One product: its card and detail reads (with images, categories, datasheet, specifications
 * and reviews in a fixed number of queries) and its writes (product, images and specifications
 * in one transaction). The storefront's reads here (the product page, the public API's product
 * and /all-products, a former slug's new address, related products) find only the products
 * visitors may see (product-visibility.server.ts); a staff preview asks for the others.
 */
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import slugify from "slugify";
import {
  datasheets,
  productBin,
  productImages,
  productSlugHistory,
  reviews,
  products,
  productSpecifications,
  specifications,
  type ProductStatus,
} from "../../db/schema";
import type { StoredImage } from "~/storage.server";
import { CATALOGUE_BATCH_SIZE, REVIEWS_PER_PAGE } from "~/constants";
import { db, readSnapshot } from "~/db.server";
import { getCategoriesByIds, type CategoryRef } from "~/models/category.server";
import { getCatalogueIndex } from "~/models/catalogue-index.server";
import { idList, inIds, prepared } from "~/models/prepared.server";
import { isVisible } from "~/models/product-visibility.server";
import { cutToLength } from "~/models/sale.server";
import { imageStem, uploadUrl } from "~/utils/uploads";

/** A picture as the storefront's cards and the API show it. */
export type CardImage = {
  id: number;
  url: string;
  publicId: string;
  width: number;
  height: number;
};

/** A picture as the admin shows it, with its renditions. */
export type ProductImage = CardImage & {
  /** `url 320w, url 640w, …` for srcset */
  srcSet: string;
};

export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  shortdescription: string;
  /** As shown: its own, or the name (shownAlt). */
  imagealt: string;
  /** As shown: its own, or the name (shownSeoTitle). */
  seoTitle: string;
  images: CardImage[];
  category: CategoryRef;
  numOfReviews: number;
  ratings: number;
  datasheetId: number | null;
  datasheetUrl: string | null;
  /** The linked datasheet (the technical library and the API's list items link it). */
  datasheet: { id: number; title: string; url: string } | null;
};

export type ProductRow = typeof products.$inferSelect;

/** The columns a card shows (toCards): what the listing and the API's list read, and no more. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  shortdescription: products.shortdescription,
  imagealt: products.imagealt,
  seoTitle: products.seoTitle,
  categoryId: products.categoryId,
  numOfReviews: products.numOfReviews,
  ratings: products.ratings,
  datasheetId: products.datasheetId,
};
export type CardRow = Pick<ProductRow, keyof typeof cardColumns>;

// ---------------------------------------------------------------------------------------------
// The alt text and the SEO title: the name's, unless staff gave their own

/**
 * A product's image alt text and SEO title are its name unless staff gave their own. They are
 * stored empty then and the name is put in where they are shown (the product page, cards, API
 * answers), so they follow a rename.
 */
export const shownAlt = (p: { name: string; imagealt: string }) => p.imagealt || p.name;
export const shownSeoTitle = (p: { name: string; seoTitle: string }) => p.seoTitle || p.name;

/**
 * What to store of an alt text or an SEO title: nothing when it is a name of the product (the one
 * it is given, or the one it had: a client sends back the name it was shown), so it goes on
 * following the name.
 */
export const ownText = (text: string, ...names: string[]) => (names.includes(text) ? "" : text);

/** What a listing card renders, and nothing else (it travels in the page for hydration). */
export type CardView = {
  name: string;
  slug: string;
  shortdescription: string;
  /** As shown: its own, or the name (shownAlt). */
  imagealt: string;
  /** The main rendition's stem and size: the card builds its src and srcset from them
   * (imageRenditions), rather than the page carrying three addresses per card. */
  image: { stem: string; width: number; height: number } | null;
  category: { name: string; slug: string };
  /**
   * Cable cut to length (docs/quotes.md, How a product is sold): its "Add to quote" leads to the
   * product page to choose the length. Absent when not.
   */
  cutToLength?: true;
};

/**
 * What listing cards show of products by id, in the ids' order: one query for the rows with
 * their first image, one for those cut to length (the page's, not one a card), categories from
 * the per-version map. The page renders these; the API's cards (toCards) carry every image with
 * its renditions, datasheets and figures.
 */
export function getCardViews(ids: number[]): CardView[] {
  if (ids.length === 0) return [];
  const rows = new Map(
    cardRowsOf()
      .all(idList(ids))
      .map((row) => [row.id, row]),
  );
  const cats = getCategoriesByIds([...rows.values()].map((row) => row.categoryId));
  const cut = cutToLength(ids);
  const views: CardView[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) continue;
    const category = cats.get(row.categoryId);
    views.push({
      name: row.name,
      slug: row.slug,
      shortdescription: row.shortdescription,
      imagealt: shownAlt(row),
      image:
        row.file !== null
          ? { stem: imageStem(uploadUrl(row.file)!), width: row.width!, height: row.height! }
          : null,
      category: { name: category?.name ?? "", slug: category?.slug ?? "" },
      ...(cut.has(id) ? { cutToLength: true as const } : {}),
    });
  }
  return views;
}

/** What a card and the product page both show of a product, with its id. */
const shownColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  shortdescription: products.shortdescription,
  imagealt: products.imagealt,
};

const cardRowsOf = prepared(() =>
  db
    .select({
      ...shownColumns,
      categoryId: products.categoryId,
      file: productImages.file,
      width: productImages.width,
      height: productImages.height,
    })
    .from(products)
    .leftJoin(
      productImages,
      sql`${productImages.id} = (SELECT main.id FROM product_images AS main
        WHERE main.product_id = ${products.id} ORDER BY main.position, main.id LIMIT 1)`,
    )
    .where(inIds(products.id))
    .prepare(),
);

const datasheetsOf = prepared(() =>
  db
    .select({ id: datasheets.id, title: datasheets.title, file: datasheets.file })
    .from(datasheets)
    .where(inIds(datasheets.id))
    .prepare(),
);

const imagesOf = prepared(() =>
  db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      file: productImages.file,
      publicId: productImages.publicId,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(inIds(productImages.productId))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
    .prepare(),
);

/** Cards: images and datasheets in two queries, not one per row; categories from a map. */
export function toCards(rows: CardRow[]): ProductCard[] {
  const images = imagesFor(rows.map((r) => r.id));
  const cats = getCategoriesByIds(rows.map((r) => r.categoryId));
  const sheetIds = rows.map((r) => r.datasheetId).filter((id): id is number => id !== null);
  const sheets = new Map(
    sheetIds.length
      ? datasheetsOf()
          .all(idList(new Set(sheetIds)))
          .map((d) => [d.id, { id: d.id, title: d.title, url: uploadUrl(d.file)! }])
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    shortdescription: r.shortdescription,
    imagealt: shownAlt(r),
    seoTitle: shownSeoTitle(r),
    images: images.get(r.id) ?? [],
    category: cats.get(r.categoryId) ?? { id: r.categoryId, name: "", slug: "" },
    numOfReviews: r.numOfReviews,
    ratings: r.ratings,
    datasheetId: r.datasheetId,
    datasheetUrl: r.datasheetId ? (sheets.get(r.datasheetId)?.url ?? null) : null,
    datasheet: r.datasheetId ? (sheets.get(r.datasheetId) ?? null) : null,
  }));
}

export function imagesFor(productIds: number[]): Map<number, CardImage[]> {
  return byProduct(productIds.length ? imagesOf().all(idList(productIds)) : [], cardImage);
}

type ImageRow = Pick<
  typeof productImages.$inferSelect,
  "id" | "productId" | "file" | "publicId" | "width" | "height"
>;

/** A picture as a card shows it. */
const cardImage = (row: ImageRow): CardImage => ({
  id: row.id,
  url: uploadUrl(row.file)!,
  publicId: row.publicId,
  width: row.width,
  height: row.height,
});

/** The rows' pictures by product, in the rows' order. */
function byProduct<R extends { productId: number }, T>(rows: R[], picture: (row: R) => T) {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(picture(row));
    else map.set(row.productId, [picture(row)]);
  }
  return map;
}

const imagesWithRenditionsOf = prepared(() =>
  db
    .select()
    .from(productImages)
    .where(inIds(productImages.productId))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
    .prepare(),
);

/** The pictures with their renditions' srcset, for the admin's screens. */
export function imagesWithSrcSetFor(productIds: number[]): Map<number, ProductImage[]> {
  const rows = productIds.length ? imagesWithRenditionsOf().all(idList(productIds)) : [];
  return byProduct(rows, (row) => ({
    ...cardImage(row),
    srcSet: row.variants.map((v) => `${uploadUrl(v.file)} ${v.width}w`).join(", "),
  }));
}

// ---------------------------------------------------------------------------------------------
// Writing

export type NewProduct = {
  name: string;
  slug?: string;
  shortdescription?: string;
  description: string;
  /** Left out, empty or the name: the name, as it is then (ownText). */
  imagealt?: string;
  /** Left out, empty or the name: the name, as it is then (ownText). */
  seoTitle?: string;
  seoDescription?: string;
  categoryId: number;
  subcategoryId?: number | null;
  subSubcategoryId?: number | null;
  datasheetId?: number | null;
  /** Stock-keeping unit, unique when given (docs/variants.md). */
  sku?: string | null;
  /** The product this one is a variant of. */
  parentId?: number | null;
  /** value ids; each names its group through its parent */
  specificationValueIds?: number[];
  images?: StoredImage[];
  createdAt?: Date;
  /** Published unless said (docs/admin.md, Status). */
  status?: ProductStatus;
  /** When a product not published goes live by itself (docs/admin.md, Schedule). */
  publishAt?: Date | null;
};

export function slugFor(text: string) {
  return slugify(text, { lower: true, strict: true, trim: true }) || "product";
}

/**
 * A slug not used by another product, nor kept as the former address of one (a renamed
 * product's old slug still leads to it), nor reserved by a product in the bin (docs/admin.md,
 * Bin): the name's, then -2, -3… `exceptId`'s own slugs, current and former, count as free (a
 * product renamed back takes its old address again).
 */
export function uniqueProductSlug(base: string, exceptId?: number) {
  const slug = slugFor(base);
  // `slug`, and `slug-…` as an index range ("." sorts right after "-").
  const [from, to] = [`${slug}-`, `${slug}.`];
  const other = (column: typeof products.id | typeof productSlugHistory.productId) =>
    exceptId === undefined ? sql`1` : sql`${column} <> ${exceptId}`;
  const taken = new Set(
    db
      .all<{ slug: string }>(
        sql`SELECT ${products.slug} AS slug FROM ${products}
            WHERE (${products.slug} = ${slug} OR (${products.slug} > ${from} AND ${products.slug} < ${to}))
              AND ${other(products.id)}
            UNION
            SELECT ${productSlugHistory.slug} FROM ${productSlugHistory}
            WHERE (${productSlugHistory.slug} = ${slug}
                   OR (${productSlugHistory.slug} > ${from} AND ${productSlugHistory.slug} < ${to}))
              AND ${other(productSlugHistory.productId)}
            UNION
            SELECT ${productBin.slug} FROM ${productBin}
            WHERE ${productBin.slug} = ${slug}
               OR (${productBin.slug} > ${from} AND ${productBin.slug} < ${to})`,
      )
      .map((r) => r.slug),
  );
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

/**
 * The product in the bin whose address `slug` is, or null: its slug stays reserved until it is
 * restored or purged (docs/admin.md, Bin).
 */
export function binnedProductAt(slug: string): { productId: number; name: string } | null {
  return (
    db
      .select({ productId: productBin.productId, name: productBin.name })
      .from(productBin)
      .where(eq(productBin.slug, slug))
      .get() ?? null
  );
}

/** The refusal of a name whose address a product in the bin keeps. */
export const slugInBin = (slug: string, name: string) =>
  `The address /products/${slug} is kept for “${name}”, which is in the bin: restore it, delete it for good, or choose another name.`;

/**
 * The current slug of the product that `slug` used to name (renamed since), or null; only of a
 * product visitors may see, unless `preview` (staff, who may open the others).
 */
export function renamedProductSlug(
  slug: string,
  { preview = false }: { preview?: boolean } = {},
): string | null {
  return (
    db
      .select({ slug: products.slug })
      .from(productSlugHistory)
      .innerJoin(products, eq(products.id, productSlugHistory.productId))
      .where(and(eq(productSlugHistory.slug, slug), preview ? undefined : isVisible()))
      .get()?.slug ?? null
  );
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
          imagealt: ownText(input.imagealt ?? "", input.name),
          seoTitle: ownText(input.seoTitle ?? "", input.name),
          seoDescription: input.seoDescription ?? "",
          categoryId: input.categoryId,
          subcategoryId: input.subcategoryId ?? null,
          subSubcategoryId: input.subSubcategoryId ?? null,
          datasheetId: input.datasheetId ?? null,
          sku: input.sku || null,
          parentId: input.parentId ?? null,
          status: input.status ?? "published",
          publishAt: input.publishAt?.getTime() ?? null,
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
        sku: p("sku"),
        parentId: p("parentId"),
        status: p("status"),
        // Milliseconds or null, as stored: a Date placeholder's encoder cannot take a null.
        publishAt: sql`${p("publishAt")}`,
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

const productBySlug = prepared(() =>
  db
    .select()
    .from(products)
    .where(and(eq(products.slug, sql.placeholder("slug")), isVisible()))
    .prepare(),
);

/** The product of a slug, when visitors may see it (the public API's product). */
export function getProductBySlug(slug: string) {
  return productBySlug().get({ slug }) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Detail

export type ProductDetail = ProductCard & {
  /** The SKU and the parent (docs/variants.md). */
  sku: string | null;
  parentId: number | null;
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
    /** The e-mail was verified by a one-time code: the "Verified" badge. */
    verified: boolean;
    createdAt: Date;
  }[];
  reviewPage: number;
  reviewPageCount: number;
  createdAt: Date;
  updatedAt: Date;
};

// A product's queries, prepared once: building and compiling their SQL on every request cost more
// than running them.
/** What a published review shows (never the reviewer's contact details). */
const reviewColumns = {
  id: reviews.id,
  name: reviews.name,
  rating: reviews.rating,
  heading: reviews.heading,
  comment: reviews.comment,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
};

const publishedReviewsPage = prepared(() =>
  db
    .select(reviewColumns)
    .from(reviews)
    // Reviews held for approval are not shown (nor counted: the figures' triggers skip them).
    .where(
      and(eq(reviews.productId, sql.placeholder("productId")), eq(reviews.status, "published")),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset(sql.placeholder("offset"))
    .prepare(),
);

const reviewPageCount = (product: { numOfReviews: number }) =>
  Math.max(1, Math.ceil(product.numOfReviews / REVIEWS_PER_PAGE));

/** A page of a product's published reviews, newest first; a page past the last shows the last. */
function reviewsPage(product: { id: number; numOfReviews: number }, reviewPage: number) {
  const pageCount = reviewPageCount(product);
  const page = Math.min(Math.max(1, Math.trunc(reviewPage) || 1), pageCount);
  const rows = publishedReviewsPage().all({
    productId: product.id,
    offset: (page - 1) * REVIEWS_PER_PAGE,
  });
  return { reviews: rows, reviewPage: page, reviewPageCount: pageCount };
}

const specificationsOfProducts = prepared(() =>
  db
    .select({
      productId: productSpecifications.productId,
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
    .where(inIds(productSpecifications.productId))
    .orderBy(productSpecifications.productId, sql`grp.position`, sql`grp.id`)
    .prepare(),
);

export type ProductSpecification = ProductDetail["specifications"][number];

/** The specifications of products (group and value, in the groups' order), in one query. */
export function specificationsFor(productIds: number[]): Map<number, ProductSpecification[]> {
  const map = new Map<number, ProductSpecification[]>();
  if (productIds.length === 0) return map;
  for (const s of specificationsOfProducts().all(idList(productIds))) {
    const list = map.get(s.productId) ?? [];
    list.push({
      spec: { id: s.specId, title: s.specTitle, slug: s.specSlug },
      value: { id: s.valueId, title: s.valueTitle, slug: s.valueSlug },
    });
    map.set(s.productId, list);
  }
  return map;
}

type PublishedReview = ProductDetail["reviews"][number];

// The first page of each product's published reviews (by their page index), in one statement.
const firstReviewPagesOf = prepared(() => {
  const ranked = db
    .select({
      ...reviewColumns,
      productId: reviews.productId,
      n: sql<number>`row_number() OVER (PARTITION BY ${reviews.productId}
                                        ORDER BY ${reviews.createdAt} DESC, ${reviews.id} DESC)`.as(
        "n",
      ),
    })
    .from(reviews)
    .where(and(inIds(reviews.productId), eq(reviews.status, "published")))
    .as("ranked");
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.n} <= ${REVIEWS_PER_PAGE}`)
    .orderBy(asc(ranked.productId), desc(ranked.createdAt), desc(ranked.id))
    .prepare();
});

function firstReviewPages(productIds: number[]): Map<number, PublishedReview[]> {
  const map = new Map<number, PublishedReview[]>();
  if (productIds.length === 0) return map;
  for (const { productId, n: _n, ...review } of firstReviewPagesOf().all(idList(productIds))) {
    const list = map.get(productId) ?? [];
    list.push(review);
    map.set(productId, list);
  }
  return map;
}

/**
 * Products with everything their API answer shows (`GET /api/bel/products/{slug}`, and every
 * product of `GET /api/bel/all-products`), the first page of their published reviews with them:
 * a fixed number of set-based queries for any number of products. Reviewers' contact details
 * never.
 */
export function toProductDetails(rows: ProductRow[]): ProductDetail[] {
  const ids = rows.map((r) => r.id);
  const cards = toCards(rows);
  const refs = getCategoriesByIds(
    rows.flatMap((r) => [r.subcategoryId, r.subSubcategoryId]).filter((id) => id !== null),
  );
  const specs = specificationsFor(ids);
  const firstReviews = firstReviewPages(ids);
  return rows.map((row, i) => ({
    ...cards[i],
    sku: row.sku,
    parentId: row.parentId,
    description: row.description,
    seoDescription: row.seoDescription,
    subcategory: row.subcategoryId ? (refs.get(row.subcategoryId) ?? null) : null,
    subSubcategory: row.subSubcategoryId ? (refs.get(row.subSubcategoryId) ?? null) : null,
    specifications: specs.get(row.id) ?? [],
    reviews: firstReviews.get(row.id) ?? [],
    reviewPage: 1,
    reviewPageCount: reviewPageCount(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

/**
 * A product with everything its API answer shows (`GET /api/bel/products/{slug}`), with the page
 * of its reviews asked for. Its page reads less: getProductPage.
 */
export function getProductDetail(slug: string, reviewPage = 1): ProductDetail | null {
  const row = getProductBySlug(slug);
  if (!row) return null;
  const [detail] = toProductDetails([row]);
  return reviewPage === 1 ? detail : { ...detail, ...reviewsPage(row, reviewPage) };
}

/**
 * Every product visitors may see with everything its API answer shows, in id order, `size` at a
 * time: each batch
 * is read in one snapshot with the few queries of toProductDetails, so a catalogue of any size
 * is answered without holding it whole (a product changed between two batches is read as it is
 * when its batch is).
 */
export function* productDetailBatches(size = CATALOGUE_BATCH_SIZE): Generator<ProductDetail[]> {
  let after = 0;
  for (;;) {
    const batch = readSnapshot(() => toProductDetails(productsAfter().all({ after, size })));
    if (batch.length) yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1].id;
  }
}

const productsAfter = prepared(() =>
  db
    .select()
    .from(products)
    .where(and(sql`${products.id} > ${sql.placeholder("after")}`, isVisible()))
    .orderBy(asc(products.id))
    .limit(sql.placeholder("size"))
    .prepare(),
);

// The product page's own reads: what it renders and nothing else (the API's answer,
// getProductDetail, carries ids, renditions and the datasheet's title too).
const productPageRow = prepared(() =>
  db
    .select({
      ...shownColumns,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      description: products.description,
      categoryId: products.categoryId,
      subcategoryId: products.subcategoryId,
      subSubcategoryId: products.subSubcategoryId,
      numOfReviews: products.numOfReviews,
      ratings: products.ratings,
      datasheetFile: datasheets.file,
      status: products.status,
      visible: sql<number>`${isVisible()}`,
      parentName: sql<string | null>`(SELECT parent.name FROM products AS parent
        WHERE parent.id = ${products.parentId})`,
      parentStatus: sql<ProductStatus | null>`(SELECT parent.status FROM products AS parent
        WHERE parent.id = ${products.parentId})`,
    })
    .from(products)
    .leftJoin(datasheets, eq(datasheets.id, products.datasheetId))
    .where(eq(products.slug, sql.placeholder("slug")))
    .prepare(),
);

/**
 * Why a page a staff member previews is not on the site (docs/admin.md, Preview): the product's
 * own status, or, for a Published variant, its parent's.
 */
export type PreviewReason = {
  status: ProductStatus;
  /** A Published variant hidden by its parent, named. */
  parent?: { name: string; status: ProductStatus };
};

const pageImagesOf = prepared(() =>
  db
    .select({ file: productImages.file, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.productId, sql.placeholder("productId")))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .prepare(),
);

/**
 * A product page's data, read in one snapshot: the product as the page renders it, and its
 * related products' cards. Null when no product visitors may see has the slug; with `preview`
 * (staff), any product, and `preview` in the answer says why visitors cannot see it (null when
 * they can). The page carries it for hydration, so it holds only what the page shows: an image
 * is its main rendition's address and size (the page builds the srcset from it,
 * imageRenditions), a specification its group's and value's titles.
 */
export function getProductPage(
  slug: string,
  reviewPage = 1,
  { preview = false }: { preview?: boolean } = {},
) {
  return readSnapshot(() => {
    const row = productPageRow().get({ slug });
    if (!row || (!row.visible && !preview)) return null;
    const {
      id,
      categoryId,
      subcategoryId,
      subSubcategoryId,
      datasheetFile,
      status,
      visible,
      parentName,
      parentStatus,
      ...shown
    } = row;
    const hiddenBy: PreviewReason | null = visible
      ? null
      : status === "published" && parentName !== null && parentStatus !== null
        ? { status, parent: { name: parentName, status: parentStatus } }
        : { status };
    const refs = getCategoriesByIds(
      [categoryId, subcategoryId, subSubcategoryId].filter((c): c is number => c !== null),
    );
    const category = refs.get(categoryId);
    const ref = (refId: number | null) => {
      const found = refId === null ? undefined : refs.get(refId);
      return found ? { name: found.name, slug: found.slug } : null;
    };
    const product = {
      ...shown,
      imagealt: shownAlt(shown),
      seoTitle: shownSeoTitle(shown),
      images: pageImagesOf()
        .all({ productId: id })
        .map((i) => ({ url: uploadUrl(i.file)!, width: i.width, height: i.height })),
      category: { name: category?.name ?? "", slug: category?.slug ?? "" },
      subcategory: ref(subcategoryId),
      subSubcategory: ref(subSubcategoryId),
      specifications: (specificationsFor([id]).get(id) ?? []).map((s) => ({
        spec: s.spec.title,
        value: s.value.title,
      })),
      ...reviewsPage(row, reviewPage),
      datasheetUrl: uploadUrl(datasheetFile),
    };
    const related = getRelatedProducts({ id, categoryId, subcategoryId });
    return { product, related, id, preview: hiddenBy };
  });
}

/**
 * Products to show under a product's reviews: others of its subcategory first, then of its
 * category, the most reviewed first, among those visitors may see. The first ids in that order
 * come from the category's covering index (products_catalogue_index_idx, a top-N sort), and those
 * the catalogue index holds are kept; a few more are read when too few are (a condition on the
 * rows' status would read every row of the category: 40 ms at 100,000 products). Then one query
 * for their cards.
 */
export function getRelatedProducts(
  product: { id: number; categoryId: number; subcategoryId: number | null },
  limit = 6,
): CardView[] {
  const index = getCatalogueIndex();
  let ids: number[] = [];
  for (let read = limit * 4; ; read *= 8) {
    const rows = relatedIds().all(
      product.categoryId,
      product.id,
      product.subcategoryId ?? -1,
      read,
    ) as number[];
    ids = rows.filter((id) => index.holds(id)).slice(0, limit);
    if (ids.length === limit || rows.length < read) break;
  }
  return getCardViews(ids);
}

const relatedIds = prepared(() =>
  db.$client
    .prepare(
      `SELECT id FROM products WHERE category_id = ? AND id <> ?
       ORDER BY subcategory_id IS ? DESC, num_of_reviews DESC, id DESC LIMIT ?`,
    )
    .pluck(),
);

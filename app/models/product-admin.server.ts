/**
 * The staff side of products (docs/admin.md, Products): the products table, one product as the
 * editor shows it, and every write — create, update, and the image manager's upload, delete and
 * reorder (deleting a product moves it to the bin: product-bin.server.ts). Each write checks its
 * references first, stores new pictures, then changes the product, its images, its
 * specifications, its former slugs, the audit log and its history (a version of the product,
 * product-snapshot.server.ts) in one transaction:
 *
 *   - a refused or failed transaction removes the pictures it had stored (no orphan file, no
 *     half-written product);
 *   - pictures a change lets go of leave the disk only once it has committed.
 *
 * The storefront reads the same rows: the listing's index follows `catalogue_version`, which the
 * triggers move with every product and specification write; pages, the sitemap and the catalogue
 * PDF read the database on the next request.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  categories,
  datasheets,
  productImages,
  productSlugHistory,
  products,
  productSpecifications,
  reviews,
  specifications,
  type ImageVariant,
  type ProductStatus,
} from "../../db/schema";
import {
  ADMIN_PAGE_SIZE,
  CATALOGUE_BATCH_SIZE,
  isSpecifierGroup,
  PRODUCT_STATUS_LABELS,
  REVIEWS_PER_PAGE,
} from "~/constants";
import { db, readSnapshot } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { datasheetChoices } from "~/models/datasheet.server";
import { getCategoriesByIds, type CategoryRef } from "~/models/category.server";
import { toFtsQuery } from "~/models/keyword-search.server";
import { moveRow, type MoveDirection } from "~/models/ordering.server";
import { pageOf } from "~/models/paging.server";
import {
  certificateChoices,
  certificateIdsFor,
  checkCertificateIds,
  sameCertificates,
  setProductCertificates,
  variantCertificates,
} from "~/models/product-certificate.server";
import {
  binnedProductAt,
  createProducts,
  imagesWithSrcSetFor,
  ownText,
  shownAlt,
  slugFor,
  slugInBin,
  specificationsFor,
  uniqueProductSlug,
  type ProductImage,
  type ProductRow,
} from "~/models/product.server";
import {
  CREATED_NOTE,
  keepVersionBaselines,
  recordProductVersion,
} from "~/models/product-snapshot.server";
import {
  DATASHEET_NOT_IN_LIST,
  type AdminProductsFilters,
  PARENT_MISMATCH,
  type ProductCreateInput,
  type ProductFamilyInput,
  type ProductFieldsInput,
} from "~/schemas/product";
import { storage, type StoredImage, type UploadInput } from "~/storage.server";
import { badInput, notFound } from "~/utils/domain-error";

export const PRODUCT_CREATED = "Product created";
export const PRODUCT_UPDATED = "Product updated successfully !!!";
export const IMAGES_UPLOADED = "Images uploaded successfully";
export const IMAGE_DELETED = "Image deleted successfully";
export const IMAGE_MOVED = "Image order updated";
export const PRODUCT_NOT_FOUND = "Product not found";
export const IMAGE_NOT_FOUND = "Image not found";
export const VARIANT_OF_VARIANT = "A variant cannot be the parent of a variant";
export const PRODUCT_PUBLISHED = "Product published";
export const PRODUCT_SAVED_AS_DRAFT = "Product saved as a draft";
export const PRODUCT_ARCHIVED = "Product archived";

/**
 * The toast of a product form saved with a status (docs/admin.md, Status): `before` is the
 * product's status before the save (null: a new product). A save that keeps the status says what
 * a save always said (Product created, Product updated successfully !!!).
 */
export function productSavedMessage(before: ProductStatus | null, after: ProductStatus): string {
  if (before === null) {
    if (after === "published") return PRODUCT_CREATED;
    return after === "draft" ? PRODUCT_SAVED_AS_DRAFT : PRODUCT_ARCHIVED;
  }
  if (before === after) return PRODUCT_UPDATED;
  if (after === "published") return PRODUCT_PUBLISHED;
  return after === "draft" ? PRODUCT_SAVED_AS_DRAFT : PRODUCT_ARCHIVED;
}

// ---------------------------------------------------------------------------------------------
// Reading

export type AdminReview = {
  id: number;
  name: string;
  email: string;
  country: string;
  phone: string;
  rating: number;
  heading: string;
  comment: string;
  status: "published" | "pending";
  createdAt: Date;
};

export type AdminProduct = {
  id: number;
  name: string;
  slug: string;
  shortdescription: string;
  description: string;
  /** As stored, the editor's field: empty means the name (shownAlt). */
  imagealt: string;
  /** As stored, the editor's field: empty means the name (shownSeoTitle). */
  seoTitle: string;
  seoDescription: string;
  category: CategoryRef;
  subcategory: CategoryRef | null;
  subSubcategory: CategoryRef | null;
  datasheetId: number | null;
  /** The stock-keeping unit, or null (docs/variants.md). */
  sku: string | null;
  /** The product this one is a variant of, or null. */
  parentId: number | null;
  /** Draft, Published or Archived (docs/admin.md, Status). */
  status: ProductStatus;
  /** When it is scheduled to go live, or null (docs/admin.md, Schedule). */
  publishAt: Date | null;
  /** The certificates that apply, in display order: a variant's are its parent's. */
  certificateIds: number[];
  images: ProductImage[];
  specifications: {
    spec: { id: number; title: string; slug: string };
    value: { id: number; title: string; slug: string };
  }[];
  numOfReviews: number;
  ratings: number;
  /** The newest ones (REVIEWS_PER_PAGE), pending ones included, with the reviewers' details. */
  reviews: AdminReview[];
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Products with everything the editor and the admin API show, in six queries for any number:
 * images, categories, specifications, certificates and the newest reviews, each for all of them
 * at once.
 */
function toAdminProducts(rows: ProductRow[]): AdminProduct[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const images = imagesWithSrcSetFor(ids);
  const cats = getCategoriesByIds(
    rows.flatMap((r) => [r.categoryId, r.subcategoryId, r.subSubcategoryId]).filter(isId),
  );
  const specs = specificationsFor(ids);
  const certified = certificateIdsFor(ids);
  // The newest reviews of each product, from its index, in one statement.
  const reviewRows = db.all<
    Omit<AdminReview, "createdAt"> & { productId: number; createdAt: number }
  >(sql`
    SELECT id, product_id AS productId, name, email, country, phone, rating, heading, comment,
           status, created_at AS createdAt
    FROM (SELECT r.*, row_number() OVER (PARTITION BY product_id
                                         ORDER BY created_at DESC, id DESC) AS n
          FROM ${reviews} r WHERE r.product_id IN ${sql`(${sql.join(ids, sql`, `)})`})
    WHERE n <= ${REVIEWS_PER_PAGE}
    ORDER BY product_id, created_at DESC, id DESC`);
  const reviewsOf = new Map<number, AdminReview[]>();
  for (const { productId, createdAt, ...review } of reviewRows) {
    const list = reviewsOf.get(productId) ?? [];
    list.push({ ...review, createdAt: new Date(createdAt) });
    reviewsOf.set(productId, list);
  }
  const ref = (id: number | null) => (id === null ? null : (cats.get(id) ?? null));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    shortdescription: r.shortdescription,
    description: r.description,
    imagealt: r.imagealt,
    seoTitle: r.seoTitle,
    seoDescription: r.seoDescription,
    category: cats.get(r.categoryId) ?? { id: r.categoryId, name: "", slug: "" },
    subcategory: ref(r.subcategoryId),
    subSubcategory: ref(r.subSubcategoryId),
    datasheetId: r.datasheetId,
    sku: r.sku,
    parentId: r.parentId,
    status: r.status,
    publishAt: r.publishAt,
    certificateIds: certified.get(r.id) ?? [],
    images: images.get(r.id) ?? [],
    specifications: specs.get(r.id) ?? [],
    numOfReviews: r.numOfReviews,
    ratings: r.ratings,
    reviews: reviewsOf.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

const isId = (id: number | null): id is number => id !== null;

/**
 * The product a key names: a number is its id; a string its slug, or its id when the digits are
 * no product's slug (docs/decisions.md, A product named by its slug or its id).
 */
export function findProduct(key: ProductKey): ProductRow | null {
  const byId = (id: number) => db.select().from(products).where(eq(products.id, id)).get() ?? null;
  if (typeof key === "number") return byId(key);
  const bySlug = db.select().from(products).where(eq(products.slug, key)).get();
  if (bySlug) return bySlug;
  return /^\d{1,15}$/.test(key) ? byId(Number(key)) : null;
}

export type ProductKey = string | number;

export function requireProduct(key: ProductKey): ProductRow {
  const row = findProduct(key);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** One product as the editor and `GET /api/bel/admin/products/{slug}` show it. */
export function getAdminProduct(key: ProductKey): AdminProduct | null {
  const row = findProduct(key);
  return row ? toAdminProducts([row])[0] : null;
}

/**
 * A product as its image manager shows it (the upload screen, the update screen's Images panel):
 * the alt text as shown, each picture's address and renditions.
 */
export function productImagesView(product: AdminProduct) {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    imagealt: shownAlt(product),
    images: product.images.map(({ id, url, publicId, srcSet }) => ({ id, url, publicId, srcSet })),
  };
}

/**
 * A family of the products table's page (docs/variants.md, Admin and API): a product with the
 * variants of the page under it. `index` is its row number, or null when it is not one of the
 * page's rows but the parent of variants that are (their context).
 */
export type AdminProductFamily = Omit<AdminProduct, "index"> & {
  index: number | null;
  /** All its variants, on this page or not. */
  variantCount: number;
  /** Its variants among the page's rows, with their row numbers. */
  variants: (AdminProduct & { index: number })[];
};

/**
 * A page of the products table (25), numbered from 1 across pages: `q` finds words of the name
 * or the reference (FTS5) and the start of a slug, whatever the products' status; `category` is
 * a category at any level; `status` one status (products_status_idx); sorts by newest (default),
 * name or most reviewed.
 *
 * Two steps, so that neither touches more than it must at 100,000 products: the page's ids come
 * from the index of the sort (products_created_idx, products_name_idx, products_popular_idx, or
 * products_category_name_idx / products_category_idx within a category), which SQLite walks in
 * order, testing each id against the search's matches and stopping at the page's end; then the
 * page's 25 rows are read by id. The search's matches are only ever tested against (`+id IN …`),
 * never used to fetch rows, which would read and sort every matching product.
 *
 * `families` groups the page for the table (docs/variants.md, Admin and API): each variant under
 * its parent, the parent brought in as their context when it is not on the page, so a page never
 * shows a variant without saying whose it is; `products` is the page as it is (the API's).
 */
export function listAdminProducts(filters: AdminProductsFilters = {}) {
  const { count, page } = adminListStatements(filters);
  const total = count.get()?.n ?? 0;
  const paging = pageOf(total, filters.page, ADMIN_PAGE_SIZE);
  const ids = total
    ? page(paging)
        .all()
        .map((r) => r.id)
    : [];
  const rows = adminProductsByIds(ids).map((p, i) => ({ ...p, index: paging.offset + i + 1 }));
  return { ...paging, total, products: rows, families: familiesOf(rows) };
}

/** The page's rows by family, in the order of each family's first row. */
function familiesOf(rows: (AdminProduct & { index: number })[]): AdminProductFamily[] {
  if (rows.length === 0) return [];
  const onPage = new Set(rows.map((r) => r.id));
  const missing = [...new Set(rows.map((r) => r.parentId))].filter(
    (id): id is number => id !== null && !onPage.has(id),
  );
  const context = new Map(adminProductsByIds(missing).map((p) => [p.id, p]));
  const parentIds = [...new Set(rows.map((r) => r.parentId ?? r.id))];
  const counts = new Map(
    db
      .select({ parentId: products.parentId, n: sql<number>`count(*)` })
      .from(products)
      .where(inArray(products.parentId, parentIds))
      .groupBy(products.parentId)
      .all()
      .map((r) => [r.parentId, r.n]),
  );
  const families = new Map<number, AdminProductFamily>();
  const familyOf = (id: number) => {
    let family = families.get(id);
    if (!family) {
      const head = rows.find((r) => r.id === id) ?? { ...context.get(id)!, index: null };
      family = { ...head, variantCount: counts.get(id) ?? 0, variants: [] };
      families.set(id, family);
    }
    return family;
  };
  for (const row of rows) {
    if (row.parentId === null) familyOf(row.id);
    else if (onPage.has(row.parentId) || context.has(row.parentId))
      familyOf(row.parentId).variants.push(row);
    else familyOf(row.id); // its parent gone meanwhile
  }
  return [...families.values()];
}

/**
 * The family of the product `key` names (docs/variants.md): its parent (itself, unless it is a
 * variant) first, then the variants in the order they were added, each with its SKU and the
 * values of the specification groups that vary within the family. Null for no product.
 */
export function getProductFamily(key: ProductKey) {
  const row = findProduct(key);
  if (!row) return null;
  const parentId = row.parentId ?? row.id;
  const members = db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      status: products.status,
    })
    .from(products)
    .where(sql`${products.id} = ${parentId} OR ${products.parentId} = ${parentId}`)
    .orderBy(sql`${products.parentId} IS NOT NULL`, asc(products.id))
    .all();
  const specs = specificationsFor(members.map((m) => m.id));
  const valueOf = (id: number, group: number) =>
    specs.get(id)?.find((s) => s.spec.id === group)?.value.title ?? "";
  // The choices that tell members apart; the specifier's figures that follow from them (a larger
  // conductor, a larger diameter) are not among them (SPECIFIER_GROUPS).
  const groups = new Map<number, string>();
  for (const list of specs.values())
    for (const s of list) if (!isSpecifierGroup(s.spec.slug)) groups.set(s.spec.id, s.spec.title);
  const varying = [...groups].filter(
    ([group]) => new Set(members.map((m) => valueOf(m.id, group))).size > 1,
  );
  return {
    parent: members[0],
    /** The groups whose values differ within the family, by their titles. */
    varying: varying.map(([, title]) => title),
    members: members.map((m) => ({
      ...m,
      isParent: m.id === parentId,
      values: varying.map(([group]) => valueOf(m.id, group)),
    })),
  };
}

export type ProductFamily = NonNullable<ReturnType<typeof getProductFamily>>;

/** The products of `ids`, in their order (ids of no product left out). */
function adminProductsByIds(ids: number[]): AdminProduct[] {
  if (ids.length === 0) return [];
  const byId = new Map(
    db
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .all()
      .map((r) => [r.id, r]),
  );
  return toAdminProducts(ids.map((id) => byId.get(id)).filter((r) => r !== undefined));
}

/**
 * Every product the table's filters select (search aside), in its order, numbered from 1, read
 * CATALOGUE_BATCH_SIZE at a time: the admin API's list without a page (the original site's
 * client reads it whole and has no pager). The ids come first, in one indexed query; each batch
 * then reads its products in one snapshot with toAdminProducts' few queries. A product deleted
 * meanwhile is left out (and not counted).
 */
export function* adminProductBatches(
  filters: Omit<AdminProductsFilters, "page" | "q"> = {},
): Generator<(AdminProduct & { index: number })[]> {
  const ids = adminListStatements(filters)
    .ids()
    .all()
    .map((r) => r.id);
  let index = 0;
  for (let start = 0; start < ids.length; start += CATALOGUE_BATCH_SIZE) {
    const batch = readSnapshot(() =>
      adminProductsByIds(ids.slice(start, start + CATALOGUE_BATCH_SIZE)),
    );
    if (batch.length) yield batch.map((p) => ({ ...p, index: ++index }));
  }
}

/** The table's statements: how many products match, and the ids of one page of them (or all). */
export function adminListStatements(filters: AdminProductsFilters = {}) {
  const where: SQL[] = [];
  const term = filters.q?.trim();
  if (term) where.push(sql`+${products.id} IN ${searchMatches(term)}`);
  if (filters.category) where.push(categoryCondition(filters.category));
  if (filters.status) where.push(eq(products.status, filters.status));
  const condition = where.length ? and(...where) : undefined;
  // A search alone is counted from its matches, not by testing every product against them.
  const count =
    term && !filters.category && !filters.status
      ? db.select({ n: searchCount(term) }).from(sql`(SELECT 1)`)
      : db
          .select({ n: sql<number>`count(*)` })
          .from(products)
          .where(condition);
  const order =
    filters.sort === "name"
      ? [asc(products.name), asc(products.id)]
      : filters.sort === "reviews"
        ? [desc(products.numOfReviews), desc(products.createdAt), desc(products.id)]
        : [desc(products.createdAt), desc(products.id)];
  const ids = () =>
    db
      .select({ id: products.id })
      .from(products)
      .where(condition)
      .orderBy(...order);
  return {
    count,
    page: ({ pageSize, offset }: { pageSize: number; offset: number }) =>
      ids().limit(pageSize).offset(offset),
    /** The ids of all of them, in order. */
    ids,
  };
}

/**
 * The ids a search term matches: words of the name or the reference (the last one a prefix),
 * and the slugs that start with it (a range of the slug's unique index).
 */
function searchMatches(term: string): SQL {
  const { fts, slug } = searchParts(term);
  const parts = [fts, slug].filter((p): p is SQL => p !== null);
  if (parts.length === 0) return sql`(SELECT NULL WHERE 0)`;
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}

/**
 * How many products a search matches: the full-text matches, plus the slug matches that are not
 * among them (few: the slug range is narrow), without building the set of all matches.
 */
function searchCount(term: string): SQL<number> {
  const { fts, slug } = searchParts(term);
  const ftsCount = fts ? sql`(SELECT count(*) FROM (${fts}))` : sql`0`;
  const slugCount = slug
    ? sql`(SELECT count(*) FROM (${slug}) AS s WHERE ${fts ? sql`s.id NOT IN (${fts})` : sql`1`})`
    : sql`0`;
  return sql<number>`${ftsCount} + ${slugCount}`;
}

function searchParts(term: string) {
  const fts = adminFtsQuery(term);
  const slug = term.toLowerCase().replace(/\s+/g, "-");
  return {
    fts: fts
      ? sql`SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ${`{name shortdescription} : (${fts})`}`
      : null,
    slug: /^[a-z0-9][a-z0-9-]*$/.test(slug)
      ? sql`SELECT ${products.id} AS id FROM ${products} WHERE ${products.slug} >= ${slug} AND ${products.slug} < ${slug + "\uffff"}`
      : null,
  };
}

/**
 * The storefront's safe FTS5 query (words only, each quoted, all required, the last a prefix),
 * except that a last word of one character is matched whole: the index keeps prefixes of two
 * and three characters, and a one-letter prefix would read every word under that letter.
 */
function adminFtsQuery(term: string) {
  const query = toFtsQuery(term);
  return query?.replace(/ "([^"])"\*$|^"([^"])"\*$/, (m, a?: string, b?: string) =>
    a ? ` "${a}"` : `"${b}"`,
  );
}

/** A category of any level: the column of its level (each has an index). */
function categoryCondition(id: number): SQL {
  const level = db
    .select({ level: categories.level })
    .from(categories)
    .where(eq(categories.id, id))
    .get()?.level;
  if (level === 1) return eq(products.categoryId, id);
  if (level === 2) return eq(products.subcategoryId, id);
  if (level === 3) return eq(products.subSubcategoryId, id);
  return sql`0`;
}

// ---------------------------------------------------------------------------------------------
// Checking what a product refers to

/**
 * The category, subcategory and sub-subcategory form a branch of the tree (a product's place, or
 * where a bulk action moves products): else a 400 on the field.
 */
export function checkCategoryBranch(input: {
  category: number;
  subcategory: number | null;
  subSubcategory: number | null;
}) {
  const ids = [input.category, input.subcategory, input.subSubcategory].filter(isId);
  const found = new Map(
    db
      .select({ id: categories.id, parentId: categories.parentId, level: categories.level })
      .from(categories)
      .where(inArray(categories.id, ids))
      .all()
      .map((c) => [c.id, c]),
  );
  const category = found.get(input.category);
  if (!category || category.level !== 1)
    throw badInput("Please choose a category from the list", "category");
  if (input.subcategory !== null) {
    const sub = found.get(input.subcategory);
    if (!sub || sub.level !== 2)
      throw badInput("Please choose a subcategory from the list", "subcategory");
    if (sub.parentId !== input.category)
      throw badInput("This subcategory is not in the chosen category", "subcategory");
  }
  if (input.subSubcategory !== null) {
    const subSub = found.get(input.subSubcategory);
    if (!subSub || subSub.level !== 3)
      throw badInput("Please choose a sub-subcategory from the list", "subSubcategory");
    if (input.subcategory === null)
      throw badInput("Please choose the subcategory of this sub-subcategory", "subcategory");
    if (subSub.parentId !== input.subcategory)
      throw badInput("This sub-subcategory is not in the chosen subcategory", "subSubcategory");
  }
}

/**
 * The category, subcategory and sub-subcategory form a branch of the tree, the datasheet exists,
 * and each specification pair is a group and one of its values: else a 400 on the field.
 */
function checkReferences(input: ProductFieldsInput) {
  checkCategoryBranch(input);
  if (input.datasheet !== null) {
    const sheet = db
      .select({ id: datasheets.id })
      .from(datasheets)
      .where(eq(datasheets.id, input.datasheet))
      .get();
    if (!sheet) throw badInput(DATASHEET_NOT_IN_LIST, "datasheet");
  }
  if (input.certificates) checkCertificateIds(input.certificates);
  const pairs = input.specifications ?? [];
  if (pairs.length) {
    const values = new Map(
      db
        .select({ id: specifications.id, parentId: specifications.parentId })
        .from(specifications)
        .where(
          inArray(
            specifications.id,
            pairs.map((p) => p.valueId),
          ),
        )
        .all()
        .map((v) => [v.id, v.parentId]),
    );
    for (const { specId, valueId } of pairs) {
      if (values.get(valueId) !== specId)
        throw badInput(
          "A specification value does not belong to its specification",
          "specifications",
        );
    }
  }
}

/**
 * The parent a write leaves the product with (docs/variants.md): `isVariant: false` none,
 * a `parentProductId` that product, neither the one it has.
 */
function parentAfter(current: ProductRow, input: ProductFamilyInput): number | null {
  if (input.isVariant === false) return null;
  return input.parentProductId ?? current.parentId;
}

/**
 * The product `id` (null: a new one) may be a variant of `parentId`: the parent exists, is not
 * itself a variant, is not the product, and the product has no variants of its own. The
 * triggers of migrations/0016_variants.sql hold the same rule; this gives its message.
 */
function checkFamily(id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const parent = findProduct(parentId);
  if (!parent) throw badInput("parentProductId names no product", "parentProductId");
  if (parent.id === id)
    throw badInput("A product cannot be a variant of itself", "parentProductId");
  if (parent.parentId !== null) {
    const top = findProduct(parent.parentId);
    throw badInput(
      `${VARIANT_OF_VARIANT}: ${parent.name} is a variant of ${top?.name ?? "another product"}; add the variant to that product instead.`,
      "parentProductId",
    );
  }
  const own = id === null ? 0 : variantCount(id);
  if (own > 0)
    throw badInput(
      `A product with variants cannot become a variant: this one has ${own} ${own === 1 ? "variant" : "variants"}.`,
      "parentProductId",
    );
}

/** `sku` is no other product's (a 400 on the field: the API's and the form's message alike). */
function checkSku(sku: string | null, exceptId: number | null) {
  if (sku === null) return;
  const other = db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.sku, sku))
    .get();
  if (other && other.id !== exceptId)
    throw badInput(`The SKU ${sku} is already used by ${other.name}`, "sku");
}

/**
 * A variant has its family's certificates (docs/variants.md): a list sent for a product that is
 * (or becomes) a variant of `parentId` is accepted only when it is the parent's own, as answers
 * give it back; else a 400 on the field. A product of its own may have any.
 */
function checkFamilyCertificates(parentId: number | null, ids: number[] | undefined) {
  if (parentId === null || ids === undefined) return;
  const parent = findProduct(parentId);
  if (!parent) return; // checkFamily says so
  const chosen = certificateIdsFor([parent.id]).get(parent.id) ?? [];
  if (!sameCertificates(chosen, ids))
    throw badInput(variantCertificates(parent.name), "certificates");
}

/**
 * The product's address would be `slugFor(name)`, which a product in the bin keeps: a 400 on the
 * name (docs/admin.md, Bin).
 */
function checkSlugNotBinned(name: string) {
  const slug = slugFor(name);
  const binned = binnedProductAt(slug);
  if (binned) throw badInput(slugInBin(slug, binned.name), "name");
}

/** How many variants the product has. */
export function variantCount(id: number) {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .where(eq(products.parentId, id))
      .get()?.n ?? 0
  );
}

// ---------------------------------------------------------------------------------------------
// Files

/**
 * Stores uploaded pictures; when one is refused, the others already stored are removed and the
 * refusal (a 4xx DomainError on `images`) is thrown.
 */
async function storeImages(inputs: UploadInput[]): Promise<StoredImage[]> {
  const results = await Promise.allSettled(
    inputs.map((input) => storage.saveImage("products", input, { field: "images" })),
  );
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const refused = results.find((r) => r.status === "rejected");
  if (refused) {
    await storage.removeImages(...stored);
    throw refused.reason;
  }
  return stored;
}

/**
 * Runs a write that references `stored` pictures; if it fails, the pictures go (they belong to
 * nothing then).
 */
async function committing<T>(stored: StoredImage[], write: () => T): Promise<T> {
  try {
    return write();
  } catch (error) {
    await storage.removeImages(...stored);
    throw error;
  }
}

/**
 * Removes the files of images that are gone from the database: only the renditions named after
 * the image's own public id (the scale seed's rows share files they do not own), and none that
 * another row still shows (docs/admin.md, Catalogue CSV).
 */
export async function removeImageFiles(
  images: { publicId: string; file: string; variants: ImageVariant[] }[],
) {
  // A catalogue import may have given another product a row showing the same files.
  const shown = images.length
    ? new Set(
        db
          .select({ file: productImages.file })
          .from(productImages)
          .where(
            inArray(
              productImages.file,
              images.map((i) => i.file),
            ),
          )
          .all()
          .map((r) => r.file),
      )
    : new Set<string>();
  await storage.remove(
    ...images
      .filter((image) => !shown.has(image.file))
      .flatMap((image) =>
        [image.file, ...image.variants.map((v) => v.file)].filter((file) =>
          file.includes(`/${image.publicId}-`),
        ),
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// What the audit log records of a product

function snapshot(productId: number) {
  const row = db.select().from(products).where(eq(products.id, productId)).get();
  if (!row) return null;
  const specs = specificationsFor([productId]).get(productId) ?? [];
  return {
    name: row.name,
    slug: row.slug,
    status: row.status,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    subSubcategoryId: row.subSubcategoryId,
    datasheetId: row.datasheetId,
    sku: row.sku,
    parentId: row.parentId,
    description: row.description,
    shortdescription: row.shortdescription,
    imagealt: row.imagealt,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    specifications: Object.fromEntries(specs.map((s) => [s.spec.title, s.value.title])),
    certificates: certificateNames(productId),
    images: pictures(productId),
  };
}

/** The names of the certificates that apply to the product (a variant: its parent's). */
function certificateNames(productId: number) {
  const ids = certificateIdsFor([productId]).get(productId) ?? [];
  if (ids.length === 0) return [];
  const names = new Map(certificateChoices().map((c) => [c.id, c.name]));
  return ids.map((id) => names.get(id) ?? String(id));
}

/** The public ids of the product's pictures, in gallery order. */
function pictures(productId: number) {
  return db
    .select({ publicId: productImages.publicId })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .all()
    .map((i) => i.publicId);
}

/**
 * The product's pictures changed (`before`: their public ids): its last-modified date (the
 * sitemap's lastmod) moves, and the audit log records its pictures before and after.
 */
function picturesChanged(actor: Actor, row: ProductRow, before: string[], summary: string) {
  db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, row.id)).run();
  audit(actor, {
    action: "update",
    entity: "product",
    entityId: row.id,
    summary,
    before: { images: before },
    after: { images: pictures(row.id) },
  });
  recordProductVersion(actor, row.id);
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * The row's columns from the form's fields. Alt text and SEO title are stored empty when they are
 * the name (the new one, or `formerName` the product had), so they follow it (ownText).
 */
function columns(input: ProductFieldsInput, formerName?: string) {
  const names = formerName === undefined ? [input.name] : [input.name, formerName];
  return {
    name: input.name,
    description: input.description,
    shortdescription: input.shortdescription,
    imagealt: ownText(input.imagealt, ...names),
    seoTitle: ownText(input.seo_title, ...names),
    seoDescription: input.seo_description,
    categoryId: input.category,
    subcategoryId: input.subcategory,
    subSubcategoryId: input.subSubcategory,
    datasheetId: input.datasheet,
  };
}

const IMMEDIATE = { behavior: "immediate" } as const;

/**
 * Creates a product with its pictures and specifications; its slug comes from the name and is
 * unique (former slugs of other products included).
 */
export function createStaffProduct(actor: Actor, input: ProductCreateInput) {
  return createProductRow(actor, input, null);
}

/**
 * Adds a variant to the product `parentKey` names (docs/variants.md, Admin and API): a product of
 * its own, like createStaffProduct's, linked to its parent. The parent must not be a variant
 * itself (VARIANT_OF_VARIANT, a 400); a `parentProductId` sent with it must be the parent's id.
 */
export function createProductVariant(
  actor: Actor,
  parentKey: ProductKey,
  input: ProductCreateInput & { parentProductId?: number | null },
) {
  const parent = requireProduct(parentKey);
  if (input.parentProductId != null && input.parentProductId !== parent.id)
    throw badInput(PARENT_MISMATCH, "parentProductId");
  return createProductRow(actor, input, parent.id);
}

async function createProductRow(actor: Actor, input: ProductCreateInput, parentId: number | null) {
  checkReferences(input);
  checkFamily(null, parentId);
  checkSku(input.sku ?? null, null);
  checkFamilyCertificates(parentId, input.certificates);
  checkSlugNotBinned(input.name);
  const stored = await storeImages(input.images);
  return committing(stored, () =>
    db.transaction(() => {
      checkReferences(input);
      checkFamily(null, parentId);
      checkSku(input.sku ?? null, null);
      checkFamilyCertificates(parentId, input.certificates);
      checkSlugNotBinned(input.name);
      const [row] = createProducts([
        {
          ...columns(input),
          sku: input.sku ?? null,
          parentId,
          specificationValueIds: (input.specifications ?? []).map((s) => s.valueId),
          images: stored,
          // A product created without a status is Published (docs/decisions.md, Product status).
          status: input.status ?? "published",
        },
      ]);
      if (parentId === null && input.certificates)
        setProductCertificates(row.id, input.certificates);
      const parent = parentId === null ? null : findProduct(parentId);
      const created = parent
        ? `Created product ${row.name}, a variant of ${parent.name}`
        : `Created product ${row.name}`;
      audit(actor, {
        action: "create",
        entity: "product",
        entityId: row.id,
        // A product created off the site says so; a published one is what a create always was.
        summary:
          row.status === "published"
            ? created
            : `${created} (${PRODUCT_STATUS_LABELS[row.status]})`,
        after: snapshot(row.id),
      });
      recordProductVersion(actor, row.id, { note: CREATED_NOTE });
      return row;
    }, IMMEDIATE),
  );
}

/**
 * Updates the product `key` names: its fields, its specifications when given, and new pictures
 * after its own. A new name gives a new slug; the old one is kept so its address still leads to
 * the product (a 301 on the storefront).
 */
export async function updateStaffProduct(
  actor: Actor,
  key: ProductKey,
  input: ProductFieldsInput & ProductFamilyInput & { images?: UploadInput[] },
) {
  const found = requireProduct(key);
  checkReferences(input);
  checkFamily(found.id, parentAfter(found, input));
  if (input.sku !== undefined) checkSku(input.sku, found.id);
  checkFamilyCertificates(parentAfter(found, input), input.certificates);
  if (slugFor(input.name) !== slugFor(found.name)) checkSlugNotBinned(input.name);
  const stored = input.images?.length ? await storeImages(input.images) : [];
  return committing(stored, () =>
    db.transaction(() => {
      const current = requireProduct(key);
      const before = snapshot(current.id);
      keepVersionBaselines([current.id]);
      const status = input.status && input.status !== current.status ? input.status : undefined;
      const row = saveProductFields(current, input);
      if (stored.length) appendImages(current.id, stored);
      audit(actor, {
        action: "update",
        entity: "product",
        entityId: row.id,
        summary: status
          ? `Updated product ${row.name}: ${statusChange(current.status, status)}`
          : `Updated product ${row.name}`,
        before,
        after: snapshot(row.id),
      });
      recordProductVersion(actor, row.id);
      return row;
    }, IMMEDIATE),
  );
}

/** "Draft → Published": a change of status as the audit log's summary says it. */
export const statusChange = (from: ProductStatus, to: ProductStatus) =>
  `${PRODUCT_STATUS_LABELS[from]} → ${PRODUCT_STATUS_LABELS[to]}`;

/**
 * Writes the product's fields, family, specifications (when given) and certificates as `input`
 * says, after checking them, inside the caller's transaction: an update's, and a restore's from
 * its history (app/models/product-history.server.ts). A new name gives a new slug (or `slug`, the
 * address a restore asks for, when it is free for this product); the old one is kept so its
 * address still leads to the product.
 */
export function saveProductFields(
  current: ProductRow,
  input: ProductFieldsInput & ProductFamilyInput,
  { slug: wanted }: { slug?: string } = {},
): ProductRow {
  checkReferences(input);
  const parentId = parentAfter(current, input);
  checkFamily(current.id, parentId);
  const sku = input.sku === undefined ? current.sku : input.sku;
  checkSku(sku, current.id);
  checkFamilyCertificates(parentId, input.certificates);
  // A variant leaving its family keeps the certificates it had (its parent's), unless told.
  const certificates =
    input.certificates ??
    (parentId === null && current.parentId !== null
      ? (certificateIdsFor([current.id]).get(current.id) ?? [])
      : undefined);
  let slug = current.slug;
  if (wanted !== undefined && uniqueProductSlug(wanted, current.id) === wanted) {
    // The address a restore brings back, free for this product (its own former one).
    slug = wanted;
  } else if (slugFor(input.name) !== slugFor(current.name)) {
    checkSlugNotBinned(input.name);
    slug = uniqueProductSlug(input.name, current.id);
  }
  if (slug !== current.slug) {
    db.delete(productSlugHistory).where(eq(productSlugHistory.slug, slug)).run();
    db.insert(productSlugHistory)
      .values({ slug: current.slug, productId: current.id })
      .onConflictDoUpdate({
        target: productSlugHistory.slug,
        set: { productId: current.id, createdAt: new Date() },
      })
      .run();
  }
  const status = input.status && input.status !== current.status ? input.status : undefined;
  const row = db
    .update(products)
    .set({
      ...columns(input, current.name),
      sku,
      parentId,
      slug,
      // The status only when it changes: its triggers move the family in the listing's index.
      ...(status ? { status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, current.id))
    .returning()
    .get();
  if (input.specifications) setSpecifications(current.id, input.specifications);
  if (parentId === null && certificates) setProductCertificates(current.id, certificates);
  return row;
}

/** Makes the product's specification pairs exactly `pairs`, touching only the rows that change. */
function setSpecifications(productId: number, pairs: { specId: number; valueId: number }[]) {
  const wanted = new Map(pairs.map((p) => [p.specId, p.valueId]));
  const existing = db
    .select({ specId: productSpecifications.specId, valueId: productSpecifications.valueId })
    .from(productSpecifications)
    .where(eq(productSpecifications.productId, productId))
    .all();
  for (const { specId, valueId } of existing) {
    if (wanted.get(specId) === valueId) wanted.delete(specId);
    else if (!wanted.has(specId))
      db.delete(productSpecifications)
        .where(
          and(
            eq(productSpecifications.productId, productId),
            eq(productSpecifications.specId, specId),
          ),
        )
        .run();
  }
  for (const [specId, valueId] of wanted) {
    db.insert(productSpecifications)
      .values({ productId, specId, valueId })
      .onConflictDoUpdate({
        target: [productSpecifications.productId, productSpecifications.specId],
        set: { valueId },
      })
      .run();
  }
}

function appendImages(productId: number, stored: StoredImage[]) {
  const last =
    db
      .select({ last: sql<number | null>`max(${productImages.position})` })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .get()?.last ?? -1;
  db.insert(productImages)
    .values(stored.map((image, i) => ({ ...image, productId, position: last + 1 + i })))
    .run();
}

/** Adds pictures after the product's own (the image manager's Upload). */
export async function addProductImages(actor: Actor, key: ProductKey, inputs: UploadInput[]) {
  requireProduct(key);
  const stored = await storeImages(inputs);
  return committing(stored, () =>
    db.transaction(() => {
      const row = requireProduct(key);
      const before = pictures(row.id);
      keepVersionBaselines([row.id]);
      appendImages(row.id, stored);
      picturesChanged(
        actor,
        row,
        before,
        `Added ${stored.length} image${stored.length === 1 ? "" : "s"} to product ${row.name}`,
      );
      return row;
    }, IMMEDIATE),
  );
}

/** Deletes one picture of the product by its public id; its files go once that has committed. */
export async function deleteProductImage(actor: Actor, key: ProductKey, publicId: string) {
  const image = db.transaction(() => {
    const row = requireProduct(key);
    const image = db
      .select()
      .from(productImages)
      .where(and(eq(productImages.productId, row.id), eq(productImages.publicId, publicId)))
      .get();
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    const before = pictures(row.id);
    keepVersionBaselines([row.id]);
    db.delete(productImages).where(eq(productImages.id, image.id)).run();
    renumberImages(row.id);
    picturesChanged(actor, row, before, `Deleted an image of product ${row.name}`);
    return image;
  }, IMMEDIATE);
  await removeImageFiles([image]);
  return image;
}

/**
 * Moves one picture a place earlier or later (the first is the one cards show), by the one
 * ordering protocol of app/models/ordered-content.server.ts: the picture's id and a direction; at
 * the ends it does not move and a DomainError (400) says so (“Image 1” is already first.), named
 * by its place as the image manager shows it; a picture that is not the product's is a 404. The
 * move is a change of the product (its last-modified date moves, its audit entry has its pictures
 * before and after), not of a row of its own list as moveOrdered records it.
 */
export function moveProductImage(
  actor: Actor,
  key: ProductKey,
  imageId: number,
  direction: MoveDirection,
) {
  db.transaction(() => {
    const row = requireProduct(key);
    const before = pictures(row.id);
    const scope = eq(productImages.productId, row.id);
    const image = db
      .select({ publicId: productImages.publicId })
      .from(productImages)
      .where(and(scope, eq(productImages.id, imageId)))
      .get();
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    keepVersionBaselines([row.id]);
    const moved = moveRow({
      table: productImages,
      id: imageId,
      idColumn: productImages.id,
      positionColumn: productImages.position,
      scope,
      direction,
    });
    if (!moved) {
      const place = before.indexOf(image.publicId) + 1;
      throw badInput(`“Image ${place}” is already ${direction === "up" ? "first" : "last"}.`);
    }
    picturesChanged(actor, row, before, `Reordered the images of product ${row.name}`);
  }, IMMEDIATE);
}

/** Positions 0…n-1 again after a picture has gone. */
function renumberImages(productId: number) {
  const rows = db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .all();
  rows.forEach((r, position) =>
    db.update(productImages).set({ position }).where(eq(productImages.id, r.id)).run(),
  );
}

// ---------------------------------------------------------------------------------------------
// The choices of the product form

/** Categories (with their subcategories and sub-subcategories), datasheets and specifications. */
export function productFormOptions() {
  const cats = db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      level: categories.level,
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.name))
    .all();
  const children = (parentId: number) => cats.filter((c) => c.parentId === parentId);
  const specs = db
    .select({
      id: specifications.id,
      title: specifications.title,
      parentId: specifications.parentId,
    })
    .from(specifications)
    .orderBy(asc(specifications.position), asc(specifications.id))
    .all();
  return {
    categories: cats
      .filter((c) => c.level === 1)
      .map((c) => ({
        id: c.id,
        name: c.name,
        children: children(c.id).map((s) => ({
          id: s.id,
          name: s.name,
          children: children(s.id).map((x) => ({ id: x.id, name: x.name })),
        })),
      })),
    datasheets: datasheetChoices(),
    certificates: certificateChoices(),
    specifications: specs
      .filter((g) => g.parentId === null)
      .map((g) => ({
        id: g.id,
        title: g.title,
        values: specs.filter((v) => v.parentId === g.id).map((v) => ({ id: v.id, title: v.title })),
      })),
  };
}

export type ProductFormOptions = ReturnType<typeof productFormOptions>;

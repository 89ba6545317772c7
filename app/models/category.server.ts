import { asc, eq, isNull, sql } from "drizzle-orm";
import slugify from "slugify";
import { categories, products } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { withNewFiles } from "~/models/content-files.server";
import { getCatalogueIndex } from "~/models/catalogue-index.server";
import { perSiteVersion } from "~/models/site-version.server";
import { moveOrdered } from "~/models/ordered-content.server";
import { nextPosition, type MoveDirection } from "~/models/ordering.server";
import { likePattern, numberedSqlPage } from "~/models/paging.server";
import { prepared } from "~/models/prepared.server";
import { records } from "~/models/records.server";
import { dbErrorText, pictureOf, renditionsOf, thumbnailOf } from "~/models/uploads.server";
import {
  ALL_REQUIRED,
  CATEGORY_NOT_FOUND,
  PARENT_NOT_FOUND,
  SELECT_SUBCATEGORY,
} from "~/schemas/category";
import { isEmptyUpload, storage, type UploadInput } from "~/storage.server";
import { badInput, conflict, notFound } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

export type CategoryRef = { id: number; name: string; slug: string };
export type CategoryNode = CategoryRef & {
  level: number;
  image: string | null;
  children: CategoryNode[];
};

/** The whole three-level tree, in sort order, from one query. */
export function getCategoryTree(): CategoryNode[] {
  const rows = db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      level: categories.level,
      image: categories.image,
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id))
    .all();
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      id: row.id,
      name: row.name,
      slug: row.slug,
      level: row.level,
      image: uploadUrl(row.image),
      children: [],
    };
    byId.set(row.id, node);
    if (row.parentId === null) roots.push(node);
    else byId.get(row.parentId)?.children.push(node);
  }
  return roots;
}

/** Every category's id, name and slug, read once per site version: every product card names its
 * category, and a product page its three. */
const categoryRefs = perSiteVersion(() => {
  const byId = new Map<number, CategoryRef>();
  const rows = db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .all();
  for (const row of rows) byId.set(row.id, row);
  return byId;
});

export function getCategoriesByIds(ids: number[]): Map<number, CategoryRef> {
  const refs = categoryRefs();
  const found = new Map<number, CategoryRef>();
  for (const id of ids) {
    const ref = refs.get(id);
    if (ref) found.set(id, ref);
  }
  return found;
}

const familyRows = prepared(() =>
  db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
    })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .prepare(),
);

/**
 * Top-level categories with their tile image and how many products each holds. The counts come
 * from the listing's catalogue index (a bitset per category), not from counting the products
 * table on every visit to the home page, which scanned a family's whole index range (milliseconds
 * per family on a large catalogue).
 */
export function getFamilies() {
  const index = getCatalogueIndex();
  return familyRows()
    .all()
    .map((r) => ({
      ...r,
      image: uploadUrl(r.image),
      productCount: index.inCategory.get(r.id)?.countAnd(index.live) ?? 0,
    }));
}

// ---------------------------------------------------------------------------------------------
// Staff: the three category screens and their /api/bel twins (docs/admin.md)

export type CategoryLevel = 1 | 2 | 3;

export const CATEGORY_CREATED = "Category created successfully";
export const CATEGORY_UPDATED = "Category updated successfully";
export const CATEGORY_IMAGE_UPDATED = "Images updated successfully";
export const CATEGORY_MOVED = "Category order updated";
export const CATEGORY_DELETED: Record<CategoryLevel, string> = {
  1: "Category deleted successfully",
  2: "Subcategory deleted successfully",
  3: "Sub-subcategory deleted successfully",
};
/** What the original shows when a category cannot be loaded for editing (docs/admin.md). */
export const CATEGORY_FETCH_FAILED = "Something went wrong, failed to fetch product details";
export const TOO_DEEP =
  "Categories go three levels deep: a sub-subcategory cannot have categories below it.";
export const IMAGE_TOP_LEVEL_ONLY = "Only top-level categories have an image.";
export const NO_PARENT_AT_TOP = "A top-level category cannot be moved under another category.";

/** What a category of each level is called, and what its children are called. */
export const LEVEL_NOUN: Record<CategoryLevel, [string, string]> = {
  1: ["category", "categories"],
  2: ["subcategory", "subcategories"],
  3: ["sub-subcategory", "sub-subcategories"],
};

export const categorySlug = (name: string) =>
  slugify(name, { lower: true, strict: true, trim: true }) || "category";

const nameTaken = (slug: string) =>
  `A category with this name already exists (the address “${slug}” is taken).`;

type CategoryRow = typeof categories.$inferSelect;

const {
  rowOf: categoryRow,
  existing,
  create,
  change,
} = records<CategoryRow>({
  table: categories,
  idColumn: categories.id,
  entity: "category",
  notFoundMessage: CATEGORY_NOT_FOUND,
  files: ["image"],
});

/** One category as its edit form and `GET /admin/category/details/{id}` show it. */
export type CategoryDetails = {
  id: number;
  name: string;
  slug: string;
  level: CategoryLevel;
  parentId: number | null;
  /** A sub-subcategory's category (its parent's parent): the first step of its parent. */
  categoryId: number | null;
  image: string | null;
  thumbnail: string | null;
  intro: string;
};

export function getCategory(id: number): CategoryDetails | null {
  const row = categoryRow(id);
  if (!row) return null;
  const parent = row.parentId ? categoryRow(row.parentId) : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    level: row.level as CategoryLevel,
    parentId: row.parentId,
    categoryId:
      row.level === 3 ? (parent?.parentId ?? null) : row.level === 2 ? row.parentId : null,
    ...pictureOf(row.image),
    intro: row.intro,
  };
}

/**
 * The categories of `level` (r) with their parent (p) and its parent (g): those whose own name
 * or whose parents' names hold `q`, all of them when it is empty.
 */
function levelRows(level: CategoryLevel, q?: string) {
  const term = q?.trim().toLowerCase() ?? "";
  const pattern = likePattern(term);
  const where = term
    ? sql`AND (lower(r.name) LIKE ${pattern} ESCAPE '\\' OR lower(p.name) LIKE ${pattern} ESCAPE '\\'
           OR lower(g.name) LIKE ${pattern} ESCAPE '\\')`
    : sql``;
  return sql`
    FROM categories r
    LEFT JOIN categories p ON p.id = r.parent_id
    LEFT JOIN categories g ON g.id = p.parent_id
    WHERE r.level = ${level} ${where}`;
}

type LevelRow = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parentId: number | null;
  parentName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  /** Its place among its siblings, 1 first, and how many they are. */
  rank: number;
  siblings: number;
};

/**
 * One page of the categories of a level, in the order of the tree (the parents' order, then
 * their own), searched by their name or their parents' names. `first`/`last` say whether a row
 * can move up or down past a sibling the table shows (a searched table moves a row past its
 * neighbour there: see {@link moveCategory}); `index` numbers the rows from 1 across pages.
 */
export function listCategoryLevel(
  level: CategoryLevel,
  { q, page }: { q?: string; page?: number } = {},
) {
  const from = levelRows(level, q);
  const list = numberedSqlPage(from, page, (limit, offset) =>
    db
      .all<LevelRow>(
        sql`
        SELECT r.id, r.name, r.slug, r.image, r.parent_id AS parentId, p.name AS parentName,
               g.id AS categoryId, g.name AS categoryName,
               row_number() OVER (PARTITION BY r.parent_id ORDER BY r.sort_order, r.id) AS rank,
               count(*) OVER (PARTITION BY r.parent_id) AS siblings
        ${from}
        ORDER BY g.sort_order, g.id, p.sort_order, p.id, r.sort_order, r.id
        LIMIT ${limit} OFFSET ${offset}`,
      )
      .map(({ image, rank, siblings, ...r }) => ({
        ...r,
        thumbnail: thumbnailOf(image),
        first: rank === 1,
        last: rank === siblings,
      })),
  );
  return { ...list, q: q?.trim() ?? "" };
}

/** The database's refusals as the messages of the fields they are about. */
function categoryRefusal(error: unknown, slug: string): never {
  const text = dbErrorText(error);
  if (/UNIQUE constraint failed: categories\.slug/.test(text))
    throw conflict(nameTaken(slug), "name");
  if (/category level must be one below its parent|categories_level_check/.test(text)) {
    throw badInput(TOO_DEEP, "parentId");
  }
  if (/categories_image_check/.test(text)) throw badInput(IMAGE_TOP_LEVEL_ONLY, "categoryImage");
  throw error;
}

/** The parent a form names, checked to be one a category of `level` may sit under. */
function parentFor(parentId: number, level?: CategoryLevel) {
  const parent = categoryRow(parentId);
  if (!parent) throw badInput(PARENT_NOT_FOUND, "parentId");
  if (parent.level >= 3) throw badInput(TOO_DEEP, "parentId");
  if (level !== undefined && parent.level !== level - 1) {
    throw badInput(PARENT_NOT_FOUND, "parentId");
  }
  return parent;
}

export type NewCategory = {
  name: string;
  categoryImage?: UploadInput;
  parentId?: number;
  intro?: string | null;
};

/**
 * Add Category. The level follows from the parent (none: a top-level category, which needs an
 * image); `level` is the screen's, when the form comes from one (a subcategory needs a category
 * as its parent). The slug comes from the name and stays unique.
 */
export async function createCategory(actor: Actor, input: NewCategory, level?: CategoryLevel) {
  const name = input.name.trim();
  const hasImage = !isEmptyUpload(input.categoryImage);
  if (level !== undefined && level > 1 && input.parentId === undefined) {
    throw badInput(ALL_REQUIRED, "parentId");
  }
  const parent = input.parentId === undefined ? null : parentFor(input.parentId, level);
  const actualLevel = (parent ? parent.level + 1 : 1) as CategoryLevel;
  if (actualLevel === 1 && !hasImage) throw badInput(ALL_REQUIRED, "categoryImage");
  if (actualLevel > 1 && hasImage) throw badInput(IMAGE_TOP_LEVEL_ONLY, "categoryImage");
  const slug = categorySlug(name);
  if (slugExists(slug)) throw conflict(nameTaken(slug), "name");

  const row = await withNewFiles(async (files) => {
    const image = await files.image("categories", input.categoryImage, "categoryImage");
    const scope = parent ? eq(categories.parentId, parent.id) : isNull(categories.parentId);
    try {
      return create(
        actor,
        () => ({
          name,
          slug,
          parentId: parent?.id ?? null,
          level: actualLevel,
          image: image ?? null,
          intro: input.intro?.trim() ?? "",
          sortOrder: nextPosition(categories, categories.sortOrder, scope),
        }),
        () => `Created ${LEVEL_NOUN[actualLevel][0]} ${name}`,
      );
    } catch (error) {
      categoryRefusal(error, slug);
    }
  });
  return getCategory(row.id)!;
}

function slugExists(slug: string) {
  return Boolean(
    db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).get(),
  );
}

export type CategoryChanges = {
  name: string;
  /** Sub-subcategories: the category of the new parent (the edit form's first step). */
  categoryId?: number;
  parentId?: number;
  /** undefined keeps the intro, null clears it. */
  intro?: string | null;
};

/**
 * Edit a category: its name (the slug, an address, stays), its intro, and the parent of a
 * subcategory or sub-subcategory, which must be of the same level as its parent today. The
 * products of a moved branch move with it, in the same transaction, so each product's
 * category, subcategory and sub-subcategory stay a branch of the tree.
 */
export async function updateCategory(actor: Actor, id: number, input: CategoryChanges) {
  const current = existing(id);
  const level = current.level as CategoryLevel;
  let parentId = current.parentId;
  if (level === 1) {
    if (input.parentId !== undefined) throw badInput(NO_PARENT_AT_TOP, "parentId");
  } else {
    const currentCategory = level === 3 ? (categoryRow(current.parentId!)?.parentId ?? null) : null;
    const categoryChanged =
      level === 3 && input.categoryId !== undefined && input.categoryId !== currentCategory;
    if (categoryChanged && input.parentId === undefined) {
      throw badInput(SELECT_SUBCATEGORY, "parentId");
    }
    if (input.parentId !== undefined) {
      const parent = parentFor(input.parentId, level);
      if (categoryChanged && parent.parentId !== input.categoryId) {
        throw badInput(SELECT_SUBCATEGORY, "parentId");
      }
      parentId = parent.id;
    }
  }
  const name = input.name.trim();
  const intro = input.intro === undefined ? current.intro : (input.intro?.trim() ?? "");
  const moved = parentId !== current.parentId;
  // The products of a moved branch move with it.
  const moveProducts = () => {
    if (moved && level === 2) {
      db.update(products)
        .set({ categoryId: parentId! })
        .where(eq(products.subcategoryId, id))
        .run();
    }
    if (moved && level === 3) {
      const parent = categoryRow(parentId!)!;
      db.update(products)
        .set({ categoryId: parent.parentId!, subcategoryId: parent.id })
        .where(eq(products.subSubcategoryId, id))
        .run();
    }
  };
  try {
    await change(
      actor,
      id,
      () => ({
        name,
        intro,
        parentId,
        ...(moved
          ? {
              sortOrder: nextPosition(
                categories,
                categories.sortOrder,
                eq(categories.parentId, parentId!),
              ),
            }
          : {}),
      }),
      () => `Updated ${LEVEL_NOUN[level][0]} ${name}`,
      moveProducts,
    );
  } catch (error) {
    categoryRefusal(error, current.slug);
  }
  return getCategory(id)!;
}

/** The separate image update of a top-level category; the old renditions go after the commit. */
export async function updateCategoryImage(actor: Actor, id: number, images: UploadInput) {
  if (existing(id).level !== 1) throw badInput(IMAGE_TOP_LEVEL_ONLY, "images");
  await withNewFiles(async (files) => {
    const image = await files.image("categories", images, "images");
    if (!image) throw badInput("Please choose an image.", "images");
    await change(
      actor,
      id,
      () => ({ image }),
      (before) => `Changed the image of category ${before.name}`,
    );
  });
  return getCategory(id)!;
}

const plural = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes a category that holds nothing: one with products (at any of its levels) or with
 * categories below it is refused, with how many, so nothing is ever orphaned or deleted along.
 */
export async function deleteCategory(actor: Actor, id: number) {
  const current = categoryRow(id);
  if (!current) throw notFound(CATEGORY_NOT_FOUND);
  const level = current.level as CategoryLevel;
  const deleted = db.transaction(
    () => {
      const children =
        db.get<{ n: number }>(sql`SELECT count(*) AS n FROM categories WHERE parent_id = ${id}`)
          ?.n ?? 0;
      const held =
        db.get<{ n: number }>(sql`
          SELECT count(*) AS n FROM products
          WHERE category_id = ${id} OR subcategory_id = ${id} OR sub_subcategory_id = ${id}`)?.n ??
        0;
      if (children || held) {
        const what = [
          held ? plural(held, ["product", "products"]) : "",
          children ? plural(children, LEVEL_NOUN[(level + 1) as CategoryLevel]) : "",
        ]
          .filter(Boolean)
          .join(" and ");
        throw conflict(
          `“${current.name}” cannot be deleted: it still holds ${what}. Move or delete them first.`,
        );
      }
      db.delete(categories).where(eq(categories.id, id)).run();
      audit(actor, {
        action: "delete",
        entity: "category",
        entityId: id,
        summary: `Deleted ${LEVEL_NOUN[level][0]} ${current.name}`,
        before: { name: current.name, slug: current.slug, parentId: current.parentId, level },
      });
      return { id, name: current.name, level, message: CATEGORY_DELETED[level] };
    },
    { behavior: "immediate" },
  );
  await storage.remove(...renditionsOf(current.image));
  return deleted;
}

/**
 * Moves a category one place up or down among its siblings; from a table searched for `q`, past
 * the nearest sibling the search shows (the protocol of ordered-content.server.ts).
 */
export function moveCategory(actor: Actor, id: number, direction: MoveDirection, q?: string) {
  const current = categoryRow(id);
  if (!current) throw notFound(CATEGORY_NOT_FOUND);
  const level = current.level as CategoryLevel;
  moveOrdered(
    {
      table: categories,
      idColumn: categories.id,
      positionColumn: categories.sortOrder,
      nameColumn: categories.name,
      searchColumns: [],
      entity: "category",
      noun: LEVEL_NOUN[level][0],
      notFoundMessage: CATEGORY_NOT_FOUND,
      scope:
        current.parentId === null
          ? isNull(categories.parentId)
          : eq(categories.parentId, current.parentId),
      matching: (term) =>
        db.all<{ id: number }>(sql`SELECT r.id ${levelRows(level, term)}`).map((r) => r.id),
    },
    actor,
    id,
    direction,
    q,
  );
}

/** What the site menus need of a category: its name, its slug and its children. */
export type MenuNode = { name: string; slug: string; children: MenuNode[] };

/**
 * The tree for the header and footer menus, built once per site version (every page asks for
 * it, and it only changes when the catalogue does), with nothing the menus don't render.
 */
export const getMenuTree = perSiteVersion((): MenuNode[] => {
  const strip = (node: CategoryNode): MenuNode => ({
    name: node.name,
    slug: node.slug,
    children: node.children.map(strip),
  });
  return getCategoryTree().map(strip);
});

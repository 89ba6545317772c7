import { asc, inArray, isNull, sql } from "drizzle-orm";
import { categories } from "../../db/schema";
import { db } from "~/db.server";
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

export function getCategoriesByIds(ids: number[]): Map<number, CategoryRef> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.id, [...new Set(ids)]))
    .all();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Top-level categories with their tile image and how many products each holds. */
export function getFamilies() {
  const rows = db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
      productCount: sql<number>`(SELECT count(*) FROM products p WHERE p.category_id = "categories"."id")`,
    })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .all();
  return rows.map((r) => ({ ...r, image: uploadUrl(r.image) }));
}

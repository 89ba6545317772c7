/**
 * What a category page of the listing says about itself: the chosen category (the deepest of
 * category, subcategory and sub-subcategory in the URL) with its ancestors, for the heading, the
 * breadcrumb and the document title, and its intro text.
 */
import { eq, inArray } from "drizzle-orm";
import { categories } from "../../db/schema";
import { db } from "~/db.server";
import type { ProductFilters } from "~/models/listing.server";

export type TrailItem = { id: number; name: string; slug: string; level: number };

export type CategoryTrail = {
  /** From the top-level category down to the chosen one; empty when none is chosen or known. */
  trail: TrailItem[];
  /** The chosen category's intro ("" when it has none). */
  intro: string;
};

const NONE: CategoryTrail = { trail: [], intro: "" };

/**
 * The trail of the deepest category the filters name at its level. A subcategory or
 * sub-subcategory linked without its parents (the home page's banners) still gets its whole
 * trail, read from the tree; a slug that names nothing gives no trail.
 */
export function getCategoryTrail(filters: ProductFilters): CategoryTrail {
  const chosen: [string | undefined, number][] = [
    [filters.subSubcategory, 3],
    [filters.subcategory, 2],
    [filters.category, 1],
  ];
  const slugs = chosen.flatMap(([slug]) => (slug ? [slug] : []));
  if (slugs.length === 0) return NONE;
  const columns = {
    id: categories.id,
    name: categories.name,
    slug: categories.slug,
    level: categories.level,
    parentId: categories.parentId,
    intro: categories.intro,
  };
  const rows = db.select(columns).from(categories).where(inArray(categories.slug, slugs)).all();
  let row: (typeof rows)[number] | undefined;
  for (const [slug, level] of chosen) {
    row = slug ? rows.find((r) => r.slug === slug && r.level === level) : undefined;
    if (row) break;
  }
  if (!row) return NONE;
  const intro = row.intro;
  const trail: TrailItem[] = [];
  for (let node: typeof row | undefined = row; node;) {
    trail.unshift({ id: node.id, name: node.name, slug: node.slug, level: node.level });
    const parentId: number | null = node.parentId;
    node =
      parentId === null
        ? undefined
        : db.select(columns).from(categories).where(eq(categories.id, parentId)).get();
  }
  return { trail, intro };
}

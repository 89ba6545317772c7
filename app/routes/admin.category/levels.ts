/**
 * The three category screens are one route at three addresses (admin.subcategory.tsx and
 * admin.sub-subcategory.tsx re-export admin.category/route.tsx): the address says the level.
 */
export type Level = 1 | 2 | 3;

const LEVELS: Record<string, Level> = { category: 1, subcategory: 2, "sub-subcategory": 3 };

/** The level of the screen at `pathname`: /admin/category, /admin/subcategory, … */
export function levelAt(pathname: string): Level {
  return LEVELS[pathname.replace(/\/+$/, "").split("/").pop() ?? ""] ?? 1;
}

/** The screens' titles, in the page's title and its heading. */
export const TITLES: Record<Level, string> = {
  1: "Category",
  2: "Sub Category",
  3: "Sub-SubCategory",
};

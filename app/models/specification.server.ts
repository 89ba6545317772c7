import { asc } from "drizzle-orm";
import { specifications } from "../../db/schema";
import { db } from "~/db.server";

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

/**
 * Specification groups ("Sheath Material") and their values ("LSZH"): the storefront's filters
 * and the product form's choices, and the staff's Specification List (docs/admin.md,
 * Specification List).
 */
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import slugify from "slugify";
import { productSpecifications, specifications } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { nextPosition } from "~/models/ordering.server";
import { dbErrorText } from "~/models/uploads.server";
import { SPECIFICATION_NOT_FOUND } from "~/schemas/specification";
import { badInput, conflict, notFound } from "~/utils/domain-error";

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

// ---------------------------------------------------------------------------------------------
// Staff

export const SPECIFICATION_CREATED = "Specification created successfully!!!";
export const SPECIFICATION_UPDATED = "Specification updated successfully!!!";
export const SPECIFICATION_DELETED = "Spec deleted successfully";
/** When a specification cannot be loaded for editing (docs/admin.md, How the screens work). */
export const SPECIFICATION_FETCH_FAILED = "Failed to fetch specification.";
export const NOT_A_GROUP = "Values belong to a specification group, not to another value.";

const titleTaken = (inGroup: boolean) =>
  inGroup
    ? "This group already has a value with this title."
    : "A specification group with this title already exists.";

export const specificationSlug = (title: string) =>
  slugify(title, { lower: true, strict: true, trim: true }) || "spec";

type SpecificationRow = typeof specifications.$inferSelect;

function specificationRow(id: number): SpecificationRow | null {
  return db.select().from(specifications).where(eq(specifications.id, id)).get() ?? null;
}

/**
 * How many products use each group and each value: one value per group per product, so a
 * group's count is its products'.
 */
function usage() {
  const rows = db.all<{ id: number; n: number }>(sql`
    SELECT value_id AS id, count(*) AS n FROM product_specifications GROUP BY value_id
    UNION ALL
    SELECT spec_id AS id, count(*) AS n FROM product_specifications GROUP BY spec_id`);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The Specification List: every group with its values, and how many products use each. */
export function listSpecificationsForStaff() {
  const used = usage();
  return getSpecificationTree().map((g) => ({
    ...g,
    products: used.get(g.id) ?? 0,
    children: g.children.map((v, i) => ({ ...v, index: i + 1, products: used.get(v.id) ?? 0 })),
  }));
}

export type SpecificationDetails = {
  id: number;
  title: string;
  slug: string;
  parentId: number | null;
  /** How many products use it (a value) or a value of it (a group). */
  products: number;
  children: { id: number; title: string; slug: string }[];
};

export function getSpecification(id: number): SpecificationDetails | null {
  const row = specificationRow(id);
  if (!row) return null;
  const children = db
    .select({ id: specifications.id, title: specifications.title, slug: specifications.slug })
    .from(specifications)
    .where(eq(specifications.parentId, id))
    .orderBy(asc(specifications.position), asc(specifications.id))
    .all();
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    parentId: row.parentId,
    products: specificationUsage(id),
    children,
  };
}

/** How many products use the value, or a value of the group. */
export function specificationUsage(id: number) {
  return (
    db.get<{ n: number }>(sql`
      SELECT count(*) AS n FROM product_specifications WHERE spec_id = ${id} OR value_id = ${id}`)
      ?.n ?? 0
  );
}

function sameTitleExists(slug: string, parentId: number | null, exceptId?: number) {
  const scope =
    parentId === null ? isNull(specifications.parentId) : eq(specifications.parentId, parentId);
  const row = db
    .select({ id: specifications.id })
    .from(specifications)
    .where(and(scope, eq(specifications.slug, slug)))
    .get();
  return Boolean(row && row.id !== exceptId);
}

function specificationRefusal(error: unknown, inGroup: boolean): never {
  const text = dbErrorText(error);
  if (/UNIQUE constraint failed: specifications\./.test(text)) {
    throw conflict(titleTaken(inGroup), "title");
  }
  if (/a specification value cannot have values/.test(text))
    throw badInput(NOT_A_GROUP, "parentId");
  throw error;
}

/** Add Specification (a group) or Add Spec (a value of the group `parentId`). */
export function createSpecification(actor: Actor, input: { title: string; parentId?: number }) {
  const title = input.title.trim();
  let parentId: number | null = null;
  if (input.parentId !== undefined) {
    const group = specificationRow(input.parentId);
    if (!group) throw badInput("Please choose a specification group from the list.", "parentId");
    if (group.parentId !== null) throw badInput(NOT_A_GROUP, "parentId");
    parentId = group.id;
  }
  const slug = specificationSlug(title);
  if (sameTitleExists(slug, parentId)) throw conflict(titleTaken(parentId !== null), "title");
  try {
    return db.transaction(() => {
      const scope =
        parentId === null ? isNull(specifications.parentId) : eq(specifications.parentId, parentId);
      const row = db
        .insert(specifications)
        .values({
          title,
          slug,
          parentId,
          position: nextPosition(specifications, specifications.position, scope),
        })
        .returning()
        .get();
      audit(actor, {
        action: "create",
        entity: "specification",
        entityId: row.id,
        summary: `Created specification ${parentId === null ? "group" : "value"} ${title}`,
        after: { title, slug, parentId },
      });
      return getSpecification(row.id)!;
    });
  } catch (error) {
    specificationRefusal(error, parentId !== null);
  }
}

/**
 * Renames a group or a value. Its slug (the filter's address) stays; the search index and the
 * storefront's filters follow at once (the specifications_fts_update trigger, catalogue_version).
 */
export function updateSpecification(actor: Actor, id: number, input: { title: string }) {
  const current = specificationRow(id);
  if (!current) throw notFound(SPECIFICATION_NOT_FOUND);
  const title = input.title.trim();
  if (sameTitleExists(specificationSlug(title), current.parentId, id)) {
    throw conflict(titleTaken(current.parentId !== null), "title");
  }
  try {
    return db.transaction(() => {
      db.update(specifications).set({ title }).where(eq(specifications.id, id)).run();
      audit(actor, {
        action: "update",
        entity: "specification",
        entityId: id,
        summary: `Renamed specification ${current.title} to ${title}`,
        before: { title: current.title },
        after: { title },
      });
      return getSpecification(id)!;
    });
  } catch (error) {
    specificationRefusal(error, current.parentId !== null);
  }
}

/**
 * Deletes a value, or a group with its values, and takes it off the products that use it in
 * the same transaction (the page asks first, naming how many they are).
 */
export function deleteSpecification(actor: Actor, id: number) {
  const current = specificationRow(id);
  if (!current) throw notFound(SPECIFICATION_NOT_FOUND);
  return db.transaction(
    () => {
      const removed = db
        .delete(productSpecifications)
        .where(or(eq(productSpecifications.specId, id), eq(productSpecifications.valueId, id)))
        .run().changes;
      db.delete(specifications).where(eq(specifications.id, id)).run();
      audit(actor, {
        action: "delete",
        entity: "specification",
        entityId: id,
        summary: `Deleted specification ${current.parentId === null ? "group" : "value"} ${current.title}${removed ? ` (removed from ${removed} product${removed === 1 ? "" : "s"})` : ""}`,
        before: { title: current.title, slug: current.slug, parentId: current.parentId },
      });
      return { id, title: current.title, parentId: current.parentId, removedFrom: removed };
    },
    { behavior: "immediate" },
  );
}

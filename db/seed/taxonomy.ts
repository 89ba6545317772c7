/**
 * Categories and specification groups: shared by the demo seed and the scale seed. The model layer
 * has no writes for them (the site only reads them), so they are inserted here.
 */
import { categories, specifications } from "../schema";
import { categoryTree, specGroups, type SeedCategory } from "./catalogue";
import { categoryTileSvg } from "./drawings";
import { db } from "~/db.server";
import { storage } from "~/storage.server";
import { png } from "./raster";

/** Which drawing family a top-level category's tile shows. */
const FAMILY_BY_SLUG: [RegExp, string][] = [
  [/building|fire|bms/, "building"],
  [/copper|lan|data|network/, "lan"],
  [/coax|rf|satellite/, "coax"],
  [/audio|speaker|sound/, "audio"],
  [/cctv|security|alarm/, "cctv"],
  [/power|industrial|armour|energy/, "power"],
];

export function familyOf(slug: string) {
  return FAMILY_BY_SLUG.find(([re]) => re.test(slug))?.[1] ?? "building";
}

export type Taxonomy = {
  categoryIds: Map<string, number>;
  /** "group/value" → value id, group slug → group id */
  valueIds: Map<string, number>;
  groupIds: Map<string, number>;
  /** every branch of the tree: [category, subcategory?, subSubcategory?] slugs */
  branches: string[][];
};

export async function seedTaxonomy(): Promise<Taxonomy> {
  const categoryIds = new Map<string, number>();
  const branches: string[][] = [];
  // 480 px: the home page's 150 px tiles get the 240, 360 and 480 w renditions (1×, 2×, 3×).
  const images = await Promise.all(
    categoryTree.map((c) =>
      png(categoryTileSvg(familyOf(c.slug), 480)).then((bytes) =>
        storage.saveImage("categories", bytes),
      ),
    ),
  );

  db.transaction((tx) => {
    const insert = (
      node: SeedCategory,
      parentId: number | null,
      level: number,
      order: number,
      path: string[],
      image?: string,
    ) => {
      const row = tx
        .insert(categories)
        .values({
          name: node.name,
          slug: node.slug,
          intro: node.intro ?? "",
          parentId,
          level,
          sortOrder: order,
          image,
        })
        .returning({ id: categories.id })
        .get();
      categoryIds.set(node.slug, row.id);
      const here = [...path, node.slug];
      branches.push(here);
      (node.children ?? []).forEach((child, i) => insert(child, row.id, level + 1, i, here));
    };
    categoryTree.forEach((c, i) => insert(c, null, 1, i, [], images[i].file));
  });

  const groupIds = new Map<string, number>();
  const valueIds = new Map<string, number>();
  db.transaction((tx) => {
    specGroups.forEach((group, i) => {
      const g = tx
        .insert(specifications)
        .values({ title: group.title, slug: group.slug, position: i })
        .returning({ id: specifications.id })
        .get();
      groupIds.set(group.slug, g.id);
      group.values.forEach((value, j) => {
        const v = tx
          .insert(specifications)
          .values({ title: value.title, slug: value.slug, parentId: g.id, position: j })
          .returning({ id: specifications.id })
          .get();
        valueIds.set(`${group.slug}/${value.slug}`, v.id);
      });
    });
  });
  return { categoryIds, groupIds, valueIds, branches };
}

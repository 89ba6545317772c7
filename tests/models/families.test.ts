/**
 * The home page's families: top-level categories in their order, each with how many products it
 * holds, counted from the listing's catalogue index (which follows every write through the
 * change log), never by scanning the products table per visit.
 */
import { beforeEach, expect, it } from "vitest";
import { db } from "~/db.server";
import { getFamilies } from "~/models/category.server";
import { createProducts } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

/** What counting the table says, to hold the index's figures to. */
const counted = (categoryId: number) =>
  db.$client
    .prepare("SELECT count(*) FROM products WHERE category_id = ?")
    .pluck()
    .get(categoryId) as number;

it("counts each family's products, and follows products added, moved and deleted", () => {
  const t = createTaxonomy();
  const made = createProducts([
    { name: "Cat6 U/UTP", description: "", categoryId: t.lan.id, subcategoryId: t.data.id },
    { name: "Cat6 F/UTP", description: "", categoryId: t.lan.id },
    { name: "SWA 3 core", description: "", categoryId: t.power.id, subcategoryId: t.swa.id },
  ]);
  const figures = () => getFamilies().map((f) => [f.name, f.productCount]);
  expect(figures()).toEqual([
    ["Copper Connectivity", 2],
    ["Industrial Power Cables", 1],
  ]);

  createProducts([{ name: "Tri-rated", description: "", categoryId: t.power.id }]);
  db.$client
    .prepare("UPDATE products SET category_id = ?, subcategory_id = NULL WHERE id = ?")
    .run(t.power.id, made[1].id);
  db.$client.prepare("DELETE FROM products WHERE id = ?").run(made[0].id);
  expect(figures()).toEqual([
    ["Copper Connectivity", 0],
    ["Industrial Power Cables", 3],
  ]);
  for (const family of getFamilies()) expect(family.productCount).toBe(counted(family.id));
});

/** The trail and intro of a category page of the listing, whatever levels its URL names. */
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { categories } from "../../db/schema";
import { db } from "~/db.server";
import { getCategoryTrail } from "~/models/category-trail.server";
import { listingHeading, trailHref } from "~/utils/listing-page";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

const names = (filters: Parameters<typeof getCategoryTrail>[0]) =>
  getCategoryTrail(filters).trail.map((t) => t.name);

it("leads from the family down to the deepest category the URL names", () => {
  const t = createTaxonomy();
  db.update(categories)
    .set({ intro: "Category 6 cables." })
    .where(eq(categories.id, t.cat6.id))
    .run();
  expect(names({})).toEqual([]);
  expect(names({ category: "copper-connectivity" })).toEqual(["Copper Connectivity"]);
  const deepest = getCategoryTrail({
    category: "copper-connectivity",
    subcategory: "data-cables",
    subSubcategory: "cat6-cables",
  });
  expect(deepest).toEqual({
    trail: [
      { id: t.lan.id, name: "Copper Connectivity", slug: "copper-connectivity", level: 1 },
      { id: t.data.id, name: "Data Cables", slug: "data-cables", level: 2 },
      { id: t.cat6.id, name: "Cat6 Cables", slug: "cat6-cables", level: 3 },
    ],
    intro: "Category 6 cables.",
  });
  expect(trailHref(deepest.trail, 2)).toBe(
    "/products?category=copper-connectivity&subcategory=data-cables",
  );
  expect(trailHref(deepest.trail, 3)).toBe(
    "/products?category=copper-connectivity&subcategory=data-cables&sub-subcategory=cat6-cables",
  );
  // The home page's banners name a subcategory alone: the trail is read from the tree.
  expect(names({ subcategory: "armoured-cables" })).toEqual([
    "Industrial Power Cables",
    "Armoured Cables",
  ]);
  // A slug at the wrong level or naming nothing is no category page.
  expect(names({ category: "data-cables" })).toEqual([]);
  expect(names({ category: "nothing-here" })).toEqual([]);
  expect(names({ category: "copper-connectivity", subcategory: "nothing-here" })).toEqual([
    "Copper Connectivity",
  ]);
});

it("names the page: a keyword search keeps the documented heading", () => {
  const trail = [{ name: "Coaxial Cables", slug: "coaxial-cables", level: 2 }];
  expect(listingHeading(undefined, [])).toBe("Products");
  expect(listingHeading(undefined, trail)).toBe("Coaxial Cables");
  expect(listingHeading("rg6", trail)).toBe('Search Results for "rg6"');
});

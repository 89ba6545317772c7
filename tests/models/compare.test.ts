/**
 * The comparison's model and address (docs/variants.md: Comparison): columns in the address's
 * order, every group of any product as a row with the values in column order, rows that differ
 * marked, bad addresses told apart, and a fixed number of queries whatever the number of products.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { datasheets, specifications } from "../../db/schema";
import { db } from "~/db.server";
import { getComparedItems, getComparison, productsToAdd } from "~/models/compare.server";
import { createProducts } from "~/models/product.server";
import {
  carriedCompare,
  compareHref,
  compareSlugs,
  withCarried,
  withCompared,
  withCompareList,
} from "~/utils/compare";
import { productQueryString } from "~/utils/product-query";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

const image = (publicId: string) => ({
  publicId,
  file: `products/${publicId}-640.webp`,
  width: 640,
  height: 480,
  variants: [],
});

/** Five cables: three share a sheath colour, they differ in sheath; one has no specification. */
function catalogue() {
  const t = createTaxonomy();
  const conductor = db
    .insert(specifications)
    .values({ title: "Conductor", slug: "conductor", position: -1 })
    .returning()
    .get();
  const solid = db
    .insert(specifications)
    .values({ title: "Solid copper", slug: "solid-copper", parentId: conductor.id })
    .returning()
    .get();
  const sheet = db
    .insert(datasheets)
    .values({ title: "Cat6 datasheet", file: "datasheets/0123456789abcdef01234567.pdf" })
    .returning()
    .get();
  const made = createProducts([
    {
      name: "Cat6 LSZH blue",
      shortdescription: "BEL-C6-LB",
      description: "",
      categoryId: t.lan.id,
      datasheetId: sheet.id,
      images: [image("aaaaaaaaaaaaaaaaaaaaaaaa")],
      specificationValueIds: [t.lszh.id, t.blue.id, solid.id],
    },
    {
      name: "Cat6 PVC blue",
      description: "",
      categoryId: t.lan.id,
      specificationValueIds: [t.pvc.id, t.blue.id, solid.id],
    },
    {
      name: "Cat6 LSZH black",
      description: "",
      categoryId: t.lan.id,
      specificationValueIds: [t.lszh.id, t.black.id, solid.id],
    },
    { name: "Bare cable", description: "", categoryId: t.power.id },
    {
      name: "Cat6 PVC black",
      description: "",
      categoryId: t.lan.id,
      specificationValueIds: [t.pvc.id, t.black.id],
    },
  ]);
  return { t, sheet, made };
}

describe("getComparison", () => {
  it("gives columns in the address's order and each group's values in the same order", () => {
    const { made } = catalogue();
    const [lszhBlue, pvcBlue, lszhBlack] = made;
    const c = getComparison([lszhBlack.slug, lszhBlue.slug, pvcBlue.slug]);
    expect(c.products.map((p) => p.name)).toEqual([
      "Cat6 LSZH black",
      "Cat6 LSZH blue",
      "Cat6 PVC blue",
    ]);
    // Groups in their display order: Conductor (position -1) first, then by id.
    expect(c.rows).toEqual([
      {
        title: "Conductor",
        values: ["Solid copper", "Solid copper", "Solid copper"],
        differs: false,
      },
      { title: "Sheath Material", values: ["LSZH", "LSZH", "PVC"], differs: true },
      { title: "Sheath Colour", values: ["Black", "Blue", "Blue"], differs: true },
    ]);
    expect(c.leftOut).toEqual([]);
    expect(c.unknown).toEqual([]);
  });

  it("shows what a column's head needs: reference, picture, rating and datasheet", () => {
    const { made, sheet } = catalogue();
    const [first, second] = getComparison([made[0].slug, made[1].slug]).products;
    expect(first).toEqual({
      slug: made[0].slug,
      name: "Cat6 LSZH blue",
      reference: "BEL-C6-LB",
      imagealt: "Cat6 LSZH blue",
      image: { stem: "/uploads/products/aaaaaaaaaaaaaaaaaaaaaaaa", width: 640, height: 480 },
      ratings: 0,
      numOfReviews: 0,
      datasheetUrl: `/uploads/${sheet.file}`,
      cutToLength: false,
    });
    expect(second).toMatchObject({ reference: "", image: null, datasheetUrl: null });
  });

  it("says which products are cut to length, whose Add to quote asks for the length (docs/quotes.md)", () => {
    const { made } = catalogue();
    const length = db
      .insert(specifications)
      .values({ title: "Length", slug: "length" })
      .returning()
      .get();
    const coil = db
      .insert(specifications)
      .values({ title: "Cut to length", slug: "cut-to-length", parentId: length.id })
      .returning()
      .get();
    db.$client
      .prepare(
        "INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)",
      )
      .run(made[1].id, length.id, coil.id);
    const c = getComparison([made[0].slug, made[1].slug]);
    expect(c.products.map((p) => p.cutToLength)).toEqual([false, true]);
  });

  it("gives a group only some products have, with null for the others, as differing", () => {
    const { made } = catalogue();
    const c = getComparison([made[3].slug, made[4].slug]);
    expect(c.rows).toEqual([
      { title: "Sheath Material", values: [null, "PVC"], differs: true },
      { title: "Sheath Colour", values: [null, "Black"], differs: true },
    ]);
    expect(getComparison([made[3].slug]).rows).toEqual([]);
  });

  it("marks nothing as differing for one product", () => {
    const { made } = catalogue();
    const c = getComparison([made[0].slug]);
    expect(c.products).toHaveLength(1);
    expect(c.rows.every((row) => !row.differs)).toBe(true);
    expect(c.rows).toHaveLength(3);
  });

  it("compares the first four that exist, names the others and the slugs that name none", () => {
    const { made } = catalogue();
    const slugs = ["no-such-cable", ...made.map((p) => p.slug)];
    const c = getComparison(slugs);
    expect(c.products.map((p) => p.slug)).toEqual(made.slice(0, 4).map((p) => p.slug));
    expect(c.leftOut).toEqual([{ slug: made[4].slug, name: "Cat6 PVC black" }]);
    expect(c.unknown).toEqual(["no-such-cable"]);
    // The left-out product's groups are no rows of the comparison.
    expect(c.rows.find((r) => r.title === "Sheath Colour")?.values).toHaveLength(4);
  });

  it("answers an empty comparison for no slugs or none that exists", () => {
    catalogue();
    expect(getComparison([])).toEqual({ products: [], rows: [], leftOut: [], unknown: [] });
    expect(getComparison(["nope", "gone"])).toEqual({
      products: [],
      rows: [],
      leftOut: [],
      unknown: ["nope", "gone"],
    });
  });

  it("reads two products and four with the same number of queries", () => {
    const { made } = catalogue();
    getComparison([made[0].slug]); // the queries are prepared on first use
    const statement = Object.getPrototypeOf(db.$client.prepare("SELECT 1"));
    const count = (slugs: string[]) => {
      const all = vi.spyOn(statement, "all");
      const get = vi.spyOn(statement, "get");
      try {
        getComparison(slugs);
        return all.mock.calls.length + get.mock.calls.length;
      } finally {
        all.mockRestore();
        get.mockRestore();
      }
    };
    const two = count(made.slice(0, 2).map((p) => p.slug));
    const four = count(made.slice(0, 4).map((p) => p.slug));
    // The products, their specifications, those sold by length.
    expect(two).toBe(3);
    expect(four).toBe(two);
  });
});

describe("getComparedItems", () => {
  it("names the products of a carried list in its order, leaving out slugs that name none", () => {
    const { made } = catalogue();
    expect(getComparedItems([made[2].slug, "no-such-cable", made[0].slug])).toEqual([
      { slug: made[2].slug, name: "Cat6 LSZH black" },
      { slug: made[0].slug, name: "Cat6 LSZH blue" },
    ]);
    expect(getComparedItems([])).toEqual([]);
  });
});

describe("productsToAdd", () => {
  it("offers the keyword's matches that are not compared already", () => {
    const { made } = catalogue();
    const offered = productsToAdd("cat6", [made[0].slug]).map((p) => p.name);
    expect(offered).toHaveLength(3);
    expect(offered).not.toContain("Cat6 LSZH blue");
    expect(offered).toEqual(expect.arrayContaining(["Cat6 PVC blue", "Cat6 PVC black"]));
    expect(productsToAdd("zzzznothing", [])).toEqual([]);
  });
});

describe("the comparison's address", () => {
  it("reads slugs trimmed, in order, without empty or repeated ones", () => {
    expect(compareSlugs(new URLSearchParams("p= b-2 ,a-1,,B-2,c"))).toEqual(["b-2", "a-1", "c"]);
    expect(compareSlugs(new URLSearchParams("p=a&p=b,a"))).toEqual(["a", "b"]);
    expect(compareSlugs(new URLSearchParams(""))).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => `p${i}`).join(",");
    expect(compareSlugs(new URLSearchParams(`p=${many}`))).toHaveLength(12);
  });

  it("writes the address with commas, and differences only when asked", () => {
    expect(compareHref(["a-1", "b-2"])).toBe("/compare?p=a-1,b-2");
    expect(compareHref(["a-1"], { diff: true })).toBe("/compare?p=a-1&diff=1");
    expect(compareHref([])).toBe("/compare");
    expect(withCompared(["a", "b"], "c")).toEqual(["a", "b", "c"]);
    expect(withCompared(["a", "b"], "a")).toEqual(["a", "b"]);
  });
});

describe("a comparison carried in storefront addresses (without JavaScript)", () => {
  it("reads `compare` as `p` is read, and nothing from an address without it", () => {
    expect(carriedCompare("?keyword=cat6&compare=b, a,,b")).toEqual(["b", "a"]);
    expect(carriedCompare("?keyword=compare")).toEqual([]);
    expect(carriedCompare("")).toEqual([]);
  });

  it("carries the list on a link, and leaves a link as it is without one", () => {
    expect(withCarried("/products/x", ["a", "b"])).toBe("/products/x?compare=a,b");
    expect(withCarried("/products?category=lan", ["a"])).toBe("/products?category=lan&compare=a");
    expect(withCarried("/products/x", [])).toBe("/products/x");
  });

  it("makes the page's own address with another list: the list first, the rest kept", () => {
    expect(withCompareList("/products", "", ["a"])).toBe("?compare=a");
    expect(withCompareList("/products", "?keyword=cat+6&compare=a&page=2", ["a", "b"])).toBe(
      "?compare=a,b&keyword=cat+6&page=2",
    );
    // No list left: the page without the parameter.
    expect(withCompareList("/products/x", "?compare=a&image=1", [])).toBe("/products/x?image=1");
    expect(withCompareList("/products/x", "?compare=a", [])).toBe("/products/x");
  });

  it("is carried last by the listing's own links", () => {
    expect(productQueryString({ keyword: "cat6", page: 2, compare: ["a", "b"] })).toBe(
      "?keyword=cat6&page=2&compare=a,b",
    );
    expect(productQueryString({ keyword: "cat6", compare: [] })).toBe("?keyword=cat6");
  });
});

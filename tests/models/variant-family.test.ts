/**
 * Families on the storefront (docs/variants.md): which specification groups vary within a family,
 * worked out from the members' values; the product page's choosers (the member each option leads
 * to, the current one, the unavailable ones); a listing card's family line.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { specifications } from "../../db/schema";
import { db } from "~/db.server";
import { getCardFamilies, getVariantChoosers, varyingGroups } from "~/models/family.server";
import { createProduct } from "~/models/product.server";
import { swatchOf } from "~/utils/cable-colours";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

describe("varyingGroups", () => {
  const groups = [{ id: 1 }, { id: 2 }, { id: 3 }];
  const member = (...pairs: [number, number][]) => ({ values: new Map(pairs) });

  it("keeps the groups whose values differ among the members, in the groups' order", () => {
    const members = [
      member([1, 10], [2, 20], [3, 30]),
      member([1, 11], [2, 20], [3, 30]),
      member([1, 10], [2, 20], [3, 31]),
    ];
    expect(varyingGroups(groups, members)).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it("counts a member without the group as differing, and a family of one as varying in nothing", () => {
    expect(varyingGroups(groups, [member([1, 10], [2, 20]), member([1, 10])])).toEqual([{ id: 2 }]);
    expect(varyingGroups(groups, [member([1, 10], [2, 20])])).toEqual([]);
    expect(varyingGroups(groups, [])).toEqual([]);
  });
});

describe("swatchOf", () => {
  it("maps common cable colour names, green/yellow before green, and nothing else", () => {
    expect(
      ["Red", "Black", "Blue", "Brown", "Grey", "Gray", "Green/Yellow", "Green & Yellow"].map(
        swatchOf,
      ),
    ).toEqual(["red", "black", "blue", "brown", "grey", "grey", "green-yellow", "green-yellow"]);
    expect(
      ["White", "Orange", "Violet", "Purple", "Yellow", "Green", "Pink"].map(swatchOf),
    ).toEqual(["white", "orange", "violet", "violet", "yellow", "green", "pink"]);
    expect(
      ["LSZH (Low Smoke Zero Halogen)", "Natural", "Covered", "Screened"].map(swatchOf),
    ).toEqual([null, null, null, null]);
  });
});

/** A family: 1.0 mm² in black (the parent), blue and red; 1.5 mm² in black and blue. */
function family() {
  const t = createTaxonomy();
  const spec = (title: string, slug: string, parentId: number | null = null, position = 0) =>
    db.insert(specifications).values({ title, slug, parentId, position }).returning().get();
  const red = spec("Red", "red", t.colour.id, 5);
  const size = spec("Conductor Size", "conductor-size");
  const s10 = spec("1.0 mm²", "1-0mm2", size.id, 1);
  const s15 = spec("1.5 mm²", "1-5mm2", size.id, 2);
  const make = (name: string, sku: string, values: number[], parentId?: number) =>
    createProduct({
      name,
      description: "",
      categoryId: t.power.id,
      sku,
      parentId,
      specificationValueIds: [t.pvc.id, ...values],
    });
  const parent = make("Wire 1.0 Black", "W-10-BK", [t.black.id, s10.id]);
  const blue10 = make("Wire 1.0 Blue", "W-10-BL", [t.blue.id, s10.id], parent.id);
  const red10 = make("Wire 1.0 Red", "W-10-RD", [red.id, s10.id], parent.id);
  const black15 = make("Wire 1.5 Black", "W-15-BK", [t.black.id, s15.id], parent.id);
  const blue15 = make("Wire 1.5 Blue", "W-15-BL", [t.blue.id, s15.id], parent.id);
  const alone = make("Another cable", "A-1", [t.black.id]);
  return { parent, blue10, red10, black15, blue15, alone };
}

/** A chooser as [title, [option title, slug, current, available, swatch]…]. */
const shown = (slug: string) =>
  getVariantChoosers(slug)!.choosers.map((c) => [
    c.title,
    c.options.map((o) => [o.title, o.slug, o.current, o.available, o.swatch]),
  ]);

describe("the product page's choosers", () => {
  it("offers one chooser per varying group, each option the member that keeps the other choices", () => {
    const f = family();
    expect(getVariantChoosers(f.blue15.slug)!.sku).toBe("W-15-BL");
    // Sheath material is the same for every member: no chooser. Colours in the values' order.
    expect(shown(f.blue15.slug)).toEqual([
      [
        "Sheath Colour",
        [
          ["Blue", f.blue15.slug, true, true, "blue"],
          ["Black", f.black15.slug, false, true, "black"],
          // No red 1.5 mm²: unavailable, leading to the nearest member (red 1.0 mm²).
          ["Red", f.red10.slug, false, false, "red"],
        ],
      ],
      [
        "Conductor Size",
        [
          ["1.0 mm²", f.blue10.slug, false, true, null],
          ["1.5 mm²", f.blue15.slug, true, true, null],
        ],
      ],
    ]);
    // From red 1.0 mm², 1.5 mm² exists in no red: it leads to the parent (the first on a tie).
    expect(shown(f.red10.slug)[1]).toEqual([
      "Conductor Size",
      [
        ["1.0 mm²", f.red10.slug, true, true, null],
        ["1.5 mm²", f.black15.slug, false, false, null],
      ],
    ]);
  });

  it("says what else an unavailable option changes: each other group's value where it leads", () => {
    const f = family();
    const changes = (slug: string) =>
      getVariantChoosers(slug)!.choosers.map((c) => [
        c.title,
        c.options.map((o) => [o.title, o.changes]),
      ]);
    // From blue 1.5 mm², Red leads to red 1.0 mm²: it changes the size; the rest change nothing.
    expect(changes(f.blue15.slug)).toEqual([
      [
        "Sheath Colour",
        [
          ["Blue", []],
          ["Black", []],
          ["Red", [{ group: "Conductor Size", value: "1.0 mm²" }]],
        ],
      ],
      [
        "Conductor Size",
        [
          ["1.0 mm²", []],
          ["1.5 mm²", []],
        ],
      ],
    ]);
    // From red 1.0 mm², 1.5 mm² leads to black 1.5 mm²: it changes the colour.
    expect(changes(f.red10.slug)[1]).toEqual([
      "Conductor Size",
      [
        ["1.0 mm²", []],
        ["1.5 mm²", [{ group: "Sheath Colour", value: "Black" }]],
      ],
    ]);
  });

  it("shows a product without variants with its SKU and no chooser; none for an unknown slug", () => {
    const f = family();
    expect(getVariantChoosers(f.alone.slug)).toEqual({ sku: "A-1", choosers: [] });
    expect(getVariantChoosers("no-such-product")).toBeNull();
  });
});

describe("a listing card's family", () => {
  it("counts the family's products and lists its colours once each, for any member's card", () => {
    const f = family();
    const families = getCardFamilies([f.red10.id, f.alone.id, f.parent.id]);
    const line = { count: 5, colours: ["Blue", "Black", "Red"] };
    expect(families.get(f.red10.slug)).toEqual(line);
    expect(families.get(f.parent.slug)).toEqual(line);
    expect(families.has(f.alone.slug)).toBe(false);
  });
});

/**
 * Families on the storefront (docs/variants.md, "On the storefront"): a product and its variants.
 * Which specification groups vary within a family is worked out from the members' own values,
 * never configured: the product page offers one chooser per varying group, each option a link to
 * a member's own page, and a listing card of a family says how many products it has and shows
 * their colours. A family's members are those visitors may see (product-visibility.server.ts):
 * a draft variant is no option and no colour of its family's card.
 */
import { isSpecifierGroup } from "~/constants";
import { db, readSnapshot } from "~/db.server";
import { prepared } from "~/models/prepared.server";
import { perSiteVersion } from "~/models/site-version.server";
import { visibleSql } from "~/models/product-visibility.server";
import { isColourGroup, swatchOf } from "~/utils/cable-colours";

export type FamilyMember = {
  id: number;
  slug: string;
  name: string;
  sku: string | null;
  /** group id → value id */
  values: Map<number, number>;
};
export type SpecGroup = { id: number; title: string; slug: string; position: number };
export type SpecValue = { id: number; title: string; slug: string; position: number };

/**
 * The groups whose values differ among the members (a member without the group differs from one
 * with it), in the order given. A family of one varies in nothing.
 */
export function varyingGroups<G extends { id: number }>(
  groups: G[],
  members: { values: Map<number, number> }[],
): G[] {
  return groups.filter((g) => {
    const first = members[0]?.values.get(g.id);
    return members.some((m) => m.values.get(g.id) !== first);
  });
}

export type ChooserOption = {
  title: string;
  /** The member this option leads to. */
  slug: string;
  /** The shown product's own value. */
  current: boolean;
  /**
   * Some member has this value and every other current choice: false when the link leads to the
   * nearest member, which differs in another group as well.
   */
  available: boolean;
  /** A colour group's value: its swatch class (cable-colours.ts), null when it names none. */
  swatch: string | null;
  /**
   * What else the option changes when it is not available: each other varying group whose value
   * the member it leads to has otherwise, with that value (null: the member has none). Empty for
   * the current option and the available ones.
   */
  changes: { group: string; value: string | null }[];
};
export type Chooser = { title: string; colour: boolean; options: ChooserOption[] };

/**
 * One chooser per varying group for the `current` member. An option leads to the member that has
 * its value and keeps as many of the current choices of the other varying groups as can be kept
 * (the earlier member on a tie: the parent, then the oldest); it is available when that member
 * keeps them all, and says what else it changes when not.
 */
export function choosersFor(
  current: FamilyMember,
  members: FamilyMember[],
  varying: SpecGroup[],
  valueOf: Map<number, SpecValue>,
): Chooser[] {
  return varying.map((group) => {
    const others = varying.filter((g) => g.id !== group.id);
    const kept = (m: FamilyMember) =>
      others.filter((g) => m.values.get(g.id) === current.values.get(g.id)).length;
    const valueIds = [...new Set(members.map((m) => m.values.get(group.id)))]
      .filter((id): id is number => id !== undefined && valueOf.has(id))
      .sort((a, b) => valueOf.get(a)!.position - valueOf.get(b)!.position || a - b);
    const colour = isColourGroup(group.title);
    return {
      title: group.title,
      colour,
      options: valueIds.map((valueId) => {
        const isCurrent = current.values.get(group.id) === valueId;
        let best: FamilyMember | undefined;
        let bestKept = -1;
        for (const m of isCurrent ? [current] : members) {
          if (m.values.get(group.id) !== valueId) continue;
          const k = kept(m);
          if (k > bestKept) [best, bestKept] = [m, k];
        }
        const title = valueOf.get(valueId)!.title;
        const changes = others.flatMap((g) => {
          const theirs = best!.values.get(g.id);
          if (theirs === current.values.get(g.id)) return [];
          return [
            {
              group: g.title,
              value: theirs === undefined ? null : (valueOf.get(theirs)?.title ?? null),
            },
          ];
        });
        return {
          title,
          slug: best!.slug,
          current: isCurrent,
          available: bestKept === others.length,
          swatch: colour ? swatchOf(title) : null,
          changes,
        };
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading families

const familyOfSlug = prepared(() =>
  db.$client
    .prepare(
      `SELECT m.id, m.slug, m.name, m.sku FROM products AS p
       JOIN products AS m ON m.id = coalesce(p.parent_id, p.id) OR m.parent_id = coalesce(p.parent_id, p.id)
       WHERE p.slug = ? AND ${visibleSql("m", "p.id")}
       ORDER BY m.parent_id IS NOT NULL, m.id`,
    )
    .raw(),
);

const valuesOfProducts = prepared(() =>
  db.$client
    .prepare(
      `SELECT ps.product_id, g.id, g.title, g.slug, g.position, v.id, v.title, v.slug, v.position
       FROM product_specifications AS ps
       JOIN specifications AS v ON v.id = ps.value_id
       JOIN specifications AS g ON g.id = ps.spec_id
       WHERE ps.product_id IN (SELECT value FROM json_each(?))`,
    )
    .raw(),
);

type ValueRow = [number, number, string, string, number, number, string, string, number];

function readValues(ids: number[]) {
  const groups = new Map<number, SpecGroup>();
  const valueOf = new Map<number, SpecValue>();
  const byProduct = new Map<number, Map<number, number>>();
  for (const [
    productId,
    gId,
    gTitle,
    gSlug,
    gPos,
    vId,
    vTitle,
    vSlug,
    vPos,
  ] of valuesOfProducts().all(JSON.stringify(ids)) as ValueRow[]) {
    groups.set(gId, { id: gId, title: gTitle, slug: gSlug, position: gPos });
    valueOf.set(vId, { id: vId, title: vTitle, slug: vSlug, position: vPos });
    const values = byProduct.get(productId) ?? new Map<number, number>();
    values.set(gId, vId);
    byProduct.set(productId, values);
  }
  return { groups, valueOf, byProduct };
}

/**
 * What the product page shows of a product's family: its SKU and one chooser per varying group
 * (none for a product without variants), among the members visitors may see and the page's own
 * product (the page of one that is not on the site is a staff member's preview: it shows its
 * family as it will be once it is published). Null when no product has the slug.
 */
export function getVariantChoosers(slug: string) {
  return readSnapshot(() => {
    const rows = familyOfSlug().all(slug) as [number, string, string, string | null][];
    if (rows.length === 0) return null;
    const { groups, valueOf, byProduct } = readValues(rows.map((r) => r[0]));
    const members: FamilyMember[] = rows.map(([id, memberSlug, name, sku]) => ({
      id,
      slug: memberSlug,
      name,
      sku,
      values: byProduct.get(id) ?? new Map(),
    }));
    const current = members.find((m) => m.slug === slug)!;
    // Measured figures differ with what is chosen (a larger conductor, a larger diameter): they
    // are read on the page, never chosen (SPECIFIER_GROUPS).
    const ordered = [...groups.values()]
      .filter((g) => !isSpecifierGroup(g.slug))
      .sort((a, b) => a.position - b.position || a.id - b.id);
    const varying = varyingGroups(ordered, members);
    return {
      sku: current.sku,
      choosers: choosersFor(current, members, varying, valueOf),
    };
  });
}

export type CardFamily = {
  /** Products in the family, the parent included. */
  count: number;
  /** The members' colours (values of colour groups), each once, in the values' order. */
  colours: string[];
};

const familiesOfProducts = prepared(() =>
  db.$client
    .prepare(
      `SELECT p.slug, m.id AS member
       FROM products AS p
       JOIN products AS m ON m.id = coalesce(p.parent_id, p.id) OR m.parent_id = coalesce(p.parent_id, p.id)
       WHERE p.id IN (SELECT value FROM json_each(?)) AND ${visibleSql("m")}`,
    )
    .raw(),
);

type Colour = Omit<SpecValue, "slug">;

/** The specification groups that are colours (isColourGroup), by id, as one query parameter. */
const colourGroupIds = perSiteVersion(() =>
  JSON.stringify(
    (specificationGroups().all() as [number, string][])
      .filter(([, title]) => isColourGroup(title))
      .map(([id]) => id),
  ),
);

const specificationGroups = prepared(() =>
  db.$client.prepare(`SELECT id, title FROM specifications WHERE parent_id IS NULL`).raw(),
);

const coloursOfProducts = prepared(() =>
  db.$client
    .prepare(
      `SELECT ps.product_id, v.id, v.title, v.position
       FROM product_specifications AS ps
       JOIN specifications AS v ON v.id = ps.value_id
       WHERE ps.product_id IN (SELECT value FROM json_each(?))
         AND ps.spec_id IN (SELECT value FROM json_each(?))`,
    )
    .raw(),
);

/**
 * The families of listing cards' products (by id), by product slug: how many products each has
 * and their colours. Products without variants are left out. Only the colours of the families'
 * members are read: a listing renders this for every request, and reading every specification of
 * every member took the most of its loader's time.
 */
export function getCardFamilies(ids: number[]): Map<string, CardFamily> {
  const families = new Map<string, CardFamily>();
  if (ids.length === 0) return families;
  const membersOf = new Map<string, number[]>();
  for (const [slug, member] of familiesOfProducts().all(JSON.stringify(ids)) as [
    string,
    number,
  ][]) {
    const list = membersOf.get(slug) ?? [];
    list.push(member);
    membersOf.set(slug, list);
  }
  const inFamilies = [...membersOf].filter(([, members]) => members.length > 1);
  if (inFamilies.length === 0) return families;
  const coloursOf = new Map<number, Colour[]>();
  const members = JSON.stringify([...new Set(inFamilies.flatMap(([, list]) => list))]);
  for (const [productId, id, title, position] of coloursOfProducts().all(
    members,
    colourGroupIds(),
  ) as [number, number, string, number][]) {
    const list = coloursOf.get(productId) ?? [];
    list.push({ id, title, position });
    coloursOf.set(productId, list);
  }
  for (const [slug, list] of inFamilies) {
    const colours = new Map<number, Colour>();
    for (const member of list)
      for (const value of coloursOf.get(member) ?? []) colours.set(value.id, value);
    families.set(slug, {
      count: list.length,
      colours: [...colours.values()]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((v) => v.title),
    });
  }
  return families;
}

/** Cards with their families (`family` null for a product alone): `ids` are the cards' products. */
export function withFamilies<C extends { slug: string }>(cards: C[], ids: number[]) {
  const families = getCardFamilies(ids);
  return cards.map((card) => ({ ...card, family: families.get(card.slug) ?? null }));
}

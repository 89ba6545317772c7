import { Link } from "@remix-run/react";
import type { TrailLink } from "~/utils/listing-page";
import { productQueryString, type ListingQuery } from "~/utils/product-query";

export type FilterChip = {
  /** What the filter is, e.g. "Category" or a specification's title. */
  group: string;
  label: string;
  /** The same listing without this filter (and without the filters below it in the tree). */
  href: string;
};

/**
 * A filter option as the listing sends it: label, slug and count. A page has about a hundred,
 * in its loader data for hydration, and a tuple costs there a third of an object with keys.
 */
export type FacetOption = [label: string, slug: string, count: number];

/** The listing's facets, of which the chips read the names and slugs. */
export type Facets = {
  categories: { name: string; slug: string; count: number; children: FacetOption[] }[];
  specs: { title: string; slug: string; values: FacetOption[] }[];
};

const href = (filters: ListingQuery) => `/products${productQueryString({ ...filters, page: 1 })}`;

/** The chosen category levels and specification values, each with its way out. */
export function filterChips(
  filters: ListingQuery,
  facets: Facets,
  trail: TrailLink[],
): FilterChip[] {
  const nameOf = (slug: string, level: number) => {
    const fromTrail = trail.find((t) => t.slug === slug && t.level === level)?.name;
    if (fromTrail) return fromTrail;
    for (const c of facets.categories) {
      if (level === 1 && c.slug === slug) return c.name;
      const child = c.children.find(([, childSlug]) => childSlug === slug);
      if (level === 2 && child) return child[0];
    }
    return slug;
  };
  const chips: FilterChip[] = [];
  if (filters.category)
    chips.push({
      group: "Category",
      label: nameOf(filters.category, 1),
      href: href({
        ...filters,
        category: undefined,
        subcategory: undefined,
        subSubcategory: undefined,
      }),
    });
  if (filters.subcategory)
    chips.push({
      group: "Subcategory",
      label: nameOf(filters.subcategory, 2),
      href: href({ ...filters, subcategory: undefined, subSubcategory: undefined }),
    });
  if (filters.subSubcategory)
    chips.push({
      group: "Sub-subcategory",
      label: nameOf(filters.subSubcategory, 3),
      href: href({ ...filters, subSubcategory: undefined }),
    });
  for (const [groupSlug, valueSlug] of Object.entries(filters.specs ?? {}).sort()) {
    const group = facets.specs.find((g) => g.slug === groupSlug);
    const value = group?.values.find(([, slug]) => slug === valueSlug);
    const specs = { ...filters.specs };
    delete specs[groupSlug];
    chips.push({
      group: group?.title ?? groupSlug,
      label: value?.[0] ?? valueSlug,
      href: href({ ...filters, specs }),
    });
  }
  return chips;
}

/**
 * The listing with no category or specification filter (the keyword, the sort and a carried
 * comparison stay).
 */
export function withoutFilters(filters: ListingQuery) {
  return href({ keyword: filters.keyword, sort: filters.sort, compare: filters.compare });
}

/**
 * The chosen filters as chips, each a link to the same listing without it, and "Clear all":
 * plain links, so they work the same without JavaScript.
 */
export function FilterChips({ chips, clearHref }: { chips: FilterChip[]; clearHref: string }) {
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <h2 className="visually-hidden" id="chosen-filters">
        Chosen filters
      </h2>
      <ul aria-labelledby="chosen-filters">
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link
              className="filter-chip"
              to={chip.href}
              preventScrollReset
              aria-label={`Remove ${chip.group}: ${chip.label}`}
            >
              <span className="filter-chip__group">{chip.group}:</span> {chip.label}
              <span className="filter-chip__x" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="filter-chips__clear" to={clearHref} preventScrollReset>
        Clear all
      </Link>
    </div>
  );
}

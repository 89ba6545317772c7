import { Link } from "@remix-run/react";
import type { CategoryFacet, ProductFilters, SpecFacet } from "~/models/listing.server";

type Facets = { categories: CategoryFacet[]; specs: SpecFacet[] };

/**
 * The filter options that lead somewhere, for a listing that found nothing: options counting no
 * product are left out (the chosen ones stay, so they can be unchecked), and groups left empty.
 */
export function facetsWithResults(facets: Facets, filters: ProductFilters): Facets {
  const categories = facets.categories.flatMap((c) => {
    const children = c.children.filter((s) => s.count > 0 || s.slug === filters.subcategory);
    return c.count > 0 || c.slug === filters.category || children.length
      ? [{ ...c, children }]
      : [];
  });
  const specs = facets.specs.flatMap((g) => {
    const values = g.values.filter((v) => v.count > 0 || filters.specs?.[g.slug] === v.slug);
    return values.length ? [{ ...g, values }] : [];
  });
  return { categories, specs };
}

/**
 * What a listing that found nothing offers instead: the same search without its filters, and the
 * contact form with the question filled in. (A mistyped word is corrected and a search whose
 * words never all match shows what most of them find, before a search ends here: SearchNote.)
 */
export function NoResults({
  keyword,
  clearHref,
  unfilteredCount,
  contactHref,
}: {
  keyword?: string;
  /** The listing without the filters; null when there are none. */
  clearHref: string | null;
  /** What the listing without the filters counts. */
  unfilteredCount: number;
  contactHref: string;
}) {
  return (
    <div className="empty-state no-results">
      <h2>No products match</h2>
      <ul className="no-results__options">
        {clearHref && (
          <li>
            {keyword && unfilteredCount > 0 ? (
              <>
                <Link to={clearHref}>
                  Search all products for &ldquo;{keyword}&rdquo; ({unfilteredCount})
                </Link>{" "}
                instead of the chosen filters.
              </>
            ) : (
              <>
                <Link to={clearHref}>Clear the filters</Link> and start again.
              </>
            )}
          </li>
        )}
        {!clearHref && keyword && (
          <li>
            Check the spelling, or try a shorter or more general word.{" "}
            <Link to="/products">See all products</Link>.
          </li>
        )}
        <li>
          Can&rsquo;t find the cable you need? <Link to={contactHref}>Ask our engineers</Link> and
          we will help.
        </li>
      </ul>
    </div>
  );
}

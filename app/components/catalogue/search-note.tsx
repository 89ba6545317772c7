import { Link } from "@remix-run/react";
import type { ProductFilters, SearchReading } from "~/models/listing.server";
import { productQueryString } from "~/utils/product-query";

/** "a", "a and b", "a, b and c". */
function list(words: string[]) {
  const quoted = words.map((w) => `“${w}”`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`
    : (quoted[0] ?? "");
}

/**
 * What the listing says of how it read a search (docs/storefront.md, "How a query is read"): a
 * mistyped word read as the catalogue's ("Showing results for armoured cable. Search instead for
 * armourd cable."), and products shown for most of the words when none has them all, naming the
 * words that no product has.
 */
export function SearchNote({
  filters,
  search,
}: {
  filters: ProductFilters;
  search: SearchReading | undefined;
}) {
  if (!search || !filters.keyword) return null;
  const { corrected, partial } = search;
  return (
    <div className="search-note">
      {corrected && (
        <p>
          Showing results for <strong>{corrected}</strong>.{" "}
          <Link
            to={`/products${productQueryString({ ...filters, page: 1, asTyped: true })}`}
            className="search-note__typed"
          >
            Search instead for {filters.keyword}
          </Link>
        </p>
      )}
      {partial && (
        <p>
          No product matches all of “{corrected ?? filters.keyword}”: showing those that match the
          most of it.
          {partial.unmatched.length > 0 && <> Nothing matches {list(partial.unmatched)}.</>}
        </p>
      )}
    </div>
  );
}

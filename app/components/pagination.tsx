import { Link } from "@remix-run/react";

/**
 * The one pager of the site, storefront and admin alike: First, Prev, the nearby page numbers,
 * Next and Last. Links, so it works without JavaScript; `hrefFor` gives a page's address.
 *
 *   <Pagination page={2} pageCount={9} hrefFor={(n) => pageHref(location.search, n)} />
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The navigation's name, when a screen has more than one list. */
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const near = [page - 2, page - 1, page, page + 1, page + 2].filter(
    (p) => p >= 1 && p <= pageCount,
  );
  const item = (text: string, target: number, disabled: boolean, rel?: string) =>
    disabled ? (
      <li key={text}>
        <span className="page-link is-disabled" aria-disabled="true">
          {text}
        </span>
      </li>
    ) : (
      <li key={text}>
        <Link className="page-link" to={hrefFor(target)} rel={rel}>
          {text}
        </Link>
      </li>
    );
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {item("First", 1, page === 1)}
        {item("Prev", page - 1, page === 1, "prev")}
        {near.map((p) => (
          <li key={p}>
            {p === page ? (
              <span className="page-link is-current" aria-current="page">
                {p}
              </span>
            ) : (
              <Link className="page-link" to={hrefFor(p)} aria-label={`Page ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {item("Next", page + 1, page === pageCount, "next")}
        {item("Last", pageCount, page === pageCount)}
      </ul>
    </nav>
  );
}

/** The address of page `page` of the list at `search` (its other query parameters kept). */
export function pageHref(search: string, page: number) {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : "?";
}

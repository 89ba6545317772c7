import { Link } from "@remix-run/react";

/** First, Prev, Next, Last and nearby page numbers; links, so it works without JavaScript. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const near = [page - 2, page - 1, page, page + 1, page + 2].filter(
    (p) => p >= 1 && p <= pageCount,
  );
  const item = (label: string, target: number, disabled: boolean, rel?: string) =>
    disabled ? (
      <li key={label}>
        <span className="page-link is-disabled" aria-disabled="true">
          {label}
        </span>
      </li>
    ) : (
      <li key={label}>
        <Link className="page-link" to={hrefFor(target)} rel={rel} preventScrollReset={false}>
          {label}
        </Link>
      </li>
    );
  return (
    <nav className="pagination" aria-label="Pagination">
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

import { Link } from "@remix-run/react";

/** Title row of an admin screen, with its actions on the right. */
export function PageHeader({
  title,
  children,
  crumbs,
}: {
  title: string;
  children?: React.ReactNode;
  crumbs?: { label: string; to: string }[];
}) {
  return (
    <div className="adm-head">
      <div>
        {crumbs?.length ? (
          <nav aria-label="Breadcrumb" className="adm-head__crumbs">
            {crumbs.map((c) => (
              <Link key={c.to} to={c.to}>
                {c.label}
              </Link>
            ))}
          </nav>
        ) : null}
        <h1>{title}</h1>
      </div>
      {children ? <div className="adm-head__actions">{children}</div> : null}
    </div>
  );
}

/** A white card holding a screen's content. */
export function Panel({
  children,
  className,
  label,
}: {
  children: React.ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <section className={className ? `adm-panel ${className}` : "adm-panel"} aria-label={label}>
      {children}
    </section>
  );
}

/** First / Prev / Next / Last links of a paginated table, keeping the other query parameters. */
export function Pagination({
  page,
  pageCount,
  search,
  label = "Pages",
}: {
  page: number;
  pageCount: number;
  search: URLSearchParams;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    if (p <= 1) params.delete("page");
    else params.set("page", String(p));
    const qs = params.toString();
    return qs ? `?${qs}` : "?";
  };
  const item = (p: number, text: string, rel?: string) =>
    p < 1 || p > pageCount || p === page ? (
      <span className="adm-pager__item" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className="adm-pager__item" to={href(p)} rel={rel}>
        {text}
      </Link>
    );
  return (
    <nav className="adm-pager" aria-label={label}>
      {item(1, "First")}
      {item(page - 1, "Prev", "prev")}
      <span className="adm-pager__status" aria-current="page">
        Page {page} of {pageCount}
      </span>
      {item(page + 1, "Next", "next")}
      {item(pageCount, "Last")}
    </nav>
  );
}

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

/**
 * A white card holding a screen's content; named by `label`, or by the id of its own heading
 * (`labelledBy`).
 */
export function Panel({
  children,
  className,
  label,
  labelledBy,
}: {
  children: React.ReactNode;
  className?: string;
  label?: string;
  labelledBy?: string;
}) {
  return (
    <section
      className={className ? `adm-panel ${className}` : "adm-panel"}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </section>
  );
}

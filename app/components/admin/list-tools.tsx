/**
 * The tools above an admin list: a GET form (search words, filters, sort) and the count of rows.
 * Both work without JavaScript; ./table.tsx's AdminList puts them over every list.
 *
 *   <TableSearch q={q} placeholder="Search products" label="Search products">…filters…</TableSearch>
 *   <TableCount total={310} offset={25} shown={25} noun={["product", "products"]} />
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useId } from "react";

/**
 * A GET form over the table: `q` plus any filter controls given as children; other query
 * parameters of the page (sort, filters not shown here) are kept, the page goes back to 1.
 */
export function TableSearch({
  q,
  placeholder,
  label = "Search",
  keep = [],
  children,
}: {
  q: string;
  placeholder: string;
  label?: string;
  /** Query parameters carried over as hidden fields. */
  keep?: string[];
  children?: React.ReactNode;
}) {
  const { search, pathname } = useLocation();
  const params = new URLSearchParams(search);
  const id = useId();
  return (
    <Form method="get" role="search" className="adm-table-search" key={search}>
      {keep.map((name) =>
        params.get(name) ? (
          <input key={name} type="hidden" name={name} value={params.get(name)!} />
        ) : null,
      )}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={q}
        placeholder={placeholder}
        maxLength={200}
      />
      {children}
      <button type="submit" className="btn btn--small">
        Search
      </button>
      {search && search !== "?" ? (
        <Link to={pathname} className="adm-table-search__clear">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** A filter of {@link TableSearch}: a select named `name`, its label read by screen readers. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  /** [value, text] pairs, in order. */
  options: [string, string][];
}) {
  return (
    <label className="adm-filter">
      <span className="visually-hidden">{label}</span>
      <select name={name} defaultValue={value} aria-label={label}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "1–25 of 310 products", above a table. */
export function TableCount({
  total,
  offset,
  shown,
  noun,
}: {
  total: number;
  offset: number;
  shown: number;
  noun: [string, string];
}) {
  const word = total === 1 ? noun[0] : noun[1];
  return (
    <p className="adm-table-tools__count" role="status">
      {total === 0 ? `0 ${word}` : `${offset + 1}–${offset + shown} of ${total} ${word}`}
    </p>
  );
}

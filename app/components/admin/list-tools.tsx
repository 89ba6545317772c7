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
 * A search box of the admin lists (the table's words, the product picker's combobox): its label
 * for screen readers only, at most 200 characters.
 */
export function SearchInput({
  label,
  ...props
}: { id: string; label: string; name: string } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "maxLength"
>) {
  return (
    <>
      <label htmlFor={props.id} className="visually-hidden">
        {label}
      </label>
      <input type="search" maxLength={200} {...props} />
    </>
  );
}

/**
 * A GET form over the table: `q` (when the list is searched by words: its button says Search,
 * else Filter) plus any filter controls given as children; the query parameters named in `keep`
 * are carried over, the page goes back to 1. Clear goes back to the unfiltered list.
 */
export function TableSearch({
  q,
  placeholder,
  label = "Search",
  keep = [],
  children,
}: {
  /** The words searched for; left out, the form has no search field. */
  q?: string;
  placeholder?: string;
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
      {q !== undefined ? (
        <>
          <SearchInput id={id} label={label} name="q" defaultValue={q} placeholder={placeholder} />
        </>
      ) : null}
      {children}
      <button type="submit" className="btn btn--small">
        {q !== undefined ? "Search" : "Filter"}
      </button>
      {search && search !== "?" ? (
        <Link to={pathname} className="adm-table-search__clear">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/**
 * A filter of {@link TableSearch}: a control named `name` and its label, shown on every screen
 * (an option such as "All" says nothing of what it chooses without it).
 */
function Filter({ label, control }: { label: string; control: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <span className="adm-filter">
      <label htmlFor={id}>{label}</label>
      {control(id)}
    </span>
  );
}

/** Choices of a select filter: [value, text] pairs, or a group of them under a heading. */
export type FilterOption = [string, string] | { group: string; options: [string, string][] };

const optionOf = ([optionValue, text]: [string, string]) => (
  <option key={optionValue} value={optionValue}>
    {text}
  </option>
);

/** A select filter: [value, text] pairs (or groups of them, `<optgroup>`), in order. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: FilterOption[];
}) {
  return (
    <Filter
      label={label}
      control={(id) => (
        <select id={id} name={name} defaultValue={value}>
          {options.map((o) =>
            Array.isArray(o) ? (
              optionOf(o)
            ) : (
              <optgroup key={o.group} label={o.group}>
                {o.options.map(optionOf)}
              </optgroup>
            ),
          )}
        </select>
      )}
    />
  );
}

/** A date filter (`YYYY-MM-DD`). */
export function FilterDate({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <Filter
      label={label}
      control={(id) => <input id={id} type="date" name={name} defaultValue={value} />}
    />
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

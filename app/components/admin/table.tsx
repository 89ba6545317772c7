/**
 * The table of every admin list screen, written once so every list shows its rows, row numbers,
 * empty state, sorting, paging and phone layout the same way, with JavaScript on and off:
 *
 *   <AdminList search={{ q, placeholder: "Search by title", label: "Search posts" }}
 *     sort={{ value: sort, options: [["newest", "Newest"], ["name", "Name"]] }}
 *     noun={["post", "posts"]} paging={data} pagesLabel="Post pages"
 *     rows={data.posts} rowKey={(p) => p.id} empty="No posts available"
 *     columns={[{ header: "ID", cell: (p) => p.index }, { header: "Title", cell: (p) => p.title, sort: "name" }, …]} />
 *
 * Columns are data: a header, a cell, and what the column holds. The row number ("ID", "Index")
 * is narrow with figures aligned, the row's buttons ("Option", "Action") stay on one line beside
 * text columns that wrap. Text wraps between words, never inside one (docs/admin.md, How the
 * screens work): an e-mail or web address may also wrap after its `@` or `/` and before a dot
 * ({@link softBreaks}, applied to every cell given as text and to StackCell's lines; a cell that
 * renders its own markup, a mailto link, calls it on the address). Below 720 px (below 1200 px for
 * a `wide` table) every row becomes a card of label and value pairs.
 *
 * `AdminTable` is the table alone (or its empty-state line); `AdminList` puts it in a panel with
 * the tools above (search, filters, sort, "1–25 of 310 …") and the pager below.
 */
import { Link, useLocation } from "@remix-run/react";
import { Fragment } from "react";
import { Pagination, pageHref } from "~/components/pagination";
import { useHydrated } from "~/components/use-hydrated";
import { Icon } from "./icons";
import { FilterSelect, TableCount, TableSearch } from "./list-tools";
import { Panel } from "./page";

/** An e-mail or web address (or an IPv6 one): a word of the text that may wrap inside. */
const ADDRESS = /@|\/|:.*:/;
/** Where an address may wrap first: after `@`, `/`, `:`, `?`, `&` or `=`. */
const AFTER_MARK = /(?<=[@/:?&=])(?=.)/;
/** A part between those longer than this may also wrap before its dots. */
const LONG_PART = 16;

/** The pieces of an address between its soft breaks. */
function addressPieces(word: string): string[] {
  return word
    .split(AFTER_MARK)
    .flatMap((part) => (part.length > LONG_PART ? part.split(/(?<=.)(?=\.)/) : [part]));
}

/**
 * The text with the places an address in it may wrap marked (`<wbr>`): after its `@` or `/`
 * (and `:`, `?`, `&`, `=`), and before a dot in a long part of it ("procurement.department@",
 * not "example.com"), so a column need be no wider than a piece of it and no word is ever cut
 * (docs/admin.md, How the screens work). Text without an address comes back as it is.
 */
export function softBreaks(text: string): React.ReactNode {
  const words = text.split(/(\s+)/);
  if (!words.some((w) => ADDRESS.test(w))) return text;
  return words.flatMap((word, i): React.ReactNode[] =>
    ADDRESS.test(word)
      ? addressPieces(word).map((piece, j) => (
          <Fragment key={`${i}-${j}`}>
            {j > 0 ? <wbr /> : null}
            {piece}
          </Fragment>
        ))
      : [word],
  );
}

/** What a column holds: a row number, the row's buttons, or (the default) text. */
export type ColumnKind = "number" | "actions" | "text" | "select";

export type Column<T> = {
  /** The header cell's text; also each cell's `data-label` unless `label` says otherwise. */
  header: string;
  label?: string;
  /** `index` is the row's place among the rows shown (0 first). */
  cell: (row: T, index: number) => React.ReactNode;
  /** Left out, "ID" and "Index" columns are numbers, "Option" and "Action" ones actions. */
  kind?: ColumnKind;
  /** The list's `sort` value that orders the rows by this column (its header says so). */
  sort?: string;
  /** The header cell's content, when it is more than its text (the select column's checkbox). */
  headerCell?: React.ReactNode;
};

const KIND_BY_HEADER: Record<string, ColumnKind> = {
  ID: "number",
  Index: "number",
  Option: "actions",
  Action: "actions",
};

const kindOf = (column: Column<unknown>) => column.kind ?? KIND_BY_HEADER[column.header] ?? "text";

export type TableProps<T> = {
  rows: T[];
  /** Columns left out on this screen may be given as `false`. */
  columns: (Column<T> | false)[];
  rowKey: (row: T) => string | number;
  /** Classes of the table besides `adm-table`. */
  className?: string;
  /** Many columns: rows become cards below 1200 px (where the sidebar leaves too little room). */
  wide?: boolean;
  /** The line shown instead of the table when there are no rows. */
  empty: React.ReactNode;
  /** Extra attributes of a row's `<tr>` (data attributes). */
  rowProps?: (row: T) => Record<`data-${string}`, string | boolean | undefined>;
  /** The list's current `sort` value: the column of that order is marked as sorted. */
  sorted?: string;
  /** Rows shown under a row, indented (a product's variants). */
  subRows?: (row: T) => T[];
  /** A first column of checkboxes that tick rows for a form elsewhere on the page. */
  select?: RowSelection<T>;
};

/**
 * Ticking rows (the products table's bulk actions): a checkbox per row named `name` with the
 * row's `value`, belonging to the form `form` (its `form` attribute: the table's own row forms
 * stay outside it), so without JavaScript they are sent with that form. With JavaScript the
 * screen holds which are ticked (`ticked`, `onTick`) and the header's checkbox ticks every row
 * shown (`allLabel`).
 */
export type RowSelection<T> = {
  form: string;
  name: string;
  value: (row: T) => string;
  /** The row's checkbox's label, for screen readers: "Select Cat6 U/UTP". */
  label: (row: T) => string;
  ticked: (row: T) => boolean;
  onTick: (rows: T[], ticked: boolean) => void;
  /** The header checkbox's label (it only works with JavaScript, so only then is it shown). */
  allLabel: string;
  /** The described-by of every checkbox: the form's message about them, when it has one. */
  describedBy?: string;
};

export function AdminTable<T>({
  rows,
  columns,
  rowKey,
  className,
  wide,
  empty,
  rowProps,
  sorted,
  subRows,
  select,
}: TableProps<T>) {
  const hydrated = useHydrated();
  if (rows.length === 0) return <p className="adm-table-empty">{empty}</p>;
  const all = rows.flatMap((row) => [row, ...(subRows?.(row) ?? [])]);
  const shown = [select ? selectColumn(select, all, hydrated) : false, ...columns].filter(
    (c): c is Column<T> => c !== false,
  );
  const classes = ["adm-table", wide && "adm-table--stack-lg", className].filter(Boolean);
  return (
    <div className="adm-table-wrap">
      <table className={classes.join(" ")}>
        <thead>
          <tr>
            {shown.map((c) => {
              const isSorted = c.sort !== undefined && c.sort === sorted;
              return (
                <th
                  key={c.header}
                  scope="col"
                  className={`adm-col--${kindOf(c as Column<unknown>)}`}
                  aria-sort={isSorted ? "ascending" : undefined}
                >
                  {c.headerCell ?? c.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row, i) =>
            [row, ...(subRows?.(row) ?? [])].map((r, n) => (
              <tr key={rowKey(r)} className={n > 0 ? "adm-row--sub" : undefined} {...rowProps?.(r)}>
                {shown.map((c) => (
                  <td
                    key={c.header}
                    data-label={c.label ?? c.header}
                    className={`adm-col--${kindOf(c as Column<unknown>)}`}
                  >
                    {cellContent(c.cell(r, i))}
                  </td>
                ))}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The checkbox column of a {@link RowSelection}; its header ticks every row shown. */
function selectColumn<T>(select: RowSelection<T>, rows: T[], hydrated: boolean): Column<T> {
  const allTicked = rows.length > 0 && rows.every(select.ticked);
  return {
    header: "Select",
    kind: "select",
    headerCell: hydrated ? (
      <input
        type="checkbox"
        aria-label={select.allLabel}
        title={select.allLabel}
        checked={allTicked}
        onChange={(e) => select.onTick(rows, e.currentTarget.checked)}
      />
    ) : (
      <span className="visually-hidden">Select</span>
    ),
    cell: (row) => (
      <input
        type="checkbox"
        form={select.form}
        name={select.name}
        value={select.value(row)}
        aria-label={select.label(row)}
        aria-describedby={select.describedBy}
        checked={select.ticked(row)}
        onChange={(e) => select.onTick([row], e.currentTarget.checked)}
      />
    ),
  };
}

/** A cell given as text gets its soft breaks; markup is the column's own. */
const cellContent = (content: React.ReactNode) =>
  typeof content === "string" ? softBreaks(content) : content;

export type Paging = {
  total: number;
  offset: number;
  page: number;
  pageCount: number;
  /** How many of `total` the page shows, when that is not its number of rows (sub-rows). */
  shown?: number;
};

/**
 * A list screen's panel: the tools (search words, any filter controls as `filters`, the sort, and
 * the count), an optional note, the table, and the pager (other query parameters kept).
 */
export function AdminList<T>({
  search,
  filters,
  keep,
  sort,
  noun,
  paging,
  pagesLabel,
  note,
  notice,
  label,
  ...table
}: TableProps<T> & {
  /** The panel's name, when the screen has more than one. */
  label?: string;
  /** The search words of the list; left out when it has filters only. */
  search?: { q: string; placeholder: string; label: string };
  filters?: React.ReactNode;
  /** Query parameters the tools' form carries over (a product chosen elsewhere on the page). */
  keep?: string[];
  /** The orders the list can be sorted in (`?sort=`), as [value, label] pairs, the default first. */
  sort?: { value: string; options: [string, string][] };
  noun: [string, string];
  paging: Paging;
  pagesLabel: string;
  /** A line between the tools and the table. */
  note?: React.ReactNode;
  /** When given, said instead of the table whatever the rows (there is nothing to list at all). */
  notice?: React.ReactNode;
}) {
  const location = useLocation();
  return (
    <Panel label={label}>
      <div className="adm-table-tools">
        <TableSearch
          q={search?.q}
          placeholder={search?.placeholder}
          label={search?.label}
          keep={keep}
        >
          {filters}
          {sort ? (
            <FilterSelect name="sort" label="Sort by" value={sort.value} options={sort.options} />
          ) : null}
        </TableSearch>
        <TableCount
          total={paging.total}
          offset={paging.offset}
          shown={paging.shown ?? table.rows.length}
          noun={noun}
        />
      </div>
      {note}
      {notice ? (
        <p className="adm-table-empty">{notice}</p>
      ) : (
        <AdminTable {...table} sorted={sort?.value} />
      )}
      <Pagination
        page={paging.page}
        pageCount={paging.pageCount}
        hrefFor={(n) => pageHref(location.search, n)}
        label={pagesLabel}
      />
    </Panel>
  );
}

/** The icon links of a row (Edit, Image, Open…) and of a screen's header (Add …). */
export function IconLink({
  to,
  icon,
  label,
  ariaLabel,
  title,
  preventScrollReset = true,
}: {
  to: string;
  icon: string;
  label: string;
  ariaLabel?: string;
  title?: string;
  preventScrollReset?: boolean;
}) {
  return (
    <Link
      to={to}
      className="adm-icon-btn"
      aria-label={ariaLabel}
      title={title}
      preventScrollReset={preventScrollReset}
    >
      <Icon name={icon} /> <span>{label}</span>
    </Link>
  );
}

/** The Add … button of a screen's header: it opens the create modal (`to`, `?new`). */
export function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="btn" preventScrollReset>
      <Icon name="plus" /> {label}
    </Link>
  );
}

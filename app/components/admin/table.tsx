/**
 * The table of an admin list screen, written once so every screen shows its rows, its empty
 * state and its small-screen cell labels the same way:
 *
 *   <AdminList search={{ q, placeholder: "Search by title", label: "Search posts" }}
 *     noun={["post", "posts"]} paging={data} pagesLabel="Post pages"
 *     rows={data.posts} rowKey={(p) => p.id} empty="No posts available"
 *     columns={[{ header: "Title", cell: (p) => p.title }, …]} />
 *
 * `AdminTable` is the table alone (or the empty-state line); `AdminList` puts it in a panel with
 * the tools row above (search and "1–25 of 310 …") and the page links below.
 */
import { Link, useLocation } from "@remix-run/react";
import { Icon } from "./icons";
import { DeleteAction } from "./confirm-action";
import { MoveButtons, withParams } from "./kit";
import { TableCount, TableSearch } from "./list-tools";
import { Pagination, Panel } from "./page";

export type Column<T> = {
  /** The header cell's text; also each cell's `data-label` unless `label` says otherwise. */
  header: string;
  label?: string;
  /** `index` is the row's place among the rows shown (0 first). */
  cell: (row: T, index: number) => React.ReactNode;
};

export type TableProps<T> = {
  rows: T[];
  /** Columns left out on this screen may be given as `false`. */
  columns: (Column<T> | false)[];
  rowKey: (row: T) => string | number;
  /** Classes of the table besides `adm-table`. */
  className?: string;
  /** The line shown instead of the table when there are no rows. */
  empty: React.ReactNode;
  /** Extra attributes of a row's `<tr>` (data attributes). */
  rowProps?: (row: T) => Record<`data-${string}`, string | boolean | undefined>;
};

export function AdminTable<T>({
  rows,
  columns,
  rowKey,
  className,
  empty,
  rowProps,
}: TableProps<T>) {
  if (rows.length === 0) return <p className="adm-table-empty">{empty}</p>;
  const shown = columns.filter((c): c is Column<T> => c !== false);
  return (
    <div className="adm-table-wrap">
      <table className={className ? `adm-table ${className}` : "adm-table"}>
        <thead>
          <tr>
            {shown.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {shown.map((c) => (
                <td key={c.header} data-label={c.label ?? c.header}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type Paging = { total: number; offset: number; page: number; pageCount: number };

/**
 * A list screen's panel: search (with any filter controls as `filters`) and the count, an
 * optional note, the table, and the page links (other query parameters kept).
 */
export function AdminList<T>({
  search,
  filters,
  noun,
  paging,
  pagesLabel,
  note,
  notice,
  ...table
}: TableProps<T> & {
  search: { q: string; placeholder: string; label: string };
  filters?: React.ReactNode;
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
    <Panel>
      <div className="adm-table-tools">
        <TableSearch q={search.q} placeholder={search.placeholder} label={search.label}>
          {filters}
        </TableSearch>
        <TableCount
          total={paging.total}
          offset={paging.offset}
          shown={table.rows.length}
          noun={noun}
        />
      </div>
      {note}
      {notice ? <p className="adm-table-empty">{notice}</p> : <AdminTable {...table} />}
      <Pagination
        page={paging.page}
        pageCount={paging.pageCount}
        search={new URLSearchParams(location.search)}
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

/**
 * The actions of a row whose modals live in the URL (categories, certificates): Edit
 * (`?edit={id}`), with `image` Image (`?image={id}`), Delete (asked first) and Move up / down.
 * `closed` lists the modal parameters to clear.
 */
export function RecordActions({
  search,
  closed,
  row,
  image,
}: {
  search: string;
  closed: Record<string, null>;
  row: { id: number; name: string; first: boolean; last: boolean };
  image: boolean;
}) {
  return (
    <div className="adm-row-actions">
      <IconLink
        to={withParams(search, { ...closed, edit: row.id })}
        icon="edit"
        label="Edit"
        ariaLabel={`Edit ${row.name}`}
        title="Edit"
      />
      {image && (
        <IconLink
          to={withParams(search, { ...closed, image: row.id })}
          icon="image"
          label="Image"
          ariaLabel={`Change the image of ${row.name}`}
          title="Change image"
        />
      )}
      <DeleteAction
        name={row.name}
        id={row.id}
        question={
          <>
            Delete <strong>{row.name}</strong>? This cannot be undone.
          </>
        }
      />
      <MoveButtons id={row.id} name={row.name} first={row.first} last={row.last} />
    </div>
  );
}

/**
 * Pieces of the admin content screens (videos, know-how, blog): the links that open the create
 * and edit modals (their state is in the URL: `?new`, `?edit={id}`) and the modals themselves,
 * a file field with what is stored now, the Move buttons of a table that may be searched, and
 * the Order and Action columns of their tables.
 */
import { Fragment } from "react";
import { useLocation } from "@remix-run/react";
import type { FieldMeta } from "~/components/form-state";
import { Field } from "~/components/forms";
import { MAX_IMAGE_BYTES } from "~/constants";
import { UrlModal } from "~/components/url-modal";
import { DeleteAction } from "./confirm-action";
import { MoveButtons } from "./kit";
import { PageHeader } from "./page";
import { AddLink, AdminList, IconLink, type Column, type Paging } from "./table";

/** The current address with `new` and `edit` replaced by `set` (none: the list itself). */
export function useModalHref() {
  const { pathname, search } = useLocation();
  return (set?: { new: true } | { edit: number }) => {
    const params = new URLSearchParams(search);
    params.delete("new");
    params.delete("edit");
    if (set && "new" in set) params.set("new", "");
    if (set && "edit" in set) params.set("edit", String(set.edit));
    const qs = params.toString().replace(/(^|&)new=(?=&|$)/, "$1new");
    return qs ? `${pathname}?${qs}` : pathname;
  };
}

export function NewButton({ label }: { label: string }) {
  const href = useModalHref();
  return <AddLink to={href({ new: true })} label={label} />;
}

export function EditLink({ id, name }: { id: number; name: string }) {
  const href = useModalHref();
  return <IconLink to={href({ edit: id })} icon="edit" label="Edit" ariaLabel={`Edit ${name}`} />;
}

/**
 * Move up / down of row `i` of the rows shown: it moves past the row shown above or below it
 * (a searched table shows rows that are not neighbours in the whole list). The first row of
 * the list cannot go up, the last cannot go down.
 */
export function OrderButtons<T extends { id: number }>({
  rows,
  i,
  name,
  offset,
  total,
  searching,
}: {
  rows: T[];
  i: number;
  name: string;
  offset: number;
  total: number;
  searching: boolean;
}) {
  const above = rows[i - 1]?.id;
  const below = rows[i + 1]?.id;
  const position = offset + i;
  const fields: Record<string, number> = {};
  if (above !== undefined) fields.above = above;
  if (below !== undefined) fields.below = below;
  return (
    <MoveButtons
      id={rows[i].id}
      name={name}
      first={searching ? above === undefined : position === 0}
      last={searching ? below === undefined : position === total - 1}
      fields={fields}
    />
  );
}

type Titled = { id: number; title: string };

/** The Order column of a list staff arrange: {@link OrderButtons} for each row shown. */
export function orderColumn<T extends Titled>(list: {
  rows: T[];
  offset: number;
  total: number;
  q: string;
}): Column<T> {
  return {
    header: "Order",
    cell: (row, i) => (
      <OrderButtons
        rows={list.rows}
        i={i}
        name={row.title}
        offset={list.offset}
        total={list.total}
        searching={Boolean(list.q)}
      />
    ),
  };
}

/** The Action column: Edit (the `?edit={id}` modal) and Delete, which asks `question(row)`. */
export function editDeleteColumn<T extends Titled>(
  question: (row: T) => React.ReactNode,
): Column<T> {
  return {
    header: "Action",
    cell: (row) => (
      <div className="adm-row-actions">
        <EditLink id={row.id} name={row.title} />
        <DeleteAction name={row.title} id={row.id} question={question(row)} />
      </div>
    ),
  };
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A content screen (videos, know-how, blog), its words made from `noun` ("post", "posts"): the
 * header with Add Post, the list searched by title (Search posts, No posts match “…”, Post
 * pages), and the Add Post / Edit Post modals (`?new`, `?edit={id}`, in `add-post-dialog` and
 * `edit-post-dialog`) holding `form(record?)`.
 */
export function ContentScreen<T extends { id: number }, E extends { id: number }>({
  title,
  noun,
  data,
  rows,
  columns,
  note,
  form,
}: {
  title: string;
  noun: [string, string];
  data: Paging & { q: string; creating: boolean; editing: E | null };
  rows: T[];
  columns: Column<T>[];
  note?: React.ReactNode;
  form: (editing?: E) => React.ReactNode;
}) {
  const href = useModalHref();
  const [one, many] = noun;
  const Noun = capital(one);
  return (
    <>
      <PageHeader title={title}>
        <NewButton label={`Add ${Noun}`} />
      </PageHeader>
      <AdminList
        search={{ q: data.q, placeholder: "Search by title", label: `Search ${many}` }}
        noun={noun}
        paging={data}
        pagesLabel={`${Noun} pages`}
        note={note}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        className="adm-table--content adm-table--stack-lg"
        empty={data.q ? `No ${many} match “${data.q}”` : `No ${many} available`}
      />
      {data.creating ? (
        <UrlModal id={`add-${one}-dialog`} title={`Add ${Noun}`} closeTo={href()}>
          {form()}
        </UrlModal>
      ) : null}
      {data.editing ? (
        <UrlModal id={`edit-${one}-dialog`} title={`Edit ${Noun}`} closeTo={href()}>
          <Fragment key={data.editing.id}>{form(data.editing)}</Fragment>
        </UrlModal>
      ) : null}
    </>
  );
}

type AnyMeta = FieldMeta;

/**
 * A file input (`accept`), with a link to the file stored now and, for an optional picture, a
 * "Remove" box; the server checks the file by its content whatever `accept` offers.
 */
export function FileField({
  meta,
  label,
  accept,
  required,
  current,
  currentLabel,
  removeName,
  hint,
  preview,
}: {
  meta: AnyMeta;
  label: string;
  accept: string;
  required?: boolean;
  current?: string | null;
  currentLabel?: string;
  removeName?: string;
  hint?: React.ReactNode;
  preview?: boolean;
}) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      {current ? (
        <div className="adm-current-file">
          {preview ? <img src={current} alt="" width={96} height={64} /> : null}
          <a href={current} target="_blank" rel="noreferrer">
            {currentLabel ?? "Current file"}
          </a>
          {removeName ? (
            <label className="checkbox-field">
              <input type="checkbox" name={removeName} value="true" /> Remove it
            </label>
          ) : null}
        </div>
      ) : null}
      <input
        id={meta.id}
        type="file"
        name={meta.name}
        accept={accept}
        required={required}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        className="adm-file-input"
      />
    </Field>
  );
}

/**
 * The optional picture of a content form: its current image (with a "Remove it" box) when there
 * is one; `again` is said after the hint (a file input is empty again after an error).
 */
export function ContentImageField({
  meta,
  current,
  again,
}: {
  meta: AnyMeta;
  current?: string | null;
  again: string;
}) {
  return (
    <FileField
      meta={meta}
      label={current ? "Replace the image" : "Image"}
      accept="image/jpeg,image/png,image/webp,image/avif"
      current={current}
      currentLabel="Current image"
      removeName={current ? "removeImage" : undefined}
      preview
      hint={`JPEG, PNG, WebP or AVIF, up to ${Math.round(MAX_IMAGE_BYTES / (1024 * 1024))} MB.${again}`}
    />
  );
}

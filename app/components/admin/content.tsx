/**
 * The screen of an admin resource (certificates, categories, datasheets, videos, know-how, blog),
 * built the same way every time: the header with its Add button (the `?new` modal), the searched
 * and paged table, and the modals the URL opens (app/components/url-modal.tsx), with the row
 * actions that open them, delete (asked first) and move. Also the file fields of their forms.
 *
 *   <ResourceScreen title="FAQ Videos" addLabel="Add Video" {...tableProps}>
 *     {modal === "new" && <ModalForm …/>}
 *   </ResourceScreen>
 */
import type { ComponentProps } from "react";
import type { FieldMeta } from "~/components/form-state";
import { Field } from "~/components/forms";
import { MAX_IMAGE_BYTES } from "~/constants";
import { useModalHref } from "~/components/url-modal";
import { DeleteAction } from "./confirm-action";
import { MoveButtons } from "./kit";
import { PageHeader } from "./page";
import { AddLink, AdminList, IconLink, type Column, type Paging } from "./table";

export function ResourceScreen<T>({
  title,
  addLabel,
  children,
  ...list
}: ComponentProps<typeof AdminList<T>> & {
  title: string;
  addLabel: string;
  /** The modals the URL opens. */
  children?: React.ReactNode;
}) {
  const href = useModalHref();
  return (
    <>
      <PageHeader title={title}>
        <AddLink to={href("new")} label={addLabel} />
      </PageHeader>
      <AdminList {...list} />
      {children}
    </>
  );
}

type Row = { id: number; name: string; first?: boolean; last?: boolean };

/**
 * The actions of a row: Edit (`?edit={id}`), with `image` Image (`?image={id}`), Delete, which
 * asks `question` first, and with `move` Move up / down (the ordering protocol of
 * app/models/ordered-content.server.ts: a row's `first` and `last` disable them).
 */
export function RecordActions({
  row,
  image = false,
  move = false,
  question,
}: {
  row: Row;
  image?: boolean;
  move?: boolean;
  question?: React.ReactNode;
}) {
  const href = useModalHref();
  return (
    <div className="adm-row-actions">
      <IconLink
        to={href("edit", row.id)}
        icon="edit"
        label="Edit"
        ariaLabel={`Edit ${row.name}`}
        title="Edit"
      />
      {image && (
        <IconLink
          to={href("image", row.id)}
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
          question ?? (
            <>
              Delete <strong>{row.name}</strong>? This cannot be undone.
            </>
          )
        }
      />
      {move && <OrderButtons row={row} />}
    </div>
  );
}

/** Move up / Move down of a row of an ordered list. */
export function OrderButtons({ row }: { row: Row }) {
  return (
    <MoveButtons id={row.id} name={row.name} first={Boolean(row.first)} last={Boolean(row.last)} />
  );
}

type ContentRow = {
  id: number;
  title: string;
  description: string;
  thumbnail: string | null;
  first: boolean;
  last: boolean;
};

/**
 * The screen of a content list (videos, know-how, blog): its words made from `noun` ("post",
 * "posts": Search posts, No posts match “…”, Post pages), the Index column, the list's own
 * `columns`, then Description, Order and Action (Edit, and Delete, which asks `question(row)`).
 */
export function ContentScreen<T extends ContentRow>({
  title,
  addLabel,
  noun,
  data,
  rows,
  columns,
  question,
  children,
}: {
  title: string;
  addLabel: string;
  noun: [string, string];
  data: Paging & { q: string };
  rows: T[];
  columns: Column<T>[];
  question: (row: T) => React.ReactNode;
  /** The modals the URL opens. */
  children?: React.ReactNode;
}) {
  const [one, many] = noun;
  const { q } = data;
  return (
    <ResourceScreen
      title={title}
      addLabel={addLabel}
      search={{ q, placeholder: "Search by title", label: `Search ${many}` }}
      noun={noun}
      pagesLabel={`${one.charAt(0).toUpperCase()}${one.slice(1)} pages`}
      className="adm-table--content adm-table--stack-lg"
      empty={q ? `No ${many} match “${q}”` : `No ${many} available`}
      paging={data}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: "Index", cell: (_, i) => data.offset + i + 1 },
        ...columns,
        {
          header: "Description",
          cell: (row) => <span className="adm-clamp">{row.description}</span>,
        },
        {
          header: "Order",
          cell: (row) => <OrderButtons row={{ ...row, name: row.title }} />,
        },
        {
          header: "Action",
          cell: (row) => (
            <RecordActions row={{ id: row.id, name: row.title }} question={question(row)} />
          ),
        },
      ]}
    >
      {children}
    </ResourceScreen>
  );
}

/** The Image column of a table whose rows have a picture: its thumbnail, or "No image". */
export function thumbnailColumn<T extends { thumbnail: string | null }>(): Column<T> {
  return {
    header: "Image",
    cell: (row) =>
      row.thumbnail ? (
        <img className="adm-thumb-square" src={row.thumbnail} alt="" width={56} height={56} />
      ) : (
        <span className="adm-muted">No image</span>
      ),
  };
}

/** The picture of a content row (`height` for a 120-pixel width), or an empty frame. */
export function contentThumbnailColumn<T extends ContentRow>(height: number): Column<T> {
  return {
    header: "Image",
    cell: (row) => (
      <span className="adm-thumb">
        {row.thumbnail ? (
          <img src={row.thumbnail} alt="" width={120} height={height} loading="lazy" />
        ) : null}
      </span>
    ),
  };
}

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
  meta: FieldMeta;
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
  meta: FieldMeta;
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

/**
 * Pieces of the admin content screens (videos, know-how, blog): the links that open the create
 * and edit modals (their state is in the URL: `?new`, `?edit={id}`), a file field with what is
 * stored now, and the Move buttons of a table that may be searched.
 */
import { Link, useLocation } from "@remix-run/react";
import type { FieldMeta } from "~/components/form-state";
import { Field } from "~/components/forms";
import { Icon } from "./icons";
import { MoveButtons } from "./kit";

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
  return (
    <Link to={href({ new: true })} className="btn" preventScrollReset>
      <Icon name="plus" /> {label}
    </Link>
  );
}

export function EditLink({ id, name }: { id: number; name: string }) {
  const href = useModalHref();
  return (
    <Link
      to={href({ edit: id })}
      className="adm-icon-btn"
      aria-label={`Edit ${name}`}
      preventScrollReset
    >
      <Icon name="edit" /> <span>Edit</span>
    </Link>
  );
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

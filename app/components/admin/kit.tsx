/**
 * Building blocks of the admin screens, so every table searches, pages, confirms and orders
 * the same way, with JavaScript on and off:
 *
 *   <TableSearch q={q} placeholder="Search products">…extra filters…</TableSearch>
 *   <ConfirmAction label="Delete" question={<>Delete <b>{name}</b>?</>} fields={{ id }} />
 *   <MoveButtons id={id} first={i === 0} last={i === rows.length - 1} />
 *   <ImagesInput name="images" multiple />   (previews and removal before sending, with JS)
 *   <FileInput name="datasheet" accept="application/pdf" />
 *
 * Row actions post to the page's own action with an `intent` (app/utils/form.server.ts's
 * submitWithToast answers them with a toast); the list's query string is kept by the page.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { MAX_IMAGE_BYTES } from "~/constants";
import { Icon } from "./icons";

// ---------------------------------------------------------------------------------------------
// Search and filters

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

// ---------------------------------------------------------------------------------------------
// Row actions

/**
 * A button that asks before it acts: without JavaScript a <details> opens the question and the
 * confirming form; with it, the same. Posts `intent` and `fields` to the page's action.
 */
export function ConfirmAction({
  label,
  question,
  fields,
  intent = "delete",
  confirmLabel = "Yes, delete",
  danger = true,
  icon = "trash",
  ariaLabel,
}: {
  label: string;
  question: React.ReactNode;
  fields: Record<string, string | number>;
  intent?: string;
  confirmLabel?: string;
  danger?: boolean;
  icon?: string;
  ariaLabel?: string;
}) {
  const { search } = useLocation();
  return (
    <details className="adm-confirm">
      <summary
        className={danger ? "adm-icon-btn adm-icon-btn--danger" : "adm-icon-btn"}
        aria-label={ariaLabel ?? label}
        title={label}
      >
        <Icon name={icon} /> <span>{label}</span>
      </summary>
      <div className="adm-confirm__panel" role="group" aria-label={ariaLabel ?? label}>
        <p>{question}</p>
        <Form method="post" action={search ? `?${search.replace(/^\?/, "")}` : undefined}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            name="intent"
            value={intent}
            className={danger ? "btn btn--danger btn--small" : "btn btn--small"}
          >
            {confirmLabel}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** Delete of a row: a {@link ConfirmAction} named after the row, posting its `id`. */
export function DeleteAction({
  name,
  id,
  question,
}: {
  name: string;
  id: number;
  question: React.ReactNode;
}) {
  return (
    <ConfirmAction
      label="Delete"
      ariaLabel={`Delete ${name}`}
      question={question}
      fields={{ id }}
    />
  );
}

/**
 * Move up / Move down: posts `intent=move` with the id and the direction to the list's own
 * address (its `q` kept): the protocol of app/models/ordered-content.server.ts.
 */
export function MoveButtons({
  id,
  name,
  first,
  last,
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const { search } = useLocation();
  return (
    <Form
      method="post"
      className="adm-move"
      action={search ? `?${search.replace(/^\?/, "")}` : undefined}
      preventScrollReset
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value="move" />
      <button
        type="submit"
        name="direction"
        value="up"
        className="adm-icon-btn"
        disabled={first}
        aria-label={`Move ${name} up`}
        title="Move up"
      >
        ↑
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        className="adm-icon-btn"
        disabled={last}
        aria-label={`Move ${name} down`}
        title="Move down"
      >
        ↓
      </button>
    </Form>
  );
}

// ---------------------------------------------------------------------------------------------
// Files

/**
 * Image files with previews, each removable before sending (JavaScript keeps the input's file
 * list in step with the previews); without JavaScript, the plain file input. The server checks
 * the files whatever `accept` lets the browser offer.
 */
export function ImagesInput({
  id,
  name,
  multiple = false,
  required = false,
  describedBy,
  invalid,
  maxBytes = MAX_IMAGE_BYTES,
}: {
  id?: string;
  name: string;
  multiple?: boolean;
  required?: boolean;
  describedBy?: string;
  invalid?: boolean;
  /** Each file's limit: with JavaScript a larger file is taken out before anything is sent. */
  maxBytes?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<{ url: string; name: string }[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const sync = () => {
    const files = Array.from(input.current?.files ?? []);
    setPreviews(files.map((f) => ({ url: URL.createObjectURL(f), name: f.name })));
  };
  /** Files over the limit leave the input at once, with the server's own words. */
  const choose = () => {
    const el = input.current;
    if (!el?.files) return;
    const large = Array.from(el.files).filter((f) => f.size > maxBytes);
    if (large.length) {
      const kept = new DataTransfer();
      Array.from(el.files).forEach((f) => f.size <= maxBytes && kept.items.add(f));
      el.files = kept.files;
    }
    setRefused(
      large.length
        ? `${large.map((f) => f.name).join(", ")}: the file is larger than ${mbOf(maxBytes)}`
        : null,
    );
    sync();
  };
  const remove = (index: number) => {
    const el = input.current;
    if (!el?.files) return;
    const kept = new DataTransfer();
    Array.from(el.files).forEach((f, i) => i !== index && kept.items.add(f));
    el.files = kept.files;
    sync();
  };
  const refusedId = `${id ?? name}-refused`;
  return (
    <div className="adm-images-input">
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple={multiple}
        required={required}
        aria-describedby={refused ? refusedId : describedBy}
        aria-invalid={invalid || Boolean(refused) || undefined}
        onChange={choose}
      />
      {refused && (
        <p className="field-error" id={refusedId} role="alert">
          {refused}
        </p>
      )}
      {previews.length > 0 && (
        <ul className="adm-previews" aria-label="Images to upload">
          {previews.map((p, i) => (
            <li key={p.url}>
              <img src={p.url} alt={`Preview of ${p.name}`} />
              <button
                type="button"
                className="adm-icon-btn adm-icon-btn--danger"
                onClick={() => remove(i)}
                aria-label={`Remove ${p.name}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const mbOf = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * A file input for a document (a PDF): with JavaScript, a file over `maxBytes` leaves the input
 * at once with the server's own words, before anything is sent; the server checks it anyway.
 */
export function FileInput({
  id,
  name,
  accept = "application/pdf,.pdf",
  maxBytes,
  required = false,
  disabled = false,
  describedBy,
  invalid,
  onChange,
}: {
  id?: string;
  name: string;
  accept?: string;
  maxBytes?: number;
  required?: boolean;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  onChange?: (chosen: boolean) => void;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  const refusedId = `${id ?? name}-refused`;
  return (
    <>
      <input
        id={id}
        className="adm-file-input"
        type="file"
        name={name}
        accept={accept}
        required={required}
        disabled={disabled}
        aria-describedby={refused ? refusedId : describedBy}
        aria-invalid={invalid || Boolean(refused) || undefined}
        onChange={(e) => {
          const el = e.currentTarget;
          const file = el.files?.[0];
          const tooLarge = Boolean(file && maxBytes && file.size > maxBytes);
          if (tooLarge) el.value = "";
          setRefused(tooLarge ? `${file!.name}: the file is larger than ${mbOf(maxBytes!)}` : null);
          onChange?.(Boolean(file) && !tooLarge);
        }}
      />
      {refused && (
        <p className="field-error" id={refusedId} role="alert">
          {refused}
        </p>
      )}
    </>
  );
}

/** False while the server's HTML is all there is (and without JavaScript); true once hydrated. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

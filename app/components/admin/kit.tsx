/**
 * Ordering rows and keeping modals in the address:
 *
 *   <MoveButtons id={id} name={name} first={i === 0} last={i === rows.length - 1} />
 *   <Link to={withParams(search, { edit: id })}>Edit</Link>
 *
 * The other pieces the admin screens are built from each have a file of their own: the list
 * (./table.tsx), its search and count (./list-tools.tsx), the confirmation (./confirm-action.tsx),
 * the file inputs (./file-inputs.tsx) and the page frame (./page.tsx).
 */
import { Form, useLocation } from "@remix-run/react";

/** Move up / Move down: posts `intent=move` with the id and the direction. */
export function MoveButtons({
  id,
  name,
  first,
  last,
  fields = {},
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  fields?: Record<string, string | number>;
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
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
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

/** The address of the page with some query parameters set or removed (modals live there). */
export function withParams(search: string, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const qs = params.toString().replace(/=(?=&|$)/g, "");
  return qs ? `?${qs}` : "?";
}

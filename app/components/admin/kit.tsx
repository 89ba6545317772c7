/**
 * Ordering rows:
 *
 *   <MoveButtons id={id} name={name} first={i === 0} last={i === rows.length - 1} />
 *
 * The other pieces the admin screens are built from each have a file of their own: the list
 * (./table.tsx), its search and count (./list-tools.tsx), the confirmation (./confirm-action.tsx),
 * the file inputs (./file-inputs.tsx) and the page frame (./page.tsx).
 */
import { Form, useLocation } from "@remix-run/react";

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

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

/** The two buttons, by direction, and their arrows. */
const DIRECTIONS = [
  ["up", "↑"],
  ["down", "↓"],
] as const;

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
      {DIRECTIONS.map(([direction, arrow]) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          className="adm-icon-btn"
          disabled={direction === "up" ? first : last}
          aria-label={`Move ${name} ${direction}`}
          title={`Move ${direction}`}
        >
          {arrow}
        </button>
      ))}
    </Form>
  );
}

/**
 * The one way an admin screen asks before it acts (delete a row, an image, a message): a button
 * that opens the question and the confirming form in place. A `<details>`, so it works without
 * JavaScript; the form posts `intent` and `fields` to the page's own action, with the list's
 * query string kept (app/utils/form.server.ts's submitWithToast answers with a toast).
 *
 *   <ConfirmAction label="Delete" question={<>Delete <b>{name}</b>?</>} fields={{ id }} />
 *   <DeleteAction name={name} id={id} question={…} />
 *
 * A question the server asks (the products table's bulk actions: how many products, known once
 * the form is sent) is the same component rendered `open`, inline, its button focused, its
 * fields the values sent (a list field as one input per value).
 */
import { Form, useLocation } from "@remix-run/react";
import { Icon } from "./icons";

/**
 * A button that asks before it acts: without JavaScript a <details> opens the question and the
 * confirming form; with it, the same. Posts `intent` and `fields` to the page's action. When the
 * action is not open to this row (`unavailable`: the reason, e.g. one's own account), the button
 * shows disabled with the reason as its tooltip.
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
  unavailable,
  open = false,
  inline = false,
}: {
  label: string;
  question: React.ReactNode;
  fields: Record<string, string | number | (string | number)[]>;
  intent?: string;
  confirmLabel?: string;
  danger?: boolean;
  icon?: string;
  ariaLabel?: string;
  unavailable?: string;
  /** Opened by the server (its question is the answer to a form): open, its button focused. */
  open?: boolean;
  /** The panel in the flow of the page under its button, not over what follows. */
  inline?: boolean;
}) {
  const { search } = useLocation();
  if (unavailable) {
    return (
      <span className="adm-icon-btn" aria-disabled="true" title={unavailable}>
        <Icon name={icon} /> <span>{label}</span>
      </span>
    );
  }
  return (
    <details className={inline ? "adm-confirm adm-confirm--inline" : "adm-confirm"} open={open}>
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
          {Object.entries(fields).flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value]).map((v, i) => (
              <input key={`${name}-${i}`} type="hidden" name={name} value={v} />
            )),
          )}
          <button
            type="submit"
            name="intent"
            value={intent}
            className={danger ? "btn btn--danger btn--small" : "btn btn--small"}
            autoFocus={open}
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

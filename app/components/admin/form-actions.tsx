/**
 * The foot of a page form (a form on its own page, not in a modal): its submit button, with
 * `intent` when the page has several forms, and with `discard` a Discard link to that address.
 */
import { Link } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";

export function FormActions({
  label,
  busyText,
  intent,
  discard,
}: {
  label: string;
  busyText: string;
  intent?: string;
  discard?: string;
}) {
  return (
    <div className="admin-form__actions">
      <SubmitButton name={intent && "intent"} value={intent} busyText={busyText}>
        {label}
      </SubmitButton>
      {discard && (
        <Link to={discard} className="btn btn--outline">
          Discard
        </Link>
      )}
    </div>
  );
}

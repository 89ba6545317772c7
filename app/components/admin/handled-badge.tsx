/**
 * Whether a message is handled, as the list and the message's page show it: the model decides
 * (handledWhere, app/models/contact.server.ts; docs/quotes.md, Handled), this only says it. An
 * enquiry's badge says what makes it handled, since its status does, not a button.
 */
export function HandledBadge({ kind, handled }: { kind: string; handled: boolean }) {
  return (
    <span
      className={handled ? "adm-badge" : "adm-badge adm-badge--unhandled"}
      title={kind === "quotation" ? "An enquiry is handled once its status leaves New" : undefined}
    >
      {handled ? "Handled" : "Unhandled"}
    </span>
  );
}

/**
 * One enquiry in Messages (docs/quotes.md, Enquiry workflow): its lines, and the sales team's
 * status, assignee and internal notes. Each form is a plain post to the message's page, answered
 * by a redirect and a toast (a refused note comes back beside its field, the text kept).
 */
import { Link } from "@remix-run/react";
import {
  KitForm,
  SelectField,
  SubmitButton,
  TextareaField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { ENQUIRY_NOTE_MAX, ENQUIRY_STATUS_LABELS } from "~/constants";
import type { FormConstraints } from "~/utils/constraints.server";
import { adminDateTime } from "~/utils/dates";
import { describeLine } from "~/utils/quote-line";
import { Panel } from "./page";
import { AdminTable } from "./table";

type Line = {
  id: number;
  productName: string;
  productSlug: string;
  /** The product's slug now; null once it is deleted. */
  currentSlug: string | null;
  /** "" when the product had none. */
  sku: string;
  quantity: number;
  lengthM: number | null;
  drum: string;
  pack: string;
};

type Enquiry = {
  reference: string;
  lines: Line[];
  notes: { id: number; body: string; authorName: string | null; createdAt: string }[];
  history: StatusChange[];
  users: { id: number; name: string; email: string }[];
  constraints: { status: FormConstraints; assign: FormConstraints; note: FormConstraints };
};

/** A step of the status history (enquiry.server's statusHistoryOf, its time as ISO text). */
type StatusChange = { at: string; by: string | null; from: string | null; to: string };

const STATUS_OPTIONS = Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The lines of an enquiry sent from the quote basket, each with its product's two pages. */
export function EnquiryLines({ lines }: { lines: Line[] }) {
  return (
    <div className="adm-enquiry-lines-block">
      <h2 className="adm-message__title">Products</h2>
      <AdminTable
        rows={lines}
        rowKey={(l) => l.id}
        className="adm-enquiry-lines"
        empty="No products"
        columns={[
          {
            header: "Product",
            cell: (l) => (
              <span className="adm-cell-stack">
                <strong>{l.productName}</strong>
                <span className="adm-muted">{l.currentSlug ?? `${l.productSlug} (deleted)`}</span>
              </span>
            ),
          },
          { header: "SKU", cell: (l) => l.sku || "—" },
          {
            header: "Quantity",
            cell: (l) =>
              describeLine({ qty: l.quantity, length: l.lengthM, drum: l.drum, pack: l.pack }),
          },
          {
            header: "Links",
            kind: "actions",
            cell: (l) =>
              l.currentSlug ? (
                <span className="adm-enquiry-lines__links">
                  <Link to={`/admin/products/${l.currentSlug}`}>
                    Edit<span className="visually-hidden"> {l.productName}</span>
                  </Link>
                  <Link to={`/products/${l.currentSlug}`} target="_blank">
                    View<span className="visually-hidden"> {l.productName} on the site</span>
                  </Link>
                </span>
              ) : (
                "—"
              ),
          },
        ]}
      />
    </div>
  );
}

/** Status, assignee and notes of an enquiry. */
export function EnquiryWorkflow({
  message,
  enquiry,
}: {
  message: { status: keyof typeof ENQUIRY_STATUS_LABELS; assigneeId: number | null };
  enquiry: Enquiry;
}) {
  const { constraints } = enquiry;
  const [statusForm, status] = useKitForm({
    id: "enquiry-status",
    constraints: constraints.status,
    defaultValue: { status: message.status },
  });
  const [assignForm, assign] = useKitForm({
    id: "enquiry-assign",
    constraints: constraints.assign,
    defaultValue: { assigneeId: message.assigneeId === null ? "" : String(message.assigneeId) },
  });
  const [noteForm, note] = useKitForm({
    id: "enquiry-note",
    constraints: constraints.note,
    lastResult: useFormResult("note"),
  });
  return (
    <Panel className="adm-message adm-enquiry" label="Enquiry workflow">
      <h2 className="adm-message__title">Sales</h2>
      <div className="adm-enquiry__forms">
        {/* The keys reset a form's control when the saved value changes under it. */}
        <KitForm
          key={`status-${message.status}`}
          form={statusForm}
          constraints={constraints.status}
          className="adm-enquiry__form"
        >
          <SelectField meta={status.status} label="Status" options={STATUS_OPTIONS} />
          <SubmitButton
            name="intent"
            value="status"
            className="btn btn--outline"
            busyText="Saving…"
          >
            Set status
          </SubmitButton>
        </KitForm>
        <KitForm
          key={`assign-${message.assigneeId}`}
          form={assignForm}
          constraints={constraints.assign}
          className="adm-enquiry__form"
        >
          <SelectField
            meta={assign.assigneeId}
            label="Assigned to"
            placeholder="Unassigned"
            options={enquiry.users.map((u) => ({ value: String(u.id), label: u.name }))}
          />
          <SubmitButton
            name="intent"
            value="assign"
            className="btn btn--outline"
            busyText="Saving…"
          >
            Assign
          </SubmitButton>
        </KitForm>
      </div>

      <EnquiryHistory history={enquiry.history} />

      <h2 className="adm-message__title" id="notes">
        Internal notes
      </h2>
      {enquiry.notes.length ? (
        <ol className="adm-enquiry__notes">
          {enquiry.notes.map((n) => (
            <li key={n.id}>
              <p className="adm-enquiry__note-head">
                <strong>{n.authorName ?? "A former user"}</strong>{" "}
                <time dateTime={n.createdAt}>{adminDateTime(n.createdAt)}</time>
              </p>
              <p className="adm-enquiry__note-body">{n.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="adm-muted">No notes yet. Notes are for staff only.</p>
      )}
      <KitForm
        key={`note-${enquiry.notes.length}`}
        form={noteForm}
        constraints={constraints.note}
        className="admin-form"
      >
        <TextareaField
          meta={note.body}
          label="Add a note"
          hint="Seen by staff only."
          rows={3}
          maxLength={ENQUIRY_NOTE_MAX}
        />
        <div className="admin-form__actions">
          <SubmitButton name="intent" value="note" busyText="Adding…">
            Add note
          </SubmitButton>
        </div>
      </KitForm>
    </Panel>
  );
}

/**
 * Who moved the enquiry from one status to the next, and when, oldest first (docs/quotes.md,
 * Status history): read from the audit log, the first line its arrival.
 */
export function EnquiryHistory({ history }: { history: StatusChange[] }) {
  return (
    <>
      <h2 className="adm-message__title" id="status-history">
        Status history
      </h2>
      <ol className="adm-enquiry__history" aria-labelledby="status-history">
        {history.map((h, i) => (
          <li key={i}>
            <span className="adm-enquiry__history-change">
              {h.from === null ? (
                <>
                  Received as <strong>{h.to}</strong>
                </>
              ) : (
                <>
                  {h.from} → <strong>{h.to}</strong>
                </>
              )}
            </span>{" "}
            <span className="adm-muted">
              {h.from === null ? "from the website" : `by ${h.by ?? "a former user"}`},{" "}
              <time dateTime={h.at}>{adminDateTime(h.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

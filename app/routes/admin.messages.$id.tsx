import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { ENQUIRY_STATUS_LABELS } from "~/constants";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { EnquiryLines, EnquiryWorkflow } from "~/components/admin/enquiry-workflow";
import { HandledBadge } from "~/components/admin/handled-badge";
import { replyHref, topicOf } from "~/components/admin/messages";
import { PageHeader, Panel } from "~/components/admin/page";
import { MESSAGE_NOT_FOUND } from "~/models/contact.server";
import { assignableUsers, getEnquiry } from "~/models/enquiry.server";
import { useRootData } from "~/components/root-data";
import {
  EnquiryAssignSchema,
  EnquiryNoteSchema,
  EnquiryStatusSchema,
  MessageIdParams,
} from "~/schemas/messages";
import { requireRole } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { adminDateTime } from "~/utils/dates";
import { messageAction } from "~/screens/message-action.server";
import { pageMeta } from "~/utils/meta";
import { notFoundResponse, routeId } from "~/utils/responses.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data ? topicOf(data.message) : "Message");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const enquiry = getEnquiry(routeId(MessageIdParams, params, MESSAGE_NOT_FOUND));
  if (!enquiry) throw notFoundResponse(MESSAGE_NOT_FOUND);
  const { message } = enquiry;
  return {
    message: {
      ...message,
      createdAt: message.createdAt.toISOString(),
    },
    // docs/quotes.md, Enquiry workflow: only quotations have lines, a status and notes.
    enquiry:
      message.kind === "quotation"
        ? {
            reference: enquiry.reference,
            lines: enquiry.lines,
            notes: enquiry.notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
            history: enquiry.history.map((h) => ({ ...h, at: h.at.toISOString() })),
            users: assignableUsers(),
            constraints: {
              status: constraintsOf(EnquiryStatusSchema),
              assign: constraintsOf(EnquiryAssignSchema),
              note: constraintsOf(EnquiryNoteSchema),
            },
          }
        : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(MessageIdParams, params, MESSAGE_NOT_FOUND);
  return messageAction(request, { afterDelete: "/admin/messages", message: id });
}

export default function MessagePage() {
  const { message: m, enquiry } = useLoaderData<typeof loader>();
  const brand = useRootData()?.site.brand ?? "";
  const dial = m.countryCode ? `+${m.countryCode}` : "";
  const rows: [string, React.ReactNode][] = [
    ["Name", m.name],
    [
      "Email",
      <a key="email" href={`mailto:${m.email}`}>
        {m.email}
      </a>,
    ],
    ["Phone", m.phone ? `${dial ? `${dial} ` : ""}${m.phone}` : "N/A"],
    ["Country", m.country ? `${m.country}${dial ? ` (dial code ${dial})` : ""}` : "N/A"],
  ];
  if (m.kind === "quotation") {
    if (enquiry) rows.unshift(["Reference", enquiry.reference]);
    rows.push(["Company", m.company || "N/A"]);
  }
  // A one-product quotation (the product page's modal) has its product on the message.
  if (m.kind === "quotation" && !enquiry?.lines.length) {
    rows.push(
      [
        "Product",
        m.productSlug ? (
          <Link key="product" to={`/products/${m.productSlug}`} target="_blank">
            {m.productName}
          </Link>
        ) : (
          m.productName || "N/A"
        ),
      ],
      ["Quantity", m.quantity || "N/A"],
      ["Length", m.length || "N/A"],
    );
  } else if (m.kind !== "quotation") {
    rows.push(["Subject", m.subject || "(No subject)"]);
  }
  rows.push([
    "Received",
    <time key="at" dateTime={m.createdAt}>
      {adminDateTime(m.createdAt)}
    </time>,
  ]);

  return (
    <>
      <PageHeader title={topicOf(m)} crumbs={[{ label: "Messages", to: "/admin/messages" }]}>
        <a href={replyHref(m, brand)} className="btn">
          <Icon name="reply" /> Reply by e-mail
        </a>
      </PageHeader>
      <Panel className="adm-message">
        <p className="adm-message__badges">
          <span className="adm-badge">
            {m.kind === "quotation" ? "Quotation request" : "Contact message"}
          </span>
          <HandledBadge kind={m.kind} handled={m.handled} />
          {enquiry ? <span className="adm-badge">{ENQUIRY_STATUS_LABELS[m.status]}</span> : null}
        </p>
        <dl className="adm-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {enquiry?.lines.length ? <EnquiryLines lines={enquiry.lines} /> : null}
        <h2 className="adm-message__title">Message</h2>
        <p className="adm-message__text">{m.message}</p>
        <div className="admin-form__actions">
          {/* An enquiry is handled by its status (docs/quotes.md, Handled). */}
          {m.kind === "quotation" ? null : (
            <Form method="post">
              <input type="hidden" name="id" value={m.id} />
              <input type="hidden" name="handled" value={m.handled ? "false" : "true"} />
              <button type="submit" name="intent" value="handled" className="btn btn--outline">
                <Icon name="check" /> {m.handled ? "Mark as unhandled" : "Mark as handled"}
              </button>
            </Form>
          )}
          <ConfirmAction
            label="Delete"
            ariaLabel="Delete this message"
            question="Delete this message? This cannot be undone."
            fields={{ id: m.id }}
          />
        </div>
      </Panel>
      {enquiry ? <EnquiryWorkflow message={m} enquiry={enquiry} /> : null}
    </>
  );
}

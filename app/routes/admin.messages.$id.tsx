import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { replyHref, topicOf } from "~/components/admin/messages";
import { PageHeader, Panel } from "~/components/admin/page";
import { getMessage, MESSAGE_NOT_FOUND } from "~/models/contact.server";
import { useRootData } from "~/root";
import { MessageIdParams } from "~/schemas/messages";
import { requireRole } from "~/utils/auth.server";
import { adminDateTime } from "~/utils/dates";
import { messageAction } from "~/utils/message-action.server";
import { pageMeta } from "~/utils/meta";
import { notFoundResponse, routeId } from "~/utils/responses.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data ? topicOf(data.message) : "Message");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const message = getMessage(routeId(MessageIdParams, params, MESSAGE_NOT_FOUND));
  if (!message) throw notFoundResponse(MESSAGE_NOT_FOUND);
  return {
    message: {
      ...message,
      createdAt: message.createdAt.toISOString(),
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  routeId(MessageIdParams, params, MESSAGE_NOT_FOUND);
  return messageAction(request, { afterDelete: "/admin/messages" });
}

export default function MessagePage() {
  const { message: m } = useLoaderData<typeof loader>();
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
    rows.push(
      ["Company", m.company || "N/A"],
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
  } else {
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
          <span className={m.handled ? "adm-badge" : "adm-badge adm-badge--unhandled"}>
            {m.handled ? "Handled" : "Unhandled"}
          </span>
        </p>
        <dl className="adm-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="adm-message__title">Message</h2>
        <p className="adm-message__text">{m.message}</p>
        <div className="admin-form__actions">
          <Form method="post">
            <input type="hidden" name="id" value={m.id} />
            <input type="hidden" name="handled" value={m.handled ? "false" : "true"} />
            <button type="submit" name="intent" value="handled" className="btn btn--outline">
              <Icon name="check" /> {m.handled ? "Mark as unhandled" : "Mark as handled"}
            </button>
          </Form>
          <ConfirmAction
            label="Delete"
            ariaLabel="Delete this message"
            question="Delete this message? This cannot be undone."
            fields={{ id: m.id }}
          />
        </div>
      </Panel>
    </>
  );
}

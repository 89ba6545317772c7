import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { ConfirmAction, TableCount, TableSearch } from "~/components/admin/kit";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
import { topicOf } from "~/components/admin/messages";
import { countUnhandledMessages, listMessages } from "~/models/contact.server";
import { MessagesQuery } from "~/schemas/messages";
import { requireRole } from "~/utils/auth.server";
import { adminDateTime } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { messageAction } from "~/utils/message-action.server";
import { readPageQuery } from "~/utils/query.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Messages");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const query = readPageQuery(MessagesQuery, request);
  const list = listMessages(query);
  return {
    ...list,
    messages: list.messages.map((m) => ({
      id: m.id,
      index: m.index,
      kind: m.kind,
      name: m.name,
      email: m.email,
      subject: m.subject,
      productName: m.productName,
      excerpt: m.message.slice(0, 140),
      handled: m.handled,
      createdAt: m.createdAt.toISOString(),
    })),
    q: query.q ?? "",
    kind: query.kind ?? "",
    status: query.status ?? "",
    unhandled: countUnhandledMessages(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return messageAction(request, { afterDelete: null });
}

export default function Messages() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <PageHeader title="Messages" />
      <Panel>
        <div className="adm-table-tools">
          <TableSearch
            q={data.q}
            placeholder="Name, email, subject or text"
            label="Search messages"
          >
            <label className="adm-filter">
              <span className="visually-hidden">Kind</span>
              <select name="kind" defaultValue={data.kind} aria-label="Kind">
                <option value="">All kinds</option>
                <option value="contact">Contact messages</option>
                <option value="quotation">Quotation requests</option>
              </select>
            </label>
            <label className="adm-filter">
              <span className="visually-hidden">Status</span>
              <select name="status" defaultValue={data.status} aria-label="Status">
                <option value="">All</option>
                <option value="unhandled">Unhandled</option>
                <option value="handled">Handled</option>
              </select>
            </label>
          </TableSearch>
          <TableCount
            total={data.total}
            offset={data.offset}
            shown={data.messages.length}
            noun={["message", "messages"]}
          />
        </div>
        <p className="adm-muted adm-messages-note">
          {data.unhandled === 0
            ? "Every message has been handled."
            : `${data.unhandled} unhandled ${data.unhandled === 1 ? "message" : "messages"}.`}
        </p>
        {data.messages.length === 0 ? (
          <p className="adm-table-empty">
            {data.q || data.kind || data.status
              ? "No messages match these filters."
              : "No messages yet"}
          </p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--messages adm-table--stack-lg">
              <thead>
                <tr>
                  <th scope="col">Index</th>
                  <th scope="col">From</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Received</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.messages.map((m) => (
                  <tr key={m.id} data-unhandled={m.handled ? undefined : true}>
                    <td data-label="Index">{m.index}</td>
                    <td data-label="From">
                      <span className="adm-cell-stack">
                        <strong>{m.name}</strong>
                        <span className="adm-muted">{m.email}</span>
                      </span>
                    </td>
                    <td data-label="Subject">
                      <span className="adm-cell-stack">
                        <span
                          className={m.handled ? "adm-badge" : "adm-badge adm-badge--unhandled"}
                        >
                          {m.handled ? "Handled" : "Unhandled"}
                        </span>
                        <Link to={`/admin/messages/${m.id}`} className="adm-strong-link">
                          {topicOf(m)}
                        </Link>
                        <span className="adm-muted adm-clamp">{m.excerpt}</span>
                      </span>
                    </td>
                    <td data-label="Received">
                      <time dateTime={m.createdAt}>{adminDateTime(m.createdAt)}</time>
                    </td>
                    <td data-label="Action">
                      <div className="adm-row-actions">
                        <Link
                          to={`/admin/messages/${m.id}`}
                          className="adm-icon-btn"
                          aria-label={`Open the message from ${m.name}`}
                        >
                          <Icon name="eye" /> <span>Open</span>
                        </Link>
                        <Form
                          method="post"
                          action={search ? `?${search.replace(/^\?/, "")}` : undefined}
                          preventScrollReset
                        >
                          <input type="hidden" name="id" value={m.id} />
                          <input
                            type="hidden"
                            name="handled"
                            value={m.handled ? "false" : "true"}
                          />
                          <button
                            type="submit"
                            name="intent"
                            value="handled"
                            className="adm-icon-btn"
                            aria-label={`Mark the message from ${m.name} as ${m.handled ? "unhandled" : "handled"}`}
                          >
                            <Icon name="check" />{" "}
                            <span>{m.handled ? "Mark unhandled" : "Mark handled"}</span>
                          </button>
                        </Form>
                        <ConfirmAction
                          label="Delete"
                          ariaLabel={`Delete the message from ${m.name}`}
                          question={
                            <>
                              Delete the message from <strong>{m.name}</strong>? This cannot be
                              undone.
                            </>
                          }
                          fields={{ id: m.id }}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          search={new URLSearchParams(search)}
          label="Message pages"
        />
      </Panel>
    </>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { HandledBadge } from "~/components/admin/handled-badge";
import { FilterSelect, type FilterOption } from "~/components/admin/list-tools";
import { PageHeader } from "~/components/admin/page";
import { AdminList, type Column } from "~/components/admin/table";
import { PageRowActions } from "~/components/admin/page-row-actions";
import { topicOf } from "~/components/admin/messages";
import { StackCell } from "~/components/admin/stack-cell";
import { ENQUIRY_STATUS_LABELS } from "~/constants";
import { countUnhandledMessages, listMessages } from "~/models/contact.server";
import { assignableUsers } from "~/models/enquiry.server";
import { MessagesQuery } from "~/schemas/messages";
import { adminDateTime } from "~/utils/dates";
import { readListQuery } from "~/screens/list-screen.server";
import { pageMeta } from "~/utils/meta";
import { messageAction } from "~/screens/message-action.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Messages");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, query } = await readListQuery(request, "manager", MessagesQuery);
  const list = listMessages({ ...query, me: user.id });
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
      status: m.status,
      assigneeName: m.assigneeName,
      createdAt: m.createdAt.toISOString(),
    })),
    q: query.q ?? "",
    kind: query.kind ?? "",
    status: query.status ?? "",
    assignee: query.assignee === undefined ? "" : String(query.assignee),
    users: assignableUsers().map((u) => ({ id: u.id, name: u.name })),
    unhandled: countUnhandledMessages(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return messageAction(request, { afterDelete: null });
}

const KIND_LABELS = { contact: "Contact messages", quotation: "Quotation requests" } as const;
const STATUS_LABELS = { unhandled: "Unhandled", handled: "Handled" } as const;

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Message = Data["messages"][number];

/**
 * The list's filters, each with its "all" choice first (docs/quotes.md, Enquiry workflow): the
 * status is handled or not (any message) or an enquiry's place in the workflow.
 */
function filtersOf(data: Data) {
  const filters: {
    name: "kind" | "status" | "assignee";
    label: string;
    options: FilterOption[];
  }[] = [
    {
      name: "kind",
      label: "Kind",
      options: [["", "All kinds"], ...Object.entries(KIND_LABELS)],
    },
    {
      name: "status",
      label: "Status",
      options: [
        ["", "All"],
        ...Object.entries(STATUS_LABELS),
        { group: "Enquiries", options: Object.entries(ENQUIRY_STATUS_LABELS) },
      ],
    },
    {
      name: "assignee",
      label: "Assigned to",
      options: [
        ["", "Anyone"],
        ["none", "Unassigned"],
        ["me", "Mine"],
        {
          group: "Staff",
          options: data.users.map((u): [string, string] => [String(u.id), u.name]),
        },
      ],
    },
  ];
  return filters;
}

/** The CSV of the list as filtered (every page). */
function csvHref(data: Data) {
  const csv = new URLSearchParams();
  for (const name of ["q", "kind", "status", "assignee"] as const) {
    if (data[name]) csv.set(name, data[name]);
  }
  return `/api/bel/admin/messages.csv${csv.size ? `?${csv}` : ""}`;
}

/** Marks a contact message handled or unhandled, back to the same list. */
function HandledToggle({ m, search }: { m: Message; search: string }) {
  return (
    <Form
      method="post"
      action={search ? `?${search.replace(/^\?/, "")}` : undefined}
      preventScrollReset
    >
      <input type="hidden" name="id" value={m.id} />
      <input type="hidden" name="handled" value={m.handled ? "false" : "true"} />
      <button
        type="submit"
        name="intent"
        value="handled"
        className="adm-icon-btn"
        aria-label={`Mark the message from ${m.name} as ${m.handled ? "unhandled" : "handled"}`}
      >
        <Icon name="check" /> <span>{m.handled ? "Mark unhandled" : "Mark handled"}</span>
      </button>
    </Form>
  );
}

function columnsOf(search: string): Column<Message>[] {
  return [
    { header: "Index", cell: (m) => m.index },
    {
      header: "From",
      cell: (m) => <StackCell title={m.name} note={m.email} />,
    },
    {
      header: "Subject",
      cell: (m) => (
        <span className="adm-cell-stack">
          <Link to={`/admin/messages/${m.id}`} className="adm-strong-link">
            {topicOf(m)}
          </Link>
          <span className="adm-muted adm-clamp">{m.excerpt}</span>
        </span>
      ),
    },
    {
      // Handled or not, and what makes it so (docs/quotes.md, Handled): an enquiry's place in the
      // workflow and who has it; a contact message's own mark, with the button that sets it.
      header: "Status",
      label: "Status, assigned to",
      cell: (m) => (
        <span className="adm-cell-stack">
          <HandledBadge kind={m.kind} handled={m.handled} />
          {m.kind === "quotation" ? (
            <StackCell
              title={ENQUIRY_STATUS_LABELS[m.status]}
              note={m.assigneeName ?? "Unassigned"}
            />
          ) : (
            <HandledToggle m={m} search={search} />
          )}
        </span>
      ),
    },
    {
      header: "Received",
      cell: (m) => <time dateTime={m.createdAt}>{adminDateTime(m.createdAt)}</time>,
    },
    {
      header: "Action",
      cell: (m) => (
        <PageRowActions to={`/admin/messages/${m.id}`} row={m} open="open" of="the message from" />
      ),
    },
  ];
}

export default function Messages() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const filtered = Boolean(data.q || data.kind || data.status || data.assignee);
  const inboxEmpty = !filtered && data.total === 0;
  return (
    <>
      <PageHeader title="Messages">
        <a href={csvHref(data)} className="btn btn--outline" download>
          Export CSV
        </a>
      </PageHeader>
      <AdminList
        search={{
          q: data.q,
          placeholder: "Name, email, company, text or Q-000123",
          label: "Search messages",
        }}
        filters={filtersOf(data).map(({ name, label, options }) => (
          <FilterSelect key={name} name={name} label={label} value={data[name]} options={options} />
        ))}
        noun={["message", "messages"]}
        paging={data}
        pagesLabel="Message pages"
        note={
          // An empty inbox says so once, in the table's place (as every empty list does).
          inboxEmpty ? null : (
            <p className="adm-muted adm-messages-note">
              {data.unhandled === 0
                ? "Every message has been handled."
                : `${data.unhandled} unhandled ${data.unhandled === 1 ? "message" : "messages"}.`}
            </p>
          )
        }
        rows={data.messages}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ "data-unhandled": m.handled ? undefined : true })}
        columns={columnsOf(search)}
        className="adm-table--messages"
        wide
        empty={filtered ? "No messages match these filters." : "No messages available"}
      />
    </>
  );
}

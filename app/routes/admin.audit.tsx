import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FilterDate, FilterSelect } from "~/components/admin/list-tools";
import { PageHeader } from "~/components/admin/page";
import { AdminList, type Column } from "~/components/admin/table";
import { auditFilterOptions, listAudit, SIGN_IN_ACTIVITY } from "~/models/audit.server";
import { AuditQuerySchema } from "~/schemas/audit";
import { readListQuery } from "~/screens/list-screen.server";
import { pageMeta } from "~/utils/meta";
import { adminDateTime } from "~/utils/dates";
import { browserLabel } from "~/utils/user-agent.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Audit log");

/** Every staff write, newest first (docs/decisions.md, Audit log): admins only, read-only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = await readListQuery(request, "admin", AuditQuerySchema);
  const result = listAudit({
    userId: query.user,
    entity: query.entity,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(`${query.to}T23:59:59.999Z`) : undefined,
    page: query.page,
  });
  return {
    ...result,
    // The browser as a person reads it, worked out here: the parser stays on the server.
    entries: result.entries.map(({ userAgent, ...e }) => ({
      ...e,
      at: e.at.toISOString(),
      browser: userAgent ? browserLabel(userAgent) : "",
    })),
    filters: query,
    options: auditFilterOptions(),
  };
}

const show = (value: unknown) =>
  value === null || value === undefined
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

type Entry = ReturnType<typeof useLoaderData<typeof loader>>["entries"][number];

const columns: Column<Entry>[] = [
  {
    header: "When",
    cell: (e) => <time dateTime={e.at}>{adminDateTime(e.at, { utc: true })}</time>,
  },
  {
    header: "Who",
    cell: (e) => (
      <span className="adm-cell-stack">
        {e.userName}
        <span className="adm-muted">{e.userEmail}</span>
      </span>
    ),
  },
  {
    header: "What",
    cell: (e) => (
      <>
        <span className="adm-badge">{e.action}</span> {e.summary}
      </>
    ),
  },
  {
    header: "Changes",
    cell: (e) => {
      const fields = Object.entries(e.changes);
      if (fields.length === 0) return "—";
      return (
        <details>
          <summary>
            {fields.length} field{fields.length === 1 ? "" : "s"}
          </summary>
          <dl className="adm-changes">
            {fields.map(([field, change]) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>
                  <del>{show(change.before)}</del> → <ins>{show(change.after)}</ins>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      );
    },
  },
  {
    // Where from, and with which browser (sign-in activity: docs/admin.md, Audit log); one column,
    // so the log fits 1024 px without a sideways scroll.
    header: "From",
    cell: (e) =>
      e.browser ? (
        <span className="adm-cell-stack">
          {e.address}
          <span className="adm-muted">{e.browser}</span>
        </span>
      ) : (
        e.address
      ),
  },
];

export default function AuditLog() {
  const data = useLoaderData<typeof loader>();
  const { filters, options } = data;
  return (
    <>
      <PageHeader title="Audit log" />
      <AdminList
        filters={
          <>
            <FilterSelect
              name="user"
              label="User"
              value={filters.user ? String(filters.user) : ""}
              options={[
                ["", "Everyone"],
                ...options.people.map((p): [string, string] => [
                  String(p.id),
                  `${p.name} (${p.email})`,
                ]),
              ]}
            />
            <FilterSelect
              name="entity"
              label="What"
              value={filters.entity ?? ""}
              options={[
                ["", "Everything"],
                [SIGN_IN_ACTIVITY, "Sign-in activity"],
                ...options.entities.map((e): [string, string] => [e, e]),
              ]}
            />
            <FilterDate name="from" label="From" value={filters.from ?? ""} />
            <FilterDate name="to" label="To" value={filters.to ?? ""} />
          </>
        }
        noun={["change", "changes"]}
        paging={data}
        pagesLabel="Audit log pages"
        rows={data.entries}
        rowKey={(e) => e.id}
        columns={columns}
        wide
        empty="No changes recorded"
      />
    </>
  );
}

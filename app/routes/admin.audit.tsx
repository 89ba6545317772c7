import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
import { auditFilterOptions, listAudit } from "~/models/audit.server";
import { AuditQuerySchema } from "~/schemas/audit";
import { requireRole } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Audit log");

/** Every staff write, newest first (docs/decisions.md, Audit log): admins only, read-only. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const query = AuditQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = listAudit({
    userId: query.user,
    entity: query.entity,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(`${query.to}T23:59:59.999Z`) : undefined,
    page: query.page,
  });
  return {
    ...result,
    entries: result.entries.map((e) => ({ ...e, at: e.at.toISOString() })),
    filters: query,
    options: auditFilterOptions(),
  };
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }) + " UTC";

const show = (value: unknown) =>
  value === null || value === undefined
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

export default function AuditLog() {
  const { entries, filters, options, page, pageCount, total, offset } =
    useLoaderData<typeof loader>();
  const { search, pathname } = useLocation();
  return (
    <>
      <PageHeader title="Audit log" />
      <Panel>
        <Form method="get" className="adm-table-search adm-audit-filters" key={search}>
          <label>
            <span>User</span>
            <select name="user" aria-label="User" defaultValue={filters.user ?? ""}>
              <option value="">Everyone</option>
              {options.people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.email})
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>What</span>
            <select name="entity" aria-label="What" defaultValue={filters.entity ?? ""}>
              <option value="">Everything</option>
              {options.entities.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>From</span>
            <input type="date" name="from" aria-label="From" defaultValue={filters.from ?? ""} />
          </label>
          <label>
            <span>To</span>
            <input type="date" name="to" aria-label="To" defaultValue={filters.to ?? ""} />
          </label>
          <button type="submit" className="btn btn--small">
            Filter
          </button>
          {search && search !== "?" ? (
            <Link to={pathname} className="adm-table-search__clear">
              Clear
            </Link>
          ) : null}
        </Form>
        <p className="adm-table-tools__count" role="status">
          {total === 0
            ? "No changes recorded"
            : `${offset + 1}–${offset + entries.length} of ${total} changes`}
        </p>
        {entries.length > 0 && (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Changes</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td data-label="When">
                      <time dateTime={e.at}>{when(e.at)}</time>
                    </td>
                    <td data-label="Who">
                      {e.userName}
                      <br />
                      <span className="adm-muted">{e.userEmail}</span>
                    </td>
                    <td data-label="What">
                      <span className="adm-badge">{e.action}</span> {e.summary}
                    </td>
                    <td data-label="Changes">
                      {Object.keys(e.changes).length === 0 ? (
                        "—"
                      ) : (
                        <details>
                          <summary>
                            {Object.keys(e.changes).length} field
                            {Object.keys(e.changes).length === 1 ? "" : "s"}
                          </summary>
                          <dl className="adm-changes">
                            {Object.entries(e.changes).map(([field, change]) => (
                              <div key={field}>
                                <dt>{field}</dt>
                                <dd>
                                  <del>{show(change.before)}</del> → <ins>{show(change.after)}</ins>
                                </dd>
                              </div>
                            ))}
                          </dl>
                        </details>
                      )}
                    </td>
                    <td data-label="From">{e.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          search={new URLSearchParams(search)}
          label="Audit log pages"
        />
      </Panel>
    </>
  );
}

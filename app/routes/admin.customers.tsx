import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { TableCount, TableSearch } from "~/components/admin/kit";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
import { listCustomers } from "~/models/customer.server";
import { CustomersQuery } from "~/schemas/customers";
import { requireRole } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { readPageQuery } from "~/utils/query.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Customer List");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const query = readPageQuery(CustomersQuery, request);
  const list = listCustomers(query);
  return {
    ...list,
    customers: list.customers.map((c) => ({
      index: c.index,
      name: c.name,
      email: c.email,
      country: c.country,
      countryCode: c.countryCode,
      phone: c.phone,
      reviewCount: c.reviewCount,
    })),
    q: query.q ?? "",
    sort: query.sort ?? "newest",
  };
}

const NA = "N/A";
const SORT_LABELS = { newest: "Newest first", oldest: "Oldest first", name: "Name A–Z" } as const;

export default function Customers() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const csv = new URLSearchParams();
  if (data.q) csv.set("q", data.q);
  if (data.sort !== "newest") csv.set("sort", data.sort);
  const csvHref = `/api/bel/admin/customers.csv${csv.size ? `?${csv}` : ""}`;

  return (
    <>
      <PageHeader title="Customer List">
        <a href={csvHref} className="btn btn--outline" download>
          <Icon name="download" /> Export CSV
        </a>
      </PageHeader>
      <Panel>
        <div className="adm-table-tools">
          <TableSearch
            q={data.q}
            placeholder="Name, email, country or phone"
            label="Search customers"
          >
            <label className="adm-filter">
              <span className="visually-hidden">Sort</span>
              <select name="sort" defaultValue={data.sort} aria-label="Sort">
                {Object.entries(SORT_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </TableSearch>
          <TableCount
            total={data.total}
            offset={data.offset}
            shown={data.customers.length}
            noun={["customer", "customers"]}
          />
        </div>
        {data.catalogueEmpty ? (
          <p className="adm-table-empty">No products available</p>
        ) : data.customers.length === 0 ? (
          <p className="adm-table-empty">
            {data.q ? `No customers match “${data.q}”` : "No customers available"}
          </p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">Index</th>
                  <th scope="col">Name</th>
                  <th scope="col">Country</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                </tr>
              </thead>
              <tbody>
                {data.customers.map((c) => (
                  <tr key={c.email}>
                    <td data-label="Index">{c.index}</td>
                    <td data-label="Name">
                      <span className="adm-cell-stack">
                        {c.name || NA}
                        <span className="adm-muted">
                          {c.reviewCount} {c.reviewCount === 1 ? "review" : "reviews"}
                        </span>
                      </span>
                    </td>
                    <td data-label="Country">{c.country || NA}</td>
                    <td data-label="Email">
                      {c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : NA}
                    </td>
                    <td data-label="Phone">
                      {c.phone ? `${c.countryCode ? `+${c.countryCode} ` : ""}${c.phone}` : NA}
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
          search={params}
          label="Customer pages"
        />
      </Panel>
    </>
  );
}

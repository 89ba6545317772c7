import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { PageHeader } from "~/components/admin/page";
import { AdminList, softBreaks, type Column } from "~/components/admin/table";
import { listCustomers } from "~/models/customer.server";
import { CustomersQuery } from "~/schemas/customers";
import { readListQuery } from "~/screens/list-screen.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Customer List");

export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = await readListQuery(request, "manager", CustomersQuery);
  const list = listCustomers(query);
  return {
    ...list,
    // The dates of a customer's reviews are for the CSV export, not for this table.
    customers: list.customers.map(({ firstReviewAt: _first, lastReviewAt: _last, ...c }) => c),
    q: query.q ?? "",
    sort: query.sort ?? "newest",
  };
}

const NA = "N/A";
const SORT_LABELS = { newest: "Newest first", oldest: "Oldest first", name: "Name A–Z" } as const;

type Customer = ReturnType<typeof useLoaderData<typeof loader>>["customers"][number];

const columns: Column<Customer>[] = [
  { header: "Index", cell: (c) => c.index },
  {
    header: "Name",
    sort: "name",
    cell: (c) => (
      <span className="adm-cell-stack">
        {c.name || NA}
        <span className="adm-muted">
          {c.reviewCount} {c.reviewCount === 1 ? "review" : "reviews"}
        </span>
      </span>
    ),
  },
  { header: "Country", cell: (c) => c.country || NA },
  {
    header: "Email",
    cell: (c) => (c.email ? <a href={`mailto:${c.email}`}>{softBreaks(c.email)}</a> : NA),
  },
  {
    header: "Phone",
    cell: (c) => (c.phone ? `${c.countryCode ? `+${c.countryCode} ` : ""}${c.phone}` : NA),
  },
];

export default function Customers() {
  const data = useLoaderData<typeof loader>();
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
      <AdminList
        search={{
          q: data.q,
          placeholder: "Name, email, country or phone",
          label: "Search customers",
        }}
        sort={{ value: data.sort, options: Object.entries(SORT_LABELS) }}
        noun={["customer", "customers"]}
        paging={data}
        pagesLabel="Customer pages"
        notice={data.catalogueEmpty ? "No products available" : undefined}
        rows={data.customers}
        rowKey={(c) => c.email}
        columns={columns}
        empty={data.q ? `No customers match “${data.q}”` : "No customers available"}
      />
    </>
  );
}

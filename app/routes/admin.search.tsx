import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { ProductStatusBadge } from "~/components/admin/product-status";
import { searchAdmin } from "~/models/dashboard.server";
import { ROLE_LABELS } from "~/schemas/roles";
import { hasRole, requireUser } from "~/screens/auth.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Search");

/** The header's search box: products for every staff member, users for those who manage them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const canSeeUsers = hasRole(user, "admin");
  const found = searchAdmin(q, { includeUsers: canSeeUsers });
  return {
    q,
    canSeeUsers,
    products: found.products.map(({ id, name, slug, status, category }) => ({
      id,
      name,
      slug,
      status,
      category,
    })),
    users: found.users.map(({ id, name, email, role }) => ({ id, name, email, role })),
  };
}

export default function AdminSearch() {
  const { q, canSeeUsers, products, users } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={q ? `Search results for “${q}”` : "Search"} />
      {!q ? (
        <Panel>
          <p className="adm-table-empty">Type a product or user name in the search box above.</p>
        </Panel>
      ) : (
        <div className="adm-search-results">
          <Results
            title="Products"
            rows={products}
            item={(p) => (
              <>
                <Link to={`/admin/products/${p.slug}`}>{p.name}</Link>
                <span className="adm-muted">{p.category}</span>
                <ProductStatusBadge status={p.status} />
              </>
            )}
          />
          {canSeeUsers ? (
            <Results
              title="Users"
              rows={users}
              item={(u) => (
                <>
                  <Link to={`/admin/users/${u.id}`}>{u.name}</Link>
                  <span className="adm-muted">
                    {u.email} · {ROLE_LABELS[u.role]}
                  </span>
                </>
              )}
            />
          ) : null}
        </div>
      )}
    </>
  );
}

/** The panel of one kind of result (`title`): a link to each of `rows`, or that there is none. */
function Results<T extends { id: number }>({
  title,
  rows,
  item,
}: {
  title: string;
  rows: T[];
  item: (row: T) => React.ReactNode;
}) {
  return (
    <Panel label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="adm-table-empty">No {title.toLowerCase()} available</p>
      ) : (
        <ul className="adm-result-list">
          {rows.map((row) => (
            <li key={row.id}>{item(row)}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

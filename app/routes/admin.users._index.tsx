import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
import { deleteUser, listUsers, USER_DELETED } from "~/models/user.server";
import { ROLE_LABELS } from "~/schemas/roles";
import { UserIdParams, UsersQuerySchema } from "~/schemas/user";
import { requireActor, requireRole } from "~/utils/auth.server";
import { submitWithToast } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { backTo } from "~/utils/redirect";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "All Users");

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireRole(request, "admin");
  const url = new URL(request.url);
  const query = UsersQuerySchema.parse(Object.fromEntries(url.searchParams));
  const result = listUsers(query);
  return {
    ...result,
    users: result.users.map(({ createdAt: _c, ...u }) => u),
    q: query.q ?? "",
    me: me.id,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "admin");
  return submitWithToast(
    request,
    UserIdParams,
    ({ id }) => {
      deleteUser(actor, id);
      return USER_DELETED;
    },
    { back: backTo(request, "/admin/users") },
  );
}

export default function Users() {
  const { users, q, page, pageCount, total, me } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <PageHeader title="All Users">
        <Link to="/admin/user/new" className="btn">
          <Icon name="plus" /> Create User
        </Link>
      </PageHeader>
      <Panel>
        <div className="adm-table-tools">
          <Form method="get" role="search" className="adm-table-search">
            <label htmlFor="users-q" className="visually-hidden">
              Search users
            </label>
            <input
              id="users-q"
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              placeholder="Search by name or email"
              maxLength={200}
            />
            <button type="submit" className="btn btn--small">
              Search
            </button>
            {q ? (
              <Link to="/admin/users" className="adm-table-search__clear">
                Clear
              </Link>
            ) : null}
          </Form>
          <p className="adm-table-tools__count">
            {total} user{total === 1 ? "" : "s"}
            {q ? ` matching “${q}”` : ""}
          </p>
        </div>
        {users.length === 0 ? (
          <p className="adm-table-empty">No users available</p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id}>
                    <td data-label="ID">{user.index}</td>
                    <td data-label="Name">{user.name}</td>
                    <td data-label="Email">{user.email}</td>
                    <td data-label="Role">
                      <span className={`adm-badge adm-badge--${user.role}`}>
                        {ROLE_LABELS[user.role]}
                      </span>
                    </td>
                    <td data-label="Action">
                      <div className="adm-row-actions">
                        <Link
                          to={`/admin/users/${user.id}`}
                          className="adm-icon-btn"
                          aria-label={`Edit ${user.name}`}
                        >
                          <Icon name="edit" /> <span>Edit</span>
                        </Link>
                        {user.id === me ? (
                          <span
                            className="adm-icon-btn"
                            aria-disabled="true"
                            title="You cannot delete your own account"
                          >
                            <Icon name="trash" /> <span>Delete</span>
                          </span>
                        ) : (
                          <details className="adm-confirm">
                            <summary
                              className="adm-icon-btn adm-icon-btn--danger"
                              aria-label={`Delete ${user.name}`}
                            >
                              <Icon name="trash" /> <span>Delete</span>
                            </summary>
                            <div
                              className="adm-confirm__panel"
                              role="group"
                              aria-label={`Confirm deleting ${user.name}`}
                            >
                              <p>
                                Delete <strong>{user.name}</strong>? This cannot be undone.
                              </p>
                              <Form method="post">
                                <input type="hidden" name="id" value={user.id} />
                                <button
                                  type="submit"
                                  name="intent"
                                  value="delete"
                                  className="btn btn--danger btn--small"
                                >
                                  Yes, delete
                                </button>
                              </Form>
                            </div>
                          </details>
                        )}
                      </div>
                    </td>
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
          label="Users pages"
        />
      </Panel>
    </>
  );
}

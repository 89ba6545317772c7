import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { PageHeader } from "~/components/admin/page";
import { AdminList, type Column } from "~/components/admin/table";
import { PageRowActions } from "~/components/admin/page-row-actions";
import { deleteUser, listUsers, USER_DELETED } from "~/models/user.server";
import { ROLE_LABELS } from "~/schemas/roles";
import { UserIdParams, UsersQuerySchema } from "~/schemas/user";
import { deleteRowAction, readListQuery } from "~/screens/list-screen.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "All Users");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user: me, query } = await readListQuery(request, "admin", UsersQuerySchema);
  const result = listUsers(query);
  return {
    ...result,
    users: result.users.map(({ createdAt: _c, ...u }) => u),
    q: query.q ?? "",
    me: me.id,
  };
}

export function action({ request }: ActionFunctionArgs) {
  return deleteRowAction(request, "admin", UserIdParams, deleteUser, USER_DELETED);
}

type User = ReturnType<typeof useLoaderData<typeof loader>>["users"][number];

function columnsOf(me: number): Column<User>[] {
  return [
    { header: "ID", cell: (user) => user.index },
    { header: "Name", cell: (user) => user.name },
    { header: "Email", cell: (user) => user.email },
    {
      header: "Role",
      cell: (user) => (
        <span className={`adm-badge adm-badge--${user.role}`}>{ROLE_LABELS[user.role]}</span>
      ),
    },
    {
      header: "Action",
      cell: (user) => (
        <PageRowActions
          to={`/admin/users/${user.id}`}
          row={user}
          unavailable={user.id === me ? "You cannot delete your own account" : undefined}
        />
      ),
    },
  ];
}

export default function Users() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="All Users">
        <Link to="/admin/user/new" className="btn">
          <Icon name="plus" /> Create User
        </Link>
      </PageHeader>
      <AdminList
        search={{ q: data.q, placeholder: "Search by name or email", label: "Search users" }}
        noun={["user", "users"]}
        paging={data}
        pagesLabel="Users pages"
        rows={data.users}
        rowKey={(user) => user.id}
        columns={columnsOf(data.me)}
        // Row actions as icons below 1440 px: a long name and e-mail keep their words whole at 1024.
        className="adm-table--compact"
        empty="No users available"
      />
    </>
  );
}

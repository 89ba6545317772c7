import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { PageHeader, Panel } from "~/components/admin/page";
import { SubmitButton } from "~/components/forms";
import { AdminList, type Column } from "~/components/admin/table";
import { PageRowActions } from "~/components/admin/page-row-actions";
import { getSetting, SETTINGS_SAVED, updateSettings } from "~/models/settings.server";
import { usersWithTwoFactor } from "~/models/two-factor.server";
import { deleteUser, listUsers, USER_DELETED } from "~/models/user.server";
import { ROLE_LABELS } from "~/schemas/roles";
import { TwoFactorPolicySchema, UserIdParams, UsersQuerySchema } from "~/schemas/user";
import { requireActor } from "~/screens/auth.server";
import { intentAction, rowIntent } from "~/screens/intent-action.server";
import { pageBack, readListQuery } from "~/screens/list-screen.server";
import { readFormData } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "All Users");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user: me, query } = await readListQuery(request, "admin", UsersQuerySchema);
  const result = listUsers(query);
  const withTwoFactor = usersWithTwoFactor(result.users.map((u) => u.id));
  return {
    ...result,
    users: result.users.map(({ createdAt: _c, ...u }) => ({
      ...u,
      twoFactor: withTwoFactor.has(u.id),
    })),
    twoFactorRequired: getSetting("twoFactorRequired"),
    q: query.q ?? "",
    me: me.id,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "admin");
  const back = { back: pageBack(request) };
  return intentAction(request, await readFormData(request), {
    delete: rowIntent(UserIdParams, ({ id }) => deleteUser(actor, id), USER_DELETED, back),
    "require-two-factor": rowIntent(
      TwoFactorPolicySchema,
      (value) => updateSettings(actor, value),
      SETTINGS_SAVED,
      back,
    ),
  });
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
    { header: "Two-factor", cell: (user) => (user.twoFactor ? "On" : "Off") },
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
      <Panel label="Two-factor sign-in" className="adm-form-panel">
        <h2>Two-factor sign-in</h2>
        <Form method="post" className="admin-form" key={String(data.twoFactorRequired)}>
          <label className="checkbox-field">
            <input
              type="checkbox"
              name="twoFactorRequired"
              defaultChecked={data.twoFactorRequired}
            />
            Require two-factor sign-in for every staff account
          </label>
          <p className="adm-muted">
            {data.twoFactorRequired
              ? "Staff without it set it up at their next sign-in, before anything else."
              : "Each member of staff chooses on their profile."}
          </p>
          <div className="admin-form__actions">
            <SubmitButton name="intent" value="require-two-factor" busyText="Saving…">
              Save
            </SubmitButton>
          </div>
        </Form>
      </Panel>
    </>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { UserFields } from "~/components/admin/user-fields";
import { FormAlert, KitForm, SubmitButton, useFormResult, useKitForm } from "~/components/forms";
import { getUserById, updateUser, USER_NOT_FOUND, USER_UPDATED } from "~/models/user.server";
import { UserIdParams, UserUpdateSchema } from "~/schemas/user";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { submitForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { notFoundResponse } from "~/utils/responses.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Update User");

function userIdOf(params: LoaderFunctionArgs["params"]) {
  const parsed = UserIdParams.safeParse(params);
  if (!parsed.success) throw notFoundResponse(USER_NOT_FOUND);
  return parsed.data.id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const user = getUserById(userIdOf(params));
  if (!user) throw notFoundResponse(USER_NOT_FOUND);
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    constraints: constraintsOf(UserUpdateSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request, "admin");
  const id = userIdOf(params);
  return submitForm(request, UserUpdateSchema, (value) => {
    updateUser(actor, id, value);
    return redirectWithToast("/admin/users", { type: "success", message: USER_UPDATED });
  });
}

export default function EditUser() {
  const { user, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm({
    id: `update-user-${user.id}`,
    constraints,
    lastResult: useFormResult(),
    defaultValue: { name: user.name, email: user.email, role: user.role },
  });
  return (
    <>
      <PageHeader title="Update User" crumbs={[{ label: "Users", to: "/admin/users" }]} />
      <Panel className="adm-form-panel">
        <KitForm form={form} constraints={constraints} className="admin-form">
          <UserFields name={fields.name} email={fields.email} role={fields.role} />
          <FormAlert form={form} />
          <div className="admin-form__actions">
            <SubmitButton busyText="Updating…">Update</SubmitButton>
            <Link to="/admin/users" className="btn btn--outline">
              Cancel
            </Link>
          </div>
        </KitForm>
      </Panel>
    </>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert, SubmitButton } from "~/components/admin/form";
import { PageHeader, Panel } from "~/components/admin/page";
import { UserFields } from "~/components/admin/user-fields";
import { getUserById, updateUser, USER_NOT_FOUND, UserRuleError } from "~/models/user.server";
import { UserIdParams, UserUpdateSchema } from "~/schemas/user";
import { requireRole } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Update User");

function userIdOf(params: LoaderFunctionArgs["params"]) {
  const parsed = UserIdParams.safeParse(params);
  if (!parsed.success) throw json({ message: USER_NOT_FOUND }, { status: 404 });
  return Number(parsed.data.id);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const user = getUserById(userIdOf(params));
  if (!user) throw json({ message: USER_NOT_FOUND }, { status: 404 });
  return json({ user: { id: user.id, name: user.name, email: user.email, role: user.role } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const id = userIdOf(params);
  const submission = parseWithZod(await request.formData(), { schema: UserUpdateSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    updateUser(id, submission.value);
  } catch (error) {
    if (!(error instanceof UserRuleError)) throw error;
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.message] } })
      : submission.reply({ formErrors: [error.message] });
    return json(reply, { status: error.status });
  }
  return redirectWithToast("/admin/users", { type: "success", message: "User Updated" });
}

export default function EditUser() {
  const { user } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `update-user-${user.id}`,
    lastResult,
    defaultValue: { name: user.name, email: user.email, role: user.role },
    constraint: getZodConstraint(UserUpdateSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UserUpdateSchema }),
  });
  return (
    <>
      <PageHeader title="Update User" crumbs={[{ label: "Users", to: "/admin/users" }]} />
      <Panel className="adm-form-panel">
        <Form method="post" className="admin-form" {...getFormProps(form)}>
          <UserFields name={fields.name} email={fields.email} role={fields.role} />
          <FormAlert id={form.errorId} errors={form.errors} />
          <div className="admin-form__actions">
            <SubmitButton busyText="Updating…">Update</SubmitButton>
            <Link to="/admin/users" className="btn btn--outline">
              Cancel
            </Link>
          </div>
        </Form>
      </Panel>
    </>
  );
}

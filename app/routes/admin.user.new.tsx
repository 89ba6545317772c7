import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/admin/form";
import { PageHeader, Panel } from "~/components/admin/page";
import { UserFields } from "~/components/admin/user-fields";
import { createUser, UserRuleError } from "~/models/user.server";
import { PASSWORD_MAX_BYTES } from "~/schemas/auth";
import { UserCreateFormSchema } from "~/schemas/user";
import { requireRole } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Create User");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const submission = parseWithZod(await request.formData(), { schema: UserCreateFormSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return json(submission.reply({ hideFields }), { status: 400 });
  try {
    await createUser(submission.value);
  } catch (error) {
    if (!(error instanceof UserRuleError)) throw error;
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.message] }, hideFields })
      : submission.reply({ formErrors: [error.message], hideFields });
    return json(reply, { status: error.status });
  }
  return redirectWithToast("/admin/users", {
    type: "success",
    message: "User created successfully",
  });
}

export default function NewUser() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "create-user",
    lastResult,
    constraint: getZodConstraint(UserCreateFormSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UserCreateFormSchema }),
  });
  return (
    <>
      <PageHeader title="Create User" crumbs={[{ label: "Users", to: "/admin/users" }]} />
      <Panel className="adm-form-panel">
        <Form method="post" className="admin-form" {...getFormProps(form)}>
          <UserFields name={fields.name} email={fields.email} role={fields.role} />
          <div className="admin-form__pair">
            <Field
              label="Password"
              htmlFor={fields.password.id}
              errorId={fields.password.errorId}
              errors={fields.password.errors}
              hint="At least 8 characters."
            >
              <input
                {...getInputProps(fields.password, { type: "password" })}
                autoComplete="new-password"
                minLength={8}
                maxLength={PASSWORD_MAX_BYTES}
              />
            </Field>
            <Field
              label="Confirm Password"
              htmlFor={fields.confirmPassword.id}
              errorId={fields.confirmPassword.errorId}
              errors={fields.confirmPassword.errors}
            >
              <input
                {...getInputProps(fields.confirmPassword, { type: "password" })}
                autoComplete="new-password"
              />
            </Field>
          </div>
          <FormAlert id={form.errorId} errors={form.errors} />
          <div className="admin-form__actions">
            <SubmitButton busyText="Creating…">Create</SubmitButton>
            <Link to="/admin/users" className="btn btn--outline">
              Cancel
            </Link>
          </div>
        </Form>
      </Panel>
    </>
  );
}

import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/admin/form";
import { PageHeader, Panel } from "~/components/admin/page";
import { deleteUserSessions } from "~/models/session.server";
import { changePassword, updateUser, UserRuleError } from "~/models/user.server";
import { PASSWORD_MAX_BYTES } from "~/schemas/auth";
import { PasswordChangeSchema, ProfileSchema, ROLE_LABELS } from "~/schemas/user";
import { requireUser } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Edit Profile");

export const PROFILE_UPDATED = "Profile updated successfully";
export const PASSWORD_CHANGED = "Password updated successfully !!!";

/** Any signed-in user, admin or manager, edits their own profile here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ user: { name: user.name, email: user.email, role: user.role } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  if (formData.get("intent") === "password") {
    const submission = parseWithZod(formData, { schema: PasswordChangeSchema });
    const hideFields = ["currentPassword", "password", "confirmPassword"];
    if (submission.status !== "success") {
      return json(
        { intent: "password" as const, result: submission.reply({ hideFields }) },
        { status: 400 },
      );
    }
    try {
      await changePassword(user.id, submission.value.currentPassword, submission.value.password);
    } catch (error) {
      if (!(error instanceof UserRuleError)) throw error;
      const result = submission.reply({
        fieldErrors: { currentPassword: [error.message] },
        hideFields,
      });
      return json({ intent: "password" as const, result }, { status: error.status });
    }
    // A new password ends every other session of the user; this one stays.
    deleteUserSessions(user.id, user.sessionId);
    return redirectWithToast("/admin/profile", { type: "success", message: PASSWORD_CHANGED });
  }

  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") {
    return json({ intent: "profile" as const, result: submission.reply() }, { status: 400 });
  }
  try {
    updateUser(user.id, submission.value);
  } catch (error) {
    if (!(error instanceof UserRuleError)) throw error;
    const result = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.message] } })
      : submission.reply({ formErrors: [error.message] });
    return json({ intent: "profile" as const, result }, { status: error.status });
  }
  return redirectWithToast("/admin/profile", { type: "success", message: PROFILE_UPDATED });
}

export default function Profile() {
  const { user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [profileForm, profile] = useForm({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { name: user.name, email: user.email },
    constraint: getZodConstraint(ProfileSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  });
  const [passwordForm, password] = useForm({
    id: "password",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    constraint: getZodConstraint(PasswordChangeSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordChangeSchema }),
  });
  return (
    <>
      <PageHeader title="Edit Profile" />
      <div className="adm-profile-grid">
        <Panel className="adm-form-panel" label="Profile">
          <h2>Your details</h2>
          <p className="adm-muted">
            Signed in as <span className="adm-badge">{ROLE_LABELS[user.role]}</span>
          </p>
          <Form method="post" className="admin-form" {...getFormProps(profileForm)}>
            <Field
              label="Name"
              htmlFor={profile.name.id}
              errorId={profile.name.errorId}
              errors={profile.name.errors}
            >
              <input
                {...getInputProps(profile.name, { type: "text" })}
                autoComplete="name"
                maxLength={100}
              />
            </Field>
            <Field
              label="Email"
              htmlFor={profile.email.id}
              errorId={profile.email.errorId}
              errors={profile.email.errors}
            >
              <input
                {...getInputProps(profile.email, { type: "email" })}
                autoComplete="email"
                maxLength={254}
              />
            </Field>
            <FormAlert id={profileForm.errorId} errors={profileForm.errors} />
            <div className="admin-form__actions">
              <SubmitButton name="intent" value="profile" busyText="Saving…">
                Save profile
              </SubmitButton>
            </div>
          </Form>
        </Panel>
        <Panel className="adm-form-panel" label="Password">
          <h2>Change password</h2>
          <p className="adm-muted">Other devices signed in to your account will be signed out.</p>
          <Form method="post" className="admin-form" {...getFormProps(passwordForm)}>
            <Field
              label="Current Password"
              htmlFor={password.currentPassword.id}
              errorId={password.currentPassword.errorId}
              errors={password.currentPassword.errors}
            >
              <input
                {...getInputProps(password.currentPassword, { type: "password" })}
                autoComplete="current-password"
              />
            </Field>
            <Field
              label="New Password"
              htmlFor={password.password.id}
              errorId={password.password.errorId}
              errors={password.password.errors}
              hint="At least 8 characters."
            >
              <input
                {...getInputProps(password.password, { type: "password" })}
                autoComplete="new-password"
                minLength={8}
                maxLength={PASSWORD_MAX_BYTES}
              />
            </Field>
            <Field
              label="Confirm Password"
              htmlFor={password.confirmPassword.id}
              errorId={password.confirmPassword.errorId}
              errors={password.confirmPassword.errors}
            >
              <input
                {...getInputProps(password.confirmPassword, { type: "password" })}
                autoComplete="new-password"
              />
            </Field>
            <FormAlert id={passwordForm.errorId} errors={passwordForm.errors} />
            <div className="admin-form__actions">
              <SubmitButton name="intent" value="password" busyText="Saving…">
                Change password
              </SubmitButton>
            </div>
          </Form>
        </Panel>
      </div>
    </>
  );
}

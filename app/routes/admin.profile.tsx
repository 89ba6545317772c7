import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { FormFoot } from "~/components/admin/modal-form";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { InputField, KitForm, PasswordField, useFormResult, useKitForm } from "~/components/forms";
import { deleteUserSessions } from "~/models/session.server";
import {
  changePassword,
  PASSWORD_CHANGED,
  PROFILE_UPDATED,
  updateUser,
} from "~/models/user.server";
import { ROLE_LABELS } from "~/schemas/roles";
import { PasswordChangeSchema, ProfileSchema } from "~/schemas/user";
import { actorOf, requireUser } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction } from "~/screens/intent-action.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Edit Profile");

/** Any signed-in user, admin or manager, edits their own profile here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    constraints: {
      profile: constraintsOf(ProfileSchema),
      password: constraintsOf(PasswordChangeSchema),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const actor = actorOf(user, request);
  // Both forms come back to this page; passwords are never sent back.
  const here = "/admin/profile";
  return intentAction(request, await readFormData(request), {
    password: formIntent(
      PasswordChangeSchema,
      async ({ currentPassword, password }) => {
        await changePassword(actor, currentPassword, password);
        // A new password ends every other session of the user; this one stays.
        deleteUserSessions(user.id, user.sessionId);
      },
      PASSWORD_CHANGED,
      { to: here, hideFields: ["currentPassword", "password", "confirmPassword"] },
    ),
    profile: formIntent(ProfileSchema, (v) => updateUser(actor, user.id, v), PROFILE_UPDATED, {
      to: here,
    }),
  });
}

export default function Profile() {
  const { user, constraints } = useLoaderData<typeof loader>();
  const [profileForm, profile] = useKitForm({
    id: "profile",
    constraints: constraints.profile,
    lastResult: useFormResult("profile"),
    defaultValue: { name: user.name, email: user.email },
  });
  const [passwordForm, password] = useKitForm({
    id: "password",
    constraints: constraints.password,
    lastResult: useFormResult("password"),
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
          <KitForm form={profileForm} constraints={constraints.profile} className="admin-form">
            <InputField meta={profile.name} label="Name" autoComplete="name" />
            <InputField meta={profile.email} label="Email" autoComplete="email" />
            <FormFoot form={profileForm} intent="profile" label="Save profile" busyText="Saving…" />
          </KitForm>
        </Panel>
        <Panel className="adm-form-panel" label="Password">
          <h2>Change password</h2>
          <p className="adm-muted">Other devices signed in to your account will be signed out.</p>
          <KitForm form={passwordForm} constraints={constraints.password} className="admin-form">
            <PasswordField
              meta={password.currentPassword}
              label="Current Password"
              autoComplete="current-password"
            />
            <NewPasswordFields fields={password} label="New Password" />
            <FormFoot
              form={passwordForm}
              intent="password"
              label="Change password"
              busyText="Saving…"
            />
          </KitForm>
        </Panel>
      </div>
    </>
  );
}

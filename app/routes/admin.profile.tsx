import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PageHeader, Panel } from "~/components/admin/page";
import { FormFoot } from "~/components/admin/modal-form";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { PasskeysPanel } from "~/components/admin/passkeys-panel";
import { SessionsPanel, sessionItems } from "~/components/admin/sessions-table";
import { InputField, KitForm, PasswordField, useFormResult, useKitForm } from "~/components/forms";
import {
  changePassword,
  PASSWORD_CHANGED,
  PROFILE_UPDATED,
  updateUser,
} from "~/models/user.server";
import {
  disableTwoFactor,
  startTwoFactorSetup,
  TWO_FACTOR_DISABLED,
  twoFactorStatus,
} from "~/models/two-factor.server";
import {
  endOwnSession,
  endUserSessions,
  listUserSessions,
  SESSION_ENDED,
  sessionsEnded,
} from "~/models/session.server";
import { CurrentPasswordSchema } from "~/schemas/auth";
import { SessionHandleSchema } from "~/schemas/session";
import { ROLE_LABELS } from "~/schemas/roles";
import { PasswordChangeSchema, ProfileSchema } from "~/schemas/user";
import { actorOf, requireUser } from "~/screens/auth.server";
import { passkeyIntents, passkeysPanel } from "~/screens/passkeys-screen.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction, rowIntent } from "~/screens/intent-action.server";
import { ukDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Edit Profile");

/** Any signed-in user, admin or manager, edits their own profile here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    twoFactor: twoFactorStatus(user.id),
    passkeys: await passkeysPanel(request, user.id),
    sessions: sessionItems(listUserSessions(user.id, user.sessionId)),
    constraints: {
      profile: constraintsOf(ProfileSchema),
      password: constraintsOf(PasswordChangeSchema),
      twoFactorOff: constraintsOf(CurrentPasswordSchema),
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
        // A new password ends every other session of the user; this one stays.
        await changePassword(actor, currentPassword, password);
      },
      PASSWORD_CHANGED,
      { to: here, hideFields: ["currentPassword", "password", "confirmPassword"] },
    ),
    profile: formIntent(ProfileSchema, (v) => updateUser(actor, user.id, v), PROFILE_UPDATED, {
      to: here,
    }),
    // A new secret each time: the next page shows it and takes the first code.
    "two-factor-start": formIntent(
      z.object({}),
      () => startTwoFactorSetup(user.id),
      "Scan the QR code with your authenticator app",
      { to: "/admin/profile/two-factor" },
    ),
    "two-factor-off": formIntent(
      CurrentPasswordSchema,
      ({ currentPassword }) =>
        disableTwoFactor(actor, currentPassword, { sessionId: user.sessionId }),
      TWO_FACTOR_DISABLED,
      { to: here, hideFields: ["currentPassword"] },
    ),
    ...passkeyIntents(actor, request),
    // Sessions (docs/admin.md, Sessions): one of the others, or all of them; never this one.
    "session-end": rowIntent(
      SessionHandleSchema,
      ({ handle }) => endOwnSession(actor, handle),
      SESSION_ENDED,
      { stay: true },
    ),
    "sessions-end-others": rowIntent(
      z.object({}),
      () => endUserSessions(actor, user.id),
      sessionsEnded,
      { stay: true },
    ),
  });
}

export default function Profile() {
  const { user, twoFactor, passkeys, sessions, constraints } = useLoaderData<typeof loader>();
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
  const [offForm, off] = useKitForm({
    id: "two-factor-off",
    constraints: constraints.twoFactorOff,
    lastResult: useFormResult("two-factor-off"),
  });
  const [startForm] = useKitForm({
    id: "two-factor-start",
    constraints: {},
    lastResult: useFormResult("two-factor-start"),
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
        <Panel className="adm-form-panel" labelledBy="two-factor-heading">
          <h2 id="two-factor-heading">Two-factor sign-in</h2>
          {twoFactor.enabled ? (
            <>
              <p className="adm-muted" data-testid="two-factor-status">
                On since {ukDate(twoFactor.since!)}. You sign in with your password and a code from
                your authenticator app.
              </p>
              <p>
                {twoFactor.recoveryCodesLeft} of 10 recovery codes left.{" "}
                <Link to="/admin/profile/recovery-codes">Recovery codes</Link>
              </p>
              <KitForm form={offForm} constraints={constraints.twoFactorOff} className="admin-form">
                <PasswordField
                  meta={off.currentPassword}
                  label="Current Password"
                  autoComplete="current-password"
                />
                <FormFoot
                  form={offForm}
                  intent="two-factor-off"
                  label="Turn off two-factor"
                  busyText="Turning off…"
                />
              </KitForm>
            </>
          ) : (
            <>
              <p className="adm-muted" data-testid="two-factor-status">
                Off. Turn it on to sign in with your password and a code from an authenticator app.
              </p>
              <KitForm form={startForm} constraints={{}} className="admin-form">
                <FormFoot
                  form={startForm}
                  intent="two-factor-start"
                  label="Turn on two-factor"
                  busyText="Starting…"
                />
              </KitForm>
            </>
          )}
        </Panel>
        <PasskeysPanel data={passkeys} />
      </div>
      <SessionsPanel sessions={sessions} own />
    </>
  );
}

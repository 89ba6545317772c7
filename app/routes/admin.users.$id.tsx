import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { Panel } from "~/components/admin/page";
import { SessionsPanel, sessionItems } from "~/components/admin/sessions-table";
import { endUserSessions, listUserSessions, sessionsEnded } from "~/models/session.server";
import { UserEditor } from "~/components/admin/user-editor";
import { resetTwoFactor, TWO_FACTOR_RESET, twoFactorStatus } from "~/models/two-factor.server";
import { countPasskeys } from "~/models/passkey.server";
import { getUserById, updateUser, USER_NOT_FOUND, USER_UPDATED } from "~/models/user.server";
import { UserIdParams, UserUpdateSchema } from "~/schemas/user";
import { actorOf, requireRole } from "~/screens/auth.server";
import { intentAction, rowIntent } from "~/screens/intent-action.server";
import { ukDate } from "~/utils/dates";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData, submitForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { notFoundResponse, routeId } from "~/utils/responses.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Update User");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const user = getUserById(routeId(UserIdParams, params, USER_NOT_FOUND));
  if (!user) throw notFoundResponse(USER_NOT_FOUND);
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    twoFactor: twoFactorStatus(user.id),
    passkeys: countPasskeys(user.id),
    sessions: sessionItems(listUserSessions(user.id, admin.sessionId)),
    constraints: constraintsOf(UserUpdateSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const actor = actorOf(admin, request);
  const id = routeId(UserIdParams, params, USER_NOT_FOUND);
  const formData = await readFormData(request);
  // The security buttons name their intent; the editor's form (as Create User's) names none.
  if (formData.has("intent")) {
    return intentAction(request, formData, {
      "two-factor-reset": rowIntent(
        z.object({}),
        () => resetTwoFactor(actor, id, { sessionId: admin.sessionId }),
        TWO_FACTOR_RESET,
        { stay: true },
      ),
      // Every session of the user (docs/admin.md, Sessions), but the admin's own when it is theirs.
      "sessions-end": rowIntent(z.object({}), () => endUserSessions(actor, id), sessionsEnded, {
        stay: true,
      }),
    });
  }
  return submitForm(
    request,
    UserUpdateSchema,
    (value) => {
      updateUser(actor, id, value);
      return redirectWithToast("/admin/users", { type: "success", message: USER_UPDATED });
    },
    { formData },
  );
}

export default function EditUser() {
  const { user, twoFactor, passkeys, sessions, constraints } = useLoaderData<typeof loader>();
  return (
    <>
      <UserEditor
        title="Update User"
        id={`update-user-${user.id}`}
        constraints={constraints}
        defaultValue={{ name: user.name, email: user.email, role: user.role }}
        submit="Update"
        busyText="Updating…"
      />
      <Panel label="Two-factor sign-in" className="adm-form-panel">
        <h2>Two-factor sign-in</h2>
        <p data-testid="user-two-factor">
          {twoFactor.enabled
            ? `On since ${ukDate(twoFactor.since!)}; ${twoFactor.recoveryCodesLeft} recovery codes left.`
            : "Off."}{" "}
          {passkeys === 0 ? "No passkeys." : `${passkeys} passkey${passkeys === 1 ? "" : "s"}.`}
        </p>
        {twoFactor.enabled || passkeys > 0 ? (
          <ConfirmAction
            label="Reset two-factor"
            intent="two-factor-reset"
            fields={{}}
            icon="lock"
            confirmLabel="Yes, reset"
            question={
              <>
                Reset two-factor of <b>{user.name}</b>? Their authenticator, recovery codes and
                passkeys stop working and all of their sessions end; they sign in with their
                password next.
              </>
            }
          />
        ) : null}
      </Panel>
      <SessionsPanel sessions={sessions} own={false} name={user.name} />
    </>
  );
}

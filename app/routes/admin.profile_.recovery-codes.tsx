/**
 * New recovery codes for one's own two-factor sign-in (docs/admin.md, Two-factor sign-in): the
 * current password first; the new codes are the answer of the POST itself, shown once, and the
 * old ones stop working.
 */
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { RecoveryCodes } from "~/components/admin/two-factor";
import {
  FormAlert,
  KitForm,
  PasswordField,
  SubmitButton,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { renewRecoveryCodes, twoFactorStatus } from "~/models/two-factor.server";
import { CurrentPasswordSchema } from "~/schemas/auth";
import { actorOf, requireUser } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { submitForm } from "~/utils/form.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Recovery codes");
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { status: twoFactorStatus(user.id), constraints: constraintsOf(CurrentPasswordSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const actor = actorOf(user, request);
  return submitForm(
    request,
    CurrentPasswordSchema,
    async ({ currentPassword }) =>
      data(
        { codes: await renewRecoveryCodes(actor, currentPassword) },
        { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
      ),
    { hideFields: ["currentPassword"] },
  );
}

export default function RecoveryCodesPage() {
  const { status, constraints } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const [form, fields] = useKitForm({
    id: "recovery-codes",
    constraints,
    lastResult: useFormResult(),
  });
  const codes = done && "codes" in done ? done.codes : null;
  return (
    <>
      <PageHeader title="Recovery codes" />
      <Panel className="adm-form-panel" label="Recovery codes">
        {codes ? (
          <>
            <h2>Your new recovery codes</h2>
            <RecoveryCodes
              codes={codes}
              next={{ to: "/admin/profile", label: "Back to profile" }}
            />
          </>
        ) : status.enabled ? (
          <>
            <h2>Recovery codes</h2>
            <p>
              <span data-testid="recovery-codes-left">{status.recoveryCodesLeft}</span> of 10
              recovery codes left. New codes replace all of them; the old ones stop working.
            </p>
            <KitForm form={form} constraints={constraints} className="admin-form">
              <PasswordField
                meta={fields.currentPassword}
                label="Current Password"
                autoComplete="current-password"
              />
              <FormAlert form={form} />
              <div className="admin-form__actions">
                <SubmitButton busyText="Making…">Make new recovery codes</SubmitButton>
              </div>
            </KitForm>
          </>
        ) : (
          <>
            <h2>Two-factor sign-in is off</h2>
            <p>Recovery codes come with two-factor sign-in.</p>
            <Link to="/admin/profile" className="btn">
              Back to profile
            </Link>
          </>
        )}
      </Panel>
    </>
  );
}

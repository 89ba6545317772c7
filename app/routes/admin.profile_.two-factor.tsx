/**
 * Turning two-factor sign-in on (docs/admin.md, Two-factor sign-in): the profile's "Turn on"
 * made a new secret (a POST); this page shows it as a QR code and as text and takes the first
 * code. A right code answers this page with the ten recovery codes, shown once: not a redirect,
 * so they never sit in a cookie or a URL, and a reload posts a spent code, which is refused.
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
import { AuthenticatorSetup, RecoveryCodes } from "~/components/admin/two-factor";
import { useFormResult, useKitForm } from "~/components/forms";
import {
  confirmTwoFactor,
  pendingTwoFactorSetup,
  twoFactorStatus,
} from "~/models/two-factor.server";
import { TwoFactorConfirmSchema } from "~/schemas/auth";
import { actorOf, requireUser } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { submitForm } from "~/utils/form.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Two-factor sign-in");
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    // The secret is shown only while it is being set up; after that never again.
    setup: await pendingTwoFactorSetup(user.id),
    enabled: twoFactorStatus(user.id).enabled,
    constraints: constraintsOf(TwoFactorConfirmSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const actor = actorOf(user, request);
  return submitForm(request, TwoFactorConfirmSchema, ({ code }) =>
    data(
      { codes: confirmTwoFactor(actor, code) },
      { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
    ),
  );
}

export default function TwoFactorSetupPage() {
  const { setup, enabled, constraints } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const [form, fields] = useKitForm({
    id: "two-factor-setup",
    constraints,
    lastResult: useFormResult(),
  });
  const codes = done && "codes" in done ? done.codes : null;
  return (
    <>
      <PageHeader title="Two-factor sign-in" />
      <Panel className="adm-form-panel" label="Two-factor sign-in">
        {codes ? (
          <>
            <h2>Two-factor sign-in is on</h2>
            <p>From now on you sign in with your password and a code from the app.</p>
            <RecoveryCodes
              codes={codes}
              next={{ to: "/admin/profile", label: "Back to profile" }}
            />
          </>
        ) : setup ? (
          <>
            <h2>Set up your authenticator app</h2>
            <AuthenticatorSetup
              setup={setup}
              form={form}
              code={fields.code}
              constraints={constraints}
            />
          </>
        ) : (
          <>
            <h2>{enabled ? "Two-factor sign-in is on" : "Two-factor sign-in is off"}</h2>
            <p>
              {enabled
                ? "It is already set up."
                : "Start setting it up from your profile: a new key is made each time."}
            </p>
            <Link to="/admin/profile" className="btn">
              Back to profile
            </Link>
          </>
        )}
      </Panel>
    </>
  );
}

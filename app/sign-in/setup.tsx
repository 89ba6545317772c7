/**
 * Setting up two-factor at sign-in, when every staff account must have it and this one has not
 * (docs/admin.md, Two-factor sign-in): the password was right, a new secret was made; this page
 * shows it and takes the first code. A right code signs in and answers with the recovery codes,
 * shown once, and a Continue link to where the sign-in was going.
 */
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { AuthCard, authPageLinks, authPageMeta } from "~/components/admin/auth-card";
import { AuthenticatorSetup, RecoveryCodes } from "~/components/admin/two-factor";
import { useFormResult, useKitForm } from "~/components/forms";
import { confirmTwoFactor, pendingTwoFactorSetup } from "~/models/two-factor.server";
import { TwoFactorConfirmSchema } from "~/schemas/auth";
import { actorOf, SIGN_IN_PATH } from "~/screens/auth.server";
import { finishSignIn, requirePendingStep } from "~/screens/two-factor-sign-in.server";
import { constraintsOf } from "~/utils/constraints.server";
import { submitForm } from "~/utils/form.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";

export const links = authPageLinks;
export const meta = authPageMeta("Set up two-factor sign-in");
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

/** Once signed in, the page keeps the recovery codes on screen instead of reloading its data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (actionResult && "codes" in actionResult ? false : defaultShouldRevalidate);

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePendingStep(request, "setup");
  return {
    // Null once confirmed (the document that answers the confirming POST shows the codes).
    setup: await pendingTwoFactorSetup(user.id),
    // Follows BRAND_SLUG, known on the server only.
    signInPath: SIGN_IN_PATH,
    constraints: constraintsOf(TwoFactorConfirmSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { pending, user } = await requirePendingStep(request, "setup");
  return submitForm(request, TwoFactorConfirmSchema, async ({ code }) => {
    const codes = confirmTwoFactor(actorOf(user, request), code);
    const headers = await finishSignIn(user, request, {
      remember: pending.r,
      trust: false,
      method: "password+code",
    });
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return data({ codes, to: pending.to }, { headers });
  });
}

export default function SignInSetup() {
  const { setup, signInPath, constraints } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const [form, fields] = useKitForm({
    id: "sign-in-setup",
    constraints,
    lastResult: useFormResult(),
  });
  if (done && "codes" in done) {
    return (
      <AuthCard title="Two-factor sign-in is on">
        <RecoveryCodes codes={done.codes} next={{ to: done.to, label: "Continue" }} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set up two-factor sign-in"
      intro="Every staff account signs in with a password and a code from an authenticator app. Set yours up to continue."
    >
      {setup ? (
        <AuthenticatorSetup
          setup={setup}
          form={form}
          code={fields.code}
          constraints={constraints}
          submitLabel="CONFIRM"
        />
      ) : (
        <p>
          This step has expired. <Link to={signInPath}>Sign in again</Link>
        </p>
      )}
    </AuthCard>
  );
}

/**
 * The second step of a two-factor sign-in (docs/admin.md, Two-factor sign-in): the code from the
 * authenticator app, or (`?method=recovery`, a plain link) a recovery code; "Trust this browser"
 * skips this step here for 30 days. Reached only with a pending step from the password page.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthCard, AuthForm, authPageLinks, authPageMeta } from "~/components/admin/auth-card";
import { CheckboxField, InputField, useFormResult, useKitForm } from "~/components/forms";
import { SignInCodeSchema, SignInRecoverySchema } from "~/schemas/auth";
import { requireAnonymous, SIGN_IN_PATH } from "~/screens/auth.server";
import {
  checkSecondFactor,
  CODE_PATH,
  finishSignIn,
  requirePendingStep,
} from "~/screens/two-factor-sign-in.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData, submitForm } from "~/utils/form.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";
import { redirectWithToast } from "~/utils/toast.server";
import { redirect } from "@remix-run/node";

export const links = authPageLinks;
export const meta = authPageMeta("Two-factor sign-in");
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

const isRecovery = (request: Request) =>
  new URL(request.url).searchParams.get("method") === "recovery";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  await requirePendingStep(request, "code");
  const recovery = isRecovery(request);
  return {
    recovery,
    // The addresses follow BRAND_SLUG, known on the server only.
    paths: { code: CODE_PATH, signIn: SIGN_IN_PATH },
    constraints: constraintsOf(recovery ? SignInRecoverySchema : SignInCodeSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { pending, user } = await requirePendingStep(request, "code");
  const formData = await readFormData(request);
  const recovery = formData.has("recoveryCode");
  const schema = recovery ? SignInRecoverySchema : SignInCodeSchema;
  return submitForm(
    request,
    schema,
    async (value) => {
      const given =
        "recoveryCode" in value ? { recoveryCode: value.recoveryCode } : { code: value.code };
      const { recoveryLeft } = await checkSecondFactor(user, request, given);
      const headers = await finishSignIn(user, request, {
        remember: pending.r,
        trust: value.trust === true,
        method: recoveryLeft === null ? "password+code" : "recovery",
      });
      if (recoveryLeft === null) return redirect(pending.to, { headers });
      return redirectWithToast(
        pending.to,
        {
          type: recoveryLeft > 2 ? "success" : "error",
          message: `Signed in with a recovery code: ${recoveryLeft} left`,
        },
        { headers },
      );
    },
    { formData, hideFields: ["code", "recoveryCode"] },
  );
}

export default function SignInCode() {
  const { recovery, paths, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm({
    id: recovery ? "sign-in-recovery" : "sign-in-code",
    constraints,
    lastResult: useFormResult(),
  });
  return (
    <AuthCard
      title="Two-factor sign-in"
      intro={
        recovery
          ? "Enter one of your recovery codes. Each code works once."
          : "Enter the 6-digit code from your authenticator app."
      }
    >
      <AuthForm
        form={form}
        constraints={constraints}
        submit="VERIFY"
        busyText="Checking…"
        after={
          <p className="auth-form__row">
            {recovery ? (
              <Link to={paths.code}>Use the code from your app</Link>
            ) : (
              <Link to={`${paths.code}?method=recovery`}>Use a recovery code</Link>
            )}
            <Link to={paths.signIn}>Cancel</Link>
          </p>
        }
      >
        {recovery ? (
          <InputField
            meta={fields.recoveryCode}
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        ) : (
          <InputField
            meta={fields.code}
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            autoFocus
          />
        )}
        <CheckboxField meta={fields.trust} label="Trust this browser for 30 days" />
      </AuthForm>
    </AuthCard>
  );
}

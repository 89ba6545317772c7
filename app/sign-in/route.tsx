import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthCard, AuthForm, authPageLinks, authPageMeta } from "~/components/admin/auth-card";
import { DASHBOARD_PATH, FORGOT_PASSWORD_PATH } from "~/components/admin/paths";
import {
  CheckboxField,
  InputField,
  PasswordField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { LoginSchema } from "~/schemas/auth";
import { authenticator, requireAnonymous, UNEXPECTED_ERROR } from "~/screens/auth.server";
import { afterPassword } from "~/screens/two-factor-sign-in.server";
import { PasskeySignIn } from "./passkey-button";
import { constraintsOf } from "~/utils/constraints.server";
import { DomainError } from "~/utils/domain-error";
import { readFormData, submitForm } from "~/utils/form.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";
import { safeRedirect } from "~/utils/redirect";

export const links = authPageLinks;
export const meta = authPageMeta("Admin Login");

/** A staff page: never stored by a browser or a proxy. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    redirectTo: redirectTo ? safeRedirect(redirectTo, "") : "",
    constraints: constraintsOf(LoginSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  // remix-auth's FormStrategy reads the body itself: the form is read from a copy.
  const formData = await readFormData(request.clone());
  return submitForm(
    request,
    LoginSchema,
    async (value) => {
      const user = await authenticator.authenticate("form", request).catch((error: unknown) => {
        if (error instanceof DomainError) throw error;
        console.error("Sign-in failed", error);
        throw new DomainError(503, UNEXPECTED_ERROR);
      });
      // A session now, or the second step first (docs/admin.md, Two-factor sign-in).
      const next = await afterPassword(user, request, {
        remember: value.remember === true,
        to: safeRedirect(value.redirectTo, DASHBOARD_PATH),
      });
      return redirect(next.to, { headers: next.headers });
    },
    { formData, hideFields: ["password"] },
  );
}

export default function SignIn() {
  const { redirectTo, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm({
    id: "sign-in",
    constraints,
    lastResult: useFormResult(),
    defaultValue: { redirectTo },
  });
  return (
    <AuthCard title="Sign in" intro="Sign in with your staff e-mail and password.">
      <AuthForm form={form} constraints={constraints} submit="LOGIN" busyText="Signing in…">
        <input type="hidden" name={fields.redirectTo.name} defaultValue={redirectTo} />
        <InputField meta={fields.email} label="Email" autoComplete="username" autoFocus />
        <PasswordField meta={fields.password} autoComplete="current-password" />
        <div className="auth-form__row">
          <CheckboxField meta={fields.remember} label="Remember me" />
          <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
        </div>
      </AuthForm>
      <PasskeySignIn redirectTo={redirectTo} formId="sign-in" />
    </AuthCard>
  );
}

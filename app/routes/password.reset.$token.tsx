import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthCard, AuthForm, authPageLinks, authPageMeta } from "~/components/admin/auth-card";
import { FORGOT_PASSWORD_PATH, useSignInPath } from "~/components/admin/paths";
import { PasswordField, useFormResult, useKitForm } from "~/components/forms";
import { findResetTokenUser, resetPassword } from "~/models/password-reset.server";
import { PASSWORD_UPDATED, RESET_TOKEN_INVALID, ResetPasswordSchema } from "~/schemas/auth";
import { constraintsOf } from "~/utils/constraints.server";
import { clientAddress } from "~/utils/client-address.server";
import { SIGN_IN_PATH } from "~/screens/auth.server";
import { submitForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = authPageLinks;
export const meta = authPageMeta("Reset Password");

/** The token is in this page's address: never send it to another site as a Referer, never cache the page. */
const NO_STORE = { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };
export const headers: HeadersFunction = () => NO_STORE;

export function loader({ params }: LoaderFunctionArgs) {
  const valid = Boolean(findResetTokenUser(params.token ?? ""));
  return data(
    {
      valid,
      invalidMessage: valid ? null : `${RESET_TOKEN_INVALID}.`,
      constraints: constraintsOf(ResetPasswordSchema),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitForm(
    request,
    ResetPasswordSchema,
    async ({ password }) => {
      await resetPassword(params.token ?? "", password, { address: clientAddress(request) });
      return redirectWithToast(SIGN_IN_PATH, { type: "success", message: PASSWORD_UPDATED });
    },
    { hideFields: ["password", "confirmPassword"] },
  );
}

export default function ResetPassword() {
  const { valid, invalidMessage, constraints } = useLoaderData<typeof loader>();
  const signInPath = useSignInPath();
  const [form, fields] = useKitForm({
    id: "reset-password",
    constraints,
    lastResult: useFormResult(),
  });
  if (!valid) {
    return (
      <AuthCard title="Reset Password" intro={invalidMessage}>
        <p className="auth-form__back">
          <Link className="btn btn--block" to={FORGOT_PASSWORD_PATH}>
            Send a new link
          </Link>
        </p>
        <p className="auth-form__back">
          <Link to={signInPath}>Back to sign in</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password" intro="Choose a new password: at least 8 characters.">
      {/* No action attribute: the token in this page's address never appears in the HTML. */}
      <AuthForm
        form={form}
        constraints={constraints}
        submit="RESET"
        busyText="Resetting…"
        actionless
      >
        <PasswordField
          meta={fields.password}
          label="New Password"
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          meta={fields.confirmPassword}
          label="Confirm Password"
          autoComplete="new-password"
        />
      </AuthForm>
    </AuthCard>
  );
}

import type { ActionFunctionArgs, HeadersFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthCard, AuthForm, authPageLinks, authPageMeta } from "~/components/admin/auth-card";
import { useSignInPath } from "~/components/admin/paths";
import { InputField, useFormResult, useKitForm } from "~/components/forms";
import { forgotPassword, RESET_LINK_SENT } from "~/models/password-reset.server";
import { clientAddress } from "~/utils/client-address.server";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { constraintsOf } from "~/utils/constraints.server";
import { SIGN_IN_PATH } from "~/screens/auth.server";
import { submitForm } from "~/utils/form.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";
import { siteOrigin } from "~/utils/site-url.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = authPageLinks;
export const meta = authPageMeta("Forgot Password");

/** A staff page: never stored by a browser or a proxy. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

export function loader() {
  return { constraints: constraintsOf(ForgotPasswordSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitForm(request, ForgotPasswordSchema, async ({ email }) => {
    await forgotPassword({ email, address: clientAddress(request), origin: siteOrigin(request) });
    return redirectWithToast(SIGN_IN_PATH, { type: "success", message: RESET_LINK_SENT });
  });
}

export default function ForgotPassword() {
  const { constraints } = useLoaderData<typeof loader>();
  const signInPath = useSignInPath();
  const [form, fields] = useKitForm({
    id: "forgot-password",
    constraints,
    lastResult: useFormResult(),
  });
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <AuthForm
        form={form}
        constraints={constraints}
        submit="SEND EMAIL"
        busyText="Sending…"
        after={
          <p className="auth-form__back">
            <Link to={signInPath}>Back to sign in</Link>
          </p>
        }
      >
        <InputField meta={fields.email} label="Email" autoComplete="email" autoFocus />
      </AuthForm>
    </AuthCard>
  );
}

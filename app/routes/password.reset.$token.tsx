import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { AuthCard } from "~/components/admin/auth-card";
import { Field, FormAlert, SubmitButton } from "~/components/admin/form";
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from "~/components/admin/paths";
import { findResetTokenUser, resetPassword } from "~/models/password-reset.server";
import {
  PASSWORD_MAX_BYTES,
  PASSWORD_UPDATED,
  RESET_TOKEN_INVALID,
  ResetPasswordSchema,
} from "~/schemas/auth";
import adminStyles from "~/styles/admin.css";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Reset Password"),
  { name: "robots", content: "noindex" },
];
/** The token is in this page's address: never send it to another site as a Referer, never cache the page. */
export const headers: HeadersFunction = () => ({
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
});

const NO_STORE = { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };

export function loader({ params }: LoaderFunctionArgs) {
  const valid = Boolean(findResetTokenUser(params.token ?? ""));
  return json({ valid }, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields }), { status: 400, headers: NO_STORE });
  }
  const user = await resetPassword(params.token ?? "", submission.value.password);
  if (!user) {
    return json(submission.reply({ formErrors: [RESET_TOKEN_INVALID], hideFields }), {
      status: 400,
      headers: NO_STORE,
    });
  }
  return redirectWithToast(SIGN_IN_PATH, { type: "success", message: PASSWORD_UPDATED });
}

export default function ResetPassword() {
  const { valid } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submit = useSubmit();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  });
  if (!valid) {
    return (
      <AuthCard title="Reset Password" intro={RESET_TOKEN_INVALID + "."}>
        <p className="auth-form__back">
          <Link className="btn btn--block" to={FORGOT_PASSWORD_PATH}>
            Send a new link
          </Link>
        </p>
        <p className="auth-form__back">
          <Link to={SIGN_IN_PATH}>Back to sign in</Link>
        </p>
      </AuthCard>
    );
  }
  const formProps = getFormProps(form);
  return (
    <AuthCard title="Reset Password" intro="Choose a new password: at least 8 characters.">
      {/*
        A plain <form> without an action attribute posts to this page's own address, so the token
        never appears in the HTML (Remix's <Form> would write it into `action`). With JavaScript,
        useSubmit posts the same way, without reloading the page.
      */}
      <form
        method="post"
        className="auth-form"
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          submit(event.currentTarget, { method: "post" });
        }}
      >
        <Field
          label="New Password"
          htmlFor={fields.password.id}
          errorId={fields.password.errorId}
          errors={fields.password.errors}
        >
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
            minLength={8}
            maxLength={PASSWORD_MAX_BYTES}
            autoFocus
          />
        </Field>
        <Field
          label="Confirm Password"
          htmlFor={fields.confirmPassword.id}
          errorId={fields.confirmPassword.errorId}
          errors={fields.confirmPassword.errors}
        >
          <input
            {...getInputProps(fields.confirmPassword, { type: "password" })}
            autoComplete="new-password"
          />
        </Field>
        <FormAlert id={form.errorId} errors={form.errors} />
        <SubmitButton className="btn btn--block" busyText="Resetting…">
          RESET
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

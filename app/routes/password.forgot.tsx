import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthCard } from "~/components/admin/auth-card";
import { Field, FormAlert, SubmitButton } from "~/components/admin/form";
import { SIGN_IN_PATH } from "~/components/admin/paths";
import { forgotPassword, RESET_LINK_SENT, siteOrigin } from "~/models/password-reset.server";
import { clientAddress, ThrottledError } from "~/models/throttle.server";
import { ForgotPasswordSchema } from "~/schemas/auth";
import adminStyles from "~/styles/admin.css";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Forgot Password"),
  { name: "robots", content: "noindex" },
];

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await forgotPassword({
      email: submission.value.email,
      address: clientAddress(request),
      origin: siteOrigin(request),
    });
  } catch (error) {
    if (!(error instanceof ThrottledError)) throw error;
    return json(submission.reply({ formErrors: [error.message] }), {
      status: 429,
      headers: { "Retry-After": String(error.retryAfterSeconds) },
    });
  }
  return redirectWithToast(SIGN_IN_PATH, { type: "success", message: RESET_LINK_SENT });
}

export default function ForgotPassword() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  });
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <Field
          label="Email"
          htmlFor={fields.email.id}
          errorId={fields.email.errorId}
          errors={fields.email.errors}
        >
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            maxLength={254}
            autoFocus
          />
        </Field>
        <FormAlert id={form.errorId} errors={form.errors} />
        <SubmitButton className="btn btn--block" busyText="Sending…">
          SEND EMAIL
        </SubmitButton>
        <p className="auth-form__back">
          <Link to={SIGN_IN_PATH}>Back to sign in</Link>
        </p>
      </Form>
    </AuthCard>
  );
}

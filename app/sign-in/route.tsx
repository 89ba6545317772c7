import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/admin/auth-card";
import { Field, FormAlert, SubmitButton } from "~/components/admin/form";
import { DASHBOARD_PATH, FORGOT_PASSWORD_PATH } from "~/components/admin/paths";
import { LoginSchema } from "~/schemas/auth";
import adminStyles from "~/styles/admin.css";
import {
  authenticator,
  describeLoginError,
  requireAnonymous,
  startSession,
} from "~/utils/auth.server";
import { safeRedirect } from "~/utils/redirect";
import { pageMeta } from "~/utils/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Admin Login"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return json({ redirectTo: redirectTo ? safeRedirect(redirectTo, "") : "" });
}

export async function action({ request }: ActionFunctionArgs) {
  // remix-auth's FormStrategy reads the body itself: parse a copy.
  const submission = parseWithZod(await request.clone().formData(), { schema: LoginSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    const user = await authenticator.authenticate("form", request);
    const cookie = await startSession(user.id, { remember: submission.value.remember === true });
    return redirect(safeRedirect(submission.value.redirectTo, DASHBOARD_PATH), {
      headers: { "Set-Cookie": cookie },
    });
  } catch (error) {
    const { status, message } = describeLoginError(error);
    return json(submission.reply({ formErrors: [message], hideFields: ["password"] }), { status });
  }
}

export default function SignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    defaultValue: { redirectTo },
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });

  return (
    <AuthCard title="Sign in" intro="Sign in with your staff e-mail and password.">
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <input {...getInputProps(fields.redirectTo, { type: "hidden" })} />
        <Field
          label="Email"
          htmlFor={fields.email.id}
          errorId={fields.email.errorId}
          errors={fields.email.errors}
        >
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="username"
            maxLength={254}
            autoFocus
          />
        </Field>
        <Field
          label="Password"
          htmlFor={fields.password.id}
          errorId={fields.password.errorId}
          errors={fields.password.errors}
        >
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
          />
        </Field>
        <div className="auth-form__row">
          <label className="adm-checkbox">
            <input {...getInputProps(fields.remember, { type: "checkbox" })} />
            Remember me
          </label>
          <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
        </div>
        <FormAlert id={form.errorId} errors={form.errors} />
        <SubmitButton className="btn btn--block" busyText="Signing in…">
          LOGIN
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

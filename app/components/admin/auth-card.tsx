/**
 * The sign-in and password pages (sign-in, forgot, reset): their stylesheet and title tags, the
 * centred card they show, and the one form layout they share (fields, the form's error, a
 * full-width submit button).
 */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { FormMeta } from "~/components/form-state";
import { FormAlert, KitForm, SubmitButton } from "~/components/forms";
import { Logo } from "~/components/logo";
import { useRootData } from "~/components/root-data";
import adminStyles from "~/styles/admin.css";
import type { FormConstraints } from "~/utils/constraints.server";
import { pageMeta } from "~/utils/meta";

export const authPageLinks: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** `{title} - {brand}`, kept out of search engines. */
export const authPageMeta =
  (title: string): MetaFunction =>
  ({ matches }) => [...pageMeta(matches, title), { name: "robots", content: "noindex" }];

/** The centred card of the sign-in and password screens. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  const brand = useRootData()?.site.brand ?? "";
  return (
    <main id="main" className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="auth-card__brand">
          <Logo brand={brand} />
          <span className="admin-brand__tag">Admin</span>
        </div>
        <h1 id="auth-title">{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </section>
      <p className="auth-page__foot">{brand} Admin · staff only</p>
    </main>
  );
}

/** The form of a card: `children` (its fields), the form's error, the submit button, `after`. */
export function AuthForm({
  form,
  constraints,
  submit,
  busyText,
  actionless,
  after,
  children,
}: {
  form: FormMeta;
  constraints: FormConstraints;
  submit: string;
  busyText: string;
  actionless?: boolean;
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <KitForm form={form} constraints={constraints} className="auth-form" actionless={actionless}>
      {children}
      <FormAlert form={form} />
      <SubmitButton className="btn btn--block" busyText={busyText}>
        {submit}
      </SubmitButton>
      {after}
    </KitForm>
  );
}

import { Logo } from "~/components/logo";
import { useRootData } from "~/root";

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

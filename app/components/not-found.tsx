import { Link } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>PAGE NOT FOUND</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="btn" to="/">
        BACK TO HOME
      </Link>
    </section>
  );
}

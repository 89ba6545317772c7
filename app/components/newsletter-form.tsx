import { Form, useLocation, useNavigation } from "@remix-run/react";

export function NewsletterForm() {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/newsletter";
  return (
    // Keyed on the location: after the redirect back, the field is empty again.
    <Form method="post" action="/newsletter" className="newsletter__form" key={location.key} preventScrollReset>
      <label htmlFor="newsletter-email" className="visually-hidden">
        E-mail address
      </label>
      <input
        id="newsletter-email"
        type="email"
        name="email"
        required
        maxLength={254}
        placeholder="Your e-mail address"
        autoComplete="email"
      />
      <button type="submit" className="btn btn--accent" disabled={busy}>
        {busy ? "Subscribing..." : "Subscribe"}
      </button>
    </Form>
  );
}

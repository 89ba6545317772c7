import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import {
  EMAIL_MAX,
  NEWSLETTER_DELAY_MS,
  NEWSLETTER_INVALID,
  NEWSLETTER_SUCCESS,
} from "~/constants";
import { showToast } from "./toaster";

/**
 * The footer box (docs/storefront.md, Newsletter): nothing is stored. Without JavaScript the form
 * posts and the page comes back with the message as a toast (the server checks the address with its
 * schema); with it, the browser's own e-mail check stands in for the schema here, and after one
 * second the success toast shows and the field clears.
 */
export function NewsletterForm() {
  const fetcher = useFetcher();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    // A plain form: with JavaScript the handler below sends it, so Remix's <Form> would add
    // nothing but its render.
    <form
      method="post"
      action="/newsletter"
      className="newsletter__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const field = input.current;
        const email = field?.value.trim() ?? "";
        if (!field || !email || !field.checkValidity()) {
          setError(NEWSLETTER_INVALID);
          return;
        }
        setError(null);
        setBusy(true);
        fetcher.submit({ email, quiet: "1" }, { method: "post", action: "/newsletter" });
        setTimeout(() => {
          setBusy(false);
          if (input.current) input.current.value = "";
          showToast({ type: "success", message: NEWSLETTER_SUCCESS });
        }, NEWSLETTER_DELAY_MS);
      }}
    >
      <label htmlFor="newsletter-email" className="visually-hidden">
        E-mail address
      </label>
      <input
        ref={input}
        id="newsletter-email"
        type="email"
        name="email"
        required
        maxLength={EMAIL_MAX}
        placeholder="Your e-mail address"
        autoComplete="email"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "newsletter-error" : undefined}
        onInput={() => setError(null)}
      />
      <button type="submit" className="btn btn--accent" disabled={busy}>
        {busy ? "Subscribing..." : "Subscribe"}
      </button>
      {error && (
        <p id="newsletter-error" className="newsletter__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

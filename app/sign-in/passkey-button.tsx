/**
 * "Sign in with a passkey" on the sign-in page (docs/admin.md, Passkeys): no e-mail, no password,
 * no code. It needs the browser's WebAuthn, so it shows only once the page is hydrated in a
 * browser that has it; without JavaScript the page says a passkey needs it. The options and the
 * check are the JSON API's (docs/api.md, Passkeys), which sets the session cookie; then the page
 * goes where the password would have led. @simplewebauthn/browser loads when the button is
 * pressed, not with the page.
 */
import { useState } from "react";
import { DASHBOARD_PATH, useSignInPath } from "~/components/admin/paths";
import { useHydrated } from "~/components/use-hydrated";
import { passkeyProblem, postJson, supportsWebAuthn } from "~/components/webauthn";

export function PasskeySignIn({ redirectTo, formId }: { redirectTo: string; formId: string }) {
  const hydrated = useHydrated();
  const base = `/api/bel${useSignInPath()}/passkey`;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!hydrated) {
    return (
      <p className="auth-card__note" data-testid="passkey-needs-js">
        Signing in with a passkey needs JavaScript.
      </p>
    );
  }
  if (!supportsWebAuthn()) return null;
  const signIn = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const { options } = await postJson(`${base}/options`);
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({
        optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
      });
      // Remember me of the password form counts for the passkey too.
      const form = document.getElementById(formId);
      const remember =
        form instanceof HTMLFormElement &&
        (form.elements.namedItem("remember") as HTMLInputElement | null)?.checked === true;
      await postJson(base, { response, remember });
      window.location.assign(redirectTo || DASHBOARD_PATH);
    } catch (error) {
      setProblem(
        passkeyProblem(error, "No passkey was used: the request was cancelled or timed out."),
      );
      setBusy(false);
    }
  };
  return (
    <div className="auth-passkey">
      <p className="auth-passkey__or">or</p>
      <button
        type="button"
        className="btn btn--outline btn--block"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void signIn()}
      >
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

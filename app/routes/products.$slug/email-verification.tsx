import type { FieldMeta } from "~/components/form-state";
import { useActionData, useNavigation } from "@remix-run/react";
import { InputField } from "~/components/forms";
import type { VerificationActionData } from "./verify-email.server";

/**
 * The review form's optional step: "Send code" e-mails a 6-digit code, the form comes back with
 * a Code field and "Verify". Plain submit buttons of the review form (intent send-otp and
 * verify-otp, no browser validation), so it works without JavaScript and keeps what was typed.
 */
export function EmailVerification({ otp }: { otp: FieldMeta }) {
  const answer = useActionData() as VerificationActionData | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const step = answer?.verification;
  if (step === "verified") {
    return (
      <p className="verify-email verify-email--done" role="status">
        {answer?.verificationMessage}
      </p>
    );
  }
  const askCode = step === "sent" || Boolean(otp.errors?.length);
  return (
    <fieldset className="verify-email">
      <legend>Verify your email (optional)</legend>
      <p className="field__hint">
        We e-mail you a 6-digit code; reviews from a verified email show a Verified badge.
      </p>
      {step === "sent" && (
        <p className="verify-email__sent" role="status">
          {answer?.verificationMessage}
        </p>
      )}
      {askCode && (
        <div className="verify-email__code">
          <InputField
            meta={otp}
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <button
            type="submit"
            name="intent"
            value="verify-otp"
            formNoValidate
            className="btn"
            disabled={busy("verify-otp")}
          >
            {busy("verify-otp") ? "Verifying..." : "Verify"}
          </button>
        </div>
      )}
      <button
        type="submit"
        name="intent"
        value="send-otp"
        formNoValidate
        className="btn btn--outline"
        disabled={busy("send-otp")}
      >
        {busy("send-otp") ? "Sending..." : askCode ? "Send a new code" : "Send code"}
      </button>
    </fieldset>
  );
}

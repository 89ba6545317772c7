/**
 * The pieces of two-factor sign-in's screens (docs/admin.md, Two-factor sign-in), shared by the
 * profile and the forced setup at sign-in: the new authenticator (QR code, secret as text, the
 * first code) and the recovery codes, shown once.
 */
import { Link } from "@remix-run/react";
import { FormAlert, InputField, KitForm, SubmitButton, type FormMeta } from "~/components/forms";
import type { FieldMeta } from "~/components/forms";
import type { FormConstraints } from "~/utils/constraints.server";

/** The secret in groups of four, as an app's "enter a key" screen shows it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export function AuthenticatorSetup({
  setup,
  form,
  code,
  constraints,
  submitLabel = "Confirm",
}: {
  setup: { secret: string; qr: string };
  form: FormMeta;
  code: FieldMeta;
  constraints: FormConstraints;
  submitLabel?: string;
}) {
  return (
    <div className="adm-two-factor-setup">
      <ol className="adm-steps">
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password, Bitwarden…).
          <img
            className="adm-qr"
            src={setup.qr}
            alt="QR code for your authenticator app"
            width={220}
            height={220}
          />
        </li>
        <li>
          Or type this key in the app:{" "}
          <code className="adm-secret" data-testid="totp-secret">
            {grouped(setup.secret)}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <KitForm form={form} constraints={constraints} className="admin-form">
        <InputField
          meta={code}
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
        />
        <FormAlert form={form} />
        <div className="admin-form__actions">
          <SubmitButton busyText="Checking…">{submitLabel}</SubmitButton>
        </div>
      </KitForm>
    </div>
  );
}

/** The ten recovery codes, shown once, and where to go next. */
export function RecoveryCodes({
  codes,
  next,
}: {
  codes: string[];
  next: { to: string; label: string };
}) {
  return (
    <div className="adm-recovery-codes">
      <p role="status">
        <strong>Shown once: keep them somewhere safe.</strong> Each code signs you in once if you
        lose your authenticator app.
      </p>
      <ol className="adm-recovery-codes__list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Link to={next.to} className="btn">
        {next.label}
      </Link>
    </div>
  );
}

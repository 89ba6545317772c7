import { PasswordField, type FieldMeta } from "~/components/forms";

/**
 * A new password and its confirmation (the schemas' `password` and `confirmPassword`): the
 * browser is told both are new, so it offers to make one up rather than to fill in a saved one.
 */
export function NewPasswordFields({
  fields,
  label = "Password",
}: {
  fields: Record<"password" | "confirmPassword", FieldMeta>;
  label?: string;
}) {
  return (
    <>
      <PasswordField
        meta={fields.password}
        label={label}
        autoComplete="new-password"
        hint="At least 8 characters."
      />
      <PasswordField
        meta={fields.confirmPassword}
        label="Confirm Password"
        autoComplete="new-password"
      />
    </>
  );
}

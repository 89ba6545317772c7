/**
 * Inputs of sign-in and password recovery: one schema each, used by the page action, its
 * /api/bel twin and Conform in the browser (so nothing here may need Node).
 */
import { z } from "zod";
import { EMAIL_MAX } from "~/constants";

export const EMAIL_REQUIRED = "Please enter your email";
export const EMAIL_INVALID = "Please enter a valid email address";
export const PASSWORD_REQUIRED = "Please enter your password";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
export const PASSWORD_TOO_LONG = "Password must be at most 72 bytes";
export const RESET_MISMATCH = "Password does not match. Try again !!!";
export const RESET_LINK_SENT = "Password reset link sent to your email";
export const RESET_TOKEN_INVALID = "This password reset link is invalid or has expired";
export const PASSWORD_UPDATED = "Password updated successfully !!!";

/** bcrypt reads 72 bytes of a password and ignores the rest; longer ones are refused. */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt cost factor (2^10 rounds) of every stored password: at least 10. */
export const BCRYPT_COST = 10;
export const PASSWORD_MAX_BYTES = 72;

const byteLength = (value: string) => new TextEncoder().encode(value).length;

/** A staff e-mail address: trimmed and lower-cased, as the users table stores it. */
export const emailField = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX, EMAIL_INVALID)
  .pipe(z.email({ error: EMAIL_INVALID }));

/** A new password: at least 8 characters, no composition rules, at most 72 bytes. */
export const newPasswordField = z
  .string({ error: "Please enter a password" })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  // Characters first (a browser limit the form can show), then the bytes bcrypt reads.
  .max(PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG)
  .refine((value) => byteLength(value) <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG);

/** The confirmation of a new password, typed again. */
export const confirmPasswordField = z.string({ error: "Please confirm the password" });

/**
 * A form that sets a new password (`schema`: the new password, its confirmation and what else the
 * form asks), checked for a confirmation that matches (`mismatch` is said on the confirmation).
 */
export function newPasswordForm<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
  mismatch: string,
) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message: mismatch,
    path: ["confirmPassword"],
  });
}

export const LoginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(1024, PASSWORD_TOO_LONG),
  /** Remember me: a 30-day cookie instead of a browser-session one. */
  remember: z.boolean().optional(),
  redirectTo: z.string().max(2000).optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: emailField });

export const ResetPasswordSchema = newPasswordForm(
  z.object({ password: newPasswordField, confirmPassword: confirmPasswordField }),
  RESET_MISMATCH,
);

export const ResetTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Password reset token is invalid or has expired"),
});

export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app";
export const CODE_INVALID = "The code is 6 digits";
export const RECOVERY_CODE_REQUIRED = "Enter one of your recovery codes";

/** A six-digit authenticator code; spaces are dropped ("123 456"). */
export const totpCodeField = z
  .string({ error: CODE_REQUIRED })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, CODE_REQUIRED)
      .regex(/^\d{6}$/, CODE_INVALID),
  );

/** A recovery code, xxxx-xxxx-xxxx; case, spaces and dashes do not matter. */
export const recoveryCodeField = z
  .string({ error: RECOVERY_CODE_REQUIRED })
  .trim()
  .min(1, RECOVERY_CODE_REQUIRED)
  .max(40, "That is not a recovery code");

/** Confirming a new authenticator with its first code (the profile and the forced setup). */
export const TwoFactorConfirmSchema = z.object({ code: totpCodeField });

/** The current password, asked before turning two-factor off or renewing the recovery codes. */
export const CurrentPasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(1024, "Current password is incorrect"),
});

/** The sign-in's second step with an authenticator code; `trust`: skip it here for 30 days. */
export const SignInCodeSchema = z.object({ code: totpCodeField, trust: z.boolean().optional() });

/** The sign-in's second step with a recovery code. */
export const SignInRecoverySchema = z.object({
  recoveryCode: recoveryCodeField,
  trust: z.boolean().optional(),
});

/**
 * The JSON sign-in (POST /api/bel/admin-{slug}): the password page's fields, and for an account
 * with two-factor the code or a recovery code sent with them (docs/api.md, Signing in).
 */
export const ApiSignInSchema = LoginSchema.omit({ redirectTo: true }).extend({
  code: totpCodeField.optional(),
  recoveryCode: recoveryCodeField.optional(),
  /** Trust this client for 30 days: a bel_trust cookie that skips the code (not the password). */
  trustBrowser: z.boolean().optional(),
});

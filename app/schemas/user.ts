/** Inputs of user management and of the own-profile page, shared by pages, API and forms. */
import { z } from "zod";
import { NAME_MAX } from "~/constants";
import { confirmPasswordField, emailField, newPasswordField, newPasswordForm } from "./auth";
import { ROLES } from "./roles";
import { booleanField, requiredText } from "./common";

export { ROLE_LABELS, ROLES } from "./roles";
export const PASSWORDS_MISMATCH = "Passwords does not match";

export const nameField = requiredText(
  "Please enter a name",
  NAME_MAX,
  `Name must be at most ${NAME_MAX} characters`,
);

export const roleField = z.enum(ROLES, { error: "Please choose a role" });

/** Update User (name, email, role): the page form and `PUT /api/bel/admin/users/{id}`. */
export const UserUpdateSchema = z.object({ name: nameField, email: emailField, role: roleField });

const confirmed = <T extends { password: string; confirmPassword?: string }>(value: T) =>
  value.confirmPassword === undefined || value.password === value.confirmPassword;

/**
 * Create User. The API body of the original is `{ name, email, role, password }`, so there the
 * confirmation is optional (checked when sent); the page form requires it
 * ({@link UserCreateFormSchema}).
 */
export const UserCreateSchema = UserUpdateSchema.extend({
  password: newPasswordField,
  confirmPassword: z.string().optional(),
}).refine(confirmed, { message: PASSWORDS_MISMATCH, path: ["confirmPassword"] });

export const UserCreateFormSchema = newPasswordForm(
  UserUpdateSchema.extend({ password: newPasswordField, confirmPassword: confirmPasswordField }),
  PASSWORDS_MISMATCH,
);

/** Own profile: name and e-mail. */
export const ProfileSchema = z.object({ name: nameField, email: emailField });

/** Own password: the current one, then the new one twice. */
export const PasswordChangeSchema = newPasswordForm(
  z.object({
    currentPassword: z
      .string({ error: "Please enter your current password" })
      .max(1024, "Current password is incorrect"),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  PASSWORDS_MISMATCH,
);

/** `?q=&page=` of the users table and of `GET /api/bel/admin/users`. */
export const UsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

/** A user id in a path or a form: digits only, else the user cannot exist. */
export const UserIdParams = z.object({
  id: z.coerce
    .string()
    .regex(/^\d{1,15}$/, "User not found")
    .transform(Number),
});

/** The users screen's switch: two-factor for every staff account (docs/admin.md, Two-factor sign-in). */
export const TwoFactorPolicySchema = z.object({
  twoFactorRequired: booleanField("twoFactorRequired must be true or false").default(false),
});

import { z } from "zod";
import {
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  ResetTokenParams,
} from "~/schemas/auth";
import {
  ROLES,
  UserCreateSchema,
  UserIdParams,
  UsersQuerySchema,
  UserUpdateSchema,
} from "~/schemas/user";
import type { Endpoint } from "./types";

const ApiUser = z.object({
  _id: z.string().describe("The user's integer id, as a string"),
  name: z.string(),
  email: z.email(),
  role: z.enum(ROLES),
});
const UserAnswer = z.object({ success: z.literal(true), user: ApiUser });
const MessageAnswer = z.object({ success: z.literal(true), message: z.string() });
const UserMessageAnswer = UserAnswer.extend({ message: z.string() });
const UsersAnswer = z.object({
  success: z.literal(true),
  users: z.array(
    ApiUser.extend({ index: z.int().describe("Row number from 1"), createdAt: z.iso.datetime() }),
  ),
  total: z.int(),
  page: z.int(),
  pageCount: z.int(),
  resPerPage: z.int(),
});
const ErrorAnswer = z.object({ success: z.literal(false), message: z.string() });

const TAG_AUTH = "Staff sign-in";
const TAG_USERS = "Users";

/** Sign-in, session, password and user-management endpoints (issue 5). */
export const staffEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/admin-bel",
    summary:
      "Sign in; sets the bel_session cookie (30 days with remember: true, else a browser session)",
    tag: TAG_AUTH,
    auth: "none",
    body: LoginSchema.omit({ redirectTo: true }),
    responses: {
      200: { description: "Signed in", schema: UserAnswer },
      401: { description: "Invalid email or password", schema: ErrorAnswer },
      429: {
        description: "Too many failed sign-ins for this account or address",
        schema: ErrorAnswer,
      },
    },
  },
  {
    method: "get",
    path: "/me",
    summary: "The signed-in user",
    tag: TAG_AUTH,
    auth: "session",
    responses: { 200: { description: "The user", schema: UserAnswer } },
  },
  {
    method: "get",
    path: "/logout",
    summary: "Sign out: ends the session (POST works too)",
    tag: TAG_AUTH,
    auth: "session",
    responses: { 200: { description: "Logged out successfully", schema: MessageAnswer } },
  },
  {
    method: "post",
    path: "/password/forgot",
    summary: "E-mail a password-reset link (the same answer whether the address exists or not)",
    tag: TAG_AUTH,
    auth: "none",
    body: ForgotPasswordSchema,
    responses: {
      200: { description: "Password reset link sent to your email", schema: MessageAnswer },
      429: { description: "Too many requests for this address or client", schema: ErrorAnswer },
    },
  },
  {
    method: "put",
    path: "/password/reset/{token}",
    summary:
      "Set a new password with the token from the e-mail (valid 30 minutes, once); ends every session of the user",
    tag: TAG_AUTH,
    auth: "none",
    params: ResetTokenParams,
    body: ResetPasswordSchema,
    responses: {
      200: { description: "Password updated successfully !!!", schema: MessageAnswer },
      400: {
        description: "Invalid input, or the token is invalid, used or expired",
        schema: ErrorAnswer,
      },
    },
  },
  {
    method: "get",
    path: "/admin/users",
    summary: "Users, oldest first, 20 a page; q searches name and e-mail",
    tag: TAG_USERS,
    auth: "admin",
    query: UsersQuerySchema,
    responses: { 200: { description: "A page of users", schema: UsersAnswer } },
  },
  {
    method: "post",
    path: "/admin/user/new",
    summary: "Create a user (confirmPassword is checked when sent)",
    tag: TAG_USERS,
    auth: "admin",
    body: UserCreateSchema,
    responses: {
      201: { description: "User created successfully", schema: UserMessageAnswer },
      409: { description: "A user with this email already exists", schema: ErrorAnswer },
    },
  },
  {
    method: "get",
    path: "/admin/users/{id}",
    summary: "One user",
    tag: TAG_USERS,
    auth: "admin",
    params: UserIdParams,
    responses: {
      200: { description: "The user", schema: UserAnswer },
      404: { description: "User not found", schema: ErrorAnswer },
    },
  },
  {
    method: "put",
    path: "/admin/users/{id}",
    summary: "Update name, e-mail and role (the last admin keeps the admin role)",
    tag: TAG_USERS,
    auth: "admin",
    params: UserIdParams,
    body: UserUpdateSchema,
    responses: {
      200: { description: "User Updated", schema: UserMessageAnswer },
      404: { description: "User not found", schema: ErrorAnswer },
      409: {
        description: "E-mail taken, or the last admin would lose the role",
        schema: ErrorAnswer,
      },
    },
  },
  {
    method: "delete",
    path: "/admin/users/{id}",
    summary: "Delete a user (not oneself, not the last admin); their sessions end",
    tag: TAG_USERS,
    auth: "admin",
    params: UserIdParams,
    responses: {
      200: { description: "User deleted successfully", schema: UserMessageAnswer },
      403: { description: "Not an admin, or your own account", schema: ErrorAnswer },
      404: { description: "User not found", schema: ErrorAnswer },
      409: { description: "The last admin cannot be deleted", schema: ErrorAnswer },
    },
  },
];

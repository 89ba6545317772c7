/** User management (docs/admin.md, Users): admins only (docs/decisions.md, Roles). */
import { z } from "zod";
import { invalidInput, ok, User as UserShape, errorResponse } from "~/api/components";
import { users } from "~/api/records.server";
import { apiUser } from "~/api/json";
import {
  createUser,
  deleteUser,
  getUserById,
  listUsers,
  updateUser,
  USER_CREATED,
  USER_DELETED,
  USER_UPDATED,
} from "~/models/user.server";
import { UserCreateSchema, UsersQuerySchema, UserUpdateSchema } from "~/schemas/user";

export const userEndpoints = [
  users.endpoint({
    method: "GET",
    path: "/admin/users",
    summary: "Users, oldest first, 20 a page; q searches name and e-mail",
    query: UsersQuerySchema,
    responses: {
      200: {
        description: "A page of users",
        schema: ok({
          users: z.array(
            UserShape.extend({
              index: z.int().describe("Row number from 1"),
              createdAt: z.iso.datetime(),
            }),
          ),
          total: z.int(),
          page: z.int(),
          pageCount: z.int(),
          resPerPage: z.int(),
        }),
      },
      400: invalidInput,
    },
    handler: ({ query }) => {
      const { users, total, page, pageCount, pageSize } = listUsers(query);
      return {
        success: true as const,
        users: users.map((u) => ({
          ...apiUser(u),
          index: u.index,
          createdAt: u.createdAt.toISOString(),
        })),
        total,
        page,
        pageCount,
        resPerPage: pageSize,
      };
    },
  }),

  users.create({
    path: "/admin/user/new",
    summary: "Create a user (confirmPassword is checked when sent)",
    body: UserCreateSchema,
    message: USER_CREATED,
    responses: { 409: errorResponse("A user with this email already exists") },
    write: ({ body, actor }) => createUser(actor, body),
  }),

  users.read("/admin/users/{id}", "One user", ({ id }) => getUserById(id)),

  users.update({
    path: "/admin/users/{id}",
    summary: "Update name, e-mail and role (the last admin keeps the admin role)",
    body: UserUpdateSchema,
    message: USER_UPDATED,
    responses: { 409: errorResponse("E-mail taken, or the last admin would lose the role") },
    write: ({ params, body, actor }) => updateUser(actor, params.id, body),
  }),

  users.update({
    method: "DELETE",
    path: "/admin/users/{id}",
    summary: "Delete a user (not oneself, not the last admin); their sessions end",
    message: USER_DELETED,
    responses: {
      403: errorResponse("Not an admin, or your own account"),
      409: errorResponse("The last admin cannot be deleted"),
    },
    write: ({ params, actor }) => deleteUser(actor, params.id),
  }),
];

/** User management (docs/admin.md, Users): admins only (docs/decisions.md, Roles). */
import { z } from "zod";
import { invalidInput, ok, User, errorResponse } from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { apiUser } from "~/api/json";
import {
  createUser,
  deleteUser,
  getUserById,
  listUsers,
  updateUser,
  USER_CREATED,
  USER_DELETED,
  USER_NOT_FOUND,
  USER_UPDATED,
} from "~/models/user.server";
import { UserCreateSchema, UserIdParams, UsersQuerySchema, UserUpdateSchema } from "~/schemas/user";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const TAG = "Users";
const UserAnswer = ok({ user: User });
const UserMessageAnswer = ok({ user: User, message: z.string() });
const notFoundAnswer = errorResponse(USER_NOT_FOUND);

export const userEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/users",
    summary: "Users, oldest first, 20 a page; q searches name and e-mail",
    tag: TAG,
    access: "admin",
    query: UsersQuerySchema,
    responses: {
      200: {
        description: "A page of users",
        schema: ok({
          users: z.array(
            User.extend({
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

  endpoint({
    method: "POST",
    path: "/admin/user/new",
    summary: "Create a user (confirmPassword is checked when sent)",
    tag: TAG,
    access: "admin",
    body: UserCreateSchema,
    responses: {
      201: { description: USER_CREATED, schema: UserMessageAnswer },
      400: invalidInput,
      409: errorResponse("A user with this email already exists"),
    },
    handler: async ({ body, user: me, request }) => {
      const user = await createUser(actorOf(me, request), body);
      return reply(201, { success: true as const, message: USER_CREATED, user: apiUser(user) });
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/users/{id}",
    summary: "One user",
    tag: TAG,
    access: "admin",
    params: UserIdParams,
    responses: {
      200: { description: "The user", schema: UserAnswer },
      404: notFoundAnswer,
    },
    handler: ({ params }) => {
      const user = getUserById(params.id);
      if (!user) throw notFound(USER_NOT_FOUND);
      return { success: true as const, user: apiUser(user) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/users/{id}",
    summary: "Update name, e-mail and role (the last admin keeps the admin role)",
    tag: TAG,
    access: "admin",
    params: UserIdParams,
    body: UserUpdateSchema,
    responses: {
      200: { description: USER_UPDATED, schema: UserMessageAnswer },
      400: invalidInput,
      404: notFoundAnswer,
      409: errorResponse("E-mail taken, or the last admin would lose the role"),
    },
    handler: ({ params, body, user, request }) => ({
      success: true as const,
      message: USER_UPDATED,
      user: apiUser(updateUser(actorOf(user, request), params.id, body)),
    }),
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/users/{id}",
    summary: "Delete a user (not oneself, not the last admin); their sessions end",
    tag: TAG,
    access: "admin",
    params: UserIdParams,
    responses: {
      200: { description: USER_DELETED, schema: UserMessageAnswer },
      403: errorResponse("Not an admin, or your own account"),
      404: notFoundAnswer,
      409: errorResponse("The last admin cannot be deleted"),
    },
    handler: ({ params, user, request }) => ({
      success: true as const,
      message: USER_DELETED,
      user: apiUser(deleteUser(actorOf(user, request), params.id)),
    }),
  }),
];

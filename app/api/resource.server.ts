/**
 * The staff endpoints of one kind of record (a user, a category, a message…), declared alike: one
 * OpenAPI group and access, the path parameters that name a record, the key and shape a record
 * has in answers, and the 404 of a missing one. A declaration then says only what is its own:
 * path, summary, input and the model call. The answers are built here the same way for all:
 * `{ success: true, [key]: record }` to a read, `{ success: true, message, [key]: record }` to a
 * write (201 to a POST, which creates; a PUT or DELETE acts on the record its id names) and
 * `{ success: true, message }` to a delete, with the 400 of a body and the 404 of an id.
 */
import { z } from "zod";
import { errorResponse, invalidInput, messageResponse, ok } from "~/api/components";
import {
  endpoint,
  reply,
  type Endpoint,
  type EndpointDefinition,
  type Responses,
} from "~/api/endpoint";
import type { Actor } from "~/models/audit.server";
import type { BodyKind, BodyLimits } from "~/utils/body.server";
import { actorOf } from "~/screens/auth.server";
import { notFound } from "~/utils/domain-error";

type Write<B extends z.ZodType | undefined, Input, Row> = {
  path: string;
  summary: string;
  body?: B;
  accepts?: readonly BodyKind[];
  limits?: BodyLimits;
  /** The answers besides the success, the 400 of a body and the 404 of an id (409, refusals). */
  responses?: Responses;
  /**
   * The success message of the answer, by default its description too; a write whose answer is
   * the record alone has a description and no message.
   */
  message?: string | ((body: Out<B>) => string);
  description?: string;
  write: (input: Input) => Row | Promise<Row>;
};

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export function resource<Row, P extends z.ZodType, A extends "staff" | "admin" = "staff">(spec: {
  /** The OpenAPI group. */
  tag: string;
  /** Who may call: staff, unless admins only. */
  access?: A;
  /** The path parameters that name one record, and the 404 when they name none. */
  id: { params: P; notFound: string };
  /** The answers' key of a record and its shape, as `ok()` takes them: `{ user: User }`. */
  answer: Record<string, z.ZodType>;
  /** The answer form of a record. */
  json: (origin: string, row: Row) => unknown;
  /** What a record is called, where not by its key: "The message" describes a read's answer. */
  noun?: string;
}) {
  const { tag, json } = spec;
  const access = spec.access ?? ("staff" as A);
  const { params } = spec.id;
  const [key] = Object.keys(spec.answer);
  const record = ok(spec.answer);
  const written = ok({ message: z.string(), ...spec.answer });
  const missing = errorResponse(spec.id.notFound);

  type Params = z.output<P>;

  function write<B extends z.ZodType | undefined>(
    method: "POST" | "PUT" | "DELETE",
    def: Write<B, { params: Params; body: Out<B>; actor: Actor; request: Request }, Row>,
  ): Endpoint {
    const status = method === "POST" ? 201 : 200;
    const { message } = def;
    const description = def.description ?? (message as string);
    const responses: Responses = { [status]: { description, schema: message ? written : record } };
    if (def.body) responses[400] = invalidInput;
    // A POST creates under a record when its path names one (a variant under its parent).
    const named = method !== "POST" || def.path.includes("{");
    if (named) responses[404] = missing;
    return endpoint({
      method,
      path: def.path,
      summary: def.summary,
      tag,
      access,
      ...(named ? { params } : {}),
      body: def.body,
      accepts: def.accepts,
      limits: def.limits,
      responses: { ...responses, ...def.responses },
      handler: async ({ params, body, user, request, origin }) => {
        const input = { params: params as Params, body: body as Out<B> };
        const row = await def.write({ ...input, actor: actorOf(user, request), request });
        const answer = {
          success: true as const,
          ...(message && { message: typeof message === "string" ? message : message(input.body) }),
          [key]: json(origin, row),
        };
        return reply(status, answer);
      },
    });
  }

  return {
    /** Any other endpoint of the group: its tag and access are the resource's. */
    endpoint: <
      P2 extends z.ZodType | undefined = undefined,
      Q extends z.ZodType | undefined = undefined,
      B extends z.ZodType | undefined = undefined,
      R extends Responses = Responses,
    >(
      def: Omit<EndpointDefinition<A, P2, Q, B, R>, "tag" | "access">,
    ) => endpoint<A, P2, Q, B, R>({ ...def, tag, access }),

    /** GET: the record the id names, or its 404. */
    read: (path: string, summary: string, read: (params: Params) => Row | null | undefined) =>
      endpoint({
        method: "GET",
        path,
        summary,
        tag,
        access,
        params,
        responses: {
          200: { description: `The ${spec.noun ?? key}`, schema: record },
          404: missing,
        },
        handler: ({ params, origin }) => {
          const row = read(params as Params);
          if (row == null) throw notFound(spec.id.notFound);
          return { success: true as const, [key]: json(origin, row) };
        },
      }),

    /**
     * POST: a new record (201); when the path names a record (`/admin/product/{slug}/variant`),
     * a new one under it, and the 404 of a missing one.
     */
    create: <B extends z.ZodType>(
      def: Write<B, { params: Params; body: z.output<B>; actor: Actor; request: Request }, Row>,
    ) =>
      write(
        "POST",
        def as Write<B, { params: Params; body: Out<B>; actor: Actor; request: Request }, Row>,
      ),

    /** PUT (or a DELETE answering with the record it removed): the record the id names. */
    update: <B extends z.ZodType | undefined = undefined>(
      def: Write<B, { params: Params; body: Out<B>; actor: Actor; request: Request }, Row> & {
        method?: "PUT" | "DELETE";
      },
    ) => write(def.method ?? "PUT", def),

    /**
     * DELETE: the record the id names, answering its message and, where the delete counts what
     * it touched, the figures `counts` reads from what the model call returned.
     */
    remove: <Removed>(def: {
      path: string;
      summary: string;
      message: string;
      responses?: Responses;
      remove: (input: { params: Params; actor: Actor }) => Removed | Promise<Removed>;
      counts?: { shape: z.ZodRawShape; of: (removed: Removed) => Record<string, number> };
    }) =>
      endpoint({
        method: "DELETE",
        path: def.path,
        summary: def.summary,
        tag,
        access,
        params,
        responses: {
          200: def.counts
            ? { description: def.message, schema: ok({ message: z.string(), ...def.counts.shape }) }
            : messageResponse(def.message),
          404: missing,
          ...def.responses,
        },
        handler: async ({ params, user, request }) => {
          const removed = await def.remove({
            params: params as Params,
            actor: actorOf(user, request),
          });
          return { success: true as const, message: def.message, ...def.counts?.of(removed) };
        },
      }),
  };
}

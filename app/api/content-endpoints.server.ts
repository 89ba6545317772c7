/**
 * The staff endpoints of a content list (FAQ videos, know-how guides, blog posts), declared the
 * same way for the three: the original site's `GET {list}` (25 a page, `q` searching titles),
 * `POST {new}`, and `GET|PUT|DELETE {list}/{id}`, on the list's content model
 * (app/models/content-model.server.ts) and its schemas. What differs is said once, in
 * app/api/endpoints/{videos,know-how,blog}.server.ts.
 */
import { z } from "zod";
import { invalidInput, ok, pageFields, errorResponse, messageResponse } from "~/api/components";
import { endpoint, reply, type Endpoint } from "~/api/endpoint";
import { pageAnswer } from "~/api/json";
import { IMAGE_AND_PDF_LIMITS, JSON_FIRST, uploadRefusals } from "~/api/upload-limits";
import type { ContentModel } from "~/models/content-model.server";
import { ContentQuery } from "~/schemas/content";
import { actorOf } from "~/screens/auth.server";

/** Bodies of a list whose rows have files: form data where files travel, or JSON with data URLs. */
const FILE_BODIES = ["multipart", "json"] as const;

export function contentEndpoints<Staff, Create extends z.ZodType, Update extends z.ZodType>(spec: {
  model: ContentModel<Staff, z.output<Create>, z.output<Update>>;
  /** The OpenAPI group. */
  tag: string;
  /** The list's address ("/admin/videos"; a row is "{list}/{id}") and the create call's. */
  paths: { list: string; create: string };
  /** The answers' keys of a page of rows and of one row, and the row's named shape. */
  keys: { rows: string; row: string };
  shape: z.ZodType;
  /** The answer's form of a row. */
  json: (origin: string, row: Staff) => unknown;
  /** "A page of posts", "The post". */
  descriptions: { page: string; one: string };
  summaries: { list: string; create: string; get: string; update: string; delete: string };
  params: z.ZodType<{ id: number }>;
  bodies: { create: Create; update: Update };
  /** The rows carry files (multipart or data URLs), with the upload limits and refusals. */
  files?: boolean;
}): Endpoint[] {
  const { model, tag, paths, keys, shape, json, summaries, params } = spec;
  const { messages } = model;
  const one = `${paths.list}/{id}`;
  const access = "staff" as const;
  const writes = spec.files
    ? { accepts: FILE_BODIES, limits: IMAGE_AND_PDF_LIMITS }
    : { accepts: JSON_FIRST };
  const refusals = spec.files ? uploadRefusals : {};
  const written = (description: string) => ({
    description,
    schema: ok({ message: z.string(), [keys.row]: shape }),
  });
  return [
    endpoint({
      method: "GET",
      path: paths.list,
      summary: summaries.list,
      tag,
      access,
      query: ContentQuery,
      responses: {
        200: {
          description: spec.descriptions.page,
          schema: ok({ [keys.rows]: z.array(shape), ...pageFields }),
        },
        400: invalidInput,
      },
      handler: ({ query, origin }) => {
        const { rows, ...page } = model.list(query);
        return {
          success: true as const,
          [keys.rows]: rows.map((row) => json(origin, row)),
          ...pageAnswer(page),
        };
      },
    }),

    endpoint({
      method: "POST",
      path: paths.create,
      summary: summaries.create,
      tag,
      access,
      body: spec.bodies.create,
      ...writes,
      responses: { 201: written(messages.created), 400: invalidInput, ...refusals },
      handler: async ({ body, user, request, origin }) => {
        const row = await model.create(actorOf(user, request), body as z.output<Create>);
        return reply(201, {
          success: true as const,
          message: messages.created,
          [keys.row]: json(origin, row),
        });
      },
    }),

    endpoint({
      method: "GET",
      path: one,
      summary: summaries.get,
      tag,
      access,
      params,
      responses: {
        200: { description: spec.descriptions.one, schema: ok({ [keys.row]: shape }) },
        404: errorResponse(messages.notFound),
      },
      handler: ({ params, origin }) => ({
        success: true as const,
        [keys.row]: json(origin, model.read(params.id)),
      }),
    }),

    endpoint({
      method: "PUT",
      path: one,
      summary: summaries.update,
      tag,
      access,
      params,
      body: spec.bodies.update,
      ...writes,
      responses: {
        200: written(messages.updated),
        400: invalidInput,
        ...refusals,
        404: errorResponse(messages.notFound),
      },
      handler: async ({ params, body, user, request, origin }) => {
        const actor = actorOf(user, request);
        const row = await model.update(actor, params.id, body as z.output<Update>);
        return { success: true as const, message: messages.updated, [keys.row]: json(origin, row) };
      },
    }),

    endpoint({
      method: "DELETE",
      path: one,
      summary: summaries.delete,
      tag,
      access,
      params,
      responses: {
        200: messageResponse(messages.deleted),
        404: errorResponse(messages.notFound),
      },
      handler: async ({ params, user, request }) => {
        await model.remove(actorOf(user, request), params.id);
        return { success: true as const, message: messages.deleted };
      },
    }),
  ];
}

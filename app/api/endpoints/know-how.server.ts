/**
 * Cable know-how guides in /api/bel: the storefront's list, and for staff the original site's
 * calls (`POST /admin/know-how/new`, multipart with `knowFile` and `knowImage`, the list and
 * `GET|PUT|DELETE /admin/know-how/{id}`), on the same schemas and model functions as the Cable
 * Know-How screen (app/models/know-how.server.ts).
 */
import { z } from "zod";
import { invalidInput, KnowHow, MessageAnswer, ok, pageFields } from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { knowHow, pageAnswer, staffKnowHow } from "~/api/json";
import { answer, IMAGE_AND_PDF_LIMITS, uploadRefusals } from "~/api/upload-limits";
import { listKnowHow } from "~/models/content.server";
import {
  createKnowHow,
  deleteKnowHow,
  getKnowHow,
  KNOW_HOW_CREATED,
  KNOW_HOW_DELETED,
  KNOW_HOW_NOT_FOUND,
  KNOW_HOW_UPDATED,
  listKnowHowGuides,
  updateKnowHow,
} from "~/models/know-how.server";
import {
  ContentQuery,
  KnowHowCreateSchema,
  KnowHowIdParams,
  KnowHowUpdateSchema,
} from "~/schemas/content";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const KNOW_HOW = "Know-how";
const FILE_BODIES = ["multipart", "json"] as const;
const guideAnswer = (description: string) => ({
  description,
  schema: ok({ message: z.string(), know: KnowHow }),
});

export const knowHowEndpoints = [
  endpoint({
    method: "GET",
    path: "/know-how",
    summary: "Cable know-how guides, in display order",
    tag: "Company content",
    access: "public",
    cache: "public",
    responses: {
      200: { description: "Guides", schema: ok({ know: z.array(KnowHow) }) },
      400: invalidInput,
    },
    handler: ({ origin }) => ({ success: true as const, know: knowHow(origin, listKnowHow()) }),
  }),

  endpoint({
    method: "GET",
    path: "/admin/know-how",
    summary: "Cable know-how guides in display order, 25 a page; q searches titles",
    tag: KNOW_HOW,
    access: "staff",
    query: ContentQuery,
    responses: {
      200: {
        description: "A page of guides",
        schema: ok({ know: z.array(KnowHow), ...pageFields }),
      },
      400: invalidInput,
    },
    handler: ({ query, origin }) => {
      const list = listKnowHowGuides(query);
      return {
        success: true as const,
        know: list.guides.map((g) => staffKnowHow(origin, g)),
        ...pageAnswer(list),
      };
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/know-how/new",
    summary:
      "Add a guide: title, description, knowFile (the PDF, required), knowImage (a picture), index",
    tag: KNOW_HOW,
    access: "staff",
    body: KnowHowCreateSchema,
    accepts: FILE_BODIES,
    limits: IMAGE_AND_PDF_LIMITS,
    responses: { 201: guideAnswer(KNOW_HOW_CREATED), 400: invalidInput, ...uploadRefusals },
    handler: async ({ body, user, request, origin }) =>
      reply(201, {
        success: true as const,
        message: KNOW_HOW_CREATED,
        know: staffKnowHow(origin, await createKnowHow(actorOf(user, request), body)),
      }),
  }),

  endpoint({
    method: "GET",
    path: "/admin/know-how/{id}",
    summary: "One guide",
    tag: KNOW_HOW,
    access: "staff",
    params: KnowHowIdParams,
    responses: {
      200: { description: "The guide", schema: ok({ know: KnowHow }) },
      404: answer(KNOW_HOW_NOT_FOUND),
    },
    handler: ({ params, origin }) => {
      const guide = getKnowHow(params.id);
      if (!guide) throw notFound(KNOW_HOW_NOT_FOUND);
      return { success: true as const, know: staffKnowHow(origin, guide) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/know-how/{id}",
    summary:
      "Edit a guide: files sent replace the current ones, files left out stay; removeImage drops the picture",
    tag: KNOW_HOW,
    access: "staff",
    params: KnowHowIdParams,
    body: KnowHowUpdateSchema,
    accepts: FILE_BODIES,
    limits: IMAGE_AND_PDF_LIMITS,
    responses: {
      200: guideAnswer(KNOW_HOW_UPDATED),
      400: invalidInput,
      ...uploadRefusals,
      404: answer(KNOW_HOW_NOT_FOUND),
    },
    handler: async ({ params, body, user, request, origin }) => ({
      success: true as const,
      message: KNOW_HOW_UPDATED,
      know: staffKnowHow(origin, await updateKnowHow(actorOf(user, request), params.id, body)),
    }),
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/know-how/{id}",
    summary: "Delete a guide and its files",
    tag: KNOW_HOW,
    access: "staff",
    params: KnowHowIdParams,
    responses: {
      200: { description: KNOW_HOW_DELETED, schema: MessageAnswer },
      404: answer(KNOW_HOW_NOT_FOUND),
    },
    handler: ({ params, user, request }) => {
      deleteKnowHow(actorOf(user, request), params.id);
      return { success: true as const, message: KNOW_HOW_DELETED };
    },
  }),
];

/**
 * Cable know-how guides in /api/bel: the storefront's list, and for staff the original site's
 * calls (`POST /admin/know-how/new`, multipart with `knowFile` and `knowImage`, the list and
 * `GET|PUT|DELETE /admin/know-how/{id}`), on the same schemas and model as the Cable Know-How
 * screen (app/models/know-how.server.ts).
 */
import { z } from "zod";
import { invalidInput, KnowHow, ok } from "~/api/components";
import { contentEndpoints } from "~/api/content-endpoints.server";
import { endpoint } from "~/api/endpoint";
import { knowHow, staffKnowHow } from "~/api/json";
import { listKnowHow } from "~/models/content.server";
import { knowHowContent } from "~/models/know-how.server";
import { KnowHowCreateSchema, KnowHowIdParams, KnowHowUpdateSchema } from "~/schemas/content";

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

  ...contentEndpoints({
    model: knowHowContent,
    tag: "Know-how",
    paths: { list: "/admin/know-how", create: "/admin/know-how/new" },
    keys: { rows: "know", row: "know" },
    shape: KnowHow,
    json: staffKnowHow,
    descriptions: { page: "A page of guides", one: "The guide" },
    summaries: {
      list: "Cable know-how guides in display order, 25 a page; q searches titles",
      create:
        "Add a guide: title, description, knowFile (the PDF, required), knowImage (a picture), index",
      get: "One guide",
      update:
        "Edit a guide: files sent replace the current ones, files left out stay; removeImage drops the picture",
      delete: "Delete a guide and its files",
    },
    params: KnowHowIdParams,
    bodies: { create: KnowHowCreateSchema, update: KnowHowUpdateSchema },
    files: true,
  }),
];

/**
 * Datasheets in /api/bel for staff: the twins of the Datasheets screen, on the same schemas,
 * model functions and messages (app/models/datasheet.server.ts).
 */
import { z } from "zod";
import { Datasheet, invalidInput, ok, errorResponse } from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { datasheet } from "~/api/json";
import { PDF_LIMITS, uploadRefusals } from "~/api/upload-limits";
import {
  createDatasheet,
  DATASHEET_DELETED,
  DATASHEET_UPLOADED,
  deleteDatasheet,
  listDatasheets,
} from "~/models/datasheet.server";
import { DATASHEET_NOT_FOUND, DatasheetCreateSchema, DatasheetIdParams } from "~/schemas/datasheet";
import { actorOf } from "~/utils/auth.server";

const DATASHEETS = "Catalogue structure: datasheets";

export const datasheetEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/datasheets",
    summary: "Every datasheet, oldest first",
    tag: DATASHEETS,
    access: "staff",
    responses: {
      200: { description: "Datasheets", schema: ok({ datasheets: z.array(Datasheet) }) },
    },
    handler: ({ origin }) => ({
      success: true as const,
      datasheets: listDatasheets().map((d) => datasheet(origin, d)),
    }),
  }),

  endpoint({
    method: "POST",
    path: "/admin/datasheet/new",
    summary:
      "Upload a datasheet: title and datasheet (a PDF, checked by content: it parses, has pages, is not encrypted, carries no scripts or embedded files)",
    tag: DATASHEETS,
    access: "staff",
    body: DatasheetCreateSchema,
    accepts: ["multipart", "json"],
    limits: PDF_LIMITS,
    responses: {
      201: {
        description: DATASHEET_UPLOADED,
        schema: ok({ message: z.string(), datasheet: Datasheet }),
      },
      400: invalidInput,
      ...uploadRefusals,
    },
    handler: async ({ body, user, request, origin }) => {
      const created = await createDatasheet(actorOf(user, request), body);
      return reply(201, {
        success: true as const,
        message: DATASHEET_UPLOADED,
        datasheet: datasheet(origin, created),
      });
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/datasheet/{id}",
    summary: "Delete a datasheet; the products that linked it are left without one",
    tag: DATASHEETS,
    access: "staff",
    params: DatasheetIdParams,
    responses: {
      200: {
        description: DATASHEET_DELETED,
        schema: ok({
          message: z.string(),
          products: z.int().describe("How many products linked it (they now have none)"),
        }),
      },
      404: errorResponse(DATASHEET_NOT_FOUND),
    },
    handler: async ({ params, user, request }) => ({
      success: true as const,
      message: DATASHEET_DELETED,
      products: (await deleteDatasheet(actorOf(user, request), params.id)).products,
    }),
  }),
];

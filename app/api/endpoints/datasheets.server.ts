/**
 * Datasheets in /api/bel for staff: the twins of the Datasheets screen, on the same schemas,
 * model functions and messages (app/models/datasheet.server.ts).
 */
import { z } from "zod";
import { Datasheet, ok } from "~/api/components";
import { datasheets } from "~/api/records.server";
import { datasheet } from "~/api/json";
import { PDF_LIMITS, uploadRefusals } from "~/api/upload-limits";
import {
  createDatasheet,
  DATASHEET_DELETED,
  DATASHEET_UPLOADED,
  deleteDatasheet,
  listDatasheets,
} from "~/models/datasheet.server";
import { DatasheetCreateSchema } from "~/schemas/datasheet";

export const datasheetEndpoints = [
  datasheets.endpoint({
    method: "GET",
    path: "/admin/datasheets",
    summary: "Every datasheet, oldest first",
    responses: {
      200: { description: "Datasheets", schema: ok({ datasheets: z.array(Datasheet) }) },
    },
    handler: ({ origin }) => ({
      success: true as const,
      datasheets: listDatasheets().map((d) => datasheet(origin, d)),
    }),
  }),

  datasheets.create({
    path: "/admin/datasheet/new",
    summary:
      "Upload a datasheet: title and datasheet (a PDF, checked by content: it parses, has pages, is not encrypted, carries no scripts or embedded files)",
    body: DatasheetCreateSchema,
    accepts: ["multipart", "json"],
    limits: PDF_LIMITS,
    message: DATASHEET_UPLOADED,
    responses: uploadRefusals,
    write: ({ body, actor }) => createDatasheet(actor, body),
  }),

  datasheets.remove({
    path: "/admin/datasheet/{id}",
    summary: "Delete a datasheet; the products that linked it are left without one",
    message: DATASHEET_DELETED,
    remove: ({ params, actor }) => deleteDatasheet(actor, params.id),
    counts: {
      shape: { products: z.int().describe("How many products linked it (they now have none)") },
      of: ({ products }) => ({ products }),
    },
  }),
];

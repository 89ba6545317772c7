/**
 * The catalogue in and out as CSV (docs/admin.md, Catalogue CSV): the twins of the products
 * table's Export CSV link and of the import screen's Preview and Apply. Staff only (admin and
 * manager).
 */
import { z } from "zod";
import { errorResponse, ImportJob, ImportJobStarted, invalidInput, ok } from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import {
  catalogueCsvBatches,
  catalogueCsvColumns,
  catalogueCsvFilename,
} from "~/models/catalogue-csv.server";
import {
  CATALOGUE_UPLOAD_LIMITS,
  CatalogueImportUpload,
  dropImportFile,
  importSummary,
  stashImportFile,
} from "~/models/catalogue-import.server";
import {
  findImportJob,
  IMPORT_JOB_NOT_FOUND,
  previewStashedImport,
  queueImportJob,
} from "~/models/catalogue-import-job.server";
import { AdminProductsQuery } from "~/schemas/product";
import { actorOf } from "~/screens/auth.server";
import { csvResponse } from "~/utils/csv.server";
import { notFound } from "~/utils/domain-error";

const upload = {
  body: CatalogueImportUpload,
  accepts: ["multipart"] as const,
  limits: CATALOGUE_UPLOAD_LIMITS,
};

/** The upload kept under a token, as the page keeps it (the ZIP beside the CSV). */
async function stash(body: z.output<typeof CatalogueImportUpload>) {
  return stashImportFile(
    new Uint8Array(await body.file.arrayBuffer()),
    body.images ? new Uint8Array(await body.images.arrayBuffer()) : undefined,
  );
}
const refusals = {
  400: invalidInput,
  413: errorResponse("The file (20 MB) or the ZIP (40 MB, 2,000 entries) is too large"),
  415: errorResponse("Not a multipart body"),
};
const Counts = z.object({
  create: z.int(),
  update: z.int(),
  unchanged: z.int(),
  error: z.int(),
});

export const catalogueCsvEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/products.csv",
    summary:
      "The catalogue as a CSV download (UTF-8, header row, formula-like cells escaped): every product, or the products table's list for q, category, status and sort; one column per specification group",
    tag: "Products",
    access: "staff",
    query: AdminProductsQuery.omit({ page: true }).strict(),
    responses: {
      200: { description: "text/csv; charset=utf-8, as an attachment" },
      400: invalidInput,
    },
    handler: ({ query }) =>
      csvResponse(catalogueCsvFilename(), catalogueCsvColumns(), catalogueCsvBatches(query)),
  }),

  endpoint({
    method: "POST",
    path: "/admin/products/import/preview",
    summary:
      "What importing a catalogue CSV would do, row by row in file order (create, update with the columns it changes, unchanged, or its errors, which applying skips), with counts; writes nothing",
    tag: "Products",
    access: "staff",
    ...upload,
    responses: {
      200: {
        description: "The preview",
        schema: ok({
          counts: Counts,
          missingValues: z.array(z.string()),
          rows: z.array(
            z.object({
              line: z.int(),
              action: z.enum(["create", "update", "unchanged", "error"]),
              name: z.string(),
              errors: z.array(z.string()),
              changes: z
                .array(z.object({ field: z.string(), before: z.string(), after: z.string() }))
                .describe(
                  'An update\'s changes, column by column: the value now and in the file ("" for none)',
                ),
            }),
          ),
        }),
      },
      ...refusals,
    },
    handler: async ({ body }) => {
      const token = await stash(body);
      try {
        return { success: true as const, ...(await previewStashedImport(token, body)) };
      } finally {
        dropImportFile(token);
      }
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/products/import",
    summary:
      "Imports a catalogue CSV (and the pictures of its ZIP) as a job: every accepted row (created or updated) in one transaction, rows in error left out, one audit entry. Answers 202 once the file is read, with the job's address (Location) to follow until it ends",
    tag: "Products",
    access: "staff",
    ...upload,
    responses: {
      202: {
        description:
          "The job started; its address is in the Location header and in job (page: the admin progress page)",
        schema: ImportJobStarted,
      },
      ...refusals,
    },
    handler: async ({ body, user, request }) => {
      const token = await stash(body);
      await queueImportJob(actorOf(user, request), token, body);
      const job = `/api/bel/admin/products/import/${token}`;
      return reply(
        202,
        {
          success: true as const,
          job,
          page: `/admin/products/import/${token}`,
          status: "queued" as const,
        },
        { Location: job },
      );
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/products/import/{token}",
    summary:
      "An import job, as its admin progress page shows it: its step and the rows written so far; once done, what was written (message and counts); once failed, why (nothing was written)",
    tag: "Products",
    access: "staff",
    params: z.object({ token: z.string() }),
    responses: {
      200: {
        description: "The job",
        schema: ImportJob,
      },
      404: errorResponse(IMPORT_JOB_NOT_FOUND),
    },
    handler: ({ params }) => {
      const job = findImportJob(params.token);
      if (!job) throw notFound(IMPORT_JOB_NOT_FOUND);
      return {
        success: true as const,
        ...job,
        message: job.result ? importSummary(job.result) : null,
      };
    },
  }),
];

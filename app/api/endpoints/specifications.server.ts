/**
 * Specification groups and values in /api/bel for staff: the twins of the Specification List,
 * on the same schemas, model functions and messages (app/models/specification.server.ts).
 */
import { z } from "zod";
import { ok, Specification, errorResponse } from "~/api/components";
import { specifications } from "~/api/records.server";
import { specificationTree } from "~/api/json";
import { JSON_FIRST } from "~/api/upload-limits";
import {
  createSpecification,
  deleteSpecification,
  getSpecification,
  getSpecificationTree,
  SPECIFICATION_CREATED,
  SPECIFICATION_DELETED,
  SPECIFICATION_UPDATED,
  updateSpecification,
} from "~/models/specification.server";
import { SpecificationCreateSchema, SpecificationUpdateSchema } from "~/schemas/specification";

/** The refusals of a write: the title taken, or a body that cannot be read. */
const refusals = {
  409: errorResponse("The group (or the list of groups) has one with this title"),
  413: errorResponse("Body over 1 MB"),
  415: errorResponse("Not JSON or a form"),
};

export const specificationEndpoints = [
  specifications.endpoint({
    method: "GET",
    path: "/admin/fields",
    summary: "Specification groups and their values, in display order",
    responses: {
      200: {
        description: "Specifications",
        schema: ok({ specifications: z.array(Specification) }),
      },
    },
    handler: () => ({
      success: true as const,
      specifications: specificationTree(getSpecificationTree()),
    }),
  }),

  specifications.read(
    "/admin/field/details/{id}",
    "One specification group or value, with its values and how many products use it",
    ({ id }) => getSpecification(id),
  ),

  specifications.create({
    path: "/admin/field/new",
    summary: "Add a specification group (no parentId) or a value of the group parentId",
    body: SpecificationCreateSchema,
    accepts: JSON_FIRST,
    message: SPECIFICATION_CREATED,
    responses: refusals,
    write: ({ body, actor }) => createSpecification(actor, body),
  }),

  specifications.update({
    path: "/admin/field/{id}",
    summary:
      "Rename a specification group or value (the storefront's filters and search follow at once; the slug stays)",
    body: SpecificationUpdateSchema,
    accepts: JSON_FIRST,
    message: SPECIFICATION_UPDATED,
    responses: refusals,
    write: ({ params, body, actor }) => updateSpecification(actor, params.id, body),
  }),

  specifications.remove({
    path: "/admin/field/{id}",
    summary:
      "Delete a value, or a group with its values, and remove it from the products that use it (in one transaction)",
    message: SPECIFICATION_DELETED,
    remove: ({ params, actor }) => deleteSpecification(actor, params.id),
    counts: {
      shape: { products: z.int().describe("How many products it was removed from") },
      of: ({ removedFrom }) => ({ products: removedFrom }),
    },
  }),
];

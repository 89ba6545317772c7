/**
 * Specification groups and values in /api/bel for staff: the twins of the Specification List,
 * on the same schemas, model functions and messages (app/models/specification.server.ts).
 */
import { z } from "zod";
import {
  invalidInput,
  ok,
  Specification,
  SpecificationDetails,
  errorResponse,
} from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { specificationDetails, specificationTree } from "~/api/json";
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
import {
  SPECIFICATION_NOT_FOUND,
  SpecificationCreateSchema,
  SpecificationIdParams,
  SpecificationUpdateSchema,
} from "~/schemas/specification";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const SPECIFICATIONS = "Catalogue structure: specifications";
const SpecificationAnswer = ok({ message: z.string(), specification: SpecificationDetails });

export const specificationEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/fields",
    summary: "Specification groups and their values, in display order",
    tag: SPECIFICATIONS,
    access: "staff",
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

  endpoint({
    method: "GET",
    path: "/admin/field/details/{id}",
    summary: "One specification group or value, with its values and how many products use it",
    tag: SPECIFICATIONS,
    access: "staff",
    params: SpecificationIdParams,
    responses: {
      200: {
        description: "The specification",
        schema: ok({ specification: SpecificationDetails }),
      },
      404: errorResponse(SPECIFICATION_NOT_FOUND),
    },
    handler: ({ params }) => {
      const specification = getSpecification(params.id);
      if (!specification) throw notFound(SPECIFICATION_NOT_FOUND);
      return { success: true as const, specification: specificationDetails(specification) };
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/field/new",
    summary: "Add a specification group (no parentId) or a value of the group parentId",
    tag: SPECIFICATIONS,
    access: "staff",
    body: SpecificationCreateSchema,
    accepts: JSON_FIRST,
    responses: {
      201: { description: SPECIFICATION_CREATED, schema: SpecificationAnswer },
      400: invalidInput,
      409: errorResponse("The group (or the list of groups) has one with this title"),
      413: errorResponse("Body over 1 MB"),
      415: errorResponse("Not JSON or a form"),
    },
    handler: ({ body, user, request }) =>
      reply(201, {
        success: true as const,
        message: SPECIFICATION_CREATED,
        specification: specificationDetails(createSpecification(actorOf(user, request), body)),
      }),
  }),

  endpoint({
    method: "PUT",
    path: "/admin/field/{id}",
    summary:
      "Rename a specification group or value (the storefront's filters and search follow at once; the slug stays)",
    tag: SPECIFICATIONS,
    access: "staff",
    params: SpecificationIdParams,
    body: SpecificationUpdateSchema,
    accepts: JSON_FIRST,
    responses: {
      200: { description: SPECIFICATION_UPDATED, schema: SpecificationAnswer },
      400: invalidInput,
      404: errorResponse(SPECIFICATION_NOT_FOUND),
      409: errorResponse("The group (or the list of groups) has one with this title"),
      413: errorResponse("Body over 1 MB"),
      415: errorResponse("Not JSON or a form"),
    },
    handler: ({ params, body, user, request }) => ({
      success: true as const,
      message: SPECIFICATION_UPDATED,
      specification: specificationDetails(
        updateSpecification(actorOf(user, request), params.id, body),
      ),
    }),
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/field/{id}",
    summary:
      "Delete a value, or a group with its values, and remove it from the products that use it (in one transaction)",
    tag: SPECIFICATIONS,
    access: "staff",
    params: SpecificationIdParams,
    responses: {
      200: {
        description: SPECIFICATION_DELETED,
        schema: ok({
          message: z.string(),
          products: z.int().describe("How many products it was removed from"),
        }),
      },
      404: errorResponse(SPECIFICATION_NOT_FOUND),
    },
    handler: ({ params, user, request }) => ({
      success: true as const,
      message: SPECIFICATION_DELETED,
      products: deleteSpecification(actorOf(user, request), params.id).removedFrom,
    }),
  }),
];

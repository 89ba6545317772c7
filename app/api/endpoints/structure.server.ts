/**
 * The catalogue's structure and its files, for staff (docs/admin.md, Categories; Specification
 * List; Datasheets; Certificates): the twins of the category, specification, datasheet and
 * certificate screens, on the same schemas, models and messages. Bodies come as the original's
 * client sends them — form data where files travel (multipart), JSON elsewhere — and either
 * kind is accepted on each: a file may also come as a data-URL string in JSON.
 */
import { z } from "zod";
import {
  Category,
  CategoryDetails,
  Certificate,
  Datasheet,
  ErrorAnswer,
  MessageAnswer,
  ok,
  Specification,
  SpecificationDetails,
  invalidInput,
} from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import {
  categoryDetails,
  categoryList,
  certificate,
  certificates,
  datasheet,
  specificationDetails,
  specificationTree,
} from "~/api/json";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "~/constants";
import {
  CATEGORY_CREATED,
  CATEGORY_IMAGE_UPDATED,
  CATEGORY_UPDATED,
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryTree,
  updateCategory,
  updateCategoryImage,
} from "~/models/category.server";
import {
  CERTIFICATE_CREATED,
  CERTIFICATE_DELETED,
  CERTIFICATE_FILE_DELETED,
  CERTIFICATE_IMAGE_UPDATED,
  CERTIFICATE_UPDATED,
  createCertificate,
  deleteCertificate,
  deleteCertificateFile,
  getCertificate,
  listAllCertificates,
  updateCertificate,
  updateCertificateImage,
} from "~/models/certificate.server";
import {
  createDatasheet,
  DATASHEET_DELETED,
  DATASHEET_UPLOADED,
  deleteDatasheet,
  listDatasheets,
} from "~/models/datasheet.server";
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
  CATEGORY_NOT_FOUND,
  CategoryCreateSchema,
  CategoryIdParams,
  CategoryImageSchema,
  CategoryUpdateSchema,
} from "~/schemas/category";
import {
  CERTIFICATE_NOT_FOUND,
  CertificateCreateSchema,
  CertificateIdParams,
  CertificateImageSchema,
  CertificateUpdateSchema,
} from "~/schemas/certificate";
import { DATASHEET_NOT_FOUND, DatasheetCreateSchema, DatasheetIdParams } from "~/schemas/datasheet";
import {
  SPECIFICATION_NOT_FOUND,
  SpecificationCreateSchema,
  SpecificationIdParams,
  SpecificationUpdateSchema,
} from "~/schemas/specification";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const ANY_BODY = ["multipart", "form", "json"] as const;
const JSON_FIRST = ["json", "form", "multipart"] as const;

/** A JSON body carrying files as data URLs: base64 is 4/3 of the bytes, plus the other fields. */
const dataUrlBytes = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64 * 1024;
const IMAGE_LIMITS = { maxFiles: 1, maxBytes: dataUrlBytes(MAX_IMAGE_BYTES) };
const PDF_LIMITS = {
  maxFiles: 1,
  maxFileBytes: MAX_PDF_BYTES,
  maxBytes: dataUrlBytes(MAX_PDF_BYTES),
};
const CERTIFICATE_LIMITS = {
  maxFiles: 2,
  maxFileBytes: MAX_PDF_BYTES,
  maxBytes: dataUrlBytes(MAX_IMAGE_BYTES + MAX_PDF_BYTES),
};

const answer = (description: string) => ({ description, schema: ErrorAnswer });
const uploadRefusals = {
  413: answer("A file over its limit (images 10 MB, PDFs 20 MB), or too many files"),
  415: answer("Not a form or JSON; or a file that is not an image we accept, or not a safe PDF"),
};

const CATEGORIES = "Catalogue structure: categories";
const SPECIFICATIONS = "Catalogue structure: specifications";
const DATASHEETS = "Catalogue structure: datasheets";
const CERTIFICATES = "Certificates";

const CategoryAnswer = ok({ message: z.string(), category: CategoryDetails });
const SpecificationAnswer = ok({ message: z.string(), specification: SpecificationDetails });
const CertificateAnswer = ok({ message: z.string(), certification: Certificate });

export const structureEndpoints = [
  // -------------------------------------------------------------------------------------------
  // Categories

  endpoint({
    method: "GET",
    path: "/admin/category",
    summary: "The whole category tree, in the order staff gave it",
    tag: CATEGORIES,
    access: "staff",
    responses: {
      200: { description: "The tree", schema: ok({ categoryList: z.array(Category) }) },
    },
    handler: ({ origin }) => ({
      success: true as const,
      categoryList: categoryList(origin, getCategoryTree()),
    }),
  }),

  endpoint({
    method: "POST",
    path: "/admin/category/new",
    summary:
      "Add a category: name, plus categoryImage (a top-level category) or parentId (a subcategory or sub-subcategory, by its parent's level)",
    tag: CATEGORIES,
    access: "staff",
    body: CategoryCreateSchema,
    accepts: ANY_BODY,
    limits: IMAGE_LIMITS,
    responses: {
      201: { description: CATEGORY_CREATED, schema: CategoryAnswer },
      400: invalidInput,
      409: answer("A category with this name (slug) already exists"),
      ...uploadRefusals,
    },
    handler: async ({ body, user, request, origin }) => {
      const category = await createCategory(actorOf(user, request), body);
      return reply(201, {
        success: true as const,
        message: CATEGORY_CREATED,
        category: categoryDetails(origin, category),
      });
    },
  }),

  endpoint({
    method: "GET",
    path: "/admin/category/details/{id}",
    summary: "One category, as its edit form loads it",
    tag: CATEGORIES,
    access: "staff",
    params: CategoryIdParams,
    responses: {
      200: { description: "The category", schema: ok({ category: CategoryDetails }) },
      404: answer(CATEGORY_NOT_FOUND),
    },
    handler: ({ params, origin }) => {
      const category = getCategory(params.id);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return { success: true as const, category: categoryDetails(origin, category) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/category/{id}",
    summary:
      "Rename a category, or move a subcategory or sub-subcategory under another parent of the same level (its products move with it); the slug stays",
    tag: CATEGORIES,
    access: "staff",
    params: CategoryIdParams,
    body: CategoryUpdateSchema,
    accepts: JSON_FIRST,
    responses: {
      200: { description: CATEGORY_UPDATED, schema: CategoryAnswer },
      400: invalidInput,
      404: answer(CATEGORY_NOT_FOUND),
      409: answer("The database refused the change"),
      413: answer("Body over 1 MB"),
      415: answer("Not JSON or a form"),
    },
    handler: ({ params, body, user, request, origin }) => ({
      success: true as const,
      message: CATEGORY_UPDATED,
      category: categoryDetails(origin, updateCategory(actorOf(user, request), params.id, body)),
    }),
  }),

  endpoint({
    method: "PUT",
    path: "/admin/category/{id}/update_image",
    summary: "Replace the image of a top-level category (form field images)",
    tag: CATEGORIES,
    access: "staff",
    params: CategoryIdParams,
    body: CategoryImageSchema,
    accepts: ANY_BODY,
    limits: IMAGE_LIMITS,
    responses: {
      200: { description: CATEGORY_IMAGE_UPDATED, schema: CategoryAnswer },
      400: invalidInput,
      404: answer(CATEGORY_NOT_FOUND),
      ...uploadRefusals,
    },
    handler: async ({ params, body, user, request, origin }) => {
      const category = await updateCategoryImage(actorOf(user, request), params.id, body.images);
      return {
        success: true as const,
        message: CATEGORY_IMAGE_UPDATED,
        category: categoryDetails(origin, category),
      };
    },
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/category/{id}",
    summary:
      "Delete a category, subcategory or sub-subcategory; refused (409, saying how many) while it holds products or categories",
    tag: CATEGORIES,
    access: "staff",
    params: CategoryIdParams,
    responses: {
      200: {
        description: "Category / Subcategory / Sub-subcategory deleted successfully",
        schema: MessageAnswer,
      },
      404: answer(CATEGORY_NOT_FOUND),
      409: answer("It still holds products or categories (the message says how many)"),
    },
    handler: ({ params, user, request }) => ({
      success: true as const,
      message: deleteCategory(actorOf(user, request), params.id).message,
    }),
  }),

  // -------------------------------------------------------------------------------------------
  // Specifications

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
      404: answer(SPECIFICATION_NOT_FOUND),
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
      409: answer("The group (or the list of groups) has one with this title"),
      413: answer("Body over 1 MB"),
      415: answer("Not JSON or a form"),
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
      404: answer(SPECIFICATION_NOT_FOUND),
      409: answer("The group (or the list of groups) has one with this title"),
      413: answer("Body over 1 MB"),
      415: answer("Not JSON or a form"),
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
      404: answer(SPECIFICATION_NOT_FOUND),
    },
    handler: ({ params, user, request }) => ({
      success: true as const,
      message: SPECIFICATION_DELETED,
      products: deleteSpecification(actorOf(user, request), params.id).removedFrom,
    }),
  }),

  // -------------------------------------------------------------------------------------------
  // Datasheets

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
      404: answer(DATASHEET_NOT_FOUND),
    },
    handler: ({ params, user, request }) => ({
      success: true as const,
      message: DATASHEET_DELETED,
      products: deleteDatasheet(actorOf(user, request), params.id).products,
    }),
  }),

  // -------------------------------------------------------------------------------------------
  // Certificates

  endpoint({
    method: "GET",
    path: "/admin/certificate",
    summary: "Every certificate, in display order",
    tag: CERTIFICATES,
    access: "staff",
    responses: {
      200: { description: "Certificates", schema: ok({ certificates: z.array(Certificate) }) },
    },
    handler: ({ origin }) => ({
      success: true as const,
      certificates: certificates(origin, listAllCertificates()),
    }),
  }),

  endpoint({
    method: "GET",
    path: "/admin/certificate/{id}",
    summary: "One certificate, as its edit form loads it",
    tag: CERTIFICATES,
    access: "staff",
    params: CertificateIdParams,
    responses: {
      200: { description: "The certificate", schema: ok({ certification: Certificate }) },
      404: answer(CERTIFICATE_NOT_FOUND),
    },
    handler: ({ params, origin }) => {
      const found = getCertificate(params.id);
      if (!found) throw notFound(CERTIFICATE_NOT_FOUND);
      return { success: true as const, certification: certificate(origin, found) };
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/certificate/new",
    summary:
      "Add a certificate: name and title (either alone stands for both), description, certificateImage, and certificateFile (a PDF) or url, not both",
    tag: CERTIFICATES,
    access: "staff",
    body: CertificateCreateSchema,
    accepts: ANY_BODY,
    limits: CERTIFICATE_LIMITS,
    responses: {
      201: { description: CERTIFICATE_CREATED, schema: CertificateAnswer },
      400: invalidInput,
      ...uploadRefusals,
    },
    handler: async ({ body, user, request, origin }) => {
      const created = await createCertificate(actorOf(user, request), body);
      return reply(201, {
        success: true as const,
        message: CERTIFICATE_CREATED,
        certification: certificate(origin, created),
      });
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/certificate/{id}",
    summary:
      "Edit a certificate: name (empty, the title), title, description, certificateFile or url (an empty url clears it), index (its place in the order); a field left out keeps its value",
    tag: CERTIFICATES,
    access: "staff",
    params: CertificateIdParams,
    body: CertificateUpdateSchema,
    accepts: ANY_BODY,
    limits: PDF_LIMITS,
    responses: {
      200: { description: CERTIFICATE_UPDATED, schema: CertificateAnswer },
      400: invalidInput,
      404: answer(CERTIFICATE_NOT_FOUND),
      ...uploadRefusals,
    },
    handler: async ({ params, body, user, request, origin }) => {
      const updated = await updateCertificate(actorOf(user, request), params.id, body);
      return {
        success: true as const,
        message: CERTIFICATE_UPDATED,
        certification: certificate(origin, updated),
      };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/certificate/{id}/update_image",
    summary: "Replace a certificate's image (form field certificateImage)",
    tag: CERTIFICATES,
    access: "staff",
    params: CertificateIdParams,
    body: CertificateImageSchema,
    accepts: ANY_BODY,
    limits: IMAGE_LIMITS,
    responses: {
      200: { description: CERTIFICATE_IMAGE_UPDATED, schema: CertificateAnswer },
      400: invalidInput,
      404: answer(CERTIFICATE_NOT_FOUND),
      ...uploadRefusals,
    },
    handler: async ({ params, body, user, request, origin }) => {
      const updated = await updateCertificateImage(
        actorOf(user, request),
        params.id,
        body.certificateImage,
      );
      return {
        success: true as const,
        message: CERTIFICATE_IMAGE_UPDATED,
        certification: certificate(origin, updated),
      };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/certificate/{id}/delete_file",
    summary: "Delete a certificate's verification file",
    tag: CERTIFICATES,
    access: "staff",
    params: CertificateIdParams,
    responses: {
      200: { description: CERTIFICATE_FILE_DELETED, schema: CertificateAnswer },
      400: answer("The certificate has no verification file"),
      404: answer(CERTIFICATE_NOT_FOUND),
    },
    handler: ({ params, user, request, origin }) => ({
      success: true as const,
      message: CERTIFICATE_FILE_DELETED,
      certification: certificate(origin, deleteCertificateFile(actorOf(user, request), params.id)),
    }),
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/certificate/{id}",
    summary: "Delete a certificate and its files",
    tag: CERTIFICATES,
    access: "staff",
    params: CertificateIdParams,
    responses: {
      200: { description: CERTIFICATE_DELETED, schema: MessageAnswer },
      404: answer(CERTIFICATE_NOT_FOUND),
    },
    handler: ({ params, user, request }) => {
      deleteCertificate(actorOf(user, request), params.id);
      return { success: true as const, message: CERTIFICATE_DELETED };
    },
  }),
];

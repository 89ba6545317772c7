/**
 * Certificates in /api/bel: the storefront's list, and the staff's twins of the Certificates
 * screen, on the same schemas, model functions and messages (app/models/certificate.server.ts).
 */
import { z } from "zod";
import { Certificate, invalidInput, ok, errorResponse, messageResponse } from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { certificate } from "~/api/json";
import {
  ANY_BODY,
  IMAGE_AND_PDF_LIMITS,
  IMAGE_LIMITS,
  PDF_LIMITS,
  uploadRefusals,
} from "~/api/upload-limits";
import * as model from "~/models/certificate.server";
import * as schemas from "~/schemas/certificate";
import { actorOf } from "~/screens/auth.server";
import type { BodyLimits } from "~/utils/body.server";

const { certificateContent: content } = model;
const { messages } = content;
const all = (origin: string) => model.listCertificates().map((c) => certificate(origin, c));
const List = { description: "Certificates", schema: ok({ certificates: z.array(Certificate) }) };
const Answer = ok({ message: z.string(), certification: Certificate });
const staff = { tag: "Certificates", access: "staff" } as const;
const one = { ...staff, params: schemas.CertificateIdParams };
const missing = { 404: errorResponse(messages.notFound) };
const done = (message: string, origin: string, c: model.CertificateDetails) => ({
  success: true as const,
  message,
  certification: certificate(origin, c),
});

/** An edit, of the form's fields or of the image: the certificate as it now is, or why not. */
const edit = (
  message: string,
  spec: { path: string; summary: string; body: EditBody; limits: BodyLimits },
) =>
  endpoint({
    ...one,
    ...spec,
    method: "PUT",
    accepts: ANY_BODY,
    responses: {
      200: { description: message, schema: Answer },
      400: invalidInput,
      ...missing,
      ...uploadRefusals,
    },
    handler: async ({ params, body, user, request, origin }) =>
      done(message, origin, await content.update(actorOf(user, request), params.id, body)),
  });
type EditBody = typeof schemas.CertificateUpdateSchema | typeof schemas.CertificateImageSchema;

export const certificateEndpoints = [
  endpoint({
    method: "GET",
    path: "/certificate",
    summary: "Certificates, in display order",
    tag: "Company content",
    access: "public",
    cache: "public",
    responses: { 200: List, 400: invalidInput },
    handler: ({ origin }) => ({ success: true as const, certificates: all(origin) }),
  }),

  endpoint({
    ...staff,
    method: "GET",
    path: "/admin/certificate",
    summary: "Every certificate, in display order",
    responses: { 200: List },
    handler: ({ origin }) => ({ success: true as const, certificates: all(origin) }),
  }),

  endpoint({
    ...one,
    method: "GET",
    path: "/admin/certificate/{id}",
    summary: "One certificate, as its edit form loads it",
    responses: {
      200: { description: "The certificate", schema: ok({ certification: Certificate }) },
      ...missing,
    },
    handler: ({ params, origin }) => ({
      success: true as const,
      certification: certificate(origin, content.read(params.id)),
    }),
  }),

  endpoint({
    ...staff,
    method: "POST",
    path: "/admin/certificate/new",
    summary:
      "Add a certificate: name and title (either alone stands for both), description, certificateImage, and certificateFile (a PDF) or url, not both",
    body: schemas.CertificateCreateSchema,
    accepts: ANY_BODY,
    limits: IMAGE_AND_PDF_LIMITS,
    responses: {
      201: { description: messages.created, schema: Answer },
      400: invalidInput,
      ...uploadRefusals,
    },
    handler: async ({ body, user, request, origin }) => {
      const created = await content.create(actorOf(user, request), body);
      return reply(201, done(messages.created, origin, created));
    },
  }),

  edit(messages.updated, {
    path: "/admin/certificate/{id}",
    summary:
      "Edit a certificate: name (empty, the title), title, description, certificateFile or url (an empty url clears it), index (its place in the order); a field left out keeps its value",
    body: schemas.CertificateUpdateSchema,
    limits: PDF_LIMITS,
  }),

  edit(model.CERTIFICATE_IMAGE_UPDATED, {
    path: "/admin/certificate/{id}/update_image",
    summary: "Replace a certificate's image (form field certificateImage)",
    body: schemas.CertificateImageSchema,
    limits: IMAGE_LIMITS,
  }),

  endpoint({
    ...one,
    method: "PUT",
    path: "/admin/certificate/{id}/delete_file",
    summary: "Delete a certificate's verification file",
    responses: {
      200: { description: model.CERTIFICATE_FILE_DELETED, schema: Answer },
      400: errorResponse("The certificate has no verification file"),
      ...missing,
    },
    handler: async ({ params, user, request, origin }) => {
      const updated = await model.deleteCertificateFile(actorOf(user, request), params.id);
      return done(model.CERTIFICATE_FILE_DELETED, origin, updated);
    },
  }),

  endpoint({
    ...one,
    method: "DELETE",
    path: "/admin/certificate/{id}",
    summary: "Delete a certificate and its files",
    responses: { 200: messageResponse(messages.deleted), ...missing },
    handler: async ({ params, user, request }) => {
      await content.remove(actorOf(user, request), params.id);
      return { success: true as const, message: messages.deleted };
    },
  }),
];

/** Inputs of the Certificates screen and of its /api/bel twins: one schema each, used by both. */
import { z } from "zod";
import { CatalogueLimits } from "~/constants";
import { clearableText, idField, idParams, tooLong, uploadField } from "./admin-fields";
import { indexField } from "./common";

export const FILL_ALL_FIELDS = "Please fill all fields.";
export const FILE_OR_URL = "Please provide only a file or a URL, not both.";
export const TITLE_MISSING = "Please enter a title.";
export const INVALID_URL = "Please enter a valid URL (http:// or https://).";
export const CERTIFICATE_NOT_FOUND = "Certificate not found";

const { certificateName, certificateTitle, certificateDescription } = CatalogueLimits;
const NAME_HINT = "What lists call the certificate (the storefront's list, the admin table)";

/** Only web addresses: a javascript: or data: "verification link" would run on the storefront. */
const webUrl = z.url({ protocol: z.regexes.httpProtocol });
const url = z
  .string()
  .trim()
  .max(CatalogueLimits.url, INVALID_URL)
  .refine((v) => v === "" || webUrl.safeParse(v).success, INVALID_URL);
const text = (what: string, max: number) => z.string().trim().max(max, tooLong(what, max));
const certificateFile = uploadField("Please choose a PDF.").describe(
  "The verification file: a PDF (or a data URL of it)",
);
const certificateImage = uploadField("Please choose an image.");

/** A verification file or a URL, not both. */
function fileOrUrl(
  value: { certificateFile?: unknown; url?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.certificateFile && value.url) {
    ctx.addIssue({ code: "custom", message: FILE_OR_URL, path: ["url"] });
  }
}

/**
 * Add Certificate: "Please fill all fields." only when the image, the name and the description
 * are all missing; a name or a title is needed in any case, and each stands in for the other
 * when left out (the model fills it in), so a client that sends only one still works.
 */
export const CertificateCreateSchema = z
  .object({
    name: text("name", certificateName)
      .optional()
      .describe(`${NAME_HINT}; left out or empty, the title`),
    title: text("title", certificateTitle)
      .optional()
      .describe("The certificate's heading; left out or empty, the name"),
    description: text("description", certificateDescription).optional(),
    certificateImage: certificateImage
      .optional()
      .describe("JPEG, PNG, WebP or AVIF (or a data URL)"),
    certificateFile: certificateFile.optional(),
    url: url.optional().describe("The verification link (instead of a file)"),
  })
  .superRefine((value, ctx) => {
    const title = value.title || value.name;
    if (!title && !value.description && !value.certificateImage) {
      ctx.addIssue({ code: "custom", message: FILL_ALL_FIELDS, path: [] });
      return;
    }
    if (!title) ctx.addIssue({ code: "custom", message: TITLE_MISSING, path: ["title"] });
    fileOrUrl(value, ctx);
  });

/**
 * Edit: a field left out keeps its value; an emptied description or URL is cleared, an emptied
 * name becomes the title; the title cannot be emptied. `index` moves the certificate to that
 * place of the list (0 is the first).
 */
export const CertificateUpdateSchema = z
  .object({
    name: clearableText("name", certificateName).describe(`${NAME_HINT}; empty, the title`),
    title: clearableText("title", certificateTitle),
    description: clearableText("description", certificateDescription),
    certificateFile: certificateFile.optional(),
    url: z
      .preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), url.nullish())
      .describe("The verification link; empty clears it"),
    index: indexField.describe("The certificate's new place in the list (0 is the first)"),
  })
  .superRefine((value, ctx) => {
    if (value.title === null) {
      ctx.addIssue({ code: "custom", message: TITLE_MISSING, path: ["title"] });
    }
    fileOrUrl(value, ctx);
  });

export const CertificateImageSchema = z.object({
  certificateImage: certificateImage.describe(
    "The new image: JPEG, PNG, WebP or AVIF (or a data URL)",
  ),
});

export const CertificateIdParams = idParams(CERTIFICATE_NOT_FOUND);

/** The Certificates screen's edit and image forms: their fields and the certificate's id. */
const id = { id: idField(CERTIFICATE_NOT_FOUND) };
export const CertificateEditForm = CertificateUpdateSchema.safeExtend(id);
export const CertificateImageForm = CertificateImageSchema.extend(id);

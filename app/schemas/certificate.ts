/** Inputs of the Certificates screen (docs/admin.md, Certificates) and its /api/bel twins. */
import { z } from "zod";
import { CatalogueLimits } from "~/constants";
import { clearableText, idField, idParams, uploadField } from "./admin-fields";

export const FILL_ALL_FIELDS = "Please fill all fields.";
export const FILE_OR_URL = "Please provide only a file or a URL, not both.";
export const TITLE_MISSING = "Please enter a title.";
export const INVALID_URL = "Please enter a valid URL (http:// or https://).";
export const CERTIFICATE_NOT_FOUND = "Certificate not found";

const TITLE_TOO_LONG = `The title is too long (${CatalogueLimits.certificateTitle} characters at most).`;
const NAME_TOO_LONG = `The name is too long (${CatalogueLimits.certificateName} characters at most).`;
const DESCRIPTION_TOO_LONG = `The description is too long (${CatalogueLimits.certificateDescription} characters at most).`;

/** Only web addresses: a javascript: or data: "verification link" would run on the storefront. */
export function isWebUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const url = z
  .string()
  .trim()
  .max(CatalogueLimits.url, INVALID_URL)
  .refine((v) => v === "" || isWebUrl(v), INVALID_URL);

const certificateFile = uploadField("Please choose a PDF.").describe(
  "The verification file: a PDF (or a data URL of it)",
);

const NAME_HINT = "What lists call the certificate (the storefront's list, the admin table)";

/**
 * Add Certificate: "Please fill all fields." only when the image, the name and the description
 * are all missing; a name or a title is needed in any case. Each stands in for the other when
 * left out (the model fills it in), so a client that sends only one still works.
 */
export const CertificateCreateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(CatalogueLimits.certificateName, NAME_TOO_LONG)
      .optional()
      .describe(`${NAME_HINT}; left out or empty, the title`),
    title: z
      .string()
      .trim()
      .max(CatalogueLimits.certificateTitle, TITLE_TOO_LONG)
      .optional()
      .describe("The certificate's heading; left out or empty, the name"),
    description: z
      .string()
      .trim()
      .max(CatalogueLimits.certificateDescription, DESCRIPTION_TOO_LONG)
      .optional(),
    certificateImage: uploadField("Please choose an image.")
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
    if (value.certificateFile && value.url) {
      ctx.addIssue({ code: "custom", message: FILE_OR_URL, path: ["url"] });
    }
  });

/**
 * Edit: name, title, description, and a verification file or URL. A field left out keeps its
 * value; an emptied description or URL is cleared, an emptied name becomes the title; the title
 * cannot be emptied. `index` moves the certificate to that place of the list (0 is the first).
 */
export const CertificateUpdateSchema = z
  .object({
    name: clearableText(CatalogueLimits.certificateName, NAME_TOO_LONG).describe(
      `${NAME_HINT}; empty, the title`,
    ),
    title: clearableText(CatalogueLimits.certificateTitle, TITLE_TOO_LONG),
    description: clearableText(CatalogueLimits.certificateDescription, DESCRIPTION_TOO_LONG),
    certificateFile: certificateFile.optional(),
    url: z
      .preprocess(
        (v) => (typeof v === "string" && v.trim() === "" ? null : v),
        url.nullable().optional(),
      )
      .describe("The verification link; empty clears it"),
    index: z.coerce
      .number({ error: "index must be a whole number from 0" })
      .int("index must be a whole number from 0")
      .min(0, "index must be a whole number from 0")
      .max(100_000)
      .optional()
      .describe("The certificate's new place in the list (0 is the first)"),
  })
  .superRefine((value, ctx) => {
    if (value.title === null) {
      ctx.addIssue({ code: "custom", message: TITLE_MISSING, path: ["title"] });
    }
    if (value.certificateFile && value.url) {
      ctx.addIssue({ code: "custom", message: FILE_OR_URL, path: ["url"] });
    }
  });

export const CertificateImageSchema = z.object({
  certificateImage: uploadField("Please choose an image.").describe(
    "The new image: JPEG, PNG, WebP or AVIF (or a data URL)",
  ),
});

export const CertificateIdParams = idParams(CERTIFICATE_NOT_FOUND);

/** `?q=&page=` of the Certificates table. */
export const CertificateListQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

/** The Certificates screen's image form: the image and the certificate it belongs to. */
export const CertificateImageForm = CertificateImageSchema.extend({
  id: idField(CERTIFICATE_NOT_FOUND),
});

/** The Certificates screen's up and down buttons. */
export const CertificateMoveForm = z.object({
  id: idField(CERTIFICATE_NOT_FOUND),
  direction: z.enum(["up", "down"], { error: "Choose up or down." }),
});

/** Inputs of the Certificates screen (admin.md §2, §4, §5) and its /api/bel twins (§7). */
import { z } from "zod";
import { CatalogueLimits } from "~/constants";
import { clearableText, idField, idParams, uploadField } from "./admin-fields";

export const FILL_ALL_FIELDS = "Please fill all fields.";
export const FILE_OR_URL = "Please provide only a file or a URL, not both.";
export const TITLE_MISSING = "Please enter a title.";
export const INVALID_URL = "Please enter a valid URL (http:// or https://).";
export const CERTIFICATE_NOT_FOUND = "Certificate not found";

const TITLE_TOO_LONG = `The title is too long (${CatalogueLimits.certificateTitle} characters at most).`;
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

/**
 * Add Certificate: "Please fill all fields." only when the image, the name and the description
 * are all missing (admin.md §5); a name is needed in any case, since the storefront lists
 * certificates by it. `name` is accepted for `title` (the original's client sends either).
 */
export const CertificateCreateSchema = z
  .object({
    title: z.string().trim().max(CatalogueLimits.certificateTitle, TITLE_TOO_LONG).optional(),
    name: z
      .string()
      .trim()
      .max(CatalogueLimits.certificateTitle, TITLE_TOO_LONG)
      .optional()
      .describe("Another name for title"),
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
  })
  .transform(({ name, ...value }) => ({ ...value, title: value.title || name || "" }));

/**
 * Edit: title, description, and a verification file or URL. A field left out keeps its value;
 * an emptied description or URL is cleared; the title cannot be emptied. `index` moves the
 * certificate to that place of the list (0 is the first).
 */
export const CertificateUpdateSchema = z
  .object({
    title: clearableText(CatalogueLimits.certificateTitle, TITLE_TOO_LONG),
    name: clearableText(CatalogueLimits.certificateTitle, TITLE_TOO_LONG).describe(
      "Another name for title",
    ),
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
    const title = value.title === undefined ? value.name : value.title;
    if (title === null) ctx.addIssue({ code: "custom", message: TITLE_MISSING, path: ["title"] });
    if (value.certificateFile && value.url) {
      ctx.addIssue({ code: "custom", message: FILE_OR_URL, path: ["url"] });
    }
  })
  .transform(({ name, ...value }) => ({
    ...value,
    title: (value.title === undefined ? name : value.title) ?? undefined,
  }));

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

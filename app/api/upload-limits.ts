/**
 * What the staff endpoints that take files share: the kinds of body they read (form data where
 * files travel, JSON elsewhere, either accepted: a file may come as a data-URL string in JSON),
 * the size limits that follow from the upload limits, and the answers of a refused upload.
 */
import { errorResponse } from "~/api/components";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "~/constants";

export const ANY_BODY = ["multipart", "form", "json"] as const;
export const JSON_FIRST = ["json", "form", "multipart"] as const;

/** A JSON body carrying files as data URLs: base64 is 4/3 of the bytes, plus the other fields. */
const dataUrlBytes = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64 * 1024;

/** One image. */
export const IMAGE_LIMITS = { maxFiles: 1, maxBytes: dataUrlBytes(MAX_IMAGE_BYTES) };
/** One PDF. */
export const PDF_LIMITS = {
  maxFiles: 1,
  maxFileBytes: MAX_PDF_BYTES,
  maxBytes: dataUrlBytes(MAX_PDF_BYTES),
};
/** An image and a PDF. */
export const IMAGE_AND_PDF_LIMITS = {
  maxFiles: 2,
  maxFileBytes: MAX_PDF_BYTES,
  maxBytes: dataUrlBytes(MAX_IMAGE_BYTES + MAX_PDF_BYTES),
};

export const uploadRefusals = {
  413: errorResponse("A file over its limit (images 10 MB, PDFs 20 MB), or too many files"),
  415: errorResponse(
    "Not a form or JSON; or a file that is not an image we accept, or not a safe PDF",
  ),
};

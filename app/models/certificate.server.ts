/**
 * Certificates: a name (what lists call it: the admin table, the storefront's list), a title (its
 * heading), a description, an image, and a verification file (a checked PDF) or a verification
 * URL, in an order staff choose that the storefront's /certification follows. The Certificates
 * screen, its /api/bel twins and the storefront all read and write through this module; the
 * inputs are checked by app/schemas/certificate.ts before they get here.
 */
import type { z } from "zod";
import { certificates } from "../../db/schema";
import type { Actor } from "~/models/audit.server";
import { withNewFiles } from "~/models/content-files.server";
import { contentModel } from "~/models/content-model.server";
import { listAll, type OrderedList } from "~/models/ordered-content.server";
import { nextPosition, placeRow } from "~/models/ordering.server";
import { records } from "~/models/records.server";
import { thumbnailOf } from "~/models/uploads.server";
import {
  CERTIFICATE_NOT_FOUND,
  type CertificateCreateSchema,
  type CertificateUpdateSchema,
} from "~/schemas/certificate";
import type { UploadInput } from "~/storage.server";
import { badInput } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

export const CERTIFICATE_IMAGE_UPDATED = "Images updated successfully";
export const CERTIFICATE_FILE_DELETED = "Verification file deleted successfully";
export const NO_VERIFICATION_FILE = "This certificate has no verification file.";

type Row = typeof certificates.$inferSelect;

const list: OrderedList = {
  table: certificates,
  idColumn: certificates.id,
  positionColumn: certificates.position,
  nameColumn: certificates.name,
  searchColumns: [certificates.name, certificates.title, certificates.description],
  entity: "certificate",
  noun: "certificate",
  notFoundMessage: CERTIFICATE_NOT_FOUND,
};
const rows = records<Row>({ ...list, files: ["image", "file"] });

export type CertificateDetails = ReturnType<typeof details>;

function details(row: Row) {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    image: uploadUrl(row.image),
    thumbnail: thumbnailOf(row.image),
    file: uploadUrl(row.file),
    url: row.url,
    /** Its place in the display order (0 is the first), as the API's `index`. */
    index: row.position,
  };
}

/** Every certificate in display order: /certification, and the API's lists. */
export const listCertificates = () => listAll(list, details);

/** Add Certificate: it goes last in the order; the name and the title stand in for each other. */
export function createCertificate(actor: Actor, input: z.output<typeof CertificateCreateSchema>) {
  return withNewFiles(async (files) => {
    const image = await files.image("certificates", input.certificateImage, "certificateImage");
    const file = await files.pdf("certificates", input.certificateFile, "certificateFile");
    const name = input.name || input.title || "";
    const row = rows.create(
      actor,
      () => ({
        name,
        title: input.title || name,
        description: input.description ?? "",
        image: image ?? null,
        file: file ?? null,
        url: input.url ?? "",
        position: nextPosition(certificates, certificates.position),
      }),
      (row) => `Created certificate ${row.name}`,
    );
    return details(row);
  });
}

/**
 * Edit: a field left out keeps its value, an emptied one is cleared (an emptied name becomes the
 * title). A new file or image replaces the stored one (removed once the change has committed);
 * a URL given while a file is stored is the link the storefront shows (the URL first, then the
 * file), and the file stays until it is deleted.
 */
export function updateCertificate(
  actor: Actor,
  id: number,
  input: z.output<typeof CertificateUpdateSchema> & { certificateImage?: UploadInput },
) {
  rows.existing(id);
  return withNewFiles(async (files) => {
    const image = await files.image("certificates", input.certificateImage, "certificateImage");
    const file = await files.pdf("certificates", input.certificateFile, "certificateFile");
    const kept = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
    const row = await rows.change(
      actor,
      id,
      (before) => ({
        name: input.name === undefined ? before.name : input.name || input.title || before.title,
        title: input.title || before.title,
        description: kept(input.description, before.description) ?? "",
        url: kept(input.url, before.url) ?? "",
        image: image ?? before.image,
        file: file ?? before.file,
      }),
      (before, after) =>
        image
          ? `Changed the image of certificate ${before.name}`
          : `Updated certificate ${after.name}`,
      () => input.index !== undefined && placeRow({ ...list, id, index: input.index }),
    );
    return details(row);
  });
}

/** Deletes the verification file (the edit form then offers a file input again). */
export async function deleteCertificateFile(actor: Actor, id: number) {
  if (!rows.existing(id).file) throw badInput(NO_VERIFICATION_FILE, "certificateFile");
  const row = await rows.change(
    actor,
    id,
    () => ({ file: null }),
    (before) => `Deleted the verification file of certificate ${before.name}`,
  );
  return details(row);
}

/**
 * The certificates as the Certificates screen and their /api/bel endpoints read and write them:
 * a page of the table searched by name, title or description, one, add, edit, delete (named in
 * the log by its name) and move (in the order of /certification). docs/decisions.md: adding
 * one says "Certificate created successfully", where the original said "Category …".
 */
export const certificateContent = contentModel(list, rows, details, {
  create: createCertificate,
  update: updateCertificate,
  name: (row) => row.name,
  messages: {
    moved: "Certificate order updated",
    /** What the original shows when a certificate cannot be loaded for editing. */
    unreadable: "Something went wrong, failed to fetch certificate details",
  },
});

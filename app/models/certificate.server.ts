/**
 * Certificates: a name (what lists call it: the admin table, the storefront's list), a title (its
 * heading), a description, an image, and a verification file (a checked PDF) or a verification
 * URL, in an order staff choose that the storefront's /certification follows. The Certificates
 * screen, its /api/bel twins and the storefront all read and write through this module; the
 * inputs are checked by app/schemas/certificate.ts before they get here.
 */
import { asc, eq } from "drizzle-orm";
import { certificates } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { removeStored, withNewFiles } from "~/models/content-files.server";
import { listOrdered, moveOrdered, type OrderedList } from "~/models/ordered-content.server";
import { nextPosition, placeRow, type MoveDirection } from "~/models/ordering.server";
import { records } from "~/models/records.server";
import { thumbnailOf } from "~/models/uploads.server";
import { CERTIFICATE_NOT_FOUND } from "~/schemas/certificate";
import type { UploadInput } from "~/storage.server";
import { badInput } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

/** docs/decisions.md: the original toasts "Category created successfully" here. */
export const CERTIFICATE_CREATED = "Certificate created successfully";
export const CERTIFICATE_UPDATED = "Certificate updated successfully";
export const CERTIFICATE_IMAGE_UPDATED = "Images updated successfully";
export const CERTIFICATE_DELETED = "Certificate deleted successfully";
export const CERTIFICATE_FILE_DELETED = "Verification file deleted successfully";
export const CERTIFICATE_MOVED = "Certificate order updated";
/** What the original shows when a certificate cannot be loaded for editing. */
export const CERTIFICATE_FETCH_FAILED = "Something went wrong, failed to fetch certificate details";
export const NO_VERIFICATION_FILE = "This certificate has no verification file.";

type Row = typeof certificates.$inferSelect;

const placement = {
  table: certificates,
  idColumn: certificates.id,
  positionColumn: certificates.position,
};
const list: OrderedList = {
  ...placement,
  nameColumn: certificates.name,
  searchColumns: [certificates.name, certificates.title, certificates.description],
  entity: "certificate",
  noun: "certificate",
  notFoundMessage: CERTIFICATE_NOT_FOUND,
};
const { rowOf, existing, audit } = records<Row>({
  ...list,
  view: ({ name, title, description, image, file, url, position }) => {
    return { name, title, description, image, file, url, index: position };
  },
});

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

export function getCertificate(id: number) {
  const row = rowOf(id);
  return row ? details(row) : null;
}

/** Every certificate in display order: /certification, and the API's lists. */
export function listCertificates() {
  return db
    .select()
    .from(certificates)
    .orderBy(asc(certificates.position), asc(certificates.id))
    .all()
    .map(details);
}

/** A page of the Certificates table, searched by name, title or description. */
export function listCertificatePage(query: { q?: string; page?: number }) {
  const { rows, ...page } = listOrdered<Row>(list, query);
  return {
    ...page,
    rows: rows.map((r) => ({
      ...details(r),
      rowNumber: r.rowNumber,
      first: r.first,
      last: r.last,
    })),
  };
}

export type NewCertificate = {
  /** What lists call it; left out or empty, the title. */
  name?: string;
  /** Its heading; left out or empty, the name. */
  title?: string;
  description?: string;
  certificateImage?: UploadInput;
  certificateFile?: UploadInput;
  url?: string;
};

/** Add Certificate: it goes last in the order; the name and the title stand in for each other. */
export function createCertificate(actor: Actor, input: NewCertificate) {
  return withNewFiles(async (files) => {
    const image = await files.image("certificates", input.certificateImage, "certificateImage");
    const file = await files.pdf("certificates", input.certificateFile, "certificateFile");
    return db.transaction(() => {
      const name = input.name?.trim() || input.title?.trim() || "";
      const row = db
        .insert(certificates)
        .values({
          name,
          title: input.title?.trim() || name,
          description: input.description?.trim() ?? "",
          image: image ?? null,
          file: file ?? null,
          url: input.url?.trim() ?? "",
          position: nextPosition(certificates, certificates.position),
        })
        .returning()
        .get();
      audit(actor, row.id, `Created certificate ${row.name}`, null, row);
      return details(row);
    });
  });
}

export type CertificateChanges = {
  /** undefined keeps, null (or empty) names it by its title */
  name?: string | null;
  /** undefined (or empty) keeps */
  title?: string | null;
  /** undefined keeps, null clears */
  description?: string | null;
  certificateFile?: UploadInput;
  url?: string | null;
  /** A new place in the order (0 is the first). */
  index?: number;
};

/** `value` unless it was left out. */
const keep = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);

/**
 * Edit: a field left out keeps its value. A new file replaces the stored one (removed once the
 * change has committed); a URL given while a file is stored is the link the storefront shows
 * (the URL first, then the file), and the file stays until it is deleted.
 */
export async function updateCertificate(actor: Actor, id: number, input: CertificateChanges) {
  existing(id);
  const { before, after } = await withNewFiles(async (files) => {
    const file = await files.pdf("certificates", input.certificateFile, "certificateFile");
    return db.transaction(() => {
      const before = existing(id);
      const title = input.title?.trim() || before.title;
      db.update(certificates)
        .set({
          name: input.name === undefined ? before.name : input.name?.trim() || title,
          title,
          description: (keep(input.description, before.description) ?? "").trim(),
          url: (keep(input.url, before.url) ?? "").trim(),
          file: file ?? before.file,
        })
        .where(eq(certificates.id, id))
        .run();
      if (input.index !== undefined) placeRow({ ...placement, id, index: input.index });
      const after = rowOf(id)!;
      audit(actor, id, `Updated certificate ${after.name}`, before, after);
      return { before, after };
    });
  });
  if (after.file !== before.file) removeStored(before.file);
  return details(after);
}

/** The separate image update; the old renditions go after the commit. */
export async function updateCertificateImage(actor: Actor, id: number, image: UploadInput) {
  existing(id);
  const { before, after } = await withNewFiles(async (files) => {
    const saved = await files.image("certificates", image, "certificateImage");
    return db.transaction(() => {
      const before = existing(id);
      db.update(certificates).set({ image: saved }).where(eq(certificates.id, id)).run();
      const after = rowOf(id)!;
      audit(actor, id, `Changed the image of certificate ${before.name}`, before, after);
      return { before, after };
    });
  });
  removeStored(before.image);
  return details(after);
}

/** Deletes the verification file (the edit form then offers a file input again). */
export function deleteCertificateFile(actor: Actor, id: number) {
  const before = existing(id);
  if (!before.file) throw badInput(NO_VERIFICATION_FILE, "certificateFile");
  const after = db.transaction(() => {
    db.update(certificates).set({ file: null }).where(eq(certificates.id, id)).run();
    const after = rowOf(id)!;
    audit(actor, id, `Deleted the verification file of certificate ${before.name}`, before, after);
    return after;
  });
  removeStored(before.file);
  return details(after);
}

export function deleteCertificate(actor: Actor, id: number) {
  const before = existing(id);
  db.transaction(() => {
    db.delete(certificates).where(eq(certificates.id, id)).run();
    audit(actor, id, `Deleted certificate ${before.name}`, before);
  });
  removeStored(before.image, before.file);
  return details(before);
}

/** Moves a certificate up or down the order of /certification, past the next one `q` selects. */
export function moveCertificate(actor: Actor, id: number, direction: MoveDirection, q?: string) {
  moveOrdered(list, actor, id, direction, q);
}

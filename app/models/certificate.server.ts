/**
 * Certificates as staff keep them: a name (what lists call it: the admin table, the storefront's
 * list), a title (its heading), a description, an image, and a verification file (a checked PDF)
 * or a verification URL, in an order staff choose that the storefront's /certification follows.
 * The storefront's reads are in content.server.ts.
 */
import { asc, eq, sql } from "drizzle-orm";
import { certificates } from "../../db/schema";
import { ADMIN_PAGE_SIZE } from "~/constants";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { moveRow, nextPosition, placeRow, type MoveDirection } from "~/models/ordering.server";
import { likePattern, pageOf } from "~/models/paging.server";
import { renditionsOf, thumbnailOf } from "~/models/uploads.server";
import { CERTIFICATE_NOT_FOUND, TITLE_MISSING } from "~/schemas/certificate";
import { isEmptyUpload, storage, type StoredImage, type UploadInput } from "~/storage.server";
import { badInput, notFound } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

/**
 * The original toasted "Category created successfully" here (docs/decisions.md, Wording corrected).
 */
export const CERTIFICATE_CREATED = "Certificate created successfully";
export const CERTIFICATE_UPDATED = "Certificate updated successfully";
export const CERTIFICATE_IMAGE_UPDATED = "Images updated successfully";
export const CERTIFICATE_DELETED = "Certificate deleted successfully";
export const CERTIFICATE_FILE_DELETED = "Verification file deleted successfully";
export const CERTIFICATE_MOVED = "Certificate order updated";
/** When a certificate cannot be loaded for editing (docs/admin.md, How the screens work). */
export const CERTIFICATE_FETCH_FAILED = "Something went wrong, failed to fetch certificate details";
export const NO_VERIFICATION_FILE = "This certificate has no verification file.";

type CertificateRow = typeof certificates.$inferSelect;

function certificateRow(id: number): CertificateRow | null {
  return db.select().from(certificates).where(eq(certificates.id, id)).get() ?? null;
}

export type CertificateDetails = {
  id: number;
  name: string;
  title: string;
  description: string;
  image: string | null;
  thumbnail: string | null;
  file: string | null;
  url: string;
  /** Its place in the display order (0 is the first), as the public API's `index`. */
  index: number;
};

function details(row: CertificateRow): CertificateDetails {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    image: uploadUrl(row.image),
    thumbnail: thumbnailOf(row.image),
    file: uploadUrl(row.file),
    url: row.url,
    index: row.position,
  };
}

export function getCertificate(id: number): CertificateDetails | null {
  const row = certificateRow(id);
  return row ? details(row) : null;
}

/** Every certificate in display order (the staff API's list). */
export function listAllCertificates(): CertificateDetails[] {
  return db
    .select()
    .from(certificates)
    .orderBy(asc(certificates.position), asc(certificates.id))
    .all()
    .map(details);
}

/** The certificates whose name, title or description holds `q` (all of them when it is empty). */
function searched(q?: string) {
  const term = q?.trim().toLowerCase() ?? "";
  if (!term) return sql``;
  const pattern = likePattern(term);
  return sql`WHERE lower(c.name) LIKE ${pattern} ESCAPE '\\' OR lower(c.title) LIKE ${pattern} ESCAPE '\\' OR lower(c.description) LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * One page of the Certificates table in display order, searched by name, title or description;
 * `first`/`last` say whether a row can move up or down past a row the table shows (a searched
 * table moves a row past its neighbour there: see {@link moveCertificate}).
 */
export function listCertificatePage({ q, page }: { q?: string; page?: number } = {}) {
  const from = sql`
    FROM (SELECT c.*, row_number() OVER (ORDER BY c.position, c.id) AS rank,
                 count(*) OVER () AS size
          FROM certificates c ${searched(q)}) r`;
  const total = db.get<{ n: number }>(sql`SELECT count(*) AS n ${from}`)?.n ?? 0;
  const paging = pageOf(total, page, ADMIN_PAGE_SIZE);
  const rows = db.all<CertificateRow & { rank: number; size: number }>(sql`
    SELECT r.id, r.name, r.title, r.description, r.image, r.file, r.url, r.position, r.rank, r.size
    ${from} ORDER BY r.rank LIMIT ${paging.pageSize} OFFSET ${paging.offset}`);
  return {
    ...paging,
    total,
    q: q?.trim() ?? "",
    rows: rows.map((r, i) => ({
      ...details(r),
      rowNumber: paging.offset + i + 1,
      first: r.rank === 1,
      last: r.rank === r.size,
    })),
  };
}

type StoredFiles = { image?: StoredImage; file?: string };

/** Saves the uploads of a request before its transaction; `discard` removes them again. */
async function saveUploads(input: {
  certificateImage?: UploadInput;
  certificateFile?: UploadInput;
}) {
  const saved: StoredFiles = {};
  try {
    if (!isEmptyUpload(input.certificateImage)) {
      saved.image = await storage.saveImage("certificates", input.certificateImage!, {
        field: "certificateImage",
      });
    }
    if (!isEmptyUpload(input.certificateFile)) {
      saved.file = await storage.savePdf("certificates", input.certificateFile!, {
        field: "certificateFile",
      });
    }
  } catch (error) {
    discard(saved);
    throw error;
  }
  return saved;
}

function discard(saved: StoredFiles) {
  if (saved.image) storage.removeImages(saved.image);
  if (saved.file) storage.remove(saved.file);
}

export type NewCertificate = {
  /** What lists call it; left out or empty, the title. */
  name?: string;
  /** Its heading; left out or empty, the name. One of the two is needed. */
  title?: string;
  description?: string;
  certificateImage?: UploadInput;
  certificateFile?: UploadInput;
  url?: string;
};

/**
 * Add Certificate (the schema has checked the form's rules); it goes last in the order.
 * The name and the title stand in for each other, so a client that sends one of them still works.
 */
export async function createCertificate(actor: Actor, input: NewCertificate) {
  const name = input.name?.trim() ?? "";
  const title = input.title?.trim() ?? "";
  if (!name && !title) throw badInput(TITLE_MISSING, "title");
  if (!isEmptyUpload(input.certificateFile) && input.url) {
    throw badInput("Please provide only a file or a URL, not both.", "url");
  }
  const saved = await saveUploads(input);
  try {
    return db.transaction(() => {
      const row = db
        .insert(certificates)
        .values({
          name: name || title,
          title: title || name,
          description: input.description?.trim() ?? "",
          image: saved.image?.file ?? null,
          file: saved.file ?? null,
          url: input.url?.trim() ?? "",
          position: nextPosition(certificates, certificates.position),
        })
        .returning()
        .get();
      audit(actor, {
        action: "create",
        entity: "certificate",
        entityId: row.id,
        summary: `Created certificate ${row.name}`,
        after: { name: row.name, title: row.title, image: row.image, file: row.file, url: row.url },
      });
      return details(row);
    });
  } catch (error) {
    discard(saved);
    throw error;
  }
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

/**
 * Edit: name, title, description, and the verification file or URL. A new file replaces the stored
 * one (removed once the change has committed); a URL given while a file is stored is the link
 * the storefront shows (url first, then the file), and the file stays until it is deleted.
 */
export async function updateCertificate(actor: Actor, id: number, input: CertificateChanges) {
  const current = certificateRow(id);
  if (!current) throw notFound(CERTIFICATE_NOT_FOUND);
  if (!isEmptyUpload(input.certificateFile) && input.url) {
    throw badInput("Please provide only a file or a URL, not both.", "url");
  }
  const saved = await saveUploads({ certificateFile: input.certificateFile });
  try {
    const updated = db.transaction(() => {
      const title = input.title?.trim() || current.title;
      const changes = {
        name: input.name === undefined ? current.name : input.name?.trim() || title,
        title,
        description:
          input.description === undefined ? current.description : (input.description ?? "").trim(),
        url: input.url === undefined ? current.url : (input.url ?? "").trim(),
        file: saved.file ?? current.file,
      };
      db.update(certificates).set(changes).where(eq(certificates.id, id)).run();
      if (input.index !== undefined) {
        placeRow({
          table: certificates,
          id,
          idColumn: certificates.id,
          positionColumn: certificates.position,
          index: input.index,
        });
      }
      const row = certificateRow(id)!;
      audit(actor, {
        action: "update",
        entity: "certificate",
        entityId: id,
        summary: `Updated certificate ${row.name}`,
        before: {
          name: current.name,
          title: current.title,
          description: current.description,
          url: current.url,
          file: current.file,
          position: current.position,
        },
        after: { ...changes, position: row.position },
      });
      return details(row);
    });
    if (saved.file && current.file) storage.remove(current.file);
    return updated;
  } catch (error) {
    discard(saved);
    throw error;
  }
}

/** The separate image update; the old renditions go after the commit. */
export async function updateCertificateImage(actor: Actor, id: number, image: UploadInput) {
  const current = certificateRow(id);
  if (!current) throw notFound(CERTIFICATE_NOT_FOUND);
  const saved = await storage.saveImage("certificates", image, { field: "certificateImage" });
  try {
    const updated = db.transaction(() => {
      db.update(certificates).set({ image: saved.file }).where(eq(certificates.id, id)).run();
      audit(actor, {
        action: "update",
        entity: "certificate",
        entityId: id,
        summary: `Changed the image of certificate ${current.name}`,
        before: { image: current.image },
        after: { image: saved.file },
      });
      return details(certificateRow(id)!);
    });
    storage.remove(...renditionsOf(current.image));
    return updated;
  } catch (error) {
    storage.removeImages(saved);
    throw error;
  }
}

/** Deletes the verification file (the edit form then offers a file input again). */
export function deleteCertificateFile(actor: Actor, id: number) {
  const current = certificateRow(id);
  if (!current) throw notFound(CERTIFICATE_NOT_FOUND);
  if (!current.file) throw badInput(NO_VERIFICATION_FILE, "certificateFile");
  const updated = db.transaction(() => {
    db.update(certificates).set({ file: null }).where(eq(certificates.id, id)).run();
    audit(actor, {
      action: "update",
      entity: "certificate",
      entityId: id,
      summary: `Deleted the verification file of certificate ${current.name}`,
      before: { file: current.file },
      after: { file: null },
    });
    return details(certificateRow(id)!);
  });
  storage.remove(current.file);
  return updated;
}

export function deleteCertificate(actor: Actor, id: number) {
  const current = certificateRow(id);
  if (!current) throw notFound(CERTIFICATE_NOT_FOUND);
  db.transaction(() => {
    db.delete(certificates).where(eq(certificates.id, id)).run();
    audit(actor, {
      action: "delete",
      entity: "certificate",
      entityId: id,
      summary: `Deleted certificate ${current.name}`,
      before: {
        name: current.name,
        title: current.title,
        image: current.image,
        file: current.file,
        url: current.url,
      },
    });
  });
  storage.remove(...renditionsOf(current.image), current.file);
  return { id, name: current.name, title: current.title };
}

/**
 * Moves a certificate one place up or down in the order /certification shows. From a table
 * searched for `q`, it moves past the nearest certificate the search shows, so the table
 * changes as the click said, whatever lies between the two in the whole list.
 */
export function moveCertificate(actor: Actor, id: number, direction: MoveDirection, q?: string) {
  const current = certificateRow(id);
  if (!current) throw notFound(CERTIFICATE_NOT_FOUND);
  return db.transaction(() => {
    const among = q?.trim()
      ? new Set(
          db
            .all<{ id: number }>(sql`SELECT c.id FROM certificates c ${searched(q)}`)
            .map((r) => r.id),
        )
      : undefined;
    const moved = moveRow({
      table: certificates,
      id,
      idColumn: certificates.id,
      positionColumn: certificates.position,
      direction,
      among,
    });
    if (!moved) {
      throw badInput(`“${current.name}” is already ${direction === "up" ? "first" : "last"}.`);
    }
    audit(actor, {
      action: "move",
      entity: "certificate",
      entityId: id,
      summary: `Moved certificate ${current.name} ${direction}`,
    });
    return CERTIFICATE_MOVED;
  });
}

/**
 * Cable know-how guides (the technical library's third tab): a title, a description, a picture
 * (knowImage) and the guide itself as a PDF (knowFile), in an order staff choose. Files go
 * through the upload store's checks (app/storage.server.ts) like product images and datasheets.
 */
import { eq } from "drizzle-orm";
import { knowHow } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { NewFiles, removeStored } from "~/models/content-files.server";
import { thumbnailOf } from "~/models/uploads.server";
import { listOrdered, moveOrdered, type OrderedList } from "~/models/ordered-content.server";
import { nextPosition, placeRow, type MoveDirection } from "~/models/ordering.server";
import { KNOW_HOW_NOT_FOUND, KNOW_HOW_PDF_REQUIRED } from "~/schemas/content";
import type { UploadInput } from "~/storage.server";
import { badInput, notFound } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

export { KNOW_HOW_NOT_FOUND };
export const KNOW_HOW_CREATED = "Know-how guide created successfully";
export const KNOW_HOW_UPDATED = "Know-how guide updated successfully";
export const KNOW_HOW_DELETED = "Know-how guide deleted successfully";

type Row = typeof knowHow.$inferSelect;

export type StaffKnowHow = {
  id: number;
  title: string;
  description: string;
  /** Public addresses (null when there is none). */
  image: string | null;
  thumbnail: string | null;
  file: string | null;
  index: number;
  createdAt: Date;
};

function toGuide(row: Row): StaffKnowHow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: uploadUrl(row.image),
    thumbnail: thumbnailOf(row.image),
    file: uploadUrl(row.file),
    index: row.position,
    createdAt: row.createdAt,
  };
}

const placement = { table: knowHow, idColumn: knowHow.id, positionColumn: knowHow.position };
const list: OrderedList = {
  ...placement,
  nameColumn: knowHow.title,
  searchColumns: [knowHow.title],
  entity: "know_how",
  noun: "know-how guide",
  notFoundMessage: KNOW_HOW_NOT_FOUND,
};
const FOLDER = "know-how";

export function listKnowHowGuides(query: { q?: string; page?: number } = {}) {
  const { rows, ...page } = listOrdered(list, query, toGuide);
  return { ...page, guides: rows };
}

const rowOf = (id: number) => db.select().from(knowHow).where(eq(knowHow.id, id)).get() ?? null;

export function getKnowHow(id: number): StaffKnowHow | null {
  const row = rowOf(id);
  return row ? toGuide(row) : null;
}

export type KnowHowWrite = {
  title: string;
  description: string;
  knowImage?: UploadInput;
  knowFile?: UploadInput;
  removeImage?: boolean;
  index?: number;
};

const view = (r: Row) => ({
  title: r.title,
  description: r.description,
  image: r.image,
  file: r.file,
  index: r.position,
});

export async function createKnowHow(actor: Actor, input: KnowHowWrite): Promise<StaffKnowHow> {
  const files = new NewFiles();
  try {
    const image = await files.image(FOLDER, input.knowImage, "knowImage");
    const file = await files.pdf(FOLDER, input.knowFile, "knowFile");
    // The PDF is the guide: an empty file part (or an empty data URL) is none.
    if (!file) throw badInput(KNOW_HOW_PDF_REQUIRED, "knowFile");
    return db.transaction(() => {
      const row = db
        .insert(knowHow)
        .values({
          title: input.title,
          description: input.description,
          image: image ?? null,
          file,
          position: nextPosition(knowHow, knowHow.position),
        })
        .returning()
        .get();
      if (input.index !== undefined) placeRow({ ...placement, id: row.id, index: input.index });
      audit(actor, {
        action: "create",
        entity: "know_how",
        entityId: row.id,
        summary: `Created know-how guide ${row.title}`,
        after: view(rowOf(row.id)!),
      });
      return getKnowHow(row.id)!;
    });
  } catch (error) {
    files.discard();
    throw error;
  }
}

/** Edits a guide; a file sent replaces the old one (removed once the change has committed). */
export async function updateKnowHow(
  actor: Actor,
  id: number,
  input: KnowHowWrite,
): Promise<StaffKnowHow> {
  if (!rowOf(id)) throw notFound(KNOW_HOW_NOT_FOUND);
  const files = new NewFiles();
  let replaced: (string | null)[] = [];
  let result: StaffKnowHow;
  try {
    const image = await files.image(FOLDER, input.knowImage, "knowImage");
    const file = await files.pdf(FOLDER, input.knowFile, "knowFile");
    result = db.transaction(() => {
      const before = rowOf(id);
      if (!before) throw notFound(KNOW_HOW_NOT_FOUND);
      const nextImage = image ?? (input.removeImage ? null : before.image);
      const nextFile = file ?? before.file;
      db.update(knowHow)
        .set({
          title: input.title,
          description: input.description,
          image: nextImage,
          file: nextFile,
        })
        .where(eq(knowHow.id, id))
        .run();
      if (input.index !== undefined) placeRow({ ...placement, id, index: input.index });
      const after = rowOf(id)!;
      audit(actor, {
        action: "update",
        entity: "know_how",
        entityId: id,
        summary: `Updated know-how guide ${after.title}`,
        before: view(before),
        after: view(after),
      });
      replaced = [
        before.image !== nextImage ? before.image : null,
        before.file !== nextFile ? before.file : null,
      ];
      return toGuide(after);
    });
  } catch (error) {
    files.discard();
    throw error;
  }
  removeStored(...replaced);
  return result;
}

export function deleteKnowHow(actor: Actor, id: number): StaffKnowHow {
  const row = db.transaction(() => {
    const before = rowOf(id);
    if (!before) throw notFound(KNOW_HOW_NOT_FOUND);
    db.delete(knowHow).where(eq(knowHow.id, id)).run();
    audit(actor, {
      action: "delete",
      entity: "know_how",
      entityId: id,
      summary: `Deleted know-how guide ${before.title}`,
      before: view(before),
    });
    return before;
  });
  removeStored(row.image, row.file);
  return toGuide(row);
}

/** Moves a guide one place up or down, past the next one `q` selects (ordered-content.server.ts). */
export function moveKnowHow(actor: Actor, id: number, direction: MoveDirection, q?: string) {
  moveOrdered(list, actor, id, direction, q);
}

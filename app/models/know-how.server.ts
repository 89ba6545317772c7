/**
 * Cable know-how guides (the technical library's third tab): a title, a description, a picture
 * (knowImage) and the guide itself as a PDF (knowFile), in an order staff choose. Files go
 * through the upload store's checks (app/storage.server.ts) like product images and datasheets.
 */
import { knowHow } from "../../db/schema";
import type { Actor } from "~/models/audit.server";
import { withNewFiles } from "~/models/content-files.server";
import { thumbnailOf } from "~/models/uploads.server";
import { contentModel } from "~/models/content-model.server";
import type { OrderedList } from "~/models/ordered-content.server";
import { nextPosition, placeRow } from "~/models/ordering.server";
import { records } from "~/models/records.server";
import { KNOW_HOW_NOT_FOUND, KNOW_HOW_PDF_REQUIRED } from "~/schemas/content";
import type { UploadInput } from "~/storage.server";
import { badInput } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

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

const list: OrderedList = {
  table: knowHow,
  idColumn: knowHow.id,
  positionColumn: knowHow.position,
  nameColumn: knowHow.title,
  searchColumns: [knowHow.title],
  entity: "know_how",
  noun: "know-how guide",
  notFoundMessage: KNOW_HOW_NOT_FOUND,
};
const rows = records<Row>({ ...list, files: ["image", "file"] });
const FOLDER = "know-how";

export type KnowHowWrite = {
  title: string;
  description: string;
  knowImage?: UploadInput;
  knowFile?: UploadInput;
  removeImage?: boolean;
  index?: number;
};

/** A new guide goes last, or at `index`; the PDF is the guide, so it is required. */
export function createKnowHow(actor: Actor, input: KnowHowWrite): Promise<StaffKnowHow> {
  return withNewFiles(async (files) => {
    const image = await files.image(FOLDER, input.knowImage, "knowImage");
    const file = await files.pdf(FOLDER, input.knowFile, "knowFile");
    // An empty file part (or an empty data URL) is none.
    if (!file) throw badInput(KNOW_HOW_PDF_REQUIRED, "knowFile");
    const row = rows.create(
      actor,
      () => ({
        title: input.title,
        description: input.description,
        image: image ?? null,
        file,
        position: nextPosition(knowHow, knowHow.position),
      }),
      (row) => `Created know-how guide ${row.title}`,
      (row) => input.index !== undefined && placeRow({ ...list, id: row.id, index: input.index }),
    );
    return toGuide(row);
  });
}

/** Edits a guide; a file sent replaces the old one (removed once the change has committed). */
export function updateKnowHow(
  actor: Actor,
  id: number,
  input: KnowHowWrite,
): Promise<StaffKnowHow> {
  rows.existing(id);
  return withNewFiles(async (files) => {
    const image = await files.image(FOLDER, input.knowImage, "knowImage");
    const file = await files.pdf(FOLDER, input.knowFile, "knowFile");
    const row = await rows.change(
      actor,
      id,
      (before) => ({
        title: input.title,
        description: input.description,
        image: image ?? (input.removeImage ? null : before.image),
        file: file ?? before.file,
      }),
      (_, after) => `Updated know-how guide ${after.title}`,
      () => input.index !== undefined && placeRow({ ...list, id, index: input.index }),
    );
    return toGuide(row);
  });
}

/** The guides as the Cable Know-How screen and their /api/bel endpoints read and write them. */
export const knowHowContent = contentModel(list, rows, toGuide, {
  create: createKnowHow,
  update: updateKnowHow,
});

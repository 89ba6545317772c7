/**
 * Cable know-how guides (the technical library's third tab): a title, a description, a picture
 * (knowImage) and the guide itself as a PDF (knowFile), in an order staff choose. Files go
 * through the upload store's checks (app/storage.server.ts) like product images and datasheets.
 */
import { knowHow } from "../../db/schema";
import type { Actor } from "~/models/audit.server";
import { withNewFiles } from "~/models/content-files.server";
import { pictureOf } from "~/models/uploads.server";
import { contentModel, contentView, editedContent } from "~/models/content-model.server";
import { titledList } from "~/models/ordered-content.server";
import { nextPosition, placeRow } from "~/models/ordering.server";
import { records } from "~/models/records.server";
import { KNOW_HOW_NOT_FOUND, KNOW_HOW_PDF_REQUIRED } from "~/schemas/content";
import type { UploadInput } from "~/storage.server";
import { badInput } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

type Row = typeof knowHow.$inferSelect;

export type StaffKnowHow = ReturnType<typeof toGuide>;

/** Its files as public addresses (null when there is none). */
function toGuide(row: Row) {
  return { ...contentView(row), ...pictureOf(row.image), file: uploadUrl(row.file) };
}

/** The guides in the order staff choose. */
export const knowHowList = titledList(knowHow, {
  entity: "know_how",
  noun: "know-how guide",
  notFoundMessage: KNOW_HOW_NOT_FOUND,
});
const rows = records<Row>({ ...knowHowList, files: ["image", "file"] });
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
      (row) =>
        input.index !== undefined && placeRow({ ...knowHowList, id: row.id, index: input.index }),
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
        ...editedContent(input, image, before),
        file: file ?? before.file,
      }),
      (_, after) => `Updated know-how guide ${after.title}`,
      () => input.index !== undefined && placeRow({ ...knowHowList, id, index: input.index }),
    );
    return toGuide(row);
  });
}

/** The guides as the Cable Know-How screen and their /api/bel endpoints read and write them. */
export const knowHowContent = contentModel(knowHowList, rows, toGuide, {
  create: createKnowHow,
  update: updateKnowHow,
});

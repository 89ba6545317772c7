/**
 * The files of certificates, know-how guides and blog posts: their rows keep the main file of an image
 * (the largest WebP rendition) or a PDF's path. New files are saved before the database write
 * and removed again if it fails; replaced files are removed only once it has committed.
 */
import { renditionsOf } from "~/models/uploads.server";
import { isEmptyUpload, storage, type UploadFolder, type UploadInput } from "~/storage.server";

/** Removes stored files (all renditions of images); call after the write has committed. */
export async function removeStored(...files: (string | null | undefined)[]) {
  await storage.remove(...files.flatMap((f) => (f ? renditionsOf(f) : [])));
}

/** Files saved for one write, so a failed write can take them back. */
export class NewFiles {
  private saved: string[] = [];

  /** Saves an image when one was sent (an empty file input is none); its main file's path. */
  async image(folder: UploadFolder, input: UploadInput | undefined, field: string) {
    if (isEmptyUpload(input)) return undefined;
    const image = await storage.saveImage(folder, input!, { field });
    this.saved.push(...image.variants.map((v) => v.file), image.file);
    return image.file;
  }

  /** Saves a PDF when one was sent; its path. */
  async pdf(folder: UploadFolder, input: UploadInput | undefined, field: string) {
    if (isEmptyUpload(input)) return undefined;
    const file = await storage.savePdf(folder, input!, { field });
    this.saved.push(file);
    return file;
  }

  /** Removes what this write saved (it failed). */
  async discard() {
    const saved = this.saved;
    this.saved = [];
    await storage.remove(...saved);
  }
}

/** Runs a write with the files it saves; when it fails, they are removed again. */
export async function withNewFiles<T>(write: (files: NewFiles) => Promise<T>): Promise<T> {
  const files = new NewFiles();
  try {
    return await write(files);
  } catch (error) {
    await files.discard();
    throw error;
  }
}

/**
 * Pictures uploaded as a ZIP beside a catalogue CSV (docs/admin.md, Catalogue CSV): the CSV's
 * `images` cells may name the ZIP's files (by their name without folders), which are checked by
 * their content and stored like any upload (storage.saveImage: decoded, re-encoded as WebP
 * renditions under a generated name).
 *
 * The archive is read with yauzl and trusted in nothing:
 *   - at most CATALOGUE_ZIP_MAX_ENTRIES entries, else it is refused whole;
 *   - an entry's bytes are counted as they are inflated, and reading stops past MAX_IMAGE_BYTES
 *     (the limit of any picture) or past CATALOGUE_ZIP_MAX_INFLATED for the whole archive,
 *     whatever sizes its headers declare (yauzl's own check of the declared size comes on top);
 *   - an entry whose path is absolute or climbs out (`..`, a drive letter, a backslash) is
 *     ignored, as are folders and the files Finder adds (`__MACOSX/`, `._name`);
 *   - two entries with the same name in different folders make that name ambiguous: an error
 *     where the CSV names it.
 */
import path from "node:path";
import type yauzl from "yauzl";
import { MAX_IMAGE_BYTES } from "~/constants";
import { checkImage, IMAGE_KINDS } from "~/storage.server";
import { badInput, DomainError } from "~/utils/domain-error";

export const CATALOGUE_ZIP_MAX_BYTES = 40 * 1024 * 1024;
export const CATALOGUE_ZIP_MAX_ENTRIES = 2_000;
/** What the whole archive may inflate to. */
export const CATALOGUE_ZIP_MAX_INFLATED = 400 * 1024 * 1024;

export const NOT_ZIP = "The images file is not a ZIP archive";
export const ZIP_TOO_LARGE = `The ZIP file is larger than ${CATALOGUE_ZIP_MAX_BYTES / 1024 / 1024} MB`;
export const ZIP_TOO_MANY = `The ZIP file has more than ${CATALOGUE_ZIP_MAX_ENTRIES.toLocaleString("en-GB")} entries`;
export const ZIP_TOO_MUCH = `The ZIP file inflates to more than ${CATALOGUE_ZIP_MAX_INFLATED / 1024 / 1024} MB`;
const ENTRY_TOO_LARGE = `larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;

/** A picture of the archive by its name: what is wrong with it (null: a picture we accept). */
export type ZipPicture = { problem: string | null };

/** An archive opened on its file, its usable entries by name (null: the name is ambiguous). */
export type ImageZip = {
  names: Map<string, yauzl.Entry | null>;
  /** The entry's bytes, bounded as above. */
  read(name: string): Promise<Uint8Array>;
  close(): void;
};

const IGNORED = /(^|\/)(__MACOSX\/|\._)/;

/** Opens the archive stored at `file`; a 400/413 DomainError when it is no usable ZIP. */
export async function openImageZip(file: string): Promise<ImageZip> {
  // yauzl loaded with the first archive, not at start (docs/deploy.md, "Memory").
  const { default: yauzl } = await import("yauzl");
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, decodeStrings: false, autoClose: false }, (e, z) =>
        e ? reject(e) : resolve(z),
      ),
    );
  } catch {
    throw badInput(NOT_ZIP);
  }
  if (zip.entryCount > CATALOGUE_ZIP_MAX_ENTRIES) {
    zip.close();
    throw new DomainError(413, ZIP_TOO_MANY);
  }
  const names = new Map<string, yauzl.Entry | null>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: yauzl.Entry) => {
        const raw = entry.fileName as unknown as Buffer;
        const name = raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? "utf8" : "latin1");
        const usable =
          !name.endsWith("/") && yauzl.validateFileName(name) === null && !IGNORED.test(name);
        if (usable) {
          const base = path.posix.basename(name);
          names.set(base, names.has(base) ? null : entry);
        }
        zip.readEntry();
      });
      zip.on("end", resolve);
      zip.on("error", reject);
      zip.readEntry();
    });
  } catch {
    zip.close();
    throw badInput(NOT_ZIP);
  }
  let inflated = 0;
  const read = async (name: string) => {
    const entry = names.get(name);
    if (!entry) throw badInput("no such file in the ZIP");
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (e, s) => (e ? reject(badInput(NOT_ZIP)) : resolve(s))),
    );
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        inflated += chunk.byteLength;
        if (size > MAX_IMAGE_BYTES) throw new DomainError(413, ENTRY_TOO_LARGE);
        if (inflated > CATALOGUE_ZIP_MAX_INFLATED) throw new DomainError(413, ZIP_TOO_MUCH);
        chunks.push(chunk);
      }
    } catch (error) {
      (stream as unknown as { destroy?: () => void }).destroy?.();
      if (error instanceof DomainError) throw error;
      throw badInput("the ZIP entry is damaged");
    }
    return new Uint8Array(Buffer.concat(chunks));
  };
  return { names, read, close: () => zip.close() };
}

/**
 * Every usable picture of the archive checked by its content, as an upload is (without storing
 * it): name → what is wrong with it, or null. A refusal of the archive as a whole (too many
 * entries, inflating too far, not a ZIP) is thrown.
 */
export async function checkZipPictures(file: string): Promise<Map<string, ZipPicture>> {
  const zip = await openImageZip(file);
  const pictures = new Map<string, ZipPicture>();
  try {
    for (const [name, entry] of zip.names) {
      if (entry === null) {
        pictures.set(name, { problem: "two files in the ZIP have this name" });
        continue;
      }
      try {
        await checkImage(await zip.read(name), {});
        pictures.set(name, { problem: null });
      } catch (error) {
        if (error instanceof DomainError && error.message === ZIP_TOO_MUCH) throw error;
        if (!(error instanceof DomainError)) throw error;
        pictures.set(name, {
          problem: error.status === 415 ? `not a picture (${IMAGE_KINDS})` : error.message,
        });
      }
    }
  } finally {
    zip.close();
  }
  return pictures;
}

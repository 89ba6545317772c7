/**
 * Uploaded files: checked by content, re-encoded (images) or verified (PDFs), stored under
 * generated names below one folder, and resolved back only through a strict pattern, so no path
 * built from a request can reach outside that folder.
 *
 * Stored paths look like `products/3f9c0a…e1-640.webp` or `datasheets/7b1e…90.pdf`.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp, { type OutputInfo } from "sharp";

export const UPLOAD_FOLDERS = [
  "products",
  "categories",
  "certificates",
  "datasheets",
  "know-how",
  "blog",
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Widths of the stored renditions; the largest one that fits the original is the main file. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
/** Formats accepted from uploads (sharp's names); all are decoded and re-encoded as WebP. */
const IMAGE_FORMATS: string[] = ["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"];

const STORED_PATH = new RegExp(
  `^(${UPLOAD_FOLDERS.join("|")})/[0-9a-f]{24}(-[0-9]{2,4})?\\.(webp|pdf)$`,
);

export const CONTENT_TYPES = { webp: "image/webp", pdf: "application/pdf" } as const;

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadError";
  }
}

export type StoredImage = {
  publicId: string;
  file: string;
  width: number;
  height: number;
  variants: { width: number; height: number; file: string }[];
};

export function newPublicId() {
  return randomBytes(12).toString("hex");
}

export function createStorage(root: string) {
  const absolute = path.resolve(root);

  function write(relative: string, data: Uint8Array) {
    const target = path.join(absolute, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data, { flag: "wx" });
  }

  return {
    root: absolute,

    /**
     * Decodes the bytes as an image (by content, not name), strips metadata, applies the EXIF
     * orientation and stores WebP renditions in IMAGE_WIDTHS no wider than the original.
     */
    async saveImage(
      folder: UploadFolder,
      data: Uint8Array,
      options: { allowSvg?: boolean } = {},
    ): Promise<StoredImage> {
      if (data.byteLength > MAX_IMAGE_BYTES) throw new UploadError("Image is larger than 10 MB");
      const accepted = options.allowSvg ? [...IMAGE_FORMATS, "svg"] : IMAGE_FORMATS;
      let format: string | undefined;
      try {
        format = (await sharp(data).metadata()).format;
      } catch {
        format = undefined;
      }
      if (!format || !accepted.includes(format)) {
        throw new UploadError(
          "The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF)",
        );
      }
      let decoded: { data: Buffer; info: OutputInfo };
      try {
        decoded = await sharp(data, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          // Product pictures sit on white; dropping alpha also makes encoding a fifth faster.
          .flatten({ background: "#ffffff" })
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new UploadError("The file is not an image we can read");
      }
      const { width, height, channels } = decoded.info;
      const raw = { raw: { width, height, channels } };
      const widths = IMAGE_WIDTHS.filter((w) => w <= width);
      if (widths.length === 0) widths.push(IMAGE_WIDTHS[0]);
      const publicId = newPublicId();
      const variants = await Promise.all(
        widths.map(async (w) => {
          const out = await sharp(decoded.data, raw)
            .resize({ width: Math.min(w, width), withoutEnlargement: true })
            .webp({ quality: 80, effort: 2 })
            .toBuffer({ resolveWithObject: true });
          const file = `${folder}/${publicId}-${w}.webp`;
          write(file, out.data);
          return { width: out.info.width, height: out.info.height, file };
        }),
      );
      const main = variants[variants.length - 1];
      return { publicId, file: main.file, width: main.width, height: main.height, variants };
    },

    /** A copy of stored renditions under a new public id (the demo seed reuses drawings). */
    copyImage(image: StoredImage): StoredImage {
      const publicId = newPublicId();
      const variants = image.variants.map((v) => {
        const file = v.file.replace(image.publicId, publicId);
        fs.copyFileSync(
          path.join(absolute, v.file),
          path.join(absolute, file),
          fs.constants.COPYFILE_EXCL,
        );
        return { ...v, file };
      });
      return { ...image, publicId, file: image.file.replace(image.publicId, publicId), variants };
    },

    /** Stores the bytes if they are a PDF that parses; returns the stored path. */
    async savePdf(folder: UploadFolder, data: Uint8Array): Promise<string> {
      if (data.byteLength > MAX_PDF_BYTES) throw new UploadError("PDF is larger than 20 MB");
      const head = Buffer.from(data.subarray(0, 5)).toString("latin1");
      if (head !== "%PDF-") throw new UploadError("The file is not a PDF");
      const tail = Buffer.from(data.subarray(Math.max(0, data.byteLength - 1024))).toString(
        "latin1",
      );
      let pages = 0;
      try {
        const doc = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
        pages = doc.getPageCount();
      } catch {
        pages = 0;
      }
      if (!tail.includes("%%EOF") || pages === 0) {
        throw new UploadError("The PDF is damaged and cannot be read");
      }
      const file = `${folder}/${newPublicId()}.pdf`;
      write(file, data);
      return file;
    },

    /**
     * Absolute path and content type of a stored file, or null when the path is not one this
     * module could have generated (which rules out "..", absolute paths and odd characters).
     */
    resolve(stored: string): { file: string; contentType: string } | null {
      if (!STORED_PATH.test(stored)) return null;
      const file = path.join(absolute, stored);
      if (!file.startsWith(absolute + path.sep)) return null;
      const ext = stored.slice(stored.lastIndexOf(".") + 1) as keyof typeof CONTENT_TYPES;
      return { file, contentType: CONTENT_TYPES[ext] };
    },

    /** Removes stored files; paths that do not resolve are ignored. */
    remove(...stored: (string | null | undefined)[]) {
      for (const s of stored) {
        const resolved = s ? this.resolve(s) : null;
        if (resolved) fs.rmSync(resolved.file, { force: true });
      }
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;

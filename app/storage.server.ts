/**
 * Uploaded files, the one store of the process: checked by content (never by name or declared
 * type), images re-encoded and PDFs verified, stored under generated names in known folders,
 * and resolved back only through a strict pattern, so no path built from a request can reach
 * outside them. The bytes go to a backend (app/storage/backend.server.ts): the UPLOADS_DIR folder,
 * or the bucket UPLOADS_URL names (docs/deploy.md, "Uploads on object storage").
 *
 *   images  JPEG, PNG, WebP or AVIF by their bytes (no SVG, no markup hidden in them, nothing
 *           truncated), at most MAX_IMAGE_PIXELS (refused before decoding), decoded a few at a
 *           time (IMAGE_DECODE_CONCURRENCY) and stored as metadata-free WebP renditions
 *   PDFs    parse, have pages, are not encrypted, and carry no JavaScript, launch, embedded-file
 *           or rich-media actions (looked for in every object, compressed ones included)
 *
 * Stored paths look like `products/3f9c0a…e1-640.webp` or `datasheets/7b1e…90.pdf`. Refusals are
 * DomainErrors (413 too large, 415 not an accepted kind, 400 damaged), so pages show them beside
 * the field and the API as JSON.
 */
import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import pLimit from "p-limit";
import type { PDFDocument, PDFObject } from "pdf-lib";
import type { Metadata, OutputInfo } from "sharp";
import {
  FORMER_IMAGE_WIDTHS,
  IMAGE_DECODE_CONCURRENCY,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_PDF_BYTES,
} from "~/constants";
import type { ImageVariant } from "../db/schema";
import { env, paths } from "~/env.server";
import type { StoredObject, UploadBackend } from "~/storage/backend.server";
import { localBackend } from "~/storage/local.server";
import { s3Backend } from "~/storage/s3.server";
import { DomainError } from "~/utils/domain-error";
import { renditionWidths } from "~/utils/uploads";

// sharp (libvips, about 25 MB of memory) and pdf-lib (about 20 MB) are loaded with the first
// upload checked or image encoded, not when the server starts: most processes serve pages only
// (docs/deploy.md, "Memory").
const loadSharp = async () => (await import("sharp")).default;
const loadPdfLib = () => import("pdf-lib");

export const UPLOAD_FOLDERS = [
  "products",
  "categories",
  "certificates",
  "datasheets",
  "know-how",
  "blog",
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

const STORED_PATH = new RegExp(
  `^(${UPLOAD_FOLDERS.join("|")})/[0-9a-f]{24}(-[0-9]{2,4})?\\.(webp|pdf)$`,
);
export const CONTENT_TYPES = { webp: "image/webp", pdf: "application/pdf" } as const;

/**
 * The content type of a name this module could have generated, from the name alone; null for any
 * other (nothing else is ever served).
 */
export function contentTypeOf(key: string): string | null {
  if (!STORED_PATH.test(key)) return null;
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1) as keyof typeof CONTENT_TYPES];
}
/** In the store's root, outside its folders: the widths every stored image has renditions of. */
export const RENDITIONS_MARKER = ".renditions";
/** A stored image rendition: `<folder>/<public id>-` and its width. */
const RENDITION = /^(.+-)(\d{2,4})\.webp$/;

export type { ImageVariant };
export type StoredImage = {
  publicId: string;
  file: string;
  width: number;
  height: number;
  variants: ImageVariant[];
};

export const IMAGE_KINDS = "JPEG, PNG, WebP or AVIF";
const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

type Options = { field?: string };

function refuse(status: 400 | 413 | 415, message: string, options: Options) {
  return new DomainError(status, message, { field: options.field });
}

/** Every width an image may have a file of, the current ones and former ones, narrowest first. */
const ALL_WIDTHS = [...new Set<number>([...IMAGE_WIDTHS, ...FORMER_IMAGE_WIDTHS])].sort(
  (a, b) => a - b,
);

export function newPublicId() {
  return randomBytes(12).toString("hex");
}

function assertFolder(folder: string): asserts folder is UploadFolder {
  if (!(UPLOAD_FOLDERS as readonly string[]).includes(folder)) {
    throw new TypeError(`Unknown upload folder: ${JSON.stringify(folder)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// What an upload is

/** Where an upload's bytes come from: a form's file, or a data-URL string of the JSON API. */
export type UploadInput = File | Blob | string | Uint8Array;

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.+-]+)*;base64,/i;

/** The bytes of an upload, refused over `limit` before they are all read (or decoded). */
export async function uploadBytes(
  input: UploadInput,
  limit: number,
  options: Options = {},
): Promise<Uint8Array> {
  const tooLarge = () => refuse(413, `The file is larger than ${mb(limit)}`, options);
  if (input instanceof Uint8Array) {
    if (input.byteLength > limit) throw tooLarge();
    return input;
  }
  if (typeof input === "string") {
    const head = DATA_URL.exec(input.slice(0, 200));
    if (!head) throw refuse(400, "The file must be a base64 data URL", options);
    const base64 = input.slice(head[0].length).replace(/\s+/g, "");
    if (base64.length > Math.ceil(limit / 3) * 4 + 4) throw tooLarge();
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) {
      throw refuse(400, "The data URL is not valid base64", options);
    }
    const bytes = Buffer.from(base64, "base64");
    if (bytes.byteLength > limit) throw tooLarge();
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  if (input.size > limit) throw tooLarge();
  return new Uint8Array(await input.arrayBuffer());
}

/** A file input left empty still posts an empty file part: that is no upload. */
export function isEmptyUpload(input: unknown) {
  return (
    input === undefined ||
    input === null ||
    input === "" ||
    (input instanceof Blob && input.size === 0)
  );
}

// ---------------------------------------------------------------------------------------------
// Images

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => Buffer.from(b.subarray(0, 8)).equals(Buffer.from("89504e470d0a1a0a", "hex")),
  webp: (b) =>
    Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF" &&
    Buffer.from(b.subarray(8, 12)).toString("latin1") === "WEBP",
  heif: (b) => /^ftyp(avif|avis)$/.test(Buffer.from(b.subarray(4, 12)).toString("latin1")),
};

/** Markup that has no business inside a picture: the HTML half of a polyglot. */
const MARKUP = /<(script|html|svg|body|iframe|object|embed|!doctype|\?php|\?xml)\b/;

const decoding = pLimit(IMAGE_DECODE_CONCURRENCY);

/** The checks of saveImage without storing (a picture in a catalogue ZIP, app/models/catalogue-zip.server.ts). */
export async function checkImage(data: Uint8Array, options: Options) {
  const notImage = () =>
    refuse(415, `The file is not an image we accept (${IMAGE_KINDS})`, options);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  const format = meta.format === "heif" && meta.compression !== "av1" ? "heic" : meta.format;
  if (!format || !SIGNATURES[format]?.(data)) throw notImage();
  if (MARKUP.test(Buffer.from(data).toString("latin1").toLowerCase())) throw notImage();
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw refuse(400, "The image is damaged and cannot be read", options);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw refuse(
      413,
      `The image is too large (${meta.width} × ${meta.height} pixels; ${MAX_IMAGE_PIXELS / 1_000_000} megapixels at most)`,
      options,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// PDFs

const ACTIVE_KEYS = new Set(["JS", "JavaScript", "EmbeddedFile", "EmbeddedFiles", "RichMedia"]);
const ACTIVE_NAMES = new Set(["JavaScript", "Launch", "EmbeddedFile", "RichMedia", "ImportData"]);

/** Whether any object of the document (compressed object streams included) is active content. */
function hasActiveContent(
  doc: PDFDocument,
  { PDFArray, PDFDict, PDFName, PDFRef }: Awaited<ReturnType<typeof loadPdfLib>>,
) {
  const seen = new Set<PDFObject>();
  const visit = (obj: PDFObject | undefined): boolean => {
    if (!obj || seen.has(obj)) return false;
    seen.add(obj);
    if (obj instanceof PDFName) return ACTIVE_NAMES.has(obj.decodeText());
    if (obj instanceof PDFArray) return obj.asArray().some(visit);
    if (obj instanceof PDFDict) {
      for (const [key, value] of obj.entries()) {
        if (ACTIVE_KEYS.has(key.decodeText())) return true;
        if (!(value instanceof PDFRef) && visit(value)) return true;
      }
    }
    return false;
  };
  return doc.context.enumerateIndirectObjects().some(([, obj]) => visit(obj));
}

async function checkPdf(data: Uint8Array, options: Options) {
  const head = Buffer.from(data.subarray(0, 5)).toString("latin1");
  if (head !== "%PDF-") throw refuse(415, "The file is not a PDF", options);
  const tail = Buffer.from(data.subarray(Math.max(0, data.byteLength - 1024))).toString("latin1");
  const pdfLib = await loadPdfLib();
  let doc: PDFDocument | null = null;
  try {
    doc = await pdfLib.PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    doc = null;
  }
  if (!doc || !tail.includes("%%EOF") || doc.getPageCount() === 0) {
    throw refuse(400, "The PDF is damaged and cannot be read", options);
  }
  if (doc.isEncrypted) throw refuse(400, "Encrypted PDFs are not accepted", options);
  const raw = Buffer.from(data).toString("latin1");
  if (
    /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia)(?![A-Za-z0-9])/.test(raw) ||
    hasActiveContent(doc, pdfLib)
  ) {
    throw refuse(
      415,
      "PDFs with scripts, launch actions or embedded files are not accepted",
      options,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The store

export type { UploadBackend };

/** A stored file found for an address: its name, its type, and whether it stands in for another. */
export type FoundUpload = { stored: string; contentType: string; substitute: boolean };

export function createStorage(
  backend: UploadBackend,
  { publicUrl = null }: { publicUrl?: string | null } = {},
) {
  async function write(relative: string, data: Uint8Array) {
    const resolved = store.resolve(relative);
    if (!resolved) throw new TypeError(`Not a generated name: ${relative}`);
    await backend.put(relative, data, resolved.contentType);
  }

  /** All the bytes of a stored file, or null. */
  async function read(key: string) {
    const found = await backend.get(key);
    return found ? buffer(found.body) : null;
  }

  /** The WebP rendition `width` wide (never wider than the pixels) of decoded pixels, stored. */
  async function encode(
    decoded: { data: Buffer; info: OutputInfo },
    stem: string,
    width: number,
  ): Promise<ImageVariant> {
    const { width: w, height: h, channels } = decoded.info;
    const sharp = await loadSharp();
    const out = await sharp(decoded.data, { raw: { width: w, height: h, channels } })
      .resize({ width: Math.min(width, w), withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    const file = `${stem}${width}.webp`;
    await write(file, out.data);
    return { width: out.info.width, height: out.info.height, file };
  }

  /** The stored files among every width `stem` may have a rendition of, narrowest first. */
  async function renditionsPresent(stem: string) {
    const files = ALL_WIDTHS.map((w) => `${stem}${w}.webp`);
    const present = await Promise.all(files.map((file) => backend.exists(file)));
    return files.filter((_, i) => present[i]);
  }

  const store = {
    /** Where the files are: the uploads folder, or s3://bucket/prefix. */
    root: backend.location,
    /** The folder or bucket itself (npm run uploads:sweep lists it). */
    backend,

    /**
     * Checks the bytes as an image, then decodes them (applying the EXIF orientation, dropping
     * metadata) and stores WebP renditions of IMAGE_WIDTHS no wider than the original (the
     * narrowest alone, at the original's width, when it is narrower than all of them).
     */
    async saveImage(folder: UploadFolder, input: UploadInput, options: Options = {}) {
      assertFolder(folder);
      const data = await uploadBytes(input, MAX_IMAGE_BYTES, options);
      await checkImage(data, options);
      return decoding(async (): Promise<StoredImage> => {
        const sharp = await loadSharp();
        let decoded: { data: Buffer; info: OutputInfo };
        try {
          decoded = await sharp(data, { failOn: "truncated", limitInputPixels: MAX_IMAGE_PIXELS })
            .rotate()
            // Product pictures sit on white; dropping alpha also makes encoding a fifth faster.
            .flatten({ background: "#ffffff" })
            .raw()
            .toBuffer({ resolveWithObject: true });
        } catch {
          throw refuse(400, "The image is damaged and cannot be read", options);
        }
        const publicId = newPublicId();
        const widths = renditionWidths(decoded.info.width);
        try {
          const variants: ImageVariant[] = [];
          for (const w of widths) variants.push(await encode(decoded, `${folder}/${publicId}-`, w));
          const main = variants[variants.length - 1];
          return { publicId, file: main.file, width: main.width, height: main.height, variants };
        } catch (error) {
          await store.remove(...widths.map((w) => `${folder}/${publicId}-${w}.webp`));
          throw error;
        }
      });
    },

    /**
     * Gives an image stored when the widths were others the renditions IMAGE_WIDTHS now asks for,
     * made from its widest file (never on a request: see app/models/renditions.server.ts).
     * Answers the files it made and every rendition the image now has, smallest first (none when
     * `main` is not a stored image). Another process making the same file meanwhile makes the
     * same bytes: no harm.
     */
    async completeRenditions(main: string): Promise<{ made: string[]; variants: ImageVariant[] }> {
      const stem = RENDITION.exec(main)?.[1];
      if (!stem || !STORED_PATH.test(main)) return { made: [], variants: [] };
      const before = await renditionsPresent(stem);
      if (before.length === 0) return { made: [], variants: [] };
      const source = await read(before[before.length - 1]);
      if (!source) return { made: [], variants: [] };
      const sharp = await loadSharp();
      const made = await decoding(async () => {
        const { width = 0 } = await sharp(source).metadata();
        const missing = renditionWidths(width).filter((w) => !before.includes(`${stem}${w}.webp`));
        if (missing.length === 0) return [];
        const decoded = await sharp(source).raw().toBuffer({ resolveWithObject: true });
        const files: string[] = [];
        for (const w of missing) files.push((await encode(decoded, stem, w)).file);
        return files;
      });
      const variants = await Promise.all(
        (await renditionsPresent(stem)).map(async (file) => {
          const bytes = await read(file);
          const { width = 0, height = 0 } = bytes ? await sharp(bytes).metadata() : {};
          return { width, height, file };
        }),
      );
      return { made, variants };
    },

    /** Whether every stored image was given the renditions of IMAGE_WIDTHS (a marker file). */
    async renditionsComplete() {
      const marker = await read(RENDITIONS_MARKER);
      return marker?.toString("utf8") === IMAGE_WIDTHS.join(",");
    },

    /** Records that every stored image has the renditions of IMAGE_WIDTHS. */
    async markRenditionsComplete() {
      await backend.put(RENDITIONS_MARKER, Buffer.from(IMAGE_WIDTHS.join(",")), "text/plain");
    },

    /**
     * The file to answer for a rendition an image lacks (stored when the widths were others, and
     * not completed yet): its next wider one. Null when `stored` is no rendition or has none wider.
     */
    async widerRendition(stored: string): Promise<string | null> {
      const match = RENDITION.exec(stored);
      if (!match || !STORED_PATH.test(stored)) return null;
      const present = await renditionsPresent(match[1]);
      return present.find((file) => Number(RENDITION.exec(file)![2]) > Number(match[2])) ?? null;
    },

    /** A copy of stored renditions under a new public id (the demo seed reuses drawings). */
    async copyImage(image: StoredImage): Promise<StoredImage> {
      const publicId = newPublicId();
      const variants = await Promise.all(
        image.variants.map(async (v) => {
          const file = v.file.replace(image.publicId, publicId);
          const bytes = await read(v.file);
          if (!bytes) throw new Error(`No stored file ${v.file} to copy`);
          await write(file, bytes);
          return { ...v, file };
        }),
      );
      return { ...image, publicId, file: image.file.replace(image.publicId, publicId), variants };
    },

    /** Stores the bytes if they are a safe PDF (see the module's comment); the stored path. */
    async savePdf(folder: UploadFolder, input: UploadInput, options: Options = {}) {
      assertFolder(folder);
      const data = await uploadBytes(input, MAX_PDF_BYTES, options);
      await checkPdf(data, options);
      const file = `${folder}/${newPublicId()}.pdf`;
      await write(file, data);
      return file;
    },

    /**
     * The content type of a stored path, or null when the path is not one this module could have
     * generated (which rules out "..", absolute paths and odd characters).
     */
    resolve(stored: string): { contentType: string } | null {
      const contentType = contentTypeOf(stored);
      return contentType ? { contentType } : null;
    },

    /**
     * The stored file that answers the address `asked`: that file, or, for a rendition an image
     * lacks, its next wider one (a substitute). Null when neither is stored.
     */
    async find(asked: string): Promise<FoundUpload | null> {
      const resolved = store.resolve(asked);
      if (!resolved) return null;
      if (await backend.exists(asked)) return { stored: asked, ...resolved, substitute: false };
      const wider = await store.widerRendition(asked);
      return wider ? { stored: wider, ...resolved, substitute: true } : null;
    },

    /** As `find`, with the file's bytes as a stream and their size. */
    async open(asked: string): Promise<(FoundUpload & StoredObject) | null> {
      const resolved = store.resolve(asked);
      if (!resolved) return null;
      const found = await backend.get(asked);
      if (found) return { stored: asked, ...resolved, substitute: false, ...found };
      const wider = await store.widerRendition(asked);
      const substitute = wider ? await backend.get(wider) : null;
      return substitute ? { stored: wider!, ...resolved, substitute: true, ...substitute } : null;
    },

    /** The public address of a stored file when the bucket has one (UPLOADS_PUBLIC_URL), or null. */
    publicAddress(stored: string): string | null {
      return publicUrl && store.resolve(stored) ? `${publicUrl}/${stored}` : null;
    },

    /**
     * Removes stored files: once the database change that dropped them has committed, or when
     * the write that saved them has failed. What the caller answers is that change or that
     * failure, so a file that cannot be removed (it is then referenced by nothing) is logged,
     * not thrown: `npm run uploads:sweep --delete` removes it a day later, as it removes every
     * stored file no record names (app/models/upload-sweep.server.ts).
     */
    async remove(...stored: (string | null | undefined)[]) {
      const keys = stored.filter((s): s is string => !!s && !!store.resolve(s));
      await backend.remove(keys).catch((error: unknown) => {
        console.error(
          `Uploads: could not remove ${keys.join(", ")} from ${backend.location} ` +
            "(npm run uploads:sweep removes them)",
          error,
        );
      });
    },

    /** Removes every rendition of stored images (as `remove`). */
    async removeImages(...images: { variants: ImageVariant[]; file?: string }[]) {
      await store.remove(...images.flatMap((i) => [...i.variants.map((v) => v.file), i.file]));
    },
  };
  return store;
}

export type Storage = ReturnType<typeof createStorage>;

/** The one file store of the process: in UPLOADS_DIR, or in the bucket UPLOADS_URL names. */
export const storage: Storage = env.UPLOADS_BUCKET
  ? createStorage(s3Backend(env.UPLOADS_BUCKET), { publicUrl: env.UPLOADS_BUCKET.publicUrl })
  : createStorage(localBackend(paths.uploads));

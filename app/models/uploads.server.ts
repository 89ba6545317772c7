/**
 * What the models of categories, datasheets and certificates share about their stored files:
 * every rendition of an image kept by its main file only, the title a stored PDF is served
 * under, and reading SQLite's own refusals (the database is the backstop of the rules the
 * models check first).
 */
import { sql } from "drizzle-orm";
import { FORMER_IMAGE_WIDTHS, IMAGE_WIDTHS } from "~/constants";
import { db } from "~/db.server";
import { smallestRendition, uploadUrl } from "~/utils/uploads";

const RENDITION = /-\d{2,4}\.webp$/;

/**
 * Every rendition a stored image may have, from the main file a row keeps (`…-1024.webp`),
 * those of former widths included; a PDF's path alone.
 */
export function renditionsOf(file: string | null | undefined): string[] {
  if (!file || !RENDITION.test(file)) return file ? [file] : [];
  return [...IMAGE_WIDTHS, ...FORMER_IMAGE_WIDTHS].map((w) =>
    file.replace(RENDITION, `-${w}.webp`),
  );
}

/** The narrowest rendition (always stored, whatever the original's size), for thumbnails. */
export function thumbnailOf(file: string | null | undefined): string | null {
  return uploadUrl(
    file && RENDITION.test(file) ? smallestRendition(file.replace(RENDITION, "")) : file,
  );
}

/** The public addresses of a row's picture, from its main file: the image and its thumbnail. */
export function pictureOf(file: string | null | undefined) {
  return { image: uploadUrl(file), thumbnail: thumbnailOf(file) };
}

/** The title a stored PDF is known by (a datasheet, a certificate or a guide), or null. */
export function documentTitle(stored: string): string | null {
  const row = db.get<{ title: string }>(sql`
    SELECT title FROM datasheets WHERE file = ${stored}
    UNION ALL SELECT title FROM certificates WHERE file = ${stored}
    UNION ALL SELECT title FROM know_how WHERE file = ${stored}
    LIMIT 1`);
  return row?.title ?? null;
}

/** The text of a database error, the driver's cause included (Drizzle wraps it). */
export function dbErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return `${error.message} ${cause instanceof Error ? cause.message : String(cause ?? "")}`;
}

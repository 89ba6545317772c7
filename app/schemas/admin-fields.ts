/**
 * Field schemas the staff forms share with their /api/bel twins: record ids, uploads (a file of a
 * multipart form or a data-URL string of a JSON body, both checked by content in
 * app/storage.server.ts), and texts a form may empty.
 */
import { z } from "zod";

const ID = /^\d{1,15}$/;

/** A record id in a path, a form or a JSON body (a number or its digits); else `message`. */
export const idField = (message: string) =>
  z.coerce.string({ error: message }).trim().regex(ID, message).transform(Number);

/** An optional id: left out, empty or null mean none. */
export const optionalIdField = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), idField(message).optional());

/** `{ id }` of a path whose id cannot name anything unless it is digits (a 404 with `message`). */
export const idParams = (message: string) => z.object({ id: idField(message) });

/** A file of a multipart form, or a data-URL string of a JSON body. */
export const uploadField = (message: string) =>
  z.union([z.file({ error: message }), z.string({ error: message }).min(1, message)], {
    error: message,
  });

/**
 * A text a form may empty: left out means "keep what is there" (undefined), sent empty means
 * "clear it" (null), so an emptied textarea is not mistaken for one that was not sent.
 */
export const clearableText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.string().trim().max(max, tooLong).nullable().optional(),
  );

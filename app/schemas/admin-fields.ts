/**
 * Field schemas the staff forms share with their /api/bel twins: record ids, uploads (a file of a
 * multipart form or a data-URL string of a JSON body, both checked by content in
 * app/storage.server.ts), and texts a form may empty.
 */
import { z } from "zod";

const ID = /^\d{1,15}$/;

/**
 * The id a client means when it sends back a record it read from the API: the reference object
 * of an answer (`{ "_id": "50", "name": "…", "slug": "…" }`), the object Conform reads from
 * nested form names (`category._id`), or the JSON text of either made by `JSON.stringify` in a
 * form field (`'{"_id":"50",…}'`, `'"50"'`, `'null'`). Each stands for its `_id` (or its value);
 * anything else is left as it came, for the id's own schema to judge with its own message.
 */
export function referencedId(value: unknown): unknown {
  let v = value;
  if (typeof v === "string" && /^\s*(\{[\s\S]*\}|"[^"]*"|null)\s*$/.test(v)) {
    try {
      v = JSON.parse(v);
    } catch {
      return value;
    }
  }
  if (typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Blob)) {
    return "_id" in v ? v._id : v;
  }
  return v;
}

const REFERENCE =
  'An id (a number or its digits), or the object an answer gives for the record (`{ "_id": "50", … }`); in a form, its JSON text or the nested field `name._id`';

/** `schema`, reading what {@link referencedId} reads first. */
export const referenceTo = <T extends z.ZodType>(schema: T) =>
  z.preprocess(referencedId, schema).describe(REFERENCE);

/** A record id in a path, a form or a JSON body (a number or its digits); else `message`. */
export const idField = (message: string) =>
  z.coerce.string({ error: message }).trim().regex(ID, message).transform(Number);

/**
 * An optional id, or a record's reference ({@link referencedId}): left out, empty or null mean
 * none.
 */
export const optionalIdField = (message: string) =>
  referenceTo(
    z.preprocess((v) => (v === "" || v === null ? undefined : v), idField(message).optional()),
  );

/** `{ id }` of a path whose id cannot name anything unless it is digits (a 404 with `message`). */
export const idParams = (message: string) => z.object({ id: idField(message) });

/** A file of a multipart form, or a data-URL string of a JSON body. */
export const uploadField = (message: string) =>
  z.union(
    [
      z.file({ error: message }),
      z
        .string({ error: message })
        .min(1, message)
        .max(64 * 1024 * 1024, message),
    ],
    { error: message },
  );

/**
 * An upload that may be left out: left out, or sent as an empty string, means none (a form's
 * file input left empty posts an empty file, which app/storage.server.ts reads as none too).
 */
export const optionalUploadField = (message: string) =>
  z.preprocess((v) => (v === "" ? undefined : v), uploadField(message).optional());

/** What a staff form says of a text over its limit: "The title is too long (…)". */
export const tooLong = (what: string, max: number) =>
  `The ${what} is too long (${max} characters at most).`;

/**
 * A text a form may empty: left out means "keep what is there" (undefined), sent empty means
 * "clear it" (null), so an emptied textarea is not mistaken for one that was not sent. `what`
 * names it in the message of a text over `max`.
 */
export const clearableText = (what: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.string().trim().max(max, tooLong(what, max)).nullable().optional(),
  );

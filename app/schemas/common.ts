/**
 * Pieces the admin schemas share: ids in paths and forms, the `q`/`page` of a table, booleans
 * that arrive as JSON or as form text, and uploads that arrive as a form's file or as the JSON
 * API's data-URL string (app/storage.server.ts reads either).
 */
import { z } from "zod";
import { MAX_KEYWORD_LENGTH } from "~/constants";

/** An integer id in a path, a query or a form: digits only, else it names nothing (`message`). */
export const idField = (message: string) =>
  z.coerce
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

export const searchField = z
  .string()
  .trim()
  .max(MAX_KEYWORD_LENGTH, `Search text must be ${MAX_KEYWORD_LENGTH} characters or fewer`)
  .optional();

export const pageField = z.coerce
  .number({ error: "page must be a whole number from 1" })
  .int("page must be a whole number from 1")
  .min(1, "page must be a whole number from 1")
  .max(1_000_000, "page must be a whole number from 1")
  .optional();

/** true/false in JSON; "on" (a checkbox), "true"/"false", "1"/"0" in a form. */
export const booleanField = (message: string) =>
  z.union([z.boolean(), z.stringbool()], { error: message });

/** A file of a multipart form, or a base64 data URL of a JSON body. */
export const uploadField = (message: string) =>
  z.union([z.file(), z.string().max(64 * 1024 * 1024)], { error: message });

/** A display position (0 is first): the `index` of the original API's content calls. */
export const indexField = z.coerce
  .number({ error: "index must be a whole number from 0" })
  .int("index must be a whole number from 0")
  .min(0, "index must be a whole number from 0")
  .max(100_000, "index must be a whole number from 0")
  .optional();

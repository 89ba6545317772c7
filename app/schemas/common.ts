/**
 * Pieces the admin schemas share: the `q`/`page` of a table, booleans that arrive as JSON or as
 * form text, and display positions. Record ids and uploads: ./admin-fields.ts.
 */
import { z } from "zod";
import { MAX_KEYWORD_LENGTH } from "~/constants";

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

/** A display position (0 is first): the `index` of the original API's content calls. */
export const indexField = z.coerce
  .number({ error: "index must be a whole number from 0" })
  .int("index must be a whole number from 0")
  .min(0, "index must be a whole number from 0")
  .max(100_000, "index must be a whole number from 0")
  .optional();

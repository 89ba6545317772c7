/**
 * Pieces the schemas share: text that must be filled in, the `q`/`page` of a table, booleans
 * that arrive as JSON or as form text, and display positions. Record ids and uploads:
 * ./admin-fields.ts.
 */
import { z } from "zod";
import { MAX_KEYWORD_LENGTH } from "~/constants";

/** Text that must be filled in: trimmed, `missing` when it is not there or empty, `tooLong` past `max`. */
export const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const searchField = z
  .string()
  .trim()
  .max(MAX_KEYWORD_LENGTH, `Search text must be ${MAX_KEYWORD_LENGTH} characters or fewer`)
  .optional();

/**
 * A whole number from `min` (to `max`), from JSON or form text: "{name} must be a whole number
 * from {min}" whichever way it is wrong.
 */
export function wholeNumberField(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

export const pageField = wholeNumberField("page", 1, 1_000_000).optional();

/** true/false in JSON; "on" (a checkbox), "true"/"false", "1"/"0" in a form. */
export const booleanField = (message: string) =>
  z.union([z.boolean(), z.stringbool()], { error: message });

/** A display position (0 is first): the `index` of the original API's content calls. */
export const indexField = wholeNumberField("index", 0, 100_000).optional();

/**
 * The quote basket (docs/quotes.md, Quote basket): the lines a visitor gathers before asking for a
 * price, kept in a signed cookie, and the enquiry they send from /quote.
 */
import { z } from "zod";
import { ContactFields, PHONE_LENGTH } from "./contact";
import { withPhone } from "./phone";
import {
  BASKET_MAX_LINES,
  DRUM_SIZES,
  LENGTH_MAX_M,
  NOTE_MAX,
  QTY_MAX,
  QuotationLimits,
} from "~/constants";

export const BASKET_FULL = `A quote holds ${BASKET_MAX_LINES} lines at most.`;
export const ADDED_TO_QUOTE = "Added to your quote.";
export const QUOTE_UPDATED = "Your quote has been updated.";

const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/);
const qty = z.coerce
  .number({ error: `Quantity must be a whole number from 1 to ${QTY_MAX}.` })
  .int(`Quantity must be a whole number from 1 to ${QTY_MAX}.`)
  .min(1, `Quantity must be a whole number from 1 to ${QTY_MAX}.`)
  .max(QTY_MAX, `Quantity must be a whole number from 1 to ${QTY_MAX}.`);
const lengthM = z.coerce
  .number({
    error: `Length must be whole metres from 1 to ${LENGTH_MAX_M.toLocaleString("en-GB")}.`,
  })
  .int(`Length must be whole metres from 1 to ${LENGTH_MAX_M.toLocaleString("en-GB")}.`)
  .min(1, `Length must be whole metres from 1 to ${LENGTH_MAX_M.toLocaleString("en-GB")}.`)
  .max(
    LENGTH_MAX_M,
    `Length must be whole metres from 1 to ${LENGTH_MAX_M.toLocaleString("en-GB")}.`,
  );
const drum = z.enum(DRUM_SIZES, { error: "Please choose a drum size from the list." });

/** One line as the cookie keeps it: a length in metres or a drum, never both. */
export const BasketLineSchema = z.object({
  slug,
  qty,
  length: lengthM.optional(),
  drum: drum.optional(),
});
export type BasketLine = z.infer<typeof BasketLineSchema>;

/** The cookie's value; a cookie that does not parse is an empty basket. */
export const BasketSchema = z.array(BasketLineSchema).max(BASKET_MAX_LINES);

/** Empty form fields are "not given". */
const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * What a line's form sends: quantity, and for cable sold by length either a length in metres or
 * a drum size (`measure` says which; a drum wins when both are filled in by a script).
 */
const LineFields = z
  .object({
    qty,
    measure: z.enum(["none", "length", "drum"]).default("none"),
    length: z.preprocess(blank, lengthM.optional()),
    drum: z.preprocess(blank, drum.optional()),
  })
  .superRefine((line, ctx) => {
    if (line.measure === "length" && line.length === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["length"],
        message: "Please enter the length in metres.",
      });
    if (line.measure === "drum" && line.drum === undefined)
      ctx.addIssue({ code: "custom", path: ["drum"], message: "Please choose a drum size." });
  })
  .transform(({ qty, measure, length, drum }) => ({
    qty,
    ...(measure === "length" ? { length } : {}),
    ...(measure === "drum" ? { drum } : {}),
  }));

/** "Add to quote" on a product page. */
export const AddToQuoteSchema = z.intersection(z.object({ slug }), LineFields);
export type AddToQuote = z.infer<typeof AddToQuoteSchema>;

/**
 * The lines of /quote as its one form sends them (`lines[0].qty`, `lines[0].measure`…), with every
 * button: a line left out (the one being removed) is a hole.
 */
const TypedLines = z
  .array(AddToQuoteSchema.optional())
  .max(BASKET_MAX_LINES, BASKET_FULL)
  .optional()
  .default([]);
export const QuoteLinesSchema = z.object({ lines: TypedLines });

/**
 * What a button of /quote asks for: `update` (keep what was typed), `remove:{line}` or `send`.
 * `update:{line}` names the line whose button it was; every line is kept as typed all the same.
 */
export function quoteIntent(
  intent: unknown,
): { kind: "update" | "remove" | "send"; line?: number } | null {
  const match = typeof intent === "string" && /^(update|remove|send)(?::(\d{1,2}))?$/.exec(intent);
  if (!match) return null;
  const line = match[2] === undefined ? undefined : Number(match[2]);
  if (match[1] === "remove" && line === undefined) return null;
  return { kind: match[1] as "update" | "remove" | "send", line };
}

/**
 * Sending the basket: the contact form's name, e-mail, country and phone (one rule for the phone,
 * app/schemas/phone.ts), the company, and an optional message.
 */
const QuoteFields = ContactFields.omit({ subject: true, message: true }).extend({
  company: z
    .string({ error: "Company is required." })
    .trim()
    .min(1, "Company is required.")
    .max(
      QuotationLimits.company,
      `Company must be ${QuotationLimits.company} characters or fewer.`,
    ),
  message: z
    .string()
    .trim()
    .max(NOTE_MAX, `Message must be ${NOTE_MAX.toLocaleString("en-GB")} characters or fewer.`)
    .optional()
    .default(""),
});
export const QuoteRequestSchema = withPhone(QuoteFields, PHONE_LENGTH);
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** "Send quote request": the contact fields and the lines as typed, checked together. */
export const QuoteSendSchema = withPhone(QuoteFields.extend({ lines: TypedLines }), PHONE_LENGTH);

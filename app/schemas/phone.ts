/**
 * The phone number and dial code of the review and contact forms, as visitors and the original
 * site's clients send them (docs/decisions.md, Clients of the original API):
 *
 *   countryCode   "44", "+44", 44, [44] or ["+44"]: stored as digits ("44")
 *   phone         digits, with or without a "+" and the dial code, spaces, dashes, dots and
 *                 brackets ("+44 07911 123456"): the national number is stored as digits
 *                 ("07911123456") and the dial code apart; the 4 to 15 digit rule applies to the
 *                 national number's digits
 *
 * The country chosen (selectedCountry) decides the dial code: a countryCode that is one of its
 * codes is kept (a few countries have several), any other is replaced by the country's own.
 */
import { z } from "zod";
import { PHONE_DIGITS } from "~/constants";
import { findCountry } from "~/utils/countries";
import { requiredText } from "./common";

export const INVALID_DIAL_CODE = "Please enter a valid dial code.";

const dialValue = z.union([z.string(), z.number()]);

/** The dial code a client sends, as digits; undefined when it sends none (or an empty one). */
export const dialCodeField = z
  .union([dialValue, z.array(dialValue).max(1, INVALID_DIAL_CODE)], { error: INVALID_DIAL_CODE })
  .optional()
  .transform((value, ctx) => {
    const one = Array.isArray(value) ? value[0] : value;
    if (one === undefined) return undefined;
    const text = String(one).trim().replace(/^\+/, "");
    if (text === "") return undefined;
    if (!/^\d{1,4}$/.test(text)) {
      ctx.issues.push({ code: "custom", message: INVALID_DIAL_CODE, input: value });
      return z.NEVER;
    }
    return text;
  })
  .describe('The dial code: "44", "+44", 44 or [44]; stored as digits');

/** The characters a phone number may be written with: digits, a leading "+", ( ) . - and spaces. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const digitsOf = (phone: string) => phone.replace(/\D/g, "");

export type PhoneMessages = {
  /** The field is empty. */
  required: string;
  /** Something other than digits and the usual punctuation. */
  digits: string;
  /** The national number has fewer than 4 or more than 15 digits. */
  length: string;
};

/**
 * The phone as typed, checked for what can be checked without the country: its characters, and
 * its length (a national number's exactly; one with "+" and a dial code of up to 4 digits more).
 * {@link withPhone} then splits it.
 */
export const phoneField = (messages: PhoneMessages) =>
  requiredText(messages.required, 40, messages.length)
    .regex(PHONE_CHARACTERS, { error: messages.digits, abort: true })
    .refine((phone) => {
      const n = digitsOf(phone).length;
      return phone.startsWith("+")
        ? n > PHONE_DIGITS.min && n <= PHONE_DIGITS.max + 4
        : n >= PHONE_DIGITS.min && n <= PHONE_DIGITS.max;
    }, messages.length)
    .describe(
      'Digits, optionally with "+", the dial code, spaces, dashes, dots and brackets ("+44 07911 123456"); 4 to 15 digits without the dial code',
    );

export type SplitPhone = { phone: string; countryCode: string };

/**
 * The national number's digits and the dial code of a phone as typed, for the country chosen;
 * a message instead when the number's own dial code is not the country's, or its national part
 * is not 4 to 15 digits.
 */
export function splitPhone(
  input: { phone: string; countryCode?: string; selectedCountry: string },
  lengthMessage: string,
): SplitPhone | { error: string } {
  const country = findCountry(input.selectedCountry);
  const codes = country?.dialCodes ?? [];
  let dial =
    input.countryCode && (codes.length === 0 || codes.includes(input.countryCode))
      ? input.countryCode
      : (codes[0] ?? "");
  let national = digitsOf(input.phone);
  if (input.phone.trim().startsWith("+")) {
    const own = [dial, ...codes]
      .filter(Boolean)
      .sort((a, b) => b.length - a.length)
      .find((code) => national.startsWith(code));
    if (!own) {
      return {
        error: country
          ? `The number's dial code is not the one of ${country.name} (+${dial}).`
          : lengthMessage,
      };
    }
    dial = own;
    national = national.slice(own.length);
  }
  if (national.length < PHONE_DIGITS.min || national.length > PHONE_DIGITS.max) {
    return { error: lengthMessage };
  }
  return { phone: national, countryCode: dial };
}

type WithPhone = { phone: string; countryCode?: string; selectedCountry: string };

/**
 * The object schema with its phone split: `phone` becomes the national number's digits and
 * `countryCode` the dial code's (see {@link splitPhone}); a mismatch is an error of `phone`.
 */
export function withPhone<S extends z.ZodType<WithPhone, any>>(schema: S, lengthMessage: string) {
  return schema.transform((value, ctx) => {
    const split = splitPhone(value, lengthMessage);
    if ("error" in split) {
      ctx.issues.push({
        code: "custom",
        path: ["phone"],
        message: split.error,
        input: value.phone,
      });
      return z.NEVER;
    }
    return { ...value, ...split };
  });
}

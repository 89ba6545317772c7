import { z } from "zod";
import { ContactLimits } from "~/constants";
import { findCountry } from "~/utils/countries";
import { dialCodeField, phoneField, withPhone } from "./phone";
import { requiredText } from "./common";

export const UNEXPECTED_ERROR = "An unexpected error occurred.";
export const SENT_MESSAGE = "Your message has been sent.";

const required = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max.toLocaleString("en-GB")} characters or fewer.`);

export const PHONE_LENGTH = "Phone must be 4 to 15 digits.";

/**
 * A contact message, from /contact-us and POST /api/bel/reach-us alike (its bounds:
 * docs/decisions.md, Limits on what visitors type).
 */
export const ContactFields = z.object({
  name: required(ContactLimits.name, "Name"),
  email: requiredText(
    "Email is required.",
    ContactLimits.email,
    `Email must be ${ContactLimits.email} characters or fewer.`,
  ).pipe(z.email({ error: "Please enter a valid email." })),
  selectedCountry: z
    .string({ error: "Country is required." })
    .trim()
    .min(1, "Country is required.")
    .refine((name) => Boolean(findCountry(name)), "Please choose a country from the list."),
  countryCode: dialCodeField,
  phone: phoneField({
    required: "Phone is required.",
    digits: "Please enter digits only.",
    length: PHONE_LENGTH,
  }),
  subject: z
    .string()
    .trim()
    .max(ContactLimits.subject, `Subject must be ${ContactLimits.subject} characters or fewer.`)
    .optional()
    .default(""),
  message: required(ContactLimits.message, "Message"),
});

/** The phone split into the national number and the dial code (app/schemas/phone.ts). */
export const ContactSchema = withPhone(ContactFields, PHONE_LENGTH);

/** What the schema gives; the dial code may be left out by the seeds (the country's is used). */
export type ContactInput = Omit<z.infer<typeof ContactSchema>, "countryCode"> & {
  countryCode?: string;
};

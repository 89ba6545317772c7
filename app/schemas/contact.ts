import { z } from "zod";
import { ContactLimits, PHONE_DIGITS } from "~/constants";
import { findCountry } from "~/utils/countries";

export const UNEXPECTED_ERROR = "An unexpected error occurred.";
export const SENT_MESSAGE = "Your message has been sent.";

const required = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max.toLocaleString("en-GB")} characters or fewer.`);

/** A contact message, from /contact-us and POST /api/bel/reach-us alike (decisions.md bounds). */
export const ContactSchema = z.object({
  name: required(ContactLimits.name, "Name"),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(ContactLimits.email, `Email must be ${ContactLimits.email} characters or fewer.`)
    .pipe(z.email({ error: "Please enter a valid email." })),
  selectedCountry: z
    .string({ error: "Country is required." })
    .trim()
    .min(1, "Country is required.")
    .refine((name) => Boolean(findCountry(name)), "Please choose a country from the list."),
  /** Ignored: the dial code is derived from the country on the server. */
  countryCode: z.union([z.string(), z.number()]).optional(),
  phone: z
    .string({ error: "Phone is required." })
    .trim()
    .min(1, "Phone is required.")
    .regex(/^\d+$/, "Please enter digits only.")
    .min(PHONE_DIGITS.min, "Phone must be 4 to 15 digits.")
    .max(PHONE_DIGITS.max, "Phone must be 4 to 15 digits."),
  subject: z
    .string()
    .trim()
    .max(ContactLimits.subject, `Subject must be ${ContactLimits.subject} characters or fewer.`)
    .optional()
    .default(""),
  message: required(ContactLimits.message, "Message"),
});

export type ContactInput = z.infer<typeof ContactSchema>;

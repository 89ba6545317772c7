import { z } from "zod";
import { EMAIL_MAX, RATING_MAX, ReviewLimits } from "~/constants";
import { findCountry } from "~/utils/countries";
import { dialCodeField, phoneField, withPhone } from "./phone";
import { requiredText } from "./common";

export const ALL_FIELDS_REQUIRED = "All fields are required.";
export const INVALID_EMAIL = "Please enter a valid email.";
/** text, @, text, dot, text */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number, label: string) =>
  requiredText(ALL_FIELDS_REQUIRED, max, `${label} is too long (${max} characters at most).`);

export const PHONE_LENGTH = "Please enter a phone number of 4 to 15 digits.";

/** A review, from the product page's form and from PUT /api/bel/reviews alike. */
const ReviewFields = z.object({
  name: required(ReviewLimits.name, "Name"),
  email: requiredText(ALL_FIELDS_REQUIRED, EMAIL_MAX, INVALID_EMAIL).regex(
    SIMPLE_EMAIL,
    INVALID_EMAIL,
  ),
  selectedCountry: z
    .string({ error: ALL_FIELDS_REQUIRED })
    .trim()
    .min(1, ALL_FIELDS_REQUIRED)
    .refine((name) => Boolean(findCountry(name)), "Please choose a country from the list."),
  countryCode: dialCodeField,
  phone: phoneField({
    required: ALL_FIELDS_REQUIRED,
    digits: "Please enter digits only.",
    length: PHONE_LENGTH,
  }),
  rating: z.coerce
    .number({ error: ALL_FIELDS_REQUIRED })
    .int(ALL_FIELDS_REQUIRED)
    .min(1, ALL_FIELDS_REQUIRED)
    .max(RATING_MAX, `The rating is 1 to ${RATING_MAX} stars.`),
  heading: required(ReviewLimits.heading, "Heading"),
  comment: required(ReviewLimits.comment, "Comment"),
  /** The product reviewed (the page form fills it from the URL). */
  slug: requiredText(ALL_FIELDS_REQUIRED, 200, "Product not found"),
});

/** The phone split into the national number and the dial code (app/schemas/phone.ts). */
export const ReviewSchema = withPhone(ReviewFields, PHONE_LENGTH);

/** What the schema gives; the dial code may be left out by the seeds (the country's is used). */
export type ReviewInput = Omit<z.infer<typeof ReviewSchema>, "countryCode"> & {
  countryCode?: string;
};

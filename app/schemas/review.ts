import { z } from "zod";
import { EMAIL_MAX, PHONE_DIGITS, RATING_MAX, ReviewLimits } from "~/constants";
import { findCountry } from "~/utils/countries";

export const ALL_FIELDS_REQUIRED = "All fields are required.";
export const INVALID_EMAIL = "Please enter a valid email.";
/** text, @, text, dot, text (storefront.md §5) */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number, label: string) =>
  z
    .string({ error: ALL_FIELDS_REQUIRED })
    .trim()
    .min(1, ALL_FIELDS_REQUIRED)
    .max(max, `${label} is too long (${max} characters at most).`);

/** A review, from the product page's form and from PUT /api/bel/reviews alike. */
export const ReviewSchema = z.object({
  name: required(ReviewLimits.name, "Name"),
  email: z
    .string({ error: ALL_FIELDS_REQUIRED })
    .trim()
    .min(1, ALL_FIELDS_REQUIRED)
    .max(EMAIL_MAX, INVALID_EMAIL)
    .regex(SIMPLE_EMAIL, INVALID_EMAIL),
  selectedCountry: z
    .string({ error: ALL_FIELDS_REQUIRED })
    .trim()
    .min(1, ALL_FIELDS_REQUIRED)
    .refine((name) => Boolean(findCountry(name)), "Please choose a country from the list."),
  /** Ignored: the dial code is derived from the country on the server. */
  countryCode: z.union([z.string(), z.number()]).optional(),
  phone: z
    .string({ error: ALL_FIELDS_REQUIRED })
    .trim()
    .min(1, ALL_FIELDS_REQUIRED)
    .regex(/^\d+$/, "Please enter digits only.")
    .min(PHONE_DIGITS.min, "Please enter a phone number of 4 to 15 digits.")
    .max(PHONE_DIGITS.max, "Please enter a phone number of 4 to 15 digits."),
  rating: z.coerce
    .number({ error: ALL_FIELDS_REQUIRED })
    .int(ALL_FIELDS_REQUIRED)
    .min(1, ALL_FIELDS_REQUIRED)
    .max(RATING_MAX, `The rating is 1 to ${RATING_MAX} stars.`),
  heading: required(ReviewLimits.heading, "Heading"),
  comment: required(ReviewLimits.comment, "Comment"),
  /** The product reviewed (the page form fills it from the URL). */
  slug: z
    .string({ error: ALL_FIELDS_REQUIRED })
    .trim()
    .min(1, ALL_FIELDS_REQUIRED)
    .max(200, "Product not found"),
});

export type ReviewInput = z.infer<typeof ReviewSchema>;

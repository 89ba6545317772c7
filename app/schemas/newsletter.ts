import { z } from "zod";

export const NEWSLETTER_INVALID = "Please enter a valid email address";
export const NEWSLETTER_SUCCESS = "Thank you for subscribing to our newsletter!";
/** storefront.md §9: the success toast shows one second after submitting. */
export const NEWSLETTER_DELAY_MS = 1000;

export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID })
    .trim()
    .min(1, NEWSLETTER_INVALID)
    .max(254, NEWSLETTER_INVALID)
    .pipe(z.email({ error: NEWSLETTER_INVALID })),
});

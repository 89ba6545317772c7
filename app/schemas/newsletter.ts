import { z } from "zod";

export const NEWSLETTER_INVALID = "Please enter a valid email address";

export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID })
    .trim()
    .min(1, NEWSLETTER_INVALID)
    .max(254, NEWSLETTER_INVALID)
    .pipe(z.email({ error: NEWSLETTER_INVALID })),
});

import { z } from "zod";
import { EMAIL_MAX, NEWSLETTER_INVALID } from "~/constants";

export { NEWSLETTER_INVALID, NEWSLETTER_SUCCESS } from "~/constants";

export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID })
    .trim()
    .min(1, NEWSLETTER_INVALID)
    .max(EMAIL_MAX, NEWSLETTER_INVALID)
    .pipe(z.email({ error: NEWSLETTER_INVALID })),
});

import { z } from "zod";
import { EMAIL_MAX, NEWSLETTER_INVALID } from "~/constants";
import { requiredText } from "./common";

export { NEWSLETTER_INVALID, NEWSLETTER_SUCCESS } from "~/constants";

export const NewsletterSchema = z.object({
  email: requiredText(NEWSLETTER_INVALID, EMAIL_MAX, NEWSLETTER_INVALID).pipe(
    z.email({ error: NEWSLETTER_INVALID }),
  ),
});

import { z } from "zod";
import { EMAIL_MAX } from "~/constants";
import { INVALID_EMAIL, SIMPLE_EMAIL } from "./review";
import { requiredText } from "./common";

export const INVALID_CODE = "Please enter the 6-digit code from the e-mail.";

const email = requiredText(INVALID_EMAIL, EMAIL_MAX, INVALID_EMAIL).regex(
  SIMPLE_EMAIL,
  INVALID_EMAIL,
);

/** `POST /api/bel/send-otp` and the review form's "Send code" button. */
export const SendCodeSchema = z.object({ email });

/** `POST /api/bel/verify-otp` and the review form's "Verify" button: six digits, as text or a number. */
export const VerifyCodeSchema = z.object({
  email,
  otp: z
    .union([z.string(), z.int().min(0).max(999_999)], { error: INVALID_CODE })
    .transform((value) =>
      typeof value === "number" ? String(value).padStart(6, "0") : value.replace(/\s/g, ""),
    )
    .pipe(z.string().regex(/^\d{6}$/, INVALID_CODE))
    .describe("The six digits of the e-mail (a string; a number is read with its leading zeros)"),
});

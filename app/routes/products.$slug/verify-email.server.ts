/**
 * The review form's optional e-mail verification (docs/decisions.md, Clients of the original API),
 * as the page does it without JavaScript: "Send code" (intent send-otp) e-mails a code and the
 * form comes back with a Code field, "Verify" (intent verify-otp) checks it; both keep all that
 * was typed in the review. A review sent within 30 minutes of verifying shows "Verified".
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import {
  assertEmailCode,
  CODE_SENT,
  EMAIL_VERIFIED,
  sendEmailCode,
} from "~/models/email-code.server";
import { SendCodeSchema, VerifyCodeSchema } from "~/schemas/email-code";
import { clientAddress } from "~/utils/client-address.server";
import { submitForm, type FormActionData } from "~/utils/form.server";

export type Verification = "sent" | "verified";
export type VerificationActionData = FormActionData & {
  verification?: Verification;
  /** What the visitor reads: the code was sent, or the address is verified. */
  verificationMessage?: string;
};

/** The review form again, everything typed kept (the code only while it is still to be typed). */
function again(formData: FormData, verification: Verification) {
  const result = parseWithZod(formData, { schema: SendCodeSchema }).reply({
    hideFields: verification === "verified" ? ["otp"] : [],
  });
  return data<VerificationActionData>({
    intent: "review",
    result,
    verification,
    verificationMessage: verification === "sent" ? CODE_SENT : EMAIL_VERIFIED,
  });
}

export function verifyEmailStep(
  request: Request,
  formData: FormData,
  step: "send-otp" | "verify-otp",
) {
  const options = { intent: "review", formData, honeypot: true };
  if (step === "send-otp") {
    return submitForm(
      request,
      SendCodeSchema,
      async ({ email }) => {
        await sendEmailCode({ email, address: clientAddress(request) });
        return again(formData, "sent");
      },
      options,
    );
  }
  return submitForm(
    request,
    VerifyCodeSchema,
    (value) => {
      assertEmailCode(value);
      return again(formData, "verified");
    },
    options,
  );
}

/** E-mail verification by one-time code, as the original site's clients call it. */
import { z } from "zod";
import { invalidInput, ok, errorResponse, messageResponse } from "~/api/components";
import { endpoint } from "~/api/endpoint";
import { assertEmailCode, CODE_SENT, sendEmailCode } from "~/models/email-code.server";
import { SendCodeSchema, VerifyCodeSchema } from "~/schemas/email-code";
import { clientAddress } from "~/utils/client-address.server";

const TAG = "E-mail verification";

export const emailCodeEndpoints = [
  endpoint({
    method: "POST",
    path: "/send-otp",
    summary:
      "E-mail a 6-digit code to `email` (valid 10 minutes, 5 tries); a review sent within 30 minutes of verifying it is stored verified",
    tag: TAG,
    access: "public",
    body: SendCodeSchema,
    responses: {
      200: messageResponse(CODE_SENT),
      400: invalidInput,
      413: errorResponse("Body over 1 MB"),
      415: errorResponse("Not JSON"),
      429: errorResponse("Too many codes for this address or e-mail (Retry-After)"),
    },
    handler: async ({ body, request }) => {
      await sendEmailCode({ email: body.email, address: clientAddress(request) });
      return { success: true as const, message: CODE_SENT };
    },
  }),

  endpoint({
    method: "POST",
    path: "/verify-otp",
    summary:
      "Check the code e-mailed to `email`; the address then counts as verified for 30 minutes",
    tag: TAG,
    access: "public",
    body: VerifyCodeSchema,
    responses: {
      200: { description: "Verified", schema: ok({ verified: z.literal(true) }) },
      400: errorResponse("Wrong, expired or spent code (5 tries), or invalid input"),
      413: errorResponse("Body over 1 MB"),
      415: errorResponse("Not JSON"),
    },
    handler: ({ body }) => {
      assertEmailCode(body);
      return { success: true as const, verified: true as const };
    },
  }),
];

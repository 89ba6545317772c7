/**
 * The contact form's twin. The company content the storefront reads has its calls with each
 * resource: certificates, videos, know-how and blog in their own endpoint modules.
 */
import { invalidInput, errorResponse, messageResponse } from "~/api/components";
import { endpoint } from "~/api/endpoint";
import { submitContactMessage } from "~/models/contact.server";
import { clientAddress } from "~/utils/client-address.server";
import { ContactSchema, SENT_MESSAGE } from "~/schemas/contact";

const TAG = "Company content";

export const contentEndpoints = [
  endpoint({
    method: "POST",
    path: "/reach-us",
    summary: "Send a contact message (stored for the staff's Messages screen)",
    tag: TAG,
    access: "public",
    body: ContactSchema,
    responses: {
      200: messageResponse(SENT_MESSAGE),
      400: invalidInput,
      413: errorResponse("Body over 1 MB"),
      415: errorResponse("Not JSON"),
      429: errorResponse("Too many messages from this address"),
    },
    handler: async ({ body, request }) => {
      await submitContactMessage(body, { address: clientAddress(request) });
      return { success: true as const, message: SENT_MESSAGE };
    },
  }),
];

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createContactMessage } from "~/models/contact.server";
import { ContactSchema, SENT_MESSAGE } from "~/schemas/contact";
import { apiJson, handleApi, methodNotAllowed, readJson } from "~/utils/api.server";

/** POST /api/bel/reach-us: stores a contact message exactly as the /contact-us form does. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await readJson(request, ContactSchema);
    createContactMessage(input);
    return apiJson(request, { success: true, message: SENT_MESSAGE });
  });

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(["POST"]);

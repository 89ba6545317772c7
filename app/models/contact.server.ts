import { contactMessages } from "../../db/schema";
import { db } from "~/db.server";
import type { ContactInput } from "~/schemas/contact";
import { findCountry } from "~/utils/countries";
import { assertWriteAllowed } from "~/models/rate-limits.server";

/** A visitor's message, from /contact-us or `POST /api/bel/reach-us`: limited per address. */
export async function submitContactMessage(input: ContactInput, { address }: { address: string }) {
  await assertWriteAllowed("contact", address);
  return createContactMessage(input);
}

/** Stores a contact message; the dial code comes from the country, not from the client. */
export function createContactMessage(input: ContactInput) {
  const country = findCountry(input.selectedCountry);
  return db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      country: country?.name ?? input.selectedCountry,
      countryCode: country?.dialCode ?? "",
      phone: input.phone,
      subject: input.subject ?? "",
      message: input.message,
    })
    .returning({ id: contactMessages.id })
    .get();
}

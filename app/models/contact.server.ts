import { contactMessages } from "../../db/schema";
import { db } from "~/db.server";
import type { ContactInput } from "~/schemas/contact";
import { findCountry } from "~/utils/countries";

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

import { contactMessages } from "../../db/schema";
import { db } from "~/db.server";
import type { ContactInput } from "~/schemas/contact";
import type { Quotation } from "~/schemas/quotation";
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

/**
 * A quotation request from a product page (decisions.md): an enquiry staff see in Messages beside
 * contact messages, with the product (kept by name should the product go). Limited per address.
 */
export async function submitQuotation(
  input: Quotation,
  { address, product }: { address: string; product: { id: number; name: string } },
) {
  await assertWriteAllowed("quotation", address);
  return db
    .insert(contactMessages)
    .values({
      kind: "quotation",
      name: input.name,
      email: input.email.toLowerCase(),
      country: "",
      phone: "",
      subject: `Quotation: ${product.name}`,
      message: input.query,
      company: input.company,
      productId: product.id,
      productName: product.name,
      quantity: input.quantity ?? "",
      length: input.length ?? "",
    })
    .returning({ id: contactMessages.id })
    .get();
}

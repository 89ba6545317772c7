import { z } from "zod";
import { QuotationLimits } from "~/constants";
import { INVALID_EMAIL, SIMPLE_EMAIL } from "./review";
import { requiredText } from "./common";

export const FILL_ALL_FIELDS = "Please fill in all fields";
export const QUOTATION_SENT = "Thank you: your request has reached our sales team.";

const required = (max: number) => requiredText(FILL_ALL_FIELDS, max, `${max} characters at most.`);

const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be ${max} characters or fewer.`).optional().default("");

/**
 * A quotation request (docs/decisions.md, Quotation requests and the chat link): stored as an
 * enquiry staff read in Messages, and the prefilled text of the chat link the visitor is offered.
 * Quantity and length are optional.
 */
export const QuotationSchema = z.object({
  product: z.string().trim().max(200).default(""),
  name: required(QuotationLimits.name),
  email: requiredText(FILL_ALL_FIELDS, QuotationLimits.email, INVALID_EMAIL).regex(
    SIMPLE_EMAIL,
    INVALID_EMAIL,
  ),
  company: required(QuotationLimits.company),
  query: required(QuotationLimits.query),
  quantity: optional(QuotationLimits.quantity, "Quantity"),
  length: optional(QuotationLimits.length, "Length"),
});

export type Quotation = z.infer<typeof QuotationSchema>;

/** The chat address with the request as its prefilled text. */
export function chatUrl(number: string, q: Quotation) {
  const text = [
    `Quotation request${q.product ? ` for ${q.product}` : ""}`,
    `Name: ${q.name}`,
    `Email: ${q.email}`,
    `Company: ${q.company}`,
    ...(q.quantity ? [`Quantity: ${q.quantity}`] : []),
    ...(q.length ? [`Length: ${q.length}`] : []),
    `Query: ${q.query}`,
  ].join("\n");
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

import { z } from "zod";
import { QuotationLimits } from "~/constants";
import { INVALID_EMAIL, SIMPLE_EMAIL } from "./review";

export const FILL_ALL_FIELDS = "Please fill in all fields";

const required = (max: number) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(max, `${max} characters at most.`);

/** A quotation request: never stored, it becomes a prefilled chat message. */
export const QuotationSchema = z.object({
  product: z.string().trim().max(200).default(""),
  name: required(QuotationLimits.name),
  email: z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(QuotationLimits.email, INVALID_EMAIL)
    .regex(SIMPLE_EMAIL, INVALID_EMAIL),
  company: required(QuotationLimits.company),
  query: required(QuotationLimits.query),
});

export type Quotation = z.infer<typeof QuotationSchema>;

/** The chat address with the request as its prefilled text. */
export function chatUrl(number: string, q: Quotation) {
  const text = [
    `Quotation request${q.product ? ` for ${q.product}` : ""}`,
    `Name: ${q.name}`,
    `Email: ${q.email}`,
    `Company: ${q.company}`,
    `Query: ${q.query}`,
  ].join("\n");
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

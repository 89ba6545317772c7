/**
 * How a quote line and an enquiry read to people (docs/quotes.md). Plain functions, no zod, so
 * the forms in the browser can use them.
 */

/** The enquiry's reference, from its id: "Q-000123". */
export const enquiryReference = (id: number) => `Q-${String(id).padStart(6, "0")}`;

/** "3 × 305 m drum", "2 × 150 m", "10". */
export function describeLine(line: { qty: number; length?: number | null; drum?: string | null }) {
  if (line.drum) return `${line.qty} × ${line.drum} drum`;
  if (line.length) return `${line.qty} × ${line.length.toLocaleString("en-GB")} m`;
  return String(line.qty);
}

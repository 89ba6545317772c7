/**
 * How a quote line and an enquiry read to people (docs/quotes.md). Plain functions, no zod, so
 * the forms in the browser can use them.
 */

/** The enquiry's reference, from its id: "Q-000123". */
export const enquiryReference = (id: number) => `Q-${String(id).padStart(6, "0")}`;

/** What a cable comes in when it is sold by the pack (docs/quotes.md, How a product is sold). */
export const PACK_KINDS = ["drum", "reel", "box", "coil"] as const;
export type PackKind = (typeof PACK_KINDS)[number];

/**
 * How a product is sold (docs/quotes.md, How a product is sold): by the pack of a fixed length
 * ("305 m box"), cut to the length asked for or on a drum, or by the unit (a quantity alone).
 */
export type Sale =
  { kind: "pack"; metres: number; pack: PackKind } | { kind: "cut" } | { kind: "unit" };

/** "305 m box". */
export const packName = (sale: { metres: number; pack: PackKind }) =>
  `${sale.metres.toLocaleString("en-GB")} m ${sale.pack}`;

/**
 * "2 × 305 m box" (a pack), "3 × 305 m drum" (cut cable on a drum), "2 × 150 m" (cut lengths),
 * "10" (by the unit). A pack's length is stored as its metres per piece (`length`).
 */
export function describeLine(line: {
  qty: number;
  length?: number | null;
  drum?: string | null;
  pack?: string | null;
}) {
  if (line.pack && line.length)
    return `${line.qty} × ${line.length.toLocaleString("en-GB")} m ${line.pack}`;
  if (line.drum) return `${line.qty} × ${line.drum} drum`;
  if (line.length) return `${line.qty} × ${line.length.toLocaleString("en-GB")} m`;
  return String(line.qty);
}

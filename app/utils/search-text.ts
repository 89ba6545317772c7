/**
 * Words as the trade writes them (docs/storefront.md, "How a query is read"): the one reading of
 * text that the search index and a visitor's query share, so both sides agree on what a word is.
 *
 * - Case and accents do not count, and `²` is `2` (Unicode compatibility folding).
 * - `&` is the word `and`.
 * - A size is one word whatever its writing: `2.5mm²`, `2.5 mm2`, `2.5 sq mm` and `2.5mm2` are
 *   `2.5mm2`; `4.0mm²` is `4mm2`; lengths (`305 m`, `305 metres`: `305m`), diameters (`0.8 mm`:
 *   `0.8mm`), gauges (`22 AWG`: `22awg`), resistances (`50 Ohm`: `50ohm`), voltages and
 *   frequencies the same.
 * - Letters and digits joined by a hyphen or a slash are one word as well as their parts:
 *   `H07RN-F` is `h07rnf` and `h07rn`, `f`; `RS-485` is `rs485`, `rs`, `485`. Numbers on both
 *   sides of the mark (`7/0.2`, `0.6/1kV`) are not joined: they are figures, not a name.
 * - Ordinary plurals are their singular: `cables` is `cable`, `boxes` is `box`.
 *
 * It knows no product and imports nothing: the database registers `indexText` as the SQL function
 * the search index is written through (db/client.ts), and the query reader
 * (app/models/search-query.server.ts) reads a visitor's words with `readWords`.
 */

/** A word of a text, and the text it was read from (what a visitor typed, to show it back). */
export type Word = {
  /** the word as the index holds it */
  text: string;
  /** the joined word's parts, when it was written with hyphens or slashes (`star-quad`) */
  parts?: string[];
  /** where it was in the text, to show a corrected query in the visitor's own writing */
  from: number;
  to: number;
};

/** A figure that stands alone (not the `59` of `rg59`), then a space or none. */
const FIGURE = String.raw`(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?) *`;
/** The end of a word. */
const END = String.raw`(?![\p{L}\p{N}])`;

/** Units after a figure, each with the one writing the index keeps (`unit` of null: as written). */
const UNITS: [RegExp, string | null][] = [
  // Cross-sections first: `2.5 mm`, alone, is a diameter.
  [String.raw`(?:mm ?2|mm ?sq|sq\.? ?mm|sqmm|square ?mm|mm ?squared)`, "mm2"],
  [String.raw`(?:mm|millimet(?:re|er)s?)`, "mm"],
  [String.raw`(?:m|mtrs?|met(?:re|er)s?)`, "m"],
  ["awg", "awg"],
  [String.raw`(?:ohms?|ω)`, "ohm"],
  [String.raw`(?:kv|kilovolts?)`, "kv"],
  [String.raw`(?:v|volts?)`, "v"],
  ["(?:khz|mhz|ghz)", null],
].map(([unit, writing]) => [new RegExp(`${FIGURE}(${unit})${END}`, "gu"), writing]);

/** `4.0` is `4`, `1.50` is `1.5`, `007` is `7`: a figure's one writing. */
function figure(number: string): string {
  const value = Number(number);
  return Number.isFinite(value) ? String(value) : number;
}

/**
 * The text folded, and figures with their units written one way. What a unit's
 * writing drops is replaced by spaces, so a word keeps its place in the text (`readWords` says
 * where each was).
 */
function fold(text: string): { folded: string; ends: Map<number, number> } {
  let s = text.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  // Thousands separators: `1,000 m` is `1000m` (the comma moved after, so places hold).
  s = s.replace(/(\d),(\d{3})(?!\d)/g, "$1$2 ");
  // Where a figure's writing begins, where its writing as typed ended.
  const ends = new Map<number, number>();
  for (const [pattern, writing] of UNITS) {
    s = s.replace(pattern, (whole: string, number: string, unit: string, at: number) => {
      ends.set(at, at + whole.length);
      return (figure(number) + (writing ?? unit)).padEnd(whole.length, " ");
    });
  }
  return { folded: s, ends };
}

/** A run of letters and digits, with the dots, hyphens and slashes inside it; or `&`. */
const RUN = /&|[\p{L}\p{N}]+(?:[./-][\p{L}\p{N}]+)*/gu;

/** A plural's singular, for words of letters only. */
export function singular(word: string): string {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return word;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.length >= 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:x|ch|sh|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The words of a text, in order, as the index and the query both read them. */
export function readWords(text: string): Word[] {
  const words: Word[] = [];
  const { folded, ends } = fold(text);
  for (const match of folded.matchAll(RUN)) {
    const from = match.index ?? 0;
    const to = Math.max(from + match[0].length, ends.get(from) ?? 0);
    if (match[0] === "&") {
      words.push({ text: "and", from, to });
      continue;
    }
    // Dots belong to figures only (`2.5mm2`): elsewhere (`u.s`) they part words.
    const pieces = match[0].split(/[-/]/);
    const dotted = pieces.flatMap((p) => p.split(/(?<!\d)\.|\.(?!\d)/));
    // Figures on both sides of a mark (`7/0.2`, `0.6/1kv`) stay apart: a ratio, not a name.
    const figures = /\d[-/]\d/.test(match[0]);
    if (pieces.length === 1 || figures || dotted.length !== pieces.length) {
      for (const part of dotted) if (part) words.push({ text: singular(part), from, to });
      continue;
    }
    words.push({ text: singular(pieces.join("")), parts: pieces.map(singular), from, to });
  }
  return words;
}

/**
 * A text as the search index holds it: its words, a joined word followed by its parts (so that
 * `star-quad` is found by `starquad` and by `star quad`). The SQL function `bel_search_text`
 * (db/client.ts) writes every column of the index through it.
 */
export function indexText(text: string | null | undefined): string {
  if (!text) return "";
  const out: string[] = [];
  for (const word of readWords(text)) {
    out.push(word.text);
    if (word.parts) out.push(...word.parts);
  }
  return out.join(" ");
}

/** Whether a word is a figure or a product code: never corrected as a typo. */
export function isCode(word: string): boolean {
  return /\d/.test(word);
}

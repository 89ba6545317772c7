/**
 * What every PDF of the site is drawn with: page geometry, the brand colours, text that the
 * standard fonts can show, wrapping, the header bar and the footer. The documents themselves are
 * beside it: `catalogue.server.ts` (GET /catalogue.pdf), `datasheet.server.ts` and
 * `document.server.ts` (the seed's datasheets, certificates and guides).
 *
 * Everything is drawn with pdf-lib and the built-in Helvetica fonts, so nothing has to be
 * downloaded or embedded. Standard fonts only cover the WinAnsi character set: all text goes
 * through `sanitize()`, which keeps what Helvetica can render and maps the rest to ASCII.
 */
import type { PDFDocument, PDFFont, PDFImage, PDFPage, RGB } from "pdf-lib";
import { env } from "~/env.server";

// pdf-lib and qrcode (about 25 MB of memory together) are loaded with the first document the
// process draws, not when the server starts: most processes never draw one (docs/deploy.md,
// "Memory").
let libraries: { pdf: typeof import("pdf-lib"); qr: typeof import("qrcode") } | undefined;

async function loadLibraries() {
  if (!libraries) {
    const [pdf, qr] = await Promise.all([import("pdf-lib"), import("qrcode")]);
    libraries = { pdf, qr: qr.default };
  }
  return libraries;
}

/** pdf-lib and qrcode, once `setup()` (every document's first step) has loaded them. */
function loaded() {
  if (!libraries) throw new Error("pdf-lib is used before setup() loaded it");
  return libraries;
}

/** pdf-lib's `rgb()`, without loading pdf-lib: a colour is a plain object. */
function rgb(red: number, green: number, blue: number): RGB {
  return { type: "RGB", red, green, blue } as RGB;
}

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN = 42;
export const CONTENT_W = PAGE_W - 2 * MARGIN;
export const FOOTER_TOP = 64; // content must stay above this y

export const hexColour = (h: string): RGB =>
  rgb(
    parseInt(h.slice(1, 3), 16) / 255,
    parseInt(h.slice(3, 5), 16) / 255,
    parseInt(h.slice(5, 7), 16) / 255,
  );

export const NAVY = hexColour("#0b3c6f");
export const NAVY_DARK = hexColour("#072a4f");
export const ACCENT = hexColour("#f28c28");
export const TEXT = hexColour("#1f2933");
export const MUTED = hexColour("#5f6b7a");
export const RULE = hexColour("#d5dbe3");
export const ZEBRA = hexColour("#f1f4f8");
export const PANEL = hexColour("#f5f7fa");
export const WHITE = rgb(1, 1, 1);
export const LIGHT_TEXT = hexColour("#cfe0f1");

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function formatDate(d: Date): string {
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

// ---------------------------------------------------------------------------------------------
// Text sanitising and wrapping
// ---------------------------------------------------------------------------------------------

const REPLACEMENTS: Record<string, string> = {
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "!=",
  "\u2248": "~",
  "\u2212": "-",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "-",
  "\u2190": "<-",
  "\u2192": "->",
  "\u2194": "<->",
  "\u21d2": "=>",
  "\u2126": "Ohm",
  "\u03a9": "Ohm",
  "\u03c9": "ohm",
  "\u03bc": "\u00b5",
  "\u2300": "\u00d8",
  "\u221e": "infinity",
  "\u221a": "sqrt",
  "\u0394": "delta ",
  "\u2032": "'",
  "\u2033": '"',
  "\u0141": "L",
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
  "\u0131": "i",
  "\u2713": "",
  "\u2714": "",
  "\u2605": "*",
  "\u2606": "*",
  "\u00a0": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": " ",
  "\u200b": "",
  "\u200c": "",
  "\u200d": "",
  "\ufeff": "",
  "\t": "    ",
  "\u2070": "0",
  "\u2074": "4",
  "\u2075": "5",
  "\u2076": "6",
  "\u2077": "7",
  "\u2078": "8",
  "\u2079": "9",
  "\u207b": "-",
  "\u2080": "0",
  "\u2081": "1",
  "\u2082": "2",
  "\u2083": "3",
  "\u2084": "4",
  "\u2085": "5",
  "\u2086": "6",
  "\u2087": "7",
  "\u2088": "8",
  "\u2089": "9",
};

/** Unicode code points that the WinAnsi encoding of the standard fonts can show. */
const WIN_ANSI = new Set<number>([
  ...Array.from({ length: 95 }, (_, i) => 32 + i),
  ...Array.from({ length: 96 }, (_, i) => 160 + i),
  ...[..."\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d"].map(
    (c) => c.charCodeAt(0),
  ),
  ...[
    ..."\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178",
  ].map((c) => c.charCodeAt(0)),
]);

/**
 * Makes text safe for the WinAnsi-encoded standard fonts (newlines are kept). Characters the
 * fonts can show (such as the superscript two, degree sign, micro sign, em dash and curly
 * quotes) are kept; others are mapped to ASCII look-alikes, accents are stripped, and anything
 * left becomes "?".
 */
export function sanitize(text: unknown): string {
  const input = String(text ?? "").replace(/\r\n?/g, "\n");
  const supported = WIN_ANSI;
  let out = "";
  for (const ch of input) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\n") {
      out += ch;
      continue;
    }
    if (code < 32 || code === 127) continue;
    if (code < 127) {
      out += ch;
      continue;
    }
    if (REPLACEMENTS[ch] !== undefined) {
      out += REPLACEMENTS[ch];
      continue;
    }
    if (supported.has(code)) {
      out += ch;
      continue;
    }
    // strip accents (e.g. "ő" -> "o"), else give up on the character
    const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    const ok = [...base].every((c) => {
      const cc = c.codePointAt(0) ?? 0;
      return supported.has(cc);
    });
    out += base && ok ? base : "?";
  }
  return out;
}

/**
 * The brand a document names: the one it is given, else the configured BRAND_NAME. `name` goes
 * into the metadata as written, `text` is what the standard fonts draw.
 */
export function brandOf(given: string | undefined) {
  const name = given?.trim() || env.BRAND_NAME;
  return { name, text: sanitize(name) };
}

/** Breaks a single over-long word into pieces that fit maxWidth. */
function breakWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const parts: string[] = [];
  let cur = "";
  for (const ch of word) {
    if (cur && font.widthOfTextAtSize(cur + ch, size) > maxWidth) {
      parts.push(cur);
      cur = ch;
    } else cur += ch;
  }
  if (cur) parts.push(cur);
  return parts;
}

/** Greedy word wrap using the real font metrics. Text must already be sanitised. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const hard of text.split("\n")) {
    const words = hard.split(/ +/).filter(Boolean);
    if (!words.length) {
      lines.push("");
      continue;
    }
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (font.widthOfTextAtSize(word, size) > maxWidth) {
        const pieces = breakWord(word, font, size, maxWidth);
        lines.push(...pieces.slice(0, -1));
        line = pieces[pieces.length - 1] ?? "";
      } else line = word;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Shortens text with an ellipsis so that it fits maxWidth. */
export function fitLine(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > maxWidth) t = t.slice(0, -1);
  return `${t.trimEnd()}...`;
}

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers
// ---------------------------------------------------------------------------------------------

type Fonts = { regular: PDFFont; bold: PDFFont };

export async function setup(title: string, brand: string, subject: string, date?: Date) {
  const { PDFDocument, StandardFonts } = (await loadLibraries()).pdf;
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold };
  // document metadata is stored as PDF text strings, which may hold any Unicode text
  doc.setTitle(title);
  doc.setAuthor(brand);
  doc.setSubject(subject);
  doc.setCreator(brand);
  doc.setProducer(`${brand} (pdf-lib)`);
  if (date) {
    doc.setCreationDate(date);
    doc.setModificationDate(date);
  }
  return { doc, fonts };
}

export function text(
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  color: RGB = TEXT,
) {
  if (value) page.drawText(value, { x, y, font, size, color });
}

export function textRight(
  page: PDFPage,
  value: string,
  right: number,
  y: number,
  font: PDFFont,
  size: number,
  color: RGB = TEXT,
) {
  text(page, value, right - font.widthOfTextAtSize(value, size), y, font, size, color);
}

/** A bold label in `colour`, then its value in regular text `gap` points after it. */
export function labelled(
  page: PDFPage,
  fonts: Fonts,
  [label, value]: [string, string],
  { x, y, size, colour, gap }: { x: number; y: number; size: number; colour: RGB; gap: number },
) {
  text(page, label, x, y, fonts.bold, size, colour);
  text(page, value, x + fonts.bold.widthOfTextAtSize(label, size) + gap, y, fonts.regular, size);
}

/** Row `i` (0 first) of a zebra-striped table: its band across the content width, `h` high below `y`. */
export function zebraBand(page: PDFPage, i: number, y: number, h: number) {
  page.drawRectangle({
    x: MARGIN,
    y: y - h,
    width: CONTENT_W,
    height: h,
    color: i % 2 ? WHITE : ZEBRA,
  });
}

/** The rule that closes a zebra-striped table, across the content width at `y`. */
export function tableRule(page: PDFPage, y: number) {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE_W - MARGIN, y },
    thickness: 0.8,
    color: RULE,
  });
}

/** Navy header bar with the brand name on the left and a label on the right. */
export function headerBar(
  page: PDFPage,
  fonts: Fonts,
  brand: string,
  label: string,
  height: number,
) {
  page.drawRectangle({ x: 0, y: PAGE_H - height, width: PAGE_W, height, color: NAVY });
  page.drawRectangle({ x: 0, y: PAGE_H - height - 4, width: PAGE_W, height: 4, color: ACCENT });
  // small cable cross-section mark next to the brand
  const markY = PAGE_H - height / 2;
  page.drawCircle({ x: MARGIN + 9, y: markY, size: 9, color: WHITE });
  page.drawCircle({ x: MARGIN + 9, y: markY, size: 5.2, color: ACCENT });
  page.drawCircle({ x: MARGIN + 9, y: markY, size: 2.4, color: NAVY });
  const brandSize = height >= 70 ? 21 : 15;
  const brandText = fitLine(brand, fonts.bold, brandSize, CONTENT_W * 0.55);
  text(page, brandText, MARGIN + 26, markY - brandSize * 0.35, fonts.bold, brandSize, WHITE);
  const labelText = fitLine(label, fonts.bold, 8.5, CONTENT_W * 0.4);
  textRight(page, labelText, PAGE_W - MARGIN, markY - 3, fonts.bold, 8.5, LIGHT_TEXT);
}

export function footer(page: PDFPage, fonts: Fonts, left: string, right: string, second?: string) {
  page.drawLine({
    start: { x: MARGIN, y: 50 },
    end: { x: PAGE_W - MARGIN, y: 50 },
    thickness: 0.7,
    color: RULE,
  });
  const rightW = fonts.regular.widthOfTextAtSize(right, 8);
  text(
    page,
    fitLine(left, fonts.regular, 8, CONTENT_W - rightW - 20),
    MARGIN,
    38,
    fonts.regular,
    8,
    MUTED,
  );
  textRight(page, right, PAGE_W - MARGIN, 38, fonts.regular, 8, MUTED);
  if (second)
    text(
      page,
      fitLine(second, fonts.regular, 7.5, CONTENT_W),
      MARGIN,
      27,
      fonts.regular,
      7.5,
      MUTED,
    );
}

export async function embedImage(
  doc: PDFDocument,
  bytes: Uint8Array | undefined,
): Promise<PDFImage | null> {
  if (!bytes || bytes.length < 8) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
      return await doc.embedPng(bytes);
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    return null;
  }
  return null;
}

/**
 * A QR code of `value`, `size` points square with its bottom-left corner at (x, y), drawn as
 * vector rectangles (one per run of dark modules in a row): sharp at any zoom, and smaller than
 * an embedded picture. The quiet zone of four modules is left white around it.
 */
export function qrCode(page: PDFPage, value: string, x: number, y: number, size: number) {
  const { modules } = loaded().qr.create(value, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const unit = size / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: WHITE });
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.data[row * modules.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.data[row * modules.size + col]) col++;
      page.drawRectangle({
        x: x + (quiet + start) * unit,
        y: y + size - (quiet + row + 1) * unit,
        width: (col - start) * unit,
        height: unit,
        color: rgb(0, 0, 0),
      });
    }
  }
}

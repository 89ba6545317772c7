/**
 * PDF generators for the demo seed (datasheets, text documents, the product catalogue).
 *
 * Everything is drawn with pdf-lib and the built-in Helvetica fonts, so nothing has to be
 * downloaded or embedded. Standard fonts only cover the WinAnsi character set: all text goes
 * through `sanitize()`, which keeps what Helvetica can render and maps the rest to ASCII.
 */
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { PDFFont, PDFImage, PDFPage, RGB } from "pdf-lib";

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 42;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const FOOTER_TOP = 64; // content must stay above this y

const hexColour = (h: string): RGB =>
  rgb(
    parseInt(h.slice(1, 3), 16) / 255,
    parseInt(h.slice(3, 5), 16) / 255,
    parseInt(h.slice(5, 7), 16) / 255,
  );

const NAVY = hexColour("#0b3c6f");
const NAVY_DARK = hexColour("#072a4f");
const ACCENT = hexColour("#f28c28");
const TEXT = hexColour("#1f2933");
const MUTED = hexColour("#5f6b7a");
const RULE = hexColour("#d5dbe3");
const ZEBRA = hexColour("#f1f4f8");
const PANEL = hexColour("#f5f7fa");
const WHITE = rgb(1, 1, 1);
const LIGHT_TEXT = hexColour("#cfe0f1");

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

function formatDate(d: Date): string {
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
function fitLine(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > maxWidth) t = t.slice(0, -1);
  return `${t.trimEnd()}...`;
}

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers
// ---------------------------------------------------------------------------------------------

type Fonts = { regular: PDFFont; bold: PDFFont };

async function setup(title: string, brand: string, subject: string, date?: Date) {
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

function text(
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

function textRight(
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

/** Navy header bar with the brand name on the left and a label on the right. */
function headerBar(page: PDFPage, fonts: Fonts, brand: string, label: string, height: number) {
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

function footer(page: PDFPage, fonts: Fonts, left: string, right: string, second?: string) {
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

async function embedImage(
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

// ---------------------------------------------------------------------------------------------
// Datasheet
// ---------------------------------------------------------------------------------------------

export async function datasheetPdf(p: {
  brand: string;
  name: string;
  reference: string;
  description: string;
  specs: { title: string; value: string }[];
  image?: Uint8Array;
  /** Date printed in the footer and stored in the metadata (defaults to now). */
  generatedAt?: Date;
}): Promise<Uint8Array> {
  const date = p.generatedAt ?? new Date();
  const brand = sanitize(p.brand) || "BEL Cables";
  const name = sanitize(p.name).replace(/\n/g, " ");
  const reference = sanitize(p.reference).replace(/\n/g, " ");
  const { doc, fonts } = await setup(
    `${p.name.trim()} - Product datasheet`,
    p.brand.trim() || brand,
    `Datasheet ${p.reference.trim()}`,
    p.generatedAt,
  );
  const { regular, bold } = fonts;

  const pages: PDFPage[] = [];
  const newPage = (continued: boolean) => {
    const page = doc.addPage([PAGE_W, PAGE_H]);
    pages.push(page);
    headerBar(
      page,
      fonts,
      brand,
      continued ? "PRODUCT DATASHEET (CONTINUED)" : "PRODUCT DATASHEET",
      continued ? 54 : 78,
    );
    return page;
  };

  let page = newPage(false);
  let y = PAGE_H - 78 - 4 - 34;

  // title + reference
  const titleLines = wrapText(name, bold, 21, CONTENT_W).slice(0, 3);
  for (const line of titleLines) {
    text(page, line, MARGIN, y, bold, 21, NAVY);
    y -= 25;
  }
  y += 4;
  page.drawRectangle({ x: MARGIN, y: y - 4, width: 3, height: 14, color: ACCENT });
  text(page, "Reference", MARGIN + 9, y, bold, 10, MUTED);
  text(
    page,
    reference,
    MARGIN + 9 + bold.widthOfTextAtSize("Reference", 10) + 8,
    y,
    regular,
    10,
    TEXT,
  );
  y -= 26;

  // image panel + description
  const image = await embedImage(doc, p.image);
  const descSize = 10;
  const descLead = 14.2;
  const description = sanitize(p.description).trim();
  if (image) {
    const box = 200;
    const top = y + 6;
    page.drawRectangle({
      x: MARGIN,
      y: top - box,
      width: box,
      height: box,
      color: PANEL,
      borderColor: RULE,
      borderWidth: 0.8,
    });
    const scale = Math.min((box - 12) / image.width, (box - 12) / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, {
      x: MARGIN + (box - w) / 2,
      y: top - box + (box - h) / 2,
      width: w,
      height: h,
    });
    text(page, "Cross-section (illustrative)", MARGIN, top - box - 11, regular, 7.5, MUTED);

    const colX = MARGIN + box + 20;
    const colW = CONTENT_W - box - 20;
    text(page, "Description", colX, y - 4, bold, 12, NAVY);
    page.drawRectangle({ x: colX, y: y - 11, width: 28, height: 2, color: ACCENT });
    let ty = y - 28;
    const beside = wrapText(description, regular, descSize, colW);
    const fitBeside = Math.max(0, Math.floor((ty - (top - box)) / descLead) + 1);
    beside.slice(0, fitBeside).forEach((line) => {
      text(page, line, colX, ty, regular, descSize, TEXT);
      ty -= descLead;
    });
    y = top - box - 42;
    if (beside.length > fitBeside) {
      // the rest of the paragraph flows under the image at full width
      const rest = wrapText(beside.slice(fitBeside).join(" "), regular, descSize, CONTENT_W);
      y += 8;
      for (const line of rest) {
        if (y < FOOTER_TOP + 40) {
          page = newPage(true);
          y = PAGE_H - 54 - 4 - 30;
        }
        text(page, line, MARGIN, y, regular, descSize, TEXT);
        y -= descLead;
      }
      y -= 14;
    }
  } else if (description) {
    text(page, "Description", MARGIN, y, bold, 12, NAVY);
    page.drawRectangle({ x: MARGIN, y: y - 7, width: 28, height: 2, color: ACCENT });
    y -= 24;
    for (const line of wrapText(description, regular, descSize, CONTENT_W)) {
      if (y < FOOTER_TOP + 40) {
        page = newPage(true);
        y = PAGE_H - 54 - 4 - 30;
      }
      text(page, line, MARGIN, y, regular, descSize, TEXT);
      y -= descLead;
    }
    y -= 16;
  }

  // specification table
  const specs = p.specs
    .map((s) => ({ title: sanitize(s.title).trim(), value: sanitize(s.value).trim() }))
    .filter((s) => s.title || s.value);
  if (specs.length) {
    const col1 = Math.round(CONTENT_W * 0.4);
    const pad = 6;
    const size = 9.5;
    const lead = 12.5;
    const headH = 20;
    const drawHead = () => {
      page.drawRectangle({ x: MARGIN, y: y - headH, width: CONTENT_W, height: headH, color: NAVY });
      text(page, "Property", MARGIN + pad, y - 13.5, bold, size, WHITE);
      text(page, "Value", MARGIN + col1 + pad, y - 13.5, bold, size, WHITE);
      y -= headH;
    };
    if (y < FOOTER_TOP + 110) {
      page = newPage(true);
      y = PAGE_H - 54 - 4 - 30;
    }
    text(page, "Technical specifications", MARGIN, y, bold, 12, NAVY);
    page.drawRectangle({ x: MARGIN, y: y - 7, width: 28, height: 2, color: ACCENT });
    y -= 18;
    drawHead();
    specs.forEach((s, i) => {
      const left = wrapText(s.title, bold, size, col1 - 2 * pad);
      const right = wrapText(s.value || "-", regular, size, CONTENT_W - col1 - 2 * pad);
      const rows = Math.max(left.length, right.length, 1);
      const h = rows * lead + 2 * pad - 2;
      if (y - h < FOOTER_TOP) {
        page = newPage(true);
        y = PAGE_H - 54 - 4 - 30;
        drawHead();
      }
      page.drawRectangle({
        x: MARGIN,
        y: y - h,
        width: CONTENT_W,
        height: h,
        color: i % 2 ? WHITE : ZEBRA,
      });
      left.forEach((line, k) =>
        text(page, line, MARGIN + pad, y - pad - 8 - k * lead, bold, size, NAVY_DARK),
      );
      right.forEach((line, k) =>
        text(page, line, MARGIN + col1 + pad, y - pad - 8 - k * lead, regular, size, TEXT),
      );
      y -= h;
    });
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_W - MARGIN, y },
      thickness: 0.8,
      color: RULE,
    });
  }

  pages.forEach((pg, i) => {
    footer(
      pg,
      fonts,
      `Data subject to change without notice. ${brand}, United Kingdom.`,
      `Page ${i + 1} of ${pages.length}`,
      `Generated on ${formatDate(date)}  |  ${name} (${reference})`,
    );
  });
  return doc.save();
}

// ---------------------------------------------------------------------------------------------
// Multi-page text document
// ---------------------------------------------------------------------------------------------

/**
 * Paragraph conventions: "# Heading" and "## Sub-heading" become headings; "- item", "* item"
 * and "• item" become bullet points; everything else is body text (single newlines are kept).
 */
export async function documentPdf(p: {
  brand: string;
  title: string;
  paragraphs: string[];
  generatedAt?: Date;
}): Promise<Uint8Array> {
  const brand = sanitize(p.brand) || "BEL Cables";
  const title = sanitize(p.title).replace(/\n/g, " ").trim();
  const { doc, fonts } = await setup(
    p.title.trim(),
    p.brand.trim() || brand,
    p.title.trim(),
    p.generatedAt,
  );
  const { regular, bold } = fonts;
  const size = 10.5;
  const lead = 15;
  const top = PAGE_H - 54 - 4 - 34;
  const bottom = FOOTER_TOP + 10;

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([PAGE_W, PAGE_H]);
    pages.push(page);
    headerBar(page, fonts, brand, title.toUpperCase(), 54);
    y = top;
  };
  newPage();

  // title block
  for (const line of wrapText(title, bold, 22, CONTENT_W)) {
    text(page, line, MARGIN, y, bold, 22, NAVY);
    y -= 27;
  }
  page.drawRectangle({ x: MARGIN, y: y + 12, width: 44, height: 3, color: ACCENT });
  y -= 14;

  const ensure = (h: number) => {
    if (y - h < bottom) newPage();
  };

  let previousBullet = false;
  for (const raw of p.paragraphs) {
    const para = sanitize(raw).trim();
    if (!para) continue;
    const heading = /^(#{1,3})\s+(.*)$/s.exec(para);
    const bullet = /^([-*\u2022])\s+(.*)$/s.exec(para);
    if (previousBullet && !bullet) y -= 6;
    previousBullet = Boolean(bullet);
    if (heading) {
      const hs = heading[1].length === 1 ? 15 : 12.5;
      const lines = wrapText(heading[2].replace(/\n/g, " "), bold, hs, CONTENT_W);
      y -= 6;
      ensure(lines.length * (hs + 4) + lead * 2); // keep the heading with some body text
      for (const line of lines) {
        text(page, line, MARGIN, y, bold, hs, NAVY);
        y -= hs + 4;
      }
      y -= 4;
      continue;
    }
    const indent = bullet ? 16 : 0;
    const body = bullet ? bullet[2] : para;
    const lines = wrapText(body, regular, size, CONTENT_W - indent);
    lines.forEach((line, i) => {
      ensure(lead);
      if (bullet && i === 0) {
        page.drawCircle({ x: MARGIN + 5, y: y + 3.4, size: 2.1, color: ACCENT });
      }
      text(page, line, MARGIN + indent, y, regular, size, TEXT);
      y -= lead;
    });
    y -= bullet ? 3 : 8;
  }

  pages.forEach((pg, i) => {
    footer(pg, fonts, `${brand}, United Kingdom  |  ${title}`, `Page ${i + 1} of ${pages.length}`);
  });
  return doc.save();
}

// ---------------------------------------------------------------------------------------------
// Product catalogue
// ---------------------------------------------------------------------------------------------

export async function cataloguePdf(p: {
  brand: string;
  address: string;
  email: string;
  sections: { title: string; items: { name: string; reference: string }[] }[];
  generatedAt?: Date;
}): Promise<Uint8Array> {
  const date = p.generatedAt ?? new Date();
  const brand = sanitize(p.brand) || "BEL Cables";
  const metaBrand = p.brand.trim() || brand;
  const { doc, fonts } = await setup(
    `${metaBrand} - Product Catalogue`,
    metaBrand,
    "Product Catalogue",
    p.generatedAt,
  );
  const { regular, bold } = fonts;
  const sections = p.sections.map((s) => ({
    title: sanitize(s.title).replace(/\n/g, " ").trim() || "Products",
    items: s.items.map((it) => ({
      name: sanitize(it.name).replace(/\n/g, " ").trim(),
      reference: sanitize(it.reference).replace(/\n/g, " ").trim(),
    })),
  }));

  // ---- cover
  const cover = doc.addPage([PAGE_W, PAGE_H]);
  const split = PAGE_H * 0.4;
  cover.drawRectangle({ x: 0, y: split, width: PAGE_W, height: PAGE_H - split, color: NAVY });
  cover.drawRectangle({ x: 0, y: split - 6, width: PAGE_W, height: 6, color: ACCENT });
  // abstract cables
  const curves = [
    { d: "M 190 505 C 320 440 420 400 610 390", c: WHITE, w: 6, o: 0.22 },
    { d: "M 250 505 C 340 420 430 350 610 320", c: ACCENT, w: 10, o: 0.85 },
    { d: "M 320 505 C 390 400 470 320 610 250", c: hexColour("#5fa3e0"), w: 8, o: 0.55 },
    { d: "M 130 505 C 300 480 460 470 610 465", c: hexColour("#fcb941"), w: 5, o: 0.5 },
  ];
  for (const cv of curves) {
    cover.drawSvgPath(cv.d, {
      x: 0,
      y: PAGE_H,
      borderColor: cv.c,
      borderWidth: cv.w,
      borderOpacity: cv.o,
    });
  }
  // cable cross-section motif
  const cx = PAGE_W - 150;
  const cy = PAGE_H - 190;
  cover.drawCircle({
    x: cx,
    y: cy,
    size: 92,
    color: NAVY_DARK,
    borderColor: WHITE,
    borderWidth: 3,
    borderOpacity: 0.5,
  });
  cover.drawCircle({
    x: cx,
    y: cy,
    size: 80,
    borderColor: ACCENT,
    borderWidth: 1.5,
    borderOpacity: 0.8,
  });
  for (let k = 0; k < 3; k++) {
    const a = Math.PI / 2 + (k * 2 * Math.PI) / 3;
    const px = cx + Math.cos(a) * 36;
    const py = cy + Math.sin(a) * 36;
    cover.drawCircle({
      x: px,
      y: py,
      size: 29,
      color: WHITE,
      opacity: 0.12,
      borderColor: WHITE,
      borderWidth: 1.5,
      borderOpacity: 0.45,
    });
    cover.drawCircle({ x: px, y: py, size: 15, color: hexColour("#c8763c"), opacity: 0.9 });
  }
  const brandLines = wrapText(brand, bold, 40, CONTENT_W * 0.62).slice(0, 2);
  let ty = PAGE_H - 120;
  for (const line of brandLines) {
    text(cover, line, MARGIN + 8, ty, bold, 40, WHITE);
    ty -= 46;
  }
  cover.drawRectangle({ x: MARGIN + 8, y: ty + 18, width: 60, height: 4, color: ACCENT });
  text(cover, "Product Catalogue", MARGIN + 8, ty - 18, bold, 28, WHITE);
  text(cover, String(date.getFullYear()), MARGIN + 8, ty - 44, regular, 14, LIGHT_TEXT);
  text(
    cover,
    "Cables engineered and supplied in the United Kingdom",
    MARGIN + 8,
    split + 34,
    regular,
    11,
    LIGHT_TEXT,
  );

  // contact block
  let cyText = split - 70;
  text(cover, "CONTACT", MARGIN + 8, cyText, bold, 10, ACCENT);
  cyText -= 22;
  const address = sanitize(p.address).trim();
  for (const line of wrapText(address, regular, 12, CONTENT_W * 0.7)) {
    text(cover, line, MARGIN + 8, cyText, regular, 12, TEXT);
    cyText -= 17;
  }
  cyText -= 6;
  const email = sanitize(p.email).trim();
  if (email) {
    text(cover, "E-mail", MARGIN + 8, cyText, bold, 12, NAVY);
    text(
      cover,
      email,
      MARGIN + 8 + bold.widthOfTextAtSize("E-mail", 12) + 10,
      cyText,
      regular,
      12,
      TEXT,
    );
    cyText -= 30;
  }
  const total = sections.reduce((a, s) => a + s.items.length, 0);
  text(
    cover,
    `${sections.length} product ranges  |  ${total} products`,
    MARGIN + 8,
    Math.min(cyText, 150),
    regular,
    10,
    MUTED,
  );
  cover.drawRectangle({ x: 0, y: 0, width: PAGE_W, height: 36, color: NAVY });
  text(cover, `${brand}  |  ${email}`, MARGIN + 8, 14, regular, 9, LIGHT_TEXT);

  // ---- contents placeholder pages
  const tocRowH = 19;
  const tocPerPage = Math.floor((PAGE_H - 54 - 4 - 120 - FOOTER_TOP) / tocRowH);
  const tocPageCount = sections.length ? Math.ceil(sections.length / tocPerPage) : 0;
  const tocPages: PDFPage[] = [];
  for (let i = 0; i < tocPageCount; i++) tocPages.push(doc.addPage([PAGE_W, PAGE_H]));

  // ---- sections
  const content: PDFPage[] = [];
  const top = PAGE_H - 54 - 4 - 34;
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([PAGE_W, PAGE_H]);
    content.push(page);
    headerBar(page, fonts, brand, "PRODUCT CATALOGUE", 54);
    y = top;
  };
  const sectionPage: number[] = [];
  const size = 9.5;
  const lead = 12.5;
  const pad = 5.5;
  const refCol = 150;
  const nameW = CONTENT_W - refCol - 2 * pad - 24;
  const drawHead = (title: string, continued: boolean) => {
    if (continued) {
      text(page, `${title} (continued)`, MARGIN, y, bold, 10.5, MUTED);
      y -= 14;
    }
    page.drawRectangle({ x: MARGIN, y: y - 18, width: CONTENT_W, height: 18, color: NAVY });
    text(page, "#", MARGIN + pad, y - 12.5, bold, 8.5, LIGHT_TEXT);
    text(page, "Product", MARGIN + pad + 24, y - 12.5, bold, size, WHITE);
    text(page, "Reference", PAGE_W - MARGIN - refCol + pad, y - 12.5, bold, size, WHITE);
    y -= 18;
  };

  if (sections.length) newPage();
  sections.forEach((section, si) => {
    // keep the section title with its header and a few rows
    if (y - 120 < FOOTER_TOP && y !== top) newPage();
    if (y !== top) y -= 40;
    sectionPage.push(tocPageCount + content.length - 1); // 0-based index, cover excluded
    page.drawRectangle({ x: MARGIN, y: y - 5, width: 4, height: 22, color: ACCENT });
    const titleText = fitLine(`${si + 1}. ${section.title}`, bold, 16, CONTENT_W - 90);
    text(page, titleText, MARGIN + 12, y, bold, 16, NAVY);
    textRight(
      page,
      `${section.items.length} product${section.items.length === 1 ? "" : "s"}`,
      PAGE_W - MARGIN,
      y + 2,
      regular,
      9,
      MUTED,
    );
    y -= 16;
    drawHead(section.title, false);
    if (!section.items.length) {
      text(page, "No products listed.", MARGIN + pad, y - 14, regular, size, MUTED);
      y -= 22;
      return;
    }
    section.items.forEach((item, i) => {
      const nameLines = wrapText(item.name || "-", regular, size, nameW);
      const refLines = wrapText(item.reference || "-", bold, size, refCol - 2 * pad);
      const rows = Math.max(nameLines.length, refLines.length);
      const h = rows * lead + 2 * pad - 2;
      if (y - h < FOOTER_TOP) {
        newPage();
        drawHead(section.title, true);
      }
      page.drawRectangle({
        x: MARGIN,
        y: y - h,
        width: CONTENT_W,
        height: h,
        color: i % 2 ? WHITE : ZEBRA,
      });
      text(page, String(i + 1), MARGIN + pad, y - pad - 8, regular, 8, MUTED);
      nameLines.forEach((line, k) =>
        text(page, line, MARGIN + pad + 24, y - pad - 8 - k * lead, regular, size, TEXT),
      );
      refLines.forEach((line, k) =>
        text(
          page,
          line,
          PAGE_W - MARGIN - refCol + pad,
          y - pad - 8 - k * lead,
          bold,
          size,
          NAVY_DARK,
        ),
      );
      y -= h;
    });
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_W - MARGIN, y },
      thickness: 0.8,
      color: RULE,
    });
  });

  // ---- contents
  tocPages.forEach((tp, pi) => {
    headerBar(tp, fonts, brand, "PRODUCT CATALOGUE", 54);
    let ty2 = top;
    if (pi === 0) {
      text(tp, "Contents", MARGIN, ty2, bold, 22, NAVY);
      tp.drawRectangle({ x: MARGIN, y: ty2 - 12, width: 44, height: 3, color: ACCENT });
      ty2 -= 44;
    }
    const slice = sections.slice(pi * tocPerPage, (pi + 1) * tocPerPage);
    slice.forEach((s, k) => {
      const idx = pi * tocPerPage + k;
      const pageNo = String(sectionPage[idx] + 1);
      const label = fitLine(`${idx + 1}.  ${s.title}`, regular, 11, CONTENT_W - 120);
      text(tp, label, MARGIN, ty2, regular, 11, TEXT);
      const lw = regular.widthOfTextAtSize(label, 11);
      textRight(tp, pageNo, PAGE_W - MARGIN, ty2, bold, 11, NAVY);
      // dotted leader
      const from = MARGIN + lw + 8;
      const to = PAGE_W - MARGIN - bold.widthOfTextAtSize(pageNo, 11) - 8;
      for (let x = from; x < to; x += 5)
        tp.drawCircle({ x, y: ty2 + 2.5, size: 0.6, color: MUTED });
      ty2 -= tocRowH;
    });
  });

  // ---- footers (the cover has none; numbering starts after the cover)
  const numbered = [...tocPages, ...content];
  numbered.forEach((pg, i) => {
    footer(
      pg,
      fonts,
      `${brand}, United Kingdom  |  ${email}  |  Data subject to change without notice.`,
      `Page ${i + 1} of ${numbered.length}`,
    );
  });
  return doc.save();
}

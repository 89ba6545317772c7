/**
 * A product datasheet: title, reference, picture and description, then the specification table.
 * The seed's uploaded datasheets give just those; the datasheet generated from a product's own
 * data (GET /products/{slug}/datasheet.pdf, docs/variants.md) adds its SKU and revision, the
 * specifier's key figures, the certifications chosen for it and the page's address with a QR
 * code (in a column beside the specifications), its family's variants with their SKUs, and the
 * company's details in the footer.
 *
 * One A4 page holds a product with a dozen specifications and a family of ten: the sections are
 * drawn compactly and only what the product has is drawn. Longer ones go on to more pages, a
 * table's header repeated on each.
 */
import type { PDFFont, PDFPage } from "pdf-lib";
import {
  PAGE_W,
  PAGE_H,
  MARGIN,
  CONTENT_W,
  FOOTER_TOP,
  NAVY,
  NAVY_DARK,
  ACCENT,
  TEXT,
  MUTED,
  RULE,
  PANEL,
  WHITE,
  ZEBRA,
  hexColour,
  formatDate,
  sanitize,
  brandOf,
  wrapText,
  setup,
  labelled,
  text,
  textRight,
  headerBar,
  footer,
  embedImage,
  qrCode,
} from "./kit.server";

/** Who publishes a generated datasheet: the footer's company details. */
export type DatasheetCompany = {
  legalName: string;
  address: string;
  companyNumber: string;
  email: string;
  phone: string;
};

export type DatasheetInput = {
  /** Defaults to the configured BRAND_NAME. */
  brand?: string;
  name: string;
  reference: string;
  description: string;
  specs: { title: string; value: string }[];
  image?: Uint8Array;
  /** Under the picture; "Cross-section (illustrative)" unless given ("" for none). */
  imageCaption?: string;
  /** Date printed in the footer and stored in the metadata (defaults to now). */
  generatedAt?: Date;
  /** Beside the reference, when there is one. */
  sku?: string | null;
  /** The sheet's revision: its number and date, beside the reference and in the footer. */
  revision?: { number: number; date: Date };
  /** The specifier's figures (overall diameter, weight…), a band above the specifications. */
  keyFigures?: { title: string; value: string }[];
  /** Names of the certifications, beside the specifications. */
  certifications?: string[];
  /** The product page's address, written out and as a QR code, under the certifications. */
  pageUrl?: string;
  /**
   * The product's family: one row per member (the parent first), its SKU and its values of the
   * groups that vary (`columns`); `current` marks the sheet's own product.
   */
  family?: { columns: string[]; rows: { sku: string; values: string[]; current: boolean }[] };
  /**
   * The company's details for the footer, which then says the revision, or when the data last
   * changed (`generatedAt`), rather than when the file was generated.
   */
  company?: DatasheetCompany;
};

/** The width of the column of certifications and the QR code, and its gap to the table. */
const SIDE_W = 176;
const SIDE_GAP = 16;
const SIDE_PAD = 10;
const QR = 72;
/** Where the content starts under the header bar of a first and of a continued page. */
const FIRST_TOP = PAGE_H - 78 - 4 - 32;
const NEXT_TOP = PAGE_H - 54 - 4 - 28;

type Cell = { text: string; bold?: boolean };
type TableSpec = {
  x: number;
  width: number;
  /** Each column's share of the width. */
  shares: number[];
  headers: string[];
  rows: { cells: Cell[]; current?: boolean }[];
};

export async function datasheetPdf(p: DatasheetInput): Promise<Uint8Array> {
  const date = p.revision?.date ?? p.generatedAt ?? new Date();
  const { name: metaBrand, text: brand } = brandOf(p.brand);
  const clean = (value: string) => sanitize(value).replace(/\n/g, " ").trim();
  const name = clean(p.name);
  const reference = clean(p.reference);
  const { doc, fonts } = await setup(
    `${p.name.trim()} - Product datasheet`,
    metaBrand,
    `Datasheet ${p.reference.trim()}`,
    p.revision?.date ?? p.generatedAt,
  );
  const { regular, bold } = fonts;

  const pages: PDFPage[] = [];
  const newPage = (continued: boolean) => {
    const next = doc.addPage([PAGE_W, PAGE_H]);
    pages.push(next);
    headerBar(
      next,
      fonts,
      brand,
      continued ? "PRODUCT DATASHEET (CONTINUED)" : "PRODUCT DATASHEET",
      continued ? 54 : 78,
    );
    return next;
  };
  let page = newPage(false);
  let y = FIRST_TOP;
  const breakPage = () => {
    page = newPage(true);
    y = NEXT_TOP;
  };

  /** A section's heading at `x`: 12 pt, with the accent rule under it. */
  const heading = (title: string, x = MARGIN) => {
    text(page, title, x, y, bold, 12, NAVY);
    page.drawRectangle({ x, y: y - 6, width: 28, height: 2, color: ACCENT });
    y -= 20;
  };

  // --- Title, reference, SKU and revision -----------------------------------------------------
  for (const line of wrapText(name, bold, 21, CONTENT_W).slice(0, 3)) {
    text(page, line, MARGIN, y, bold, 21, NAVY);
    y -= 25;
  }
  y += 5;
  const sku = clean(p.sku ?? "");
  const facts: [string, string][] = [["Reference", reference]];
  if (sku) facts.push(["SKU", sku]);
  if (p.revision) facts.push(["Revision", `${p.revision.number} · ${formatDate(p.revision.date)}`]);
  let fx = MARGIN + 9;
  const factsTop = y;
  for (const [label, value] of facts) {
    const width = bold.widthOfTextAtSize(label, 10) + 7 + regular.widthOfTextAtSize(value, 10);
    if (fx > MARGIN + 9 && fx + width > PAGE_W - MARGIN) {
      fx = MARGIN + 9;
      y -= 15;
    }
    labelled(page, fonts, [label, value], { x: fx, y, size: 10, colour: MUTED, gap: 7 });
    fx += width + 22;
  }
  page.drawRectangle({
    x: MARGIN,
    y: y - 4,
    width: 3,
    height: factsTop - y + 14,
    color: ACCENT,
  });
  y -= 24;

  // --- Picture and description ----------------------------------------------------------------
  const image = await embedImage(doc, p.image);
  const descSize = 9.5;
  const descLead = 13.4;
  /** Description lines at full width, going on to a new page when they reach the footer. */
  const describe = (lines: string[]) => {
    for (const line of lines) {
      if (y < FOOTER_TOP + 30) breakPage();
      text(page, line, MARGIN, y, regular, descSize, TEXT);
      y -= descLead;
    }
  };
  const description = sanitize(p.description).trim();
  if (image) {
    const box = 124;
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
    const caption = sanitize(p.imageCaption ?? "Cross-section (illustrative)");
    if (caption) text(page, caption, MARGIN, top - box - 11, regular, 7.5, MUTED);

    const colX = MARGIN + box + 20;
    const colW = CONTENT_W - box - 20;
    y -= 4;
    heading("Description", colX);
    const beside = wrapText(description, regular, descSize, colW);
    const fitBeside = Math.max(0, Math.floor((y - (top - box)) / descLead) + 1);
    beside.slice(0, fitBeside).forEach((line) => {
      text(page, line, colX, y, regular, descSize, TEXT);
      y -= descLead;
    });
    y = top - box - (caption ? 30 : 22);
    if (beside.length > fitBeside) {
      // the rest of the paragraph flows under the image at full width
      const rest = wrapText(beside.slice(fitBeside).join(" "), regular, descSize, CONTENT_W);
      describe(rest);
      y -= 10;
    }
  } else if (description) {
    heading("Description");
    describe(wrapText(description, regular, descSize, CONTENT_W));
    y -= 12;
  }

  // --- The specifier's key figures --------------------------------------------------------------
  const figures = (p.keyFigures ?? [])
    .map((f) => ({ title: clean(f.title), value: clean(f.value) }))
    .filter((f) => f.title && f.value);
  if (figures.length) {
    const cellW = CONTENT_W / figures.length;
    const lines = figures.map((f) => ({
      title: wrapText(f.title, regular, 7.5, cellW - 16).slice(0, 2),
      value: wrapText(f.value, bold, 10.5, cellW - 16).slice(0, 3),
    }));
    const titleRows = Math.max(...lines.map((l) => l.title.length));
    const valueRows = Math.max(...lines.map((l) => l.value.length));
    const bandH = 14 + titleRows * 9.5 + valueRows * 13;
    if (y - 20 - bandH < FOOTER_TOP) breakPage();
    heading("Specifier's data");
    y += 6;
    page.drawRectangle({ x: MARGIN, y: y - bandH, width: CONTENT_W, height: bandH, color: ZEBRA });
    page.drawRectangle({ x: MARGIN, y: y - 2, width: CONTENT_W, height: 2, color: NAVY });
    lines.forEach((cell, i) => {
      const x = MARGIN + i * cellW + 8;
      if (i > 0)
        page.drawLine({
          start: { x: x - 8, y: y - 8 },
          end: { x: x - 8, y: y - bandH + 6 },
          thickness: 0.6,
          color: RULE,
        });
      let cy = y - 14;
      for (const line of cell.title) {
        text(page, line, x, cy, regular, 7.5, MUTED);
        cy -= 9.5;
      }
      cy = y - 14 - titleRows * 9.5 - 3;
      for (const line of cell.value) {
        text(page, line, x, cy, bold, 10.5, NAVY_DARK);
        cy -= 13;
      }
    });
    y -= bandH + 14;
  }

  // --- Specifications, beside the certifications and the QR code ------------------------------
  const specs = p.specs
    .map((s) => ({ title: clean(s.title), value: clean(s.value) }))
    .filter((s) => s.title || s.value);
  const certifications = (p.certifications ?? []).map(clean).filter(Boolean);
  const hasSide = certifications.length > 0 || Boolean(p.pageUrl);
  const sideX = PAGE_W - MARGIN - SIDE_W;
  const inner = SIDE_W - 2 * SIDE_PAD;
  const certLines = certifications.map((c) => wrapText(c, regular, 9, inner - 11));
  const url = p.pageUrl ? sanitize(p.pageUrl) : "";
  const urlLines = url ? wrapAddress(url, bold, 7, inner) : [];
  const noteLines = wrapText(
    "Scan for this product's page and its current datasheet.",
    regular,
    8,
    inner - QR - 8,
  );
  // What the column's drawing below takes, from its first baseline to its last line's foot.
  const sideUsed =
    SIDE_PAD +
    6 +
    (certifications.length ? 20 + certLines.flat().length * 12 + (url ? 8 : -9) : 0) +
    (url ? 22 + QR + 6 + urlLines.length * 9 - 9 : 0) +
    3;
  /** The column's panel: from 8 points above the block's top to its padding under the text. */
  const sideH = hasSide ? sideUsed + SIDE_PAD + 8 : 0;
  if (specs.length || hasSide) {
    const tableW = hasSide && specs.length ? CONTENT_W - SIDE_W - SIDE_GAP : CONTENT_W;
    const firstRows = Math.min(specs.length, 2) * 18 + (specs.length ? 38 : 0);
    if (y - Math.max(sideH, firstRows) < FOOTER_TOP) breakPage();
    const top = y;
    const sidePage = page;
    if (hasSide) {
      // The column of certifications and the page's QR code, at the block's top right (or, with
      // no specification to list, across the page).
      const x = specs.length ? sideX : MARGIN;
      const w = specs.length ? SIDE_W : CONTENT_W;
      page.drawRectangle({
        x,
        y: top + 8 - sideH,
        width: w,
        height: sideH,
        color: PANEL,
        borderColor: RULE,
        borderWidth: 0.8,
      });
      let sy = top - SIDE_PAD - 6;
      if (certifications.length) {
        text(page, "Certifications", x + SIDE_PAD, sy, bold, 10.5, NAVY);
        page.drawRectangle({ x: x + SIDE_PAD, y: sy - 6, width: 24, height: 2, color: ACCENT });
        sy -= 20;
        for (const lines of certLines) {
          page.drawCircle({ x: x + SIDE_PAD + 3, y: sy + 3.1, size: 2, color: ACCENT });
          for (const line of lines) {
            text(page, line, x + SIDE_PAD + 11, sy, regular, 9, TEXT);
            sy -= 12;
          }
        }
        sy -= 8;
      }
      if (url) {
        if (certifications.length)
          page.drawLine({
            start: { x: x + SIDE_PAD, y: sy + 8 },
            end: { x: x + w - SIDE_PAD, y: sy + 8 },
            thickness: 0.6,
            color: RULE,
          });
        text(page, "Product page", x + SIDE_PAD, sy - 4, bold, 10.5, NAVY);
        sy -= 22;
        qrCode(page, p.pageUrl!, x + SIDE_PAD - 4, sy - QR + 6, QR);
        let ny = sy - 4;
        for (const line of noteLines) {
          text(page, line, x + SIDE_PAD + QR + 6, ny, regular, 8, MUTED);
          ny -= 10;
        }
        sy -= QR + 6;
        for (const line of urlLines) {
          text(page, line, x + SIDE_PAD, sy, bold, 7, NAVY_DARK);
          sy -= 9;
        }
      }
    }
    if (specs.length) {
      heading("Technical specifications");
      table({
        x: MARGIN,
        width: tableW,
        shares: [0.42, 0.58],
        headers: ["Property", "Value"],
        rows: specs.map((s) => ({
          cells: [{ text: s.title, bold: true }, { text: s.value || "-" }],
        })),
      });
    }
    y = page === sidePage ? Math.min(y, top + 8 - sideH) - 14 : y - 14;
  }

  // --- The family's variants ------------------------------------------------------------------
  const family = p.family;
  if (family && family.rows.length > 1) {
    if (y - 20 - 18 - 2 * 16 < FOOTER_TOP) breakPage();
    textRight(
      page,
      "Highlighted: this datasheet's product",
      PAGE_W - MARGIN,
      y,
      regular,
      7.5,
      MUTED,
    );
    heading("Variants in this family");
    const columns = ["SKU", ...family.columns.map(clean)];
    const skuShare = 0.28;
    const rest = columns.length > 1 ? (1 - skuShare) / (columns.length - 1) : 0;
    table({
      x: MARGIN,
      width: CONTENT_W,
      shares: columns.map((_, i) => (i === 0 ? (columns.length > 1 ? skuShare : 1) : rest)),
      headers: columns,
      rows: family.rows.map((r) => ({
        current: r.current,
        cells: [
          { text: clean(r.sku) || "-", bold: true },
          ...r.values.map((v) => ({ text: clean(v) || "-" })),
        ],
      })),
    });
  }

  // --- Footers --------------------------------------------------------------------------------
  const company = p.company;
  pages.forEach((pg, i) => {
    if (company) {
      const c = (s: string) => sanitize(s).replace(/\n/g, ", ").trim();
      footer(
        pg,
        fonts,
        [c(company.legalName) || brand, c(company.address)].filter(Boolean).join(", "),
        `Page ${i + 1} of ${pages.length}`,
        [
          p.revision
            ? `Revision ${p.revision.number} of ${formatDate(p.revision.date)}`
            : `Data last changed on ${formatDate(date)}`,
          company.companyNumber && `Company no. ${c(company.companyNumber)}`,
          c(company.email),
          c(company.phone),
        ]
          .filter(Boolean)
          .join("  |  "),
      );
      return;
    }
    footer(
      pg,
      fonts,
      `Data subject to change without notice. ${brand}, United Kingdom.`,
      `Page ${i + 1} of ${pages.length}`,
      `Generated on ${formatDate(date)}  |  ${name} (${reference})`,
    );
  });
  return doc.save();

  /**
   * A zebra-striped table at `x`, `width` wide, under a navy header row, from `y` down: cells
   * wrap within their column; a row that does not fit above the footer goes on to a new page,
   * under the header again. The `current` row is set apart (an accent bar and a tinted band).
   */
  function table({ x, width, shares, headers, rows }: TableSpec) {
    const pad = 4;
    const size = 8.8;
    const lead = 10.6;
    const widths = shares.map((share) => share * width);
    const starts = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const heads = headers.map((h, i) => wrapText(clean(h), bold, size, widths[i] - 2 * pad));
    const headH = 17 + (Math.max(1, ...heads.map((h) => h.length)) - 1) * lead;
    const drawHead = () => {
      page.drawRectangle({ x, y: y - headH, width, height: headH, color: NAVY });
      heads.forEach((lines, i) =>
        lines.forEach((line, k) =>
          text(page, line, starts[i] + pad, y - 11.5 - k * lead, bold, size, WHITE),
        ),
      );
      y -= headH;
    };
    drawHead();
    rows.forEach((row, r) => {
      const wrapped = row.cells.map((cell, i) =>
        wrapText(cell.text, cell.bold || row.current ? bold : regular, size, widths[i] - 2 * pad),
      );
      const lines = Math.max(1, ...wrapped.map((w) => w.length));
      const h = lines * lead + 2 * pad - 1.5;
      if (y - h < FOOTER_TOP) {
        breakPage();
        drawHead();
      }
      page.drawRectangle({
        x,
        y: y - h,
        width,
        height: h,
        color: row.current ? hexColour("#fdebd6") : r % 2 ? WHITE : ZEBRA,
      });
      // The sheet's own row: a mark in the margin beside it.
      if (row.current)
        page.drawRectangle({ x: x - 6, y: y - h, width: 3, height: h, color: ACCENT });
      wrapped.forEach((cellLines, i) => {
        const font = row.cells[i].bold || row.current ? bold : regular;
        const colour = row.cells[i].bold ? NAVY_DARK : TEXT;
        cellLines.forEach((line, k) =>
          text(page, line, starts[i] + pad, y - pad - 7 - k * lead, font, size, colour),
        );
      });
      y -= h;
    });
    page.drawLine({
      start: { x, y },
      end: { x: x + width, y },
      thickness: 0.8,
      color: RULE,
    });
  }
}

/**
 * An address in lines of `width`, broken after a "/" or a "-" where it can be (a word of the
 * address stays whole), else anywhere.
 */
function wrapAddress(address: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const piece of address.split(/(?<=[/-])/)) {
    if (!line || font.widthOfTextAtSize(line + piece, size) <= width) {
      line += piece;
      continue;
    }
    lines.push(line);
    line = piece;
  }
  if (line) lines.push(line);
  return lines.flatMap((l) => wrapText(l, font, size, width));
}

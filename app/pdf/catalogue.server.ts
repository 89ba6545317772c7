/**
 * The product catalogue: a cover with the contact details, a table of contents, then one section
 * per product family listing its products and their references.
 */
import type { PDFPage } from "pdf-lib";
import {
  PAGE_W,
  PAGE_H,
  MARGIN,
  CONTENT_W,
  FOOTER_TOP,
  hexColour,
  NAVY,
  NAVY_DARK,
  ACCENT,
  TEXT,
  MUTED,
  WHITE,
  LIGHT_TEXT,
  sanitize,
  brandOf,
  wrapText,
  fitLine,
  setup,
  labelled,
  text,
  textRight,
  headerBar,
  tableRule,
  zebraBand,
  footer,
} from "./kit.server";

export async function cataloguePdf(p: {
  /** Defaults to the configured BRAND_NAME. */
  brand?: string;
  address: string;
  email: string;
  sections: { title: string; items: { name: string; reference: string }[] }[];
  generatedAt?: Date;
}): Promise<Uint8Array> {
  const date = p.generatedAt ?? new Date();
  const { name: metaBrand, text: brand } = brandOf(p.brand);
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
    labelled(cover, fonts, ["E-mail", email], {
      x: MARGIN + 8,
      y: cyText,
      size: 12,
      colour: NAVY,
      gap: 10,
    });
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
      zebraBand(page, i, y, h);
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
    tableRule(page, y);
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

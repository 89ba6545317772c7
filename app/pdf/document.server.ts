/** A multi-page text document (certificates, know-how guides) from paragraphs with light markup. */
import type { PDFPage } from "pdf-lib";
import {
  PAGE_W,
  PAGE_H,
  MARGIN,
  CONTENT_W,
  FOOTER_TOP,
  NAVY,
  ACCENT,
  TEXT,
  sanitize,
  brandOf,
  wrapText,
  setup,
  text,
  headerBar,
  footer,
} from "./kit.server";

/**
 * Paragraph conventions: "# Heading" and "## Sub-heading" become headings; "- item", "* item"
 * and "• item" become bullet points; everything else is body text (single newlines are kept).
 */
export async function documentPdf(p: {
  /** Defaults to the configured BRAND_NAME. */
  brand?: string;
  title: string;
  paragraphs: string[];
  generatedAt?: Date;
}): Promise<Uint8Array> {
  const { name: metaBrand, text: brand } = brandOf(p.brand);
  const title = sanitize(p.title).replace(/\n/g, " ").trim();
  const { doc, fonts } = await setup(p.title.trim(), metaBrand, p.title.trim(), p.generatedAt);
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

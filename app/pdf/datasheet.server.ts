/**
 * A product datasheet: title, reference, picture and description, then the specification table.
 * The seed's uploaded datasheets give just those; the datasheet generated from a product's own
 * data (GET /products/{slug}/datasheet.pdf, docs/variants.md) adds its SKU, the site's
 * certifications, the page's address with a QR code, the company's details in the footer and
 * the date its data last changed.
 */
import type { PDFPage } from "pdf-lib";
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
  formatDate,
  sanitize,
  brandOf,
  wrapText,
  setup,
  labelled,
  text,
  headerBar,
  tableRule,
  zebraBand,
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

export async function datasheetPdf(p: {
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
  /** Names of the certifications, listed after the specifications. */
  certifications?: string[];
  /** The product page's address, written out and as a QR code. */
  pageUrl?: string;
  /**
   * The company's details for the footer, which then says when the data last changed
   * (`generatedAt`) rather than when the file was generated.
   */
  company?: DatasheetCompany;
}): Promise<Uint8Array> {
  const date = p.generatedAt ?? new Date();
  const { name: metaBrand, text: brand } = brandOf(p.brand);
  const name = sanitize(p.name).replace(/\n/g, " ");
  const reference = sanitize(p.reference).replace(/\n/g, " ");
  const { doc, fonts } = await setup(
    `${p.name.trim()} - Product datasheet`,
    metaBrand,
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
  labelled(page, fonts, ["Reference", reference], {
    x: MARGIN + 9,
    y,
    size: 10,
    colour: MUTED,
    gap: 8,
  });
  const sku = sanitize(p.sku ?? "")
    .replace(/\n/g, " ")
    .trim();
  if (sku) {
    const after =
      bold.widthOfTextAtSize("Reference", 10) + regular.widthOfTextAtSize(reference, 10);
    labelled(page, fonts, ["SKU", sku], {
      x: MARGIN + 9 + after + 8 + 24,
      y,
      size: 10,
      colour: MUTED,
      gap: 8,
    });
  }
  y -= 26;

  // image panel + description
  const image = await embedImage(doc, p.image);
  const descSize = 10;
  const descLead = 14.2;
  /** Description lines at full width, going on to a new page when they reach the footer. */
  const describe = (lines: string[]) => {
    for (const line of lines) {
      if (y < FOOTER_TOP + 40) {
        page = newPage(true);
        y = PAGE_H - 54 - 4 - 30;
      }
      text(page, line, MARGIN, y, regular, descSize, TEXT);
      y -= descLead;
    }
  };
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
    const caption = sanitize(p.imageCaption ?? "Cross-section (illustrative)");
    text(page, caption, MARGIN, top - box - 11, regular, 7.5, MUTED);

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
      describe(rest);
      y -= 14;
    }
  } else if (description) {
    text(page, "Description", MARGIN, y, bold, 12, NAVY);
    page.drawRectangle({ x: MARGIN, y: y - 7, width: 28, height: 2, color: ACCENT });
    y -= 24;
    describe(wrapText(description, regular, descSize, CONTENT_W));
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
      zebraBand(page, i, y, h);
      left.forEach((line, k) =>
        text(page, line, MARGIN + pad, y - pad - 8 - k * lead, bold, size, NAVY_DARK),
      );
      right.forEach((line, k) =>
        text(page, line, MARGIN + col1 + pad, y - pad - 8 - k * lead, regular, size, TEXT),
      );
      y -= h;
    });
    tableRule(page, y);
  }

  /** A section's heading, on a new page when `room` points do not fit under it. */
  const section = (title: string, room: number) => {
    y -= 26;
    if (y - room < FOOTER_TOP) {
      page = newPage(true);
      y = PAGE_H - 54 - 4 - 30;
    }
    text(page, title, MARGIN, y, bold, 12, NAVY);
    page.drawRectangle({ x: MARGIN, y: y - 7, width: 28, height: 2, color: ACCENT });
    y -= 24;
  };

  const certifications = (p.certifications ?? [])
    .map((c) => sanitize(c).replace(/\n/g, " ").trim())
    .filter(Boolean);
  if (certifications.length) {
    section("Certifications", 40);
    for (const certification of certifications) {
      wrapText(certification, regular, 10, CONTENT_W - 16).forEach((line, i) => {
        if (y < FOOTER_TOP + 10) {
          page = newPage(true);
          y = PAGE_H - 54 - 4 - 30;
        }
        if (i === 0) page.drawCircle({ x: MARGIN + 5, y: y + 3.4, size: 2.1, color: ACCENT });
        text(page, line, MARGIN + 16, y, regular, 10, TEXT);
        y -= 14.2;
      });
    }
  }

  if (p.pageUrl) {
    const box = 84;
    section("Product page", box);
    qrCode(page, p.pageUrl, MARGIN - 4, y - box + 10, box);
    const colX = MARGIN + box + 12;
    let ty = y - 4;
    for (const line of wrapText(sanitize(p.pageUrl), bold, 10, CONTENT_W - box - 12)) {
      text(page, line, colX, ty, bold, 10, NAVY_DARK);
      ty -= 14;
    }
    const note = "Scan the code or open the address for the current datasheet.";
    text(page, note, colX, ty - 4, regular, 9, MUTED);
    y -= box;
  }

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
          `Data last changed on ${formatDate(date)}`,
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
}

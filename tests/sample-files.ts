/**
 * Files the upload tests send, made on the spot (nothing is downloaded): a picture, a real PDF,
 * and the PDFs and "PDFs" the site must refuse. Used by the route tests and the e2e journeys.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/** A PNG of `width` × `height` pixels in one colour. */
export async function pngBytes(width = 400, height = 300, colour = "#0b3c6f") {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return Uint8Array.from(png);
}

/** A one-page PDF reading `text`. */
export async function pdfBytes(text = "Test datasheet") {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, {
    x: 72,
    y: 760,
    size: 18,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Uint8Array.from(await doc.save());
}

/** A PDF that runs a script when opened (an /OpenAction of /S /JavaScript). */
export async function scriptedPdfBytes() {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  const action = doc.context.obj({
    Type: "Action",
    S: "JavaScript",
    JS: PDFString.of("app.alert('hello')"),
  });
  doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
  return Uint8Array.from(await doc.save({ useObjectStreams: true }));
}

/** An HTML page, for a file named `.pdf`. */
export function htmlBytes() {
  return new TextEncoder().encode(
    "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
  );
}

/** `bytes` of zeros behind a PDF header: over any size limit, refused before it is read. */
export function oversizeBytes(bytes: number) {
  const data = new Uint8Array(bytes);
  data.set(new TextEncoder().encode("%PDF-1.7\n"));
  return data;
}

/** A data URL of the bytes, as the JSON API takes files. */
export function dataUrl(bytes: Uint8Array, type: string) {
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}

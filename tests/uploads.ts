/**
 * Files for the upload tests, made on the spot (nothing downloaded): good pictures, and the
 * attacks an upload form must refuse — an SVG with a script, an HTML/JPEG polyglot, a PDF named
 * .jpg, a 20,000 × 20,000 PNG bomb, a truncated JPEG. Shared by the vitest route tests and the
 * Playwright API tests.
 */
import zlib from "node:zlib";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";

/** A small picture: a coloured rectangle with a darker square, so renditions differ by content. */
export async function picture(
  format: "png" | "jpeg" | "webp" | "avif" = "png",
  { width = 800, height = 600, color = "#0b3c6f" } = {},
): Promise<Buffer> {
  const size = { width: Math.round(width / 3), height: Math.round(height / 3) };
  const square = await sharp({ create: { ...size, channels: 3, background: "#f0b429" } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: color } }).composite([
    { input: square, top: size.height, left: size.width },
  ]);
  return image.toFormat(format).toBuffer();
}

export function dataUrl(bytes: Buffer, type = "image/png") {
  return `data:${type};base64,${bytes.toString("base64")}`;
}

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>fetch("/api/bel/me").then(r => r.text()).then(alert)</script>' +
      '<rect width="100" height="100" fill="red"/></svg>',
  );

/** A real JPEG with an HTML page in a comment segment: a browser sniffing it would run the script. */
export async function htmlJpegPolyglot(): Promise<Buffer> {
  const jpeg = await picture("jpeg", { width: 64, height: 64 });
  const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
  const comment = Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from([(html.length + 2) >> 8, (html.length + 2) & 0xff]),
    html,
  ]);
  // After SOI (FF D8): the comment, then the rest of the image.
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
}

export async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("Not a picture", { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

/** The first half of a real JPEG. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid 20,000 × 20,000 PNG (1-bit grey, all black) of a few dozen kilobytes that
 * would decode to 400 million pixels.
 */
export function pngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(size / 8)); // filter byte + pixels, all zero
  const rows = Buffer.alloc(row.length * size);
  const compressed = zlib.deflateSync(rows, { level: 9 });
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", compressed),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

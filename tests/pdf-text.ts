import zlib from "node:zlib";

/**
 * The text drawn on the pages: pdf-lib compresses each content stream and writes every string
 * of the standard fonts as `<hex> Tj`. One line per string.
 */
export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString("latin1");
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = zlib.inflateSync(bytes.subarray(start, raw.indexOf("endstream", start))).toString();
    } catch {
      continue; // not a compressed stream
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
  }
  return lines.join("\n");
}

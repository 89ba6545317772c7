import sharp from "sharp";

/**
 * The seed draws its pictures as SVG; uploads never accept SVG, so a drawing is rasterised to
 * PNG first and then stored like any uploaded photo.
 */
export function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

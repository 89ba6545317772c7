import { IMAGE_WIDTHS } from "~/constants";

/** Public address of a stored upload path (see app/storage.server.ts), or null. */
export function uploadUrl(stored: string | null | undefined): string | null {
  return stored ? `/uploads/${stored}` : null;
}

/**
 * The address of a stored image without its width and extension, e.g.
 * `/uploads/products/<public id>` for `/uploads/products/<public id>-1024.webp`.
 */
export function imageStem(url: string): string {
  return url.replace(/-\d+\.webp$/, "");
}

/**
 * `src` and `srcset` of a stored image from its stem and the width of its main (widest)
 * rendition, the way app/storage.server.ts names them: `<stem>-<w>.webp` for each of
 * renditionWidths(width). So a page sends the stem and the width, not six addresses, and the
 * server and the browser build the same strings from them. `src`, for browsers without srcset,
 * is the second narrowest.
 *
 * `slot`, for an image whose slot has one width (a thumbnail): renditions over six times as wide
 * are left out. No browser would choose them: the next width is at most 1.5 times the one
 * before (IMAGE_WIDTHS), so one that fills the slot on a 4× screen is kept.
 */
export function imageRenditions(stem: string, width: number, slot = Infinity) {
  const files = renditionWidths(width)
    .filter((w) => w <= slot * 6)
    .map((w): [url: string, width: number] => [`${stem}-${w}.webp`, Math.min(w, width)]);
  return {
    src: files[Math.min(1, files.length - 1)][0],
    srcSet: files.map(([url, w]) => `${url} ${w}w`).join(", "),
  };
}

/**
 * The widths of the renditions stored of an image `width` pixels wide: each of IMAGE_WIDTHS up
 * to that width, or the narrowest alone (as wide as the image) when the image is narrower.
 */
export function renditionWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
}

/**
 * `src` and `srcset` of a stored image from the address of its main file alone, which names its
 * width (`…-640.webp`): for rows that keep no size (category tiles).
 */
export function storedImageRenditions(url: string) {
  return imageRenditions(imageStem(url), Number(/-(\d+)\.webp$/.exec(url)?.[1] ?? 0));
}

/** The narrowest rendition of a stored image (thumbnails): every image has it. */
export function smallestRendition(stem: string): string {
  return `${stem}-${IMAGE_WIDTHS[0]}.webp`;
}

/** The picture shown for a product that has none (cards, the technical library, /quote's lines). */
export const PLACEHOLDER_IMAGE = "/images/placeholder-product.svg";

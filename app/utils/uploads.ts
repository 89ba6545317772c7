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
 * IMAGE_WIDTHS up to that width, or the first one alone when the original was narrower. So a
 * page sends the stem and the width, not three addresses, and the server and the browser build
 * the same strings from them. `src`, for browsers without srcset, is the middle rendition.
 */
export function imageRenditions(stem: string, width: number) {
  const files: [url: string, width: number][] = IMAGE_WIDTHS.filter((w) => w <= width).map((w) => [
    `${stem}-${w}.webp`,
    w,
  ]);
  if (files.length === 0) files.push([smallestRendition(stem), width]);
  return {
    src: files[Math.min(1, files.length - 1)][0],
    srcSet: files.map(([url, w]) => `${url} ${w}w`).join(", "),
  };
}

/** The narrowest rendition of a stored image (thumbnails): every image has it. */
export function smallestRendition(stem: string): string {
  return `${stem}-${IMAGE_WIDTHS[0]}.webp`;
}

/**
 * Images stored when the rendition widths were others get today's renditions, made from their
 * widest file, once: product images' rows list them afterwards, and every address a page builds
 * for an image is a stored file.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it } from "vitest";
import { productImages } from "../../db/schema";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import { getFamilies } from "~/models/category.server";
import { getCardViews, createProducts } from "~/models/product.server";
import { completeImageRenditions } from "~/models/renditions.server";
import { newPublicId, storage } from "~/storage.server";
import { imageRenditions, storedImageRenditions } from "~/utils/uploads";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);
afterEach(() => fs.rmSync(paths.uploads, { recursive: true, force: true }));

/** WebP files of a picture `width` × `height` under the names an earlier version gave them. */
async function storeLegacy(stem: string, width: number, height: number, widths: number[]) {
  fs.mkdirSync(path.dirname(path.join(paths.uploads, stem)), { recursive: true });
  for (const w of widths) {
    await sharp({ create: { width, height, channels: 3, background: "#0b3c6f" } })
      .resize({ width: Math.min(w, width) })
      .webp()
      .toFile(path.join(paths.uploads, `${stem}-${w}.webp`));
  }
}

const stored = (url: string) =>
  fs.existsSync(path.join(paths.uploads, url.replace("/uploads/", "")));
const addresses = ({ src, srcSet }: { src: string; srcSet: string }) => [
  ...new Set([src, ...srcSet.split(", ").map((entry) => entry.split(" ")[0])]),
];

it("completes product and category images stored under former widths, their rows too, once", async () => {
  const t = createTaxonomy();
  // The fixture's family tile: 300 px wide, stored as "-320" when 320 was the narrowest width.
  const tile = "categories/0123456789abcdef01234567";
  await storeLegacy(tile, 300, 300, [320]);
  const id = newPublicId();
  await storeLegacy(`products/${id}`, 1200, 900, [320, 640, 1024]);
  const [product] = createProducts([
    {
      name: "Cat6",
      description: "",
      categoryId: t.lan.id,
      images: [
        {
          publicId: id,
          file: `products/${id}-1024.webp`,
          width: 1024,
          height: 768,
          variants: [320, 640, 1024].map((w) => ({
            width: w,
            height: (w * 3) / 4,
            file: `products/${id}-${w}.webp`,
          })),
        },
      ],
    },
  ]);
  const card = () => {
    const image = getCardViews([product.id])[0].image!;
    return imageRenditions(image.stem, image.width);
  };
  const familyTile = () => storedImageRenditions(getFamilies()[0].image!);
  expect(addresses(card()).filter((url) => !stored(url))).toHaveLength(4);
  expect(addresses(familyTile()).filter((url) => !stored(url))).toHaveLength(1);

  expect(await completeImageRenditions()).toBe(2);

  // Every file the card and the home page's tile ask for is there.
  expect(addresses(card()).filter((url) => !stored(url))).toEqual([]);
  expect(addresses(familyTile()).filter((url) => !stored(url))).toEqual([]);
  // The product image's row lists every rendition it has, the former width's too.
  const row = db.select().from(productImages).where(eq(productImages.publicId, id)).get()!;
  expect(row.variants.map((v) => [v.width, v.height])).toEqual(
    [240, 320, 360, 480, 640, 800, 1024].map((w) => [w, (w * 3) / 4]),
  );
  expect(row.variants.every((v) => stored(v.file))).toBe(true);
  expect(row.file).toBe(`products/${id}-1024.webp`);

  // Done, and recorded: a later start reads nothing, even an image still lacking renditions.
  expect(await storage.renditionsComplete()).toBe(true);
  const late = newPublicId();
  await storeLegacy(`products/${late}`, 640, 480, [320, 640]);
  expect(await completeImageRenditions()).toBe(0);
  expect(stored(`/uploads/products/${late}-240.webp`)).toBe(false);
});

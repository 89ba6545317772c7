/**
 * Images stored when IMAGE_WIDTHS were other widths get the renditions they lack, made from their
 * widest file, once, in the background after the server starts: never while a request waits (the
 * uploads route answers a missing rendition with the next wider one meanwhile). Product images'
 * rows list their renditions, so those lists are brought up to date too. When every image is done
 * the store records the widths (storage.markRenditionsComplete), and later starts read nothing.
 */
import { asc, eq, gt } from "drizzle-orm";
import { blogPosts, categories, certificates, knowHow, productImages } from "../../db/schema";
import { db } from "~/db.server";
import { storage, type ImageVariant } from "~/storage.server";
import { renditionWidths } from "~/utils/uploads";

/** Product images read, checked and updated at a time, the event loop free in between. */
const BATCH = 200;

/**
 * Completes the renditions of every stored image; how many images lacked some. Safe to run in
 * several processes at once, and again after an interruption.
 */
export async function completeImageRenditions(): Promise<number> {
  if (await storage.renditionsComplete()) return 0;
  let completed = 0;
  for (let after = 0; ;) {
    const rows = db
      .select({
        id: productImages.id,
        file: productImages.file,
        width: productImages.width,
        variants: productImages.variants,
      })
      .from(productImages)
      .where(gt(productImages.id, after))
      .orderBy(asc(productImages.id))
      .limit(BATCH)
      .all();
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    const updates: { id: number; variants: ImageVariant[] }[] = [];
    for (const row of rows) {
      const listed = new Set(row.variants.map((v) => v.file));
      const stem = row.file.replace(/\d+\.webp$/, "");
      if (renditionWidths(row.width).every((w) => listed.has(`${stem}${w}.webp`))) continue;
      const { variants } = await storage.completeRenditions(row.file);
      if (variants.length > 0) updates.push({ id: row.id, variants });
    }
    if (updates.length > 0) {
      db.transaction((tx) => {
        for (const { id, variants } of updates) {
          tx.update(productImages).set({ variants }).where(eq(productImages.id, id)).run();
        }
      });
      completed += updates.length;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The other images' rows keep their main file only: their renditions are found by name.
  const others = [categories, certificates, knowHow, blogPosts].flatMap((table) =>
    db
      .select({ image: table.image })
      .from(table)
      .all()
      .flatMap((r) => (r.image ? [r.image] : [])),
  );
  for (const file of others) {
    const { made } = await storage.completeRenditions(file);
    if (made.length > 0) completed++;
  }
  await storage.markRenditionsComplete();
  return completed;
}

let started = false;

/** Runs completeImageRenditions once per process, in the background; failures are logged. */
export function startCompletingImageRenditions() {
  if (started) return;
  started = true;
  setImmediate(() => {
    completeImageRenditions()
      .then((n) => n > 0 && console.log(`Image renditions: completed ${n} images`))
      .catch((error) => console.error("Image renditions", error));
  });
}

/**
 * npm run db:seed [-- options]
 *
 *   (no option)            seed the demo catalogue unless the database already has one
 *   --if-empty             the same, quietly (what `npm start` runs)
 *   --reset                delete the database file and its uploads first, then seed the demo
 *   --products N           scale mode: N synthetic products with specifications and reviews
 *   --db PATH              database file (default DATABASE_PATH)
 *   --uploads DIR          uploads folder (default UPLOADS_DIR)
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import { categories } from "../schema";

const { values } = parseArgs({
  options: {
    "if-empty": { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    products: { type: "string" },
    db: { type: "string" },
    uploads: { type: "string" },
  },
});

const scale = values.products === undefined ? null : Number(values.products);
if (scale !== null && (!Number.isInteger(scale) || scale < 1)) {
  console.error("--products takes a whole number above 0");
  process.exit(2);
}

// The seeds write through the model layer, whose database and upload store are opened from
// DATABASE_PATH and UPLOADS_DIR when first imported: point those at the files asked for, and
// clear them, before importing anything of the app.
if (values.db) process.env.DATABASE_PATH = path.resolve(values.db);
if (values.uploads) process.env.UPLOADS_DIR = path.resolve(values.uploads);
const { env, paths } = await import("~/env.server");

if (values.reset || scale !== null) {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(paths.database + suffix, { force: true });
}
if (values.reset) {
  for (const entry of fs.existsSync(paths.uploads) ? fs.readdirSync(paths.uploads) : []) {
    if (!entry.startsWith("."))
      fs.rmSync(path.join(paths.uploads, entry), { recursive: true, force: true });
  }
}

const { db } = await import("~/db.server");
const { storage } = await import("~/storage.server");
const started = performance.now();

/**
 * Every image a seed stores is given the renditions of IMAGE_WIDTHS as it is stored: recorded, so
 * that the server's first start does not load the image library (sharp, about 25 MB) only to
 * find nothing to complete (app/models/renditions.server.ts).
 */
const renditionsMade = () => storage.markRenditionsComplete();

if (scale !== null) {
  const { seedScale } = await import("./scale");
  console.log(`Scale seed: ${scale} products into ${paths.database}`);
  const { seconds } = await seedScale(scale);
  await renditionsMade();
  const integrity = db.$client.pragma("integrity_check", { simple: true });
  const foreignKeys = (db.$client.pragma("foreign_key_check") as unknown[]).length;
  const figures = db.$client
    .prepare(
      `SELECT count(*) FROM products p WHERE num_of_reviews <>
         (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`,
    )
    .pluck()
    .get();
  console.log(
    `Inserted ${scale} products in ${seconds.toFixed(1)} s; integrity_check: ${integrity}; ` +
      `foreign key violations: ${foreignKeys}; products with wrong review counts: ${figures}`,
  );
} else {
  const existing = db.select({ n: count() }).from(categories).get()?.n ?? 0;
  if (existing > 0) {
    if (!values["if-empty"])
      console.log(
        `${paths.database} already holds a catalogue; nothing to do (use --reset to start again).`,
      );
  } else {
    const { seedDemo } = await import("./demo");
    console.log(`Seeding the demo catalogue into ${paths.database}…`);
    await seedDemo(env.BRAND_NAME, (m) =>
      console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s  ${m}`),
    );
    await renditionsMade();
    console.log(`Demo catalogue ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
}
db.$client.close();

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
import { env } from "../../app/env.server";
import { openDatabase } from "../client";
import { categories } from "../schema";
import { createStorage } from "../storage";
import { seedDemo } from "./demo";
import { seedScale } from "./scale";

const { values } = parseArgs({
  options: {
    "if-empty": { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    products: { type: "string" },
    db: { type: "string" },
    uploads: { type: "string" },
  },
});

const dbPath = path.resolve(values.db ?? env.DATABASE_PATH);
const uploadsDir = path.resolve(values.uploads ?? env.UPLOADS_DIR);

if (values.reset || values.products) {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(dbPath + suffix, { force: true });
}
if (values.reset) {
  for (const entry of fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []) {
    if (!entry.startsWith("."))
      fs.rmSync(path.join(uploadsDir, entry), { recursive: true, force: true });
  }
}

const db = openDatabase(dbPath);
const storage = createStorage(uploadsDir);
const started = performance.now();

if (values.products) {
  const n = Number(values.products);
  if (!Number.isInteger(n) || n < 1) {
    console.error("--products takes a whole number above 0");
    process.exit(2);
  }
  console.log(`Scale seed: ${n} products into ${dbPath}`);
  const { seconds } = await seedScale(db, storage, n);
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
    `Inserted ${n} products in ${seconds.toFixed(1)} s; integrity_check: ${integrity}; ` +
      `foreign key violations: ${foreignKeys}; products with wrong review counts: ${figures}`,
  );
} else {
  const existing = db.select({ n: count() }).from(categories).get()?.n ?? 0;
  if (existing > 0) {
    if (!values["if-empty"])
      console.log(
        `${dbPath} already holds a catalogue; nothing to do (use --reset to start again).`,
      );
  } else {
    console.log(`Seeding the demo catalogue into ${dbPath}…`);
    await seedDemo(db, storage, env.BRAND_NAME, (m) =>
      console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s  ${m}`),
    );
    console.log(`Demo catalogue ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
}
db.$client.close();

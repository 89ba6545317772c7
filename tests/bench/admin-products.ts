/**
 * Benchmark (a script, not a test): the admin panel on a scale database.
 *
 *   npm run bench:admin [-- --db /tmp/big.sqlite] [--runs 100] [--import-runs 3] [--bulk-runs 3]
 *
 * The database given is copied into a temporary folder and never written; without one, a scale
 * database of 100,000 products is seeded there (`npm run db:seed -- --products 100000`, a few
 * minutes). Then:
 *
 * 1. the admin product list (/admin/products): the model call behind the page (count, one page
 *    of 25 with its first image and category names) for the list's shapes: first and last page,
 *    a search, a category filter, each sort; the median and p99 of each;
 * 2. the catalogue CSV import of 20,000 rows (admin-import.ts): preview and apply times, and the
 *    storefront listing's p99 while it applies against the same p99 without an import;
 * 3. bulk actions on 10,000 products (admin-bulk.ts): unpublish and publish times, and the
 *    storefront listing's p99 before, during the publish and after it.
 *
 * `--import-runs 0` or `--bulk-runs 0` leaves that part out.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchBulk, printBulkTable } from "./admin-bulk";
import { benchImport, printImportTable } from "./admin-import";
import { root } from "./server";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    runs: { type: "string", default: "100" },
    "import-runs": { type: "string", default: "3" },
    "bulk-runs": { type: "string", default: "3" },
  },
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bel-bench-admin-"));
const database = path.join(dir, "scale.sqlite");
process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
if (values.db && fs.existsSync(values.db)) {
  console.log(`Copying ${values.db} into ${dir} …`);
  const source = new (await import("better-sqlite3")).default(values.db, { readonly: true });
  await source.backup(database);
  source.close();
} else {
  if (values.db) console.log(`${values.db} does not exist: seeding a scale database instead.`);
  console.log(`Seeding 100,000 products into ${database} (a few minutes) …`);
  const seed = spawnSync(
    path.join(root, "node_modules", ".bin", "tsx"),
    [
      "db/seed/index.ts",
      "--products",
      "100000",
      "--db",
      database,
      "--uploads",
      path.join(dir, "uploads"),
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}
process.env.DATABASE_PATH = database;
process.env.UPLOADS_DIR ??= path.join(dir, "uploads");

const { listAdminProducts } = await import("../../app/models/product-admin.server");
const { db } = await import("../../app/db.server");
const { categories } = await import("../../db/schema");
const { isNull } = await import("drizzle-orm");

const runs = Number(values.runs);
const family = db
  .select({ id: categories.id })
  .from(categories)
  .where(isNull(categories.parentId))
  .get();
const first = listAdminProducts({});
const lastPage = Math.max(1, Math.ceil(first.total / 25));
const shapes = {
  "first page, newest": {},
  "last page, newest": { page: lastPage },
  "by name, page 100": { sort: "name", page: 100 },
  "most reviewed": { sort: "reviews" },
  "search 'cable'": { q: "cable" },
  "search 'cat6', page 3": { q: "cat6", page: 3 },
  "a category filter": { category: family?.id },
} as Record<string, Record<string, unknown>>;

console.log(`${first.total} products; ${runs} runs each\n`);
console.log("shape".padEnd(26), "rows".padStart(7), "median ms".padStart(10), "p99 ms".padStart(9));
for (const [name, filters] of Object.entries(shapes)) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    total = listAdminProducts(filters as never).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    name.padEnd(26),
    String(total).padStart(7),
    at(0.5).toFixed(2).padStart(10),
    at(0.99).toFixed(2).padStart(9),
  );
}

if (Number(values["import-runs"]) > 0) {
  const results = await benchImport(database, Number(values["import-runs"]));
  printImportTable(results, first.total);
}
if (Number(values["bulk-runs"]) > 0) {
  const results = await benchBulk(database, Number(values["bulk-runs"]));
  printBulkTable(results, first.total);
}

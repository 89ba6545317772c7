/**
 * Benchmark (a script, not a test): the admin product list (/admin/products) on a scale database.
 *
 *   npm run db:seed -- --products 100000 --db /tmp/big.sqlite
 *   npm run bench:admin -- --db /tmp/big.sqlite [--runs 100]
 *
 * Times the model call behind the page (count, one page of 25 with its first image and category
 * names) for the list's shapes: first and last page, a search, a category filter, each sort.
 * Prints the median and p99 of each.
 */
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { db: { type: "string" }, runs: { type: "string", default: "100" } },
});
if (!values.db) {
  console.error("usage: npx tsx tests/bench/admin-products.ts --db /path/to/scale.sqlite");
  process.exit(2);
}
process.env.DATABASE_PATH = values.db;
process.env.UPLOADS_DIR ??= "/tmp/bench-uploads";

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

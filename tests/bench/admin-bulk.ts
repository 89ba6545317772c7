/**
 * Bulk actions at scale (part of `npm run bench:admin`, see admin-products.ts; docs/admin.md,
 * Bulk actions): on a copy of the scale database, the production server (page cache off) is sent
 * `POST /api/bel/admin/products/bulk` for 10,000 products, the products table's bulk bar's twin
 * (same schema, same model, the same worker thread), while autocannon asks it for the storefront
 * listing (/products). Each run takes 10,000 products of its own: they are unpublished to Draft,
 * then published again, and both are timed; the listing's latency is measured before (the
 * baseline), during the publish (from the request until its answer, which comes once the
 * transaction has committed), and in the 10 seconds after it, while each process's listing index
 * catches up with 10,000 changed products.
 */
import os from "node:os";
import type { Result } from "autocannon";
import Database from "better-sqlite3";
import { listing, signIn } from "./admin-import";
import { requireBuild, startApp, stopAll } from "./server";

const PRODUCTS = 10_000;
const AFTER_SECONDS = 10;

export type BulkRun = {
  unpublishMs: number;
  publishMs: number;
  changed: number;
  baseline: Result;
  during: Result;
  after: Result;
};

/** The products of run `run`: 10,000 published ones, none another run takes. */
function productsOf(database: string, run: number): number[] {
  const sqlite = new Database(database, { readonly: true });
  const ids = sqlite
    .prepare("SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT ? OFFSET ?")
    .pluck()
    .all(PRODUCTS, run * PRODUCTS) as number[];
  sqlite.close();
  if (ids.length < PRODUCTS) throw new Error(`not enough products for run ${run + 1}`);
  return ids;
}

async function bulk(base: string, cookie: string, action: string, ids: number[]) {
  const started = performance.now();
  const answer = await fetch(`${base}/api/bel/admin/products/bulk`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ action, ids, count: ids.length }),
  });
  const ms = performance.now() - started;
  const body = (await answer.json()) as { success: boolean; changed: number; message: string };
  if (answer.status !== 200 || !body.success)
    throw new Error(`${action}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, changed: body.changed };
}

/** `runs` bulk publishes of 10,000 products on `database` (a copy: it is written). */
export async function benchBulk(database: string, runs: number, baselineSeconds = 10) {
  requireBuild();
  const dir = database.replace(/\/[^/]+$/, "");
  const site = { dir, database, uploads: `${dir}/uploads` };
  const base = await startApp(site, { pageCache: false });
  const cookie = await signIn(database, base);
  await (await fetch(`${base}/products`)).arrayBuffer();
  const results: BulkRun[] = [];
  for (let run = 0; run < runs; run++) {
    const ids = productsOf(database, run);
    const unpublished = await bulk(base, cookie, "unpublish", ids);
    // The listing settles after the unpublish before its baseline is taken.
    await listing(base, AFTER_SECONDS);
    const baseline = await listing(base, baselineSeconds);
    const load = listing(base, 3600);
    const published = await bulk(base, cookie, "publish", ids);
    load.stop();
    const during = await load;
    const after = await listing(base, AFTER_SECONDS);
    results.push({
      unpublishMs: unpublished.ms,
      publishMs: published.ms,
      changed: published.changed,
      baseline,
      during,
      after,
    });
    console.log(
      `run ${run + 1}: unpublish ${(unpublished.ms / 1000).toFixed(1)} s, publish ` +
        `${(published.ms / 1000).toFixed(1)} s (${published.changed} changed); listing p99 ` +
        `${baseline.latency.p99} ms before, ${during.latency.p99} ms during, ${after.latency.p99} ms after`,
    );
  }
  stopAll();
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The runs as a table, with the medians, and the listing's p99 during a publish against the goal. */
export function printBulkTable(results: BulkRun[], products: number) {
  const errors = (r: Result) => r.errors + r.timeouts + r.non2xx;
  const rows = results.map((r, i) => [
    `run ${i + 1}`,
    (r.unpublishMs / 1000).toFixed(1),
    (r.publishMs / 1000).toFixed(1),
    String(r.baseline.latency.p99),
    String(r.during.latency.p50),
    String(r.during.latency.p99),
    String(r.during.requests.total),
    String(r.after.latency.p99),
    `${errors(r.baseline)}/${errors(r.during)}/${errors(r.after)}`,
  ]);
  const m = (f: (r: BulkRun) => number) => median(results.map(f));
  rows.push([
    "median",
    (m((r) => r.unpublishMs) / 1000).toFixed(1),
    (m((r) => r.publishMs) / 1000).toFixed(1),
    String(m((r) => r.baseline.latency.p99)),
    String(m((r) => r.during.latency.p50)),
    String(m((r) => r.during.latency.p99)),
    String(m((r) => r.during.requests.total)),
    String(m((r) => r.after.latency.p99)),
    "",
  ]);
  const headers = [
    "",
    "unpublish s",
    "publish s",
    "p99 before",
    "p50 during",
    "p99 during",
    "requests during",
    `p99 ${AFTER_SECONDS} s after`,
    "errors",
  ];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(
    `\nBulk actions: ${PRODUCTS.toLocaleString("en-GB")} products unpublished, then published, in ` +
      `one action each, among ${products.toLocaleString("en-GB")}; listing /products, page cache ` +
      `off, 4 connections (ms)\n`,
  );
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  const p99 = m((r) => r.during.latency.p99);
  const ratio =
    p99 /
    Math.max(
      1,
      m((r) => r.baseline.latency.p99),
    );
  const [load] = os.loadavg();
  // Met only by answers: a listing that failed or never answered has no latency to be slow by.
  const answered = results.every(
    (r) => r.during.requests.total > 0 && errors(r.baseline) + errors(r.during) === 0,
  );
  console.log(
    `\nbulk publish of ${PRODUCTS.toLocaleString("en-GB")}: ${(m((r) => r.publishMs) / 1000).toFixed(1)} s; ` +
      `listing p99 during it: ${p99} ms, ${ratio.toFixed(2)}× its p99 without one; ` +
      `goal < 250 ms: ${p99 < 250 && answered ? "met" : "NOT met"}` +
      `${answered ? "" : " (the listing failed or did not answer)"} ` +
      `(load average ${load.toFixed(1)} on ${os.cpus().length} cores at the end)`,
  );
}

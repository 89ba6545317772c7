/**
 * The catalogue CSV import at scale (part of `npm run bench:admin`, see admin-products.ts): on a
 * copy of the scale database, a 20,000-row CSV (half updates of existing products, half new
 * products) is previewed and applied by the production server as the import page does it (upload, Apply, the progress page reloaded until the import
 * has ended), while autocannon asks that server for the storefront listing
 * (/products, page cache off); the same listing load without an import, just before, is the
 * baseline of each run. Each run imports a file of its own (other products updated, other SKUs
 * created), so one copy serves every run.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import { requireBuild, startApp, stopAll } from "./server";

export type ImportRun = {
  previewMs: number;
  applyMs: number;
  created: number;
  updated: number;
  baseline: Result;
  during: Result;
};

const ROWS = 20_000;
const CONNECTIONS = 4;

/** The CSV of run `run`: ROWS / 2 products updated (their description) and ROWS / 2 created. */
async function importFile(run: number): Promise<Uint8Array> {
  const { catalogueCsvColumns, catalogueCsvRows } =
    await import("../../app/models/catalogue-csv.server");
  const { csvChunk } = await import("../../app/utils/csv.server");
  const { db } = await import("../../app/db.server");
  const ids = (
    db.$client
      .prepare("SELECT id FROM products WHERE sku IS NULL OR sku NOT LIKE 'BENCH%' ORDER BY id")
      .pluck()
      .all() as number[]
  ).slice(run * ROWS, (run + 1) * ROWS);
  if (ids.length < ROWS) throw new Error(`not enough products for run ${run + 1}`);
  const columns = catalogueCsvColumns();
  const chunks: string[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const rows = catalogueCsvRows(ids.slice(start, start + 500)).map((row, i) => {
      const n = start + i;
      if (n < ROWS / 2)
        return { ...row, description: `${row.description} Revised in run ${run + 1}.` };
      return {
        ...row,
        slug: "",
        sku: `BENCH${run + 1}-${n}`,
        name: `${row.name} (bench ${run + 1}-${n})`,
      };
    });
    chunks.push(csvChunk(columns, rows, start === 0));
  }
  return new TextEncoder().encode(chunks.join(""));
}

/** A staff user of the copy and its session cookie, signed in through the API. */
export async function signIn(database: string, base: string) {
  const email = "bench-import@example.com";
  const password = "bench-import-secret";
  const sqlite = new Database(database);
  sqlite
    .prepare(
      "INSERT OR IGNORE INTO users (name, email, password_hash, role) VALUES (?, ?, ?, 'admin')",
    )
    .run("Bench import", email, bcrypt.hashSync(password, 10));
  sqlite.close();
  const answer = await fetch(`${base}/api/bel/admin-bel`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = answer.headers.get("set-cookie")?.split(";")[0];
  if (answer.status !== 200 || !cookie) throw new Error(`signing in: ${answer.status}`);
  return cookie;
}

type Answer = { status: number; text: string; location?: string; setCookie?: string };

/** A request on a connection of its own, its answer (redirects not followed). */
function send(url: string, cookie: string, body?: { type: string; bytes: Buffer }) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request(
      url,
      {
        method: body ? "POST" : "GET",
        agent: false,
        headers: {
          Cookie: cookie,
          ...(body ? { "Content-Type": body.type, "Content-Length": body.bytes.byteLength } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            location: response.headers.location,
            setCookie: response.headers["set-cookie"]?.join("; "),
          }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body?.bytes);
  });
}

const get = (url: string, cookie: string) => send(url, cookie);

/** A multipart form POSTed as a browser without JavaScript sends it. */
async function post(url: string, form: FormData, cookie: string) {
  const request = new Request(url, { method: "POST", body: form });
  const bytes = Buffer.from(await request.arrayBuffer());
  return send(url, cookie, { type: request.headers.get("content-type")!, bytes });
}

/** The storefront listing under load (4 connections) for `duration` seconds, or until stopped. */
export const listing = (base: string, duration: number) =>
  autocannon({ url: `${base}/products`, connections: CONNECTIONS, duration });

/**
 * `runs` imports on `database` (a copy: it is written), each timed and with the listing's
 * latency measured before and during it.
 */
export async function benchImport(database: string, runs: number, baselineSeconds = 10) {
  requireBuild();
  const dir = path.dirname(database);
  const site = { dir, database, uploads: path.join(dir, "uploads") };
  fs.mkdirSync(site.uploads, { recursive: true });
  const base = await startApp(site, { pageCache: false });
  const cookie = await signIn(database, base);
  // The first listing builds the catalogue index; warm it before measuring.
  await (await fetch(`${base}/products`)).arrayBuffer();
  const results: ImportRun[] = [];
  for (let run = 0; run < runs; run++) {
    const file = await importFile(run);
    const baseline = await listing(base, baselineSeconds);
    // The page's flow: upload (the server previews and keeps the file), Apply, then the progress
    // page until it leads to the products. The listing is loaded from Apply on.
    const upload = new FormData();
    upload.set("file", new File([new Uint8Array(file)], "bench.csv", { type: "text/csv" }));
    upload.set("intent", "preview");
    const started = performance.now();
    const page = await post(`${base}/admin/products/import`, upload, cookie);
    const previewMs = performance.now() - started;
    const token = /name="token" value="([0-9a-f]{32})"/.exec(page.text)?.[1];
    if (page.status !== 200 || !token) throw new Error(`preview page: ${page.status}`);
    if (/(\d+)(<!-- -->)? with errors/.exec(page.text)?.[1] !== "0")
      throw new Error(`run ${run + 1}: the preview has errors`);
    const load = listing(base, 3600);
    const apply = new FormData();
    apply.set("token", token);
    apply.set("intent", "apply");
    const applyStart = performance.now();
    let answer = await post(`${base}/admin/products/import`, apply, cookie);
    const progress = answer.location;
    if (!progress?.startsWith("/admin/products/import/"))
      throw new Error(`apply: ${answer.status} ${JSON.stringify(answer).slice(0, 500)}`);
    let polls = 0;
    // The progress page answers 200 while the import runs, then leads to the products.
    for (answer = await get(`${base}${progress}`, cookie); answer.status === 200; polls++) {
      if (answer.text.includes('role="alert"'))
        throw new Error(`apply failed: ${/role="alert">([^<]*)/.exec(answer.text)?.[1]}`);
      await new Promise((r) => setTimeout(r, 500));
      answer = await get(`${base}${progress}`, cookie);
    }
    const applyMs = performance.now() - applyStart;
    load.stop();
    const during = await load;
    // The products page, with the toast the redirect set.
    const toastCookie = answer.setCookie?.split(";")[0];
    const products = await get(`${base}/admin/products`, `${cookie}; ${toastCookie}`);
    const counts = /Catalogue imported: (\d+)(?:<!-- -->)? created, (?:<!-- -->)?(\d+)/.exec(
      products.text,
    );
    if (answer.location !== "/admin/products" || !counts)
      throw new Error(`apply: ${answer.status} ${answer.location} ${products.status}`);
    const body = { created: Number(counts[1]), updated: Number(counts[2]) };
    console.log(`run ${run + 1}: the progress page was shown ${polls} times`);
    results.push({
      previewMs,
      applyMs,
      created: body.created,
      updated: body.updated,
      baseline,
      during,
    });
    console.log(
      `run ${run + 1}: preview ${(previewMs / 1000).toFixed(1)} s, apply ${(applyMs / 1000).toFixed(1)} s ` +
        `(${body.created} created, ${body.updated} updated); listing p99 ${baseline.latency.p99} ms ` +
        `before, ${during.latency.p99} ms during`,
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

/** The runs as a table, with the medians and the listing's p99 during an import against before. */
export function printImportTable(results: ImportRun[], products: number) {
  const errors = (r: Result) => r.errors + r.timeouts + r.non2xx;
  const rows = results.map((r, i) => [
    `run ${i + 1}`,
    (r.previewMs / 1000).toFixed(1),
    (r.applyMs / 1000).toFixed(1),
    String(r.baseline.latency.p50),
    String(r.baseline.latency.p99),
    String(r.during.latency.p50),
    String(r.during.latency.p99),
    `${errors(r.baseline)}/${errors(r.during)}`,
  ]);
  const m = (f: (r: ImportRun) => number) => median(results.map(f));
  rows.push([
    "median",
    (m((r) => r.previewMs) / 1000).toFixed(1),
    (m((r) => r.applyMs) / 1000).toFixed(1),
    String(m((r) => r.baseline.latency.p50)),
    String(m((r) => r.baseline.latency.p99)),
    String(m((r) => r.during.latency.p50)),
    String(m((r) => r.during.latency.p99)),
    "",
  ]);
  const headers = [
    "",
    "preview s",
    "apply s",
    "p50 before",
    "p99 before",
    "p50 during",
    "p99 during",
    "errors",
  ];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(
    `\nCatalogue CSV import: ${ROWS.toLocaleString("en-GB")} rows (half updates, half new) into ` +
      `${products.toLocaleString("en-GB")} products; listing /products, page cache off, ` +
      `${CONNECTIONS} connections (ms)\n`,
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
  console.log(
    `\nlisting p99 during an import: ${p99} ms, ${ratio.toFixed(2)}× the p99 without one; ` +
      `goal ≤ 250 ms: ${p99 <= 250 ? "met" : "NOT met"}`,
  );
}

/**
 * Benchmark (a script, not a test; CI does not run it): the production server's memory after a
 * visitor's browsing and searching.
 *
 *   npm run build && npm run bench:memory [-- --db /path/to/db.sqlite] [--runs 3]
 *                                            [--page-cache off|on|both] [--gc]
 *                                            [--baseline /path/to/an/earlier/checkout]
 *
 * For each run, starts `NODE_ENV=production node server/index.js` as production starts it
 * (tests/bench/server.ts; its flags and environment: server/launch.js) on the database (the demo catalogue seeded into a temporary folder, or `--db`, e.g. a copy of a scale
 * database from `npm run db:seed -- --products 100000 --db …`: the searches are counted into it),
 * reads its memory once it answers, then browses as visitors do, four requests at a time: the home
 * page, the listing's first pages and its last, every top category and a few subcategories, the
 * listing filtered by the specification values most products share (one and two at a time, with
 * a keyword and a sort), the product pages of 150 products spread over the catalogue, comparisons
 * of four, the API's product list, every trade query of tests/search-queries.ts and mistyped
 * words as keyword listings, and the suggestions for each query as it is typed. Then it reads the
 * memory five times, 200 ms apart, and keeps the median.
 *
 * What it reads: the resident set (VmRSS of /proc/PID/status, what the issue's figure is) split
 * into anonymous memory and mapped files (/proc/PID/smaps_rollup), the most it has been since the
 * server started (its peak, VmHWM: what the machine must have room for while it browses), and the
 * V8 heap (used and
 * total), external memory and array buffers, which tests/bench/memory-probe.mjs, loaded into the
 * server by this benchmark alone, writes to a file on SIGUSR2. Linux only (/proc). `--gc` collects
 * the garbage before each reading (the live heap; not the figure a visitor's server holds).
 *
 * Prints each run's figures and their medians, per page-cache setting (PAGE_CACHE=off renders
 * every request; on, the default, keeps copies of the pages in memory too).
 *
 * `--baseline`: an earlier checkout of this project, installed and built there (`git worktree add
 * ../old <commit> && cd ../old && npm ci && npm run build`), started by its own `npm start` in
 * production mode (with its own flags and environment) on the same database, and measured in
 * turn with this one, run after run: "before" and "after" from one run of the benchmark, on one
 * machine at one load.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { TRADE_QUERIES } from "../search-queries";
import {
  prepareSite,
  requireBuild,
  root,
  serverPid,
  serverProcess,
  startApp,
  startCheckout,
} from "./server";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    uploads: { type: "string" },
    runs: { type: "string", default: "3" },
    "page-cache": { type: "string", default: "both" },
    concurrency: { type: "string", default: "4" },
    gc: { type: "boolean", default: false },
    baseline: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const CONCURRENCY = Number(values.concurrency);
const SETTINGS = values["page-cache"] === "both" ? [false, true] : [values["page-cache"] !== "off"];

if (!fs.existsSync("/proc/self/status")) {
  console.error("bench:memory reads /proc: Linux only.");
  process.exit(1);
}
requireBuild();
const site = prepareSite(values.db, values.uploads);

// ---------------------------------------------------------------------------------------------
// What a visitor browses, read from the catalogue

function browsing(database: string): { urls: string[]; products: number } {
  const sqlite = new Database(database, { readonly: true });
  const products = sqlite.prepare("SELECT count(*) FROM products").pluck().get() as number;
  const pages = Math.max(1, Math.ceil(products / 16));
  const urls = [
    "/",
    "/products",
    "/products?page=2",
    "/products?page=3",
    `/products?page=${pages}`,
  ];
  urls.push("/products?sort=rated", "/products?sort=name", "/products?sort=price");

  const top = sqlite
    .prepare("SELECT slug FROM categories WHERE level = 1 ORDER BY sort_order, id")
    .pluck()
    .all() as string[];
  for (const slug of top) urls.push(`/products?category=${slug}`);
  const subs = sqlite
    .prepare(
      `SELECT p.slug, c.slug FROM categories c JOIN categories p ON p.id = c.parent_id
       WHERE c.level = 2 ORDER BY c.id LIMIT 10`,
    )
    .raw()
    .all() as [string, string][];
  for (const [parent, slug] of subs) urls.push(`/products?category=${parent}&subcategory=${slug}`);

  // The specification values most products share, one and two at a time.
  const common = sqlite
    .prepare(
      `SELECT g.slug, v.slug FROM product_specifications ps
       JOIN specifications v ON v.id = ps.value_id JOIN specifications g ON g.id = ps.spec_id
       GROUP BY ps.value_id ORDER BY count(*) DESC LIMIT 12`,
    )
    .raw()
    .all() as [string, string][];
  for (const [group, value] of common) urls.push(`/products?spec-${group}=${value}`);
  for (let i = 0; i + 1 < common.length; i += 2) {
    const [[ga, va], [gb, vb]] = [common[i], common[i + 1]];
    if (ga === gb) continue;
    urls.push(`/products?spec-${ga}=${va}&spec-${gb}=${vb}`);
    urls.push(`/products?keyword=cable&spec-${ga}=${va}&spec-${gb}=${vb}&sort=rated`);
  }

  // 150 products spread over the catalogue, and comparisons of four of them.
  const slugs = sqlite
    .prepare(
      `SELECT slug FROM (SELECT slug, row_number() OVER (ORDER BY id) AS n FROM products)
       WHERE n % max(1, ? / 150) = 0 LIMIT 150`,
    )
    .pluck()
    .all(products) as string[];
  for (const slug of slugs) urls.push(`/products/${slug}`);
  for (let i = 0; i + 4 <= Math.min(slugs.length, 40); i += 4) {
    urls.push(`/compare?p=${slugs.slice(i, i + 4).join(",")}`);
  }
  sqlite.close();

  urls.push("/api/bel/products", "/api/bel/products?page=2", "/api/bel/products?keyword=cat6");

  // Searching: the trade's queries and mistyped words as listings, and as they are typed.
  const queries = [
    ...TRADE_QUERIES.map((q) => q.query),
    "armourd cable",
    "coaxal",
    "speeker cable",
    "instrumentaion",
    "flexable",
  ];
  for (const q of queries) {
    urls.push(`/products?keyword=${encodeURIComponent(q)}`);
    for (const n of [2, 4, 6, q.length]) {
      if (n <= q.length) urls.push(`/search/suggest?q=${encodeURIComponent(q.slice(0, n))}`);
    }
  }
  urls.push(`/products?keyword=${encodeURIComponent("cable")}&page=2`);
  return { urls: [...new Set(urls)], products };
}

// ---------------------------------------------------------------------------------------------
// Reading the server's memory

type Memory = {
  rss: number;
  peak: number;
  anonymous: number;
  files: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
};

const MB = 1024 * 1024;

/** A `Key:   1234 kB` field of a /proc file, in bytes. */
function procField(text: string, key: string): number {
  const match = new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(text);
  return match ? Number(match[1]) * 1024 : NaN;
}

async function readMemory(base: string, probeFile: string): Promise<Memory> {
  const pid = serverPid(base);
  fs.rmSync(probeFile, { force: true });
  process.kill(pid, "SIGUSR2");
  let heap: NodeJS.MemoryUsage | undefined;
  for (let i = 0; i < 200 && !heap; i++) {
    if (fs.existsSync(probeFile)) heap = JSON.parse(fs.readFileSync(probeFile, "utf8"));
    else await new Promise((r) => setTimeout(r, 10));
  }
  if (!heap) throw new Error("the server's memory probe never answered");
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  return {
    rss: procField(status, "VmRSS"),
    peak: procField(status, "VmHWM"),
    anonymous: procField(rollup, "Anonymous"),
    files: procField(status, "RssFile") + procField(status, "RssShmem"),
    heapUsed: heap.heapUsed,
    heapTotal: heap.heapTotal,
    external: heap.external,
    arrayBuffers: heap.arrayBuffers,
  };
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function medianMemory(samples: Memory[]): Memory {
  const keys = Object.keys(samples[0]) as (keyof Memory)[];
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as Memory;
}

// ---------------------------------------------------------------------------------------------

/** Every URL asked once, `CONCURRENCY` at a time; the statuses other than 200 counted. */
async function browse(base: string, urls: string[]) {
  const failures: string[] = [];
  let next = 0;
  async function worker() {
    while (next < urls.length) {
      const url = urls[next++];
      const answer = await fetch(base + url, { headers: { "Accept-Encoding": "gzip, br" } });
      await answer.arrayBuffer();
      if (answer.status !== 200) failures.push(`${answer.status} ${url}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

const { urls, products } = browsing(site.database);
const probe = path.join(root, "tests", "bench", "memory-probe.mjs");
console.log(
  `${products} products; ${urls.length} URLs browsed per run, ${CONCURRENCY} at a time; ` +
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}\n`,
);

const mb = (n: number) => (n / MB).toFixed(1);
const columns = [
  "rss",
  "peak",
  "anonymous",
  "files",
  "heapUsed",
  "heapTotal",
  "external",
  "arrayBuffers",
] as const;
/** This checkout's server, and with `--baseline` the earlier one's, measured in turn. */
const builds = values.baseline ? (["after", "before"] as const) : (["after"] as const);
const header = [
  "page cache",
  ...(values.baseline ? ["build"] : []),
  "run",
  "when",
  ...columns.map((c) => `${c} MB`),
];
const labels = header.length - columns.length;
const rows: string[][] = [];
const row = (setting: string, build: string, run: string, when: string, m: Memory) =>
  rows.push([
    setting,
    ...(values.baseline ? [build] : []),
    run,
    when,
    ...columns.map((c) => mb(m[c])),
  ]);

for (const pageCache of SETTINGS) {
  const setting = pageCache ? "on" : "off";
  const afterStart = { after: [] as Memory[], before: [] as Memory[] };
  const afterBrowsing = { after: [] as Memory[], before: [] as Memory[] };
  for (let run = 1; run <= RUNS; run++) {
    for (const build of builds) {
      const probeFile = path.join(site.dir, `memory-${setting}-${build}-${run}.json`);
      const env = {
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${probe}`, values.gc && "--expose-gc"]
          .filter(Boolean)
          .join(" "),
        MEMORY_PROBE_FILE: probeFile,
        MEMORY_PROBE_GC: values.gc ? "1" : "0",
      };
      const started = performance.now();
      const base =
        build === "after"
          ? await startApp(site, { pageCache, env })
          : await startCheckout(values.baseline!, site, { pageCache, env });
      const startSeconds = (performance.now() - started) / 1000;
      afterStart[build].push(await readMemory(base, probeFile));
      const browsed = performance.now();
      const failures = await browse(base, urls);
      const browseSeconds = (performance.now() - browsed) / 1000;
      if (failures.length) console.warn(`Not 200:\n  ${failures.slice(0, 10).join("\n  ")}`);
      // A moment for the answers' last work (the search counts' flush timer, sockets closing).
      await new Promise((r) => setTimeout(r, 1000));
      const samples: Memory[] = [];
      for (let i = 0; i < 5; i++) {
        samples.push(await readMemory(base, probeFile));
        await new Promise((r) => setTimeout(r, 200));
      }
      afterBrowsing[build].push(medianMemory(samples));
      const child = serverProcess(base);
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      console.log(
        `page cache ${setting}, ${values.baseline ? `${build}, ` : ""}run ${run}: started in ` +
          `${startSeconds.toFixed(1)} s, browsed in ${browseSeconds.toFixed(1)} s; RSS ` +
          `${mb(afterStart[build].at(-1)!.rss)} MB after start, ` +
          `${mb(afterBrowsing[build].at(-1)!.rss)} MB after browsing`,
      );
      row(setting, build, String(run), "start", afterStart[build].at(-1)!);
      row(setting, build, String(run), "browsed", afterBrowsing[build].at(-1)!);
    }
  }
  for (const build of builds) {
    row(setting, build, "median", "start", medianMemory(afterStart[build]));
    row(setting, build, "median", "browsed", medianMemory(afterBrowsing[build]));
  }
  if (values.baseline) {
    for (const when of ["start", "browsed"] as const) {
      const list = when === "start" ? afterStart : afterBrowsing;
      const [after, before] = [medianMemory(list.after), medianMemory(list.before)];
      rows.push([
        setting,
        "after ÷ before",
        "median",
        when,
        ...columns.map((c) => (after[c] / before[c]).toFixed(2)),
      ]);
    }
  }
}

console.log();
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i < labels ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const r of rows) console.log(line(r));

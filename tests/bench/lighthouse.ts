/**
 * Lighthouse (mobile, its default) on the production build: /, /products, a product page (the
 * most reviewed: a variant's page when it is one) and /compare with four products.
 * A script, not a test; CI does not run it.
 *
 *   npm run build && npm run bench:lighthouse [-- --db /path/to/db.sqlite --uploads DIR] [--no-cache]
 *
 * Starts `NODE_ENV=production node server/index.js` on the demo catalogue seeded into a
 * temporary folder (or `--db`), runs the Lighthouse CLI against it with Chromium
 * (CHROME_PATH, default /usr/bin/chromium; --headless --no-sandbox) and prints the four scores
 * per page, then the opportunities and failed audits it lists, with their estimated savings.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { prepareSite, requireBuild, root, startApp, stopAll } from "./server";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    uploads: { type: "string" },
    "no-cache": { type: "boolean", default: false },
  },
});

requireBuild();
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const site = prepareSite(values.db, values.uploads);
const catalogue = new Database(site.database, { readonly: true });
const slug = catalogue
  .prepare("SELECT slug FROM products ORDER BY num_of_reviews DESC, id LIMIT 1")
  .pluck()
  .get() as string;
const compared = catalogue
  .prepare("SELECT slug FROM products ORDER BY num_of_reviews DESC, id LIMIT 4")
  .pluck()
  .all() as string[];
catalogue.close();
const base = await startApp(site, { pageCache: !values["no-cache"] });

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
  metricSavings?: Record<string, number>;
};
type Report = {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, Audit>;
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

const rows: string[][] = [];
const findings = new Map<string, { title: string; pages: string[]; detail: string[] }>();

for (const [name, url] of [
  ["/", "/"],
  ["/products", "/products"],
  ["product page", `/products/${slug}`],
  ["/compare (4)", `/compare?p=${compared.join(",")}`],
] as const) {
  const output = path.join(site.dir, `lighthouse-${rows.length}.json`);
  // Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): try again.
  let ok = false;
  for (let attempt = 0; attempt < 3 && !ok; attempt++) {
    fs.rmSync(output, { force: true });
    const run = spawnSync(
      path.join(root, "node_modules", ".bin", "lighthouse"),
      [
        base + url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run`,
        `--only-categories=${CATEGORIES.join(",")}`,
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chrome },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    ok = run.status === 0 && fs.existsSync(output);
  }
  if (!ok) {
    console.error(`Lighthouse failed on ${url}`);
    stopAll();
    process.exit(1);
  }
  const report = JSON.parse(fs.readFileSync(output, "utf8")) as Report;
  const score = (id: string) => {
    const s = report.categories[id]?.score;
    return s === null || s === undefined ? "–" : String(Math.round(s * 100));
  };
  rows.push([
    name,
    ...CATEGORIES.map(score),
    ...METRICS.map((id) => report.audits[id]?.displayValue ?? "–"),
  ]);
  for (const audit of Object.values(report.audits)) {
    const opportunity = audit.details?.type === "opportunity";
    const failed =
      audit.score !== null &&
      audit.score < 0.9 &&
      ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode) &&
      !METRICS.includes(audit.id);
    if (!opportunity && !failed) continue;
    if (opportunity && audit.score !== null && audit.score >= 0.9 && !audit.displayValue) continue;
    const savings = [
      audit.details?.overallSavingsMs ? `${Math.round(audit.details.overallSavingsMs)} ms` : "",
      audit.details?.overallSavingsBytes
        ? `${Math.round(audit.details.overallSavingsBytes / 1024)} KiB`
        : "",
      audit.displayValue ?? "",
    ]
      .filter(Boolean)
      .join(", ");
    const found = findings.get(audit.id) ?? { title: audit.title, pages: [], detail: [] };
    found.pages.push(name);
    if (savings) found.detail.push(`${name}: ${savings}`);
    findings.set(audit.id, found);
  }
}
stopAll();

const headers = ["page", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "SI"];
const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
console.log(`\nLighthouse, mobile, ${base} (page cache ${values["no-cache"] ? "off" : "on"}):\n`);
console.log(line(headers));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows) console.log(line(row));
console.log("\nOpportunities and audits below 90:");
for (const [id, f] of findings) {
  console.log(`  - ${f.title} [${id}] (${f.pages.join(", ")})`);
  for (const d of f.detail) console.log(`      ${d}`);
}
process.exit(0);

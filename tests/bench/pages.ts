/**
 * Benchmark (a script, not a test; CI does not run it): the production server over HTTP.
 *
 *   npm run build && npm run bench:pages [-- --db /path/to/db.sqlite --uploads DIR] [--seconds 10]
 *                                          [--mixed-seconds 30] [--rounds 5] [--round-seconds 3]
 *                                          [--only floor|pages|datasheet|mixed[,…]]
 *                                          [--baseline /path/to/an/earlier/checkout]
 *                                          [--profile DIR, with --only floor]
 *                                          [--floor-routes all|storefront]
 *
 * Starts `NODE_ENV=production node server/index.js` twice on a database of its own (the demo
 * catalogue seeded into a temporary folder, or `--db`, e.g. a scale database from
 * `npm run db:seed -- --products 100000 --db …`; the mixed load writes into it): once with
 * PAGE_CACHE=off ("cold": every request rendered) and once with the page cache ("warm"). Then,
 * with autocannon, 10 connections for `--seconds` each:
 *
 *   - the framework floor (tests/bench/floor.ts, docs/deploy.md): /, /products, the listing with a
 *     keyword and two filters and a product page, each as the cold server renders it and as a
 *     minimal Remix app answers the same HTML without loaders or database, and as that floor
 *     answers it with our route table besides (an empty module for each of our routes: what
 *     their number costs the framework; `--floor-routes storefront`: only the storefront's, none
 *     under /admin or /api, as a storefront built apart from the admin panel would have), taking turns for `--rounds` rounds of
 *     `--round-seconds`; medians, and ours ÷ floor (target: ≥ 0.85); with `--baseline`, the
 *     earlier build takes its turn too;
 *   - /, /products, /products?keyword=…&spec-…&spec-… (two filters), a product page,
 *     GET /api/bel/products and a comparison of four products (/compare?p=a,b,c,d), on the cold
 *     server, the warm one, and a bare node:http server (a
 *     child process) answering the very same bytes: the floor this machine puts on any server;
 *   - the generated datasheet (GET /products/{slug}/datasheet.pdf, docs/variants.md) on the cold
 *     server: "first build", each request a product whose datasheet the server has not built
 *     yet (the newest 200 products, each asked once), and "cached", one product's again and again
 *     (built once, then kept), and "304", that one asked with its ETag;
 *   - the mixed load: 50 connections writing (reviews through PUT /api/bel/reviews, contact
 *     messages through the /contact-us page's form, each from an address of its own: the bench
 *     server trusts X-Forwarded-For from loopback, as behind a proxy) while 10 read /products, a
 *     product page and /api/bel/products, for `--mixed-seconds`, page cache off. The target:
 *     read p99 ≤ 250 ms, no errors. The writers are a child process (tests/bench/writers.ts).
 *
 * `--profile DIR` (with `--only floor`): the cold server and the floor run under `node --cpu-prof`,
 * writing into DIR/ours and DIR/floor; when they stop, their CPU time per request is set side by
 * side, by what it was spent in (tests/bench/cpu-profile.ts): what ours spends above the floor.
 *
 * `--baseline`: an earlier checkout of this project, installed and built there (`git worktree add
 * ../old <commit> && cd ../old && npm ci && npm run build`). Its own `npm start` (scripts/start.js)
 * serves its own demo catalogue, seeded into a temporary folder, and each page is measured on it
 * too, in the same run, beside the cold figure: "before" and "cold/before". That is how "n times
 * faster than the old build" is measured on one machine rather than across machines.
 *
 * Medians and ratios of one run: the machine's load drifts between runs, the ratios less.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import Database from "better-sqlite3";
import type { WriterReport } from "./writers";
import { profileIn, timeSpent } from "./cpu-profile";
import { buildFloor, floorFaults, startFloor } from "./floor";
import {
  freePort,
  root,
  prepareSite,
  requireBuild,
  samplePages,
  startApp,
  startBaseline,
  serverCpuSeconds,
  startChild,
  stopAll,
  stopServer,
  waitFor,
} from "./server";
const { values } = parseArgs({
  options: {
    db: { type: "string" },
    uploads: { type: "string" },
    seconds: { type: "string", default: "10" },
    "mixed-seconds": { type: "string", default: "30" },
    only: { type: "string" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "5" },
    "round-seconds": { type: "string", default: "3" },
    baseline: { type: "string" },
    profile: { type: "string" },
    "floor-routes": { type: "string", default: "all" },
  },
});
const SECONDS = Number(values.seconds);
const MIXED_SECONDS = Number(values["mixed-seconds"]);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const ROUND_SECONDS = Number(values["round-seconds"]);
const FLOOR_ROUTES = values["floor-routes"] as "all" | "storefront";
if (!["all", "storefront"].includes(FLOOR_ROUTES)) {
  throw new Error("--floor-routes: all or storefront");
}
/** What this run measures: every part, or those `--only` names. */
const PARTS = ["floor", "pages", "datasheet", "mixed"];
const only = values.only?.split(",") ?? PARTS;
for (const part of only) {
  if (!PARTS.includes(part)) throw new Error(`--only: one or more of ${PARTS.join(", ")}`);
}
const runs = (part: string) => only.includes(part);
if (values.profile && only.join() !== "floor") throw new Error("--profile: with --only floor");
/** With --profile, where the cold server and the floor write their CPU profiles. */
const profiles = values.profile
  ? { ours: path.resolve(values.profile, "ours"), floor: path.resolve(values.profile, "floor") }
  : undefined;
/** The pages measured against the framework's floor: the storefront's, rendered from the database. */
const FLOOR_PAGES = ["/", "/products", "listing: keyword + 2 filters", "product page"] as const;
/** How many products' datasheets the "first build" measure asks for, each once. */
const DATASHEET_BUILDS = 200;

requireBuild();
const site = prepareSite(values.db, values.uploads);
const database = site.database;

const { productCount, productSlug, reads: READS } = samplePages(database);

// ---------------------------------------------------------------------------------------------
// Servers

/** A bare node:http server answering each path with the bytes the app answered, in a child. */
async function startBare(bodies: Record<string, { type: string; body: string }>) {
  const port = await freePort();
  const file = path.join(site.dir, "bare.json");
  fs.writeFileSync(file, JSON.stringify(bodies));
  const code = `
    const http = require("node:http");
    const pages = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8"));
    const answers = new Map(Object.entries(pages).map(([k, v]) => [k, [v.type, Buffer.from(v.body, "base64")]]));
    http.createServer((req, res) => {
      const answer = answers.get(req.url);
      if (!answer) { res.statusCode = 404; return res.end(); }
      res.writeHead(200, { "Content-Type": answer[0], "Content-Length": answer[1].length });
      res.end(answer[1]);
    }).listen(${port}, "127.0.0.1");`;
  startChild(code);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`);
  return base;
}

// ---------------------------------------------------------------------------------------------
// Measuring

type Figures = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ok: number;
  /** Requests answered, whatever their status. */
  requests: number;
  /** The server's CPU milliseconds per request (null where /proc can't tell). */
  cpuMs?: number | null;
};

function figures(result: Result): Figures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result["5xx"] + result["4xx"],
    ok: result["2xx"],
    requests: result.requests.total,
  };
}

async function load(base: string, url: string, seconds = SECONDS): Promise<Figures> {
  // One request first: the warm server renders the page once and keeps it.
  await (await fetch(base + url)).arrayBuffer();
  const cpuBefore = serverCpuSeconds(base);
  const result = await autocannon({ url: base + url, connections: CONNECTIONS, duration: seconds });
  const cpuAfter = serverCpuSeconds(base);
  return {
    ...figures(result),
    cpuMs:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const pad = (s: string, n: number) => s.padStart(n);
const cpu = (f: Figures) => (f.cpuMs == null ? "—" : fmt(f.cpuMs, 2));

function table(headers: string[], rows: string[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : pad(c, widths[i]))).join("  ");
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

// ---------------------------------------------------------------------------------------------

console.log(
  `${productCount} products; ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}; ${CONNECTIONS} connections, ${SECONDS} s per measure\n`,
);
const cold = await startApp(site, {
  pageCache: false,
  nodeOptions: profiles ? ["--cpu-prof", `--cpu-prof-dir=${profiles.ours}`] : [],
});
const warm = runs("pages") ? await startApp(site, { pageCache: true }) : "";
const before = values.baseline ? await startBaseline(values.baseline) : undefined;
if (before) {
  // Before and after compare the same pages only on the same catalogue: said when they don't.
  const answer = await fetch(`${before}/api/bel/products`);
  const listed = answer.ok
    ? ((await answer.json()) as { filteredProductsCount?: number }).filteredProductsCount
    : undefined;
  if (listed !== productCount) {
    console.warn(
      `The baseline lists ${listed ?? "no"} products, the cold server ${productCount}: ` +
        "its pages are not the same pages.\n",
    );
  }
}

if (runs("floor")) await againstTheFloor();
if (runs("pages")) {
  // The bytes of each page as the warm server answers them (uncompressed: autocannon, like the
  // bare server, does not ask for gzip).
  const bodies: Record<string, { type: string; body: string }> = {};
  for (const url of Object.values(READS)) {
    const answer = await fetch(warm + url);
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
    bodies[url] = {
      type: answer.headers.get("content-type") ?? "text/html",
      body: Buffer.from(await answer.arrayBuffer()).toString("base64"),
    };
  }
  const bare = await startBare(bodies);

  const rows: string[][] = [];
  const beforeRows: string[][] = [];
  let warmOverBare = Infinity;
  for (const [name, url] of Object.entries(READS)) {
    const kb = Buffer.from(bodies[url].body, "base64").length / 1024;
    const c = await load(cold, url);
    if (before) {
      // Right after the cold measure of the same page, so both meet the same machine.
      const o = (await fetch(before + url)).ok ? await load(before, url) : undefined;
      beforeRows.push(
        o
          ? [
              name,
              fmt(o.rps),
              cpu(o),
              fmt(c.rps),
              cpu(c),
              `×${fmt(c.rps / o.rps, 2)}`,
              o.cpuMs && c.cpuMs ? `×${fmt(o.cpuMs / c.cpuMs, 2)}` : "—",
              String(o.errors),
            ]
          : [name, "no such page", "", fmt(c.rps), cpu(c), "", "", ""],
      );
    }
    const w = await load(warm, url);
    const b = await load(bare, url);
    warmOverBare = Math.min(warmOverBare, w.rps / b.rps);
    rows.push([
      `${name} (${fmt(kb)} KiB)`,
      fmt(c.rps),
      fmt(c.p50),
      fmt(c.p99),
      cpu(c),
      fmt(w.rps),
      fmt(w.p50),
      fmt(w.p99),
      fmt(b.rps),
      fmt(b.p50),
      fmt(b.p99),
      fmt(c.rps / b.rps, 3),
      fmt(w.rps / b.rps, 3),
      String(c.errors + w.errors + b.errors),
    ]);
    console.log(`measured ${name}`);
  }
  console.log(`\nRequests/s and latency (ms), ${CONNECTIONS} connections, ${SECONDS} s each:\n`);
  table(
    [
      "page",
      "cold r/s",
      "p50",
      "p99",
      "CPU ms/req",
      "warm r/s",
      "p50",
      "p99",
      "bare r/s",
      "p50",
      "p99",
      "cold/bare",
      "warm/bare",
      "errors",
    ],
    rows,
  );
  console.log(
    "\ncold: PAGE_CACHE=off, every request rendered (CPU ms/req: the server's own CPU time per\n" +
      "request); warm: the page cache on; bare: node:http answering the same bytes (the machine's\n" +
      "floor). Ratios are of requests per second.\n",
  );
  console.log(`warm/bare ≥ 0.5 on every page: ${warmOverBare >= 0.5 ? "yes" : "NO"}\n`);
  if (before) {
    console.log(`Before and after, both rendering every request (${values.baseline}):\n`);
    table(
      [
        "page",
        "before r/s",
        "CPU ms/req",
        "cold r/s",
        "CPU ms/req",
        "r/s ratio",
        "CPU per request, before/after",
        "errors",
      ],
      beforeRows,
    );
    console.log(
      "\nCPU ms/req: the server process's (and its children's) user + system CPU time over the\n" +
        "load, divided by the requests it answered.\n",
    );
  }
}

if (runs("datasheet")) await datasheets(cold);
if (runs("mixed")) await mixed(cold);
stopAll();
process.exit(0);

// ---------------------------------------------------------------------------------------------
// Against the framework's floor

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Each of FLOOR_PAGES on the cold server and on the framework's floor answering its HTML
 * (tests/bench/floor.ts), taking turns: what our server spends above the floor is ours.
 */
async function againstTheFloor() {
  // Our pages as the cold server renders them, for the floor to answer.
  const pages: Record<string, string> = {};
  for (const name of FLOOR_PAGES) {
    const answer = await fetch(cold + READS[name]);
    if (answer.status !== 200) throw new Error(`${READS[name]}: ${answer.status}`);
    pages[READS[name]] = await answer.text();
  }
  buildFloor(path.join(site.dir, "floor"));
  buildFloor(path.join(site.dir, "floor-routes"), { withOurRoutes: FLOOR_ROUTES });
  const floor = await startFloor(
    path.join(site.dir, "floor"),
    pages,
    profiles ? ["--cpu-prof", `--cpu-prof-dir=${profiles.floor}`] : [],
  );
  // The floor with our route table: what the number of our routes costs the framework.
  const routes = await startFloor(path.join(site.dir, "floor-routes"), pages);
  const faults = [...(await floorFaults(floor, pages)), ...(await floorFaults(routes, pages))];
  if (faults.length) {
    console.error(`The floor does not answer these pages as ours does:\n${faults.join("\n")}`);
    stopAll();
    process.exit(1);
  }

  // With --baseline, the earlier build takes its turn too, on its own demo catalogue.
  const servers = { ours: cold, floor, routes, ...(before ? { before } : {}) };
  type Name = keyof typeof servers;
  const names = Object.keys(servers) as Name[];
  const rows: string[][] = [];
  let lowest = Infinity;
  /** Requests each answered, to share its profile's time among. */
  const answered = { ours: 0, floor: 0 };
  for (const name of FLOOR_PAGES) {
    const url = READS[name];
    const floorBytes = (await (await fetch(floor + url)).arrayBuffer()).byteLength;
    const measured = new Map<Name, Figures[]>(names.map((n) => [n, []]));
    const take = async (n: Name, seconds: number) => {
      const figures = await load(servers[n]!, url, seconds);
      if (n === "ours" || n === "floor") answered[n] += figures.requests;
      return figures;
    };
    // A second of each first, so that every server's code is compiled before anything counts.
    for (const n of names) await take(n, 1);
    for (let round = 0; round < ROUNDS; round++) {
      // Each goes first in turn, so none always meets the machine another left.
      for (let i = 0; i < names.length; i++) {
        const n = names[(round + i) % names.length];
        measured.get(n)!.push(await take(n, ROUND_SECONDS));
      }
    }
    const ours = measured.get("ours")!;
    const theirs = measured.get("floor")!;
    const earlier = measured.get("before") ?? [];
    const routed = measured.get("routes")!;
    // Ratios of each round's figures, measured seconds apart, then their median.
    const ratioOf = (a: Figures[], b: Figures[]) => median(a.map((f, i) => f.rps / b[i].rps));
    const ratio = ratioOf(ours, theirs);
    lowest = Math.min(lowest, ratio);
    const cpuOf = (figures: Figures[]) =>
      figures.length && figures.every((f) => f.cpuMs != null)
        ? median(figures.map((f) => f.cpuMs!))
        : null;
    const [oursCpu, floorCpu, beforeCpu] = [cpuOf(ours), cpuOf(theirs), cpuOf(earlier)];
    const ms = (cpu: number | null) => (cpu == null ? "—" : fmt(cpu, 2));
    rows.push([
      name,
      fmt(Buffer.byteLength(pages[url]) / 1024),
      fmt(floorBytes / 1024),
      fmt(median(ours.map((f) => f.rps))),
      ms(oursCpu),
      fmt(median(theirs.map((f) => f.rps))),
      ms(floorCpu),
      fmt(ratio, 2),
      oursCpu && floorCpu ? fmt(floorCpu / oursCpu, 2) : "—",
      fmt(median(routed.map((f) => f.rps))),
      fmt(ratioOf(routed, theirs), 2),
      ...(before
        ? [
            fmt(median(earlier.map((f) => f.rps))),
            ms(beforeCpu),
            fmt(ratioOf(earlier, theirs), 2),
            fmt(ratioOf(ours, earlier), 2),
          ]
        : []),
      String([...measured.values()].flat().reduce((n, f) => n + f.errors, 0)),
    ]);
    console.log(`measured ${name} against the floor`);
  }
  console.log(
    `\nOurs (cold, every request rendered) against the framework's floor, taking turns: ` +
      `${ROUNDS} rounds of ${ROUND_SECONDS} s each, medians:\n`,
  );
  table(
    [
      "page",
      "ours KiB",
      "floor KiB",
      "ours r/s",
      "CPU ms/req",
      "floor r/s",
      "CPU ms/req",
      "ours/floor",
      "CPU floor/ours",
      "routes r/s",
      "routes/floor",
      ...(before ? ["before r/s", "CPU ms/req", "before/floor", "ours/before"] : []),
      "errors",
    ],
    rows,
  );
  console.log(
    "\nfloor: a minimal Remix app with our remix.config settings and document renderer answering\n" +
      "the same HTML without loaders or database (tests/bench/floor.ts; its own Remix scripts\n" +
      "instead of ours, hence fewer KiB: no loader data). ours/floor: the median of the rounds'\n" +
      "ratios of requests per second; CPU floor/ours: of the servers' CPU time per request;\n" +
      "routes: the floor with our route table (an empty module for each of our routes),\n" +
      "what the number of our routes costs the framework on every request" +
      (before ? `;\nbefore: --baseline ${values.baseline}, cold, on its own demo catalogue` : "") +
      ".\n",
  );
  console.log(`ours/floor ≥ 0.85 on every page: ${lowest >= 0.85 ? "yes" : "NO"}\n`);
  if (profiles) {
    await stopServer(cold);
    await stopServer(floor);
    profileAgainstTheFloor(profiles, answered);
  }
}

/**
 * The cold server's CPU time and the floor's over the same requests (all four pages, the rounds
 * and the first seconds), per request, by what it was spent in, and the app's functions that
 * took the most of it.
 */
function profileAgainstTheFloor(
  dirs: { ours: string; floor: string },
  answered: { ours: number; floor: number },
) {
  const ours = timeSpent(profileIn(dirs.ours));
  const floor = timeSpent(profileIn(dirs.floor));
  const perRequest = (ms: number | undefined, n: number) => ((ms ?? 0) / n).toFixed(3);
  const parts = [...new Set([...ours.parts.keys(), ...floor.parts.keys()])]
    .map((part) => ({
      part,
      ours: (ours.parts.get(part) ?? 0) / answered.ours,
      floor: (floor.parts.get(part) ?? 0) / answered.floor,
    }))
    .sort((a, b) => b.ours - b.floor - (a.ours - a.floor));
  console.log(
    `CPU profiles (${dirs.ours}, ${dirs.floor}): self time in ms per request, ` +
      `${answered.ours} requests to ours, ${answered.floor} to the floor (server start included):\n`,
  );
  table(
    ["spent in", "ours", "floor", "ours − floor"],
    [
      ...parts
        .slice(0, 20)
        .map((p) => [p.part, fmt(p.ours, 3), fmt(p.floor, 3), fmt(p.ours - p.floor, 3)]),
      [
        "all",
        perRequest(ours.total, answered.ours),
        perRequest(floor.total, answered.floor),
        fmt(ours.total / answered.ours - floor.total / answered.floor, 3),
      ],
    ],
  );
  console.log("\nThe app's and our server's functions that took the most (ms per request):\n");
  table(
    ["function", "ours"],
    [...ours.functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, ms]) => [name, perRequest(ms, answered.ours)]),
  );
  console.log();
}

// ---------------------------------------------------------------------------------------------
// The generated datasheet

async function datasheets(base: string) {
  const sqlite = new Database(database, { readonly: true });
  const slugs = sqlite
    .prepare("SELECT slug FROM products ORDER BY id DESC LIMIT ?")
    .pluck()
    .all(DATASHEET_BUILDS) as string[];
  sqlite.close();
  const address = (slug: string) => `/products/${slug}/datasheet.pdf`;
  // Each request takes the next product: no datasheet is asked for twice.
  let next = 0;
  const first = figures(
    await autocannon({
      url: base,
      connections: CONNECTIONS,
      amount: slugs.length,
      requests: [{ setupRequest: (request) => ({ ...request, path: address(slugs[next++]) }) }],
    }),
  );
  const cached = await load(base, address(slugs[0]));
  const etag = (await fetch(base + address(slugs[0]))).headers.get("etag") ?? "";
  const revalidated = await autocannon({
    url: base + address(slugs[0]),
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "If-None-Match": etag },
  });
  const unchanged = figures(revalidated);
  const kb = (await (await fetch(base + address(slugs[0]))).arrayBuffer()).byteLength / 1024;
  console.log(
    `
The generated datasheet (${fmt(kb)} KiB for one product), ${CONNECTIONS} connections:
`,
  );
  table(
    ["", "requests", "r/s", "p50 ms", "p99 ms", "errors"],
    [
      [
        `first build (${slugs.length} products)`,
        String(first.ok),
        fmt(first.rps),
        fmt(first.p50),
        fmt(first.p99),
        String(first.errors),
      ],
      [
        `cached (${SECONDS} s)`,
        String(cached.ok),
        fmt(cached.rps),
        fmt(cached.p50),
        fmt(cached.p99),
        String(cached.errors),
      ],
      [
        `304 (${SECONDS} s)`,
        String(revalidated["3xx"]),
        fmt(unchanged.rps),
        fmt(unchanged.p50),
        fmt(unchanged.p99),
        String(unchanged.errors),
      ],
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// Reads under writes

async function mixed(base: string) {
  // The writers are clients of their own, in a child process: one load generator driving both
  // starved the readers' connections on this machine, which measured the generator, not the app.
  const child = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    [
      path.join(root, "tests", "bench", "writers.ts"),
      base,
      productSlug,
      String(MIXED_SECONDS),
      "50",
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const writersDone = new Promise<WriterReport>((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(output) as WriterReport)
        : reject(new Error(`writers: ${code}`)),
    ),
  );
  const readPaths = [READS["/products"], READS["product page"], READS["GET /api/bel/products"]];
  const readStatus = new Map<number, number>();
  const readers = autocannon({
    url: base,
    connections: 10,
    duration: MIXED_SECONDS,
    requests: readPaths.map((p) => ({ method: "GET", path: p })),
  });
  readers.on("response", (_client: unknown, status: number) => {
    if (typeof status === "number") readStatus.set(status, (readStatus.get(status) ?? 0) + 1);
  });
  const [w, r] = await Promise.all([writersDone, readers]);
  const reads = figures(r);
  const writeErrors = w.errors;
  console.log(
    `\nReads under writes, page cache off, ${MIXED_SECONDS} s: 50 writers (reviews via the API, ` +
      `contact messages via the page), 10 readers (/products, a product page, /api/bel/products)\n`,
  );
  table(
    ["", "requests", "r/s", "p50 ms", "p99 ms", "max ms", "errors", "statuses"],
    [
      [
        "reads",
        String(r.requests.total),
        fmt(reads.rps),
        fmt(reads.p50),
        fmt(reads.p99),
        fmt(r.latency.max),
        String(reads.errors),
        [...readStatus].map(([s, n]) => `${s}×${n}`).join(" "),
      ],
      [
        "writes",
        String(w.total),
        fmt(w.rps),
        fmt(w.p50),
        fmt(w.p99),
        fmt(w.max),
        String(writeErrors),
        Object.entries(w.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(" "),
      ],
    ],
  );
  const pass = reads.p99 <= 250 && reads.errors === 0 && writeErrors === 0;
  console.log(`\nread p99 ≤ 250 ms and no errors: ${pass ? "yes" : "NO"}`);
}

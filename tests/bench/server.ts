/**
 * What the HTTP benchmarks share: the production build checked, a database and uploads folder of
 * their own (the demo catalogue seeded into a temporary folder, or a given database), and the
 * production server started on it, stopped when the benchmark ends.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { PROCESS_ENV, serverCommand } from "../../server/launch.js";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export function requireBuild() {
  if (
    !fs.existsSync(path.join(root, "build", "index.js")) ||
    !fs.existsSync(path.join(root, "public", "build"))
  ) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
}

export type Site = { dir: string; database: string; uploads: string };

/**
 * A temporary folder; the demo catalogue seeded into it unless `database` is given (with the
 * uploads folder of its pictures, `uploads`, or none).
 */
export function prepareSite(database?: string, uploads?: string): Site {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bel-bench-"));
  const site = {
    dir,
    database: database ? path.resolve(database) : path.join(dir, "bench.sqlite"),
    uploads: uploads ? path.resolve(uploads) : path.join(dir, "uploads"),
  };
  if (!database) seedDemo(root, site);
  return site;
}

/** The demo catalogue of the checkout at `checkout`, seeded by its own seed into the site's files. */
function seedDemo(checkout: string, site: Site) {
  console.log(`Seeding the demo catalogue into ${site.dir} …`);
  const seed = spawnSync(
    path.join(checkout, "node_modules", ".bin", "tsx"),
    ["db/seed/index.ts", "--db", site.database, "--uploads", site.uploads],
    { cwd: checkout, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

/**
 * The pages the benchmarks ask for on `database`: the home page, the listing, the listing with a
 * keyword and the two specification values most products share (a listing with results), the
 * page of the most reviewed product, and the API's product list.
 */
export function samplePages(database: string) {
  const sqlite = new Database(database, { readonly: true });
  const productCount = sqlite.prepare("SELECT count(*) FROM products").pluck().get() as number;
  const productSlug = sqlite
    .prepare("SELECT slug FROM products ORDER BY num_of_reviews DESC, id LIMIT 1")
    .pluck()
    .get() as string;
  const [groupA, valueA, groupB, valueB] = sqlite
    .prepare(
      `WITH pairs AS (
         SELECT g.slug AS grp, v.slug AS value, ps.product_id AS product
         FROM product_specifications ps
         JOIN specifications v ON v.id = ps.value_id
         JOIN specifications g ON g.id = ps.spec_id)
       SELECT a.grp, a.value, b.grp, b.value FROM pairs a JOIN pairs b
         ON a.product = b.product AND a.grp < b.grp
       GROUP BY a.grp, a.value, b.grp, b.value ORDER BY count(*) DESC LIMIT 1`,
    )
    .raw()
    .get() as [string, string, string, string];
  // A comparison of four (issue 24): the four most reviewed, so every column has a rating.
  const compared = sqlite
    .prepare("SELECT slug FROM products ORDER BY num_of_reviews DESC, id LIMIT 4")
    .pluck()
    .all() as string[];
  sqlite.close();
  const reads = {
    "/": "/",
    "/products": "/products",
    "listing: keyword + 2 filters": `/products?keyword=cable&spec-${groupA}=${valueA}&spec-${groupB}=${valueB}`,
    "product page": `/products/${productSlug}`,
    "GET /api/bel/products": "/api/bel/products",
    "/compare (4 products)": `/compare?p=${compared.join(",")}`,
  } as const;
  return { productCount, productSlug, reads };
}

const children: ChildProcess[] = [];
/** The process behind each started server's base URL. */
const processes = new Map<string, ChildProcess>();

/** The process serving `base` (started here), to signal it. */
export function serverProcess(base: string): ChildProcess {
  const child = processes.get(base);
  if (!child) throw new Error(`no server started at ${base}`);
  return child;
}

/**
 * CPU seconds (user + system) the server at `base` and its child processes have used so far, from
 * /proc (Linux); null elsewhere. Read before and after a load, it gives the server's own CPU per
 * request, which the load generator sharing the machine does not blur.
 */
export function serverCpuSeconds(base: string): number | null {
  const pid = processes.get(base)?.pid;
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return null;
  const ticks = 100; // USER_HZ on Linux
  const cpu = (p: number): number => {
    let total = 0;
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const kids = fs.readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        for (const kid of kids ? kids.split(" ") : []) total += cpu(Number(kid));
      }
    } catch {
      // the process ended meanwhile
    }
    return total;
  };
  return cpu(pid);
}
export function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

/** Stops the server at `base` (started here) as a deployment would, and waits for it to end. */
export async function stopServer(base: string) {
  const child = serverProcess(base);
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await ended;
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, seconds = 60) {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

/**
 * `node <script>` in `cwd` as a production server on a free loopback port (or `port`), with `env`
 * added to its settings; its base URL once `ready` answers.
 */
export async function startServer(
  cwd: string,
  script: string,
  {
    env = {},
    ready = "/healthcheck",
    waitSeconds = 60,
    port,
    nodeOptions = [],
  }: {
    env?: Record<string, string>;
    ready?: string;
    waitSeconds?: number;
    port?: number;
    /** Node's own options, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
    nodeOptions?: string[];
  } = {},
) {
  port ??= await freePort();
  const child = spawn(process.execPath, [...nodeOptions, script], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...env },
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  processes.set(base, child);
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before answering`))),
  );
  exited.catch(() => {});
  await Promise.race([waitFor(`${base}${ready}`, waitSeconds), exited]);
  return base;
}

/** `node <args>` (a script after its flags) in `cwd` as a production server on the site's files (see startServer). */
async function startProduction(
  cwd: string,
  args: string[],
  site: Site,
  {
    env = {},
    waitSeconds = 60,
    port,
    nodeOptions,
  }: {
    env?: Record<string, string>;
    waitSeconds?: number;
    port?: number;
    nodeOptions?: string[];
  } = {},
) {
  port ??= await freePort();
  // `args` is the script after its flags (serverCommand's shape).
  return startServer(cwd, args[args.length - 1], {
    port,
    waitSeconds,
    nodeOptions: [...(nodeOptions ?? []), ...args.slice(0, -1)],
    env: {
      DATABASE_PATH: site.database,
      UPLOADS_DIR: site.uploads,
      OUTBOX_DIR: path.join(site.dir, "outbox"),
      SESSION_SECRET: "bench-session-secret",
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
}

/**
 * `NODE_ENV=production node server/index.js` on the site, started as production starts it
 * (server/launch.js: its flags and environment), on `port`, else a free one, with `env` added to
 * its settings; its base URL once it answers.
 */
export function startApp(
  site: Site,
  {
    pageCache,
    port,
    env = {},
    nodeOptions,
  }: {
    pageCache: boolean;
    port?: number;
    env?: Record<string, string>;
    nodeOptions?: string[];
  },
) {
  return startProduction(root, serverCommand().args, site, {
    port,
    nodeOptions,
    env: {
      ...PROCESS_ENV,
      ...env,
      PAGE_CACHE: pageCache ? "on" : "off",
      // Bench only: the load generator is the proxy in front, each write from an address of its
      // own (X-Forwarded-For), so the per-address limits on anonymous writes do not refuse it.
      // The server listens on loopback alone.
      TRUST_PROXY: "loopback",
    },
  });
}

/**
 * An earlier checkout of this project (installed and built there) served by its own `npm start`
 * in production mode, on a demo catalogue its own seed writes into a temporary folder: the
 * "before" of a before-and-after measured in one run. Its base URL once it answers.
 */
export function startBaseline(checkout: string) {
  const dir = path.resolve(checkout);
  if (!fs.existsSync(path.join(dir, "build", "index.js"))) {
    console.error(`${dir} has no production build: run \`npm ci && npm run build\` there first.`);
    process.exit(1);
  }
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "bel-bench-baseline-"));
  const site = {
    dir: data,
    database: path.join(data, "bench.sqlite"),
    uploads: path.join(data, "uploads"),
  };
  // Seeded by its own seed (its schema and demo data are its own): its start script, in
  // production mode, seeds nothing, and the baseline served an empty catalogue, rendering pages
  // without a product on them (and no product page) against the cold server's full ones.
  seedDemo(dir, site);
  console.log(`Starting the baseline at ${dir} …`);
  // Its page cache off, as the "cold" server it is compared with: both render every request.
  return startProduction(dir, ["scripts/start.js"], site, { env: { PAGE_CACHE: "off" } });
}

/**
 * An earlier checkout of this project (installed and built there) served by its own `npm start`
 * in production mode (its own flags and environment) on the site's files, with `env` added to its
 * settings: the "before" of a before-and-after on the same database. Its base URL once it
 * answers; its server is a child of that script's process (see {@link serverPid}).
 */
export function startCheckout(
  checkout: string,
  site: Site,
  { pageCache, env = {} }: { pageCache: boolean; env?: Record<string, string> },
) {
  const dir = path.resolve(checkout);
  if (!fs.existsSync(path.join(dir, "build", "index.js"))) {
    console.error(`${dir} has no production build: run \`npm ci && npm run build\` there first.`);
    process.exit(1);
  }
  return startProduction(dir, ["scripts/start.js"], site, {
    env: { ...env, PAGE_CACHE: pageCache ? "on" : "off", TRUST_PROXY: "loopback" },
  });
}

/**
 * The id of the process that serves `base`: the one started here, or for a server started by
 * `npm start`'s script ({@link startCheckout}), the node process that script started (Linux:
 * /proc).
 */
export function serverPid(base: string): number {
  const pid = serverProcess(base).pid!;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ")) {
      if (!child.trim()) continue;
      const command = fs.readFileSync(`/proc/${child.trim()}/cmdline`, "utf8").split("\0");
      if (command.includes("server/index.js")) return Number(child);
    }
  }
  return pid;
}

/** A child process running `code` (CommonJS), stopped with the others. */
export function startChild(code: string) {
  return startCommand(process.execPath, ["-e", code]);
}

/** A child process running `command`, stopped with the others. */
export function startCommand(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
}

/**
 * Simulation (a script, not a test; CI does not run it): three processes of the app behind nginx,
 * configured as deploy/nginx/bel.conf says, one of them killed and another restarted under load.
 *
 *   npm run build && npm run sim:cluster [-- --seconds 60 --port 3900]
 *
 * - Installs nginx with apt-get when it is missing (Debian's package), and says so.
 * - Seeds the demo catalogue into a temporary folder (tests/bench/server.ts), renders
 *   deploy/nginx/bel.conf for its own ports and paths into that folder (HTTP on --port, HTTPS
 *   with a self-signed certificate on --port + 1, the app on the three ports after), and starts
 *   the three processes (NODE_ENV=production, one database file, TRUST_PROXY=loopback) and nginx
 *   (`nginx -p`, its own pid, logs and cache).
 * - For --seconds, through nginx over HTTPS: visitors (the home page, the listing, a filtered
 *   listing, product pages; one request in five with the staff session cookie, which the cache
 *   must pass by) and staff and customer writes (product edits through the staff API, reviews
 *   through PUT /api/bel/reviews, contact messages through POST /api/bel/reach-us). A third of
 *   the way in, one process is killed (SIGKILL) and started again a second later, as systemd's
 *   Restart= would; two thirds in, another is restarted gracefully (SIGTERM, its exit awaited,
 *   started again).
 * - Meanwhile a product's description is changed through the first process: its page must show
 *   the change at once on every process (asked of each port directly), and through nginx within
 *   the s-maxage of the app's Cache-Control (60 s; polled every second).
 * - Prints the requests served, failed visitor requests (the goal: none, nginx retrying GETs on
 *   another process), failed writes (at most those in flight at the kill), latency through the
 *   proxy, what nginx's cache did (its access log's $upstream_cache_status), and the reviews
 *   written against those acknowledged.
 * - Looks every write up in the database afterwards by its marker (a review's or message's
 *   e-mail, an edit's description) and counts those "refused after stored": answered 4xx though
 *   the write was made, as when nginx passes a PUT review a dying process had stored to another
 *   one, which refuses it as a second review (409). The goal: none; and none acknowledged but
 *   missing, none stored twice, no write nginx passed on after sending it (its access log).
 * - A write in flight at the kill was sent before the killed process was gone (the kernel takes a
 *   moment to end it, and takes the bytes sent to it meanwhile) and answered after the signal.
 * - The kill is aimed: it waits (up to 5 s) for a review that is stored and not yet answered, the
 *   moment a death costs an answer; one time in three that review is on the process killed.
 * - `--site-config FILE` renders another nginx site file than deploy/nginx/bel.conf (an earlier
 *   one, to compare).
 *
 * Exits 1 when a goal is missed.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import {
  prepareSite,
  requireBuild,
  root,
  samplePages,
  serverProcess,
  startApp,
  startCommand,
  stopAll,
  waitFor,
  type Site,
} from "./server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    port: { type: "string", default: "3900" },
    visitors: { type: "string", default: "8" },
    // Another nginx site file than deploy/nginx/bel.conf (an earlier version, to compare).
    "site-config": { type: "string", default: path.join("deploy", "nginx", "bel.conf") },
  },
});
const SECONDS = Number(values.seconds);
const HTTP_PORT = Number(values.port);
const HTTPS_PORT = HTTP_PORT + 1;
const APP_PORTS = [HTTP_PORT + 2, HTTP_PORT + 3, HTTP_PORT + 4];
const VISITORS = Number(values.visitors);
const SITE = `https://127.0.0.1:${HTTPS_PORT}`;
/** The demo seed's administrator (db/seed/demo.ts, DEMO_ACCOUNTS). */
const ADMIN = { email: "admin@belcables.co.uk", password: "BelAdmin2026!" };
/** How long nginx may keep a page: the s-maxage of SHARED_CACHE_CONTROL (app/utils/http-cache.server.ts). */
const S_MAXAGE = 60;

// The certificate is the simulation's own, made below: this process trusts it by not checking.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
process.removeAllListeners("warning");

requireBuild();
const nginx = ensureNginx();
const site = prepareSite();
const pages = samplePages(site.database);
const products = productSample(site.database);

// ---------------------------------------------------------------------------------------------
// nginx

/** nginx's path, installed with apt-get when missing. */
function ensureNginx(): string {
  const found = () =>
    ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate));
  const present = found();
  if (present) return present;
  console.log("nginx is not installed: installing Debian's package (apt-get install -y nginx) …");
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "-q", "nginx"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  if (!install()) {
    spawnSync("apt-get", ["update", "-q"], { stdio: ["ignore", "ignore", "inherit"] });
    if (!install()) {
      console.error("Could not install nginx with apt-get: install it and run again.");
      process.exit(1);
    }
  }
  const installed = found();
  if (!installed) throw new Error("apt-get installed nginx, but there is no nginx binary");
  console.log(`nginx installed: ${installed}`);
  return installed;
}

/**
 * deploy/nginx/bel.conf for this run: the simulation's upstream ports, listening on loopback
 * (HTTP and HTTPS on ports of its own), its certificate, cache and logs in `dir`. Each change
 * must find its line, so a config that no longer has it stops the run instead of being tested
 * half-changed.
 */
function renderSiteConfig(dir: string) {
  let text = fs.readFileSync(path.resolve(root, values["site-config"]), "utf8");
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/bel.conf: no match for ${pattern}`);
    text = text.replace(pattern, by);
  };
  replace(
    /^(\s*)server 127\.0\.0\.1:\d+ (.*);\n(?:\s*server 127\.0\.0\.1:\d+ .*;\n)*/m,
    APP_PORTS.map((port) => `$1server 127.0.0.1:${port} $2;\n`).join(""),
  );
  replace(/\/var\/cache\/nginx\/bel\b/, path.join(dir, "cache"));
  replace(/listen 80;/, `listen 127.0.0.1:${HTTP_PORT};`);
  replace(/^\s*listen \[::\]:80;\n/m, "");
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${HTTPS_PORT} ssl http2;`);
  replace(/^\s*listen \[::\]:443 ssl http2;\n/m, "");
  replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${path.join(dir, "cert.pem")};`);
  replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${path.join(dir, "key.pem")};`);
  replace(/access_log \S+ bel;/, `access_log ${path.join(dir, "access.log")} bel;`);
  replace(/error_log\s+\S+ warn;/, `error_log ${path.join(dir, "error.log")} warn;`);
  return text;
}

/** nginx's own files in `dir` (the -p prefix): the main config around the site's, a certificate. */
function prepareNginx(siteFiles: Site) {
  const dir = path.join(siteFiles.dir, "nginx");
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  // Run as root, nginx's workers are another user (nobody): they must reach the cache and temp
  // folders nginx makes for them.
  for (const folder of [siteFiles.dir, dir]) fs.chmodSync(folder, 0o755);
  const cert = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  if (cert.status !== 0) throw new Error(`openssl: ${cert.stderr}`);
  fs.writeFileSync(path.join(dir, "bel.conf"), renderSiteConfig(dir));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, "tmp", name)};`;
  // As Debian's /etc/nginx/nginx.conf, with paths of its own (and gzip on, as Debian has it: the
  // site's `gzip off` must win).
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "worker_processes auto;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  sendfile on;",
      "  tcp_nopush on;",
      "  gzip on;",
      `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
      `  access_log ${path.join(dir, "other.log")};`,
      `  include ${path.join(dir, "bel.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf")];
  const test = spawnSync(nginx, ["-t", "-q", ...args], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t:\n${test.stderr}`);
  return { dir, args, accessLog: path.join(dir, "access.log") };
}

// ---------------------------------------------------------------------------------------------
// The catalogue

/** Product slugs for the visitors, the staff's edits and the change that must reach every page. */
function productSample(database: string) {
  const sqlite = new Database(database, { readonly: true });
  const slugs = sqlite
    .prepare("SELECT slug FROM products ORDER BY id LIMIT 40")
    .pluck()
    .all() as string[];
  sqlite.close();
  return { watched: slugs[0], visited: slugs.slice(0, 30), edited: slugs.slice(30) };
}

// ---------------------------------------------------------------------------------------------
// Requests

type Outcome = { ok: boolean; status: number; ms: number; start: number; end: number };

const BROWSER = { "Accept-Encoding": "br, gzip", Accept: "text/html,*/*" };

async function request(
  url: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
  okStatuses = [200],
): Promise<Outcome & { text: string; headers: Headers }> {
  const start = performance.now();
  try {
    const answer = await fetch(url, {
      ...init,
      headers: { ...BROWSER, ...init.headers },
      redirect: "manual",
    });
    const text = await answer.text();
    const end = performance.now();
    return {
      ok: okStatuses.includes(answer.status),
      status: answer.status,
      ms: end - start,
      start,
      end,
      text,
      headers: answer.headers,
    };
  } catch {
    const end = performance.now();
    return { ok: false, status: 0, ms: end - start, start, end, text: "", headers: new Headers() };
  }
}

async function signIn(): Promise<string> {
  const answer = await fetch(`${SITE}/api/bel/admin-bel`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = answer.headers.get("set-cookie")?.split(";")[0];
  if (answer.status !== 200 || !cookie?.startsWith("bel_session=")) {
    throw new Error(`signing in: ${answer.status} ${await answer.text()}`);
  }
  return cookie;
}

type AdminProduct = {
  name: string;
  category: { _id: string };
  subcategory: { _id: string } | null;
  subSubcategory: { _id: string } | null;
  datasheet: string | null;
  description: string;
  shortdescription: string;
  imagealt: string;
  seo_title: string;
  seo_description: string;
};

/** The staff API's update of a product, as its form would send it: the fields it has, one changed. */
async function editProduct(base: string, cookie: string, slug: string, description: string) {
  const staff = { Cookie: cookie, Accept: "application/json" };
  const read = await request(`${base}/api/bel/admin/products/${slug}`, { headers: staff });
  if (!read.ok) return read;
  const { product } = JSON.parse(read.text) as { product: AdminProduct };
  return request(`${base}/api/bel/admin/products/${slug}`, {
    method: "PUT",
    headers: { ...staff, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: product.name,
      category: product.category._id,
      subcategory: product.subcategory?._id ?? "",
      subSubcategory: product.subSubcategory?._id ?? "",
      datasheet: product.datasheet ?? "",
      description,
      shortdescription: product.shortdescription,
      imagealt: product.imagealt,
      seo_title: product.seo_title,
      seo_description: product.seo_description,
    }),
  });
}

const word = () => randomBytes(4).toString("hex");
/** Each customer from an address of its own (X-Forwarded-For, believed from loopback), as the
 * per-address limits on anonymous writes expect of real customers. */
const customer = () => ({ "X-Forwarded-For": `10.${randomBytes(3).join(".")}` });
const REVIEW_HEADING = "Simulated review";

// ---------------------------------------------------------------------------------------------
// The run

const nginxFiles = prepareNginx(site);
console.log(
  `Starting 3 processes (ports ${APP_PORTS.join(", ")}) and nginx (${SITE}, http on ${HTTP_PORT}) …`,
);
const appEnv = { SITE_URL: SITE };
const bases = await Promise.all(
  APP_PORTS.map((port) => startApp(site, { pageCache: true, port, env: appEnv })),
);
const nginxProcess = startCommand(nginx, ["-g", "daemon off;", ...nginxFiles.args]);
await waitFor(`${SITE}/healthcheck`);
const redirect = await fetch(`http://127.0.0.1:${HTTP_PORT}/products`, { redirect: "manual" });
const staffCookie = await signIn();

const visitorUrls = [
  pages.reads["/"],
  pages.reads["/products"],
  pages.reads["listing: keyword + 2 filters"],
  ...products.visited.map((slug) => `/products/${slug}`),
];
const visits: (Outcome & { url: string; personal: boolean })[] = [];
/** A write and what marks it in the database: the review's or message's e-mail, the edit's description. */
type Write = Outcome & { kind: string; marker: string };
const writes: Write[] = [];
const events: string[] = [];
const t0 = performance.now();
const at = () => ((performance.now() - t0) / 1000).toFixed(1);
let running = true;

async function visitor(index: number) {
  let n = index;
  while (running) {
    n++;
    // Product pages as often as the three listings together.
    const url =
      n % 2 === 0
        ? visitorUrls[n % 3]
        : visitorUrls[3 + ((n * 7 + index) % products.visited.length)];
    const personal = n % 5 === 0;
    const outcome = await request(SITE + url, {
      headers: personal ? { Cookie: staffCookie } : {},
    });
    visits.push({ ...outcome, url, personal });
  }
}

/** The reviews sent and not answered yet, by their e-mail. */
const reviewsInFlight = new Set<string>();

/**
 * Waits (at most `ms`) until a review is stored and not yet answered, the moment a process's
 * death costs its answer: the kill is aimed at it. The review is on the process killed one time
 * in three (nginx takes the processes in turn). False when none was seen.
 */
async function storedNotAnswered(ms: number) {
  const sqlite = new Database(site.database, { readonly: true });
  const stored = sqlite.prepare("SELECT 1 FROM reviews WHERE email = ?").pluck();
  const until = performance.now() + ms;
  try {
    while (performance.now() < until) {
      for (const marker of reviewsInFlight) if (stored.get(marker)) return true;
      await new Promise((r) => setImmediate(r));
    }
    return false;
  } finally {
    sqlite.close();
  }
}

async function writer(index: number) {
  let n = index;
  while (running) {
    n++;
    const kind = ["product edit", "review", "contact message"][n % 3];
    let outcome: Outcome;
    let marker: string;
    if (kind === "product edit") {
      const slug = products.edited[n % products.edited.length];
      marker = `Edited by the simulation, ${word()}.`;
      outcome = await editProduct(SITE, staffCookie, slug, marker);
    } else if (kind === "review") {
      marker = `sim-${word()}@example.com`;
      reviewsInFlight.add(marker);
      outcome = await request(`${SITE}/api/bel/reviews`, {
        method: "PUT",
        headers: { ...customer(), "Content-Type": "application/json" },
        body: JSON.stringify({
          slug: products.visited[n % products.visited.length],
          name: `Sim ${word()}`,
          email: marker,
          selectedCountry: "United Kingdom",
          phone: "7911123456",
          rating: 1 + (n % 5),
          heading: REVIEW_HEADING,
          comment: "Written by the cluster simulation.",
        }),
      });
    } else {
      marker = `sim-${word()}@example.com`;
      outcome = await request(`${SITE}/api/bel/reach-us`, {
        method: "POST",
        headers: { ...customer(), "Content-Type": "application/json" },
        body: JSON.stringify({
          name: `Sim ${word()}`,
          email: marker,
          selectedCountry: "United Kingdom",
          phone: "7911123456",
          message: "Written by the cluster simulation.",
        }),
      });
    }
    reviewsInFlight.delete(marker);
    writes.push({ ...outcome, kind, marker });
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sleepUntil = (seconds: number) =>
  new Promise((r) => setTimeout(r, Math.max(0, t0 + seconds * 1000 - performance.now())));

/** From the SIGKILL to the process's end: a request sent meanwhile reached a dying process. */
let killedAt = 0;
let diedAt = 0;
/** The graceful restart: its exit code and how long the process took to stop. */
const graceful = { code: null as number | null, seconds: Infinity };
async function incidents() {
  // A third of the way in: the second process dies (SIGKILL), and is back a second later.
  await sleepUntil(SECONDS / 3);
  const aimed = await storedNotAnswered(5000);
  const killed = serverProcess(bases[1]);
  const died = new Promise((r) => killed.once("exit", r));
  killedAt = performance.now();
  killed.kill("SIGKILL");
  events.push(
    `${at()} s  SIGKILL to the process on ${APP_PORTS[1]}` +
      (aimed ? " (as a review was stored and not yet answered)" : ""),
  );
  await died;
  diedAt = performance.now();
  events.push(`${at()} s  it is gone, ${(diedAt - killedAt).toFixed(0)} ms after the signal`);
  await new Promise((r) => setTimeout(r, 1000));
  await startApp(site, { pageCache: true, port: APP_PORTS[1], env: appEnv });
  events.push(`${at()} s  the process on ${APP_PORTS[1]} started again and answering`);
  // Two thirds in: the third one restarts gracefully.
  await sleepUntil((2 * SECONDS) / 3);
  const third = serverProcess(bases[2]);
  const exited = new Promise<number | null>((r) => third.once("exit", (code) => r(code)));
  const stopping = performance.now();
  third.kill("SIGTERM");
  events.push(`${at()} s  SIGTERM to the process on ${APP_PORTS[2]}`);
  graceful.code = await exited;
  graceful.seconds = (performance.now() - stopping) / 1000;
  events.push(`${at()} s  it exited with ${graceful.code} after ${graceful.seconds.toFixed(2)} s`);
  await startApp(site, { pageCache: true, port: APP_PORTS[2], env: appEnv });
  events.push(`${at()} s  the process on ${APP_PORTS[2]} started again and answering`);
}

/**
 * A product's description changed through the first process: asked of each process directly at
 * once (their page caches key on the version the database triggers keep), then through nginx
 * every second until its copy shows it.
 */
async function propagation() {
  const url = `/products/${products.watched}`;
  // nginx has a copy first (a hit on the second request at the latest).
  for (let i = 0; i < 5; i++) {
    const warm = await request(SITE + url);
    if (warm.headers.get("x-cache") === "HIT") break;
  }
  const marker = `Changed through one process ${word()}`;
  const edited = await editProduct(bases[0], staffCookie, products.watched, marker);
  if (!edited.ok) throw new Error(`the change: ${edited.status} ${edited.text.slice(0, 200)}`);
  const changedAt = performance.now();
  const direct = await Promise.all(
    bases.map(async (base) => {
      const answer = await request(base + url);
      return `${new URL(base).port}: ${answer.text.includes(marker) ? "shows it" : "DOES NOT show it"} (page cache ${answer.headers.get("x-page-cache")})`;
    }),
  );
  const seen: string[] = [];
  for (;;) {
    const answer = await request(SITE + url);
    const cache = answer.headers.get("x-cache") ?? "-";
    if (seen.at(-1) !== cache) seen.push(cache);
    const seconds = (performance.now() - changedAt) / 1000;
    if (answer.text.includes(marker)) {
      return { direct, seconds, seen, allDirect: direct.every((d) => d.includes("shows it")) };
    }
    if (seconds > S_MAXAGE + 30) {
      return { direct, seconds: Infinity, seen, allDirect: false };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

console.log(`Load through nginx for ${SECONDS} s: ${VISITORS} visitors, 2 writers …\n`);
const load = Promise.all([
  ...Array.from({ length: VISITORS }, (_, i) => visitor(i)),
  writer(0),
  writer(1),
]);
const [spread] = await Promise.all([
  propagation(),
  incidents(),
  sleepUntil(SECONDS).then(() => (running = false)),
  load,
]);
running = false;
await load;
const loadSeconds = (performance.now() - t0) / 1000;

// nginx writes its log as it goes; a graceful stop flushes it.
const nginxExited = new Promise((r) => nginxProcess.once("exit", r));
nginxProcess.kill("SIGQUIT");
await nginxExited;

// ---------------------------------------------------------------------------------------------
// The figures

const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
};
const statuses = (list: Outcome[]) => {
  const counts = new Map<number, number>();
  for (const o of list) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s === 0 ? "no answer" : s}×${n}`)
    .join(" ");
};

const log = fs.readFileSync(nginxFiles.accessLog, "utf8").split("\n").filter(Boolean);
const cacheCounts = new Map<string, number>();
let retried = 0;
/** Writes nginx passed to another process by proxy_next_upstream (it may have reached the first). */
let writesRetried = 0;
/** Writes the first process never received (nothing sent to it), passed on by the write location's
 * second try: up="127.0.0.1:3903 : 127.0.0.1:3902" (" : " separates an internal redirect's). */
let writesMoved = 0;
for (const line of log) {
  const status = / cache=(\S+)$/.exec(line)?.[1] ?? "?";
  cacheCounts.set(status, (cacheCounts.get(status) ?? 0) + 1);
  // More than one process tried: up="127.0.0.1:3903, 127.0.0.1:3902".
  const retry = /up="[^"]*, /.test(line);
  if (retry) retried++;
  const write = !/\] "(GET|HEAD) /.test(line);
  if (write && retry) writesRetried++;
  if (write && /up="[^"]* : /.test(line)) writesMoved++;
}
const count = (name: string) => cacheCounts.get(name) ?? 0;
const fromCache = count("HIT") + count("STALE") + count("UPDATING") + count("REVALIDATED");
const cacheable = fromCache + count("MISS") + count("EXPIRED");

const failedVisits = visits.filter((v) => !v.ok);
const failedWrites = writes.filter((w) => !w.ok);
/** Sent before the killed process was gone, answered after the signal. */
const atKill = (w: Outcome) => w.start <= diedAt && w.end >= killedAt;
const inFlightAtKill = writes.filter(atKill);
const failedOutsideKill = failedWrites.filter((w) => !atKill(w));
const sqlite = new Database(site.database, { readonly: true });
const reviewsWritten = sqlite
  .prepare("SELECT count(*) FROM reviews WHERE heading = ?")
  .pluck()
  .get(REVIEW_HEADING) as number;
/**
 * How many times each write is in the database, by its marker: reviews and contact messages by
 * their e-mail (one of each per marker), a product edit by its description, now or in a version.
 */
const copiesOf = (() => {
  const review = sqlite.prepare("SELECT count(*) FROM reviews WHERE email = ?").pluck();
  const message = sqlite.prepare("SELECT count(*) FROM contact_messages WHERE email = ?").pluck();
  const edit = sqlite
    .prepare(
      `SELECT (SELECT count(*) FROM products WHERE description = ?)
            + (SELECT count(*) FROM product_versions WHERE instr(snapshot, ?) > 0)`,
    )
    .pluck();
  return (write: Write) =>
    (write.kind === "review"
      ? review.get(write.marker)
      : write.kind === "contact message"
        ? message.get(write.marker)
        : edit.get(write.marker, write.marker)) as number;
})();
const checked = writes.map((write) => ({ ...write, copies: copiesOf(write) }));
sqlite.close();
/** Answered as refused (409 for a review already stored, say) although the write was made. */
const refusedAfterStored = checked.filter((w) => w.status >= 400 && w.status < 500 && w.copies > 0);
/** Acknowledged, yet not in the database. */
const acknowledgedLost = checked.filter((w) => w.ok && w.copies === 0);
/** A review or message stored twice (a product edit's versions are not counted so). */
const storedTwice = checked.filter((w) => w.kind !== "product edit" && w.copies > 1);
/** Failed (5xx or no answer) but made: the process died between the commit and the answer. */
const failedButStored = checked.filter((w) => !w.ok && w.status >= 500 && w.copies > 0);
const reviewsAcknowledged = writes.filter((w) => w.kind === "review" && w.ok).length;
const ms = (n: number) => `${n.toFixed(0)} ms`;

console.log(`nginx ${spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr.trim()}`);
console.log(`plain HTTP: ${redirect.status} to ${redirect.headers.get("location")}`);
console.log(`\nEvents:\n  ${events.join("\n  ")}\n`);
console.log(
  `Requests nginx answered: ${log.length} (the load's ${SECONDS} s, then the change's polling ` +
    `alone until ${loadSeconds.toFixed(0)} s)`,
);
console.log(
  `Visitors: ${visits.length} requests (${visits.filter((v) => v.personal).length} with a session), ` +
    `${failedVisits.length} failed [${statuses(visits)}]`,
);
console.log(
  `  through the proxy: p50 ${ms(
    quantile(
      visits.map((v) => v.ms),
      0.5,
    ),
  )}, ` +
    `p99 ${ms(
      quantile(
        visits.map((v) => v.ms),
        0.99,
      ),
    )}, max ${ms(
      quantile(
        visits.map((v) => v.ms),
        1,
      ),
    )}`,
);
console.log(
  `  with a session (never from nginx's cache): p50 ${ms(
    quantile(
      visits.filter((v) => v.personal).map((v) => v.ms),
      0.5,
    ),
  )}, ` +
    `p99 ${ms(
      quantile(
        visits.filter((v) => v.personal).map((v) => v.ms),
        0.99,
      ),
    )}`,
);
for (const f of failedVisits.slice(0, 10)) {
  console.log(`  failed: ${f.url} ${f.status} at ${((f.start - t0) / 1000).toFixed(1)} s`);
}
console.log(
  `Writes: ${writes.length} (${["product edit", "review", "contact message"]
    .map((kind) => `${writes.filter((w) => w.kind === kind).length} ${kind}s`)
    .join(", ")}), ${failedWrites.length} failed [${statuses(writes)}]; ` +
    `${inFlightAtKill.length} in flight at the kill`,
);
console.log(
  `  p50 ${ms(
    quantile(
      writes.map((w) => w.ms),
      0.5,
    ),
  )}, p99 ${ms(
    quantile(
      writes.map((w) => w.ms),
      0.99,
    ),
  )}`,
);
for (const f of failedWrites.slice(0, 10)) {
  console.log(`  failed: ${f.kind} ${f.status} at ${((f.start - t0) / 1000).toFixed(1)} s`);
}
console.log(
  `  reviews acknowledged ${reviewsAcknowledged}, in the database ${reviewsWritten}` +
    (reviewsWritten > reviewsAcknowledged ? " (stored and not acknowledged: see below)" : ""),
);
console.log(
  `  refused after stored: ${refusedAfterStored.length}` +
    refusedAfterStored
      .map(
        (w) =>
          `\n    ${w.kind} answered ${w.status} at ${((w.start - t0) / 1000).toFixed(1)} s, stored`,
      )
      .join(""),
);
console.log(
  `  acknowledged but not stored: ${acknowledgedLost.length}; stored twice: ${storedTwice.length}; ` +
    `failed but stored (the process died between its commit and its answer): ${failedButStored.length}`,
);
console.log(
  `Requests nginx sent to a second process: ${retried} (writes: ${writesRetried}); ` +
    `writes moved before they reached a process: ${writesMoved}`,
);
console.log(
  `nginx cache: ${[...cacheCounts]
    .sort((a, b) => b[1] - a[1])
    .map(([s, n]) => `${s} ${n}`)
    .join(", ")}`,
);
console.log(
  `  hit rate of the cacheable requests: ${((100 * fromCache) / Math.max(1, cacheable)).toFixed(1)} % ` +
    `(HIT, STALE, UPDATING and REVALIDATED of those plus MISS and EXPIRED; BYPASS: with a session; -: writes and staff API)`,
);
console.log(`\nA product changed through the process on ${APP_PORTS[0]}:`);
for (const line of spread.direct) console.log(`  at once on ${line}`);
console.log(
  `  through nginx after ${spread.seconds === Infinity ? "never (gave up)" : `${spread.seconds.toFixed(1)} s`} ` +
    `(its cache said ${spread.seen.join(" → ")}; s-maxage ${S_MAXAGE} s)`,
);

const goals = [
  ["no failed visitor request", failedVisits.length === 0],
  ["no failed write but those in flight at the kill", failedOutsideKill.length === 0],
  ["no write refused after it was stored", refusedAfterStored.length === 0],
  [
    "no write acknowledged and not stored, none stored twice",
    acknowledgedLost.length + storedTwice.length === 0,
  ],
  ["no write passed to a second process after it was sent", writesRetried === 0],
  ["the change on every process at once", spread.allDirect],
  [`the change through nginx within ${S_MAXAGE} s + 5`, spread.seconds <= S_MAXAGE + 5],
  // Well within the server's 10 s grace (server/index.js): it did not have to cut connections.
  ["the graceful restart: exit 0 within 5 s", graceful.code === 0 && graceful.seconds < 5],
  ["plain HTTP sends to HTTPS", redirect.status === 301],
] as const;
console.log("");
for (const [goal, met] of goals) console.log(`${met ? "yes" : "NO "}  ${goal}`);
stopAll();
process.exit(goals.every(([, met]) => met) ? 0 : 1);

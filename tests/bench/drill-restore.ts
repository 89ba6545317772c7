/**
 * npm run drill:restore: proves the backup (docs/deploy.md, "Backups and restore") by losing the
 * server the hard way and restoring.
 *
 *   1. The production build on the demo catalogue, started as `npm start` starts it with
 *      BACKUP_URL set to a file replica: the server under `litestream replicate -exec`.
 *   2. 50 writers for 20 s: reviews and enquiries as visitors send them, and staff editing
 *      products (each writer its own product), every write acknowledged with its time.
 *   3. `kill -9` of Litestream and the server together, mid-write.
 *   4. `npm run db:restore` into a fresh path, and checks of the copy: integrity, foreign keys,
 *      the full-text index, every write acknowledged more than (sync interval + 1 s) before the
 *      kill present, and each product's review count and average matching its reviews.
 *
 * It prints the writes acknowledged, found and lost, and the recovery point: how long before the
 * kill the newest write found in the copy was acknowledged. Exits 1 when a check fails.
 *
 *   npm run build && npm run drill:restore [-- --writers 50 --seconds 20]
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { freePort, prepareSite, requireBuild, root, waitFor } from "./server";

const { values } = parseArgs({
  options: {
    writers: { type: "string", default: "50" },
    seconds: { type: "string", default: "20" },
  },
});
const WRITERS = Number(values.writers);
const SECONDS = Number(values.seconds);
const SYNC_SECONDS = 1;
const STAFF = { email: "admin@belcables.co.uk", password: "BelAdmin2026!" };

requireBuild();
const site = prepareSite();
const replica = path.join(site.dir, "replica");
const backupEnv = { BACKUP_URL: `file://${replica}`, BACKUP_SYNC_INTERVAL: `${SYNC_SECONDS}s` };

type Product = {
  id: number;
  slug: string;
  name: string;
  category_id: number;
  subcategory_id: number | null;
  sub_subcategory_id: number | null;
  datasheet_id: number | null;
  description: string;
};
const seeded = new Database(site.database, { readonly: true });
const products = seeded
  .prepare(
    `SELECT id, slug, name, category_id, subcategory_id, sub_subcategory_id, datasheet_id,
            description FROM products ORDER BY id LIMIT ?`,
  )
  .all(WRITERS) as Product[];
seeded.close();

// 1. The server as a deployment runs it, in a process group of its own: the kill takes it all.
const port = await freePort();
// Its log (Litestream's lines too) in a file, shown when something goes wrong.
const logFile = path.join(site.dir, "server.log");
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/start.js"], {
  cwd: root,
  detached: true,
  stdio: ["ignore", fs.openSync(logFile, "a"), fs.openSync(logFile, "a")],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: site.database,
    UPLOADS_DIR: site.uploads,
    OUTBOX_DIR: path.join(site.dir, "outbox"),
    SESSION_SECRET: "drill-session-secret",
    SITE_URL: base,
    // The writers stand for many clients, each from an address of its own (X-Forwarded-For), so
    // that the per-address limits on anonymous writes and sign-ins do not refuse them.
    TRUST_PROXY: "loopback",
    ...backupEnv,
  },
});
const killAll = () => {
  try {
    process.kill(-server.pid!, "SIGKILL");
  } catch {
    // gone already
  }
};
process.on("exit", killAll);
await waitFor(`${base}/healthcheck`, 120).catch((error) => {
  console.error(fs.readFileSync(logFile, "utf8").slice(-4000));
  throw error;
});

// 2. The writers.
type Ack = { kind: "review" | "enquiry" | "edit"; key: string; product: number; at: number };
const acked: Ack[] = [];
let failed = 0;
let stopping = false;
const address = () => `10.${randomBytes(3).join(".")}`;

async function send(pathname: string, method: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": address(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response;
}

/** The visitors' writes, in turn: a review, a contact message, a quotation request. */
function visitorWrite(n: number, i: number, key: string) {
  const product = products[(n + i) % products.length];
  const person = {
    name: "Drill",
    email: `${key}@example.com`,
    selectedCountry: "United Kingdom",
    phone: "7911123456",
  };
  switch ((n + i) % 3) {
    case 0:
      return send("/api/bel/reviews", "PUT", {
        ...person,
        slug: product.slug,
        rating: 1 + (i % 5),
        heading: key,
        comment: "Written by the restore drill.",
      });
    case 1:
      return send("/api/bel/reach-us", "POST", { ...person, message: key });
    default:
      return quoteRequest(product.slug, person, key);
  }
}

/**
 * A quotation request as a browser without JavaScript sends it (docs/quotes.md): the product
 * added to the basket, then the basket sent from /quote with the key as its message.
 */
async function quoteRequest(
  slug: string,
  person: { name: string; email: string; selectedCountry: string; phone: string },
  key: string,
) {
  const post = (body: Record<string, string>, cookie = "") =>
    fetch(`${base}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": address(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(body),
    }).then(async (response) => (await response.arrayBuffer(), response));
  // A drum, for cable cut to length (dropped for a product sold otherwise).
  const line = { qty: "1", measure: "drum", drum: "305 m" };
  const added = await post({ intent: "add", slug, ...line, back: "/quote" });
  const basket = added.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("bel_quote="));
  if (!basket) return added.status >= 400 ? added : new Response(null, { status: 500 });
  return post(
    {
      intent: "send",
      ...person,
      company: "Drill Ltd",
      message: key,
      "lines[0].slug": slug,
      ...Object.fromEntries(Object.entries(line).map(([k, v]) => [`lines[0].${k}`, v])),
    },
    basket,
  );
}

async function visitor(n: number) {
  for (let i = 0; !stopping; i++) {
    const key = `drill-${n}-${i}-${randomBytes(3).toString("hex")}`;
    const response = await visitorWrite(n, i, key);
    if (response.status < 400) {
      const kind = (n + i) % 3 === 0 ? "review" : "enquiry";
      acked.push({ kind, key, product: products[(n + i) % products.length].id, at: Date.now() });
    } else if (!stopping) {
      failed++;
      if (failed < 3) console.error(`visitor write refused: ${response.status}`);
    }
  }
}

async function staff(n: number) {
  const login = await send("/api/bel/admin-bel", "POST", STAFF);
  if (!login.ok) throw new Error(`staff sign-in: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const product = products[n];
  for (let i = 0; !stopping; i++) {
    const key = `drill-edit-${n}-${i}`;
    const response = await send(
      `/api/bel/admin/products/${product.slug}`,
      "PUT",
      {
        name: product.name,
        category: product.category_id,
        subcategory: product.subcategory_id ?? undefined,
        subSubcategory: product.sub_subcategory_id ?? undefined,
        datasheet: product.datasheet_id ?? undefined,
        description: product.description,
        shortdescription: key,
      },
      cookie,
    );
    if (response.ok) acked.push({ kind: "edit", key, product: product.id, at: Date.now() });
    else if (!stopping) {
      failed++;
      if (failed < 3) console.error(`edit refused: ${response.status}`);
    }
  }
}

const staffWriters = Math.max(1, Math.round(WRITERS / 5));
console.log(
  `${WRITERS} writers (${WRITERS - staffWriters} visitors, ${staffWriters} staff) for ${SECONDS} s, ` +
    `Litestream copying every ${SYNC_SECONDS} s to ${replica} …`,
);
const writing = [
  ...Array.from({ length: WRITERS - staffWriters }, (_, n) => visitor(n).catch(() => {})),
  ...Array.from({ length: staffWriters }, (_, n) => staff(n).catch(() => {})),
];
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));

// 3. The crash: the server and Litestream killed together, writes in flight.
const killedAt = Date.now();
killAll();
stopping = true;
await Promise.all(writing);

// 4. The restore, as staff would run it, and the checks.
const target = path.join(site.dir, "restored.sqlite");
const restore = spawnSync(process.execPath, ["scripts/db-restore.js", "--to", target], {
  cwd: root,
  env: { ...process.env, ...backupEnv, DATABASE_PATH: site.database },
  encoding: "utf8",
});
if (restore.status !== 0) {
  console.error(restore.stderr, restore.stdout, fs.readFileSync(logFile, "utf8").slice(-4000));
  process.exit(1);
}
const copy = new Database(target, { readonly: true });
const integrity = copy.pragma("integrity_check", { simple: true });
const foreignKeys = (copy.pragma("foreign_key_check") as unknown[]).length;
let ftsProblem = "";
try {
  const writable = new Database(target);
  writable.exec("INSERT INTO products_fts(products_fts) VALUES ('integrity-check')");
  const rows = writable.prepare("SELECT count(*) AS n FROM products_fts").get() as { n: number };
  const productRows = writable.prepare("SELECT count(*) AS n FROM products").get() as { n: number };
  if (rows.n !== productRows.n) ftsProblem = `${rows.n} indexed rows for ${productRows.n} products`;
  writable.close();
} catch (error) {
  ftsProblem = (error as Error).message;
}

const reviewKeys = new Set(
  (
    copy.prepare("SELECT heading FROM reviews WHERE heading LIKE 'drill-%'").all() as {
      heading: string;
    }[]
  ).map((r) => r.heading),
);
const enquiryKeys = new Set(
  (
    copy.prepare("SELECT message FROM contact_messages WHERE message LIKE 'drill-%'").all() as {
      message: string;
    }[]
  ).map((r) => r.message),
);
const references = new Map(
  (
    copy.prepare("SELECT id, shortdescription FROM products").all() as {
      id: number;
      shortdescription: string;
    }[]
  ).map((r) => [r.id, r.shortdescription]),
);
// A product's edit is "found" when the copy holds it or a later edit of the same product.
const editIndex = (key: string) => Number(key.split("-").at(-1));
const found = (ack: Ack) =>
  ack.kind === "review"
    ? reviewKeys.has(ack.key)
    : ack.kind === "enquiry"
      ? enquiryKeys.has(ack.key)
      : (references.get(ack.product) ?? "").startsWith("drill-edit-") &&
        editIndex(references.get(ack.product)!) >= editIndex(ack.key);
// Every edit found in the full-text index under its reference, as in the table.
const ftsMisses = [...references.entries()].filter(
  ([id, reference]) =>
    reference.startsWith("drill-edit-") &&
    !(copy
      .prepare("SELECT 1 FROM products_fts WHERE products_fts MATCH ? AND rowid = ?")
      .get(`shortdescription:"${reference}"`, id) as unknown),
).length;
const figures = copy
  .prepare(
    `SELECT count(*) AS n FROM products p WHERE p.num_of_reviews !=
       (SELECT count(*) FROM reviews r WHERE r.product_id = p.id AND r.status = 'published')
     OR abs(p.ratings - coalesce((SELECT avg(rating) FROM reviews r
       WHERE r.product_id = p.id AND r.status = 'published'), 0)) > 1e-9`,
  )
  .get() as { n: number };
copy.close();

const safeBefore = killedAt - (SYNC_SECONDS + 1) * 1000;
const old = acked.filter((a) => a.at < safeBefore);
const lost = old.filter((a) => !found(a));
const foundAll = acked.filter(found);
const newest = Math.max(...foundAll.map((a) => a.at));
const recent = acked.filter((a) => a.at >= safeBefore);
const byKind = (list: Ack[]) =>
  (["review", "enquiry", "edit"] as const)
    .map(
      (k) =>
        `${list.filter((a) => a.kind === k).length} ${k === "enquiry" ? "enquiries" : `${k}s`}`,
    )
    .join(", ");

console.log(`\nAcknowledged: ${acked.length} writes (${byKind(acked)}); ${failed} refused.`);
console.log(`Found in the restored copy: ${foundAll.length} (${byKind(foundAll)}).`);
console.log(
  `Acknowledged more than ${SYNC_SECONDS + 1} s before the kill: ${old.length}, lost: ${lost.length}.`,
);
console.log(
  `In the last ${SYNC_SECONDS + 1} s: ${recent.length} acknowledged, ` +
    `${recent.filter(found).length} found (may be lost: not yet copied).`,
);
console.log(
  `Recovery point: the newest write found was acknowledged ${
    Number.isFinite(newest) ? ((killedAt - newest) / 1000).toFixed(2) : "∞"
  } s before the kill.`,
);
console.log(
  `integrity_check: ${integrity}; foreign key problems: ${foreignKeys}; full-text index: ${
    ftsProblem || (ftsMisses ? `${ftsMisses} edits not indexed` : "consistent")
  }; products whose review figures disagree with their reviews: ${figures.n}.`,
);
const ok =
  lost.length === 0 &&
  integrity === "ok" &&
  !foreignKeys &&
  !ftsProblem &&
  !ftsMisses &&
  !figures.n;
console.log(ok ? "\nDrill passed." : "\nDrill FAILED.");
fs.rmSync(site.dir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);

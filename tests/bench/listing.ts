/**
 * Benchmark (a script, not a test): server time of the /products loader on a scale database.
 *
 *   npm run db:seed -- --products 100000 --db /tmp/big.sqlite
 *   npm run bench -- --db /tmp/big.sqlite [--runs 200] [--seconds 4] [--rounds 3]
 *
 * Calls the page loader with real Requests (listing, count and facet counts, as a visitor gets
 * them) and prints the median, p95 and p99 per query shape; then the trade's queries (synonyms and
 * the normaliser), mistyped words and the suggestions as one types, each asked cold and kept. Then it measures the same shapes,
 * taken in turn, while the catalogue is written every 200 ms in the same process: a product saved
 * through the model layer (created, moved to another category, or its specifications changed, in
 * turn), or a review written; phases with and without writes alternate for `--rounds` rounds of
 * `--seconds` each, so machine load that drifts during the run falls on all of them alike.
 * The writes stay in the database: use a scale database made for measuring.
 */
import { register } from "node:module";
import { parseArgs } from "node:util";

// The route module imports its stylesheet, which only the Remix compiler understands.
register("./css-stub.mjs", import.meta.url);

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    runs: { type: "string", default: "200" },
    seconds: { type: "string", default: "4" },
    rounds: { type: "string", default: "3" },
  },
});
if (!values.db) {
  console.error("usage: npm run bench -- --db /path/to/scale.sqlite");
  process.exit(2);
}
process.env.DATABASE_PATH = values.db;
process.env.UPLOADS_DIR ??= "/tmp/bench-uploads";

const { loader } = await import("../../app/routes/products._index");
const { db } = await import("../../app/db.server");
const { createProduct } = await import("../../app/models/product.server");
const { createReview } = await import("../../app/models/review.server");
const indexModule: Record<string, unknown> =
  await import("../../app/models/catalogue-index.server");

// As the server does at start (entry.server.tsx): the catalogue's words read before any search.
const { warmVocabulary } = await import("../../app/models/search-vocabulary.server");
warmVocabulary();

const runs = Number(values.runs);
const shapes: Record<string, string> = {
  "keyword + two specification filters":
    "/products?keyword=cable&spec-sheath-material=lszh&spec-sheath-colour=blue",
  "keyword prefix + two specification filters, page 3":
    "/products?keyword=data%20cab&spec-sheath-material=lszh&spec-cable-category=cat6&page=3",
  "category + sort by rating": "/products?category=copper-connectivity&sort=rated",
  "unfiltered, newest": "/products",
  "unfiltered, last page": "/products?page=6250",
};

/** Keywords each searched once, so FTS5 runs cold (no cached result) on every request. */
const COLD_WORDS = [
  "armoured",
  "speaker",
  "coaxial",
  "alarm",
  "rubber",
  "screened",
  "satellite",
  "flexible",
  "instrumentation",
  "panel",
  "microphone",
  "conduit",
  "control",
  "fire",
  "twin",
  "drum",
  "shotgun",
  "composite",
  "patch",
  "tinned",
  "copper",
  "snake",
  "paging",
  "broadband",
  "access",
  "loudspeaker",
  "balanced",
  "earth",
  "arctic",
  "heat",
  "building",
  "security",
  "industrial",
  "network",
  "power",
  "data",
  "audio",
  "signal",
  "outdoor",
  "indoor",
  "lszh",
  "pvc",
  "black",
  "white",
  "blue",
  "grey",
  "red",
  "yellow",
  "green",
  "orange",
  "purple",
  "core",
  "pair",
  "foil",
  "braid",
  "shield",
  "mm2",
  "box",
  "reel",
  "coil",
  "bs",
  "en",
  "cat",
  "rg",
];

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

const ms = (t: number) => t.toFixed(2).padStart(8);

function get(path: string) {
  return loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} });
}

console.log(`${runs} runs each on ${values.db}\n`);
{
  const start = performance.now();
  await loader({ request: new Request("http://localhost/products"), params: {}, context: {} });
  console.log(
    `first request (builds the catalogue index): ${(performance.now() - start).toFixed(0)} ms\n`,
  );
  // The change log of a fresh scale seed holds a row per product, specification and review: the
  // index prunes it a thousand rows at a time between requests. Do it before measuring.
  const prune = indexModule.pruneCatalogueChanges as ((upTo: number) => number) | undefined;
  const index = (indexModule.getCatalogueIndex as () => { changeId?: number })();
  if (prune && index.changeId !== undefined) {
    const pruning = performance.now();
    let rows = 0;
    for (let n; (n = prune(index.changeId)) > 0;) rows += n;
    if (rows)
      console.log(
        `pruned ${rows} rows of catalogue_changes in ${(performance.now() - pruning).toFixed(0)} ms\n`,
      );
  }
}
for (const [name, path] of Object.entries(shapes)) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    const answer = await loader({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: {},
    });
    const elapsed = performance.now() - start;
    if (i === 0) count = answer.data.filteredProductsCount;
    if (i >= 5) times.push(elapsed);
  }
  const s = stats(times);
  console.log(
    `${name}\n  ${path}\n  ${count} products; loader median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms`,
  );
}

{
  const times: number[] = [];
  for (const word of COLD_WORDS) {
    const path = `/products?keyword=${word}&spec-sheath-material=lszh&spec-sheath-colour=black`;
    const start = performance.now();
    await loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} });
    times.push(performance.now() - start);
  }
  const s = stats(times);
  console.log(
    `keyword searched for the first time (FTS5 cold) + two specification filters\n  ${COLD_WORDS.length} different keywords; loader median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`,
  );
}

// ---------------------------------------------------------------------------------------------
// Search that speaks the trade (docs/storefront.md, "How a query is read"): synonyms and the
// normaliser on every keyword, typos, and the suggestions as one types

/**
 * A typo of a word: two different letters swapped, from its middle on (a word of 5 letters or
 * more); `copper` is `coppre`, not itself.
 */
const typoOf = (word: string) => {
  let i = Math.floor(word.length / 2);
  while (i < word.length - 1 && word[i] === word[i - 1]) i++;
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
};
/** Each query asked once, so nothing of it is kept yet (cold), then all of them again (kept). */
async function coldAndKept(paths: string[], ask: (path: string) => Promise<unknown>) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (const list of [cold, warm])
    for (const path of paths) {
      const start = performance.now();
      await ask(path);
      list.push(performance.now() - start);
    }
  return { cold: stats(cold), kept: stats(warm) };
}
const line = (label: string, n: number, r: Awaited<ReturnType<typeof coldAndKept>>) =>
  console.log(
    `${label}\n  ${n} queries; cold median ${r.cold.median.toFixed(2)} ms, p99 ${r.cold.p99.toFixed(2)} ms; ` +
      `kept median ${r.kept.median.toFixed(2)} ms, p99 ${r.kept.p99.toFixed(2)} ms`,
  );
{
  const { TRADE_QUERIES } = await import("../search-queries");
  const filters = "&spec-sheath-material=lszh&spec-sheath-colour=black";
  const trade = TRADE_QUERIES.map(
    ({ query }) => `/products?${new URLSearchParams({ keyword: query })}${filters}`,
  );
  line(
    "\ntrade queries (synonyms, sizes, joined codes) + two specification filters",
    trade.length,
    await coldAndKept(trade, get),
  );
  const typos = COLD_WORDS.filter((w) => w.length >= 5).flatMap((w) => [
    `/products?keyword=${typoOf(w)}`,
    `/products?keyword=${typoOf(w)}+cable${filters}`,
  ]);
  line(
    "a mistyped word (read as the closest), alone and + two filters",
    typos.length,
    await coldAndKept(typos, get),
  );

  const { loader: suggestLoader } = await import("../../app/routes/search.suggest");
  /** Every prefix of the trade queries from two characters, as a visitor types them. */
  const typed = [
    ...new Set(
      TRADE_QUERIES.flatMap(({ query }) =>
        Array.from({ length: query.length - 1 }, (_, i) => query.slice(0, i + 2).trimEnd()),
      ),
    ),
  ].map((q) => `/search/suggest?${new URLSearchParams({ q })}`);
  const ask = (path: string) =>
    suggestLoader({ request: new Request(`http://localhost${path}`), params: {}, context: {} });
  line("suggestions as one types (/search/suggest)", typed.length, await coldAndKept(typed, ask));
}

// ---------------------------------------------------------------------------------------------
// Listing latency while the catalogue is written

const sqlite = db.$client;
const maxProductId = () => sqlite.prepare("SELECT max(id) FROM products").pluck().get() as number;
/** A random existing product (ids have gaps where products were deleted). */
function randomProduct() {
  return sqlite
    .prepare(
      `SELECT id, slug, category_id AS categoryId, subcategory_id AS subcategoryId,
         sub_subcategory_id AS subSubcategoryId FROM products WHERE id >= ? ORDER BY id LIMIT 1`,
    )
    .get(1 + Math.floor(Math.random() * maxProductId())) as {
    id: number;
    slug: string;
    categoryId: number;
    subcategoryId: number | null;
    subSubcategoryId: number | null;
  };
}
const valuesOf = (id: number) =>
  sqlite
    .prepare("SELECT value_id FROM product_specifications WHERE product_id = ?")
    .pluck()
    .all(id) as number[];

let saved = 0;
/**
 * A product saved, as staff would: a new one (the branch and specifications of an existing
 * product), an existing one moved to another product's branch, or one of its specifications
 * changed to another product's value, in turn. The last two have no model function in this branch
 * yet (the admin product screens are being written): one transaction, as an update would be.
 */
function saveProduct() {
  const kind = saved++ % 3;
  const model = randomProduct();
  if (kind === 0) {
    createProduct({
      name: `Bench cable ${Date.now()} ${saved}`,
      description: "A product saved by the listing benchmark.",
      categoryId: model.categoryId,
      subcategoryId: model.subcategoryId,
      subSubcategoryId: model.subSubcategoryId,
      specificationValueIds: valuesOf(model.id),
    });
  } else if (kind === 1) {
    const target = randomProduct();
    sqlite
      .prepare(
        `UPDATE products SET category_id = ?, subcategory_id = ?, sub_subcategory_id = ?,
           updated_at = ? WHERE id = ?`,
      )
      .run(model.categoryId, model.subcategoryId, model.subSubcategoryId, Date.now(), target.id);
  } else {
    const target = randomProduct();
    const pair = sqlite
      .prepare(
        "SELECT spec_id, value_id FROM product_specifications WHERE product_id = ? ORDER BY random() LIMIT 1",
      )
      .raw()
      .get(model.id) as [number, number] | undefined;
    if (!pair) return;
    sqlite.transaction(() => {
      sqlite
        .prepare("DELETE FROM product_specifications WHERE product_id = ? AND spec_id = ?")
        .run(target.id, pair[0]);
      sqlite
        .prepare(
          "INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)",
        )
        .run(target.id, pair[0], pair[1]);
      sqlite.prepare("UPDATE products SET updated_at = ? WHERE id = ?").run(Date.now(), target.id);
    })();
  }
}

let reviewed = 0;
function writeReview() {
  createReview({
    slug: randomProduct().slug,
    name: "Bench Reviewer",
    email: `bench${Date.now()}.${reviewed++}@example.com`,
    selectedCountry: "United Kingdom",
    phone: "01234567890",
    rating: 1 + Math.floor(Math.random() * 5),
    heading: "Benchmark review",
    comment: "Written by the listing benchmark.",
  });
}

const mix = Object.values(shapes);
const yieldToTimers = () => new Promise((resolve) => setImmediate(resolve));

/** Listing requests one after another for `seconds`, with `write` every 200 ms if given. */
async function phase(seconds: number, write?: () => void) {
  const times: number[] = [];
  const writes: number[] = [];
  const timer = write
    ? setInterval(() => {
        const start = performance.now();
        write();
        writes.push(performance.now() - start);
      }, 200)
    : null;
  const end = performance.now() + seconds * 1000;
  for (let k = 0; performance.now() < end; k++) {
    const start = performance.now();
    await get(mix[k % mix.length]);
    times.push(performance.now() - start);
    await yieldToTimers(); // let the write timer fire between requests
  }
  if (timer) clearInterval(timer);
  return { times, writes };
}

const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const modes: [string, (() => void) | undefined][] = [
  ["no writes", undefined],
  ["a product saved every 200 ms", saveProduct],
  ["a review written every 200 ms", writeReview],
];
const results = new Map(
  modes.map(([name]) => [name, { times: [] as number[], writes: [] as number[] }]),
);
for (let round = 0; round < rounds; round++) {
  for (const [name, write] of modes) {
    const { times, writes } = await phase(seconds, write);
    results.get(name)!.times.push(...times);
    results.get(name)!.writes.push(...writes);
  }
}

console.log(
  `\nListing latency (the ${mix.length} shapes above in turn), ${rounds} rounds of ${seconds} s per mode\n`,
);
console.log(
  "mode                                requests    p50 ms    p99 ms    max ms  write p50 ms",
);
const base = stats(results.get("no writes")!.times);
for (const [name] of modes) {
  const r = results.get(name)!;
  const s = stats(r.times);
  const w = r.writes.length ? stats(r.writes).median.toFixed(2) : "";
  console.log(
    `${name.padEnd(34)} ${String(r.times.length).padStart(9)} ${ms(s.median)}  ${ms(s.p99)}  ${ms(s.max)}  ${w.padStart(12)}`,
  );
}
for (const [name] of modes.slice(1)) {
  const s = stats(results.get(name)!.times);
  console.log(
    `${name}: p50 ×${(s.median / base.median).toFixed(2)}, p99 ×${(s.p99 / base.p99).toFixed(2)} of no writes`,
  );
}

// The fallback: a full rebuild after every save (as after a pruned log or a large import), built
// in slices between requests while the previous index serves, or on the request path.
const settings = indexModule.catalogueIndexSettings as Record<string, number> | undefined;
if (settings) {
  const saved = { ...settings };
  const settled = indexModule.catalogueIndexSettled as () => Promise<void>;
  const fallback: [string, Record<string, number>][] = [
    ["rebuilt in slices (previous index serving)", { rebuildMinimum: 0, rebuildShare: 0 }],
    [
      "rebuilt on the request path",
      { rebuildMinimum: 0, rebuildShare: 0, backgroundFrom: Infinity },
    ],
  ];
  const times = new Map(fallback.map(([name]) => [name, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, change] of fallback) {
      Object.assign(settings, change);
      times.get(name)!.push(...(await phase(seconds, saveProduct)).times);
      Object.assign(settings, saved);
      await settled();
    }
  }
  console.log(`\nA full rebuild after every product saved (the fallback, forced)\n`);
  console.log(
    "mode                                          requests    p50 ms    p99 ms    max ms",
  );
  for (const [name] of fallback) {
    const s = stats(times.get(name)!);
    console.log(
      `${name.padEnd(44)} ${String(times.get(name)!.length).padStart(9)} ${ms(s.median)}  ${ms(s.p99)}  ${ms(s.max)}`,
    );
  }
}

/**
 * Benchmark (a script, not a test): server time of the /products loader on a scale database.
 *
 *   npm run db:seed -- --products 100000 --db /tmp/big.sqlite
 *   npm run bench -- --db /tmp/big.sqlite
 *
 * Calls the page loader with real Requests (listing, count and facet counts, as a visitor gets
 * them) and prints the median and p95 per query shape.
 */
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { db: { type: "string" }, runs: { type: "string", default: "60" } },
});
if (!values.db) {
  console.error("usage: npm run bench -- --db /path/to/scale.sqlite");
  process.exit(2);
}
process.env.DATABASE_PATH = values.db;
process.env.UPLOADS_DIR ??= "/tmp/bench-uploads";

const { loader } = await import("../../app/routes/products._index");

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
  return { median: at(0.5), p95: at(0.95) };
}

console.log(`${runs} runs each on ${values.db}\n`);
{
  const start = performance.now();
  await loader({ request: new Request("http://localhost/products"), params: {}, context: {} });
  console.log(
    `first request (builds the catalogue index): ${(performance.now() - start).toFixed(0)} ms\n`,
  );
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
    `${name}\n  ${path}\n  ${count} products; loader median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`,
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

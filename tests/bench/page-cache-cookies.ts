/**
 * What the page cache gives visitors with cookies (docs/page-cache.md): the production server on
 * a copy of the demo catalogue, asked for the listing (`/products`) by autocannon as four kinds
 * of visitor, taking turns in one run: no cookie; the analytics and consent cookies of a real
 * site; a quote basket of three lines beside them; and, for what every one of those cost before
 * the app named its cookies, a visitor the app must render for (a session cookie that signs
 * nobody in: the page rendered, `private, no-store`). Prints each kind's median requests per
 * second and median latency over the rounds, and each kind's rate against no cookie.
 *
 *   npx tsx tests/bench/page-cache-cookies.ts [--rounds 5] [--seconds 3] [--connections 10]
 *
 * Needs `npm run build` first, and the demo catalogue of the e2e run (tests/.tmp/e2e/demo.sqlite).
 */
import { parseArgs } from "node:util";
import { createCookie } from "@remix-run/node";
import autocannon, { type Result } from "autocannon";
import { DEMO_DB, SESSION_SECRET } from "../e2e/environment.js";
import { startOwnServer } from "../e2e/own-server";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    seconds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "4921" },
  },
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);

const FOREIGN = "_ga=GA1.1.1; cc_consent=yes";
const basket = createCookie("bel_quote", { path: "/", secrets: [SESSION_SECRET] });
const threeLines = (
  await basket.serialize([1, 2, 3].map((i) => ({ slug: `cable-${i}`, qty: i })))
).split(";")[0];

const kinds: { name: string; cookie?: string }[] = [
  { name: "no cookie" },
  { name: "foreign cookies", cookie: FOREIGN },
  { name: "basket of 3 lines", cookie: `${FOREIGN}; ${threeLines}` },
  { name: "rendered (session)", cookie: `${FOREIGN}; bel_session=nobody` },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const server = await startOwnServer("bench-cookies", {
  port: Number(values.port),
  copyOf: DEMO_DB,
});
try {
  const url = `${server.origin}/products`;
  // Each kind once, to check what it is answered and to make its copy.
  for (const { name, cookie } of kinds) {
    const headers: Record<string, string> = { "Accept-Encoding": "br" };
    if (cookie) headers.Cookie = cookie;
    await fetch(url, { headers });
    const answer = await fetch(url, { headers });
    const count = /mainbar__quote-count">(\d+)/.exec(await answer.text())?.[1] ?? "none";
    console.log(
      `${name}: ${answer.status}, X-Page-Cache ${answer.headers.get("x-page-cache")}, ` +
        `${answer.headers.get("cache-control")}, quote count ${count}`,
    );
  }
  const rates = new Map<string, number[]>(kinds.map((k) => [k.name, []]));
  const latencies = new Map<string, number[]>(kinds.map((k) => [k.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, cookie } of kinds) {
      const headers: Record<string, string> = { "Accept-Encoding": "br, gzip" };
      if (cookie) headers.Cookie = cookie;
      const result: Result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
      });
      if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx`);
      rates.get(name)!.push(result.requests.average);
      latencies.get(name)!.push(result.latency.p50);
    }
  }
  const base = median(rates.get("no cookie")!);
  console.log(
    `\n/products, ${ROUNDS} rounds of ${SECONDS} s each, ${CONNECTIONS} connections, taking turns:`,
  );
  for (const { name } of kinds) {
    const rate = median(rates.get(name)!);
    console.log(
      `${name.padEnd(20)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${median(latencies.get(name)!)
        .toFixed(1)
        .padStart(5)} ms  x${(rate / base).toFixed(2)} of no cookie`,
    );
  }
} finally {
  await server.stop();
}

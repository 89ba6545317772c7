/**
 * The writers of the mixed load of `npm run bench:pages` (tests/bench/pages.ts), in a process of
 * their own, as the separate clients they stand for:
 *
 *   tsx tests/bench/writers.ts BASE PRODUCT_SLUG SECONDS CONNECTIONS
 *
 * Half the requests are reviews through PUT /api/bel/reviews, half contact messages through the
 * /contact-us page's form (no JavaScript: answered with a 302), each from an address of its own
 * (X-Forwarded-For: the bench server trusts it from loopback), so the per-address limits on
 * anonymous writes do not refuse them. Prints the figures as JSON.
 */
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

export type WriterReport = {
  total: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Socket errors, timeouts and answers other than 200 and 302. */
  errors: number;
  statuses: Record<string, number>;
};

const [base, slug, seconds, connections] = process.argv.slice(2);
if (!base || !slug) {
  console.error("usage: tsx tests/bench/writers.ts BASE PRODUCT_SLUG SECONDS CONNECTIONS");
  process.exit(2);
}

const address = () => `10.${randomBytes(3).join(".")}`;
const word = () => randomBytes(4).toString("hex");
let sent = 0;
const statuses: Record<string, number> = {};

const instance = autocannon({
  url: base,
  connections: Number(connections ?? 50),
  duration: Number(seconds ?? 30),
  requests: [
    {
      setupRequest: (request) => {
        sent++;
        const headers = { "X-Forwarded-For": address() };
        return sent % 2 === 0
          ? {
              ...request,
              method: "PUT",
              path: "/api/bel/reviews",
              headers: { ...headers, "Content-Type": "application/json" },
              body: JSON.stringify({
                slug,
                name: `Bench ${word()}`,
                email: `bench-${word()}@example.com`,
                selectedCountry: "United Kingdom",
                phone: "7911123456",
                rating: 1 + (sent % 5),
                heading: `Bench review ${word()}`,
                comment: "Written by the benchmark under load.",
              }),
            }
          : {
              ...request,
              method: "POST",
              path: "/contact-us",
              headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({
                name: `Bench ${word()}`,
                email: `bench-${word()}@example.com`,
                selectedCountry: "United Kingdom",
                phone: "7911123456",
                subject: "Benchmark",
                message: "Written by the benchmark under load.",
              }).toString(),
            };
      },
    },
  ],
});
instance.on("response", (_client: unknown, status: number) => {
  if (typeof status === "number") statuses[status] = (statuses[status] ?? 0) + 1;
});
const result = await instance;
const report: WriterReport = {
  total: result.requests.total,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors:
    result.errors +
    result.timeouts +
    Object.entries(statuses)
      .filter(([s]) => s !== "200" && s !== "302")
      .reduce((n, [, count]) => n + count, 0),
  statuses,
};
process.stdout.write(JSON.stringify(report));

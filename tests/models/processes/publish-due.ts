/**
 * Another process of the site, for tests/models/product-schedule.test.ts: says "ready" once its
 * modules (and the database DATABASE_PATH names, the test's own file) are open, waits for a line
 * on its standard input, then publishes what is due at the moment `argv[2]` names, as a server's
 * look at the schedule does, trying again while the database is busy with the other process's.
 * Prints the names it published, as JSON.
 */
import readline from "node:readline";
import { publishDueProducts } from "~/models/product-schedule.server";

const now = new Date(process.argv[2] ?? "");
console.log("ready");
const lines = readline.createInterface({ input: process.stdin });
await new Promise((resolve) => lines.once("line", resolve));
lines.close();
let published = publishDueProducts(now);
while (published === null) {
  await new Promise((resolve) => setImmediate(resolve));
  published = publishDueProducts(now);
}
console.log(JSON.stringify(published));

/**
 * The periodic work of products (docs/admin.md, History and Bin): versions beyond their retention
 * are pruned and products BIN_DAYS in the bin purged with their files, once soon after the server
 * starts and every hour after. Both are safe in several processes at once (each deletes with its
 * own transaction what is due, and removes the files of what it deleted), so every process runs
 * them, as every process sends the mail queue (app/entry.server.tsx).
 */
import { purgeExpiredBin } from "~/models/product-bin.server";
import { pruneProductVersions } from "~/models/product-snapshot.server";

const HOUR_MS = 60 * 60 * 1000;

/** One round: what it pruned and purged. */
export async function housekeepProducts(now = new Date()) {
  const versions = pruneProductVersions(now);
  const purged = await purgeExpiredBin(now);
  return { versions, purged };
}

let timer: NodeJS.Timeout | undefined;

function round() {
  housekeepProducts().catch((error) => console.error("[bel] products: housekeeping failed", error));
}

/** Starts the rounds of this process (not in tests, which call housekeepProducts themselves). */
export function startProductHousekeeping(intervalMs = HOUR_MS) {
  if (timer) return;
  timer = setInterval(round, intervalMs);
  timer.unref();
  setTimeout(round, 30_000).unref();
}

export function stopProductHousekeeping() {
  if (timer) clearInterval(timer);
  timer = undefined;
}

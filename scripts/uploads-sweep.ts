/**
 * npm run uploads:sweep [-- --delete] [--min-age-hours 24]: the stored files (in UPLOADS_DIR, or
 * the bucket UPLOADS_URL names, as the server chooses) that no record names and that are older
 * than a day, one line each, then how many; with --delete, removes them. A file whose removal
 * failed after its record was deleted is one of them (docs/deploy.md, "Uploads on object
 * storage", and app/models/upload-sweep.server.ts). Exits 1 when a removal fails, 2 on bad
 * arguments.
 */
import { parseArgs } from "node:util";
import { findOrphans, removeOrphans } from "~/models/upload-sweep.server";
import { storage } from "~/storage.server";

const usage = "Usage: npm run uploads:sweep [-- --delete] [--min-age-hours N]";
let values: { delete?: boolean; "min-age-hours"?: string };
try {
  ({ values } = parseArgs({
    options: {
      delete: { type: "boolean", default: false },
      "min-age-hours": { type: "string", default: "24" },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const hours = Number(values["min-age-hours"]);
if (!/^\d+(\.\d+)?$/.test(values["min-age-hours"] ?? "") || !Number.isFinite(hours)) {
  console.error(`--min-age-hours takes a number of hours (0 or more).\n${usage}`);
  process.exit(2);
}

const backend = storage.backend;
const orphans = await findOrphans(backend, { minAgeMs: hours * 60 * 60 * 1000 });
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const age = (ms: number) =>
  ms < 48 * 3600_000 ? `${Math.floor(ms / 3600_000)} h` : `${Math.floor(ms / 86_400_000)} days`;
console.log(`Stored files in ${backend.location} that no record names, older than ${hours} h:`);
for (const orphan of orphans) {
  console.log(`orphan ${orphan.key} ${size(orphan.size)} ${age(orphan.ageMs)}`);
}
const total = size(orphans.reduce((sum, o) => sum + o.size, 0));
const files = (n: number) => `${n} file${n === 1 ? "" : "s"}`;
if (!values.delete) {
  console.log(
    `${files(orphans.length)} (${total})` +
      (orphans.length ? "; run again with --delete to remove them." : "."),
  );
} else {
  try {
    const removed = await removeOrphans(backend, orphans);
    console.log(`Removed ${files(removed.length)} (${total}).`);
  } catch (error) {
    console.error(`Could not remove them from ${backend.location}:`, error);
    process.exit(1);
  }
}

/**
 * Loaded into the benchmarked server by tests/bench/memory.ts (`NODE_OPTIONS=--import …`), never
 * by the app: on SIGUSR2 it writes the process's `process.memoryUsage()` (heap used and total,
 * external, array buffers, RSS) as JSON to the file MEMORY_PROBE_FILE names. A signal, not an
 * endpoint: nothing public learns the server's memory. With MEMORY_PROBE_GC=1 and `--expose-gc`
 * (`npm run bench:memory -- --gc`) it collects the garbage first: the live heap, to tell what is
 * kept from what is not yet collected.
 */
import fs from "node:fs";
import process from "node:process";

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    if (process.env.MEMORY_PROBE_GC === "1") globalThis.gc?.();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${file}.tmp`, file);
  });
}

/**
 * How the server's process is started: the flags Node gets and the environment glibc reads when
 * the process begins (neither can be set from inside it), for everything that starts
 * server/index.js: `npm start` (scripts/start.js), and the end-to-end and benchmark servers.
 * deploy/bel@.service, which cannot import this, says the same (tests/server/launch.test.ts holds
 * it to this). Why each, and what they cost: docs/deploy.md, "Memory".
 */
import process from "node:process";

/** Node's (V8's) flags, before the script. */
export const NODE_FLAGS = [
  // The young generation's two halves at 4 MB, not 16: 24 MB less of it resident, mostly
  // garbage; what outlives two of its collections moves to the old generation. At 2 MB an
  // uncached page cost a third more CPU; at 4 MB about a fifth (docs/deploy.md, "Memory").
  "--max-semi-space-size=4",
  // A full collection once the old generation has grown by 30 % since the last, not by up to
  // four times on a machine with gigabytes of memory: what one page's rendering left behind is
  // collected instead of kept resident, while the heap may still grow as far as it needs.
  "--heap-growing-percent=30",
];

/** The environment the process starts with: glibc's malloc settings (mallopt(3)). */
export const PROCESS_ENV = {
  // One malloc arena for every thread, not eight per core: memory that zlib's, the file system's
  // and V8's helper threads free is used again instead of staying resident in arenas of their own.
  MALLOC_ARENA_MAX: "1",
  // Blocks of 32 KB and more (a page's body, a compressor's window, a large typed array) mapped on
  // their own, and handed back to the system when freed. By default the threshold starts at 128 KB
  // and rises to the size of each mapped block freed (up to 32 MB), the heap's trim threshold with
  // it: blocks of megabytes then come from the heap, and what is freed between blocks that stay
  // stays resident. A set threshold stays put, the trim threshold at its default of 128 KB.
  MALLOC_MMAP_THRESHOLD_: "32768",
};

/** The command and arguments that start `script` (server/index.js) as production does. */
export function serverCommand(script = "server/index.js") {
  return { command: process.execPath, args: [...NODE_FLAGS, script] };
}

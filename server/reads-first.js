/**
 * Reads before writes. The server has one thread: when many clients write at once (a burst of
 * reviews or contact messages), every page a visitor asks for waits its turn behind all the
 * writes that arrived before it, and reads slow to a crawl while the writes, cheap one by one,
 * take the thread. So while pages are being answered, writes start at most one every
 * `gapMs` (never starved: a hundred a second by default); when no page is, they run at once, at
 * most `concurrency` at a time. With few visitors nothing waits: a write finds no read in flight.
 *
 * A read counts until the head of its answer goes out, not while its body travels: a page is
 * rendered whole before its head is sent (app/entry.server.tsx), while a download (a CSV export,
 * the catalogue's PDF, a long list of the API) is then written for as long as its client takes
 * to read it, and no write waits behind that.
 *
 * Express middleware, after the guards and before the app (server/index.js). Cached pages are
 * answered before Express (server/page-cache.js) and never count.
 */
import { AsyncResource } from "node:async_hooks";

const WRITES = new Set(["POST", "PUT", "DELETE"]);

/**
 * @param {{ gapMs?: number, concurrency?: number }} [options]
 */
export function readsFirst({ gapMs = 10, concurrency = 4 } = {}) {
  let reads = 0;
  let writes = 0;
  let lastStart = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  let timer;

  /**
   * Starts the next write, one per turn of the event loop and after its I/O (setImmediate): the
   * pages whose requests arrived meanwhile are counted before a write takes the thread.
   */
  let scheduled = false;
  function pump() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      clearTimeout(timer);
      timer = undefined;
      if (waiting.length === 0 || writes >= concurrency) return;
      const since = Date.now() - lastStart;
      if (reads > 0 && since < gapMs) {
        // Pages in flight: the next write when the gap has passed, or when they are done.
        timer = setTimeout(pump, gapMs - since);
        return;
      }
      writes++;
      lastStart = Date.now();
      waiting.shift()();
      pump();
    });
  }

  const middleware = (req, res, next) => {
    if (!WRITES.has(req.method)) {
      reads++;
      let counted = true;
      const done = () => {
        if (!counted) return;
        counted = false;
        reads--;
        if (reads === 0) pump();
      };
      const writeHead = res.writeHead;
      res.writeHead = function (...args) {
        done();
        return writeHead.apply(this, args);
      };
      res.once("close", done);
      return next();
    }
    let started = false;
    // Run in the request's own async context, not that of the page whose end started it (the
    // catalogue's version read once per page: app/models/catalogue-version.server.ts).
    const entry = AsyncResource.bind(() => {
      started = true;
      next();
    });
    res.once("close", () => {
      if (started) {
        writes--;
        pump();
      } else {
        // The client went away while its write waited: it never runs.
        const at = waiting.indexOf(entry);
        if (at !== -1) waiting.splice(at, 1);
      }
    });
    waiting.push(entry);
    pump();
  };
  /** What is in flight and waiting (for tests). */
  middleware.state = () => ({ reads, writes, waiting: waiting.length });
  return middleware;
}

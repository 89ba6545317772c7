/**
 * Backpressure for answers written a piece at a time (the API's whole-catalogue lists,
 * app/api/dispatch.server.ts). Remix writes a streamed body into the response as fast as the
 * body gives it, without waiting for the client to take what was written: for a client slower
 * than the server, every byte not yet sent would wait in memory. This middleware remembers when a
 * write found the response (or the compressor in front of it) full, and `res.locals.drained()`
 * resolves once it has drained again (at once when it is not full, or when the connection is
 * gone), so a body that asks before writing more is never further ahead of its client than one
 * buffer.
 *
 * Express middleware, after compression (so it sees the compressor's answer to each write).
 */
export function backpressure(_req, res, next) {
  const write = res.write;
  let full = false;
  let listening = false;
  let waiting = [];
  const release = () => {
    full = false;
    const resolves = waiting;
    waiting = [];
    for (const resolve of resolves) resolve();
  };
  res.write = function (...args) {
    const ok = write.apply(this, args);
    if (!ok) {
      full = true;
      // One listener each for the whole answer, there before the drain it waits for. Through
      // compression's own `on`, 'drain' is the compressor's when it compresses.
      if (!listening) {
        listening = true;
        res.on("drain", release);
        res.on("close", release);
      }
    }
    return ok;
  };
  res.locals.drained = () =>
    !full || res.destroyed ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
  next();
}

/**
 * What becomes of a request's body when the answer goes out before the body was read: a 413 for a
 * body over its limit, a redirect of a signed-out post, a refusal of the guards.
 *
 * Left alone, such a connection hangs: once something has started reading a body (Remix hands
 * every request's body to a stream, which reads ahead and then waits), Node neither drops the rest
 * nor closes the connection, so the client blocks writing into a socket nobody reads until the
 * request times out. Closing it at once is no better: a socket closed while the client is still
 * sending is reset by the kernel, and the reset can reach the client before it has read the answer.
 *
 * So, once the answer is out, the rest of the body is read and dropped (what Node does with a body
 * nothing touched) and the connection goes on to the client's next request. A client that sends
 * more than `discardLimit` bytes after its answer is closed gracefully: the server ends its side
 * (its FIN follows the answer), goes on reading and dropping what still arrives so that nothing
 * unread is left for the kernel to reset over, and destroys the socket when the client closes its
 * side or after `lingerMs`. The request's own timeout (server/timeouts.js) bounds all of it.
 */

/** Bytes read and dropped after an answer before the connection is closed instead. */
export const DISCARD_LIMIT = 16 * 1024 * 1024;
/** How long a closing connection keeps reading what the client still sends. */
export const LINGER_MS = 5_000;

/** Watches one request: called for each request before the app sees it. */
export function discardUnreadBody(
  req,
  res,
  { discardLimit = DISCARD_LIMIT, lingerMs = LINGER_MS } = {},
) {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    let discarded = 0;
    let closing = false;
    // Whoever was reading the body is done with it (its answer has gone): what follows is dropped.
    req.removeAllListeners("data");
    req.on("data", (chunk) => {
      discarded += chunk.length;
      if (discarded > discardLimit && !closing) {
        closing = true;
        closeGracefully(req.socket, lingerMs);
      }
    });
    req.resume();
  });
}

/** Ends the server's side of the connection, reads on until the client's side ends, then closes. */
function closeGracefully(socket, lingerMs) {
  if (!socket || socket.destroyed) return;
  socket.end();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

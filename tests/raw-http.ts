/**
 * A client on a raw socket that uploads a body the way a busy or careless client does: it goes on
 * writing while the answer comes back, and reads everything the server sends all along. Tests of
 * the HTTP server (server/unread-body.js, server/timeouts.js) use it where fetch would hide what
 * happens on the connection: an answer read before a reset, a FIN, a connection kept open.
 */
import net from "node:net";

export type RawAnswer = { status: number; head: string; body: string };

export type UploadOutcome = {
  /** The complete answers read, in order. */
  answers: RawAnswer[];
  /** Body bytes the client managed to write. */
  written: number;
  /** The server closed its side (a FIN), this long after the first answer was read. */
  closedAfterMs?: number;
  /** A socket error (ECONNRESET, EPIPE…), and how many answers had been read before it. */
  error?: { code: string; answersBefore: number };
};

export type UploadOptions = {
  port: number;
  path: string;
  contentType: string;
  /** Body bytes to send (at most): they are only ever "a", so any limit sees an ordinary body. */
  length: number;
  /** The Content-Length to declare (`length` unless set); none with `chunked`. */
  declared?: number;
  chunked?: boolean;
  /** Stop writing after this many bytes, keeping the connection open (a stalled client). */
  stallAfter?: number;
  /** A request to send on the same connection once the body is out (e.g. a GET). */
  next?: string;
  /** Gives up (the promise rejects, saying what it saw) after this long. */
  timeoutMs?: number;
};

const PIECE = 64 * 1024;

/**
 * Sends the head of a POST, then its body in 64 KB pieces as fast as the socket takes them, and
 * `next` after it. Resolves when the server has closed the connection (and the client its side),
 * on a socket error, or once every answer expected (the upload's and `next`'s) has been read.
 */
export function rawUpload(options: UploadOptions): Promise<UploadOutcome> {
  const { port, path, contentType, length, chunked = false } = options;
  const expected = options.next ? 2 : 1;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    let data = "";
    let written = 0;
    let answeredAt = 0;
    let answers: RawAnswer[] = [];
    let bodyDone = false;
    let settled = false;
    const outcome = (extra: Partial<UploadOutcome> = {}): UploadOutcome => ({
      answers,
      written,
      ...extra,
    });
    const settle = (result: UploadOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => {
      settled = true;
      socket.destroy();
      reject(
        new Error(
          `no outcome after ${options.timeoutMs ?? 20_000} ms: ${JSON.stringify({
            written,
            answers: answers.map((a) => a.status),
            received: data.length,
          })}`,
        ),
      );
    }, options.timeoutMs ?? 20_000);

    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      answers = parseAnswers(data);
      if (answers.length > 0 && !answeredAt) answeredAt = Date.now();
      if (answers.length >= expected && bodyDone) settle(outcome());
    });
    socket.on("end", () => {
      const closedAfterMs = answeredAt ? Date.now() - answeredAt : undefined;
      socket.end();
      socket.once("close", () => settle(outcome({ closedAfterMs })));
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      settle(
        outcome({ error: { code: error.code ?? error.message, answersBefore: answers.length } }),
      ),
    );

    const declared = chunked
      ? "Transfer-Encoding: chunked"
      : `Content-Length: ${options.declared ?? length}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n${declared}\r\n\r\n`,
    );
    const limit = Math.min(length, options.stallAfter ?? Infinity);
    const pump = () => {
      while (!socket.destroyed && !socket.writableEnded && written < limit) {
        const piece = Buffer.alloc(Math.min(PIECE, limit - written), "a");
        written += piece.length;
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from("\r\n"),
            ])
          : piece;
        if (!socket.write(framed)) return void socket.once("drain", pump);
      }
      if (written < length || socket.destroyed || socket.writableEnded) return;
      if (chunked) socket.write("0\r\n\r\n");
      if (options.next) socket.write(options.next);
      bodyDone = true;
      if (answers.length >= expected) settle(outcome());
    };
    pump();
  });
}

/** The complete answers in `data` (latin1: one character per byte), framed by length or chunks. */
export function parseAnswers(data: string): RawAnswer[] {
  const out: RawAnswer[] = [];
  let at = 0;
  for (;;) {
    const headEnd = data.indexOf("\r\n\r\n", at);
    if (headEnd < 0) break;
    const head = data.slice(at, headEnd);
    const start = headEnd + 4;
    const declared = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body = "";
    let end: number;
    if (declared) {
      end = start + Number(declared[1]);
      if (data.length < end) break;
      body = data.slice(start, end);
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      let p = start;
      let last = -1;
      for (;;) {
        const lineEnd = data.indexOf("\r\n", p);
        if (lineEnd < 0) break;
        const size = parseInt(data.slice(p, lineEnd), 16);
        if (size === 0) {
          if (data.length >= lineEnd + 4) last = lineEnd + 4;
          break;
        }
        if (data.length < lineEnd + 2 + size + 2) break;
        body += data.slice(lineEnd + 2, lineEnd + 2 + size);
        p = lineEnd + 2 + size + 2;
      }
      if (last < 0) break;
      end = last;
    } else {
      end = start;
    }
    out.push({
      status: Number(head.split(" ")[1]),
      head,
      body: Buffer.from(body, "latin1").toString("utf8"),
    });
    at = end;
  }
  return out;
}

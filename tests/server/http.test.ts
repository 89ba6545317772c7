/**
 * The HTTP layer in front of Remix (server/): what it refuses, the client address it hands the
 * app, the headers of every answer, and how long it waits for a client. Driven through Express itself on an ephemeral port,
 * with raw requests where fetch would normalise what is being tested.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { readText } from "~/utils/body.server";
import { DomainError } from "~/utils/domain-error";
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  requestGuards,
  sameOriginWrites,
} from "../../server/http-guards.js";
import { nonce, securityHeaders } from "../../server/security-headers.js";
import { createTimedServer } from "../../server/timeouts.js";
import { rawUpload } from "../raw-http";

let port = 0;
let server: ReturnType<ReturnType<typeof express>["listen"]>;

/** The server's settings as server/index.js gets them: parsed by the app (app/env.server.ts). */
const settings = (values: Record<string, string | undefined> = {}) =>
  parseEnv(values as NodeJS.ProcessEnv);

function app(trustProxy: string | undefined, https = false, siteUrl?: string) {
  const a = express();
  a.set("trust proxy", settings({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  a.use(requestGuards);
  a.use(nonce);
  a.use(securityHeaders({ production: true, https, development: false }));
  a.use(sameOriginWrites(siteUrl));
  a.use(clientAddress);
  a.all("*", (req, res) => {
    res.json({ address: req.headers[CLIENT_ADDRESS_HEADER], nonce: res.locals.cspNonce });
  });
  return a;
}

beforeAll(async () => {
  server = app(undefined).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A raw HTTP/1.1 request, exactly as written; the status line and headers of the answer. */
function raw(lines: string[], options: { localAddress?: string } = {}) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: options.localAddress });
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head, body });
    });
    socket.write(`${lines.join("\r\n")}\r\nConnection: close\r\n\r\n`);
  });
}

describe("requests that never reach the app", () => {
  it.each([
    ["TRACE", "TRACE / HTTP/1.1", 405],
    ["PROPFIND", "PROPFIND / HTTP/1.1", 405],
    ["a method the site does not implement", "PURGE / HTTP/1.1", 501],
  ])("%s is refused", async (_label, line, status) => {
    const answer = await raw([line, "Host: 127.0.0.1"]);
    expect(answer.status).toBe(status);
    expect(answer.head).toMatch(/Allow: GET, HEAD, POST, PUT, DELETE, OPTIONS/i);
  });

  it("reads a refused request's body before closing, so the client gets its 405 (no reset)", async () => {
    const body = Buffer.alloc(48 * 1024, "x");
    const send = () =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect({ port, host: "127.0.0.1" });
        let data = "";
        socket.on("data", (chunk) => (data += chunk.toString("latin1")));
        socket.on("error", reject);
        socket.on("close", () => resolve(data.split("\r\n")[0]));
        // It reads nothing until its whole body is out, like a client busy uploading.
        socket.pause();
        socket.write(
          `PATCH /api/bel/products/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        // The body follows in pieces, each once the last has left, as a slow client sends it.
        let at = 0;
        const next = () => {
          if (socket.destroyed) return;
          if (at >= body.length) return void socket.resume();
          const piece = body.subarray(at, (at += 4096));
          socket.write(piece, () => setImmediate(next));
        };
        next();
      });
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    expect(new Set(answers)).toEqual(new Set(["HTTP/1.1 405 Method Not Allowed"]));
  });

  it("leaves a method HTTP does not know to Node's parser: 400", async () => {
    expect((await raw(["BREW / HTTP/1.1", "Host: 127.0.0.1"])).status).toBe(400);
  });

  it("answers an unknown method on the API as JSON", async () => {
    const answer = await raw(["PATCH /api/bel/products HTTP/1.1", "Host: 127.0.0.1"]);
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
  });

  it("refuses a malformed Host header, an absolute-form target and '*' for anything but OPTIONS", async () => {
    expect((await raw(["GET / HTTP/1.1", "Host: [::1"])).status).toBe(400);
    expect((await raw(["GET / HTTP/1.1", "Host: a b"])).status).toBe(400);
    expect((await raw(["GET http://evil.example/admin HTTP/1.1", "Host: 127.0.0.1"])).status).toBe(
      400,
    );
    expect((await raw(["GET //evil.example/ HTTP/1.1", "Host: 127.0.0.1"])).status).toBe(400);
    expect((await raw(["GET * HTTP/1.1", "Host: 127.0.0.1"])).status).toBe(400);
    const star = await raw(["OPTIONS * HTTP/1.1", "Host: 127.0.0.1"]);
    expect(star.status).toBe(204);
  });

  it("answers an undecodable API address with JSON 400", async () => {
    const answer = await raw(["GET /api/bel/products/%ff%fe HTTP/1.1", "Host: 127.0.0.1"]);
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/application\/json/);
  });

  it("refuses a cross-site page write (Origin or Sec-Fetch-Site), not a same-site one", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/admin/logout`, { method: "POST", headers });
    expect((await post({ Origin: "http://evil.example" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });

  it("takes a page write from the site's own address (SITE_URL) behind a proxy", async () => {
    const proxied = app(undefined, false, "https://www.example.com").listen(0, "127.0.0.1");
    await new Promise((r) => proxied.once("listening", r));
    const p = (proxied.address() as AddressInfo).port;
    const post = (origin: string) =>
      fetch(`http://127.0.0.1:${p}/contact-us`, { method: "POST", headers: { Origin: origin } });
    expect((await post("https://www.example.com")).status).toBe(200);
    expect((await post("https://elsewhere.example.com")).status).toBe(403);
    await new Promise<void>((r) => proxied.close(() => r()));
  });
});

describe("the client's address", () => {
  it("is the socket's without a proxy: X-Forwarded-For and a forged header change nothing", async () => {
    const answer = await raw(
      [
        "GET /x HTTP/1.1",
        "Host: 127.0.0.1",
        "X-Forwarded-For: 203.0.113.9",
        `${CLIENT_ADDRESS_HEADER}: 203.0.113.10`,
      ],
      { localAddress: "127.0.0.2" },
    );
    expect(JSON.parse(answer.body).address).toBe("127.0.0.2");
  });

  it("is the first untrusted hop of X-Forwarded-For behind TRUST_PROXY", async () => {
    const proxied = app("loopback").listen(0, "127.0.0.1");
    await new Promise((r) => proxied.once("listening", r));
    const p = (proxied.address() as AddressInfo).port;
    const answer = await fetch(`http://127.0.0.1:${p}/x`, {
      headers: { "X-Forwarded-For": "198.51.100.7, 127.0.0.5" },
    });
    expect((await answer.json()).address).toBe("198.51.100.7");
    await new Promise<void>((r) => proxied.close(() => r()));
  });

  it("never trusts TRUST_PROXY=true (any X-Forwarded-For)", () => {
    const trust = (value?: string) => settings({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(() => trust("true")).toThrow(/TRUST_PROXY: true would trust any/);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(trust(undefined)).toBe(false);
    expect(trust("false")).toBe(false);
  });
});

describe("headers of every answer", () => {
  it("a nonce CSP with strict-dynamic and no unsafe-inline, Permissions-Policy, nosniff, no framing", async () => {
    const a = await fetch(`http://127.0.0.1:${port}/anything`);
    const b = await fetch(`http://127.0.0.1:${port}/anything`);
    const csp = a.headers.get("content-security-policy")!;
    const { nonce: n } = await a.json();
    expect(csp).toContain(`script-src 'nonce-${n}' 'strict-dynamic'`);
    expect(csp).not.toContain("unsafe-inline");
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(d);
    }
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com/);
    expect(b.headers.get("content-security-policy")).not.toContain(`'nonce-${n}'`);
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("permissions-policy")).toMatch(/camera=\(\), microphone=\(\)/);
    expect(a.headers.get("x-frame-options")).toBe("DENY");
    // Not over https here: no HSTS.
    expect(a.headers.get("strict-transport-security")).toBeNull();
  });

  it("a nonce of 16 random bytes for every answer, never the same twice", () => {
    const seen = new Set<string>();
    // More than one block of the generator's bytes (256 nonces).
    for (let i = 0; i < 600; i++) {
      const res = { locals: {} as { cspNonce?: string } };
      nonce({}, res, () => {});
      expect(Buffer.from(res.locals.cspNonce!, "base64")).toHaveLength(16);
      seen.add(res.locals.cspNonce!);
    }
    expect(seen.size).toBe(600);
  });

  it("HSTS in production over https", async () => {
    const secure = app(undefined, true).listen(0, "127.0.0.1");
    await new Promise((r) => secure.once("listening", r));
    const p = (secure.address() as AddressInfo).port;
    const answer = await fetch(`http://127.0.0.1:${p}/`);
    expect(answer.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(answer.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    await new Promise<void>((r) => secure.close(() => r()));
  });
});

describe("request timeouts", () => {
  // REQUEST_TIMEOUT_MS as server/index.js gets it, at 1 s instead of 30 so the test is quick.
  const TIMEOUT_MS = settings({ REQUEST_TIMEOUT_MS: "1000" }).REQUEST_TIMEOUT_MS;
  let timedPort = 0;
  let timed: ReturnType<typeof createTimedServer>;

  beforeAll(async () => {
    // Like a page action, the app reads the whole body before it answers.
    const a = express();
    a.use(requestGuards);
    a.post("*", express.text({ type: "*/*" }), (req, res) => {
      res.json({ received: req.body.length });
    });
    timed = createTimedServer(a, {
      requestTimeout: TIMEOUT_MS,
      idleTimeout: settings().IDLE_TIMEOUT_MS,
    });
    timed.listen(0, "127.0.0.1");
    await new Promise((r) => timed.once("listening", r));
    timedPort = (timed.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => timed.close(() => r())));

  /** Writes `text` and nothing more; resolves when the server closes the connection. */
  function stall(text: string) {
    return new Promise<{ status: number; data: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect({ port: timedPort, host: "127.0.0.1" });
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString("latin1")));
      socket.on("error", reject);
      socket.on("close", () =>
        resolve({ status: Number(data.split(" ")[1]), data, ms: Date.now() - started }),
      );
      socket.write(text);
    });
  }
  const head = (length: number) =>
    `POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\n\r\n`;

  it("answers 408 and closes the connection when a client sends its headers, then stalls its body", async () => {
    const answer = await stall(`${head(100)}only ten b`);
    expect(answer.status).toBe(408);
    expect(answer.data).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // Node looks for expired requests every quarter of the limit.
    expect(answer.ms).toBeLessThan(TIMEOUT_MS * 3);
  });

  it("answers 408 to a client that never finishes its headers", async () => {
    const answer = await stall("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(TIMEOUT_MS * 3);
  });

  it("answers a request that arrives in time", async () => {
    const answer = await fetch(`http://127.0.0.1:${timedPort}/contact-us`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "x".repeat(100),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: 100 });
  });

  it("reads REQUEST_TIMEOUT_MS: 30 s unless set, a whole number of milliseconds above 0", () => {
    const timeout = (value?: string) => settings({ REQUEST_TIMEOUT_MS: value }).REQUEST_TIMEOUT_MS;
    expect(timeout(undefined)).toBe(30_000);
    expect(timeout("5000")).toBe(5000);
    for (const bad of ["0", "-1", "1.5", "30s", "abc"]) {
      expect(() => timeout(bad)).toThrow(/REQUEST_TIMEOUT_MS/);
    }
    expect(timed.requestTimeout).toBe(1000);
    expect(timed.headersTimeout).toBe(1000);
    const defaults = createTimedServer(() => undefined, {
      requestTimeout: settings().REQUEST_TIMEOUT_MS,
      idleTimeout: settings().IDLE_TIMEOUT_MS,
    });
    expect(defaults.requestTimeout).toBe(30_000);
    expect(defaults.headersTimeout).toBe(15_000);
    expect(defaults.keepAliveTimeout).toBe(65_000);
  });
});

describe("bodies an answer left unread", () => {
  // As the app reads a body: Remix's stream over the request, read by app/utils/body.server.ts,
  // which refuses it with 413 past its limit and leaves the rest unread.
  const LIMIT = 1024 * 1024;
  const DISCARD_LIMIT = 8 * 1024 * 1024;
  const IDLE_MS = settings({ IDLE_TIMEOUT_MS: "1000" }).IDLE_TIMEOUT_MS;
  let bodyPort = 0;
  let bodies: ReturnType<typeof createTimedServer>;

  beforeAll(async () => {
    const a = express();
    a.use(requestGuards);
    a.get("/silent", () => undefined);
    a.get("*", (_req, res) => res.json({ ok: true }));
    a.post("*", async (req, res) => {
      const request = new Request(`http://127.0.0.1${req.originalUrl}`, {
        method: "POST",
        headers: req.headers as Record<string, string>,
        body: createReadableStreamFromReadable(req),
        duplex: "half",
      } as RequestInit);
      try {
        res.json({ received: (await readText(request, LIMIT)).length });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        res.status(error.status).json({ success: false, message: error.message });
      }
    });
    bodies = createTimedServer(a, {
      requestTimeout: settings().REQUEST_TIMEOUT_MS,
      idleTimeout: IDLE_MS,
      unreadBody: { discardLimit: DISCARD_LIMIT },
    });
    bodies.listen(0, "127.0.0.1");
    await new Promise((r) => bodies.once("listening", r));
    bodyPort = (bodies.address() as AddressInfo).port;
  });
  afterAll(() => {
    bodies.closeAllConnections();
    return new Promise<void>((r) => bodies.close(() => r()));
  });

  const next = "GET /after HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

  it.each([
    ["declared over the limit (refused before a byte is read)", false],
    ["chunked, refused once it passes the limit", true],
  ])(
    "%s: the client reads its 413, the rest is dropped, the connection takes the next request",
    async (_label, chunked) => {
      const outcome = await rawUpload({
        port: bodyPort,
        path: "/contact-us",
        contentType: "application/x-www-form-urlencoded",
        length: 3 * 1024 * 1024,
        chunked,
        next,
      });
      expect(outcome.error).toBeUndefined();
      expect(outcome.written).toBe(3 * 1024 * 1024);
      expect(outcome.answers.map((a) => a.status)).toEqual([413, 200]);
      expect(JSON.parse(outcome.answers[0].body)).toEqual({
        success: false,
        message: "Request body is too large (1 MB at most)",
      });
      expect(JSON.parse(outcome.answers[1].body)).toEqual({ ok: true });
    },
  );

  it("a body that goes on past the discard limit: the answer, then the server's FIN, never a reset", async () => {
    const outcome = await rawUpload({
      port: bodyPort,
      path: "/contact-us",
      contentType: "application/json",
      length: 1024 * 1024 * 1024,
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.answers.map((a) => a.status)).toEqual([413]);
    expect(outcome.closedAfterMs).toBeDefined();
    expect(outcome.closedAfterMs).toBeLessThan(5_000);
    // Closed once the limit was passed, not at once and not after the whole gigabyte.
    expect(outcome.written).toBeGreaterThan(DISCARD_LIMIT);
    expect(outcome.written).toBeLessThan(256 * 1024 * 1024);
  });

  it("a refused method's body is dropped too: 405, then the next request answered", async () => {
    const outcome = await new Promise<{ data: string; error?: string }>((resolve) => {
      const socket = net.connect({ port: bodyPort, host: "127.0.0.1" });
      let data = "";
      socket.on("data", (chunk) => {
        data += chunk.toString("latin1");
        if (data.includes('{"ok":true}')) {
          socket.destroy();
          resolve({ data });
        }
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve({ data, error: error.code }));
      const body = Buffer.alloc(1024 * 1024, "x");
      socket.write(
        `PATCH /api/bel/products/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body);
      socket.write(next);
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.data).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(outcome.data).toContain("HTTP/1.1 200 OK");
  });

  it("closes a connection on which nothing moves for IDLE_TIMEOUT_MS while a request is open", async () => {
    const answer = await new Promise<{ data: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect({ port: bodyPort, host: "127.0.0.1" });
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString("latin1")));
      socket.on("error", () => undefined);
      socket.on("close", () => resolve({ data, ms: Date.now() - started }));
      socket.on("timeout", () => reject(new Error("the server never closed the connection")));
      socket.setTimeout(20_000);
      socket.write("GET /silent HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    });
    expect(answer.data).toBe("");
    expect(answer.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
  });

  it("reads IDLE_TIMEOUT_MS: 120 s unless set, a whole number of milliseconds above 0", () => {
    const idle = (value?: string) => settings({ IDLE_TIMEOUT_MS: value }).IDLE_TIMEOUT_MS;
    expect(idle(undefined)).toBe(120_000);
    expect(idle("5000")).toBe(5000);
    for (const bad of ["0", "-1", "1.5", "2m", "abc"]) {
      expect(() => idle(bad)).toThrow(/IDLE_TIMEOUT_MS/);
    }
    expect(bodies.timeout).toBe(1000);
  });
});

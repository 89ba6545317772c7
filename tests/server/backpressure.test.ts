/**
 * Backpressure of answers written in pieces (server/backpressure.js): after a write finds the
 * response full, `res.locals.drained()` resolves only once the client has taken some of it (with
 * the compressor in front of the response, and without), or once the client has gone.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backpressure } from "../../server/backpressure.js";

type Server = ReturnType<ReturnType<typeof express>["listen"]>;
const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

/** Random bytes: the compressor cannot make them smaller, so they fill its buffers too. */
const CHUNK = randomBytes(64 * 1024);

/** What the answer writes in all: far more than the socket's and the compressor's buffers hold. */
const TOTAL = 48 * 1024 * 1024;

/**
 * A server whose one answer writes TOTAL bytes, asking `drained()` whenever a write finds the
 * response full, and notes how far ahead of the client it ever got.
 */
async function site() {
  const state = { waiting: false, done: false, maxAhead: 0, waits: 0, client: { read: 0 } };
  const app = express();
  app.use(compression());
  app.use(backpressure);
  app.get("/long", async (_req, res) => {
    res.setHeader("Content-Type", "application/json");
    const drained = res.locals.drained as () => Promise<void>;
    for (let written = 0; written < TOTAL && !res.destroyed;) {
      const ok = res.write(CHUNK);
      written += CHUNK.length;
      state.maxAhead = Math.max(state.maxAhead, written - state.client.read);
      if (!ok) {
        state.waits++;
        state.waiting = true;
        await drained();
        state.waiting = false;
      }
    }
    state.done = true;
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  return { state, port: (server.address() as AddressInfo).port };
}

/** A client that reads nothing until the test resumes it. */
function pausedClient(port: number, encoding: string, client: { read: number }) {
  return new Promise<http.IncomingMessage>((resolve) => {
    const headers = { "Accept-Encoding": encoding };
    http.get({ port, host: "127.0.0.1", path: "/long", headers }, (res) => {
      res.pause();
      res.on("data", (chunk: Buffer) => (client.read += chunk.length));
      resolve(res);
    });
  });
}

describe("backpressure", () => {
  it.each(["gzip", "identity"])(
    "a writer that asks drained() stays a few buffers ahead of a client that does not read (%s)",
    async (encoding) => {
      const { state, port } = await site();
      const res = await pausedClient(port, encoding, state.client);
      expect(res.headers["content-encoding"]).toBe(encoding === "gzip" ? "gzip" : undefined);
      // The writer stalls, waiting for a client that reads nothing (without backpressure it
      // would have written everything into memory and be done).
      await vi.waitFor(() => expect(state.waiting || state.done).toBe(true), { timeout: 20_000 });
      expect(state.done).toBe(false);
      res.resume();
      await new Promise((r) => res.on("end", r));
      expect(state.done).toBe(true);
      expect(state.waits).toBeGreaterThan(0);
      expect(state.maxAhead).toBeLessThan(TOTAL / 2);
    },
    60_000,
  );

  it("drained() resolves when the client goes away", async () => {
    const { state, port } = await site();
    const res = await pausedClient(port, "gzip", state.client);
    await vi.waitFor(() => expect(state.waiting).toBe(true), { timeout: 20_000 });
    res.destroy();
    await vi.waitFor(() => expect(state.done).toBe(true), { timeout: 20_000 });
    expect(state.client.read).toBe(0);
  });
});

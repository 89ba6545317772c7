/**
 * Reads before writes (server/reads-first.js), in front of a stand-in app whose page answers
 * only when the test lets it: a write waits while a page is being answered, starts at most one
 * per gap meanwhile (so it is never starved), runs at once when no page is, never waits behind a
 * download whose head has gone out, and never runs if its client went away while it waited.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readsFirst } from "../../server/reads-first.js";

type Server = ReturnType<ReturnType<typeof express>["listen"]>;
const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

/** An app with one page held open until `release()`, and writes that record that they ran. */
async function site(options: { gapMs: number }) {
  const gate = readsFirst(options);
  const ran: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const app = express();
  app.use(gate);
  app.get("/page", async (_req, res) => {
    await held;
    res.send("page");
  });
  // A file whose head goes out at once and whose body follows as the client reads it.
  app.get("/download", async (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/csv", "Content-Disposition": "attachment" });
    res.write("a,b\r\n");
    await held;
    res.end("1,2\r\n");
  });
  app.post("/write/:name", (req, res) => {
    ran.push(req.params.name);
    res.send("written");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { gate, ran, release, base };
}

describe("reads first", () => {
  it("runs a write at once when no page is being answered", async () => {
    const { base, ran, gate } = await site({ gapMs: 60_000 });
    const answers = await Promise.all(
      ["a", "b"].map((n) => fetch(`${base}/write/${n}`, { method: "POST" })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(ran.sort()).toEqual(["a", "b"]);
    expect(gate.state()).toEqual({ reads: 0, writes: 0, waiting: 0 });
  });

  it("holds writes back while a page is answered, one per gap, and runs the rest after it", async () => {
    const { base, ran, gate, release } = await site({ gapMs: 60_000 });
    const page = fetch(`${base}/page`);
    await vi.waitFor(() => expect(gate.state().reads).toBe(1));
    const writes = ["a", "b", "c"].map((n) => fetch(`${base}/write/${n}`, { method: "POST" }));
    // One starts (no write for a whole gap before it); the others wait for the page.
    await vi.waitFor(() => expect(gate.state().waiting).toBe(2));
    expect(ran).toHaveLength(1);
    release();
    expect((await page).status).toBe(200);
    expect((await Promise.all(writes)).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(ran).toHaveLength(3);
  });

  it("never starves a write: with a page always in flight, the next starts after the gap", async () => {
    const { base, ran, gate, release } = await site({ gapMs: 50 });
    void fetch(`${base}/page`);
    await vi.waitFor(() => expect(gate.state().reads).toBe(1));
    const answers = await Promise.all(
      ["a", "b", "c"].map((n) => fetch(`${base}/write/${n}`, { method: "POST" })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(ran).toHaveLength(3);
    expect(gate.state().reads).toBe(1);
    release();
  });

  it("holds no write back behind a download whose head has gone out", async () => {
    const { base, ran, gate, release } = await site({ gapMs: 60_000 });
    const download = await fetch(`${base}/download`);
    expect(download.status).toBe(200);
    const answers = await Promise.all(
      ["a", "b", "c"].map((n) => fetch(`${base}/write/${n}`, { method: "POST" })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(ran).toHaveLength(3);
    expect(gate.state()).toEqual({ reads: 0, writes: 0, waiting: 0 });
    release();
    expect(await download.text()).toBe("a,b\r\n1,2\r\n");
  });

  it("drops a waiting write whose client went away", async () => {
    const { base, ran, gate, release } = await site({ gapMs: 60_000 });
    const page = fetch(`${base}/page`);
    await vi.waitFor(() => expect(gate.state().reads).toBe(1));
    const first = fetch(`${base}/write/first`, { method: "POST" });
    await vi.waitFor(() => expect(ran).toEqual(["first"]));
    const abort = new AbortController();
    const gone = fetch(`${base}/write/gone`, { method: "POST", signal: abort.signal }).catch(
      () => "aborted",
    );
    await vi.waitFor(() => expect(gate.state().waiting).toBe(1));
    abort.abort();
    expect(await gone).toBe("aborted");
    await vi.waitFor(() => expect(gate.state().waiting).toBe(0));
    release();
    await page;
    await first;
    expect(ran).toEqual(["first"]);
  });
});

/**
 * A refused body never leaves a connection hanging. A client on a raw socket sends a 5 MB body to
 * a page action and to an /api/bel route and goes on writing it while the 413 comes back: it reads
 * the 413 (never a reset first), and the connection then takes its next request; a body that goes
 * on and on gets the 413 and then the server's FIN. A server of its own with short timeouts shows
 * a stalled client's connection closed after REQUEST_TIMEOUT_MS.
 */
import { expect, test } from "@playwright/test";
import { rawUpload } from "../raw-http";
import { PORT } from "./environment.js";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";

const FIVE_MB = 5 * 1024 * 1024;
const next = `GET /healthcheck HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n\r\n`;

const targets = [
  {
    name: "a page action (/contact-us)",
    path: "/contact-us",
    contentType: "application/x-www-form-urlencoded",
    refusal: (body: string) => expect(body).toContain("Request body is too large (1 MB at most)"),
  },
  {
    name: "an API route (/api/bel/reach-us)",
    path: "/api/bel/reach-us",
    contentType: "application/json",
    refusal: (body: string) =>
      expect(JSON.parse(body)).toEqual({
        success: false,
        message: "Request body is too large (1 MB at most)",
      }),
  },
];

for (const target of targets) {
  for (const chunked of [false, true]) {
    test(`${target.name}, 5 MB ${chunked ? "chunked" : "with its length"}: 413 read, then the next request on the connection answered`, async () => {
      const started = Date.now();
      const outcome = await rawUpload({
        port: PORT,
        path: target.path,
        contentType: target.contentType,
        length: FIVE_MB,
        chunked,
        next,
      });
      expect(outcome.error).toBeUndefined();
      expect(outcome.written).toBe(FIVE_MB);
      expect(outcome.answers.map((a) => a.status)).toEqual([413, 200]);
      target.refusal(outcome.answers[0].body);
      expect(JSON.parse(outcome.answers[1].body)).toMatchObject({ status: "ok" });
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  }

  test(`${target.name}, a body that never ends: 413 read, then the server closes the connection within 5 s, no reset`, async () => {
    const outcome = await rawUpload({
      port: PORT,
      path: target.path,
      contentType: target.contentType,
      length: 1024 * 1024 * 1024,
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.answers.map((a) => a.status)).toEqual([413]);
    target.refusal(outcome.answers[0].body);
    expect(outcome.closedAfterMs).toBeDefined();
    expect(outcome.closedAfterMs).toBeLessThan(5_000);
  });
}

test.describe("a stalled client, on a server with REQUEST_TIMEOUT_MS=1500", () => {
  // One server on its own port for these tests, so they run one after the other in one worker.
  test.describe.configure({ mode: "serial" });
  const port = ownPort("refused-body");
  const TIMEOUT_MS = 1500;
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer("refused-body", {
      port,
      env: {
        REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
        // Longer than the request's time, so that a stalled request is timed out as a request (408).
        IDLE_TIMEOUT_MS: "60000",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("headers sent, the body never finished: 408 and the connection closed", async () => {
    const started = Date.now();
    const outcome = await rawUpload({
      port,
      path: "/api/bel/reach-us",
      contentType: "application/json",
      length: 100,
      stallAfter: 10,
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.answers.map((a) => a.status)).toEqual([408]);
    expect(outcome.closedAfterMs).toBeDefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });

  for (const target of targets) {
    test(`${target.name}: 413 read, then the client stalls: the connection is closed after the request's time`, async () => {
      const started = Date.now();
      const outcome = await rawUpload({
        port,
        path: target.path,
        contentType: target.contentType,
        length: FIVE_MB,
        stallAfter: 256 * 1024,
      });
      expect(outcome.error).toBeUndefined();
      // Node's own 408 may follow when the time runs out: the upload did not arrive in time.
      const [refusal, ...after] = outcome.answers.map((a) => a.status);
      expect(refusal).toBe(413);
      expect(after.filter((status) => status !== 408)).toEqual([]);
      target.refusal(outcome.answers[0].body);
      expect(outcome.closedAfterMs).toBeDefined();
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    });
  }
});

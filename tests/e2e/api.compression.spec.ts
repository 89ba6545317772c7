/**
 * Compression of what the app renders (the `compression` middleware of server/index.js), on the
 * production server, with Node's own client so that the bytes on the wire are what is checked
 * (fetch and Playwright ask for gzip themselves and decode it out of sight). The page is asked for
 * with a session cookie, so the page cache (server/page-cache.js, with encodings of its own)
 * leaves it to the app.
 */
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { createUser, sessionCookieHeader } from "./admin.fixtures";
import { PORT } from "./environment.js";

test.describe.configure({ mode: "parallel" });

/** The answer as it came: status, headers and the raw bytes of the body. */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port: PORT, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      });
      request.on("error", reject);
    },
  );
}

const varies = (headers: http.IncomingHttpHeaders) =>
  String(headers.vary ?? "")
    .split(/,\s*/)
    .map((v) => v.toLowerCase());

test("a rendered page comes gzip-encoded with Vary: Accept-Encoding when the client takes gzip, plain and whole with its length when it doesn't say", async () => {
  const cookie = await sessionCookieHeader(createUser("manager"));
  const gzip = await get("/about", { Cookie: cookie, "Accept-Encoding": "gzip" });
  expect(gzip.status).toBe(200);
  // Rendered by the app, not a copy of the page cache.
  expect(gzip.headers["x-page-cache"]).toBeUndefined();
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(varies(gzip.headers)).toContain("accept-encoding");
  const page = gunzipSync(gzip.body).toString("utf8");
  expect(page).toMatch(/^<!DOCTYPE html>/i);
  expect(page).toContain("</html>");

  const plain = await get("/about", { Cookie: cookie });
  expect(plain.status).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
  expect(plain.body.length).toBeGreaterThan(gzip.body.length);
  // Rendered whole, then sent at once (app/entry.server.tsx): a length, not chunks.
  expect(plain.headers["transfer-encoding"]).toBeUndefined();
  expect(plain.headers["content-length"]).toBe(String(plain.body.length));
});

test("a large JSON API answer comes gzip-encoded with Vary: Accept-Encoding, plain without Accept-Encoding", async () => {
  const gzip = await get("/api/bel/products", { "Accept-Encoding": "gzip" });
  expect(gzip.status).toBe(200);
  expect(gzip.headers["content-type"]).toMatch(/^application\/json/);
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(varies(gzip.headers)).toContain("accept-encoding");
  const json = gunzipSync(gzip.body);
  // Large enough to be worth it (the middleware's threshold is 1 KiB).
  expect(json.length).toBeGreaterThan(1024);
  expect(JSON.parse(json.toString("utf8"))).toMatchObject({ success: true });

  const plain = await get("/api/bel/products", {});
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(JSON.parse(plain.body.toString("utf8"))).toMatchObject({ success: true });
});

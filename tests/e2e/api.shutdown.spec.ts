/**
 * A graceful shutdown: on SIGTERM the server stops taking connections, finishes the request in
 * flight, closes the database cleanly (the WAL checkpointed away) and exits 0. A server of its
 * own, on a copy of the e2e database, so the shared one is never stopped.
 */
import fs from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";

const port = ownPort("shutdown");
let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
});

test("SIGTERM finishes the request in flight, then closes the database and exits 0", async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("shutdown", { port });
  const { exited, log, database: dbFile } = server;

  // A contact message whose body is still arriving when the signal comes.
  const body = JSON.stringify({
    name: "Pat",
    email: "pat@example.com",
    selectedCountry: "United Kingdom",
    phone: "07700900123",
    message: "Sent across a shutdown",
  });
  // The server says when it has the request (100 Continue: its headers are read) and when the
  // shutdown has begun (its log): the body's first bytes go after the one, the rest after the
  // other, so the request is in flight across the signal however slow the machine.
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/bel/reach-us",
        headers: {
          "Content-Type": "application/json",
          "Transfer-Encoding": "chunked",
          Expect: "100-continue",
        },
      },
      (response) => {
        let text = "";
        response.on("data", (c) => (text += c));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.flushHeaders();
  });
  await new Promise((resolve) => request.once("continue", resolve));
  request.write(body.slice(0, 20));
  server.process.kill("SIGTERM");
  await expect.poll(log).toContain("finishing the requests in flight");
  request.end(body.slice(20));

  const done = await answer;
  expect(done.status, done.text).toBe(200);
  expect(JSON.parse(done.text)).toEqual({ success: true, message: "Your message has been sent." });
  expect(await exited, log()).toBe(0);
  expect(log()).toContain("finishing the requests in flight");
  // Closed cleanly: the WAL was checkpointed into the file and removed; the message is there.
  expect(fs.existsSync(`${dbFile}-wal`)).toBe(false);
  const copy = new Database(dbFile, { readonly: true });
  const row = copy
    .prepare("SELECT message FROM contact_messages WHERE message = ?")
    .get("Sent across a shutdown");
  copy.close();
  expect(row).toBeTruthy();
  // And it takes no new connection any more.
  await expect(fetch(`${server.origin}/healthcheck`)).rejects.toThrow();
});

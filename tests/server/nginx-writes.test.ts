/**
 * deploy/nginx/bel.conf, run by nginx (Debian's, when installed) in front of stand-in processes:
 * a write is never passed to a second process once one received a byte of it, one that no process
 * received goes to another with its body whole, and a GET is retried as before
 * (docs/deploy.md, "Several processes behind nginx"). npm run sim:cluster runs the same file
 * under load; this holds the rules one request at a time.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));

/** A free port on loopback. */
async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** The site file for plain HTTP on `port` in front of `upstreams`, its files in `dir`. */
function renderSite(dir: string, port: number, upstreams: number[]) {
  let text = fs.readFileSync(path.join(ROOT, "deploy", "nginx", "bel.conf"), "utf8");
  const replace = (pattern: RegExp, by: string) => {
    expect(text, String(pattern)).toMatch(pattern);
    text = text.replace(pattern, by);
  };
  replace(
    /^(\s*)server 127\.0\.0\.1:\d+ (.*);\n(?:\s*server 127\.0\.0\.1:\d+ .*;\n)*/m,
    upstreams.map((p) => `$1server 127.0.0.1:${p} $2;\n`).join(""),
  );
  replace(/\/var\/cache\/nginx\/bel\b/, path.join(dir, "cache"));
  // The plain-HTTP server (its redirect) is not under test: a port of its own.
  replace(/listen 80;/, `listen 127.0.0.1:${port + 1};`);
  replace(/^\s*listen \[::\]:80;\n/m, "");
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
  replace(/^\s*listen \[::\]:443 ssl http2;\n/m, "");
  replace(/^\s*ssl_\w+\s+[^;]+;\n/gm, "");
  replace(/access_log \S+ bel;/, `access_log ${path.join(dir, "access.log")} bel;`);
  replace(/error_log\s+\S+ warn;/, `error_log ${path.join(dir, "error.log")} warn;`);
  return text;
}

/** What the stand-in processes received: method and body, in order. */
const received: { port: number; method: string; body: string }[] = [];

/** A process that answers 200 with the method and body it read. */
async function answering() {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ port, method: request.method ?? "", body });
      response.end(`${request.method} ${body.length}`);
    });
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { port, close: () => new Promise((r) => server.close(r)) };
}

/** A process that reads a request and dies without answering (it may have written it). */
async function dying() {
  const port = await freePort();
  const server = net.createServer((socket) =>
    socket.once("data", (data) => {
      received.push({ port, method: String(data).split(" ")[0], body: "" });
      socket.destroy();
    }),
  );
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { port, close: () => new Promise((r) => server.close(r)) };
}

describe.skipIf(!NGINX)("deploy/nginx/bel.conf under nginx", () => {
  let dir: string;
  let nginx: ChildProcess | null = null;
  let port: number;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bel-nginx-writes-"));
    fs.chmodSync(dir, 0o755);
  });
  /** Stops nginx and the stand-ins, and forgets what they received. */
  async function stop() {
    if (nginx) {
      const exited = new Promise((r) => nginx!.once("exit", r));
      nginx.kill("SIGQUIT");
      await exited;
      nginx = null;
    }
    await Promise.all(closers.splice(0).map((close) => close()));
    received.length = 0;
  }
  afterEach(stop);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** nginx in front of `upstreams`, in this order, answering once ready. */
  async function start(upstreams: number[]) {
    port = await freePort();
    fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
    fs.writeFileSync(path.join(dir, "bel.conf"), renderSite(dir, port, upstreams));
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, "tmp", name)};`;
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        "worker_processes 1;",
        `pid ${path.join(dir, "nginx.pid")};`,
        `error_log ${path.join(dir, "error.log")} warn;`,
        "events { worker_connections 64; }",
        "http {",
        `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
        `  include ${path.join(dir, "bel.conf")};`,
        "}",
        "",
      ].join("\n"),
    );
    const args = ["-p", dir, "-c", path.join(dir, "nginx.conf")];
    const test = spawnSync(NGINX!, ["-t", "-q", ...args], { encoding: "utf8" });
    expect(test.status, test.stderr).toBe(0);
    nginx = spawn(NGINX!, ["-g", "daemon off;", ...args], { stdio: "ignore" });
    for (;;) {
      const ready = await new Promise<boolean>((r) => {
        const probe = net.connect(port, "127.0.0.1");
        probe.once("connect", () => (probe.destroy(), r(true)));
        probe.once("error", () => r(false));
      });
      if (ready) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const send = (method: string, body?: string) =>
    fetch(`http://127.0.0.1:${port}/api/bel/reviews`, { method, body });

  it("sends a write no process received to the next, with its body whole", async () => {
    const refusing = await freePort(); // nothing listens there
    const next = await answering();
    closers.push(next.close);
    await start([refusing, next.port]);
    // Past client_body_buffer_size: the body goes through a file, and is sent again from it.
    const body = "x".repeat(200_000);
    const answer = await send("PUT", body);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(`PUT ${body.length}`);
    expect(received).toEqual([{ port: next.port, method: "PUT", body }]);
  });

  it("answers 502 for a write a process received and did not answer, and sends it nowhere else", async () => {
    for (const method of ["PUT", "DELETE", "POST", "PATCH"]) {
      const first = await dying();
      const next = await answering();
      closers.push(first.close, next.close);
      await start([first.port, next.port]);
      const answer = await send(method, "a review");
      expect(answer.status, method).toBe(502);
      expect(received, method).toEqual([{ port: first.port, method, body: "" }]);
      await stop();
    }
  });

  it("still passes a GET that failed to the next process", async () => {
    const first = await dying();
    const next = await answering();
    closers.push(first.close, next.close);
    await start([first.port, next.port]);
    const answer = await fetch(`http://127.0.0.1:${port}/products`);
    expect(answer.status).toBe(200);
    expect(received.map((r) => [r.port, r.method])).toEqual([
      [first.port, "GET"],
      [next.port, "GET"],
    ]);
  });
});

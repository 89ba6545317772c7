#!/usr/bin/env node
/**
 * npm start: build when the sources are newer than the build, migrate, seed an empty database,
 * then serve the production build on PORT (3000).
 *
 * Started with no environment (a fresh clone), it runs as a local demo: NODE_ENV=production for
 * speed, and a random session secret kept in db/.demo-session-secret (git-ignored). Started with
 * NODE_ENV=production, it is a real deployment: SESSION_SECRET and friends must be set, and the
 * app stops with a message naming what is missing.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env };

if (!env.NODE_ENV) {
  env.NODE_ENV = "production";
  if (!env.SESSION_SECRET) {
    const file = path.join(root, "db", ".demo-session-secret");
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    }
    env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
    console.log(
      "Local demo mode: session secret from db/.demo-session-secret (set SESSION_SECRET in production).",
    );
  }
  env.SITE_URL ??= `http://localhost:${env.PORT ?? 3000}`;
}

function newest(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((e) => newest(path.join(entry, e))));
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const built = newest("build/index.js");
const sources = Math.max(newest("app"), newest("remix.config.js"), newest("package.json"));
if (!built || sources > built) run(bin("remix"), ["build"]);
else console.log("Build is up to date.");

run(bin("tsx"), ["db/seed/index.ts", "--if-empty"]);

const server = spawn(bin("remix-serve"), ["build/index.js"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

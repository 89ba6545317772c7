/**
 * The server the end-to-end tests run against: the production build (npm test builds it first),
 * on a fresh database and uploads folder of its own, seeded with the demo catalogue.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const tmp = path.join(root, "tests", ".tmp", "e2e");
fs.rmSync(tmp, { recursive: true, force: true });
fs.mkdirSync(tmp, { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: process.env.E2E_PORT ?? "3100",
  HOST: "127.0.0.1",
  DATABASE_PATH: path.join(tmp, "e2e.sqlite"),
  UPLOADS_DIR: path.join(tmp, "uploads"),
  OUTBOX_DIR: path.join(tmp, "outbox"),
  SESSION_SECRET: "e2e-session-secret",
  SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "3100"}`,
  // Every API answer is checked against the registry's schema on the server as well.
  VALIDATE_API_RESPONSES: "true",
};
const bin = (name) => path.join(root, "node_modules", ".bin", name);
if (!fs.existsSync(path.join(root, "build", "index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const seed = spawnSync(bin("tsx"), ["db/seed/index.ts", "--if-empty"], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (seed.status !== 0) process.exit(seed.status ?? 1);
const server = spawn(bin("remix-serve"), ["build/index.js"], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

/**
 * The server the end-to-end tests run against: the production build (npm test builds it first),
 * on a fresh database and uploads folder of its own, seeded with the demo catalogue.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { PROCESS_ENV, serverCommand } from "../../server/launch.js";
import {
  CORS_ORIGIN,
  DEMO_DB,
  E2E_DB,
  E2E_DIR,
  OUTBOX,
  PORT,
  ROOT as root,
  serverEnv,
  UPLOADS_DIR,
} from "./environment.js";

fs.rmSync(E2E_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_DIR, { recursive: true });

const env = serverEnv(
  { port: PORT, database: E2E_DB, uploads: UPLOADS_DIR, outbox: OUTBOX },
  {
    CORS_ORIGINS: CORS_ORIGIN,
    // Every API answer is checked against the registry's schema on the server as well.
    VALIDATE_API_RESPONSES: "true",
    // The test runner is the proxy in front: each test's X-Forwarded-For is its client address.
    TRUST_PROXY: "loopback",
    // Scheduled products are looked for every second, not every 30 s: a journey makes the time
    // of a schedule pass (admin-schedule.spec.ts) and waits for the product to go live.
    SCHEDULE_TICK_MS: "1000",
  },
);
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
// The tests that measure the demo catalogue itself (page-weight.spec.ts) start a server of their
// own on this copy, instead of seeding another while the suite runs.
const seeded = new Database(E2E_DB, { readonly: true });
seeded.exec(`VACUUM INTO '${DEMO_DB.replaceAll("'", "''")}'`);
seeded.close();
// As production starts it (server/launch.js).
const { command, args } = serverCommand();
const server = spawn(command, args, {
  cwd: root,
  env: { ...PROCESS_ENV, ...env },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

#!/usr/bin/env node
/**
 * npm start, in one of two modes.
 *
 * Local demo (NODE_ENV unset, a fresh clone): build when the sources are newer than the build,
 * seed the demo catalogue into an empty database, then serve the production build on PORT (3000)
 * with NODE_ENV=production for speed and a random session secret kept in db/.demo-session-secret
 * (git-ignored). This mode needs the dev dependencies (the Remix compiler, tsx for the seed).
 *
 * Deployment (NODE_ENV set, e.g. production): serve the build that `npm run build` made, nothing
 * else. It never builds and never seeds, so it runs on an install without dev dependencies
 * (`npm prune --omit=dev`); the database is migrated when the app opens it (db/client.ts), and the
 * app stops with a message naming any missing setting (SESSION_SECRET, SITE_URL, …).
 *
 * In both modes, with BACKUP_URL set the server runs under `litestream replicate -exec`, which
 * copies every write to the backup while the server runs (db/backup.js, docs/deploy.md).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { backupSettings, litestreamBinary, writeLitestreamConfig } from "../db/backup.js";
import { PROCESS_ENV, serverCommand } from "../server/launch.js";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env };
const demo = !env.NODE_ENV;
let backup;
try {
  backup = backupSettings(env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
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

/**
 * BRAND_SLUG places the sign-in page (/admin-{slug}) when the routes are made, at build time
 * (remix.config.js): the slug the build has, read from its route manifest.
 */
function builtSlug() {
  const text = built ? fs.readFileSync("build/index.js", "utf8") : "";
  return /"sign-in": \{ id: "sign-in", parentId: "root", path: "admin-([a-z0-9-]+)"/.exec(
    text,
  )?.[1];
}
const wantedSlug = env.BRAND_SLUG || "bel";
const slugChanged = Boolean(built) && builtSlug() !== wantedSlug;

if (demo) {
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

  if (!built || sources > built || slugChanged) {
    run(bin("remix"), ["build"]);
    run(process.execPath, ["scripts/precompress.js"]);
  } else console.log("Build is up to date.");
  run(bin("tsx"), ["db/seed/index.ts", "--if-empty"]);
} else if (!built) {
  console.error(
    `NODE_ENV=${env.NODE_ENV} serves the build of \`npm run build\`, and there is none: build first ` +
      "(with the dev dependencies installed), or start without NODE_ENV for the local demo.",
  );
  process.exit(1);
} else if (slugChanged) {
  console.error(
    `BRAND_SLUG is "${wantedSlug}" but the build signs staff in at /admin-${builtSlug()}: ` +
      "run `npm run build` with the same BRAND_SLUG.",
  );
  process.exit(1);
} else if (sources > built) {
  console.warn("Warning: app/ has changed since the last build; run `npm run build` to serve it.");
}

// The server's flags and the environment it starts with (server/launch.js); a setting of the
// environment given here wins.
for (const [name, value] of Object.entries(PROCESS_ENV)) env[name] ??= value;
const { command: node, args: nodeArgs } = serverCommand();
const serve = [node, ...nodeArgs];
const [command, ...args] = backup
  ? [
      litestreamBinary(),
      ...["replicate", "-config", writeLitestreamConfig(backup, env)],
      ...["-exec", serve.map((word) => JSON.stringify(word)).join(" ")],
    ]
  : serve;
if (backup) console.log(`Backing the database up to ${backup.url} with Litestream.`);
const server = spawn(command, args, { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

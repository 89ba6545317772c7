/**
 * Continuous backup, as a deployment runs it: `npm start` with BACKUP_URL set to a file replica
 * runs the server under Litestream; a write made through the site reaches the replica (the
 * healthcheck and the dashboard say when), and `npm run db:restore` brings it back in a new file,
 * refusing to overwrite one. A server of its own, on a copy of the e2e database.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { createUser } from "./admin.fixtures";
import { E2E_DIR, ROOT } from "./environment.js";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";

const port = ownPort("backup");
let server: OwnServer | undefined;
let dir: string;
test.beforeEach(() => {
  dir = fs.mkdtempSync(path.join(E2E_DIR, "backup-"));
});
test.afterEach(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Health = {
  status: string;
  backup: { state: string; target?: string; lastCopyAt?: string | null };
};

function restore(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ["scripts/db-restore.js", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

test("npm start with BACKUP_URL replicates every write, and db:restore brings it back", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const replica = path.join(dir, "replica");
  const staff = createUser("admin");
  server = await startOwnServer("backup", {
    port,
    npmStart: true,
    env: { BACKUP_URL: `file://${replica}` },
  });
  expect(server.log()).toContain("Backing the database up to file://");
  const client = await playwright.request.newContext({ baseURL: server.origin });

  const message = `Sent before the disk died ${Date.now()}`;
  const sent = await client.post("/api/bel/reach-us", {
    data: {
      name: "Pat Backup",
      email: "pat@example.com",
      selectedCountry: "United Kingdom",
      phone: "07700900123",
      message,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // Restored into a new file, the copy holds the message, checked whole: restored again until
  // Litestream's copy (every second) has it.
  const settings = { BACKUP_URL: `file://${replica}`, DATABASE_PATH: server.database };
  let restores = 0;
  let target = "";
  let restored: ReturnType<typeof restore> | undefined;
  await expect
    .poll(
      () => {
        target = path.join(dir, `restored-${++restores}.sqlite`);
        restored = restore(settings, "--to", target);
        if (restored.status !== 0) return `db:restore: ${restored.stderr}${restored.stdout}`;
        const copy = new Database(target, { readonly: true });
        const found = copy
          .prepare("SELECT name FROM contact_messages WHERE message = ?")
          .get(message) as { name: string } | undefined;
        copy.close();
        return found?.name ?? "not in the copy yet";
      },
      { timeout: 60_000 },
    )
    .toBe("Pat Backup");
  expect(restored!.stdout).toContain("integrity_check: ok; foreign key problems: 0.");

  // The healthcheck says the backup is current, with when the last copy was made.
  await expect
    .poll(
      async () => {
        const health = (await (await client.get("/healthcheck")).json()) as Health;
        return health.backup.state === "current" && Boolean(health.backup.lastCopyAt);
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  // Staff see the same on the dashboard.
  const login = await client.post("/api/bel/admin-bel", {
    data: { email: staff.email, password: staff.password },
  });
  expect(login.status()).toBe(200);
  const dashboard = await (await client.get("/admin/dashboard")).text();
  expect(dashboard).toMatch(/data-state="current"/);
  expect(dashboard).toContain(`To file://${replica}`);
  expect(dashboard).toMatch(
    /Last copy <time dateTime="[^"]+">[^<]+<\/time> \(\d+ (s|min) ago\)(<!-- -->)?: every change is copied/,
  );

  // It never overwrites a file, and says so.
  const again = restore(settings, "--to", target);
  expect(again.status).toBe(1);
  expect(again.stderr).toContain("exists; restore to a new path (nothing was changed).");
  const noBackup = restore({ BACKUP_URL: "" }, "--to", path.join(dir, "other.sqlite"));
  expect(noBackup.status).toBe(1);
  expect(noBackup.stderr).toContain("BACKUP_URL is not set");
});

test("a BACKUP_URL that is neither s3:// nor file:/// stops npm start with the reason", async () => {
  const start = spawnSync(process.execPath, ["scripts/start.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", BACKUP_URL: "ftp://backups.example.com/bel" },
    encoding: "utf8",
  });
  expect(start.status).toBe(1);
  expect(start.stderr).toContain("BACKUP_URL");
  expect(start.stderr).toContain("is neither s3://bucket/path nor file:///path");
});

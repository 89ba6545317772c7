import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupSettings, litestreamConfig } from "../../db/backup.js";
import { ageText } from "~/components/admin/backup-status";
import { isLate } from "~/models/backup.server";

describe("backup settings (db/backup.js)", () => {
  it("are none without BACKUP_URL", () => {
    expect(backupSettings({})).toBeNull();
    expect(backupSettings({ BACKUP_URL: " " })).toBeNull();
  });

  it("take a second disk, with the config beside the database", () => {
    const settings = backupSettings({
      BACKUP_URL: "file:///mnt/backup/bel",
      DATABASE_PATH: "/srv/bel/bel.sqlite",
    });
    expect(settings).toMatchObject({
      kind: "file",
      database: "/srv/bel/bel.sqlite",
      syncInterval: "1s",
      syncSeconds: 1,
      warnAfterMinutes: 15,
      configPath: "/srv/bel/.bel.sqlite-litestream.yml",
    });
    expect(litestreamConfig(settings!, {})).toBe(
      [
        "# Written by npm start from the environment (db/backup.js); edits are overwritten.",
        "dbs:",
        '  - path: "/srv/bel/bel.sqlite"',
        "    replicas:",
        '      - url: "file:///mnt/backup/bel"',
        "        sync-interval: 1s",
        "",
      ].join("\n"),
    );
  });

  it("take a bucket, its region and an S3-compatible endpoint, never the credentials", () => {
    const source = {
      BACKUP_URL: "s3://bel-backups/db",
      BACKUP_SYNC_INTERVAL: "500ms",
      AWS_REGION: "eu-west-2",
      AWS_ENDPOINT_URL_S3: "https://minio.example.com",
      AWS_ACCESS_KEY_ID: "key-id",
      AWS_SECRET_ACCESS_KEY: "very-secret",
    };
    const settings = backupSettings(source)!;
    expect(settings.kind).toBe("s3");
    expect(settings.syncSeconds).toBe(0.5);
    expect(settings.database).toBe(path.resolve("db/bel.sqlite"));
    const config = litestreamConfig(settings, source);
    expect(config).toContain('      - url: "s3://bel-backups/db"');
    expect(config).toContain('        region: "eu-west-2"');
    expect(config).toContain('        endpoint: "https://minio.example.com"');
    expect(config).toContain("        force-path-style: true");
    expect(config).toContain("        sync-interval: 500ms");
    expect(config).not.toContain("very-secret");
    expect(config).not.toContain("key-id");
  });

  it("refuse what is not a backup address, a duration or a number of minutes, naming each", () => {
    expect(() =>
      backupSettings({
        BACKUP_URL: "ftp://example.com/bel",
        BACKUP_SYNC_INTERVAL: "soon",
        BACKUP_WARN_AFTER_MINUTES: "-1",
      }),
    ).toThrow(
      [
        "Invalid environment:",
        '  BACKUP_URL: "ftp://example.com/bel" is neither s3://bucket/path nor file:///path',
        '  BACKUP_SYNC_INTERVAL: "soon" is not a duration such as 1s or 500ms',
        '  BACKUP_WARN_AFTER_MINUTES: "-1" is not a number of minutes',
      ].join("\n"),
    );
    expect(() => backupSettings({ BACKUP_URL: "file://relative/path" })).toThrow(/BACKUP_URL/);
  });
});

describe("whether the backup is late", () => {
  const minute = 60_000;
  const now = Date.parse("2026-11-27T12:00:00Z");
  const warnAfterMinutes = 15;

  it("is not when everything written is copied, however long ago", () => {
    expect(
      isLate({
        lastWrite: now - 300 * minute,
        lastCopy: now - 299 * minute,
        now,
        warnAfterMinutes,
      }),
    ).toBe(false);
    // A write in the same second as the copy (Litestream's times are to the second) is in it.
    expect(
      isLate({
        lastWrite: now - 20 * minute + 900,
        lastCopy: now - 20 * minute,
        now,
        warnAfterMinutes,
      }),
    ).toBe(false);
  });

  it("is not while uncopied changes are younger than the threshold", () => {
    expect(
      isLate({ lastWrite: now - 14 * minute, lastCopy: now - 30 * minute, now, warnAfterMinutes }),
    ).toBe(false);
  });

  it("is when changes have waited longer than the threshold, or nothing was ever copied", () => {
    expect(
      isLate({ lastWrite: now - 16 * minute, lastCopy: now - 30 * minute, now, warnAfterMinutes }),
    ).toBe(true);
    expect(isLate({ lastWrite: now - 16 * minute, lastCopy: null, now, warnAfterMinutes })).toBe(
      true,
    );
  });
});

describe("the age of the last copy", () => {
  it("is said in the unit a person reads at a glance", () => {
    expect([0, 59, 60, 7199, 7200, 172_799, 172_800].map(ageText)).toEqual([
      "0 s ago",
      "59 s ago",
      "1 min ago",
      "119 min ago",
      "2 h ago",
      "47 h ago",
      "2 days ago",
    ]);
  });
});

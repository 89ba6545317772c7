/**
 * npm run uploads:sweep finds the stored files no record names that are older than a day, in the
 * uploads folder and in a bucket (s3rver, started here), and removes them with --delete; a file
 * a record names, a fresh one and what the store did not generate are kept. A removal that fails
 * after a deletion leaves a file the sweep finds.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import { createDatasheet, deleteDatasheet } from "~/models/datasheet.server";
import { findOrphans, removeOrphans } from "~/models/upload-sweep.server";
import { createStorage, storage, type UploadBackend } from "~/storage.server";
import { localBackend } from "~/storage/local.server";
import { s3Backend } from "~/storage/s3.server";
import { certificates, datasheets } from "../../db/schema";
import { startBucket, type TestBucket } from "../bucket";
import { pdf, picture } from "../uploads";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DAY = 24 * 60 * 60 * 1000;
const twoDaysAgo = () => new Date(Date.now() - 2 * DAY);

let bucket: TestBucket;
beforeAll(async () => {
  bucket = await startBucket();
});
afterAll(() => bucket.stop());

type Setup = {
  backend: UploadBackend;
  backdate: (key: string, when: Date) => void;
  env: Record<string, string>;
};
const backends: Record<string, () => Setup> = {
  folder: () => ({
    backend: localBackend(paths.uploads),
    backdate: (key, when) => fs.utimesSync(path.join(paths.uploads, key), when, when),
    env: { UPLOADS_DIR: paths.uploads },
  }),
  bucket: () => ({
    backend: s3Backend(bucket.settings),
    backdate: bucket.backdate,
    env: { ...bucket.env, UPLOADS_DIR: paths.uploads },
  }),
};

/** Runs the script with `args`, the test's database and the backend's settings. */
async function sweep(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["node_modules/.bin/tsx", "scripts/uploads-sweep.ts", ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
    );
    return { code: 0, lines: stdout.trim().split("\n"), stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, lines: failed.stdout.trim().split("\n"), stderr: failed.stderr };
  }
}

describe.each(Object.keys(backends))("in a %s", (kind) => {
  let setup: Setup;
  beforeAll(() => {
    setup = backends[kind]();
  });
  afterEach(async () => {
    await setup.backend.remove((await setup.backend.list()).map((e) => e.key));
    fs.rmSync(paths.uploads, { recursive: true, force: true });
    db.delete(datasheets).run();
    db.delete(certificates).run();
  });

  it("lists the old orphans, removes them with --delete, and keeps the rest", async () => {
    const store = createStorage(setup.backend);
    const old = (...keys: string[]) => keys.forEach((key) => setup.backdate(key, twoDaysAgo()));
    const files = (image: { variants: { file: string }[] }) => image.variants.map((v) => v.file);

    // Orphans: an image (every rendition) and a PDF no record names, written two days ago.
    const orphanImage = await store.saveImage("certificates", await picture("png"));
    const orphanPdf = await store.savePdf("datasheets", await pdf());
    old(...files(orphanImage), orphanPdf);
    // Named by records, as old: a datasheet's PDF, a certificate's image (by its main file).
    const namedPdf = await store.savePdf("datasheets", await pdf());
    const namedImage = await store.saveImage("certificates", await picture("png"));
    old(namedPdf, ...files(namedImage));
    db.insert(datasheets).values({ title: "Kept", file: namedPdf }).run();
    db.insert(certificates).values({ title: "Kept", image: namedImage.file }).run();
    // An orphan of an hour ago: an upload whose record may not have committed yet.
    const fresh = await store.savePdf("datasheets", await pdf());
    // Not the store's: never touched.
    await store.markRenditionsComplete();
    await setup.backend.put("notes.txt", new TextEncoder().encode("not an upload"), "text/plain");
    old(".renditions", "notes.txt");

    const orphans = [...files(orphanImage), orphanPdf].sort();
    expect((await findOrphans(setup.backend)).map((o) => o.key).sort()).toEqual(orphans);

    const listed = await sweep(setup.env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.lines[0]).toBe(
      `Stored files in ${setup.backend.location} that no record names, older than 24 h:`,
    );
    expect(
      listed.lines
        .slice(1, -1)
        .map((line) => line.split(" ")[1])
        .sort(),
    ).toEqual(orphans);
    for (const line of listed.lines.slice(1, -1)) {
      expect(line).toMatch(/^orphan \S+ \d+ KB 2 days$/);
    }
    expect(listed.lines.at(-1)).toMatch(
      new RegExp(
        `^${orphans.length} files \\(\\d+ KB\\); run again with --delete to remove them\\.$`,
      ),
    );
    // Listing removes nothing.
    for (const key of orphans) expect(await setup.backend.exists(key)).toBe(true);

    const removed = await sweep(setup.env, "--delete");
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.lines.at(-1)).toMatch(new RegExp(`^Removed ${orphans.length} files `));
    for (const key of orphans) expect(await setup.backend.exists(key)).toBe(false);
    for (const key of [namedPdf, ...files(namedImage), fresh]) {
      expect(await setup.backend.exists(key)).toBe(true);
    }
    const rest = (await setup.backend.list()).map((e) => e.key);
    expect(rest).toEqual(expect.arrayContaining([".renditions", "notes.txt"]));

    // With a younger age the fresh orphan is one too.
    const young = await sweep(setup.env, "--min-age-hours", "0");
    expect(young.lines.slice(1, -1).map((line) => line.split(" ")[1])).toEqual([fresh]);
    expect((await sweep(setup.env)).lines.at(-1)).toBe("0 files (0 KB).");
  });
});

it("refuses an age that is not a number of hours, with a message", async () => {
  const bad = await sweep({}, "--min-age-hours", "a day");
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(/--min-age-hours takes a number of hours/);
  const unknown = await sweep({}, "--everything");
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toMatch(/Usage: npm run uploads:sweep/);
});

it("finds the file a deletion failed to remove, and removes it", async () => {
  const actor = { id: null, name: "Test", email: "", address: "local" };
  const created = await createDatasheet(actor, { title: "Gone", datasheet: await pdf() });
  const file = db.select().from(datasheets).all()[0].file;
  expect(created.title).toBe("Gone");
  const failing = vi
    .spyOn(storage.backend, "remove")
    .mockRejectedValueOnce(new Error("the bucket did not answer"));
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  await deleteDatasheet(actor, created.id);
  expect(failing).toHaveBeenCalledWith([file]);
  expect(logged.mock.calls[0][0]).toMatch(/could not remove .*npm run uploads:sweep removes them/);
  failing.mockRestore();
  logged.mockRestore();
  expect(db.select().from(datasheets).all()).toEqual([]);
  expect(await storage.backend.exists(file)).toBe(true);

  // Not a day old yet: kept. A day later the sweep finds it, and removes it.
  expect(await findOrphans(storage.backend)).toEqual([]);
  const later = new Date(Date.now() + DAY + 60_000);
  const found = await findOrphans(storage.backend, { now: later });
  expect(found.map((o) => o.key)).toEqual([file]);
  await removeOrphans(storage.backend, found);
  expect(await storage.backend.exists(file)).toBe(false);
});

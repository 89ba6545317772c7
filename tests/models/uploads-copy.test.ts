/**
 * npm run uploads:copy copies the uploads folder into the bucket UPLOADS_URL names (s3rver,
 * started here): every stored file and the renditions marker, nothing else, saying what it
 * copied; run again, it copies only what is new and skips the rest.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { paths } from "~/env.server";
import { createStorage } from "~/storage.server";
import { localBackend } from "~/storage/local.server";
import { s3Backend } from "~/storage/s3.server";
import { startBucket, type TestBucket } from "../bucket";
import { pdf, picture } from "../uploads";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let bucket: TestBucket;
beforeAll(async () => {
  bucket = await startBucket();
});
afterAll(() => bucket.stop());

/**
 * Runs the script (asynchronously: the bucket answers from this very process) with `env` on top
 * of the bucket's settings; its exit code, standard output lines and error output.
 */
async function run(env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["node_modules/.bin/tsx", "scripts/uploads-copy.ts"],
      { cwd: ROOT, env: { ...process.env, ...bucket.env, UPLOADS_DIR: paths.uploads, ...env } },
    );
    return { code: 0, lines: stdout.trim().split("\n"), stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, lines: failed.stdout.trim().split("\n"), stderr: failed.stderr };
  }
}

async function copy() {
  const { code, lines, stderr } = await run();
  expect(code, stderr).toBe(0);
  return lines;
}

it("copies the folder into the bucket once, saying what it copied, and later only what is new", async () => {
  const folder = createStorage(localBackend(paths.uploads));
  const image = await folder.saveImage("products", await picture("png", { width: 500 }));
  const datasheet = await folder.savePdf("datasheets", await pdf());
  await folder.markRenditionsComplete();
  // Not the store's: never copied.
  fs.writeFileSync(path.join(paths.uploads, "notes.txt"), "not an upload");

  const files = [...image.variants.map((v) => v.file), datasheet, ".renditions"].sort();
  const first = await copy();
  expect(first[0]).toBe(`Copying ${paths.uploads} to s3://bel-uploads/site/uploads`);
  expect(first.slice(1, -1).sort()).toEqual(files.map((f) => `copied ${f}`));
  expect(first.at(-1)).toMatch(
    new RegExp(`^Copied ${files.length} files \\(0\\.\\d MB\\); 0 already there\\.$`),
  );

  const target = s3Backend(bucket.settings);
  expect((await target.list()).map((entry) => entry.key).sort()).toEqual(files);
  const copied = await target.get(datasheet);
  expect(
    (await buffer(copied!.body)).equals(fs.readFileSync(path.join(paths.uploads, datasheet))),
  ).toBe(true);
  // Served from the bucket as from the folder.
  const inBucket = createStorage(target);
  expect(
    (await sharp(await buffer((await inBucket.open(image.file))!.body)).metadata()).format,
  ).toBe("webp");
  expect(await inBucket.renditionsComplete()).toBe(true);

  const later = await folder.savePdf("datasheets", await pdf());
  expect(await copy()).toEqual([
    `Copying ${paths.uploads} to s3://bel-uploads/site/uploads`,
    `copied ${later}`,
    `Copied 1 file (0.0 MB); ${files.length} already there.`,
  ]);
  expect((await copy()).at(-1)).toBe(`Copied 0 files (0.0 MB); ${files.length + 1} already there.`);
});

it("refuses to run without a bucket", async () => {
  const { code, stderr } = await run({ UPLOADS_URL: "" });
  expect(code).toBe(1);
  expect(stderr).toContain("Set UPLOADS_URL");
});

/**
 * The catalogue import beyond the CSV itself (docs/admin.md, Catalogue CSV): the demo catalogue
 * exported and imported back unchanged, pictures from a ZIP sent with the file (checked by their
 * content, stored like any upload, the archive trusted in nothing), and applying as a job whose
 * progress can be read.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { productImages, products } from "../../db/schema";
import { seedDemo } from "../../db/seed/demo";
import { count, eq } from "drizzle-orm";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import { SCRIPT_ACTOR } from "~/models/audit.server";
import { catalogueCsvBatches, catalogueCsvColumns } from "~/models/catalogue-csv.server";
import {
  IMPORT_INTERRUPTED,
  previewStashedImport,
  readImportJob,
  startImportJob,
} from "~/models/catalogue-import-job.server";
import { IMPORT_EXPIRED, importZipPath, stashImportFile } from "~/models/catalogue-import.server";
import { CATALOGUE_ZIP_MAX_ENTRIES, NOT_ZIP, ZIP_TOO_MANY } from "~/models/catalogue-zip.server";
import * as apiRoute from "~/routes/api.bel.$";
import { csvChunk } from "~/utils/csv.server";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, insertUser, makeRequest, run } from "../routes/admin.helpers";
import { makeZip } from "../zip";

const countOf = (table: typeof products | typeof productImages) =>
  db.select({ n: count() }).from(table).get()!.n;
const options = { createMissingValues: false };
const bytes = (text: string) => new TextEncoder().encode(text);

function exportText() {
  const columns = catalogueCsvColumns();
  let text = "";
  let first = true;
  for (const batch of catalogueCsvBatches()) {
    text += csvChunk(columns, batch, first);
    first = false;
  }
  return text;
}

async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("not refused");
}

const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: "#c00000" } })
    .png()
    .toBuffer();

beforeEach(() => {
  resetDb();
});

describe("the demo catalogue", () => {
  it("exported, imports back as 0 created, 0 updated, every row unchanged", async () => {
    await seedDemo("BEL Cables", () => {});
    const count = countOf(products);
    expect(count).toBeGreaterThan(10);
    const token = stashImportFile(bytes(exportText()));
    const preview = await previewStashedImport(token, options);
    expect(preview.counts).toEqual({ create: 0, update: 0, unchanged: count, error: 0 });
    const result = await startImportJob(SCRIPT_ACTOR, token, options);
    expect(result).toEqual({ created: 0, updated: 0, unchanged: count, errors: 0 });
    expect(readImportJob(token)).toMatchObject({ status: "done", result });
  }, 180_000);
});

describe("pictures from a ZIP", () => {
  const HEADER = "sku;name;category;description;images";

  it("previews each named picture checked by its content; applying stores them like uploads", async () => {
    createTaxonomy();
    const picture = await png();
    const zip = makeZip([
      { name: "pictures/front.png", data: picture },
      { name: "../../evil.png", data: picture },
      { name: "/etc/abs.png", data: picture },
      { name: "notes.png", data: "<html><script>alert(1)</script></html>" },
      { name: "big.png", data: new Uint8Array(11 * 1024 * 1024) },
      { name: "bomb.png", data: new Uint8Array(3 * 1024 * 1024), declaredSize: 100 },
      { name: "a/twice.png", data: picture },
      { name: "b/twice.png", data: picture },
      { name: "__MACOSX/._front.png", data: "junk" },
    ]);
    const text = [
      HEADER,
      "Z-1;Zipped;Copper Connectivity;One.;front.png",
      "Z-2;Climbs out;Copper Connectivity;Two.;evil.png",
      "Z-3;Absolute;Copper Connectivity;Three.;abs.png",
      "Z-4;Not a picture;Copper Connectivity;Four.;notes.png",
      "Z-5;Too big;Copper Connectivity;Five.;big.png",
      "Z-6;Lies;Copper Connectivity;Six.;bomb.png",
      "Z-7;Ambiguous;Copper Connectivity;Seven.;twice.png",
    ].join("\n");
    const productFiles = () =>
      fs.existsSync(path.join(paths.uploads, "products"))
        ? fs.readdirSync(path.join(paths.uploads, "products"))
        : [];
    const before = new Set(productFiles());
    const token = stashImportFile(bytes(text), zip);
    const preview = await previewStashedImport(token, options);
    expect(preview.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 6 });
    expect(preview.rows.map((r) => r.errors)).toEqual([
      [],
      ["unknown image: evil.png"],
      ["unknown image: abs.png"],
      ["image notes.png of the ZIP: not a picture (JPEG, PNG, WebP or AVIF)"],
      ["image big.png of the ZIP: larger than 10 MB"],
      ["image bomb.png of the ZIP: the ZIP entry is damaged"],
      ["image twice.png of the ZIP: two files in the ZIP have this name"],
    ]);
    expect(countOf(products)).toBe(0);

    const result = await startImportJob(SCRIPT_ACTOR, token, options);
    expect(result).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 6 });
    const product = db.select().from(products).where(eq(products.sku, "Z-1")).get()!;
    const [image] = db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .all();
    // Re-encoded under a generated name, every rendition on disk.
    expect(image.file).toMatch(/^products\/[0-9a-f]{24}-\d+\.webp$/);
    expect(image.width).toBe(60);
    for (const v of image.variants)
      expect(fs.existsSync(path.join(paths.uploads, v.file))).toBe(true);
    // The stash is gone; only the stored picture's files are left of the upload.
    expect(importZipPath(token)).toBeNull();
    const added = productFiles().filter((f) => !before.has(f));
    expect(added.length).toBe(image.variants.length);
    expect(added.every((f) => f.startsWith(image.file.slice(9, 33)))).toBe(true);
  });

  it("refuses a file that is no ZIP, and one with too many entries, whole", async () => {
    createTaxonomy();
    const text = `${HEADER}\nZ-1;Zipped;Copper Connectivity;One.;front.png`;
    const notZip = await refusal(() =>
      previewStashedImport(stashImportFile(bytes(text), bytes("just text")), options),
    );
    expect([notZip.status, notZip.message]).toEqual([400, NOT_ZIP]);
    const many = makeZip(
      Array.from({ length: CATALOGUE_ZIP_MAX_ENTRIES + 1 }, (_, i) => ({
        name: `${i}.png`,
        data: "x",
      })),
    );
    const tooMany = await refusal(() =>
      previewStashedImport(stashImportFile(bytes(text), many), options),
    );
    expect([tooMany.status, tooMany.message]).toEqual([413, ZIP_TOO_MANY]);
    // Applying it fails the job, nothing written.
    const token = stashImportFile(bytes(text), many);
    await refusal(() => startImportJob(SCRIPT_ACTOR, token, options));
    expect(readImportJob(token)).toMatchObject({ status: "failed", error: ZIP_TOO_MANY });
    expect(countOf(products)).toBe(0);
    expect((await refusal(async () => readImportJob("0".repeat(32)))).message).toBe(IMPORT_EXPIRED);
  });

  it("POST /admin/products/import takes the ZIP beside the CSV", async () => {
    createTaxonomy();
    const { cookie } = await cookieFor(insertUser({ role: "manager" }).id);
    const zip = makeZip([{ name: "front.png", data: await png() }]);
    const multipart = () => ({
      file: new File([`${HEADER}\nA-1;Api zipped;Copper Connectivity;One.;front.png`], "a.csv"),
      images: new File([new Uint8Array(zip)], "pictures.zip", { type: "application/zip" }),
    });
    const seen = await run(
      apiRoute.action,
      makeRequest("/api/bel/admin/products/import/preview", { cookie, multipart: multipart() }),
    );
    expect([seen.status, seen.json.counts]).toEqual([
      200,
      { create: 1, update: 0, unchanged: 0, error: 0 },
    ]);
    expect(countOf(products)).toBe(0);
    const applied = await run(
      apiRoute.action,
      makeRequest("/api/bel/admin/products/import", { cookie, multipart: multipart() }),
    );
    expect(applied.status).toBe(202);
    const ended = await vi.waitFor(async () => {
      const answer = await run(apiRoute.loader, makeRequest(applied.json.job, { cookie }));
      expect(answer.json.status).toBe("done");
      return answer;
    });
    expect(ended.json.result).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0 });
    expect(countOf(productImages)).toBe(1);
    const bad = await run(
      apiRoute.action,
      makeRequest("/api/bel/admin/products/import/preview", {
        cookie,
        multipart: { ...multipart(), images: new File(["not a zip"], "x.zip") },
      }),
    );
    expect([bad.status, bad.json.message]).toEqual([400, NOT_ZIP]);
  });
});

describe("a job read by another process of the site", () => {
  it("is found there even when that process has a /tmp of its own (systemd's PrivateTmp)", async () => {
    createTaxonomy();
    const token = stashImportFile(
      bytes("sku;name;category;description\nA-1;Elsewhere;Copper Connectivity;One."),
    );
    const result = await startImportJob(SCRIPT_ACTOR, token, options);
    expect(result).toMatchObject({ created: 1 });
    // Beside the database, which every process opens, as its -wal.
    expect(fs.existsSync(path.join(`${paths.database}-imports`, `${token}.job.json`))).toBe(true);
    // The other process: the same modules loaded afresh under another TMPDIR, as systemd gives
    // each bel@ process (deploy/bel@.service, PrivateTmp=true).
    const tmpdir = process.env.TMPDIR;
    const own = fs.mkdtempSync(path.join(path.dirname(paths.database), "private-tmp-"));
    process.env.TMPDIR = own;
    try {
      vi.resetModules();
      const other = await import("~/models/catalogue-import-job.server");
      expect(other.findImportJob(token)).toMatchObject({ status: "done", result });
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
      fs.rmSync(own, { recursive: true, force: true });
    }
  });
});

describe("a job whose process stopped", () => {
  it("is failed, interrupted, instead of writing for ever; one whose process runs is not", () => {
    const token = stashImportFile(bytes("sku;name;category\nA-1;Stopped;Copper Connectivity"));
    const file = path.join(`${paths.database}-imports`, `${token}.job.json`);
    const writing = { status: "writing", written: 5, total: 10, result: null, error: null };
    // A process that has run and exited: its id names no process now.
    const stopped = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.writeFileSync(file, JSON.stringify({ ...writing, pid: stopped }));
    expect(readImportJob(token)).toEqual({
      ...writing,
      status: "failed",
      error: IMPORT_INTERRUPTED,
    });
    // Another process of the site, running (the one that started this test's).
    fs.writeFileSync(file, JSON.stringify({ ...writing, pid: process.ppid }));
    expect(readImportJob(token)).toEqual(writing);
    // An import that ended stays as it ended.
    const done = { ...writing, status: "done", result: { created: 1 } };
    fs.writeFileSync(file, JSON.stringify({ ...done, pid: stopped }));
    expect(readImportJob(token)).toEqual(done);
  });
});

/**
 * Previewing and applying a stashed catalogue CSV (docs/admin.md, Catalogue CSV): the preview
 * checks the ZIP's pictures by their content; applying is a job, with its progress kept beside
 * the stash so that a page refreshing itself (no JavaScript needed) can show it.
 *
 * Applying stays one IMMEDIATE transaction (catalogue-import.server.ts, applyCatalogueCsv), and
 * the storefront keeps answering meanwhile because that transaction runs in a worker thread with
 * a database connection of its own: better-sqlite3 is synchronous, and 20,000 rows written on the
 * server's own thread would hold every request for seconds. Readers of the other connections
 * (WAL) see the catalogue as it was until the commit, then all of it at once. The ZIP's pictures
 * are stored before (on the server's thread: sharp works off it), and those no row ended up
 * showing are removed after; a failed import removes them all and writes nothing.
 *
 * The worker is app/models/worker-job.server.ts's; the preview's plan runs there too. Under
 * vitest the same function runs on the calling thread.
 */
import fs from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { productImages } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import {
  applyCatalogueCsv,
  dropImportFile,
  importZipPath,
  isImportToken,
  IMPORT_EXPIRED,
  planCatalogueImport,
  readCatalogueCsv,
  readImportFile,
  STASH_DIR,
  type CatalogueImportOptions,
  type ImportPreview,
  type ImportResult,
  type ZipImages,
} from "~/models/catalogue-import.server";
import { IMAGE_SEPARATOR } from "~/models/catalogue-csv.server";
import { checkZipPictures, openImageZip, ZIP_TOO_MUCH } from "~/models/catalogue-zip.server";
import { storage, type StoredImage } from "~/storage.server";
import { workerJob } from "~/models/worker-job.server";
import { badInput, DomainError } from "~/utils/domain-error";

/**
 * What the preview of a stashed file says: the ZIP's pictures checked, then the plan's preview,
 * made in a worker thread as applying is (at 100,000 products, reading the catalogue to match
 * 20,000 rows takes seconds the server's thread must not spend).
 */
export async function previewStashedImport(
  token: string,
  options: CatalogueImportOptions,
): Promise<ImportPreview> {
  const zipFile = importZipPath(token);
  const zip: ZipImages = zipFile ? await checkZipPictures(zipFile) : new Map();
  const job: WorkerJob = { kind: "preview", token, options, zip };
  return (await inWorker(job)) as ImportPreview;
}

export type ImportJob = {
  status: "queued" | "images" | "writing" | "done" | "failed";
  /** Rows written so far (inside the transaction: nothing is visible before the commit). */
  written: number;
  /** Rows to write (created and updated). */
  total: number;
  result: ImportResult | null;
  error: string | null;
};

const jobFile = (token: string) => path.join(STASH_DIR, `${token}.job.json`);

/** A job as its file keeps it: with the id of the process running it. */
type JobFile = ImportJob & { pid?: number };

function writeJob(token: string, job: ImportJob) {
  const file = jobFile(token);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ ...job, pid: process.pid } satisfies JobFile));
  fs.renameSync(`${file}.tmp`, file);
}

export const IMPORT_INTERRUPTED =
  "The import was interrupted: its server process stopped before the import ended";

/** Whether the process `pid` runs (on this host: the processes of a site share its database). */
function isRunning(pid: number) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The job of `token`, or null: there is none (never started, or ended over a day ago). A job
 * whose process has stopped before it ended (a restart, a crash) is failed, with
 * IMPORT_INTERRUPTED, rather than queued or writing for ever: its transaction never committed.
 */
export function findImportJob(token: string): ImportJob | null {
  if (!isImportToken(token) || !fs.existsSync(jobFile(token))) return null;
  const { pid, ...job } = JSON.parse(fs.readFileSync(jobFile(token), "utf8")) as JobFile;
  if (job.status !== "done" && job.status !== "failed" && pid !== undefined && !isRunning(pid))
    return { ...job, status: "failed", error: IMPORT_INTERRUPTED };
  return job;
}

/** The job of `token`; IMPORT_EXPIRED when there is none. */
export function readImportJob(token: string): ImportJob {
  const job = findImportJob(token);
  if (!job) throw badInput(IMPORT_EXPIRED);
  return job;
}

export const IMPORT_JOB_NOT_FOUND =
  "No import at this address: it ended more than a day ago, or never started";

const FAILED = "The import failed: nothing was written";

/** Jobs run one after another (each would wait for the other's write lock anyway). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Applies the stashed file of `token` as a job; resolves with what was written, or rejects with
 * the reason nothing was (a DomainError). Its progress is readImportJob(token) meanwhile.
 */
export function startImportJob(
  actor: Actor,
  token: string,
  options: CatalogueImportOptions,
): Promise<ImportResult> {
  readImportFile(token); // IMPORT_EXPIRED now, not in the job
  const idle = { written: 0, total: 0, result: null, error: null };
  writeJob(token, { status: "queued", ...idle });
  const run = queue.then(() => runJob(actor, token, options));
  queue = run.catch(() => {});
  return run;
}

/**
 * Starts the job of `token` (the API's import: docs/api.md) once its file is known to be a
 * catalogue CSV, and resolves as soon as it is queued, without waiting for its end
 * (findImportJob(token) says it). The file is read in a worker thread, as the job reads it: at
 * 20,000 rows that takes the time the server's thread must not spend. A file that cannot be
 * imported at all (not a CSV, too many rows) is refused here with its DomainError, its stash
 * removed and no job made; what becomes of each row is the job's.
 */
export async function queueImportJob(
  actor: Actor,
  token: string,
  options: CatalogueImportOptions,
): Promise<void> {
  try {
    await inWorker({ kind: "check", token, options, zip: new Map() });
  } catch (error) {
    dropImportFile(token);
    throw error;
  }
  // The job's own file records how it ends, failure included.
  startImportJob(actor, token, options).catch(() => {});
}

async function runJob(actor: Actor, token: string, options: CatalogueImportOptions) {
  const idle = { written: 0, total: 0, result: null, error: null };
  const stored: StoredImage[] = [];
  try {
    const zipFile = importZipPath(token);
    const zip: ZipImages = new Map();
    if (zipFile) {
      writeJob(token, { status: "images", ...idle });
      await storeZipPictures(zipFile, readImportFile(token), zip, stored);
    }
    writeJob(token, { status: "writing", ...idle });
    const job: WorkerJob = { kind: "apply", actor, token, options, zip };
    const result = (await inWorker(job)) as ImportResult;
    // Pictures of rows refused (or of no row) are not kept.
    const shown = new Set(
      stored.length
        ? db
            .select({ file: productImages.file })
            .from(productImages)
            .where(
              inArray(
                productImages.file,
                stored.map((s) => s.file),
              ),
            )
            .all()
            .map((r) => r.file)
        : [],
    );
    await storage.removeImages(...stored.filter((s) => !shown.has(s.file)));
    writeJob(token, { ...readImportJob(token), status: "done", result });
    dropImportFile(token);
    return result;
  } catch (error) {
    await storage.removeImages(...stored);
    if (!(error instanceof DomainError)) console.error("Catalogue import", error);
    const message = error instanceof DomainError ? error.message : FAILED;
    writeJob(token, { ...idle, status: "failed", error: message });
    dropImportFile(token);
    throw error;
  }
}

/**
 * Stores the ZIP's pictures the file names, like any upload; a picture refused is a problem of
 * the rows that name it (they are refused, as the preview showed).
 */
async function storeZipPictures(
  zipFile: string,
  csv: Uint8Array,
  zip: ZipImages,
  stored: StoredImage[],
) {
  const [header, ...records] = readCatalogueCsv(csv);
  const column = header.indexOf("images");
  const archive = await openImageZip(zipFile);
  try {
    const named = new Set(
      column < 0
        ? []
        : records.flatMap((r) => (r[column] ?? "").split(IMAGE_SEPARATOR).map((f) => f.trim())),
    );
    for (const name of named) {
      const entry = archive.names.get(name);
      if (entry === undefined) continue;
      if (entry === null) {
        zip.set(name, { problem: "two files in the ZIP have this name" });
        continue;
      }
      try {
        const image = await storage.saveImage("products", await archive.read(name), {
          field: "images",
        });
        stored.push(image);
        zip.set(name, { problem: null, stored: image });
      } catch (error) {
        if (!(error instanceof DomainError) || error.message === ZIP_TOO_MUCH) throw error;
        zip.set(name, { problem: error.message });
      }
    }
  } finally {
    archive.close();
  }
}

type WorkerJob = { token: string; options: CatalogueImportOptions; zip: ZipImages } & (
  { kind: "check" } | { kind: "preview" } | { kind: "apply"; actor: Actor }
);

/**
 * The file read (a refusal thrown), the preview, or the transaction itself with its progress
 * written to the job as it goes.
 */
function runInThread(job: WorkerJob): ImportPreview | ImportResult | null {
  const { token, options, zip } = job;
  if (job.kind === "check") {
    readCatalogueCsv(readImportFile(token));
    return null;
  }
  if (job.kind === "preview")
    return planCatalogueImport(readImportFile(token), options, zip).preview;
  const idle = { result: null, error: null };
  return applyCatalogueCsv(job.actor, readImportFile(token), options, {
    zip,
    onProgress: (written, total) => writeJob(token, { status: "writing", written, total, ...idle }),
  });
}

/** The job in a worker thread (app/models/worker-job.server.ts). */
const inWorker = workerJob("catalogueImport", runInThread);

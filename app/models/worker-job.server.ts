/**
 * Long writes off the server's thread (docs/admin.md, Catalogue CSV; Bulk actions): better-sqlite3
 * is synchronous, and a transaction of thousands of rows on the thread that answers requests
 * holds every request of the process until it commits. A job declared here runs instead in a
 * worker thread with a database connection of its own; readers of the other connections (WAL)
 * see the catalogue as it was until the commit, then all of it at once.
 *
 *   const applyInWorker = workerJob("catalogueImport", (job: ImportJob) => apply(job));
 *   const result = await applyInWorker(job);
 *
 * The worker is the built server itself (one bundle: import.meta.url), loaded with the job's kind
 * and input in its workerData: every module declares its jobs as it loads, then the one named is
 * run and its answer (or its DomainError, status and message kept) posted back. Under vitest the
 * sources are no bundle, so the same function runs on the calling thread.
 *
 * A worker's connection waits longer for the write lock than the server's (WORKER_BUSY_MS): it
 * holds no request while it waits. The worker thread runs at a lower scheduling priority
 * (WORKER_NICE): on a busy machine the thread that answers requests gets the processor first, and
 * the job takes what is left (on Linux a thread's nice value is its own; elsewhere it may be the
 * process's, so only where it is the thread's is it lowered). Inputs and answers cross by
 * structured clone: plain data.
 */
import os from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { db } from "~/db.server";
import { DomainError, type DomainStatus } from "~/utils/domain-error";

/** How long a worker's connection waits for another's write lock (a catalogue import's). */
const WORKER_BUSY_MS = 60_000;
/** The worker thread's nice value: behind the server's thread (0), which answers requests. */
const WORKER_NICE = 10;

type Run = (input: never) => unknown;
const jobs = new Map<string, Run>();

/** The built server's own file, or null under vitest (TypeScript sources, no bundle). */
const WORKER_URL = /\.ts$/.test(new URL(import.meta.url).pathname)
  ? null
  : new URL(import.meta.url);

type WorkerAnswer =
  | { result: unknown }
  | { error: { status: DomainStatus; message: string; field?: string; domain: boolean } };

/**
 * Declares the job `kind` (a name unique in the app) that `run` does, and returns the function
 * that runs it in a worker thread and resolves with its answer.
 */
export function workerJob<I, R>(kind: string, run: (input: I) => R): (input: I) => Promise<R> {
  if (jobs.has(kind)) throw new Error(`The worker job ${kind} is declared twice`);
  jobs.set(kind, run as Run);
  return (input) =>
    WORKER_URL
      ? (inWorker(kind, input) as Promise<R>)
      : new Promise<R>((resolve) => resolve(run(input)));
}

function inWorker(kind: string, input: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL!, { workerData: { belJob: { kind, input } } });
    let answered = false;
    worker.on("message", (answer: WorkerAnswer) => {
      answered = true;
      void worker.terminate();
      if ("result" in answer) resolve(answer.result);
      else if (answer.error.domain)
        reject(
          new DomainError(answer.error.status, answer.error.message, { field: answer.error.field }),
        );
      else reject(new Error(answer.error.message));
    });
    worker.on("error", (error) => {
      if (!answered) reject(error);
    });
    worker.on("exit", (code) => {
      if (!answered) reject(new Error(`The worker of ${kind} stopped (${code})`));
    });
  });
}

/** In a worker: the job named in its workerData, once the whole bundle (every job) has loaded. */
const ofWorker = isMainThread
  ? null
  : (workerData as { belJob?: { kind: string; input: unknown } } | null)?.belJob;
if (ofWorker) {
  setImmediate(() => {
    let answer: WorkerAnswer;
    try {
      const run = jobs.get(ofWorker.kind);
      if (!run) throw new Error(`No worker job ${ofWorker.kind}`);
      db.$client.pragma(`busy_timeout = ${WORKER_BUSY_MS}`);
      if (process.platform === "linux") os.setPriority(WORKER_NICE);
      answer = { result: run(ofWorker.input as never) };
    } catch (error) {
      answer =
        error instanceof DomainError
          ? {
              error: {
                status: error.status,
                message: error.message,
                field: error.field,
                domain: true,
              },
            }
          : {
              error: {
                status: 400,
                message: error instanceof Error ? (error.stack ?? error.message) : String(error),
                domain: false,
              },
            };
    }
    parentPort!.postMessage(answer);
  });
}

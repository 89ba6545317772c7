/**
 * Work that must not delay the answer, nor make it depend on what the work finds (whether an
 * account exists): run after the current request's turn of the event loop, failures logged.
 * `settleAfterResponse` waits for what is in flight (tests, graceful shutdown).
 */
const inFlight = new Set<Promise<void>>();

export function afterResponse(what: string, work: () => unknown) {
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => console.error(`${what} failed`, error),
    )
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

export async function settleAfterResponse() {
  while (inFlight.size) await Promise.all([...inFlight]);
}

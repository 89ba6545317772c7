/**
 * Server entry: the document rendered when all of it is ready and sent whole, with its length
 * (see handleRequest), who may keep it and its data (app/utils/http-cache.server.ts), and error
 * logging that leaves out what is not an error: aborted requests and 404s. The CSP nonce of the
 * request (server/security-headers.js, through the load context) goes on Remix's inline scripts
 * and, through NonceContext, on the app's.
 *
 * What the HTTP server (server/index.js) takes from the app is exported here too: the settings,
 * parsed once (app/env.server.ts), the version its page cache keys copies on, its reading of a
 * visitor's cookies (app/utils/site-cookies.ts), and the counting of visitors' searches it reports
 * answers to (app/models/search-counts.server.ts).
 */
import { isMainThread } from "node:worker_threads";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { staticChrome } from "~/screens/site-chrome.server";
import { StaticChromeContext } from "~/components/static-html";
import { DocumentDataContext } from "~/components/document-data";
import { startCompletingImageRenditions } from "~/models/renditions.server";
import { startSearchCounting } from "~/models/search-counts.server";
import { warmVocabulary } from "~/models/search-vocabulary.server";
import { siteVersion } from "~/models/site-version.server";
import { env } from "~/env.server";
import { startMailWorker } from "~/models/mail.server";
import { startScheduledPublishing } from "~/models/product-schedule.server";
import { declareCaching } from "~/utils/http-cache.server";
import { NonceContext } from "~/utils/nonce";

export { env };
export { pageVariant } from "~/utils/site-cookies";
export { countSearch, flushSearchCounts, SEARCH_COUNT_HEADER } from "~/models/search-counts.server";
export { readsOfRequest } from "~/models/catalogue-version.server";

// The server process sends the queued mail. Scripts that write through the models (seeds, the
// users CLI) only queue theirs; test runs drive sendDueMail themselves.
// A worker thread loading the bundle (a catalogue import, app/models/catalogue-import-job.server.ts)
// does neither.
if (env.NODE_ENV !== "test" && isMainThread) startMailWorker();
// Images stored when the rendition widths were others get the new ones, in the background.
if (env.NODE_ENV !== "test" && isMainThread) startCompletingImageRenditions();
// Visitors' searches, counted in memory, are written every few seconds.
if (env.NODE_ENV !== "test" && isMainThread) startSearchCounting();
// Products whose scheduled time has come are published, by every process (each looks every
// SCHEDULE_TICK_MS; app/models/product-schedule.server.ts keeps two from publishing one twice).
if (env.NODE_ENV !== "test" && isMainThread) startScheduledPublishing();
// The catalogue's words are read before the first search needs them (a hundred thousand
// products' take about half a second).
if (env.NODE_ENV !== "test" && isMainThread)
  setImmediate(() => {
    try {
      warmVocabulary();
    } catch (error) {
      console.error("[bel] search: reading the catalogue's words at start failed", error);
    }
  });

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this answer (server/index.js). */
    cspNonce?: string;
    /**
     * Resolves once what this answer has written so far has gone to the client
     * (server/backpressure.js): a body written in pieces asks before each.
     */
    drained?: () => Promise<void>;
    /**
     * The number of the basket's lines the root loader showed in the header, for the answer to
     * say which variant of the page it is (app/utils/http-cache.server.ts).
     */
    quoteLines?: number;
    /**
     * Only when the request is for a document: what loaders render into it without putting it in
     * its hydration data (app/utils/document-data.server.ts), for the renderer.
     */
    documentData?: Map<string, unknown>;
  }
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A 4xx is the client's mistake (a wrong method, a missing page), not the server's.
  if (error instanceof Response && error.status < 500) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/** A page whose data takes longer than this is abandoned (no loader here defers data). */
const ABORT_DELAY_MS = 5_000;

/**
 * The document, rendered once all of it is ready and sent whole, with its length: no loader here
 * defers data, so the page has nothing to stream, and the server's page cache keeps the whole
 * answer. React renders it in one pass when the loader data (Remix's turbo-stream, read by
 * <Scripts>) is in; an error in a boundary is logged and answered by the boundary, one outside
 * every boundary is a 500.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StaticChromeContext.Provider value={staticChrome()}>
          <DocumentDataContext.Provider value={loadContext.documentData ?? null}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </DocumentDataContext.Provider>
        </StaticChromeContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const body = Buffer.concat(chunks);
              // Security headers (CSP, nosniff, Referrer-Policy, framing) come from the server
              // (server/security-headers.js) for every answer; a route may set its own.
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(body.length));
              declareCaching(request, status, responseHeaders, loadContext);
              resolve(new Response(body, { headers: responseHeaders, status }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS).unref();
  });
}

/** A page's data (a client-side navigation, a form's answer): who may keep it, as its page. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  declareCaching(request, response.status, response.headers, context);
  return response;
};

/**
 * What the server's page cache (server/page-cache.js) keys its copies on: the counters the
 * database triggers move whenever something a public page shows changes.
 */
export function pageCacheVersion(): string {
  return siteVersion();
}

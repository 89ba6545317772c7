/**
 * Server entry: every page's document rendered and answered by app/utils/render-document.server.tsx
 * (sent whole, with its length, and who may keep it and its data), inside what our components read
 * from context: the static chrome (the header's and footer's markup, built once per site version)
 * and the document data (what loaders render without sending it as hydration data). Errors are
 * logged there too, leaving out what is not an error: aborted requests and 404s.
 *
 * What the HTTP server (server/index.js) takes from the app is exported here too: the settings,
 * parsed once (app/env.server.ts), the version its page cache keys copies on, its reading of a
 * visitor's cookies (app/utils/site-cookies.ts), and the counting of visitors' searches it reports
 * answers to (app/models/search-counts.server.ts).
 */
import { isMainThread } from "node:worker_threads";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { staticChrome } from "~/screens/site-chrome.server";
import { StaticChromeContext } from "~/components/static-html";
import { DocumentDataContext } from "~/components/document-data";
import { startCompletingImageRenditions } from "~/models/renditions.server";
import { startSearchCounting } from "~/models/search-counts.server";
import { warmVocabulary } from "~/models/search-vocabulary.server";
import { siteVersion } from "~/models/site-version.server";
import { env } from "~/env.server";
import { startMailWorker } from "~/models/mail.server";
import { renderDocument } from "~/utils/render-document.server";
import { startProductHousekeeping } from "~/models/product-housekeeping.server";
import { startScheduledPublishing } from "~/models/product-schedule.server";

export { env };
export { handleDataRequest, handleError } from "~/utils/render-document.server";
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
// Product versions beyond their retention and products 30 days in the bin go, every hour.
if (env.NODE_ENV !== "test" && isMainThread) startProductHousekeeping();
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

/** Remix's handleRequest: the document, inside what our components read from context. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return renderDocument(
    request,
    responseStatusCode,
    responseHeaders,
    remixContext,
    loadContext,
    (document) => (
      <StaticChromeContext.Provider value={staticChrome()}>
        <DocumentDataContext.Provider value={loadContext.documentData ?? null}>
          {document}
        </DocumentDataContext.Provider>
      </StaticChromeContext.Provider>
    ),
  );
}

/**
 * What the server's page cache (server/page-cache.js) keys its copies on: the counters the
 * database triggers move whenever something a public page shows changes.
 */
export function pageCacheVersion(): string {
  return siteVersion();
}

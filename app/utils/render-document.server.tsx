/**
 * How a page's document is rendered and answered, and what Remix's server entry does besides,
 * knowing nothing of the app: app/entry.server.tsx answers every page with it, wrapping the
 * document in what our components read (the static chrome, the document data), and the
 * benchmark's framework floor (tests/bench/floor, docs/deploy.md: "Rendering against the
 * framework's floor") is a Remix app whose server entry is this module alone, so the floor renders
 * and answers exactly as ours does.
 *
 * The document is rendered when all of it is ready and sent whole, with its length: no loader
 * here defers data, so the page has nothing to stream, and the server's page cache keeps the
 * whole answer. React renders it in one pass when the loader data (Remix's turbo-stream, read by
 * <Scripts>) is in; an error in a boundary is logged and answered by the boundary, one outside
 * every boundary is a 500. Who may keep the answer and its data is said by declareCaching
 * (app/utils/http-cache.server.ts). The CSP nonce of the request (server/security-headers.js,
 * through the load context) goes on Remix's inline scripts and, through NonceContext, on the
 * app's.
 */
import { Writable } from "node:stream";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { declareCaching } from "~/utils/http-cache.server";
import { NonceContext } from "~/utils/nonce";

/** A page whose data takes longer than this is abandoned (no loader here defers data). */
const ABORT_DELAY_MS = 5_000;

/**
 * Remix's handleRequest: the document of `remixContext`, answered whole. `around` wraps Remix's
 * element in what the app's components read from context (app/entry.server.tsx).
 */
export function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
  around: (document: ReactElement) => ReactElement = (document) => document,
) {
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared once the document is whole: aborting a finished render costs React two errors
    // (with their stacks) for nothing, and the timer would hold the request for 5 s.
    const timer = setTimeout(() => abort(), ABORT_DELAY_MS).unref();
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        {around(<RemixServer context={remixContext} url={request.url} nonce={nonce} />)}
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            // React aborts the render when its destination closes: this one closes when done.
            emitClose: false,
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(timer);
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
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
  });
}

/** Errors logged, leaving out what is not one: aborted requests and 4xx answers. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A 4xx is the client's mistake (a wrong method, a missing page), not the server's.
  if (error instanceof Response && error.status < 500) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/** A page's data (a client-side navigation, a form's answer): who may keep it, as its page. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  declareCaching(request, response.status, response.headers, context);
  return response;
};

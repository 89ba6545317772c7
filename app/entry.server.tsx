/**
 * Server entry: React's Node renderer, the whole document sent at once (to every visitor, as
 * Remix's default does to bots), with error logging that leaves out what is not an error: aborted
 * requests and 404s. The CSP
 * nonce of the request (server/security-headers.js, through the load context) goes on React's
 * own inline scripts and, through NonceContext, on the app's.
 */
import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticMenusContext } from "~/components/static-html";
import { staticMenus } from "~/models/menus.server";
import { siteVersion } from "~/models/site-version.server";
import { env } from "~/env.server";
import { startMailWorker } from "~/utils/mail.server";
import { NonceContext } from "~/utils/nonce";

// The server process sends the queued mail. Scripts that write through the models (seeds, the
// users CLI) only queue theirs; test runs drive sendDueMail themselves.
if (env.NODE_ENV !== "test") startMailWorker();

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this answer (server/index.js). */
    cspNonce?: string;
  }
}

const ABORT_DELAY = 5_000;

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A 4xx is the client's mistake (a wrong method, a missing page), not the server's.
  if (error instanceof Response && error.status < 500) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole document, then one answer with its length. No loader here defers data, so
    // nothing is gained by streaming the page in pieces, and each piece cost a write to the
    // socket (a tenth of the server's CPU on the home page).
    const chunks: Buffer[] = [];
    const timeout = setTimeout(() => stream.abort(), ABORT_DELAY);
    const body = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    body.on("finish", () => {
      clearTimeout(timeout);
      const html = Buffer.concat(chunks);
      // Security headers (CSP, nosniff, Referrer-Policy, framing) come from the server
      // (server/security-headers.js) for every answer; a route may set its own.
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("Content-Length", String(html.length));
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
    });
    const stream = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StaticMenusContext.Provider value={staticMenus()}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={nonce}
          />
        </StaticMenusContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          stream.pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, onShellError rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * What the server's page cache (server/page-cache.js) keys anonymous pages on: the counters the
 * database triggers move whenever something a public page shows changes.
 */
export function pageCacheVersion(): string {
  return siteVersion();
}

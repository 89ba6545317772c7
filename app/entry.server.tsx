/**
 * Server entry: the document rendered to one string and sent whole, with its length (see
 * handleRequest), and error logging that leaves out what is not an error: aborted requests and
 * 404s. The CSP nonce of the request (server/security-headers.js, through the load context)
 * goes on Remix's inline scripts and, through NonceContext, on the app's.
 */
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { staticChrome } from "~/components/site-chrome.server";
import { StaticChromeContext } from "~/components/static-html";
import { startCompletingImageRenditions } from "~/models/renditions.server";
import { siteVersion } from "~/models/site-version.server";
import { env } from "~/env.server";
import { startMailWorker } from "~/utils/mail.server";
import { NonceContext } from "~/utils/nonce";

// The server process sends the queued mail. Scripts that write through the models (seeds, the
// users CLI) only queue theirs; test runs drive sendDueMail themselves.
if (env.NODE_ENV !== "test") startMailWorker();
// Images stored when the rendition widths were others get the new ones, in the background.
if (env.NODE_ENV !== "test") startCompletingImageRenditions();

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this answer (server/index.js). */
    cspNonce?: string;
    /**
     * Resolves once what this answer has written so far has gone to the client
     * (server/backpressure.js): a body written in pieces asks before each.
     */
    drained?: () => Promise<void>;
  }
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A 4xx is the client's mistake (a wrong method, a missing page), not the server's.
  if (error instanceof Response && error.status < 500) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

const DOCTYPE = Buffer.from("<!DOCTYPE html>");

/**
 * The document, rendered to one string and sent with its length. No loader here defers data,
 * so the page has nothing to stream: the loader data (Remix's turbo-stream) is read whole first,
 * then React renders in one pass, without suspending, to a string (streaming the page cost a
 * socket write per piece, and React's stream renderer encodes every piece to bytes).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  await readHandoffWhole(remixContext);
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <StaticChromeContext.Provider value={staticChrome()}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </StaticChromeContext.Provider>
    </NonceContext.Provider>,
  );
  // A boundary that suspended (a lazy component, data read during render) was left for the
  // browser to render: the page would reach visitors without JavaScript empty there.
  if (html.includes("<!--$!-->")) {
    throw new Error(`${new URL(request.url).pathname}: a component suspended on the server`);
  }
  // The doctype is bytes of its own: a `<!DOCTYPE html>${html}` string would be a copy of the
  // whole page, made only to be encoded. (A page whose every character is Latin-1 is also a
  // one-byte string, quicker to build and to encode: hence no "…" or "→" in the layout's own text.)
  const body = Buffer.concat([DOCTYPE, Buffer.from(html)]);
  // Security headers (CSP, nosniff, Referrer-Policy, framing) come from the server
  // (server/security-headers.js) for every answer; a route may set its own.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Length", String(body.length));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Reads the page's loader data (the turbo-stream Remix hands to the browser in inline scripts)
 * to its end, and gives it to Remix's <StreamTransfer> as already read: it then renders its
 * scripts at once instead of suspending for each piece.
 */
async function readHandoffWhole(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  reader.releaseLock();
  const read = (result: { done: boolean; value: string }) =>
    Object.assign(Promise.resolve(), { result });
  const meta = (context as EntryContext & { renderMeta?: { streamCache?: object } }).renderMeta;
  if (meta)
    meta.streamCache = {
      0: read({ done: false, value: text }),
      1: read({ done: true, value: "" }),
    };
}

/**
 * What the server's page cache (server/page-cache.js) keys anonymous pages on: the counters the
 * database triggers move whenever something a public page shows changes.
 */
export function pageCacheVersion(): string {
  return siteVersion();
}

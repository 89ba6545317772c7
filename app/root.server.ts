/**
 * The root route's loader, which root.tsx re-exports: the root's one import of server code, so
 * the browser's build meets one empty `.server` module in the root's own file instead of a file
 * of its own for each (docs/storefront.md, Page weight).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { RootData } from "~/components/root-data";
import type { ToastData } from "~/components/toaster";
import { getComparedItems } from "~/models/compare.server";
import { readBasket } from "~/models/quote-basket.server";
import { getSiteSettings } from "~/models/site.server";
import { carriedCompare } from "~/utils/compare";
import { showQuoteLines } from "~/utils/http-cache.server";
import { siteOrigin } from "~/utils/site-url.server";
import { getToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const start = performance.now();
  const site = getSiteSettings();
  const { toast, headers } = await getToast(request);
  // The header's "Quote" says how many lines the basket holds; without its cookie, nothing, so a
  // visitor without cookies gets the page every such visitor gets, and a basket holder the page
  // of every holder of as many lines: the answer says which (docs/page-cache.md).
  const quoteLines = (await readBasket(request)).length;
  showQuoteLines(context, quoteLines);
  // A comparison put together without JavaScript, carried in the address: the compare tray shows
  // it (docs/variants.md: Adding products). Only in the page's data when there is one.
  const compared = getComparedItems(carriedCompare(new URL(request.url).search));
  const responseHeaders = new Headers(headers ?? undefined);
  responseHeaders.set("Server-Timing", `db;dur=${(performance.now() - start).toFixed(1)}`);
  const payload: RootData = {
    site,
    toast: toast as ToastData | null,
    origin: siteOrigin(request),
    quoteLines,
    ...(compared.length ? { compared } : {}),
  };
  return data(payload, { headers: responseHeaders });
}

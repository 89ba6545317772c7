/**
 * Whether a request comes from a known bot (a crawler, a link preview, a monitor, a script), by
 * its User-Agent: the `isbot` package's list, kept up to date by its maintainers. A request that
 * names no agent at all is no visitor's browser either. The one place that tells bots apart
 * (docs/storefront.md, "What visitors searched").
 */
import { isbot } from "isbot";

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

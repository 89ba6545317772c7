/**
 * Whether a request comes from a known bot (a crawler, a link preview, a monitor, a script), by
 * its User-Agent: the `isbot` package's list, kept up to date by its maintainers. A request that
 * names no agent at all is no visitor's browser either. The one place that tells bots apart
 * (docs/storefront.md, "What visitors searched").
 */
import { isbot } from "isbot";

/** Agents already told apart: isbot's pattern takes about 8 µs, and browsers' agents repeat. */
const known = new Map<string, boolean>();
const KNOWN_MAX = 1000;

export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  let bot = known.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(userAgent, bot);
  }
  return bot;
}

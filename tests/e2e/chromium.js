/**
 * Which Chromium the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's
 * (/usr/bin/chromium), else the one Playwright installed for itself, if any. One answer for
 * playwright.config.ts and for the check that npm test runs first (ensure-chromium.js).
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * The path of the browser to launch, `undefined` for Playwright's own, or null when there is
 * none at all.
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightChromium() ? undefined : null;
}

/** The browser `playwright install chromium` put in Playwright's cache, when it is there. */
export function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return fs.existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

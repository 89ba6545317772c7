/**
 * axe-core for every accessibility spec, on a page at rest. axe computes colour contrast from
 * what is painted at that moment: while the admin shell fades its content for a pending
 * navigation (`data-busy`, opacity 0.65 over 0.2 s) or any CSS transition is still running, a
 * muted link reads as failing contrast although the settled page passes. So it waits, as a person
 * reading the page would, for nothing busy and no transition running, then analyses.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function analyze(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-busy="true"]') &&
      document
        .getAnimations()
        .every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );
  return new AxeBuilder({ page }).analyze();
}

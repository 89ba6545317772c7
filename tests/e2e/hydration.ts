import { test, type Page } from "@playwright/test";

/**
 * Waits, with JavaScript on, until React has hydrated the page: what JavaScript adds (a modal's
 * focus and Escape, arrow keys, client-side navigation) works from then on, and a key pressed
 * before it does what the page does without JavaScript. The app marks the document then
 * (`data-hydrated`, app/root.tsx). Without JavaScript there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (test.info().project.name === "js")
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

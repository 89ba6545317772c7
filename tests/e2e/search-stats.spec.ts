/**
 * What visitors searched and did not find (docs/storefront.md, "What visitors searched";
 * docs/admin.md, Dashboard), JavaScript on and off: a visitor searches a made-up word twice (the
 * second time answered from the page cache) and a word that finds something; staff open the
 * dashboard for the day and see both, the made-up word among the searches without results, one
 * link away from adding it as a synonym.
 *
 * Headless Chromium says so in its user agent, and headless browsers are bots to the counts: the
 * visitor here is a desktop Chrome. No other test sends a browser's user agent, so the counts of
 * the day are this test's own: its made-up word is new to each run, its found word is its
 * project's.
 */
import { randomInt } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { siteVersion, withDb } from "./data";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME });

/**
 * Twelve consonants: no product has the word, nor any two edits away; no `s`, so the search does
 * not read it as a plural (the dashboard shows the words as the search reads them).
 */
const madeUpWord = () =>
  Array.from({ length: 12 }, () => "bcdfghjklmnpqrtvwxz"[randomInt(19)]).join("");

/** The site's day (Europe/London), as searches are counted. */
const siteDay = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/** The site's day `days` days before today (counts older than 400 days are pruned). */
const daysAgo = (days: number) => {
  const date = new Date(`${siteDay()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** The listing's answers to searches of `text` (pages, or page data), as their X-Page-Cache says. */
function answersTo(page: Page, text: string) {
  const seen: string[] = [];
  page.on("response", (r: Response) => {
    const url = new URL(r.url());
    if (/^\/products(\.data)?$/.test(url.pathname) && url.searchParams.get("keyword") === text)
      seen.push(r.headers()["x-page-cache"] ?? "");
  });
  return seen;
}

/**
 * Searches `text` from the home page's header, as a visitor does; the number of products the
 * listing says it found.
 */
async function search(page: Page, text: string) {
  await page.goto("/");
  const box = page.getByRole("search").first().getByLabel("Search products");
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: `Search Results for "${text}"` })).toBeVisible();
  const status = await page.locator("#results-count").textContent();
  return Number(/of ([\d,]+) products?/.exec(status ?? "")?.[1].replace(/,/g, "") ?? 0);
}

test("a search that found nothing is on the dashboard, one link from a synonym", async ({
  page,
  login,
}) => {
  const word = madeUpWord();
  const other = test.info().project.name === "js" ? "coax" : "armoured";

  const answers = answersTo(page, word);
  const before = siteVersion();
  expect(await search(page, word)).toBe(0);
  await expect(page.getByText("No products found")).toBeVisible();
  expect(await search(page, word)).toBe(0);
  // The second search is answered by the page cache: without JavaScript the page itself; with it,
  // the browser shows its own copy of the first answer's data and asks the server again behind it
  // (stale-while-revalidate), and the page cache answers that. Unless another test's write moved
  // the site's version in between: then it was rendered again (and counted all the same).
  await expect
    .poll(() => answers.includes("hit") || siteVersion() !== before, {
      message: "a page-cache hit",
    })
    .toBe(true);
  const found = await search(page, other);
  expect(found).toBeGreaterThan(0);

  await login("manager");
  const day = siteDay();
  await page.goto(`/admin/dashboard?start=${day}&end=${day}`);
  await expect(page.getByRole("heading", { name: "Searches in this range" })).toBeVisible();

  const none = page.getByRole("region", { name: "Searches with no results" });
  const missed = none.getByRole("row").filter({ hasText: word });
  await expect(missed.getByRole("cell")).toHaveText([word, "2", `Add a synonym for ${word}`]);
  await expect(missed.getByRole("link", { name: `Add a synonym for ${word}` })).toHaveAttribute(
    "href",
    `/admin/synonyms?add=${word}`,
  );
  await expect(none.getByRole("row").filter({ hasText: other })).toHaveCount(0);

  const top = page.getByRole("region", { name: "Top searches" });
  await expect(top.getByRole("row").filter({ hasText: word }).getByRole("cell")).toHaveText([
    word,
    "2",
    "0",
  ]);
  const hit = top
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: other, exact: true }) });
  await expect(hit.getByRole("cell").nth(1)).toHaveText(/^[1-9]\d*$/);
  await expect(hit.getByRole("cell").nth(2)).toHaveText(found.toLocaleString("en-GB"));
});

test("a list longer than ten opens and closes through the address", async ({ page, login }) => {
  // A day of each project's own, in the past, where nothing else is counted (and still kept:
  // counts older than 400 days are pruned).
  const day = daysAgo(test.info().project.name === "js" ? 300 : 301);
  withDb((db) => {
    const insert = db.prepare(
      "INSERT OR REPLACE INTO search_counts (day, query, results, searches) VALUES (?, ?, 0, ?)",
    );
    for (let i = 1; i <= 12; i++) insert.run(day, `missing cable ${String(i).padStart(2, "0")}`, i);
  });
  try {
    await login("admin");
    await page.goto(`/admin/dashboard?start=${day}&end=${day}`);
    const none = page.getByRole("region", { name: "Searches with no results" });
    const rows = none.getByRole("row").filter({ hasText: "missing cable" });
    await expect(rows).toHaveCount(10);
    await expect(rows.first().getByRole("cell").first()).toHaveText("missing cable 12");
    await none.getByRole("link", { name: "Show all 12" }).click();
    await expect(page).toHaveURL(/[?&]zero=all(#|$)/);
    await expect(rows).toHaveCount(12);
    await expect(rows.last().getByRole("cell").first()).toHaveText("missing cable 01");
    // The other list stays as it was.
    await expect(
      page
        .getByRole("region", { name: "Top searches" })
        .getByRole("row")
        .filter({ hasText: "missing" }),
    ).toHaveCount(10);
    await none.getByRole("link", { name: "Show the top 10" }).click();
    await expect(rows).toHaveCount(10);
    await expect(page).not.toHaveURL(/zero=all/);
  } finally {
    withDb((db) => db.prepare("DELETE FROM search_counts WHERE day = ?").run(day));
  }
});

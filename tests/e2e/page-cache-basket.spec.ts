import { expect, test, type Page } from "@playwright/test";
import { createProducts, siteVersion, uniqueWord } from "./data";

// Runs in the "js" and "no-js" projects (docs/page-cache.md): a visitor who gathered a quote
// basket, with the analytics and consent cookies of a real site beside it, sees their number of
// lines in the header of the listing, and the listing comes from the page cache's copy for that
// number of lines, not rendered for them each time.

async function addToQuote(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  await page.locator("form.add-to-quote").getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
}

test("a basket holder's listing shows their count and is a hit on the second request", async ({
  page,
  baseURL,
}) => {
  const [tool, gloves] = createProducts(uniqueWord(), [
    { name: "Crimp tool" },
    { name: "Cable gloves" },
  ]);
  await page.context().addCookies(
    ["_ga=GA1.1.1", "cc_consent=yes"].map((pair) => {
      const [name, value] = pair.split("=");
      return { name, value, url: baseURL! };
    }),
  );
  await addToQuote(page, tool.slug);
  await addToQuote(page, gloves.slug);
  const names = (await page.context().cookies()).map((c) => c.name).sort();
  expect(names).toEqual(["_ga", "bel_quote", "cc_consent"]);

  const count = page.locator(".mainbar__quote-count");
  // Two visits between which the site's version stayed put (other tests write meanwhile).
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = siteVersion();
    const first = await page.goto("/products");
    await expect(count).toHaveText("2 lines");
    const second = await page.goto("/products");
    if (siteVersion() !== before) continue;
    expect(first?.status()).toBe(200);
    expect(second?.headers()["x-page-cache"]).toBe("hit");
    await expect(count).toHaveText("2 lines");
    await expect(page.getByRole("link", { name: "Quote 2 lines" })).toBeVisible();
    return;
  }
  throw new Error("the site's version moved under every pair of visits");
});

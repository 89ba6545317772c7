/**
 * axe-core on every public page of the storefront at 375 and 1280 px: no violation at all, of
 * any impact (issue 14). JavaScript on only: axe runs inside the page (the server-rendered markup
 * it checks is the same without JavaScript).
 */
import { analyze } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { withDb } from "./data";

async function violations(page: Page) {
  const results = await analyze(page);
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}

test.skip(() => test.info().project.name !== "js", "axe runs inside the page: JavaScript on");

const PAGES = [
  "/",
  "/products",
  "/products?category=copper-connectivity",
  "/products?keyword=cat6&sort=rated",
  "/products?keyword=zzzznothing",
  // A family (docs/variants.md): its card in the listing, a variant's page with its choosers.
  "/products?keyword=tri-rated",
  "/products/tri-rated-panel-wire-1-5mm2-blue-100m",
  "/about",
  "/contact-us",
  "/contact-us?sent=1",
  "/certification",
  "/technical-library",
  "/technical-library?tab=faq-videos",
  "/technical-library?tab=cable-know-how",
  "/blog",
  "/no-such-page",
  "/compare",
  "/compare?q=cat6",
  // The quote basket, empty (with lines: below).
  "/quote",
  // The public doors of the staff side: sign-in and the forgotten-password form.
  "/admin-bel",
  "/password/forgot",
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        expect(await violations(page)).toEqual([]);
      });
    }
    for (const suffix of ["", "?review=new"]) {
      test(`a product page${suffix ? ` (${suffix})` : ""} has no axe violations`, async ({
        page,
        request,
      }) => {
        // A seeded family no test writes to: images, specifications, reviews, a datasheet.
        const product = (
          await (await request.get("/api/bel/products?category=copper-connectivity")).json()
        ).products[0].slug;
        await page.goto(`/products/${product}${suffix}`);
        expect(await violations(page)).toEqual([]);
      });
    }
    for (const suffix of ["", "&diff=1"]) {
      test(`a comparison of four products${suffix ? " (differences only)" : ""} has no axe violations`, async ({
        page,
        request,
      }) => {
        // Seeded products no test writes to, with pictures, ratings and datasheets.
        const { products } = await (
          await request.get("/api/bel/products?category=copper-connectivity")
        ).json();
        const slugs = products.slice(0, 4).map((p: { slug: string }) => p.slug);
        await page.goto(`/compare?p=${slugs.join(",")}${suffix}`);
        expect(await violations(page)).toEqual([]);
      });
    }
    test("a listing with the compare tray open has no axe violations", async ({ page }) => {
      await page.goto("/products?category=copper-connectivity");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page
        .getByRole("button", { name: /^Compare /i })
        .first()
        .click();
      await expect(page.getByRole("region", { name: "Products to compare" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
    test("the quote basket with lines, and the header counting them, has no axe violations", async ({
      page,
    }) => {
      // Two seeded products added from their cards, as a visitor does (docs/quotes.md): cards
      // that add (a family's card leads to its choice instead).
      await page.goto("/products?category=copper-connectivity");
      const adding = page
        .locator(".product-grid > article")
        .filter({ has: page.getByRole("button", { name: /^Add to quote/ }) });
      for (const n of [0, 1]) {
        await adding
          .nth(n)
          .getByRole("button", { name: /^Add to quote/ })
          .click();
        await expect(
          page.getByRole("link", { name: `Quote ${n + 1} line${n ? "s" : ""}` }),
        ).toBeVisible();
      }
      expect(await violations(page)).toEqual([]);
      // And the seeded cable cut to length, on a drum: its line asks for a length or a drum.
      await page.goto("/products/multicore-audio-snake-cable-12-pair-pvc-black-50m");
      const add = page.locator("form.add-to-quote");
      await add.getByLabel("Drum", { exact: true }).check();
      await add.getByLabel("Drum size").selectOption("305 m");
      await add.getByRole("button", { name: "Add to quote" }).click();
      await expect(page.getByRole("link", { name: "Quote 3 lines" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto("/quote");
      await expect(page.locator(".quote-line")).toHaveCount(3);
      expect(await violations(page)).toEqual([]);
      // Refused: the messages beside the fields and the form's alert.
      await page.getByRole("button", { name: "Send quote request" }).click();
      await expect(page.getByText("Company is required.").first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
    test("a blog post has no axe violations", async ({ page }) => {
      const slug = withDb(
        (db) =>
          (db.prepare("SELECT slug FROM blog_posts ORDER BY id LIMIT 1").get() as { slug: string })
            .slug,
      );
      await page.goto(`/blog/${slug}`);
      expect(await violations(page)).toEqual([]);
    });
  });
}

// Issue 37 (docs/variants.md): a variant option that says what else it changes, a comparison of
// three, and the compare tray and controls as drawn without JavaScript, at the three widths the
// pages were looked at.
const CAT6 = [
  "cat6-u-utp-lszh-data-cable-305m-box-yellow",
  "cat6-u-utp-pvc-data-cable-305m-box-grey",
  "cat6a-f-utp-lszh-data-cable-500m-drum-white",
];
for (const width of [375, 1024, 1280]) {
  test.describe(`at ${width} px (variants and comparison)`, () => {
    test.use({ viewport: { width, height: 900 } });
    test("a variant page with an option that changes another choice has no axe violations", async ({
      page,
    }) => {
      await page.goto(`/products/${CAT6[0]}`);
      await expect(page.locator(".variant-option__change")).toHaveText(
        "changes sheath colour to Blue",
      );
      expect(await violations(page)).toEqual([]);
    });
    test("a comparison of three products has no axe violations", async ({ page }) => {
      await page.goto(`/compare?p=${CAT6.join(",")}`);
      await expect(page.locator(".compare-table__names th")).toHaveCount(3);
      expect(await violations(page)).toEqual([]);
    });
    test("the compare tray and controls drawn without JavaScript have no axe violations", async ({
      page,
    }) => {
      // The server's markup as it stays without JavaScript: the site's scripts never load.
      await page.route("**/build/**/*.js", (route) => route.abort());
      for (const address of [
        `/products?category=copper-connectivity&compare=${CAT6[0]},${CAT6[1]}`,
        `/products/${CAT6[1]}?compare=${CAT6[0]},${CAT6[1]}`,
      ]) {
        await page.goto(address);
        await expect(
          page.getByRole("region", { name: "Products to compare" }).getByRole("listitem"),
        ).toHaveCount(2);
        await expect(page.getByRole("link", { name: /^Compared \(remove/ }).first()).toBeVisible();
        expect(await violations(page), address).toEqual([]);
      }
    });
  });
}

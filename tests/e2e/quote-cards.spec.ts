import { expect, test, type Page } from "@playwright/test";
import { createCategoryTree, createProducts, uniqueWord, withDb } from "./data";
import { hydrated } from "./hydration";

// Runs in the "js" and "no-js" projects (docs/quotes.md, From a card; The header's link): a
// visitor adds products to the quote basket from the listing's cards, as they are sold (a boxed
// cable as one box, never a guessed drum), comes back to the same listing with the toast, and the
// header's "Quote" counts the lines. A family's card and a cable cut to length never add with a
// guessed variant or length: they lead to the choice on the product page.

/** Sells the product as the Length value `value` says (docs/quotes.md, How a product is sold). */
function sellAs(productId: number, value: "cut-to-length" | "100m" | "305m") {
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO product_specifications (product_id, spec_id, value_id)
         SELECT ?, grp.id, v.id FROM specifications v JOIN specifications grp ON grp.id = v.parent_id
         WHERE grp.slug = 'length' AND grp.parent_id IS NULL AND v.slug = ?`,
      )
      .run(productId, value),
  );
}

const quoteLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Quote/ });

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test("cards add a product as it is sold and come back to the listing; the header counts the lines", async ({
  page,
}) => {
  const word = uniqueWord();
  const [box, tool] = createProducts(word, [{ name: "Data cable box" }, {}]);
  sellAs(box.id, "305m");
  const listing = `/products?keyword=${word}&sort=date`;

  await page.goto(listing);
  await hydrated(page);
  // No basket: the header's link has no number, and the visitor no cookie.
  await expect(quoteLink(page)).toHaveText("Quote");
  expect(await page.context().cookies()).toEqual([]);

  const card = (name: string) => page.locator(".product-grid > article").filter({ hasText: name });
  await expect(card(box.name)).toHaveCount(1);
  await card(box.name)
    .getByRole("button", { name: /^Add to quote/ })
    .click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  expect(path(page)).toBe(listing);
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");

  await card(tool.name)
    .getByRole("button", { name: /^Add to quote/ })
    .click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 2 lines");
  expect(path(page)).toBe(listing);
  // The same card again adds to its line rather than making a third.
  await card(tool.name)
    .getByRole("button", { name: /^Add to quote/ })
    .click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await page.reload();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 2 lines");

  await quoteLink(page).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(quoteLink(page)).toHaveAttribute("aria-current", "page");
  const lines = page.locator(".quote-line");
  await expect(lines).toHaveCount(2);
  // The boxed cable comes as one of its boxes: no length or drum offered, none guessed.
  await expect(lines.nth(0)).toContainText(box.name);
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("1");
  await expect(lines.nth(0)).toContainText("× 305 m box");
  await expect(lines.nth(0).getByLabel("Cut to")).toHaveCount(0);
  await expect(lines.nth(0).getByLabel("Drum size")).toHaveCount(0);
  await expect(lines.nth(1)).toContainText(tool.name);
  await expect(lines.nth(1).getByLabel("Quantity")).toHaveValue("2");
  const chat = decodeURIComponent(
    (await page.getByRole("link", { name: "Send this list on WhatsApp" }).getAttribute("href"))!,
  );
  expect(chat).toContain(`${box.name}: 1 × 305 m box`);

  await lines
    .nth(0)
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByText("Your quote has been updated.")).toBeVisible();
  await expect(lines).toHaveCount(1);
  await page.goto("/quote");
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");
  await lines
    .nth(0)
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByText("Your quote is empty.")).toBeVisible();
  await page.goto("/quote");
  await expect(quoteLink(page)).toHaveText("Quote");
});

test("a cable cut to length and a family's card lead to the choice, adding nothing", async ({
  page,
}) => {
  const word = uniqueWord();
  const [cut] = createProducts(word, [{ name: "Armoured cable" }]);
  sellAs(cut.id, "cut-to-length");

  await page.goto(`/products?keyword=${word}`);
  const card = page.locator(".product-grid > article").filter({ hasText: cut.name });
  await expect(card.getByRole("button", { name: /^Add to quote/ })).toHaveCount(0);
  await card.getByRole("link", { name: "Choose a length", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${cut.slug}#quote$`));
  const add = page.locator("#quote form.add-to-quote");
  // Nothing chosen: neither a cut length nor a drum is checked.
  await expect(add.getByLabel("Cut to")).not.toBeChecked();
  await expect(add.getByLabel("Drum", { exact: true })).not.toBeChecked();
  await expect(add.getByLabel("Drum size")).toHaveValue("");
  await expect(quoteLink(page)).toHaveText("Quote");
  expect((await page.context().cookies()).some((c) => c.name === "bel_quote")).toBe(false);
  // Sent without a length (the form left as it is, or a card of a page from before), it is not
  // added: the visitor is asked for one.
  await add.getByRole("button", { name: "Add to quote" }).click();
  await expect(
    page.getByText("Choose a length: cut to the metres you need, or a drum."),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${cut.slug}#quote$`));
  await expect(quoteLink(page)).toHaveText("Quote");
  await add.getByLabel("Drum", { exact: true }).check();
  await add.getByLabel("Drum size").selectOption("500 m");
  await add.getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");

  // The demo catalogue's Cat6 U/UTP LSZH family: its card chooses no variant for the visitor.
  await page.goto("/products?category=copper-connectivity&subcategory=cat6-cables");
  const family = page
    .locator(".product-grid > article")
    .filter({ has: page.locator(".card-family") })
    .first();
  await expect(family).toContainText("5 variants");
  await expect(family.getByRole("button", { name: /^Add to quote/ })).toHaveCount(0);
  const choose = family.getByRole("link", { name: "Choose a variant", exact: true });
  const href = (await choose.getAttribute("href"))!;
  expect(href).toMatch(/^\/products\/cat6-u-utp-lszh-data-cable-[\w-]+#quote$/);
  await choose.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The choice: the variant chooser, then Add to quote, under #quote.
  await expect(page.locator("#quote .variant-chooser")).toBeVisible();
  await expect(page.locator("#quote form.add-to-quote")).toBeVisible();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");
});

test("a card's plain button for a cable cut to length (a page from before) adds nothing: to the choice", async ({
  page,
}) => {
  const [cut] = createProducts(uniqueWord(), [{ name: "Armoured cable" }]);
  sellAs(cut.id, "cut-to-length");
  const answer = await page.request.post("/quote", {
    form: { intent: "add", slug: cut.slug, qty: "1", back: "/products" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["location"]).toBe(`/products/${cut.slug}#quote`);
  expect(answer.headers()["set-cookie"] ?? "").not.toContain("bel_quote=");
});

test("a related product's card adds to the quote and comes back to the product page", async ({
  page,
}) => {
  const word = uniqueWord();
  // Products of the same subcategory are related: a subcategory of the test's own.
  const { family, sub } = createCategoryTree(word);
  const place = { category: family.slug, subcategory: sub.slug };
  const [first, second] = createProducts(word, [{ place }, { place }]);
  await page.goto(`/products/${first.slug}`);
  await hydrated(page);
  const related = page.locator(".related article").filter({ hasText: second.name });
  await expect(related).toHaveCount(1);
  await related.getByRole("button", { name: /^Add to quote/ }).click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${first.slug}$`));
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");
});

test("the header's Quote fits the bar at 375, 1024 and 1280 px", async ({ page }) => {
  const word = uniqueWord();
  const [product] = createProducts(word, [{}]);
  await page.goto(`/products?keyword=${word}`);
  await page
    .locator(".product-grid > article")
    .getByRole("button", { name: /^Add to/ })
    .click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote 1 line");
  expect(product.name).toContain(word);
  for (const width of [375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const box = (await quoteLink(page).boundingBox())!;
    // In the bar, whole, on one line: within the page's width, no wider scroll.
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    expect(box.height, `${width} px`).toBeLessThan(60);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${width} px`).toBe(0);
    // Beside the search box (wide screens) or the Menu button (phones), not over them.
    const neighbour = page.locator(width >= 1024 ? ".mainbar__search" : ".menu-toggle");
    const other = (await neighbour.boundingBox())!;
    expect(other.x + other.width, `${width} px`).toBeLessThanOrEqual(box.x);
  }
});

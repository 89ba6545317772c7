/**
 * Visitor journeys of docs/storefront.md, each run with JavaScript on ("js") and off ("no-js").
 *
 * A journey that writes (a review, a message) or needs products of a certain kind makes its own
 * products (data.ts) and reads only those; the others read seeded families no test changes.
 */
import { expect, test, type Locator } from "@playwright/test";
import { createProduct, createProducts, uniqueTag, uniqueWord, withDb } from "./data";

const js = () => test.info().project.name === "js";

/** The labels of filter options, as shown: each option's text before its count. */
const labels = (options: Locator) =>
  options.evaluateAll((els) => els.map((el) => el.firstChild?.textContent?.trim() ?? ""));

test.use({ viewport: { width: 1280, height: 900 } });

test("home → category → subcategory → specification filter → product", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("region", { name: "Explore Popular Categories" })
    .getByRole("link", { name: /Copper Connectivity/ })
    .click();
  await expect(page).toHaveURL(/\/products\?category=copper-connectivity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Copper Connectivity" })).toBeVisible();

  const sidebar = page.locator(".filters--sidebar");
  const sub = sidebar.locator(".filter-categories > div a[role=checkbox]").first();
  const [subName] = await labels(sub);
  await sub.click();
  await expect(page).toHaveURL(/subcategory=/);
  await expect(sidebar.getByRole("checkbox", { name: new RegExp(subName) })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  const afterSub = Number(
    /of (\d+)/.exec((await page.locator("#results-count").textContent())!)?.[1] ?? 0,
  );

  const value = sidebar
    .locator("details.filter-group[open] a[role=checkbox][aria-checked=false]")
    .first();
  const [valueName] = await labels(value);
  const expected = Number(await value.locator("span").textContent());
  await value.click();
  await expect(page).toHaveURL(/spec-[a-z-]+=[a-z0-9-]+/);
  // The page shows the value checked (the count alone may not have changed).
  const checkedValue = sidebar.locator("details.filter-group a[role=checkbox][aria-checked=true]");
  await expect.poll(() => labels(checkedValue)).toEqual([valueName]);
  await expect(page.locator("#results-count")).toContainText(`${expected} product`);
  expect(expected).toBeLessThanOrEqual(afterSub);

  // Unchecking removes the parameter again, and keeps the subcategory.
  await checkedValue.click();
  await expect(page).not.toHaveURL(/spec-/);
  await expect(page).toHaveURL(/subcategory=/);

  await page.locator(".product-grid h2 a").first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+/);
  await expect(page.getByRole("heading", { name: "Description" })).toHaveCount(0); // summary, not a heading
  await expect(page.locator("summary", { hasText: "Description" })).toBeVisible();
});

test("a filter value is a checkbox to the keyboard: Space checks it, and again unchecks it", async ({
  page,
}) => {
  test.skip(
    !js(),
    "Space on a link is the page's own handler; without JavaScript Enter follows it",
  );
  await page.goto("/products?category=copper-connectivity");
  const sidebar = page.locator(".filters--sidebar");
  const value = sidebar
    .locator("details.filter-group[open] a[role=checkbox][aria-checked=false]")
    .first();
  const [valueName] = await labels(value);
  await value.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/category=copper-connectivity&spec-[a-z-]+=[a-z0-9-]+/);
  const checked = sidebar.locator("details.filter-group a[role=checkbox][aria-checked=true]");
  await expect.poll(() => labels(checked)).toEqual([valueName]);
  await checked.focus();
  await page.keyboard.press("Space");
  await expect(page).not.toHaveURL(/spec-/);
});

test("keyword search from the header, and a blank search", async ({ page }) => {
  const js = test.info().project.name === "js";
  await page.goto("/about");
  if (js) {
    // With JavaScript the listing opens in the same document: the mark stays.
    await page.locator("html[data-hydrated]").waitFor();
    await page.evaluate(() => Object.assign(window, { searchedHere: true }));
  }
  // By its label: with JavaScript the box becomes a combobox as a visitor types (issue 33).
  const box = page.getByRole("search").first().getByLabel("Search products");
  await box.fill("cat6");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?keyword=cat6$/);
  if (js) expect(await page.evaluate(() => "searchedHere" in window)).toBe(true);
  await expect(
    page.getByRole("heading", { level: 1, name: 'Search Results for "cat6"' }),
  ).toBeVisible();
  // Without JavaScript the document may still be arriving: the heading comes before the grid.
  const cards = page.locator(".product-grid h2");
  await expect(cards.first()).toBeVisible();
  const names = await cards.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => /cat\s?6/i.test(n))).toBe(true);

  await page.getByRole("search").first().getByLabel("Search products").fill("   ");
  await page.getByRole("search").first().getByLabel("Search products").press("Enter");
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();

  for (const text of ['"', "NEAR(", "🙂🙂", "-*"]) {
    const response = await page.goto(`/products?keyword=${encodeURIComponent(text)}`);
    expect(response?.status()).toBe(200);
  }
});

test("pagination: First, Prev, Next, Last", async ({ page }) => {
  const word = uniqueWord();
  createProducts(
    word,
    Array.from({ length: 35 }, () => ({})),
  );
  await page.goto(`/products?keyword=${word}`);
  await expect(page.locator("#results-count")).toHaveText("Showing 1–16 of 35 products");
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await expect(nav.getByText("Prev")).toHaveAttribute("aria-disabled", "true");
  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("#results-count")).toHaveText("Showing 17–32 of 35 products");
  await nav.getByRole("link", { name: "Last" }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.locator("#results-count")).toHaveText("Showing 33–35 of 35 products");
  await expect(nav.getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await nav.getByRole("link", { name: "Prev" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("#results-count")).toHaveText("Showing 17–32 of 35 products");
  await nav.getByRole("link", { name: "First" }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?keyword=${word}$`));
  await expect(page.locator("#results-count")).toHaveText("Showing 1–16 of 35 products");
});

test("sort: Most Rated orders by average rating and stays in the URL", async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  // Ties on the average go to the product with more reviews.
  const [fair, best, good, liked] = createProducts(word, [
    { ratings: [2, 2] },
    { ratings: [5] },
    { ratings: [4, 5] },
    { ratings: [5, 4, 4, 5] },
  ]);
  const order = [best, liked, good, fair];
  await page.goto(`/products?keyword=${word}`);
  await page.getByLabel("Sort by").selectOption("rated");
  if (!js()) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(
    new RegExp(`keyword=${word}.*sort=rated|sort=rated.*keyword=${word}`),
  );
  await expect(page.locator(".product-grid h2 a")).toHaveText(order.map((p) => p.name));
  const api = await (await request.get(`/api/bel/products?keyword=${word}&sort=rated`)).json();
  expect(api.products.map((p: { name: string; ratings: number }) => [p.name, p.ratings])).toEqual([
    [best.name, 5],
    [liked.name, 4.5],
    [good.name, 4.5],
    [fair.name, 2],
  ]);
});

test("write a review: the documented messages with input kept, then the review on the page", async ({
  page,
}) => {
  const product = createProduct({ ratings: [5, 3] });
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  const reviews = page.locator("summary", { hasText: /^Reviews \(\d+\)$/ });
  await expect(reviews).toHaveText("Reviews (2)");
  await page.getByRole("link", { name: "Add review" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("All fields are required.");

  const heading = `Great drum ${uniqueTag()}`;
  await dialog.getByLabel("Name").fill("Pat Installer");
  await dialog.getByLabel("Country").selectOption("United Kingdom");
  if (js()) await expect(dialog.getByLabel("Dial code")).toHaveValue("+44");
  await dialog.getByLabel("Phone").fill("7700900456");
  await dialog.getByLabel("Email").fill("pat@localhost");
  await dialog.locator("label[for=rating-4]").click();
  await dialog.getByLabel("Heading").fill(heading);
  await dialog.getByLabel("Comment").fill("Neat lay, easy to strip.");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email.");
  await expect(dialog.getByLabel("Name")).toHaveValue("Pat Installer");
  await expect(dialog.getByLabel("Heading")).toHaveValue(heading);

  await dialog.getByLabel("Email").fill("pat@example.com");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Review submitted successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(reviews).toHaveText("Reviews (3)");
  const figures = withDb((db) =>
    db.prepare("SELECT num_of_reviews, ratings FROM products WHERE id = ?").get(product.id),
  );
  expect(figures).toEqual({ num_of_reviews: 3, ratings: 4 });
});

test("send a contact message and find it in the database", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByText("Monday to Saturday")).toBeVisible();
  await expect(page.getByText("9am-5pm")).toBeVisible();
  await page.getByRole("button", { name: "SEND" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();

  const subject = `Drum lengths ${uniqueTag()}`;
  await page.getByLabel("Name", { exact: true }).fill("Chris Contractor");
  await page.getByLabel("Email").fill("chris@example.com");
  await page.getByLabel("Country").selectOption("Ireland");
  if (js()) await expect(page.getByLabel("Dial code")).toHaveValue("+353");
  await page.getByLabel("Phone").fill("12ab");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Do you cut SWA to length?");
  await page.getByRole("button", { name: "SEND" }).click();
  await expect(page.getByText("Please enter digits only.")).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue(subject);

  await page.getByLabel("Phone").fill("14567890");
  await page.getByRole("button", { name: "SEND" }).click();
  // The confirmation takes the form's place; another message starts from an empty form.
  await expect(page.getByText("Your message has been sent.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Subject")).toHaveValue("");

  const rows = withDb((db) =>
    db
      .prepare(
        "SELECT name, email, country, country_code, phone, message FROM contact_messages WHERE subject = ?",
      )
      .all(subject),
  );
  expect(rows).toEqual([
    {
      name: "Chris Contractor",
      email: "chris@example.com",
      country: "Ireland",
      country_code: "353",
      phone: "14567890",
      message: "Do you cut SWA to length?",
    },
  ]);
});

test("the product gallery: a thumbnail becomes the main image", async ({ page }) => {
  const product = createProduct({ images: 3 });
  await page.goto(`/products/${product.slug}`);
  const main = page.locator(".gallery__main img");
  await expect(main).toHaveAttribute("src", `/uploads/${product.images[0]}`);
  await page.getByRole("link", { name: "Show image 2 of 3" }).click();
  await expect(main).toHaveAttribute("src", `/uploads/${product.images[1]}`);
  await expect(page.getByRole("link", { name: "Show image 2 of 3" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("technical library: each tab", async ({ page }) => {
  await page.goto("/technical-library");
  await expect(page.getByRole("link", { name: "Datasheets" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Every product is listed (each has its generated datasheet); a card opens its uploaded one.
  const sheets = page.locator('.datasheet-card[href^="/uploads/"]');
  await expect(sheets.first()).toHaveAttribute("href", /\/uploads\/datasheets\/[0-9a-f]{24}\.pdf$/);
  await expect(sheets.first()).toHaveAttribute("target", "_blank");
  await expect(sheets.first()).toContainText("BEL Cables");
  await page.getByPlaceholder("Enter the product's name").fill("coax");
  await page.getByPlaceholder("Enter the product's name").press("Enter");
  await expect(page).toHaveURL(/keyword=coax/);
  await expect(page.getByRole("status")).toContainText('for "coax"');

  await page.getByRole("link", { name: "FAQ Videos" }).click();
  await expect(page).toHaveURL(/tab=faq-videos/);
  const card = page.locator(".video-card").first();
  await expect(card).toHaveAttribute("href", /youtu/);
  if (js()) {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "player" }),
    );
    await card.click();
    const frame = page.locator(".modal iframe");
    await expect(frame).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/,
    );
    await page.getByRole("button", { name: "Close", exact: true }).click();
    await expect(frame).toHaveCount(0);
  }

  await page.getByRole("link", { name: "Cable Know-How" }).click();
  await expect(page).toHaveURL(/tab=cable-know-how/);
  await expect(page.getByRole("link", { name: /^View/ }).first()).toHaveAttribute(
    "href",
    /\/uploads\/know-how\/[0-9a-f]{24}\.pdf$/,
  );
});

test("certificates: Verify opens the URL, else the file, in a new tab", async ({ page }) => {
  await page.goto("/certification");
  const links = page.getByRole("link", { name: /^Verify/ });
  expect(await links.count()).toBeGreaterThan(0);
  const hrefs = await links.evaluateAll((els) =>
    els.map((e) => [e.getAttribute("href"), e.getAttribute("target")]),
  );
  expect(hrefs.some(([h]) => h!.startsWith("https://"))).toBe(true);
  expect(hrefs.some(([h]) => /\/uploads\/certificates\/[0-9a-f]{24}\.pdf$/.test(h!))).toBe(true);
  expect(hrefs.every(([, t]) => t === "_blank")).toBe(true);
});

test("blog: posts with short US dates", async ({ page }) => {
  await page.goto("/blog");
  const dates = await page.locator(".info-card__date").allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(d).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
});

test("newsletter: the message for a bad address", async ({ page }) => {
  await page.goto("/about");
  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});

test("an unknown product answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/products/no-such-cable");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
});

/**
 * Visitor journeys of storefront.md, each run with JavaScript on ("js") and off ("no-js").
 */
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_DB } from "./admin.fixtures";

const js = () => test.info().project.name === "js";
const unique = () =>
  `${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ viewport: { width: 1280, height: 900 } });

async function openFirstProduct(page: Page, query = "") {
  await page.goto(`/products${query}`);
  const first = page.locator(".product-grid .product-card__name a").first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return name;
}

test("home → category → subcategory → specification filter → product", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("region", { name: "Explore Popular Categories" })
    .getByRole("link", { name: /Copper Connectivity/ })
    .click();
  await expect(page).toHaveURL(/\/products\?category=copper-connectivity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();

  const sidebar = page.locator(".filters--sidebar");
  const sub = sidebar.locator(".filter-list--nested a[role=checkbox]").first();
  const subName = (await sub.locator(".filter-option__label").textContent())!.trim();
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
  const expected = Number(await value.locator(".filter-option__count").textContent());
  await value.click();
  await expect(page).toHaveURL(/spec-[a-z-]+=[a-z0-9-]+/);
  await expect(page.locator("#results-count")).toContainText(`${expected} product`);
  expect(expected).toBeLessThanOrEqual(afterSub);

  // Unchecking removes the parameter again.
  await sidebar.locator("a[role=checkbox][aria-checked=true]").last().click();
  await expect(page).not.toHaveURL(/spec-/);

  await page.locator(".product-grid .product-card__name a").first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+/);
  await expect(page.getByRole("heading", { name: "Description" })).toHaveCount(0); // summary, not a heading
  await expect(page.locator("summary", { hasText: "Description" })).toBeVisible();
});

test("keyword search from the header, and a blank search", async ({ page }) => {
  await page.goto("/about");
  const box = page.getByRole("search").first().getByRole("searchbox");
  await box.fill("cat6");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?keyword=cat6$/);
  await expect(
    page.getByRole("heading", { level: 1, name: 'Search Results for "cat6"' }),
  ).toBeVisible();
  const names = await page.locator(".product-grid .product-card__name").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => /cat\s?6/i.test(n))).toBe(true);

  await page.getByRole("search").first().getByRole("searchbox").fill("   ");
  await page.getByRole("search").first().getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();

  for (const text of ['"', "NEAR(", "🙂🙂", "-*"]) {
    const response = await page.goto(`/products?keyword=${encodeURIComponent(text)}`);
    expect(response?.status()).toBe(200);
  }
});

test("pagination: First, Prev, Next, Last", async ({ page }) => {
  await page.goto("/products");
  await expect(page.locator("#results-count")).toContainText("Showing 1–16 of");
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("#results-count")).toContainText("Showing 17–32 of");
  await nav.getByRole("link", { name: "Last" }).click();
  await page.waitForURL((url) => !/page=2$/.test(url.search));
  const last = Number(/page=(\d+)/.exec(page.url())![1]);
  expect(last).toBeGreaterThan(2);
  await expect(nav.getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await nav.getByRole("link", { name: "First" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("sort: Most Rated orders by average rating and stays in the URL", async ({
  page,
  request,
}) => {
  await page.goto("/products?category=copper-connectivity");
  await page.getByLabel("Sort by").selectOption("rated");
  if (!js()) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(
    /category=copper-connectivity.*sort=rated|sort=rated.*category=copper-connectivity/,
  );
  const api = await (
    await request.get("/api/bel/products?category=copper-connectivity&sort=rated")
  ).json();
  await expect(page.locator(".product-grid .product-card__name a")).toHaveText(
    api.products.map((p: { name: string }) => p.name),
  );
  const ratings = api.products.map((p: { ratings: number }) => p.ratings);
  expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
});

test("write a review: the spec's messages with input kept, then the review on the page", async ({
  page,
}) => {
  await openFirstProduct(page, "?sort=date");
  const reviews = page.locator("summary", { hasText: /^Reviews \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await reviews.textContent())!)![1]);
  await page.getByRole("link", { name: "Add review" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("All fields are required.");

  const heading = `Great drum ${unique()}`;
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
  await expect(reviews).toHaveText(`Reviews (${before + 1})`);
});

test("send a contact message and find it in the database", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByText("Monday to Saturday")).toBeVisible();
  await expect(page.getByText("9am-5pm")).toBeVisible();
  await page.getByRole("button", { name: "SEND" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();

  const subject = `Drum lengths ${unique()}`;
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
  await expect(page.getByText("Your message has been sent.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Subject")).toHaveValue("");

  const db = new Database(E2E_DB, { readonly: true });
  const row = db
    .prepare(
      "SELECT name, email, country, country_code, phone, message FROM contact_messages WHERE subject = ?",
    )
    .get(subject);
  db.close();
  expect(row).toEqual({
    name: "Chris Contractor",
    email: "chris@example.com",
    country: "Ireland",
    country_code: "353",
    phone: "14567890",
    message: "Do you cut SWA to length?",
  });
});

test("request a quotation and arrive at the chat address with the prefilled text", async ({
  page,
  context,
}) => {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>chat" }),
  );
  const product = await openFirstProduct(page);
  await page.getByRole("link", { name: "Quotation" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Product")).toHaveValue(product);
  await dialog.getByLabel("Name").fill("Sam Buyer");
  await dialog.getByRole("button", { name: "Send on WhatsApp" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all fields");
  await dialog.getByLabel("Email").fill("sam@nowhere");
  await dialog.getByLabel("Company").fill("Sparks Ltd");
  await dialog.getByLabel("Query").fill("500 m please");
  await dialog.getByRole("button", { name: "Send on WhatsApp" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email.");
  await expect(dialog.getByLabel("Company")).toHaveValue("Sparks Ltd");
  await dialog.getByLabel("Email").fill("sam@sparks.example");

  let chat: string;
  if (js()) {
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("button", { name: "Send on WhatsApp" }).click(),
    ]);
    chat = popup.url();
  } else {
    await dialog.getByRole("button", { name: "Send on WhatsApp" }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    chat = page.url();
  }
  const url = new URL(chat);
  expect(url.origin + url.pathname).toBe("https://wa.me/441753000000");
  const text = url.searchParams.get("text")!;
  for (const part of [product, "Sam Buyer", "sam@sparks.example", "Sparks Ltd", "500 m please"])
    expect(text).toContain(part);
});

test("the product gallery: a thumbnail becomes the main image", async ({ page }) => {
  await openFirstProduct(page);
  const main = page.locator(".gallery__main img");
  const before = await main.getAttribute("src");
  await page.getByRole("link", { name: "Show image 2 of 3" }).click();
  await expect(main).not.toHaveAttribute("src", before!);
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
  const sheets = page.locator(".datasheet-card");
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

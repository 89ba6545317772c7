/**
 * Comparing products (issue 24 point 3; docs/variants.md: Comparison), with JavaScript on ("js")
 * and off ("no-js"): a comparison of three products marks the rows that differ and shows those
 * alone on request, and survives a reload and a shared link; remove and reorder; the Compare
 * controls of cards and product pages add to it (with JavaScript through the compare tray, across
 * listing pages); the page is noindex with its normalised address as canonical.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./admin.fixtures";
import { createProducts, withDb, type TestProduct } from "./data";
import { hydrated } from "./hydration";

test.use({ viewport: { width: 1280, height: 900 } });

const withJs = () => test.info().project.name === "js";

/**
 * Three products of the test's own: the first two LSZH, the third PVC (Sheath Material differs),
 * all three rated for the same voltage (a group of the test's own, equal for all).
 */
function threeProducts(word: string) {
  const made = createProducts(word, [
    { name: "Compare cable", sheath: "lszh", ratings: [4], datasheet: true },
    { name: "Compare cable", sheath: "lszh" },
    { name: "Compare cable", sheath: "pvc" },
  ]);
  const voltage = `Voltage ${word}`;
  const sheaths = withDb((db) => {
    db.transaction(() => {
      const group = db
        .prepare("INSERT INTO specifications (title, slug) VALUES (?, ?) RETURNING id")
        .get(voltage, `voltage-${word}`) as { id: number };
      const value = db
        .prepare(
          "INSERT INTO specifications (title, slug, parent_id) VALUES (?, ?, ?) RETURNING id",
        )
        .get("300/500 V", `v300-${word}`, group.id) as { id: number };
      const insert = db.prepare(
        "INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)",
      );
      for (const p of made) insert.run(p.id, group.id, value.id);
    }).immediate();
    const title = (slug: string) =>
      (db.prepare("SELECT title FROM specifications WHERE slug = ?").get(slug) as { title: string })
        .title;
    return { lszh: title("lszh"), pvc: title("pvc") };
  });
  return { made, voltage, sheaths };
}

const href = (products: { slug: string }[], extra = "") =>
  `/compare?p=${products.map((p) => p.slug).join(",")}${extra}`;

/** The table's column heads' product names, in order. */
const columns = (page: Page) => page.locator(".compare-table thead th .compare-col__name");

/** The table's row of a specification group. */
const row = (page: Page, title: string) =>
  page
    .locator(".compare-table tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${title}`) }) });

async function expectComparison(page: Page, made: TestProduct[], voltage: string, lszh: string) {
  await expect(columns(page)).toHaveText(made.map((p) => p.name));
  const sheath = row(page, "Sheath Material");
  await expect(sheath.locator("td")).toHaveText([lszh, lszh, "PVC"]);
  await expect(sheath.getByRole("rowheader")).toHaveText("Sheath MaterialDiffers");
  await expect(sheath).toHaveClass(/is-different/);
  await expect(row(page, voltage).locator("td")).toHaveText([
    "300/500 V",
    "300/500 V",
    "300/500 V",
  ]);
  await expect(row(page, voltage).getByRole("rowheader")).toHaveText(voltage);
}

/** A context of its own (no storage, no history), as someone the link was sent to. */
async function elsewhere(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({
    baseURL,
    javaScriptEnabled: withJs(),
    viewport: { width: 1280, height: 900 },
  });
}

test("a comparison of three products marks what differs, shows the differences alone, and survives a reload and a shared link", async ({
  page,
  word,
  browser,
  baseURL,
}) => {
  const { made, voltage, sheaths } = threeProducts(word);
  await page.goto(href(made));
  await expectComparison(page, made, voltage, sheaths.lszh);
  // The heads: a link to each product, its reference, and its datasheet: the uploaded one where
  // there is one, else the one generated from its data.
  await expect(page.getByRole("link", { name: made[0].name, exact: true })).toHaveAttribute(
    "href",
    `/products/${made[0].slug}`,
  );
  await expect(page.getByText("Reference: E2E-1")).toBeVisible();
  const sheets = page.getByRole("link", { name: /^Datasheet/ });
  await expect(sheets).toHaveCount(3);
  await expect(sheets.nth(0)).toHaveAttribute("href", /^\/uploads\/.+\.pdf$/);
  await expect(sheets.nth(1)).toHaveAttribute("href", `/products/${made[1].slug}/datasheet.pdf`);

  await page.reload();
  await expectComparison(page, made, voltage, sheaths.lszh);

  // Differences only: the equal row goes, the differing one stays; the address says so.
  await hydrated(page);
  await page.getByLabel("Show differences only").check();
  if (!withJs()) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]diff=1/);
  await expect(row(page, voltage)).toHaveCount(0);
  await expect(row(page, "Sheath Material")).toHaveCount(1);
  await expect(page.getByLabel("Show differences only")).toBeChecked();

  // The link to share is the comparison's own address; opened by someone else, the same table.
  const shared = await page.getByLabel("Link to this comparison").inputValue();
  expect(shared).toBe(`${baseURL}${href(made)}`);
  const other = await elsewhere(browser, baseURL);
  try {
    const theirs = await other.newPage();
    await theirs.goto(shared);
    await expectComparison(theirs, made, voltage, sheaths.lszh);
  } finally {
    await other.close();
  }
});

test("Copy link copies the comparison's address with JavaScript; without, the field holds it", async ({
  page,
  word,
  context,
  baseURL,
}) => {
  const { made } = threeProducts(word);
  const address = `${baseURL}${href(made.slice(0, 2))}`;
  if (withJs()) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(href(made.slice(0, 2)));
  await expect(page.getByLabel("Link to this comparison")).toHaveValue(address);
  if (!withJs()) {
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    return;
  }
  await hydrated(page);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test("products are reordered and removed by their column's links", async ({ page, word }) => {
  const { made } = threeProducts(word);
  const [a, b, c] = made;
  await page.goto(href(made));
  await hydrated(page);
  await page.getByRole("link", { name: `Move ${b.name} right` }).click();
  await expect(page).toHaveURL(href([a, c, b]));
  await expect(columns(page)).toHaveText([a.name, c.name, b.name]);
  await page.getByRole("link", { name: `Move ${b.name} left` }).click();
  await expect(columns(page)).toHaveText([a.name, b.name, c.name]);

  await page.getByRole("link", { name: `Remove ${a.name}` }).click();
  await expect(page).toHaveURL(href([b, c]));
  await expect(columns(page)).toHaveText([b.name, c.name]);
  await page.getByRole("link", { name: `Remove ${c.name}` }).click();
  await expect(columns(page)).toHaveText([b.name]);
  await expect(page.getByText(/Add at least one more product to compare/)).toBeVisible();
});

test("the Compare controls of cards and the product page add to the comparison", async ({
  page,
  word,
}) => {
  const { made } = threeProducts(word);
  const [a, b, c] = made;
  const card = (p: TestProduct) => page.locator("article").filter({ hasText: p.name });
  if (withJs()) {
    // The tray follows the visitor from one listing page to another, and to a product page.
    await page.goto(`/products?keyword=${word}`);
    await hydrated(page);
    await card(a)
      .getByRole("button", { name: `Compare ${a.name}` })
      .click();
    await expect(card(a).getByRole("button", { name: `Compare ${a.name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const tray = page.getByRole("region", { name: "Products to compare" });
    await expect(tray.getByRole("link", { name: "Compare (1)" })).toBeVisible();

    await page.goto(`/products?keyword=${word}&sort=rated`);
    await hydrated(page);
    await expect(tray.getByRole("listitem")).toHaveText([`${a.name}×`]);
    await card(b)
      .getByRole("button", { name: `Compare ${b.name}` })
      .click();
    await card(c)
      .getByRole("button", { name: `Compare ${c.name}` })
      .click();
    await expect(tray.getByRole("link", { name: "Compare (3)" })).toBeVisible();
    // A second press takes a product out again, as does the tray's remove button.
    await card(c)
      .getByRole("button", { name: `Compare ${c.name}` })
      .click();
    await expect(tray.getByRole("link", { name: "Compare (2)" })).toBeVisible();
    await tray.getByRole("button", { name: `Remove ${b.name} from the comparison` }).click();
    await expect(tray.getByRole("link", { name: "Compare (1)" })).toBeVisible();

    await page.goto(`/products/${c.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: `Compare ${c.name}` }).click();
    await tray.getByRole("link", { name: "Compare (2)" }).click();
    await expect(page).toHaveURL(href([a, c]));
    await expect(columns(page)).toHaveText([a.name, c.name]);
    return;
  }
  // Without JavaScript: the comparison's search adds a product…
  await page.goto(href([a]));
  await expect(columns(page)).toHaveText([a.name]);
  await page.getByLabel("Find a product by name or reference").fill(word);
  await page
    .getByRole("search")
    .filter({ has: page.getByLabel("Find a product by name or reference") })
    .getByRole("button", { name: "Search" })
    .click();
  await page.getByRole("link", { name: `Add ${b.name}` }).click();
  await expect(columns(page)).toHaveText([a.name, b.name]);
  // …and its way to the product list keeps the list, which the listing's search carries on…
  await page.getByRole("link", { name: "browse the products" }).click();
  await expect(page).toHaveURL(`/products?compare=${a.slug},${b.slug}`);
  await page.getByRole("banner").getByRole("searchbox").fill(word);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/products?keyword=${word}&compare=${a.slug}%2C${b.slug}`);
  // …for the cards' Compare links, which add to it and stay on the listing.
  await card(c).getByRole("link", { name: "Compare", exact: true }).click();
  await expect(page).toHaveURL(`/products?compare=${a.slug},${b.slug},${c.slug}&keyword=${word}`);
  await tray(page).getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(href([a, b, c]));
  await expect(columns(page)).toHaveText([a.name, b.name, c.name]);
});

/** The compare tray: with JavaScript the kept list, without the list the address carries. */
const tray = (page: Page) => page.getByRole("region", { name: "Products to compare" });

test("a comparison grows to three products from the listing, through its sort and a product page", async ({
  page,
  word,
  baseURL,
}) => {
  const { made } = threeProducts(word);
  const [a, b, c] = made;
  const card = (p: TestProduct) => page.locator("article").filter({ hasText: p.name });
  if (withJs()) {
    // A list the address carries (a shared link) becomes the tray's when it holds none.
    await page.goto(`/products?keyword=${word}&compare=${a.slug}`);
    await hydrated(page);
    await expect(tray(page).getByRole("listitem")).toHaveText([`${a.name}×`]);
    await expect(card(a).getByRole("button", { name: `Compare ${a.name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    for (const p of [b, c])
      await card(p)
        .getByRole("button", { name: `Compare ${p.name}` })
        .click();
    await tray(page).getByRole("link", { name: "Compare (3)" }).click();
    await expect(page).toHaveURL(href(made));
    await expect(columns(page)).toHaveText(made.map((p) => p.name));
    return;
  }
  await page.goto(`/products?keyword=${word}`);
  // Without JavaScript the Compare link is the listing again with the product in its address;
  // the tray shows the list, the card says it is in it, the canonical address leaves it out.
  await card(a).getByRole("link", { name: "Compare", exact: true }).click();
  await expect(page).toHaveURL(`/products?compare=${a.slug}&keyword=${word}`);
  await expect(tray(page).getByRole("listitem")).toHaveText([`${a.name}×`]);
  await expect(
    card(a).getByRole("link", { name: `Compared (remove ${a.name} from the comparison)` }),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/products?keyword=${word}`,
  );
  // The listing's own controls carry the list: here its sort.
  await page.getByLabel("Sort by").selectOption("rated");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(`/products?keyword=${word}&compare=${a.slug}&sort=rated`);
  await card(b).getByRole("link", { name: "Compare", exact: true }).click();
  await expect(tray(page).getByRole("listitem")).toHaveText([`${a.name}×`, `${b.name}×`]);

  // A product's page, opened from its card, adds to the same list.
  await card(c).getByRole("link", { name: c.name }).click();
  await expect(page).toHaveURL(`/products/${c.slug}?compare=${a.slug},${b.slug}`);
  await page
    .locator(".product-summary")
    .getByRole("link", { name: "Compare", exact: true })
    .click();
  await expect(page).toHaveURL(`/products/${c.slug}?compare=${a.slug},${b.slug},${c.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/products/${c.slug}`,
  );
  await tray(page).getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(href([a, b, c]));
  await expect(columns(page)).toHaveText([a.name, b.name, c.name]);

  // Back on the product page, "Compared" and the tray's remove links take products out.
  await page.goBack();
  await page
    .locator(".product-summary")
    .getByRole("link", { name: `Compared (remove ${c.name} from the comparison)` })
    .click();
  await expect(page).toHaveURL(`/products/${c.slug}?compare=${a.slug},${b.slug}`);
  await tray(page)
    .getByRole("link", { name: `Remove ${a.name} from the comparison` })
    .click();
  await expect(page).toHaveURL(`/products/${c.slug}?compare=${b.slug}`);
  await tray(page).getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(`/products/${c.slug}`);
  await expect(tray(page)).toHaveCount(0);
});

test("at 375 px the products' names stay above their values as the table scrolls", async ({
  page,
}) => {
  // Seeded products no test writes to, with a specification table taller than a phone's window.
  const made = [
    "cat6-u-utp-lszh-data-cable-305m-box-yellow",
    "cat6-u-utp-pvc-data-cable-305m-box-grey",
    "cat6a-f-utp-lszh-data-cable-500m-drum-white",
  ].map((slug) => ({ slug }));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(href(made));
  const box = page.locator(".compare__scroll");
  const name = (i: number) => page.locator(".compare-table__names th").nth(i);
  const lastRow = page.locator(".compare-table tbody tr").last();
  await expect(name(1)).toHaveText("Cat6 U/UTP PVC Data Cable 305m Box Grey");
  // The table scrolls in its own box, no taller than the window: down to its last row, and
  // sideways to the second product.
  await box.evaluate((el) => {
    el.scrollIntoView();
    el.scrollTop = el.scrollHeight;
    // The second product's column right beside the groups' names.
    const names = el.querySelectorAll<HTMLElement>(".compare-table__names > *");
    el.scrollLeft = names[2].offsetLeft - names[0].offsetWidth;
  });
  expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  expect(await box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  const frame = (await box.boundingBox())!;
  const heading = (await name(1).boundingBox())!;
  const value = (await lastRow.locator("td").nth(1).boundingBox())!;
  const rowHeading = (await lastRow.getByRole("rowheader").boundingBox())!;
  // The name is at the top of the box, in view, right above its own column's value…
  await expect(name(1)).toBeInViewport();
  expect(Math.abs(heading.y - frame.y)).toBeLessThan(3);
  expect(heading.y + heading.height).toBeLessThanOrEqual(value.y);
  expect(Math.abs(heading.x - value.x)).toBeLessThan(1);
  expect(value.y + value.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
  // …and the group's name is still at the left, beside its value.
  expect(Math.abs(rowHeading.x - frame.x)).toBeLessThan(3);
  expect(rowHeading.x + rowHeading.width).toBeLessThanOrEqual(value.x + 1);
});

test("at 1280 px the products' names stay under the site's header as the page scrolls", async ({
  page,
  word,
}) => {
  const { made } = threeProducts(word);
  await page.goto(href(made));
  const lastRow = page.locator(".compare-table tbody tr").last();
  // The page scrolled until the table's last row is near the top of the window.
  await lastRow.evaluate((row) =>
    window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - 260),
  );
  const header = (await page.locator(".site-header").boundingBox())!;
  const heading = (await page.locator(".compare-table__names th").first().boundingBox())!;
  const value = (await lastRow.locator("td").first().boundingBox())!;
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(Math.abs(heading.y - (header.y + header.height))).toBeLessThan(3);
  expect(heading.y + heading.height).toBeLessThanOrEqual(value.y);
});

test("Add to quote in the table adds that product to the quote", async ({ page, word }) => {
  const { made } = threeProducts(word);
  await page.goto(href(made));
  await hydrated(page);
  // The second product's column, under its name.
  await page
    .locator(".compare-table thead tr")
    .nth(1)
    .locator("td")
    .nth(2)
    .getByRole("button", { name: /^Add to quote/ })
    .click();
  await expect(page.getByText("Added to your quote.")).toBeVisible();
  // Back on the same comparison.
  await expect(page).toHaveURL(href(made));
  await expect(columns(page)).toHaveText(made.map((p) => p.name));
  await page.goto("/quote");
  await expect(page.locator(".quote-line")).toHaveCount(1);
  await expect(page.locator(".quote-line")).toContainText(made[1].name);
});

test("the comparison is noindex, its canonical the normalised address; bad addresses say why", async ({
  page,
  word,
  baseURL,
}) => {
  const { made } = threeProducts(word);
  const [a, b] = made;
  await page.goto(`/compare?p=${b.slug},%20${a.slug},${b.slug},no-such-${word}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}${href([b, a])}`,
  );
  await expect(columns(page)).toHaveText([b.name, a.name]);
  await expect(page.getByText(`No product found for “no-such-${word}”`)).toBeVisible();

  // Nothing usable: a 404 that says so and offers the search; never a server error.
  const none = await page.goto(`/compare?p=no-such-${word}`);
  expect(none?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Nothing to compare yet" })).toBeVisible();
  const empty = await page.goto("/compare");
  expect(empty?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Add a product" })).toBeVisible();
});

test("past four products the first four are compared and the others named", async ({
  page,
  word,
}) => {
  const made = createProducts(
    word,
    Array.from({ length: 5 }, () => ({ name: "Compare cable", sheath: "pvc" as const })),
  );
  const response = await page.goto(href(made));
  expect(response?.status()).toBe(200);
  await expect(columns(page)).toHaveText(made.slice(0, 4).map((p) => p.name));
  await expect(page.getByText(`so ${made[4].name} is not shown`)).toBeVisible();
  // A full comparison offers no search to add a fifth.
  await expect(page.getByRole("heading", { name: "Add a product" })).toHaveCount(0);
});

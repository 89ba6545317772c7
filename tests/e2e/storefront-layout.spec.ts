/**
 * What a visitor sees of the storefront's layout (issue 14, points 5, 6 and 9), measured from the
 * boxes and computed styles the browser lays out, with JavaScript on ("js") and off ("no-js"):
 * the product page's summary beside its gallery above the fold, the filter column that follows
 * the grid, and one casing for every button.
 *
 * The product page and the full listing read the seeded catalogue (no test changes a seeded
 * product); the short category is the test's own (data.ts).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createCategoryTree, createProducts, uniqueWord } from "./data";

/** A seeded product with a gallery, seven specifications, a datasheet, reviews and relatives. */
const PRODUCT = "/products/cat6a-s-ftp-stranded-lszh-patch-cable-100m-reel-grey";

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, `${locator} has a box`).not.toBeNull();
  return b!;
}

const bottom = (b: Box) => b.y + b.height;
const right = (b: Box) => b.x + b.width;

test.describe("product page", () => {
  test("the key specifications and the actions sit beside the gallery, above the fold, once", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PRODUCT);

    // The gallery: the main picture and the row of thumbnails under it.
    const gallery = await box(page.locator(".gallery"));
    expect(gallery.height).toBeGreaterThan(400);
    const specs = page.getByRole("heading", { name: "Key specifications" });
    // The one quote path (Add to quote, docs/decisions.md) and the one datasheet button, with the
    // uploaded PDF named apart.
    const quote = page.locator("form.add-to-quote").getByRole("button", { name: "Add to quote" });
    const datasheet = page.getByRole("link", {
      name: /^Product datasheet \(PDF, always current\)/,
    });
    const uploaded = page.getByRole("link", { name: /^Manufacturer's datasheet \(PDF\)/ });
    const share = page.getByRole("link", { name: "Share by e-mail" });
    await expect(quote).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Quotation", includeHidden: true })).toHaveCount(0);

    // Once in the page, hidden copies (a phone-only or desktop-only duplicate) included.
    for (const [role, name] of [
      ["heading", "Key specifications"],
      ["link", /^Product datasheet/],
      ["link", /^Manufacturer's datasheet/],
      ["link", "Share by e-mail"],
    ] as const) {
      await expect(
        page.getByRole(role, { name, exact: true, includeHidden: true }),
        `${String(name)} appears once`,
      ).toHaveCount(1);
    }

    // The block of key specifications: its heading and the specifications under it.
    const specsBlock = await box(specs.locator(".."));
    const rows = await box(specs.locator("xpath=following-sibling::dl"));
    expect(rows.height, "the key specifications list some values").toBeGreaterThan(40);

    for (const [name, b] of [
      ["key specifications", specsBlock],
      ["Add to quote", await box(quote)],
      ["Product datasheet", await box(datasheet)],
      ["Manufacturer's datasheet", await box(uploaded)],
      ["Share by e-mail", await box(share)],
    ] as const) {
      // Beside the gallery: to its right, level with it.
      expect(b.x, `${name} starts right of the gallery`).toBeGreaterThanOrEqual(right(gallery));
      expect(b.y, `${name} starts above the gallery's foot`).toBeLessThan(bottom(gallery));
      expect(bottom(b), `${name} ends below the gallery's top`).toBeGreaterThan(gallery.y);
      // Above the fold: seen without scrolling.
      expect(b.y, `${name} starts above the fold`).toBeLessThan(800);
    }
    // The actions are seen whole without scrolling, not cut by the fold.
    for (const action of [quote, datasheet, uploaded, share]) {
      expect(bottom(await box(action)), `${action} ends above the fold`).toBeLessThanOrEqual(800);
    }
  });

  test("related products come after the reviews, and below them", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PRODUCT);

    const reviews = page
      .getByRole("group")
      .filter({ has: page.locator("summary", { hasText: /^Reviews \(\d+\)$/ }) });
    const related = page.getByRole("region", { name: "Related products" });
    await expect(reviews).toHaveCount(1);
    await expect(related.getByRole("link").first()).toBeVisible();

    // In the page order (what a screen reader and the Tab key meet)…
    const after = await reviews.evaluate(
      (r, rel) => Boolean(r.compareDocumentPosition(rel!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await related.elementHandle(),
    );
    expect(after, "Related products follow the reviews in the page").toBe(true);
    // …and on the screen: under the reviews, not beside them.
    const r = await box(reviews);
    const rel = await box(related);
    expect(rel.y).toBeGreaterThanOrEqual(bottom(r));
    expect(rel.x).toBeLessThan(right(r));
    expect(right(rel)).toBeGreaterThan(r.x);
  });

  test("on a phone the breadcrumb is one line: the link back up to the subcategory", async ({
    page,
  }) => {
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    const visibleText = () =>
      breadcrumb
        .locator("li")
        .evaluateAll((items) =>
          items.filter((li) => li.checkVisibility()).map((li) => li.textContent!.trim()),
        );

    // The full trail on a desktop: the subcategory is the link before the product's name.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PRODUCT);
    const trail = await visibleText();
    expect(trail).toHaveLength(5);
    expect(trail.slice(0, 2)).toEqual(["Home", "Products"]);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    expect(trail[4]).toBe(name);
    const parent = trail[3];

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(visibleText).toEqual([parent]);
    const link = breadcrumb.getByRole("link", { name: parent });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /[?&]subcategory=/);
    // One line high: the trail is no taller than the one link in it.
    const line = await box(link);
    const nav = await box(breadcrumb.locator("ol"));
    expect(nav.height).toBeLessThanOrEqual(line.height * 1.5);
    expect(right(nav)).toBeLessThanOrEqual(375);
  });
});

/**
 * Scrolls the page from the top of the listing to its end, a fifth of a window at a time, and
 * returns, at each stop, how much of the window below the header is empty beside visible
 * content: in the filter column beside the grid, and in the grid's column beside the filters.
 */
async function emptyBeside(page: Page) {
  const viewport = page.viewportSize()!;
  const header = page.getByRole("banner");
  const filters = page.getByRole("complementary", { name: "Filters" });
  const grid = page.locator(".product-grid");
  const layout = await box(grid.locator("xpath=ancestor::*[contains(@class, 'listing__layout')]"));
  const start = await page.evaluate(() => window.scrollY);
  const end = start + bottom(layout);
  const stops: { scrollY: number; besideGrid: number; besideFilters: number }[] = [];
  for (let y = Math.max(0, start + layout.y - 200); ; y += viewport.height / 5) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const scrollY = await page.evaluate(() => window.scrollY);
    const top = bottom(await box(header));
    const seen = (b: Box): [number, number] => [
      Math.max(b.y, top),
      Math.min(bottom(b), viewport.height),
    ];
    const [gTop, gBottom] = seen(await box(grid));
    const [fTop, fBottom] = seen(await box(filters));
    const span = (a: number, b: number) => Math.max(0, b - a);
    // The part of one column's visible band the other column leaves empty.
    const uncovered = (aTop: number, aBottom: number, bTop: number, bBottom: number) =>
      span(aTop, aBottom) - span(Math.max(aTop, bTop), Math.min(aBottom, bBottom));
    stops.push({
      scrollY,
      besideGrid: uncovered(gTop, gBottom, fTop, fBottom),
      besideFilters: uncovered(fTop, fBottom, gTop, gBottom),
    });
    if (scrollY + viewport.height >= end || scrollY < y - 1) break;
  }
  return { stops, window: viewport.height - bottom(await box(header)) };
}

test.describe("the filter column", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("stays in view beside a long grid, down to its last row", async ({ page }) => {
    await page.goto("/products");
    const filters = page.getByRole("complementary", { name: "Filters" });
    const cards = page.locator(".product-grid > *");
    expect(await cards.count()).toBeGreaterThan(8);

    // Near the bottom of the grid: its last card fully in view.
    await cards.last().scrollIntoViewIfNeeded();
    const last = await box(cards.last());
    expect(bottom(last)).toBeLessThanOrEqual(800);
    const header = bottom(await box(page.getByRole("banner")));
    const panel = await box(filters);
    // The panel is in the window below the sticky header, most of a window of it, beside the
    // last row (a static panel would have scrolled away at the top of the grid).
    const shown = Math.min(bottom(panel), 800) - Math.max(panel.y, header);
    expect(shown).toBeGreaterThan((800 - header) / 2);
    expect(panel.y).toBeLessThan(bottom(last));
    expect(bottom(panel)).toBeGreaterThan(last.y);

    // And at every point on the way down, never a window's half of empty column beside the grid.
    const { stops, window } = await emptyBeside(page);
    expect(stops.length).toBeGreaterThan(5);
    for (const stop of stops) {
      expect(stop.besideGrid, `empty beside the grid at scrollY ${stop.scrollY}`).toBeLessThan(
        window / 2,
      );
    }
  });

  test("leaves no screen of empty space beside a category of few products", async ({ page }) => {
    const word = uniqueWord();
    const { family, sub } = createCategoryTree(word);
    const place = { category: family.slug, subcategory: sub.slug };
    createProducts(word, [
      { place, sheath: "lszh" },
      { place, sheath: "pvc" },
    ]);
    await page.goto(`/products?category=${family.slug}&subcategory=${sub.slug}`);
    await expect(page.locator(".product-grid > *")).toHaveCount(2);

    const { stops, window } = await emptyBeside(page);
    for (const stop of stops) {
      expect(stop.besideGrid, `empty beside the grid at scrollY ${stop.scrollY}`).toBeLessThan(
        window / 2,
      );
      expect(
        stop.besideFilters,
        `empty beside the filters at scrollY ${stop.scrollY}`,
      ).toBeLessThan(window / 2);
    }
  });
});

/** Storefront pages and the states in which they show their buttons. */
const BUTTON_PAGES = [
  "/",
  "/products",
  "/products?category=coaxial-rf-cables&keyword=zzqx",
  PRODUCT,
  `${PRODUCT}?review=new`,
  "/contact-us",
  "/technical-library",
];

test("every button of the storefront has one casing", async ({ page }) => {
  test.slow();
  const seen: { page: string; width: number; label: string; textTransform: string }[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of BUTTON_PAGES) {
      await page.goto(path);
      // Buttons (elements and role=button) and links styled as the site's buttons, with words.
      const found = await page
        .locator("button, [role=button], input[type=submit], input[type=button], a.btn")
        .evaluateAll((elements) =>
          elements
            .filter((e) => e.checkVisibility({ visibilityProperty: true }))
            .map((e) => ({
              label: (e instanceof HTMLInputElement
                ? e.value
                : (e as HTMLElement).innerText
              ).trim(),
              textTransform: getComputedStyle(e).textTransform,
            }))
            .filter((b) => /[a-z]/i.test(b.label)),
        );
      seen.push(...found.map((b) => ({ page: path, width, ...b })));
    }
  }
  // The spec's own labels are capitals (SEND, BACK TO HOME): every button is set the same way.
  expect(seen.length).toBeGreaterThan(20);
  const casing = seen.find((b) => b.label === "SEND")?.textTransform;
  expect(casing, "the contact form's SEND button is seen").toBeDefined();
  expect(seen.filter((b) => b.textTransform !== casing)).toEqual([]);
});

/**
 * Families on the storefront (docs/variants.md), with JavaScript on ("js") and off ("no-js"), on
 * the demo catalogue's families (read only): the tri-rated panel wire in five colours and four
 * conductor sizes, and Cat6 U/UTP LSZH in three colours on 305 m and two on 100 m. A visitor
 * switches colour, then size or length, and lands on the right variant's own page; an option no
 * variant has with the other choices shows as unavailable; the listing shows one card per family
 * with its count and colours, and a filter only one variant matches shows that variant's card.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./admin.fixtures";
import { hydrated } from "./hydration";

test.use({ viewport: { width: 1280, height: 900 } });

const chooser = (page: Page, title: string) =>
  page.locator(".variant-chooser__group", { hasText: `${title}:` });

/** The page of a variant: its address, heading, SKU, canonical address and current choices. */
async function expectVariant(
  page: Page,
  v: { slug: string; name: string; sku: string; choices: [string, string][] },
) {
  await expect(page).toHaveURL(new RegExp(`/products/${v.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(v.name);
  await expect(page.locator(".variant-chooser__sku")).toHaveText(`SKU: ${v.sku}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/products/${v.slug}$`),
  );
  for (const [group, value] of v.choices) {
    await expect(chooser(page, group).locator(".variant-chooser__title")).toHaveText(
      `${group}: ${value}`,
    );
    await expect(chooser(page, group).locator('[aria-current="page"]')).toHaveText(value);
  }
}

test("a visitor switches the panel wire's colour, then its size, and lands on each variant's page", async ({
  page,
}) => {
  await page.goto("/products/tri-rated-panel-wire-1-0mm2-black-100m");
  await expectVariant(page, {
    slug: "tri-rated-panel-wire-1-0mm2-black-100m",
    name: "Tri-Rated Panel Wire 1.0mm² Black 100m",
    sku: "BEL-TRI-10-BK-100",
    choices: [
      ["Sheath Colour", "Black"],
      ["Conductor Size", "1.0 mm²"],
    ],
  });
  // Only what varies is offered: every member has the same cores, standard and length (the
  // diameter and weight that follow from the size are figures, not choices).
  await expect(page.locator(".variant-chooser__title")).toHaveText([
    "Sheath Colour: Black",
    "Conductor Size: 1.0 mm²",
  ]);
  // Colours as swatches with their names.
  await expect(chooser(page, "Sheath Colour").getByRole("link")).toHaveText([
    "Blue",
    "Grey",
    "Black",
    "Red",
    /^Orange/,
  ]);
  // Every size of the wire is in the family.
  await expect(chooser(page, "Conductor Size").getByRole("link")).toHaveText([
    /^0\.5 mm²/,
    /^0\.75 mm²/,
    "1.0 mm²",
    "1.5 mm²",
  ]);
  await expect(chooser(page, "Sheath Colour").locator(".swatch--red")).toHaveCount(1);

  await chooser(page, "Sheath Colour").getByRole("link", { name: "Blue", exact: true }).click();
  await expectVariant(page, {
    slug: "tri-rated-panel-wire-1-0mm2-blue-100m",
    name: "Tri-Rated Panel Wire 1.0mm² Blue 100m",
    sku: "BEL-TRI-10-BL-100",
    choices: [
      ["Sheath Colour", "Blue"],
      ["Conductor Size", "1.0 mm²"],
    ],
  });

  await chooser(page, "Conductor Size").getByRole("link", { name: "1.5 mm²" }).click();
  await expectVariant(page, {
    slug: "tri-rated-panel-wire-1-5mm2-blue-100m",
    name: "Tri-Rated Panel Wire 1.5mm² Blue 100m",
    sku: "BEL-TRI-15-BL-100",
    choices: [
      ["Sheath Colour", "Blue"],
      ["Conductor Size", "1.5 mm²"],
    ],
  });

  // No 1.5 mm² wire is red: Red shows as unavailable, says what else it changes, and leads to
  // the red 1.0 mm² wire.
  const red = chooser(page, "Sheath Colour").getByRole("link", { name: /^Red/ });
  await expect(red).toHaveAccessibleName(
    "Red (not with the other choices): changes conductor size to 1.0 mm²",
  );
  await expect(red).toHaveClass(/is-unavailable/);
  await expect(red.locator(".variant-option__change")).toHaveText(
    "changes conductor size to 1.0 mm²",
  );
  await expect(red.locator(".variant-option__change")).toBeVisible();
  await expect(
    chooser(page, "Sheath Colour").getByRole("link", { name: "Grey", exact: true }),
  ).not.toHaveClass(/is-unavailable/);
  await red.click();
  await expectVariant(page, {
    slug: "tri-rated-panel-wire-1-0mm2-red-100m",
    name: "Tri-Rated Panel Wire 1.0mm² Red 100m",
    sku: "BEL-TRI-10-RD-100",
    choices: [
      ["Sheath Colour", "Red"],
      ["Conductor Size", "1.0 mm²"],
    ],
  });
});

test("a visitor switches the data cable's colour, then its length, and lands on the 100 m box", async ({
  page,
}) => {
  await page.goto("/products/cat6-u-utp-lszh-data-cable-305m-box-yellow");
  await expectVariant(page, {
    slug: "cat6-u-utp-lszh-data-cable-305m-box-yellow",
    name: "Cat6 U/UTP LSZH Data Cable 305m Box Yellow",
    sku: "BEL-C6-UTP-LSZH-YE-305",
    choices: [
      ["Sheath Colour", "Yellow"],
      ["Length", "305 m"],
    ],
  });
  // Yellow comes on 305 m only.
  await expect(chooser(page, "Length").getByRole("link", { name: /^100 m/ })).toHaveClass(
    /is-unavailable/,
  );

  await chooser(page, "Sheath Colour").getByRole("link", { name: "White", exact: true }).click();
  await expectVariant(page, {
    slug: "cat6-u-utp-lszh-data-cable-305m-box-white",
    name: "Cat6 U/UTP LSZH Data Cable 305m Box White",
    sku: "BEL-C6-UTP-LSZH-WH-305",
    choices: [
      ["Sheath Colour", "White"],
      ["Length", "305 m"],
    ],
  });
  await chooser(page, "Length").getByRole("link", { name: "100 m", exact: true }).click();
  await expectVariant(page, {
    slug: "cat6-u-utp-lszh-data-cable-100m-box-white",
    name: "Cat6 U/UTP LSZH Data Cable 100m Box White",
    sku: "BEL-C6-UTP-LSZH-WH-100",
    choices: [
      ["Sheath Colour", "White"],
      ["Length", "100 m"],
    ],
  });
  // Its own reviews section, under its own name.
  await expect(
    page.getByRole("heading", { name: "Reviews of Cat6 U/UTP LSZH Data Cable 100m Box White" }),
  ).toBeAttached();
});

for (const width of [375, 1024, 1280]) {
  test(`at ${width} px an option that changes another choice says so in visible text`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/products/cat6-u-utp-lszh-data-cable-305m-box-yellow");
    // Yellow comes on 305 m only: 100 m leads to the blue 100 m box, and says so, not only in a
    // tooltip (which phones never show) nor only to screen readers.
    const option = chooser(page, "Length").getByRole("link", { name: /^100 m/ });
    await expect(option).toHaveAttribute(
      "href",
      "/products/cat6-u-utp-lszh-data-cable-100m-box-blue",
    );
    await expect(option).not.toHaveAttribute("title");
    const said = option.getByText("changes sheath colour to Blue", { exact: true });
    await expect(said).toBeVisible();
    const box = (await said.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect(option).toHaveAccessibleName(
      "100 m (not with the other choices): changes sheath colour to Blue",
    );
    // An option that keeps the other choices says nothing more.
    await expect(chooser(page, "Sheath Colour").locator(".variant-option__change")).toHaveCount(0);

    await option.click();
    await expectVariant(page, {
      slug: "cat6-u-utp-lszh-data-cable-100m-box-blue",
      name: "Cat6 U/UTP LSZH Data Cable 100m Box Blue",
      sku: "BEL-C6-UTP-LSZH-BL-100",
      choices: [
        ["Sheath Colour", "Blue"],
        ["Length", "100 m"],
      ],
    });
  });
}

test("at 375 px, choosing a variant keeps the page where it was (with JavaScript); the whole page follows", async ({
  page,
}) => {
  const js = test.info().project.name === "js";
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/products/cat6-u-utp-lszh-data-cable-305m-box-yellow");
  await hydrated(page);
  const white = chooser(page, "Sheath Colour").getByRole("link", { name: "White", exact: true });
  await white.scrollIntoViewIfNeeded();
  // The visitor has scrolled down to the choosers, past the picture.
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  const image = page.locator(".gallery__main img");
  const yellowImage = await image.getAttribute("src");
  // The same document throughout: the page changes in place.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await white.click();
  await expectVariant(page, {
    slug: "cat6-u-utp-lszh-data-cable-305m-box-white",
    name: "Cat6 U/UTP LSZH Data Cable 305m Box White",
    sku: "BEL-C6-UTP-LSZH-WH-305",
    choices: [
      ["Sheath Colour", "White"],
      ["Length", "305 m"],
    ],
  });
  if (js) {
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    const after = await page.evaluate(() => window.scrollY);
    expect(Math.abs(after - before)).toBeLessThan(40);
    await expect(white).toBeInViewport();
    // The option chosen keeps the focus, now the current one.
    await expect(white).toBeFocused();
    await expect(white).toHaveAttribute("aria-current", "page");
  }
  // Without JavaScript the option is a plain link: a page load of the variant's own address.

  // Everything else on the page is the white box's: picture, specifications, reviews, title,
  // description and structured data.
  await expect(image).not.toHaveAttribute("src", yellowImage!);
  await expect(
    page.locator(".spec-table tr", { hasText: "Sheath Colour" }).locator("td"),
  ).toHaveText("White");
  await expect(
    page.getByRole("heading", { name: "Reviews of Cat6 U/UTP LSZH Data Cable 305m Box White" }),
  ).toBeAttached();
  await expect(page).toHaveTitle(/^Cat6 U\/UTP LSZH Data Cable 305m Box White/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    /\/products\/cat6-u-utp-lszh-data-cable-305m-box-white$/,
  );
  const product = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? "")).find((d) => d["@type"] === "Product"),
    );
  expect(product).toMatchObject({
    name: "Cat6 U/UTP LSZH Data Cable 305m Box White",
    url: expect.stringMatching(/\/products\/cat6-u-utp-lszh-data-cable-305m-box-white$/),
  });
});

/** The listing's cards: name and family line of each. */
const cards = (page: Page) => page.locator(".product-grid > article");

test("the listing shows one card per family, with its number of products and its colours", async ({
  page,
}) => {
  await page.goto("/products?keyword=tri-rated");
  // Every tri-rated size is in the one family: nine products, one card.
  await expect(page.getByText("Showing 1–1 of 1 product")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  const family = cards(page).filter({ hasText: "variants" });
  await expect(family).toHaveCount(1);
  await expect(family.locator(".card-family")).toContainText("9 variants");
  await expect(family.locator(".card-family .swatch")).toHaveCount(5);
  await expect(family.locator(".card-family .visually-hidden")).toHaveText(
    ": Blue, Grey, Black, Red, Orange",
  );
  await expect(family.getByRole("heading")).toHaveText(/^Tri-Rated Panel Wire \d\.\d+mm² /);

  // The category's page: the Cat6 family is one card among its category's.
  await page.goto("/products?category=copper-connectivity&subcategory=cat6-cables&keyword=lszh");
  const cat6 = cards(page).filter({ hasText: "Cat6 U/UTP LSZH Data Cable" });
  await expect(cat6).toHaveCount(1);
  await expect(cat6.locator(".card-family")).toContainText("5 variants");
});

test("a filter only one variant matches shows that variant's card", async ({ page }) => {
  await page.goto("/products?keyword=tri-rated");
  // The colour facets count cards: three blue wires (0.75, 1.0 and 1.5 mm², all of the family)
  // are one card; the red one is one.
  const colours = page.locator(".filter-group", { hasText: "Sheath Colour" });
  await expect(colours.getByRole("checkbox", { name: /^Blue/, includeHidden: true })).toHaveText(
    "Blue 1",
  );
  await expect(colours.getByRole("checkbox", { name: /^Red/, includeHidden: true })).toHaveText(
    "Red 1",
  );
  await page.goto("/products?keyword=tri-rated&spec-sheath-colour=red");
  await expect(page.getByText("Showing 1–1 of 1 product")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading")).toHaveText("Tri-Rated Panel Wire 1.0mm² Red 100m");
  await expect(
    cards(page).getByRole("link", { name: "Tri-Rated Panel Wire 1.0mm² Red 100m" }),
  ).toHaveAttribute("href", "/products/tri-rated-panel-wire-1-0mm2-red-100m");
  await expect(cards(page).locator(".card-family")).toContainText("9 variants");
});

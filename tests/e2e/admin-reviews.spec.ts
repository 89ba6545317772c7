import fs from "node:fs";
import type { Locator } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { createProduct, createProducts, uniqueWord, withDb } from "./data";

// Runs in the "js" and "no-js" projects. Each test makes its own products and reviews
// (data.ts) and signs in a user of its own.

const js = () => test.info().project.name === "js";

/**
 * Where the gold of a rating's stars ends, in % of the row (app.css .stars): each star spans 2.5
 * to 21.5 of its 25 units in a 124-unit row.
 */
const goldEnds = (stars: Locator) =>
  stars.evaluate((e) => parseFloat(/\) ([\d.]+)%/.exec(getComputedStyle(e).backgroundImage)![1]));
const goldFor = (rating: number) =>
  ((Math.floor(rating) * 25 + 2.5 + 19 * (rating % 1)) / 124) * 100;

test("find a product's reviews by searching for it, delete one, and see the storefront follow", async ({
  page,
  login,
}) => {
  const product = createProduct({ ratings: [5, 4, 3] });
  await page.goto(`/products/${product.slug}`);
  const average = page.locator(".product-summary__rating").getByRole("img");
  await expect(page.getByText("Reviews (3)")).toBeVisible();
  await expect(average).toHaveAccessibleName("4 out of 5 stars");
  expect(await goldEnds(average)).toBeCloseTo(goldFor(4), 2);
  expect(await average.boundingBox()).toMatchObject({ width: 93, height: 18 });

  await login("manager");
  await page.goto("/admin/reviews");
  await expect(page.getByRole("heading", { name: "Product Reviews" })).toBeVisible();
  const search = page.getByRole("combobox", { name: "Search for a product by name" });
  await search.fill(product.name);
  if (js()) {
    // Suggestions as one types; choosing one opens its reviews.
    await page.getByRole("option", { name: new RegExp(product.name) }).click();
  } else {
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Choose a product:")).toBeVisible();
    await page
      .getByRole("region", { name: "Product search" })
      .getByRole("link", { name: product.name })
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`/admin/reviews\\?product=${product.id}$`));
  await expect(
    page.getByRole("status").filter({ hasText: `Reviews of ${product.name}` }),
  ).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: product.name });
  await expect(rows).toHaveCount(3);
  await expect(rows.first().getByRole("cell").first()).toHaveText("1");
  await expect(rows.filter({ hasText: "Reviewer 3" }).getByRole("img")).toHaveAccessibleName(
    "3 out of 5 stars",
  );
  const threeStars = rows.filter({ hasText: "Reviewer 3" }).getByRole("img");
  expect(await goldEnds(threeStars)).toBeCloseTo(goldFor(3), 2);
  expect(await threeStars.boundingBox()).toMatchObject({ width: 83, height: 16 });

  // Delete the 3-star review, after confirming.
  const third = rows.filter({ hasText: "Reviewer 3" });
  const confirm = third.locator("summary", { hasText: "Delete" });
  await expect(confirm).toHaveAttribute("aria-label", "Delete the review by Reviewer 3");
  await confirm.click();
  await third.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Review deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`product=${product.id}`));
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("row").filter({ hasText: "Reviewer 3" })).toHaveCount(0);

  // The storefront: two reviews, average 4.5.
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByText("Reviews (2)")).toBeVisible();
  await expect(average).toHaveAccessibleName("4.5 out of 5 stars");
  expect(await goldEnds(average)).toBeCloseTo(goldFor(4.5), 2);
  await expect(page.getByText(`Review 3 of ${product.name}`)).toHaveCount(0);

  // A product without reviews says so.
  const quiet = createProduct({});
  await page.goto(`/admin/reviews?product=${quiet.id}`);
  await expect(page.getByText("No reviews found on this product.")).toBeVisible();
});

test("filter all reviews by rating", async ({ page, login }) => {
  const product = createProduct({ ratings: [2, 5, 2] });
  await login("manager");
  await page.goto("/admin/reviews");
  await page.getByLabel("Rating", { exact: true }).selectOption("2");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/reviews\?rating=2/);
  const stars = page.getByRole("main").getByRole("table").getByRole("img");
  await expect(stars.first()).toBeVisible();
  // With JavaScript the address can change a moment before the table does: wait for the table.
  await expect
    .poll(
      async () =>
        new Set(await stars.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))),
    )
    .toEqual(new Set(["2 out of 5 stars"]));

  // With the product chosen as well: exactly its two 2-star reviews.
  await page.goto(`/admin/reviews?product=${product.id}&rating=2`);
  await expect(page.getByRole("row").filter({ hasText: product.name })).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: "of 2 reviews" })).toBeVisible();
});

test("search the customer list and download it as CSV", async ({ page, login }) => {
  const word = uniqueWord();
  // Its reviewers' e-mail addresses carry the word: reviewer-1-<word>@example.com, …
  const [product] = createProducts(word, [{ name: "Customer cable", ratings: [4, 5] }]);
  const formula = `=SUM(1+1) ${word}`;
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO reviews (product_id, name, email, country, country_code, phone, rating, heading, comment)
         VALUES (?, ?, ?, 'Ireland', '353', '871234567', 4, 'Fine', 'Fine.')`,
      )
      .run(product.id, formula, `formula-${word}@example.com`),
  );
  const reviewer = product.reviews[0];

  await login("manager");
  await page.goto("/admin/customers");
  await expect(page.getByRole("heading", { name: "Customer List" })).toBeVisible();
  await page.getByLabel("Search customers").fill(word);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=${word}`));
  const rows = page.getByRole("row").filter({ hasText: word });
  await expect(rows).toHaveCount(3);
  const row = rows.filter({ hasText: reviewer.email });
  await expect(row.getByRole("cell").nth(2)).toHaveText("United Kingdom");
  await expect(row.getByRole("cell").nth(4)).toHaveText(`+44 ${reviewer.phone}`);
  await expect(rows.filter({ hasText: formula }).getByRole("cell").nth(2)).toHaveText("Ireland");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Name,Email,Country,Dial code,Phone,Reviews,First review,Last review");
  expect(lines).toHaveLength(4);
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^${reviewer.name},${reviewer.email},United Kingdom,44,${reviewer.phone},1,`),
    ),
  );
  // The name that starts with "=" is text in a spreadsheet, not a formula.
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^"?'=SUM\\(1\\+1\\) ${word}"?,formula-${word}@example.com,`)),
  );
});

/**
 * A product's history and the bin (docs/admin.md, History and Bin), in the "js" and "no-js"
 * projects: an edit is restored from the history and the storefront shows the old name,
 * specification and picture order again; a deleted product comes back from the bin with its
 * pictures and reviews; only an admin deletes for good.
 *
 * Each test makes its own products (TEST_FAMILY, named with its word) and acts on those only: the
 * bin is shared by every test, so none empties it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { chooseSpecifications, expect, test } from "./admin.fixtures";
import { createProducts, withDb } from "./data";
import { UPLOADS_DIR } from "./environment.js";

test.use({ viewport: { width: 1280, height: 900 } });

const imagesOf = (id: number) =>
  withDb(
    (db) =>
      db
        .prepare(
          "SELECT public_id AS publicId FROM product_images WHERE product_id = ? ORDER BY position, id",
        )
        .all(id) as { publicId: string }[],
  ).map((i) => i.publicId);

/** The stored renditions of a picture in the e2e server's uploads folder. */
const filesOf = (publicId: string) =>
  fs.readdirSync(path.join(UPLOADS_DIR, "products")).filter((f) => f.startsWith(`${publicId}-`));

/** Opens the kit's confirmation named `label` and answers `answer`. */
async function confirm(page: Page, label: string, answer: string) {
  await page.locator(`summary[aria-label="${label}"]`).click();
  await page.getByRole("group", { name: label }).getByRole("button", { name: answer }).click();
}

/** The product page's pictures, as the public ids of their thumbnails, in order. */
async function galleryOf(page: Page) {
  const sources = await page
    .getByRole("list", { name: "Product images" })
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
  return sources.map((src) => /products\/([0-9a-f]{24})-/.exec(src)?.[1]);
}

const sheathOf = (page: Page) =>
  page.locator(".spec-table tr", { hasText: "Sheath Material" }).locator("td");

test("an edit is restored from the history: the product page shows the old name, specification and picture order", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [product] = createProducts(word, [{ name: "Speaker flex", sheath: "lszh", images: 2 }]);
  const pictures = imagesOf(product.id);

  // Saved before the history began: nothing earlier to show yet.
  await page.goto(`/admin/products/${product.slug}`);
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("No earlier versions");

  // An edit: another name and sheath, then the pictures the other way round.
  const renamed = `Speaker flex PVC ${word}`;
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await chooseSpecifications(page, { "Sheath Material": "PVC" });
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated successfully !!!")).toBeVisible();
  const renamedSlug = `speaker-flex-pvc-${word}`;
  await page.goto(`/admin/products/${renamedSlug}`);
  await page.getByRole("button", { name: "Move image 2 up" }).click();
  await expect(page.getByText("Image order updated")).toBeVisible();
  await expect.poll(() => imagesOf(product.id)).toEqual([pictures[1], pictures[0]]);
  await page.goto(`/products/${renamedSlug}`);
  await expect(sheathOf(page)).toHaveText("PVC");

  // The history: who saved what, newest first.
  await page.goto(`/admin/products/${renamedSlug}`);
  await expect(history.getByText("1–3 of 3 versions")).toBeVisible();
  const rows = history.getByRole("row");
  await expect(rows.nth(1)).toContainText("Images reordered");
  await expect(rows.nth(2)).toContainText(`Name: ${product.name}`);
  await expect(rows.nth(2)).toContainText(
    "Specification: Sheath Material: LSZH (Low Smoke Zero Halogen)",
  );
  await expect(rows.nth(3)).toContainText("As it was before its history began");
  await expect(history.getByText("Current")).toBeVisible();

  await confirm(page, "Restore version 1", "Yes, restore");
  await expect(page.getByText("Restored version 1.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product.slug}#history$`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(product.name);
  await expect(history.getByText("Restored from version 1")).toBeVisible();

  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(sheathOf(page)).toHaveText("LSZH (Low Smoke Zero Halogen)");
  expect(await galleryOf(page)).toEqual(pictures);
});

test("a deleted product comes back from the bin with its pictures and reviews", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [product] = createProducts(word, [{ name: "Speaker flex", images: 2, ratings: [5, 4] }]);
  const pictures = imagesOf(product.id);

  await page.goto(`/admin/products?q=${word}`);
  await confirm(page, `Delete ${product.name}`, "Yes, delete");
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  expect((await page.goto(`/products/${product.slug}`))?.status()).toBe(404);

  await page.goto("/admin/products");
  await expect(page.getByRole("link", { name: "Bin", exact: true })).toHaveAttribute(
    "href",
    "/admin/bin",
  );
  await page.goto(`/admin/bin?q=${word}`);
  await expect(page.getByRole("heading", { level: 1, name: "Bin" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(product.name) });
  await expect(row).toContainText("2 images, 2 reviews");
  // A manager restores; deleting for good is an admin's.
  await expect(page.locator('summary[aria-label="Empty bin"]')).toHaveCount(0);
  await expect(row.locator(`summary[aria-label="Delete ${product.name} forever"]`)).toHaveCount(0);
  for (const id of pictures) expect(filesOf(id).length).toBeGreaterThan(0);

  await confirm(page, `Restore ${product.name}`, "Yes, restore");
  await expect(page.getByText(`${product.name} is back from the bin.`)).toBeVisible();
  await expect(page.getByText("No product in the bin matches")).toBeVisible();

  const answer = await page.goto(`/products/${product.slug}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  expect(await galleryOf(page)).toEqual(pictures);
  for (const review of product.reviews)
    await expect(page.getByRole("heading", { name: review.heading })).toBeVisible();
  // The listing and its search have it back too.
  await page.goto(`/products?keyword=${word}`);
  await expect(page.locator(".product-grid h2 a", { hasText: product.name })).toHaveCount(1);
});

test("only an admin deletes for good: the product and its files go", async ({
  page,
  login,
  word,
}) => {
  await login("admin");
  const [product] = createProducts(word, [{ name: "Speaker flex", images: 1 }]);
  const [picture] = imagesOf(product.id);
  const deleted = await page.request.delete(`/api/bel/admin/products/${product.slug}`);
  expect(deleted.status()).toBe(200);

  await page.goto(`/admin/bin?q=${word}`);
  // Empty bin names the count before it acts (not answered here: the bin is every test's).
  await page.locator('summary[aria-label="Empty bin"]').click();
  await expect(page.getByRole("group", { name: "Empty bin" })).toContainText(
    /Delete all \d+ products? in the bin for good/,
  );
  await confirm(page, `Delete ${product.name} forever`, "Yes, delete forever");
  await expect(page.getByText("Product deleted for good")).toBeVisible();
  await expect(page.getByText("No product in the bin matches")).toBeVisible();
  await expect.poll(() => filesOf(picture)).toEqual([]);
});

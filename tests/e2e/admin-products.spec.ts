/**
 * The staff screens of a product, in the "js" and "no-js" projects: create it (first empty,
 * seeing the messages with the input kept) and find it on the storefront; choose its
 * specifications (a modal with JavaScript, selects in the form without); edit it (the old address
 * redirects); add, reorder and delete its pictures (a move at an end refused); delete it into the
 * bin, its files kept there. One test per thing staff do; the product a test changes is written into the database
 * first.
 *
 * Products live in TEST_FAMILY and carry a word of the test's own in their names, so the
 * storefront reads them by keyword without meeting another test's products; the names avoid the
 * words other journeys search for (cat6, coax, armoured).
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { picture } from "../uploads";
import { chooseSpecifications, expect, test } from "./admin.fixtures";
import { createProducts, TEST_FAMILY, withDb } from "./data";
import { UPLOADS_DIR } from "./environment.js";

const js = () => test.info().project.name === "js";

test.use({ viewport: { width: 1280, height: 900 } });

type Row = { id: number; slug: string };
const productNamed = (name: string) =>
  withDb(
    (db) => db.prepare("SELECT id, slug FROM products WHERE name = ?").get(name) as Row | undefined,
  );
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

async function confirm(page: Page, label: string) {
  await page.locator(`summary[aria-label="${label}"]`).click();
  await page
    .getByRole("group", { name: label })
    .getByRole("button", { name: "Yes, delete" })
    .click();
}

/** A product card of the listing the page shows, by (part of) its name. */
const card = (p: Page, text: string) => p.locator(".product-grid h2 a", { hasText: text });

test("Discard leaves the product form for the dashboard", async ({ page, login }) => {
  await login("manager");
  await page.goto("/admin/product/new");
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Never saved");
  await page.getByRole("link", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("create a product: sent empty, the messages beside the required fields and the input kept; completed with a sub-subcategory, specifications and pictures, the table and the storefront find it", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const name = `Speaker flex ${word}`;
  const [red, green, blue] = await Promise.all([
    picture("png", { color: "#a01010" }),
    picture("jpeg", { color: "#10a010" }),
    picture("webp", { color: "#1010a0" }),
  ]);

  await page.goto("/admin/product/new");
  // Empty required fields: the messages beside them, what was typed kept.
  const subcategory = page.getByLabel("Subcategory", { exact: true });
  if (js()) {
    await expect(subcategory).toBeDisabled();
  } else {
    // Every subcategory, under its category.
    expect(await subcategory.locator("optgroup").count()).toBeGreaterThan(1);
  }
  await page.getByLabel("Reference").fill(`REF-${word}`);
  await page.getByLabel("SEO title").fill(`SEO ${word}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please fill all required fields" }),
  ).toBeVisible();
  for (const label of ["Name", "Category", "Description"])
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      "Please fill all required fields",
    );
  await expect(page.getByLabel("Images", { exact: true })).toHaveAccessibleDescription(
    "Please upload at least one image",
  );
  await expect(page.getByLabel("Reference")).toHaveValue(`REF-${word}`);
  await expect(page.getByLabel("SEO title")).toHaveValue(`SEO ${word}`);

  // Now complete: a sub-subcategory, three specifications, two pictures.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page
    .getByLabel("Category", { exact: true })
    .selectOption({ label: "Audio & Broadcast Cables" });
  if (js()) {
    // Only the chosen category's subcategories, and the sub-subcategory waits for one.
    await expect(subcategory).toBeEnabled();
    await expect(subcategory.locator("option")).toHaveText([
      "None",
      "Loudspeaker Cables",
      "Microphone & Balanced Cables",
      "Multicore & Snake Cables",
    ]);
    await expect(page.getByLabel("Sub-subcategory")).toBeDisabled();
  }
  await subcategory.selectOption({ label: "Loudspeaker Cables" });
  await page.getByLabel("Sub-subcategory").selectOption({ label: "PA/VA & 100 V Line Cables" });
  await page
    .getByLabel("Description", { exact: true })
    .fill("Two-core LSZH speaker flex for 100 V line systems.");
  if (js()) {
    // Two values, then the modal again: a new value replaces a group's, the empty one removes it.
    await chooseSpecifications(page, {
      "Number of Cores": "4 Core",
      "Sheath Colour": "Red",
    });
    const chosen = page.getByRole("list", { name: "Chosen specifications" });
    await expect(chosen.getByRole("listitem")).toHaveText([
      /^Number of Cores: 4 Core/,
      /^Sheath Colour: Red/,
    ]);
    await chooseSpecifications(page, {
      "Number of Cores": "2 Core",
      "Sheath Colour": "Not set",
      "Sheath Material": "LSZH (Low Smoke Zero Halogen)",
      "Conductor Material": "Oxygen-Free Copper (OFC)",
    });
    await expect(chosen.getByRole("listitem")).toHaveText([
      /^Number of Cores: 2 Core/,
      /^Conductor Material: Oxygen-Free Copper \(OFC\)/,
      /^Sheath Material: LSZH \(Low Smoke Zero Halogen\)/,
    ]);
  } else {
    await chooseSpecifications(page, {
      "Number of Cores": "2 Core",
      "Sheath Material": "LSZH (Low Smoke Zero Halogen)",
      "Conductor Material": "Oxygen-Free Copper (OFC)",
    });
  }
  const files = [
    { name: "red.png", mimeType: "image/png", buffer: red },
    { name: "green.jpg", mimeType: "image/jpeg", buffer: green },
  ];
  if (js()) {
    // Previews, each removable before sending.
    await page
      .getByLabel("Images")
      .setInputFiles([...files, { name: "extra.webp", mimeType: "image/webp", buffer: blue }]);
    const previews = page.getByRole("list", { name: "Images to upload" }).getByRole("listitem");
    await expect(previews).toHaveCount(3);
    await page.getByRole("button", { name: "Remove extra.webp" }).click();
    await expect(previews).toHaveCount(2);
  } else {
    await page.getByLabel("Images", { exact: true }).setInputFiles(files);
  }
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product created")).toBeVisible();
  const created = productNamed(name)!;
  expect(created.slug).toBe(`speaker-flex-${word}`);
  const pictures = imagesOf(created.id);
  expect(pictures).toHaveLength(2);
  for (const id of pictures) expect(filesOf(id).length).toBeGreaterThan(0);

  // The table finds it.
  await page.getByLabel("Search products", { exact: true }).fill(word);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products\\?q=${word}`));
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // The fifth cell: the bulk actions' checkbox, ID, Image, Name, Category.
  await expect(row.getByRole("cell").nth(4)).toHaveText(
    "Audio & Broadcast Cables / Loudspeaker Cables / PA/VA & 100 V Line Cables",
  );

  // The storefront: its family's listing (newest first), the search, a specification filter.
  await page.goto(`/products?category=${TEST_FAMILY}&subcategory=loudspeaker-cables&sort=date`);
  await expect(card(page, name)).toHaveCount(1);
  await page.goto(`/products?keyword=${word}`);
  await expect(card(page, name)).toHaveCount(1);
  await page.goto(`/products?keyword=${word}&spec-sheath-material=lszh`);
  await expect(card(page, name)).toHaveCount(1);
  await page.goto(`/products?keyword=${word}&spec-sheath-material=pvc`);
  await expect(card(page, name)).toHaveCount(0);
});

test("the specification chooser: with JavaScript the “Add Specification” modal (focus in, Escape closes, focus back); without, its selects in the form", async ({
  page,
  login,
}) => {
  await login("manager");
  await page.goto("/admin/product/new");
  const open = page.getByRole("button", { name: "Add Specification" });
  if (!js()) {
    await expect(open).toHaveCount(0);
    const fieldset = page.getByRole("group", { name: "Specifications" });
    await expect(fieldset.getByLabel("Sheath Material", { exact: true })).toHaveAttribute(
      "name",
      /^specifications\[\d+\]\.value$/,
    );
    return;
  }
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Add Specification" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox").first()).toBeFocused();
  await dialog.getByLabel("Sheath Material", { exact: true }).selectOption({ label: "PVC" });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  // Escape keeps nothing of the draft.
  await expect(page.getByText("No specifications chosen.")).toBeVisible();
});

test("edit a product's name and specification: the storefront shows the change, and the old address redirects for good", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [product] = createProducts(word, [
    {
      name: "Speaker flex",
      sheath: "lszh",
      images: 1,
      place: {
        category: TEST_FAMILY,
        subcategory: "loudspeaker-cables",
        subSubcategory: "pa-va-speaker-cables",
      },
    },
  ]);

  await page.goto(`/admin/products?q=${word}`);
  await page.getByRole("link", { name: `Edit ${product.name}` }).click();
  await expect(page.getByRole("heading", { name: "Update Product" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(product.name);
  await expect(page.getByLabel("Sub-subcategory")).toHaveValue(
    String(
      withDb(
        (db) =>
          (
            db.prepare("SELECT id FROM categories WHERE slug = 'pa-va-speaker-cables'").get() as {
              id: number;
            }
          ).id,
      ),
    ),
  );
  const renamed = `Speaker flex PVC ${word}`;
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await chooseSpecifications(page, { "Sheath Material": "PVC" });
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product updated successfully !!!")).toBeVisible();
  const edited = productNamed(renamed)!;
  expect(edited).toEqual({ id: product.id, slug: `speaker-flex-pvc-${word}` });

  // The storefront shows the change; the old address redirects for good.
  const response = await page.goto(`/products/${product.slug}`);
  expect(response?.request().redirectedFrom()?.url()).toMatch(`/products/${product.slug}`);
  expect(
    await response
      ?.request()
      .redirectedFrom()
      ?.response()
      .then((r) => r?.status()),
  ).toBe(301);
  await expect(page).toHaveURL(new RegExp(`/products/${edited.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await page.goto(`/products?keyword=${word}&spec-sheath-material=pvc`);
  await expect(card(page, renamed)).toHaveCount(1);
  await page.goto(`/products?keyword=${word}&spec-sheath-material=lszh`);
  await expect(card(page, word)).toHaveCount(0);
});

test("a product's pictures: a third added, moved to the front (which the cards then show), one deleted with its files", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [product] = createProducts(word, [{ name: "Speaker flex", images: 2 }]);
  const [firstId, secondId] = imagesOf(product.id);
  expect(filesOf(firstId).length).toBeGreaterThan(0);
  const blue = await picture("webp", { color: "#1010a0" });

  await page.goto(`/admin/products/${product.slug}`);
  await page
    .getByLabel("Add images")
    .setInputFiles([{ name: "blue.webp", mimeType: "image/webp", buffer: blue }]);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Images uploaded successfully")).toBeVisible();
  const [, , blueId] = imagesOf(product.id);
  expect(imagesOf(product.id)).toEqual([firstId, secondId, blueId]);

  // Reorder: the blue one to the front, which cards then show.
  await page.goto(`/admin/products/${product.slug}`);
  const gallery = page.getByRole("list", { name: "Product images" }).getByRole("listitem");
  await expect(gallery).toHaveCount(3);
  await page.getByRole("button", { name: "Move image 3 up" }).click();
  await expect(page.getByText("Image order updated")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product.slug}$`));
  await page.getByRole("button", { name: "Move image 2 up" }).click();
  await expect.poll(() => imagesOf(product.id)).toEqual([blueId, firstId, secondId]);
  await page.goto(`/products?keyword=${word}`);
  await expect(page.locator(".product-grid img")).toHaveAttribute(
    "src",
    new RegExp(`/uploads/products/${blueId}-\\d+\\.webp$`),
  );

  // Delete one picture: gone from the product and from the disk.
  await page.goto(`/admin/products/${product.slug}`);
  await confirm(page, "Delete image 2");
  await expect(page.getByText("Image deleted successfully")).toBeVisible();
  await expect(gallery).toHaveCount(2);
  expect(imagesOf(product.id)).toEqual([blueId, secondId]);
  expect(filesOf(firstId)).toEqual([]);
});

test("a picture's move at an end is refused with the reason: a page out of date offers it after another tab deleted the last picture", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [product] = createProducts(word, [{ name: "Speaker flex", images: 3 }]);
  const [firstId, secondId] = imagesOf(product.id);

  await page.goto(`/admin/products/${product.slug}`);
  // The buttons at the ends are off.
  await expect(page.getByRole("button", { name: "Move image 1 up" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move image 3 down" })).toBeDisabled();
  const other = await page.context().newPage();
  await other.goto(`/admin/products/${product.slug}`);
  await confirm(other, "Delete image 3");
  await expect(other.getByText("Image deleted successfully")).toBeVisible();
  await other.close();

  // This page still shows three: image 2 is the last now.
  await page.getByRole("button", { name: "Move image 2 down" }).click();
  await expect(page.getByText("“Image 2” is already last.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product.slug}$`));
  await expect(
    page.getByRole("list", { name: "Product images" }).getByRole("listitem"),
  ).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Move image 2 down" })).toBeDisabled();
  expect(imagesOf(product.id)).toEqual([firstId, secondId]);
});

test("delete a product: gone from the storefront, into the bin with its pictures", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [product] = createProducts(word, [{ name: "Speaker flex", images: 2 }]);
  const pictures = imagesOf(product.id);
  for (const id of pictures) expect(filesOf(id).length).toBeGreaterThan(0);
  await page.goto(`/products?keyword=${word}`);
  await expect(card(page, word)).toHaveCount(1);

  await page.goto(`/admin/products?q=${word}`);
  await confirm(page, `Delete ${product.name}`);
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  await expect(page.getByText("No products available")).toBeVisible();
  expect((await page.goto(`/products/${product.slug}`))?.status()).toBe(404);
  await page.goto(`/products?keyword=${word}`);
  await expect(card(page, word)).toHaveCount(0);
  expect(productNamed(product.name)).toBeUndefined();
  // Its files stay while it is in the bin (docs/admin.md, Bin).
  for (const id of pictures) expect(filesOf(id).length).toBeGreaterThan(0);
  await page.goto(`/admin/bin?q=${word}`);
  await expect(page.getByRole("cell", { name: product.name })).toBeVisible();
});

test("a visitor is sent to sign in; the screens are the staff's", async ({ page }) => {
  for (const path of ["/admin/products", "/admin/product/new", "/admin/products/anything"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin-bel\?redirectTo=/);
  }
});

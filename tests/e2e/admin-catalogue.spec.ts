/**
 * The catalogue's structure, as staff build it and visitors then see it: categories on three
 * levels (Category, Sub Category, Sub-SubCategory screens) and specifications (Specification
 * List). Runs in the "js" and "no-js" projects. Every name carries the test's own word, so the
 * two projects and the other journeys never read each other's rows. A product is made straight
 * in the database, then given its specification through the product form, as staff would.
 */
import { chooseSpecifications, expect, test } from "./admin.fixtures";

// Whole journeys through several screens and the storefront: longer than one page's test.
test.slow();
import { createProducts, uniqueWord, withDb } from "./data";
import { pngBytes } from "../sample-files";

const png = async (colour = "#0b3c6f") => ({
  name: "tile.png",
  mimeType: "image/png",
  buffer: Buffer.from(await pngBytes(320, 240, colour)),
});

const idOf = (table: "categories" | "specifications", where: string, ...args: unknown[]) =>
  withDb(
    (db) =>
      (
        db.prepare(`SELECT id FROM ${table} WHERE ${where}`).get(...args) as
          { id: number } | undefined
      )?.id,
  );

/** A product in a category of the test's own, dated long before the seed (see data.ts). */
function productIn(categorySlug: string, word: string) {
  return withDb((db) => {
    const categoryId = (
      db.prepare("SELECT id FROM categories WHERE slug = ?").get(categorySlug) as {
        id: number;
      }
    ).id;
    return db
      .prepare(
        `INSERT INTO products (name, slug, description, category_id, created_at, updated_at)
         VALUES (?, ?, 'A cable made by an end-to-end test.', ?, ?, ?) RETURNING id`,
      )
      .get(
        `Fibre cable ${word}`,
        `e2e-fibre-${word}`,
        categoryId,
        Date.UTC(2001, 0, 1),
        Date.UTC(2001, 0, 1),
      ) as {
      id: number;
    };
  });
}

/** The category menu of the storefront's header under the top-level category `name`. */
async function menuUnder(page: import("@playwright/test").Page, name: string) {
  return page.evaluate((top) => {
    const li = [...document.querySelectorAll("nav[aria-label='Main'] .menu--level1 > li")].find(
      (l) => l.querySelector(":scope > a")?.textContent === top,
    );
    if (!li) return null;
    return [...li.querySelectorAll(":scope > ul > li")].map((sub) => ({
      name: sub.querySelector(":scope > a")?.textContent,
      href: sub.querySelector(":scope > a")?.getAttribute("href"),
      children: [...sub.querySelectorAll(":scope > ul > li > a")].map((a) => a.textContent),
    }));
  }, name);
}

test("categories: a category with an image, a subcategory and a sub-subcategory; rename, new image, order; the storefront follows; a delete that would orphan products is refused", async ({
  page,
  login,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const word = uniqueWord();
  const top = `Fibre ${word}`;
  const single = `Single Mode ${word}`;
  const multi = `Multi Mode ${word}`;
  const leaf = `OS2 ${word}`;
  const optic = `Optic ${word}`;
  await login("manager");

  // A top-level category: name and image. A name whose address is taken is a field message.
  await page.goto("/admin/category");
  await page.getByRole("link", { name: "Add Category" }).click();
  await expect(page).toHaveURL(/\/admin\/category\?new$/);
  let dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByLabel("Name").fill("Copper Connectivity");
  await dialog.getByLabel("Image", { exact: true }).setInputFiles(await png());
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(
    dialog.getByText(
      "A category with this name already exists (the address “copper-connectivity” is taken).",
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Copper Connectivity");
  await dialog.getByLabel("Name").fill(top);
  await dialog.getByLabel("Image", { exact: true }).setInputFiles(await png());
  await dialog.getByLabel("Intro (optional)").fill("Glass fibre for long runs.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/category$/);
  await expect(dialog).toHaveCount(0);
  await page.getByLabel("Search categories").fill(word);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  // The row is on the unfiltered list too: wait for the search, or the links carry no `q`.
  await expect(page).toHaveURL(new RegExp(`/admin/category\\?q=${word}$`));
  const topRow = page.getByRole("row").filter({ hasText: top });
  await expect(topRow).toContainText("Active");
  const firstImage = await topRow.locator("img").getAttribute("src");
  expect(firstImage).toMatch(/^\/uploads\/categories\/[0-9a-f]{24}-240\.webp$/);

  // Its image, changed in its own modal.
  await topRow.getByRole("link", { name: `Change the image of ${top}` }).click();
  dialog = page.getByRole("dialog", { name: `Image of ${top}` });
  await expect(dialog.getByRole("img", { name: `The current image of ${top}` })).toBeVisible();
  await dialog.getByLabel("New image", { exact: true }).setInputFiles(await png("#e07b00"));
  await dialog.getByRole("button", { name: "Update image" }).click();
  await expect(page.getByText("Images updated successfully")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/category\\?q=${word}$`));
  const secondImage = await page
    .getByRole("row")
    .filter({ hasText: top })
    .locator("img")
    .getAttribute("src");
  expect(secondImage).toMatch(/^\/uploads\/categories\/[0-9a-f]{24}-240\.webp$/);
  expect(secondImage).not.toBe(firstImage);
  expect((await page.request.get(firstImage!)).status()).toBe(404);

  // A second top-level category, after the first.
  await page.goto("/admin/category?new");
  dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByLabel("Name").fill(optic);
  await dialog.getByLabel("Image", { exact: true }).setInputFiles(await png("#2f855a"));
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category created successfully")).toBeVisible();

  // Two subcategories under the first.
  await page.goto("/admin/subcategory");
  for (const name of [single, multi]) {
    await page.getByRole("link", { name: "Add Category" }).click();
    dialog = page.getByRole("dialog", { name: "Add Sub Category" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Parent").selectOption({ label: top });
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Category created successfully")).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }

  // A sub-subcategory: its parent in two steps with JavaScript, from one grouped list without.
  await page.goto("/admin/sub-subcategory?new");
  dialog = page.getByRole("dialog", { name: "Add Sub-SubCategory" });
  await dialog.getByLabel("Name").fill(leaf);
  if (js) {
    await expect(dialog.getByLabel("SubCategory")).toBeDisabled();
    await dialog.getByLabel("Category", { exact: true }).selectOption({ label: top });
    await expect(dialog.getByLabel("SubCategory")).toBeEnabled();
  } else {
    await expect(dialog.getByLabel("Category", { exact: true })).toHaveCount(0);
    await expect(dialog.locator(`optgroup[label="${top}"] option`)).toHaveText([single, multi]);
  }
  await dialog.getByLabel("SubCategory").selectOption({ label: single });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category created successfully")).toBeVisible();
  await page.goto(`/admin/sub-subcategory?q=${word}`);
  const leafRow = page.getByRole("row").filter({ hasText: leaf });
  await expect(leafRow.getByRole("cell")).toHaveText([/\d+/, leaf, top, single, "Active", /.*/]);

  // Rename a subcategory, and put the second one first.
  await page.goto(`/admin/subcategory?q=${word}`);
  await page.getByRole("link", { name: `Edit ${single}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Sub Category" });
  await expect(dialog.getByLabel("Name")).toHaveValue(single);
  await expect(dialog.getByLabel("Parent")).toHaveValue(
    String(idOf("categories", "slug = ?", `fibre-${word}`)),
  );
  await dialog.getByLabel("Name").fill(" ");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(dialog.getByText("Category name cannot be empty")).toBeVisible();
  await dialog.getByLabel("Name").fill(`${single} Renamed`);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Category updated successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `${single} Renamed` })).toHaveCount(1);
  await page.getByRole("button", { name: `Move ${multi} up` }).click();
  await expect(page.getByText("Category order updated")).toBeVisible();
  await expect(page.getByRole("button", { name: `Move ${multi} up` })).toBeDisabled();

  // The second top-level category before the first. Searched for the test's word, the table
  // shows only these two: one move puts it before the first, whatever other journeys add.
  await page.goto(`/admin/category?q=${word}`);
  const topRows = page.getByRole("row").filter({ hasText: word });
  await expect(topRows).toHaveText([new RegExp(top), new RegExp(optic)]);
  await expect(page.getByRole("button", { name: `Move ${top} up` })).toBeDisabled();
  await page.getByRole("button", { name: `Move ${optic} up` }).click();
  await expect(page.getByText("Category order updated")).toBeVisible();
  await expect(topRows).toHaveText([new RegExp(optic), new RegExp(top)]);
  await expect(page.getByRole("button", { name: `Move ${optic} up` })).toBeDisabled();

  // The storefront: the menu (in the new order, three levels), the home grid, the footer and
  // the filters.
  await page.goto("/");
  const topLevel = await page
    .locator("nav[aria-label='Main'] .menu--level1 > li > a")
    .allTextContents();
  expect(topLevel.filter((name) => name.includes(word))).toEqual([optic, top]);
  expect(await menuUnder(page, top)).toEqual([
    {
      name: multi,
      href: `/products?category=fibre-${word}&subcategory=multi-mode-${word}`,
      children: [],
    },
    {
      name: `${single} Renamed`,
      href: `/products?category=fibre-${word}&subcategory=single-mode-${word}`,
      children: [leaf],
    },
  ]);
  const tile = page
    .getByRole("region", { name: "Explore Popular Categories" })
    .locator(`a[href="/products?category=fibre-${word}"]`);
  await expect(tile).toContainText(top);
  await expect(tile.locator("img")).toHaveAttribute(
    "src",
    /^\/uploads\/categories\/[0-9a-f]{24}-\d+\.webp$/,
  );
  const tiles = page
    .getByRole("region", { name: "Explore Popular Categories" })
    .locator(".category-tile")
    .filter({ hasText: word });
  // The home grid's cards and the footer's links, in the new order.
  await expect(tiles.locator(".category-tile__name")).toHaveText([optic, top]);
  await expect(tiles.first()).toHaveAttribute("href", `/products?category=optic-${word}`);
  const footerLinks = page
    .getByRole("navigation", { name: "Our Products" })
    .getByRole("link")
    .filter({ hasText: word });
  await expect(footerLinks).toHaveText([optic, top]);
  expect(
    await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
  ).toEqual([`/products?category=optic-${word}`, `/products?category=fibre-${word}`]);
  await page.goto(`/products?category=fibre-${word}`);
  const filters = page.getByRole("complementary", { name: "Filters" });
  // An option's name is its label and its count.
  await expect(filters.getByRole("checkbox", { name: new RegExp(`^${top} \\d+$`) })).toBeVisible();
  // A family's subcategories follow its own option, indented in a block of their own.
  const subFilters = filters
    .locator(".filter-categories > [role=checkbox]", { hasText: top })
    .locator("xpath=following-sibling::div[1]")
    .getByRole("checkbox");
  await expect
    .poll(() =>
      subFilters.evaluateAll((els) => els.map((el) => el.firstChild?.textContent?.trim())),
    )
    .toEqual([multi, `${single} Renamed`]);

  // A category that holds a product and subcategories cannot be deleted; an empty one can.
  productIn(`fibre-${word}`, word);
  await page.goto(`/admin/category?q=${word}`);
  await page.getByLabel(`Delete ${top}`, { exact: true }).first().click();
  await page
    .getByRole("row")
    .filter({ hasText: top })
    .getByRole("button", { name: "Yes, delete" })
    .click();
  await expect(
    page.getByText(
      `“${top}” cannot be deleted: it still holds 1 product and 2 subcategories. Move or delete them first.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: top })).toHaveCount(1);
  await page.goto(`/admin/sub-subcategory?q=${word}`);
  await page.getByLabel(`Delete ${leaf}`, { exact: true }).first().click();
  await page
    .getByRole("row")
    .filter({ hasText: leaf })
    .getByRole("button", { name: "Yes, delete" })
    .click();
  await expect(page.getByText("Sub-subcategory deleted successfully")).toBeVisible();
  await expect(page.getByText("No sub-subcategories available")).toBeVisible();
});

test("specifications: a group with two values, one chosen for a product in the product form; a renamed value finds the product on the storefront's filter; a used value is deleted after a warning", async ({
  page,
  login,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const word = uniqueWord();
  const group = `Jacket ${word}`;
  await login("manager");
  await page.goto("/admin/field");
  await page.getByRole("link", { name: "Add Specification" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Specification" });
  await dialog.getByLabel("Title").fill("   ");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Title field must be filled.")).toBeVisible();
  await dialog.getByLabel("Title").fill(group);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Specification created successfully!!!")).toBeVisible();

  const card = page.getByRole("region", { name: group });
  for (const value of ["Red", "Green"]) {
    await card.getByRole("link", { name: `Add Spec to ${group}` }).click();
    dialog = page.getByRole("dialog", { name: `Add Spec to ${group}` });
    await dialog.getByLabel("Title").fill(value);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Specification created successfully!!!")).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  await expect(card.getByRole("row")).toHaveCount(3);
  await expect(card.getByRole("cell", { name: /^Red/ })).toContainText("Used by 0 products");

  // A product of the test's own is given Red through the product form: one select per group
  // without JavaScript, the "Add Specification" modal with it.
  const [product] = createProducts(word, [{ name: "Jacketed cable" }]);
  await page.goto(`/admin/products/${product.slug}`);
  await chooseSpecifications(page, { [group]: "Red" });
  if (js) {
    await expect(
      page.getByRole("list", { name: "Chosen specifications" }).getByRole("listitem"),
    ).toHaveText([new RegExp(`^${group}: Red`)]);
  }
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product updated successfully !!!")).toBeVisible();
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("row", { name: `${group} Red` })).toBeVisible();

  await page.goto("/admin/field");
  await expect(card.getByRole("cell", { name: /^Red/ })).toContainText("Used by 1 product");
  await card.getByRole("link", { name: "Edit Red" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Spec" });
  await expect(dialog.getByLabel("Title")).toHaveValue("Red");
  await dialog.getByLabel("Title").fill("Green");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(dialog.getByText("This group already has a value with this title.")).toBeVisible();
  await dialog.getByLabel("Title").fill("Crimson");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Specification updated successfully!!!")).toBeVisible();

  // The storefront's filter has the new name at once, and finds the product by it.
  await page.goto(`/products?keyword=${word}`);
  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.locator("summary", { hasText: group }).click();
  await filters.getByRole("checkbox", { name: "Crimson 1" }).click();
  await expect(page).toHaveURL(new RegExp(`spec-jacket-${word}=red`));
  await expect(
    page.getByRole("status").filter({ hasText: /Showing 1–1 of 1 product$/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: product.name }).first()).toBeVisible();
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("row", { name: `${group} Crimson` })).toBeVisible();

  // Deleting it names the product count first, then takes it off the product.
  await page.goto("/admin/field");
  await card.getByLabel("Delete Crimson", { exact: true }).first().click();
  await expect(
    card.getByText("Crimson is used by 1 product. Delete it and remove it from them?"),
  ).toBeVisible();
  await card
    .getByRole("row")
    .filter({ hasText: "Crimson" })
    .getByRole("button", { name: "Yes, delete" })
    .click();
  await expect(page.getByText("Spec deleted successfully")).toBeVisible();
  await expect(card.getByRole("row")).toHaveCount(2);
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("row", { name: `${group} Crimson` })).toHaveCount(0);
});

test("an image over 10 MB: taken out in the browser with JavaScript, a clear 413 page without", async ({
  page,
  login,
}, testInfo) => {
  await login("manager");
  await page.goto("/admin/category?new");
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByLabel("Name").fill(`Huge ${uniqueWord()}`);
  await dialog.getByLabel("Image", { exact: true }).setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  if (testInfo.project.name === "js") {
    await expect(dialog.getByText("huge.png: the file is larger than 10 MB")).toBeVisible();
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText("All required fields must be filled.")).toBeVisible();
  } else {
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { name: "File too large" })).toBeVisible();
    await expect(page.getByText("A file is larger than 10 MB")).toBeVisible();
  }
});

/**
 * Variants on the staff side (docs/variants.md, Admin and API), in the "js" and "no-js" projects:
 * staff add a variant from a product's Update screen (the form prefilled from the parent, the
 * name, SKU and one specification changed), see "Product created" and the variant under its
 * parent in the products table, and find it on the storefront; a variant's screen names its
 * parent and lists the family; deleting a parent that has variants is refused with a message.
 */
import { picture } from "../uploads";
import { chooseSpecifications, expect, test } from "./admin.fixtures";
import { createProducts, withDb } from "./data";

const js = () => test.info().project.name === "js";

test.use({ viewport: { width: 1280, height: 900 } });

type Row = { id: number; slug: string; sku: string | null; parentId: number | null };
const productNamed = (name: string) =>
  withDb(
    (db) =>
      db
        .prepare("SELECT id, slug, sku, parent_id AS parentId FROM products WHERE name = ?")
        .get(name) as Row | undefined,
  );

/** A variant of `parentId`, written into the database. */
function addVariant(parentId: number, name: string, sku: string) {
  return withDb((db) =>
    db
      .prepare(
        `INSERT INTO products (name, slug, shortdescription, description, category_id,
           subcategory_id, sku, parent_id)
         SELECT ?, lower(replace(?, ' ', '-')), shortdescription, description, category_id,
           subcategory_id, ?, id FROM products WHERE id = ?
         RETURNING id, slug`,
      )
      .get(name, name, sku, parentId),
  ) as { id: number; slug: string };
}

test("add a variant from a product's Update screen: prefilled from the parent, created under it, on the storefront", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [parent] = createProducts(word, [
    { name: "Panel wire", sheath: "pvc", images: 1, datasheet: true },
  ]);
  await page.goto(`/admin/products/${parent.slug}`);
  const variants = page.getByRole("region", { name: "Variants" });
  await expect(variants.getByText("No variants yet")).toBeVisible();
  await variants.getByRole("link", { name: "Add variant" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/products/${parent.slug}/variant$`));
  await expect(
    page.getByRole("heading", { name: `Adding Variant of ${parent.name}` }),
  ).toBeVisible();
  // Prefilled from the parent; the SKU is the variant's own.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(parent.name);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(
    "A cable made by an end-to-end test, for that test alone.",
  );
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel("Datasheet")).not.toHaveValue("");
  await expect(page.getByLabel("SKU")).toHaveValue("");
  if (js())
    await expect(
      page.getByRole("list", { name: "Chosen specifications" }).getByRole("listitem"),
    ).toHaveText([/^Sheath Material: PVC/]);
  else
    await expect(
      page.getByRole("group", { name: "Specifications" }).getByLabel("Sheath Material"),
    ).toHaveValue(/\d+/);

  const name = `Panel wire ${word} LSZH`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("SKU").fill(`PW-${word}-L`);
  await chooseSpecifications(page, { "Sheath Material": "LSZH (Low Smoke Zero Halogen)" });
  await page
    .getByLabel("Images", { exact: true })
    .setInputFiles([
      { name: "lszh.png", mimeType: "image/png", buffer: await picture("png", { color: "#226" }) },
    ]);
  await page.getByRole("button", { name: "Publish" }).click();

  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product created")).toBeVisible();
  const variant = productNamed(name)!;
  expect(variant).toMatchObject({ parentId: parent.id, sku: `PW-${word}-L` });

  // The table: the parent with its count, the variant indented under it.
  await page.goto(`/admin/products?q=${word}`);
  const rows = page.getByRole("row").filter({ hasText: word });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(parent.name);
  await expect(rows.nth(0)).toContainText("1 variant");
  await expect(rows.nth(1)).toContainText(name);
  await expect(rows.nth(1)).toContainText(`SKU PW-${word}-L`);
  await expect(rows.nth(1)).toHaveClass(/adm-row--sub/);

  // The storefront: the parent's page offers the variant by what differs (its sheath), and the
  // option leads to the variant's own page.
  await page.goto(`/products/${parent.slug}`);
  const sheath = page.getByRole("list", { name: /^Sheath Material/ });
  await expect(sheath.getByRole("link", { name: /^PVC/ })).toHaveAttribute("aria-current", "page");
  await sheath.getByRole("link", { name: /^LSZH/ }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${variant.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`SKU: PW-${word}-L`)).toBeVisible();
});

test("a variant's screen names its parent and lists the family; a variant is found by its own words, under its parent", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [parent] = createProducts(word, [{ name: "Panel wire", sheath: "pvc" }]);
  const red = addVariant(parent.id, `Panel wire ${word} crimson`, `PW-${word}-R`);
  addVariant(parent.id, `Panel wire ${word} black`, `PW-${word}-B`);

  await page.goto(`/admin/products/${red.slug}`);
  await expect(page.getByRole("heading", { name: "Update Product" })).toBeVisible();
  await expect(page.getByText(`Variant of ${parent.name}`)).toBeVisible();
  const family = page.getByRole("region", { name: "Variants" });
  await expect(family.getByRole("row")).toHaveCount(4);
  await expect(family.getByRole("link", { name: parent.name })).toHaveAttribute(
    "href",
    `/admin/products/${parent.slug}`,
  );
  await expect(family.getByRole("row").filter({ hasText: "crimson" })).toContainText(
    `PW-${word}-R`,
  );
  // Add variant from a variant adds to its parent.
  await family.getByRole("link", { name: "Add variant" }).click();
  await expect(
    page.getByRole("heading", { name: `Adding Variant of ${parent.name}` }),
  ).toBeVisible();

  // A search that only a variant matches shows it under its parent.
  await page.goto(`/admin/products?q=crimson+${word}`);
  const rows = page.getByRole("row").filter({ hasText: word });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(parent.name);
  await expect(rows.nth(0)).toContainText("2 variants, shown for the variants below");
  await expect(page.getByText("1–1 of 1 product")).toBeVisible();
  await expect(rows.nth(1)).toContainText("crimson");
});

test("deleting a parent that has variants is refused with a message; its variants stay", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [parent] = createProducts(word, [{ name: "Panel wire" }]);
  const variant = addVariant(parent.id, `Panel wire ${word} grey`, `PW-${word}-G`);
  await page.goto(`/admin/products?q=${word}`);
  await page.locator(`summary[aria-label="Delete ${parent.name}"]`).click();
  await page
    .getByRole("group", { name: `Delete ${parent.name}` })
    .getByRole("button", { name: "Yes, delete" })
    .click();
  await expect(
    page.getByText(`${parent.name} cannot be deleted: it has 1 variant. Delete its variant first.`),
  ).toBeVisible();
  expect(productNamed(parent.name)).toBeDefined();
  expect(productNamed(`Panel wire ${word} grey`)?.id).toBe(variant.id);
});

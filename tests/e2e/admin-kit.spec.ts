/**
 * The admin kit (issue "One way per thing"): every admin list stays within the screen at 1280,
 * 1024 and 390 px with a long name in it, an open delete confirmation included, and at 1280 and
 * 1024 px no word in a table is cut across two lines (docs/admin.md, How the screens work); Add
 * Product marks its required fields; the product form finds a datasheet by part of its title.
 * JavaScript on and off.
 *
 * Each list gets a row of the test's own with a long name (words, and a part number too long for
 * any line), written straight into the database and found by the test's word; afterwards what
 * the test wrote is deleted. Ordered content goes after everything else, so the storefront pages
 * other journeys read do not change while they look.
 */
import type { Page } from "@playwright/test";
import { expect, test, type TestUser } from "./admin.fixtures";
import { createProducts, withDb } from "./data";

/** Words, and a part number no line can hold. */
const LONG =
  "Extra long name for a cable with an unbreakable part number BEL-CAT6A-UFTP-LSZH-SOLID-BLUE-500M-REEL-DRUM-EXPORT-GRADE";

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(
    scroll,
    `${where}: the page is ${scroll} px wide in a ${inner} px window`,
  ).toBeLessThanOrEqual(inner);
}

/**
 * The words of the page's tables cut across lines: each run of letters and digits in a cell (a
 * table's wrap may put a line break at a space, a hyphen, after an address's @ or / or before its
 * dot, never between two letters) must lie on one line, its rendered boxes all at one height. Also
 * each table must fit its frame.
 */
async function cutWords(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const table of document.querySelectorAll<HTMLElement>(".adm-table")) {
      const frame = table.parentElement!.getBoundingClientRect();
      const box = table.getBoundingClientRect();
      if (box.right > frame.right + 1) cut.push(`(a table ${box.width} px wide in ${frame.width})`);
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement!;
        if (parent.closest(".visually-hidden") || parent.getClientRects().length === 0) continue;
        for (const match of text.data.matchAll(/[\p{L}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top + r.height / 2)),
          );
          if (lines.size > 1) cut.push(match[0]);
        }
      }
    }
    return cut;
  });
}

type ListCase = {
  screen: string;
  /** Writes the rows; returns the list's address and a text of the long row to wait for. */
  make: (word: string, me: TestUser) => { url: string; shows: string };
};

/**
 * One row written, its id returned. The write lock is taken first (IMMEDIATE): a statement whose
 * triggers read before they write would otherwise be refused at once when the server wrote since.
 */
const insert = (sql: string, values: Record<string, unknown>) =>
  withDb((db) => db.transaction(() => db.prepare(sql).get(values) as { id: number }).immediate());

/** A product of the test's with a long name, and a review of it by someone with long names. */
function reviewedProduct(word: string) {
  const [product] = createProducts(word, [{ name: LONG }]);
  insert(
    `INSERT INTO reviews (product_id, name, email, country, country_code, phone, rating, heading,
       comment)
     VALUES (@productId, @name, @email, 'United Kingdom', '44', '7911123456', 4, @heading, @comment)
     RETURNING id`,
    {
      productId: product.id,
      name: `${LONG} ${word}`,
      email: `procurement-department-${word}@a-very-long-company-domain-name-limited.example.com`,
      heading: `${LONG} heading`,
      comment: `${LONG} comment ${"detail ".repeat(30)}`,
    },
  );
  return product;
}

const position = (table: string) => `(SELECT coalesce(max(position), 0) + 1000 FROM ${table})`;

const LISTS: ListCase[] = [
  {
    screen: "Products",
    make: (word) => {
      const [product] = createProducts(word, [{ name: LONG }]);
      return { url: `/admin/products?q=${word}`, shows: product.name };
    },
  },
  {
    screen: "All Users",
    make: (word) => {
      insert(
        `INSERT INTO users (name, email, password_hash, role)
         VALUES (@name, @email, 'not-a-hash', 'manager') RETURNING id`,
        {
          name: `${LONG} ${word}`,
          email: `a-very-long-mailbox-name-${word}@a-very-long-company-domain-name.example.com`,
        },
      );
      return { url: `/admin/users?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Product Reviews",
    make: (word) => {
      const product = reviewedProduct(word);
      return { url: `/admin/reviews?product=${product.id}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Customer List",
    make: (word) => {
      reviewedProduct(word);
      return { url: `/admin/customers?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Messages",
    make: (word, me) => {
      // An enquiry in the workflow beside it, its status and assignee in their column.
      insert(
        `INSERT INTO contact_messages (kind, name, email, country, phone, subject, message,
           company, product_name, status, assignee_id)
         VALUES ('quotation', @name, @email, '', '', @message, @message, @company, @product,
           'in_progress', @me)
         RETURNING id`,
        {
          name: `Quinn ${word}`,
          email: `purchasing.department.${word}@northern-electrical-wholesale.example.com`,
          message: `Quote ${word}`,
          company: LONG,
          product: LONG,
          me: me.id,
        },
      );
      insert(
        `INSERT INTO contact_messages (kind, name, email, country, country_code, phone, subject,
           message)
         VALUES ('contact', @name, @email, 'Ireland', '353', '871234567', @subject, @message)
         RETURNING id`,
        {
          name: LONG,
          email: `a-very-long-mailbox-name-${word}@a-very-long-company-domain-name.example.com`,
          subject: `${LONG} ${word}`,
          message: `${LONG} ${"words ".repeat(60)}`,
        },
      );
      return { url: `/admin/messages?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Audit log",
    make: (word, me) => {
      insert(
        `INSERT INTO audit_log (user_id, user_name, user_email, action, entity, entity_id, summary,
           changes, address)
         VALUES (@userId, @name, @email, 'update', 'product', '1', @summary, @changes,
           '2001:db8:85a3:8d3:1319:8a2e:370:7348')
         RETURNING id`,
        {
          userId: me.id,
          name: `${LONG} ${word}`,
          email: me.email,
          summary: `Updated product ${LONG} ${word}`,
          changes: JSON.stringify({ name: { before: LONG, after: `${LONG} ${word}` } }),
        },
      );
      return { url: `/admin/audit?user=${me.id}`, shows: `Updated product ${LONG} ${word}` };
    },
  },
  ...(
    [
      ["Category", "category", 1],
      ["Sub Category", "subcategory", 2],
      ["Sub-SubCategory", "sub-subcategory", 3],
    ] as const
  ).map(([screen, path, level]): ListCase => ({
    screen,
    make: (word) => {
      let parentId: number | null = null;
      for (let l = 1; l <= level; l++) {
        parentId = insert(
          `INSERT INTO categories (name, slug, parent_id, level, sort_order)
             VALUES (@name, @slug, @parentId, @level, 1000) RETURNING id`,
          { name: `${LONG} ${word} ${l}`, slug: `${word}-long-${l}`, parentId, level: l },
        ).id;
      }
      return { url: `/admin/${path}?q=${word}`, shows: `${LONG} ${word} ${level}` };
    },
  })),
  {
    screen: "Datasheets",
    make: (word) => {
      insert(
        `INSERT INTO datasheets (title, file) VALUES (@title, 'datasheets/missing.pdf') RETURNING id`,
        { title: `${LONG} ${word}` },
      );
      return { url: `/admin/datasheet?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Certificates",
    make: (word) => {
      insert(
        `INSERT INTO certificates (name, title, description, url, position)
         VALUES (@title, @title, @description, 'https://example.com/a/very/long/verification/address/that/goes/on', ${position("certificates")})
         RETURNING id`,
        { title: `${LONG} ${word}`, description: `${LONG} ${"words ".repeat(40)}` },
      );
      return { url: `/admin/certificates?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Videos",
    make: (word) => {
      insert(
        `INSERT INTO faq_videos (title, url, description, position)
         VALUES (@title, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', @description, ${position("faq_videos")})
         RETURNING id`,
        { title: `${LONG} ${word}`, description: `${LONG} ${"words ".repeat(40)}` },
      );
      return { url: `/admin/videos?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Know-how",
    make: (word) => {
      insert(
        `INSERT INTO know_how (title, description, position)
         VALUES (@title, @description, ${position("know_how")}) RETURNING id`,
        { title: `${LONG} ${word}`, description: `${LONG} ${"words ".repeat(40)}` },
      );
      return { url: `/admin/know-how?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Blog",
    make: (word) => {
      insert(
        `INSERT INTO blog_posts (title, slug, description, published_at, position)
         VALUES (@title, @slug, @description, 978307200000, ${position("blog_posts")})
         RETURNING id`,
        {
          title: `${LONG} ${word}`,
          slug: `long-${word}`,
          description: `${LONG} ${"words ".repeat(40)}`,
        },
      );
      return { url: `/admin/blog?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Specification List",
    make: (word) => {
      const group = insert(
        `INSERT INTO specifications (title, slug, position)
         VALUES (@title, @slug, ${position("specifications")}) RETURNING id`,
        { title: `${LONG} ${word}`, slug: `long-${word}` },
      );
      insert(
        `INSERT INTO specifications (title, slug, parent_id, position)
         VALUES (@title, @slug, @parentId, 0) RETURNING id`,
        { title: `${LONG} value ${word}`, slug: `long-value-${word}`, parentId: group.id },
      );
      return { url: "/admin/field", shows: `${LONG} value ${word}` };
    },
  },
  {
    screen: "Search synonyms",
    make: (word) => {
      // One-way, from a phrase no visitor types: the storefront's searches stay as they were.
      insert(
        `INSERT INTO search_synonyms (kind, root, terms) VALUES ('one-way', @root, @terms)
         RETURNING id`,
        { root: `${LONG} ${word}`, terms: `${LONG} term ${word}\nsecond term ${word}` },
      );
      return { url: `/admin/synonyms?q=${word}`, shows: `${LONG} ${word}` };
    },
  },
  {
    screen: "Search",
    make: (word) => {
      createProducts(word, [{ name: LONG }]);
      return { url: `/admin/search?q=${word}`, shows: LONG };
    },
  },
];

for (const list of LISTS) {
  test(`${list.screen}: with a long name, nothing scrolls sideways at 1280, 1024 or 390 px, and no word is cut at 1280 or 1024`, async ({
    page,
    login,
    word,
  }) => {
    const me = await login("admin");
    const { url, shows } = list.make(word, me);
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await expect(page.getByText(shows).first()).toBeVisible();
      await expectNoSidewaysScroll(page, `${url} at ${width} px`);
      if (width >= 1024) expect(await cutWords(page), `${url} at ${width} px`).toEqual([]);
    }
  });
}

test("Products: an open delete confirmation stays on the screen with the whole name, at 1280 and 390 px", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const [product] = createProducts(word, [{ name: LONG }]);
  const label = `Delete ${product.name}`;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/products?q=${word}`);
    await page.locator(`summary[aria-label="${label}"]`).click();
    const confirmation = page.getByRole("group", { name: label });
    await expect(confirmation.getByRole("button", { name: "Yes, delete" })).toBeVisible();
    await expectNoSidewaysScroll(page, `the confirmation at ${width} px`);
    // The name is there in full, inside the window.
    const name = confirmation.locator("strong");
    await expect(name).toHaveText(product.name);
    const box = (await name.boundingBox())!;
    const panel = (await confirmation.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
  }
});

/** The mark after a field's label (the admin's CSS), "" when it has none. */
const markOf = (page: Page, control: string) =>
  page
    .locator(`.field:has([name="${control}"]) > label`)
    .evaluate((label) => getComputedStyle(label, "::after").content.replace(/^none$|^normal$/, ""));

test("Add Product marks its required fields, and only those", async ({ page, login }) => {
  await login("manager");
  await page.goto("/admin/product/new");
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
  for (const [control, label] of [
    ["name", "Name"],
    ["category", "Category"],
    ["description", "Description"],
    ["images", "Images"],
  ]) {
    expect(await markOf(page, control), label).toContain("*");
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
  }
  for (const control of [
    "shortdescription",
    "subcategory",
    "subSubcategory",
    "datasheet",
    "imagealt",
    "seo_title",
    "seo_description",
  ])
    expect(await markOf(page, control), control).toBe("");
});

test("the product form finds a datasheet by typing part of its title, and saves it", async ({
  page,
  login,
  word,
}) => {
  await login("manager");
  const title = `Installation guide ${word} for outdoor drums`;
  const sheet = insert(
    `INSERT INTO datasheets (title, file) VALUES (@title, 'datasheets/missing.pdf') RETURNING id`,
    { title },
  );
  const [product] = createProducts(word, [{ name: "Datasheet choice" }]);
  const linked = () =>
    withDb(
      (db) =>
        (
          db.prepare("SELECT datasheet_id AS id FROM products WHERE id = ?").get(product.id) as {
            id: number | null;
          }
        ).id,
    );

  await page.goto(`/admin/products/${product.slug}`);
  const choice = page.getByLabel("Datasheet", { exact: true });
  await expect(choice).toHaveValue("");
  // Every title is offered; the browser lists those that contain what is typed.
  const listId = await choice.getAttribute("list");
  await expect(page.locator(`datalist[id="${listId}"] option[value="${title}"]`)).toHaveCount(1);

  // A part no datasheet's title has is refused, and kept.
  await choice.fill(`${word} nowhere`);
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.locator(".field-error")).toHaveText("Please choose a datasheet from the list");
  await expect(choice).toHaveValue(`${word} nowhere`);
  expect(linked()).toBeNull();

  // Part of its title is enough.
  await choice.fill(word);
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Product updated successfully !!!")).toBeVisible();
  expect(linked()).toBe(sheet.id);
  await page.goto(`/admin/products/${product.slug}`);
  await expect(choice).toHaveValue(title);
});

import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { blogPosts as seededPosts } from "../../db/seed/catalogue";
import { expect, test, uniqueTag } from "./admin.fixtures";
import type { Page } from "@playwright/test";

// Runs in the "js" and "no-js" projects. Each test makes, moves and deletes rows of its own,
// named with its tag, and reads the lists searched by that tag (or compares the order of its
// own rows on the storefront), so rows other tests add meanwhile never get in the way.

/** Where each of `titles` stands among the texts, in order (-1 when absent). */
const positions = (texts: string[], titles: string[]) =>
  titles.map((t) => texts.findIndex((x) => x.trim() === t));

async function submitModal(page: Page, button: "Create" | "Update") {
  await page.getByRole("dialog").getByRole("button", { name: button }).click();
}

test("create, edit, reorder and delete FAQ videos, and see each change in the technical library", async ({
  page,
  login,
}) => {
  const tag = uniqueTag();
  const [a, b] = [`Video A ${tag}`, `Video B ${tag}`];
  const storefront = async () => {
    await page.goto("/technical-library?tab=faq-videos");
    return page.locator(".video-card__title").allTextContents();
  };
  await login("manager");

  await page.goto("/admin/videos");
  await page.getByRole("link", { name: "Add Video" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Video" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill(a);
  await dialog.getByLabel("Video address").fill("https://example.com/not-a-video");
  await submitModal(page, "Create");
  await expect(page.getByText(/Please enter a video link/)).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(a);
  await dialog.getByLabel("Video address").fill("https://youtu.be/dQw4w9WgXcQ");
  await dialog.getByLabel("Description").fill("The first video of a test.");
  await submitModal(page, "Create");
  await expect(page.getByText("Video created successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("link", { name: "Add Video" }).click();
  await dialog.getByLabel("Title").fill(b);
  await dialog.getByLabel("Video address").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await submitModal(page, "Create");
  await expect(page.getByText("Video created successfully")).toBeVisible();

  let titles = await storefront();
  expect(positions(titles, [a, b]).every((p) => p >= 0)).toBe(true);
  expect(titles.indexOf(a)).toBeLessThan(titles.indexOf(b));

  // Reorder: in the list searched by the tag, B moves up past A.
  await page.goto(`/admin/videos?q=${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(a);
  await page.getByRole("button", { name: `Move ${b} up` }).click();
  await expect(page.getByText("Order updated")).toBeVisible();
  await expect(rows.nth(0)).toContainText(b);
  titles = await storefront();
  expect(titles.indexOf(b)).toBeLessThan(titles.indexOf(a));

  // Edit A.
  await page.goto(`/admin/videos?q=${tag}`);
  await page.getByRole("link", { name: `Edit ${a}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Video" });
  await expect(edit.getByLabel("Title")).toHaveValue(a);
  await edit.getByLabel("Title").fill(`${a} renamed`);
  await submitModal(page, "Update");
  await expect(page.getByText("Video updated successfully")).toBeVisible();
  titles = await storefront();
  expect(positions(titles, [a, `${a} renamed`])).toEqual([-1, titles.indexOf(`${a} renamed`)]);
  expect(titles.indexOf(`${a} renamed`)).toBeGreaterThanOrEqual(0);

  // Delete both, after confirming.
  await page.goto(`/admin/videos?q=${tag}`);
  for (const title of [b, `${a} renamed`]) {
    const row = page.getByRole("row").filter({ hasText: title });
    await row.locator("summary", { hasText: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Video deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
  }
  await expect(page.getByText(`No videos match “${tag}”`)).toBeVisible();
  titles = await storefront();
  expect(titles.filter((t) => t.includes(tag))).toEqual([]);
});

async function pdfFile(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage([300, 300]).drawText(title, { x: 20, y: 150, size: 12 });
  return { name: "guide.pdf", mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) };
}

async function pngFile() {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#0b3c6f" },
  })
    .png()
    .toBuffer();
  return { name: "cover.png", mimeType: "image/png", buffer };
}

test("create a know-how guide with a PDF, edit, reorder and delete guides, and see each change in the technical library", async ({
  page,
  login,
}) => {
  const tag = uniqueTag();
  const [a, b] = [`Guide A ${tag}`, `Guide B ${tag}`];
  const storefront = async () => {
    await page.goto("/technical-library?tab=cable-know-how");
    return page
      .getByRole("region", { name: "Cable know-how" })
      .getByRole("heading")
      .allTextContents();
  };
  await login("manager");

  for (const title of [a, b]) {
    await page.goto("/admin/know-how");
    await page.getByRole("link", { name: "Add Guide" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Guide" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill(`What ${title} explains.`);
    await dialog.getByLabel("Image").setInputFiles(await pngFile());
    await dialog.getByLabel("PDF").setInputFiles(await pdfFile(title));
    await submitModal(page, "Create");
    await expect(page.getByText("Know-how guide created successfully")).toBeVisible();
  }

  let titles = await storefront();
  expect(titles.indexOf(a)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(a)).toBeLessThan(titles.indexOf(b));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: a }) });
  await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\/know-how\/.+\.webp$/);
  const href = await card.getByRole("link", { name: /View/ }).getAttribute("href");
  expect(href).toMatch(/^\/uploads\/know-how\/[0-9a-f]{24}\.pdf$/);
  const pdf = await page.request.get(href!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // Reorder.
  await page.goto(`/admin/know-how?q=${tag}`);
  await page.getByRole("button", { name: `Move ${b} up` }).click();
  await expect(page.getByText("Order updated")).toBeVisible();
  titles = await storefront();
  expect(titles.indexOf(b)).toBeLessThan(titles.indexOf(a));

  // Edit A: a new title and a new PDF.
  await page.goto(`/admin/know-how?q=${tag}`);
  await page.getByRole("link", { name: `Edit ${a}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Guide" });
  await expect(edit.getByRole("link", { name: "Current PDF" })).toHaveAttribute("href", href!);
  await edit.getByLabel("Title").fill(`${a} renamed`);
  await edit.getByLabel("Replace the PDF").setInputFiles(await pdfFile(`${a} v2`));
  await submitModal(page, "Update");
  await expect(page.getByText("Know-how guide updated successfully")).toBeVisible();
  titles = await storefront();
  expect(titles).toContain(`${a} renamed`);
  expect(titles).not.toContain(a);
  const renamed = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${a} renamed` }) });
  const newHref = await renamed.getByRole("link", { name: /View/ }).getAttribute("href");
  expect(newHref).not.toBe(href);
  // The replaced PDF is gone from the store.
  expect((await page.request.get(href!)).status()).toBe(404);

  // Delete both.
  await page.goto(`/admin/know-how?q=${tag}`);
  for (const title of [b, `${a} renamed`]) {
    const row = page.getByRole("row").filter({ hasText: title });
    await row.locator("summary", { hasText: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Know-how guide deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
  }
  titles = await storefront();
  expect(titles.filter((t) => t.includes(tag))).toEqual([]);
});

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));

type BlogCard = { title: string; date: string; image: string };

/** The cards of the first page of /blog, in order: title, date and picture. */
async function firstBlogPage(page: Page) {
  await page.goto("/blog");
  return page.locator(".card-grid > li").evaluateAll((items) =>
    items.map<BlogCard>((li) => ({
      title: li.querySelector("h2")?.textContent?.trim() ?? "",
      date: li.querySelector("time")?.textContent?.trim() ?? "",
      image: li.querySelector("img")?.getAttribute("src") ?? "",
    })),
  );
}

test("create, edit, reorder and delete blog posts, and see each change on /blog", async ({
  page,
  login,
}) => {
  const tag = uniqueTag();
  const [a, b] = [`Post A ${tag}`, `Post B ${tag}`];
  const seeded = new Set(seededPosts.map((p) => p.title));
  /**
   * This test's cards on the first page of /blog, which must be `titles` in that order. A new
   * post opens the blog, so they stand before the seeded posts (which no test moves); posts other
   * tests add meanwhile may stand before or between them, so only their relative order is checked.
   */
  const ownCards = async (titles: string[]) => {
    const cards = await firstBlogPage(page);
    const mine = cards.filter((c) => c.title.includes(tag));
    expect(mine.map((c) => c.title)).toEqual(titles);
    const firstSeeded = cards.findIndex((c) => seeded.has(c.title));
    if (firstSeeded >= 0)
      expect(cards.findLastIndex((c) => c.title.includes(tag))).toBeLessThan(firstSeeded);
    return mine;
  };
  await login("manager");

  for (const title of [a, b]) {
    await page.goto("/admin/blog");
    await page.getByRole("link", { name: "Add Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Post" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill(`News of ${title}.`);
    if (title === a) await dialog.getByLabel("Image").setInputFiles(await pngFile());
    await submitModal(page, "Create");
    await expect(page.getByText("Blog post created successfully")).toBeVisible();
  }
  // Dated today by default; a new post opens the blog, so B, the newer, comes before A.
  const today = new Date().toISOString().slice(0, 10);
  const [, cardA] = await ownCards([b, a]);
  expect(cardA.date).toBe(shortDate(today));
  expect(cardA.image).toMatch(/\/uploads\/blog\/.+\.webp$/);

  // Reorder: in the list searched by the tag, A moves up past B.
  await page.goto(`/admin/blog?q=${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(b);
  await page.getByRole("button", { name: `Move ${a} up` }).click();
  await expect(page.getByText("Order updated")).toBeVisible();
  await expect(rows.nth(0)).toContainText(a);
  await ownCards([a, b]);

  // Edit B: a new title and tomorrow's date, which the blog shows; the date does not move it.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/admin/blog?q=${tag}`);
  await page.getByRole("link", { name: `Edit ${b}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Post" });
  await expect(edit.getByLabel("Publication date")).toHaveValue(today);
  await edit.getByLabel("Title").fill(`${b} renamed`);
  await edit.getByLabel("Publication date").fill(tomorrow);
  await submitModal(page, "Update");
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();
  await expect(rows.nth(0)).toContainText(a);
  await expect(rows.nth(1)).toContainText(`${b} renamed`);
  const [, renamed] = await ownCards([a, `${b} renamed`]);
  expect(renamed.date).toBe(shortDate(tomorrow));

  await page.goto(`/admin/blog?q=${tag}`);
  for (const title of [a, `${b} renamed`]) {
    const row = page.getByRole("row").filter({ hasText: title });
    await row.locator("summary", { hasText: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Blog post deleted successfully")).toBeVisible();
    // The first delete's toast may still show: the row's going is what says this one is done.
    await expect(row).toHaveCount(0);
  }
  await ownCards([]);
});

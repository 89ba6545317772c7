import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { blogPosts as seededPosts } from "../../db/seed/catalogue";
import { expect, test as staffTest, uniqueTag } from "./admin.fixtures";
import type { Page } from "@playwright/test";

// Runs in the "js" and "no-js" projects. Each test makes, moves and deletes rows of its own,
// named with its tag, and reads the lists searched by that tag (or compares the order of its
// own rows on the storefront), so rows other tests add meanwhile never get in the way.

/** The staff API's list and item addresses of each kind of row, and the list's key. */
const KINDS = [
  { list: "/api/bel/admin/videos", key: "videos" },
  { list: "/api/bel/admin/know-how", key: "know" },
  { list: "/api/bel/admin/blog", key: "blogs" },
] as const;

const test = staffTest.extend<{ tag: string }>({
  /**
   * The test's tag, which every row it makes carries in its title. Whatever rows the test leaves
   * are deleted afterwards through the staff API, so the storefront's lists stay as the other
   * journeys read them: a new post opens the blog, and leftovers would push the seeded posts off
   * its first page.
   */
  tag: async ({ page }, use) => {
    const tag = uniqueTag();
    await use(tag);
    for (const { list, key } of KINDS) {
      const answer = await page.request.get(`${list}?q=${encodeURIComponent(tag)}`);
      if (answer.status() === 401) return; // never signed in: it made nothing
      expect(answer.status()).toBe(200);
      for (const row of (await answer.json())[key] as { _id: string }[])
        expect((await page.request.delete(`${list}/${row._id}`)).status()).toBe(200);
    }
  },
});

/** Where each of `titles` stands among the texts, in order (-1 when absent). */
const positions = (texts: string[], titles: string[]) =>
  titles.map((t) => texts.findIndex((x) => x.trim() === t));

async function submitModal(page: Page, button: "Create" | "Update") {
  await page.getByRole("dialog").getByRole("button", { name: button }).click();
}

/** Where the technical library lists the FAQ videos, in order. */
async function libraryVideos(page: Page) {
  await page.goto("/technical-library?tab=faq-videos");
  return page.locator(".video-card__title").allTextContents();
}

/**
 * Videos made through the staff API, one after another (each goes last): the starting point of
 * a screen's test, made as an integration would make them, not what the test is about.
 */
async function createVideos(page: Page, titles: string[]) {
  for (const title of titles) {
    const answer = await page.request.post("/api/bel/admin/video/new", {
      data: { title, url: "https://youtu.be/dQw4w9WgXcQ", description: `What ${title} shows.` },
    });
    expect(answer.status()).toBe(201);
  }
}

test("add a FAQ video: a link that is not a video is refused with the input kept; the new video goes last in the technical library", async ({
  page,
  login,
  tag,
}) => {
  const [a, b] = [`Video A ${tag}`, `Video B ${tag}`];
  await login("manager");
  await createVideos(page, [a]);

  await page.goto("/admin/videos");
  await page.getByRole("link", { name: "Add Video" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Video" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill(b);
  await dialog.getByLabel("Video address").fill("https://example.com/not-a-video");
  await submitModal(page, "Create");
  await expect(page.getByText(/Please enter a video link/)).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(b);
  await dialog.getByLabel("Video address").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await dialog.getByLabel("Description").fill("The second video of a test.");
  await submitModal(page, "Create");
  await expect(page.getByText("Video created successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const titles = await libraryVideos(page);
  expect(positions(titles, [a, b]).every((p) => p >= 0)).toBe(true);
  expect(titles.indexOf(a)).toBeLessThan(titles.indexOf(b));
});

test("move a FAQ video up: the list searched by the tag and the technical library follow", async ({
  page,
  login,
  tag,
}) => {
  const [a, b] = [`Video A ${tag}`, `Video B ${tag}`];
  await login("manager");
  await createVideos(page, [a, b]);

  await page.goto(`/admin/videos?q=${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(a);
  await page.getByRole("button", { name: `Move ${b} up` }).click();
  await expect(page.getByText("Order updated")).toBeVisible();
  await expect(rows.nth(0)).toContainText(b);
  const titles = await libraryVideos(page);
  expect(positions(titles, [a, b]).every((p) => p >= 0)).toBe(true);
  expect(titles.indexOf(b)).toBeLessThan(titles.indexOf(a));
});

test("edit a FAQ video: the technical library shows the new title and not the old one", async ({
  page,
  login,
  tag,
}) => {
  const a = `Video A ${tag}`;
  await login("manager");
  await createVideos(page, [a]);

  await page.goto(`/admin/videos?q=${tag}`);
  await page.getByRole("link", { name: `Edit ${a}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Video" });
  await expect(edit.getByLabel("Title")).toHaveValue(a);
  await edit.getByLabel("Title").fill(`${a} renamed`);
  await submitModal(page, "Update");
  await expect(page.getByText("Video updated successfully")).toBeVisible();
  const titles = await libraryVideos(page);
  expect(titles).toContain(`${a} renamed`);
  expect(titles).not.toContain(a);
});

test("delete FAQ videos after confirming: gone from the list and the technical library", async ({
  page,
  login,
  tag,
}) => {
  const [a, b] = [`Video A ${tag}`, `Video B ${tag}`];
  await login("manager");
  await createVideos(page, [a, b]);

  await page.goto(`/admin/videos?q=${tag}`);
  for (const title of [b, a]) {
    const row = page.getByRole("row").filter({ hasText: title });
    await row.locator("summary", { hasText: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Video deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
  }
  await expect(page.getByText(`No videos match “${tag}”`)).toBeVisible();
  const titles = await libraryVideos(page);
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

/** The headings of the know-how guides in the technical library, in order. */
async function libraryGuides(page: Page) {
  await page.goto("/technical-library?tab=cable-know-how");
  return page
    .getByRole("region", { name: "Cable know-how" })
    .getByRole("heading")
    .allTextContents();
}

/** A guide's card in the technical library (open on the know-how tab). */
const guideCard = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

/** Guides with a PDF each, made through the staff API one after another (each goes last). */
async function createGuides(page: Page, titles: string[]) {
  for (const title of titles) {
    const answer = await page.request.post("/api/bel/admin/know-how/new", {
      multipart: {
        title,
        description: `What ${title} explains.`,
        knowFile: await pdfFile(title),
      },
    });
    expect(answer.status()).toBe(201);
  }
}

test("add a know-how guide with a picture and a PDF: it goes last in the technical library, with its picture and its PDF", async ({
  page,
  login,
  tag,
}) => {
  const [a, b] = [`Guide A ${tag}`, `Guide B ${tag}`];
  await login("manager");
  await createGuides(page, [a]);

  await page.goto("/admin/know-how");
  await page.getByRole("link", { name: "Add Guide" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Guide" });
  await dialog.getByLabel("Title").fill(b);
  await dialog.getByLabel("Description").fill(`What ${b} explains.`);
  await dialog.getByLabel("Image").setInputFiles(await pngFile());
  await dialog.getByLabel("PDF").setInputFiles(await pdfFile(b));
  await submitModal(page, "Create");
  await expect(page.getByText("Know-how guide created successfully")).toBeVisible();

  const titles = await libraryGuides(page);
  expect(titles.indexOf(a)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(a)).toBeLessThan(titles.indexOf(b));
  const card = guideCard(page, b);
  await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\/know-how\/.+\.webp$/);
  const href = await card.getByRole("link", { name: /View/ }).getAttribute("href");
  expect(href).toMatch(/^\/uploads\/know-how\/[0-9a-f]{24}\.pdf$/);
  const pdf = await page.request.get(href!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("move a know-how guide up: the technical library follows", async ({ page, login, tag }) => {
  const [a, b] = [`Guide A ${tag}`, `Guide B ${tag}`];
  await login("manager");
  await createGuides(page, [a, b]);

  await page.goto(`/admin/know-how?q=${tag}`);
  await page.getByRole("button", { name: `Move ${b} up` }).click();
  await expect(page.getByText("Order updated")).toBeVisible();
  const titles = await libraryGuides(page);
  expect(titles.indexOf(b)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(b)).toBeLessThan(titles.indexOf(a));
});

test("edit a know-how guide: a new title and a new PDF in the technical library; the replaced PDF is gone", async ({
  page,
  login,
  tag,
}) => {
  const a = `Guide A ${tag}`;
  await login("manager");
  await createGuides(page, [a]);
  await libraryGuides(page);
  const href = await guideCard(page, a).getByRole("link", { name: /View/ }).getAttribute("href");
  expect(href).toMatch(/^\/uploads\/know-how\/[0-9a-f]{24}\.pdf$/);
  expect((await page.request.get(href!)).status()).toBe(200);

  await page.goto(`/admin/know-how?q=${tag}`);
  await page.getByRole("link", { name: `Edit ${a}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Guide" });
  await expect(edit.getByRole("link", { name: "Current PDF" })).toHaveAttribute("href", href!);
  await edit.getByLabel("Title").fill(`${a} renamed`);
  await edit.getByLabel("Replace the PDF").setInputFiles(await pdfFile(`${a} v2`));
  await submitModal(page, "Update");
  await expect(page.getByText("Know-how guide updated successfully")).toBeVisible();
  const titles = await libraryGuides(page);
  expect(titles).toContain(`${a} renamed`);
  expect(titles).not.toContain(a);
  const newHref = await guideCard(page, `${a} renamed`)
    .getByRole("link", { name: /View/ })
    .getAttribute("href");
  expect(newHref).toMatch(/^\/uploads\/know-how\/[0-9a-f]{24}\.pdf$/);
  expect(newHref).not.toBe(href);
  // The replaced PDF is gone from the store.
  expect((await page.request.get(href!)).status()).toBe(404);
});

test("delete know-how guides after confirming: gone from the technical library", async ({
  page,
  login,
  tag,
}) => {
  const [a, b] = [`Guide A ${tag}`, `Guide B ${tag}`];
  await login("manager");
  await createGuides(page, [a, b]);

  await page.goto(`/admin/know-how?q=${tag}`);
  for (const title of [b, a]) {
    const row = page.getByRole("row").filter({ hasText: title });
    await row.locator("summary", { hasText: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Know-how guide deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
  }
  const titles = await libraryGuides(page);
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

/**
 * This test's cards on the first page of /blog, which must be `titles` in that order. A new post
 * opens the blog, so they stand before the seeded posts (which no test moves); posts other tests
 * add meanwhile may stand before or between them, so only their relative order is checked.
 */
async function ownCards(page: Page, tag: string, titles: string[]) {
  const seeded = new Set(seededPosts.map((p) => p.title));
  const cards = await firstBlogPage(page);
  const mine = cards.filter((c) => c.title.includes(tag));
  expect(mine.map((c) => c.title)).toEqual(titles);
  const firstSeeded = cards.findIndex((c) => seeded.has(c.title));
  if (firstSeeded >= 0)
    expect(cards.findLastIndex((c) => c.title.includes(tag))).toBeLessThan(firstSeeded);
  return mine;
}

/** Posts made through the staff API, one after another: each opens the blog. */
async function createPosts(page: Page, titles: string[]) {
  for (const title of titles) {
    const answer = await page.request.post("/api/bel/admin/blog/new", {
      data: { title, description: `News of ${title}.` },
    });
    expect(answer.status()).toBe(201);
  }
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test("add a blog post with a picture: dated today, it opens /blog with its picture", async ({
  page,
  login,
  tag,
}) => {
  const [a, b] = [`Post A ${tag}`, `Post B ${tag}`];
  await login("manager");
  await createPosts(page, [a]);

  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "Add Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Post" });
  await dialog.getByLabel("Title").fill(b);
  await dialog.getByLabel("Description").fill(`News of ${b}.`);
  await dialog.getByLabel("Image").setInputFiles(await pngFile());
  await submitModal(page, "Create");
  await expect(page.getByText("Blog post created successfully")).toBeVisible();
  // Dated today by default; a new post opens the blog, so B, the newer, comes before A.
  const [cardB] = await ownCards(page, tag, [b, a]);
  expect(cardB.date).toBe(shortDate(isoDay(Date.now())));
  expect(cardB.image).toMatch(/\/uploads\/blog\/.+\.webp$/);
});

test("move a blog post up: the list searched by the tag and /blog follow", async ({
  page,
  login,
  tag,
}) => {
  const [a, b] = [`Post A ${tag}`, `Post B ${tag}`];
  await login("manager");
  await createPosts(page, [a, b]);

  await page.goto(`/admin/blog?q=${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(b);
  await page.getByRole("button", { name: `Move ${a} up` }).click();
  await expect(page.getByText("Order updated")).toBeVisible();
  await expect(rows.nth(0)).toContainText(a);
  await ownCards(page, tag, [a, b]);
});

test("edit a blog post: a new title and tomorrow's date, which /blog shows; the date does not move it", async ({
  page,
  login,
  tag,
}) => {
  const [a, b] = [`Post A ${tag}`, `Post B ${tag}`];
  await login("manager");
  await createPosts(page, [a, b]);

  await page.goto(`/admin/blog?q=${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveText([new RegExp(b), new RegExp(a)]);
  await page.getByRole("link", { name: `Edit ${a}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Post" });
  await expect(edit.getByLabel("Publication date")).toHaveValue(isoDay(Date.now()));
  const tomorrow = isoDay(Date.now() + 86_400_000);
  await edit.getByLabel("Title").fill(`${a} renamed`);
  await edit.getByLabel("Publication date").fill(tomorrow);
  await submitModal(page, "Update");
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();
  await expect(rows).toHaveText([new RegExp(b), new RegExp(`${a} renamed`)]);
  const [, renamed] = await ownCards(page, tag, [b, `${a} renamed`]);
  expect(renamed.date).toBe(shortDate(tomorrow));
});

test("delete blog posts after confirming: gone from /blog", async ({ page, login, tag }) => {
  const [a, b] = [`Post A ${tag}`, `Post B ${tag}`];
  await login("manager");
  await createPosts(page, [a, b]);

  await page.goto(`/admin/blog?q=${tag}`);
  for (const title of [a, b]) {
    const row = page.getByRole("row").filter({ hasText: title });
    await row.locator("summary", { hasText: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Blog post deleted successfully")).toBeVisible();
    // The first delete's toast may still show: the row's going is what says this one is done.
    await expect(row).toHaveCount(0);
  }
  await ownCards(page, tag, []);
});

/**
 * A product's status and the page cache (server/page-cache.js) on the production server
 * (docs/admin.md, Preview): a staff member's preview of a draft is private and never kept, so a
 * visitor asking the same address next gets the 404, never the preview; a published product's
 * page is kept for visitors, and taking it off the site (a status written alone, or the API)
 * sends the next visitor to a fresh render: the 404.
 *
 * Other tests write meanwhile and every write moves the site's version: "kept" is only asserted
 * on a pair of requests the version did not move under (as api.page-cache.spec.ts does).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createUser, sessionCookieHeader } from "./admin.fixtures";
import { createProducts, siteVersion, uniqueWord, withDb } from "./data";

const get = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });

test("a staff preview is never kept: the next visitor gets the 404; a status change drops the kept page", async ({
  playwright,
  baseURL,
}) => {
  const word = uniqueWord();
  const [product] = createProducts(word, [{ name: "Preview cable", status: "draft" }]);
  const url = `/products/${product.slug}`;
  const visitor = await playwright.request.newContext({ baseURL });
  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: await sessionCookieHeader(createUser("manager")) },
  });
  try {
    // The staff member's preview, twice: rendered each time, private, the mark never sent.
    for (let i = 0; i < 2; i++) {
      const preview = await get(staff, url);
      expect(preview.status()).toBe(200);
      expect(preview.headers()["cache-control"]).toBe("private, no-store");
      expect(preview.headers()["x-robots-tag"]).toBe("noindex");
      expect(preview.headers()["x-page-cache"]).toBeUndefined();
      expect(preview.headers()["x-shared-answer"]).toBeUndefined();
      const html = await preview.text();
      expect(html).toContain("Preview: not published");
      expect(html).toContain('name="robots" content="noindex"');
    }
    // The visitor right after: the 404, twice (nothing of the preview was kept under the URL).
    for (let i = 0; i < 2; i++) {
      const answer = await get(visitor, url);
      expect(answer.status()).toBe(404);
      expect(answer.headers()["x-page-cache"]).not.toBe("hit");
      expect(await answer.text()).not.toContain("Preview: not published");
    }
    // The generated datasheet: staff's alone too.
    const sheet = await get(staff, `${url}/datasheet.pdf`);
    expect([sheet.status(), sheet.headers()["cache-control"]]).toEqual([200, "private, no-store"]);
    expect((await get(visitor, `${url}/datasheet.pdf`)).status()).toBe(404);

    // Published (a status written alone, as the schedule and bulk actions write it): visitors
    // get the page, kept once the version stands still.
    const setStatus = (status: string) =>
      withDb((db) =>
        db.prepare("UPDATE products SET status = ? WHERE id = ?").run(status, product.id),
      );
    setStatus("published");
    let kept = false;
    for (let attempt = 0; attempt < 20 && !kept; attempt++) {
      const before = siteVersion();
      const first = await get(visitor, url);
      const second = await get(visitor, url);
      expect([first.status(), second.status()]).toEqual([200, 200]);
      expect(await second.text()).not.toContain("Preview: not published");
      kept = siteVersion() === before && second.headers()["x-page-cache"] === "hit";
    }
    expect(kept).toBe(true);

    // Taken off the site by a status written alone: the kept copy is dropped (the catalogue's
    // version moved, migration 0027), the next visitor gets the 404.
    setStatus("draft");
    expect((await get(visitor, url)).status()).toBe(404);

    // Through the API twin, which takes and answers `status`.
    const [category] = withDb(
      (db) =>
        db.prepare("SELECT category_id FROM products WHERE id = ?").raw().get(product.id) as [
          number,
        ],
    );
    const saved = await staff.put(`/api/bel/admin/products/${product.slug}`, {
      data: {
        name: product.name,
        category: String(category),
        description: "Withdrawn.",
        status: "archived",
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(((await saved.json()) as { product: { status: string } }).product.status).toBe(
      "archived",
    );
    expect((await get(visitor, url)).status()).toBe(404);
    const listing = (await (await get(visitor, `/api/bel/products?keyword=${word}`)).json()) as {
      products: unknown[];
    };
    expect(listing.products).toEqual([]);
  } finally {
    await visitor.dispose();
    await staff.dispose();
    withDb((db) => db.prepare("DELETE FROM products WHERE name LIKE ?").run(`%${word}%`));
  }
});

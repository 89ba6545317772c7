/**
 * The storefront's pages stay light (issue "Fast pages", point 1; issue 34, "Smaller pages";
 * docs/storefront.md, Page weight): /products on the demo catalogue is at most 60 KB of HTML and
 * under 800 elements, with at most 6 KB of hydration data; the heaviest demo product page (a
 * family of nine with six reviews, six related products and three images) at most 45 KB. (The
 * listing was 68 KB and the product page 54 KB: a document no longer carries as hydration data
 * what only its markup shows (the listing's facets; a product's description, specifications,
 * reviews, links and structured data: app/components/document-data.tsx), cards and a family's
 * choosers travel as compact rows, the root's and the product page's server code no longer makes
 * empty files the browser preloads, and the stylesheet draws the header's icons.) A client-side
 * navigation's data still brings what the page shows. The home page and a product page have no
 * character past Latin-1, so the server builds them as one-byte strings.
 *
 * Other tests add categories (to the menus and the filters) and products to the shared e2e
 * database while they run, so this one measures what the issue measures: a server of its own on
 * the demo catalogue as seeded, copied before any test wrote (server.js). The bytes are the
 * document as the server sends it, uncompressed (the markup and the loader data in its scripts);
 * a KB is 1,024 bytes; the elements are those the browser's parser makes of it, with JavaScript
 * off so that nothing but the HTML adds any.
 */
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { DEMO_DB } from "./environment.js";
import { ownPort, startOwnServer } from "./own-server";

const MAX_BYTES = 60 * 1024;
const MAX_HYDRATION_BYTES = 6 * 1024;
const MAX_PRODUCT_BYTES = 45 * 1024;
const MAX_ELEMENTS = 800;
/** The heaviest product page of the demo catalogue. */
const HEAVIEST_PRODUCT = "tri-rated-panel-wire-0-75mm2-blue-100m";
const port = ownPort("page-weight");

test.beforeEach(() => {
  test.skip(test.info().project.name !== "no-js", "the server's HTML, as parsed, once");
});

test("/products on the demo catalogue is at most 60 KB of HTML (6 KB of it hydration data) and under 800 elements, the heaviest product page at most 45 KB with its details in the markup, not the hydration data; / and a product page are Latin-1", async ({
  page,
}) => {
  // The demo catalogue as the e2e server's seed made it, before any test wrote (server.js).
  test.setTimeout(120_000);
  const server = await startOwnServer("page-weight", { port, copyOf: DEMO_DB, ownUploads: true });
  try {
    const response = await page.goto(`${server.origin}/products`);
    expect(response?.status()).toBe(200);
    const body = await response!.body();
    const bytes = body.length;
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(MAX_BYTES);
    // The loader data the document carries for hydration: Remix's scripts that feed its stream.
    const hydration = [
      ...body
        .toString("utf8")
        .matchAll(
          /<script[^>]*>window\.__remixContext\.streamController\.enqueue\(.*?<\/script>/gs,
        ),
    ].reduce((sum, [script]) => sum + Buffer.byteLength(script), 0);
    expect(hydration).toBeGreaterThan(0);
    expect(hydration, `${(hydration / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      MAX_HYDRATION_BYTES,
    );
    // The filter panel is in the document all the same, and the data of a client-side
    // navigation to the listing still brings the facets it is drawn from.
    await expect(page.locator("#filter-panel a[role=checkbox]").first()).toBeVisible();
    const navigation = await (await fetch(`${server.origin}/products.data`)).text();
    expect(navigation).toContain('"facets"');

    const product = await fetch(`${server.origin}/products/${HEAVIEST_PRODUCT}`);
    expect(product.status).toBe(200);
    const productHtml = Buffer.from(await product.arrayBuffer());
    const productBytes = productHtml.byteLength;
    expect(productBytes, `${(productBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      MAX_PRODUCT_BYTES,
    );
    // Its reviews are in the markup, not again in its hydration data; a client-side navigation's
    // data brings them (app/routes/products.$slug/details.tsx).
    const comment = new Database(server.database, { readonly: true })
      .prepare(
        `SELECT r.comment FROM reviews r JOIN products p ON p.id = r.product_id
         WHERE p.slug = ? AND r.status = 'published' ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
      )
      .pluck()
      .get(HEAVIEST_PRODUCT) as string;
    // Letters and spaces alone: the same in the markup, a script and JSON.
    const words = /[A-Za-z ]{16,}/.exec(comment)![0];
    const [, productData] = /streamController\.enqueue\((.*?)\);<\/script>/s.exec(
      productHtml.toString("utf8"),
    )!;
    expect(productHtml.toString("utf8")).toContain(words);
    expect(productData).not.toContain(words);
    const productNavigation = await fetch(`${server.origin}/products/${HEAVIEST_PRODUCT}.data`);
    expect(await productNavigation.text()).toContain(words);

    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    expect(elements).toBeLessThan(MAX_ELEMENTS);

    // The home page and a product page of the demo catalogue are Latin-1 throughout: the layout's
    // own text keeps them one byte a character on the server (app/entry.server.tsx).
    const slug = new Database(server.database, { readonly: true })
      .prepare("SELECT slug FROM products ORDER BY num_of_reviews DESC, id LIMIT 1")
      .pluck()
      .get() as string;
    for (const address of ["/", `/products/${slug}`]) {
      const html = await (await fetch(`${server.origin}${address}`)).text();
      expect(
        [...html].filter((c) => c.charCodeAt(0) > 0xff),
        address,
      ).toEqual([]);
    }
  } finally {
    await server.stop();
  }
});

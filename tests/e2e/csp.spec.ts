/**
 * The Content-Security-Policy in a real browser: every page of the build's manifest, public
 * and staff, loads with JavaScript on and records no violation (inline scripts carry the nonce,
 * nothing else runs inline, the video player frames only the video site).
 */
import { test as base, type Page } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { createProduct } from "./data";
import { builtRoutes, urlOf } from "./manifest";

// Runs in the "js" project only (playwright.config.ts): violations are reported to scripts.

/**
 * Every page of the manifest with a loader, as an address (parameters filled in by each test),
 * once: a test of its own each, so one slow or broken page is named and the rest still run.
 */
const pages = [
  ...new Set(
    builtRoutes()
      .filter(
        (r) =>
          r.hasLoader &&
          !r.path.startsWith("/api/") &&
          !/[.[]|^\/(uploads|sitemap|robots|healthcheck|catalogue|admin\/logout|newsletter)/.test(
            r.path,
          ),
      )
      .map((r) => r.path),
  ),
];
const extra = [
  "/products/:slug?review=new",
  "/technical-library?tab=faq-videos",
  "/technical-library?tab=cable-know-how",
  "/products?keyword=cable&sort=rated",
];

/** Collects the page's CSP violations, as its scripts see them and as the console reports them. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text()))
      violations.push(`${page.url()} ${m.text()}`);
  });
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

base("the build's manifest gives the pages checked below", () => {
  expect(pages.length).toBeGreaterThan(15);
});

for (const route of [...pages, ...extra]) {
  test(`${route} breaks no rule of its Content-Security-Policy`, async ({ page, login }) => {
    await login("admin");
    const found = await watchViolations(page);
    const slug = route.includes(":slug") ? createProduct().slug : "x";
    const url = urlOf(route, { slug, id: "1", token: "x".repeat(43) });
    const response = await page.goto(url);
    // A document's scripts ran: Remix's router exists only in the browser; and a page that is
    // there (not a 404) is hydrated, its effects run. (A resource route answers JSON: no scripts.)
    if (response!.headers()["content-type"]?.startsWith("text/html")) {
      await page.waitForFunction(
        () =>
          (window as unknown as { __remixRouter?: { state: { initialized: boolean } } })
            .__remixRouter?.state.initialized === true,
      );
      if (response!.status() < 400)
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    }
    expect(await found()).toEqual([]);
  });
}

test("the FAQ video player opens in place, framing the video site only", async ({ page }) => {
  const found = await watchViolations(page);
  await page.goto("/technical-library?tab=faq-videos");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.locator("a.video-card").first().click();
  await expect(page.locator("iframe")).toHaveCount(1);
  expect(await found()).toEqual([]);
});

// A copy from the page cache (server/page-cache.js) is the same bytes for every visitor: its
// inline scripts are trusted by their hashes, not by a nonce. They must still all run.
test("pages served from the page cache run their scripts under the copy's policy", async ({
  page,
}) => {
  const product = createProduct();
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text()))
      violations.push(`${page.url()} ${m.text()}`);
  });
  for (const url of ["/", "/products", `/products/${product.slug}`, "/technical-library"]) {
    // Other tests write meanwhile, and a write empties the cache: ask until a copy answers.
    let hit = false;
    for (let attempt = 0; attempt < 10 && !hit; attempt++) {
      await page.goto(url);
      const response = await page.goto(url);
      hit = response?.headers()["x-page-cache"] === "hit";
      if (!hit) continue;
      const policy = response!.headers()["content-security-policy"];
      expect(policy).toMatch(/script-src ('sha256-[\w+/=]+' )+'strict-dynamic'/);
      expect(policy).not.toContain("nonce-");
      // The scripts ran: Remix hydrated the page (its router exists only on the client).
      await page.waitForFunction(
        () =>
          (window as unknown as { __remixRouter?: { state: { initialized: boolean } } })
            .__remixRouter?.state.initialized === true,
      );
    }
    expect(hit, `${url} was never answered from the page cache`).toBe(true);
  }
  expect(violations).toEqual([]);
});

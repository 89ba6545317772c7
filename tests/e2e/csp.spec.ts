/**
 * The Content-Security-Policy in a real browser: every page of the build's manifest, public
 * and staff, loads with JavaScript on and records no violation (inline scripts carry the nonce,
 * nothing else runs inline, the video player frames only the video site).
 */
import { expect, test } from "./admin.fixtures";
import { createProduct } from "./data";
import { builtRoutes, urlOf } from "./manifest";

// Runs in the "js" project only (playwright.config.ts): violations are reported to scripts.
test("no page breaks its Content-Security-Policy", async ({ page, login }) => {
  test.setTimeout(180_000);
  await login("admin");
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
  const product = createProduct();
  const pages = builtRoutes()
    .filter(
      (r) =>
        r.hasLoader &&
        !r.path.startsWith("/api/") &&
        !/[.[]|^\/(uploads|sitemap|robots|healthcheck|catalogue|admin\/logout|newsletter)/.test(
          r.path,
        ),
    )
    .map((r) => urlOf(r.path, { slug: product.slug, id: "1", token: "x".repeat(43) }));
  const extra = [
    `/products/${product.slug}?review=new`,
    `/products/${product.slug}?quote=1`,
    "/technical-library?tab=faq-videos",
    "/technical-library?tab=cable-know-how",
    "/products?keyword=cable&sort=rated",
  ];
  expect(pages.length).toBeGreaterThan(15);
  for (const url of [...new Set([...pages, ...extra])]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const found = await page.evaluate(
      () => (window as unknown as { __csp?: string[] }).__csp ?? [],
    );
    violations.push(...found.map((v) => `${url}: ${v}`));
  }
  // The FAQ video player opens in place, framing the video site only.
  await page.goto("/technical-library?tab=faq-videos");
  const card = page.locator("a.video-card").first();
  if (await card.count()) {
    await card.click();
    await expect(page.locator("iframe")).toHaveCount(1);
  }
  expect(violations).toEqual([]);
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

/**
 * The dashboard's catalogue totals (docs/admin.md, Dashboard), JavaScript on and off, on a phone
 * (375 px), a small laptop (1024 px) and a desktop (1280 px): "Contact messages" and "Enquiries"
 * are totals of their own, each with its note ("N not handled", "N new"), no total counts both,
 * and the page fits the window. A screenshot of each width is kept with the test's output.
 *
 * Each test sends a contact message and an enquiry of its own first (deleted after, as everything
 * named with its word), so both notes are shown.
 * The figures themselves are held to the database in tests/routes/admin.test.ts (dashboard):
 * here other tests add and delete messages meanwhile, so only what the page says is asserted.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { withDb } from "./data";

/** The note of the totals' stat labelled exactly `label` ("" without one), once it is shown. */
async function noteOf(page: Page, label: string) {
  const box = page
    .getByRole("region", { name: "Catalogue totals" })
    .locator(".adm-stat")
    .filter({ has: page.locator(".adm-stat__label", { hasText: new RegExp(`^${label}$`) }) });
  await expect(box).toHaveCount(1);
  await expect(box.locator(".adm-stat__value")).toHaveText(/^[\d,]+$/);
  const note = box.locator(".adm-stat__note");
  return (await note.count()) ? ((await note.textContent()) ?? "") : "";
}

for (const width of [375, 1024, 1280]) {
  test(`contact messages and enquiries are totals of their own, at ${width} px`, async ({
    page,
    login,
    word,
  }, testInfo) => {
    withDb((db) => {
      const send = db.prepare(
        `INSERT INTO contact_messages (kind, name, email, country, phone, subject, message)
         VALUES (?, 'Totals Tester', 'totals@example.com', 'United Kingdom', '7911123456', ?, 'Totals')`,
      );
      send.run("contact", `Totals ${word}`);
      send.run("quotation", `Totals ${word}`);
    });
    await page.setViewportSize({ width, height: 900 });
    await login("manager");
    await page.goto("/admin/dashboard");
    const totals = page.getByRole("region", { name: "Catalogue totals" });
    await expect(totals.getByRole("heading", { name: "Catalogue totals" })).toBeVisible();
    expect(await noteOf(page, "Contact messages")).toMatch(/^[1-9][\d,]* not handled$/);
    expect(await noteOf(page, "Enquiries")).toMatch(/^[1-9][\d,]* new$/);
    await expect(totals.locator(".adm-stat__label", { hasText: /^Messages$/ })).toHaveCount(0);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
  });
}

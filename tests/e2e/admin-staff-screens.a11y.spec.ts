/**
 * axe-core on the staff screens of issue "Nothing shown that isn't so", point 7, at 375, 1024 and
 * 1280 px: the messages list (an enquiry in the workflow beside a contact message), an enquiry
 * with its status history, the catalogue import's preview (creates, an update with its changes,
 * an error and unchanged rows) and the dashboard with one busy day (its chart on a square-root
 * axis). No violation at all, of any impact. JavaScript on only (a11y in the name keeps it out of
 * the "no-js" project): axe runs inside the page; the server-rendered markup is the same.
 */
import { analyze } from "./axe";
import { stringify } from "csv-stringify/sync";
import { parse } from "csv-parse/sync";
import type { Page } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { createProducts, withDb } from "./data";

async function violations(page: Page) {
  return (await analyze(page)).violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
}

const WIDTHS = [375, 1024, 1280];

test("axe finds nothing on the messages list, an enquiry and the dashboard with one busy day", async ({
  page,
  login,
  word,
}) => {
  test.setTimeout(120_000); // axe takes a few seconds a page
  const me = await login("manager");
  const insert = (values: Record<string, unknown>) =>
    withDb(
      (db) =>
        db
          .prepare(
            `INSERT INTO contact_messages (kind, name, email, country, phone, subject, message,
               company, product_name, status, assignee_id, created_at)
             VALUES (@kind, @name, @email, 'United Kingdom', '7911123456', @subject, 'Hello',
               @company, @product, @status, @assignee, @at)
             RETURNING id`,
          )
          .get(values) as { id: number },
    );
  const base = {
    kind: "contact",
    subject: `Opening hours ${word}`,
    company: "",
    product: "",
    status: "new",
    assignee: null,
    at: Date.now(),
  };
  const enquiry = insert({
    ...base,
    kind: "quotation",
    name: `Priya ${word}`,
    email: `procurement.department.${word}@northern-electrical-wholesale.example.com`,
    subject: `Quotation: SWA 4 core 16mm ${word}`,
    company: "Northern Electrical Wholesale Ltd",
    product: "SWA 4 core 16mm",
  });
  insert({ ...base, name: `Chris ${word}`, email: `chris.${word}@example.com` });
  // One busy day in 1980 (no other test writes there), and a few quiet ones.
  const day = (d: number, h = 10) => Date.UTC(1980, 2, d, h);
  for (let i = 0; i < 60; i++)
    insert({ ...base, name: `Busy ${word}`, email: `busy.${word}@example.com`, at: day(12) + i });
  for (const d of [3, 5, 20])
    insert({ ...base, name: `Quiet ${word}`, email: `quiet.${word}@example.com`, at: day(d) });
  // The enquiry worked through the screen, so its history has steps.
  await page.goto(`/admin/messages/${enquiry.id}`);
  for (const status of ["in_progress", "quoted"]) {
    await page.getByLabel("Status", { exact: true }).selectOption(status);
    await page.getByRole("button", { name: "Set status" }).click();
    await expect(page.getByText("Status updated")).toBeVisible();
  }
  await page.getByLabel("Assigned to").selectOption({ label: me.name });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Assignee updated")).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/messages?q=${word}`);
    await expect(page.getByRole("link", { name: "Quotation: SWA 4 core 16mm" })).toBeVisible();
    expect(await violations(page), `the messages list at ${width} px`).toEqual([]);

    await page.goto(`/admin/messages/${enquiry.id}`);
    await expect(page.getByRole("list", { name: "Status history" })).toBeVisible();
    expect(await violations(page), `the enquiry at ${width} px`).toEqual([]);

    await page.goto("/admin/dashboard?start=1980-03-01&end=1980-03-31");
    await expect(page.getByText(/count axis is a square root/).first()).toBeVisible();
    expect(await violations(page), `the dashboard at ${width} px`).toEqual([]);
  }
});

test("axe finds nothing on the import preview with creates, an update, an error and unchanged rows", async ({
  page,
  login,
  word,
}) => {
  test.setTimeout(120_000);
  await login("manager");
  createProducts(
    word,
    Array.from({ length: 6 }, (_, i) => ({ name: `Axe ${i}` })),
  );
  const exported = await page.request.get(`/api/bel/admin/products.csv?q=${word}&sort=name`);
  const rows = parse(await exported.text(), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  const header = Object.keys(rows[0]);
  const line = (r: Record<string, string>) => header.map((h) => r[h]);
  const text = stringify([
    header,
    ...rows.slice(0, 5).map(line),
    line({ ...rows[5], description: `${rows[5].description} Now in 500 m drums too.` }),
    line({ ...rows[0], slug: "", sku: `${word}-NEW`, name: `${word} new` }),
    line({ ...rows[0], slug: "", sku: `${word}-BAD`, name: `${word} bad`, category: "Nowhere" }),
  ]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/products/import");
    await page.getByLabel("CSV file").setInputFiles({
      name: "mixed.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("status").filter({ hasText: "to create" })).toHaveText(
      "1 to create, 1 to update, 5 unchanged, 1 with errors",
    );
    expect(await violations(page), `the import preview at ${width} px`).toEqual([]);
  }
});

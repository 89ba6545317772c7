/**
 * The dashboard chart (docs/admin.md, Dashboard), JavaScript on and off: the range is chosen
 * through the date form, as staff do; the chart is drawn for an empty range, one day and a year
 * (in weeks), its hidden table holds the numbers, and axe finds nothing on the dashboard.
 *
 * Each project writes its messages into years of its own, long before the demo catalogue, so no
 * other test's rows fall into its ranges.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { withDb } from "./data";

const MESSAGE = `INSERT INTO contact_messages (kind, name, email, country, phone, message, created_at)
  VALUES (?, 'Chart Tester', 'chart@example.com', 'United Kingdom', '7911123456', 'Chart', ?)
  RETURNING id`;

function messages(rows: [kind: "contact" | "quotation", at: string][]) {
  return withDb((db) =>
    rows.map(
      ([kind, at]) => (db.prepare(MESSAGE).get(kind, Date.parse(`${at}Z`)) as { id: number }).id,
    ),
  );
}

const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;

/**
 * Chooses the range as staff do: the start first, fetched, then the end. (The End Date may not
 * come before the shown start, its `min`; without JavaScript that `min` is the fetched start.)
 */
async function fetchRange(page: Page, start: string, end: string) {
  await page.goto("/admin/dashboard");
  await page.getByLabel("Start Date").fill(start);
  await page.getByRole("button", { name: "Fetch" }).click();
  await expect(page).toHaveURL(new RegExp(`start=${start}&end=`));
  await expect(
    page.getByRole("heading", { name: new RegExp(`^From ${us(start)} to `) }),
  ).toBeVisible();
  await expect(page.getByLabel("End Date")).toHaveAttribute("min", start);
  await page.getByLabel("End Date").fill(end);
  await page.getByRole("button", { name: "Fetch" }).click();
  await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}$`));
}

/** The rows of the chart's hidden table, header first. */
async function tableRows(page: Page, name: RegExp) {
  const table = page.getByRole("table", { name });
  return table
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "")),
    );
}

/** js and no-js run side by side: years apart. */
const firstYear = () => (test.info().project.name === "no-js" ? 1994 : 1990);

test.describe("the dashboard chart", () => {
  let made: number[] = [];
  test.afterEach(() => {
    const ids = made;
    made = [];
    if (ids.length)
      withDb((db) =>
        db
          .prepare(`DELETE FROM contact_messages WHERE id IN (${ids.map(() => "?").join(",")})`)
          .run(...ids),
      );
  });

  test("an empty range draws the axes and says there was no activity", async ({ page, login }) => {
    await login("manager");
    const year = firstYear();
    const start = `${year}-01-01`;
    const end = `${year}-01-31`;
    await fetchRange(page, start, end);
    const name = `New products, reviews, contact messages and enquiries per day, ${us(start)} to ${us(end)}`;
    await expect(page.getByRole("img", { name })).toBeVisible();
    await expect(page.getByText("No activity in this range.")).toBeVisible();
    const rows = await tableRows(page, new RegExp(`per day, ${us(start)}`));
    expect(rows).toHaveLength(32);
    expect(rows[0]).toEqual([
      "Day",
      "New products",
      "New reviews",
      "New contact messages",
      "New enquiries",
    ]);
    expect(rows[31]).toEqual([us(end), "0", "0", "0", "0"]);
  });

  test("one day shows its messages and enquiries apart", async ({ page, login }) => {
    await login("manager");
    const year = firstYear();
    const day = `${year + 1}-06-15`;
    made = messages([
      ["contact", `${day}T08:00:00`],
      ["quotation", `${day}T09:00:00`],
      ["quotation", `${day}T23:59:00`],
      ["quotation", `${year + 1}-06-16T00:00:00`], // the next day
    ]);
    await fetchRange(page, day, day);
    await expect(
      page.getByRole("img", { name: new RegExp(`per day, ${us(day)} to ${us(day)}$`) }),
    ).toBeVisible();
    await expect(page.getByText("No activity in this range.")).toHaveCount(0);
    expect(await tableRows(page, /per day/)).toEqual([
      ["Day", "New products", "New reviews", "New contact messages", "New enquiries"],
      [us(day), "0", "0", "1", "2"],
    ]);
    // The figures above say the same: the contact message alone, the enquiries by status.
    const figure = (label: string) =>
      page
        .locator(".adm-stat")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator(".adm-stat__value");
    await expect(page.getByRole("heading", { name: "New enquiries by status" })).toBeVisible();
    await expect(figure("New contact messages")).toHaveText("1");
    await expect(figure("New")).toHaveText("2");
    for (const label of ["In progress", "Quoted", "Won", "Lost"])
      await expect(figure(label)).toHaveText("0");
  });

  test("a year is counted in weeks", async ({ page, login }) => {
    await login("manager");
    const year = firstYear();
    const start = `${year + 3}-01-01`;
    const end = `${year + 3}-12-31`;
    made = messages([
      ["contact", `${year + 3}-01-03T10:00:00`],
      ["contact", `${year + 3}-01-07T10:00:00`],
      ["quotation", `${year + 3}-12-31T10:00:00`],
    ]);
    await fetchRange(page, start, end);
    await expect(
      page.getByRole("img", { name: new RegExp(`per week, ${us(start)} to ${us(end)}$`) }),
    ).toBeVisible();
    const rows = await tableRows(page, /per week/);
    expect(rows[0][0]).toBe("Week starting");
    expect(rows).toHaveLength(54); // 53 weeks from January 1st, the last one day long
    expect(rows[1]).toEqual([us(start), "0", "0", "2", "0"]);
    expect(rows[2]).toEqual([us(`${year + 3}-01-08`), "0", "0", "0", "0"]);
    expect(rows[53]).toEqual([us(end), "0", "0", "0", "1"]);
  });
});

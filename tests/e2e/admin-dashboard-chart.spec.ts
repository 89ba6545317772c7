/**
 * The dashboard chart (docs/admin.md, Dashboard), JavaScript on and off: the range is chosen
 * through the date form, as staff do; the chart is drawn for an empty range, one day, a year (in
 * weeks) and a month with one busy day (on a square-root axis, the quiet days visible, the true
 * counts shown), at least 220 px tall on a phone; its hidden table holds the numbers; every date
 * the dashboard writes is British.
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

const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
];
/** A day as the admin says it, British (docs/admin.md, Dates): "1 Nov 2026". */
const uk = (iso: string) =>
  `${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

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
    page.getByRole("heading", { name: new RegExp(`^From ${uk(start)} to `) }),
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
    const name = `New products, reviews, contact messages and enquiries per day, ${uk(start)} to ${uk(end)}`;
    await expect(page.getByRole("img", { name })).toBeVisible();
    await expect(page.getByText("No activity in this range.")).toBeVisible();
    const rows = await tableRows(page, new RegExp(`per day, ${uk(start)}`));
    expect(rows).toHaveLength(32);
    expect(rows[0]).toEqual([
      "Day",
      "New products",
      "New reviews",
      "New contact messages",
      "New enquiries",
    ]);
    expect(rows[31]).toEqual([uk(end), "0", "0", "0", "0"]);
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
      page.getByRole("img", { name: new RegExp(`per day, ${uk(day)} to ${uk(day)}$`) }),
    ).toBeVisible();
    await expect(page.getByText("No activity in this range.")).toHaveCount(0);
    expect(await tableRows(page, /per day/)).toEqual([
      ["Day", "New products", "New reviews", "New contact messages", "New enquiries"],
      [uk(day), "0", "0", "1", "2"],
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

  test("one busy day leaves the quiet ones readable, with the true counts; a phone's chart is 220 px tall at least", async ({
    page,
    login,
  }) => {
    await login("manager");
    const year = firstYear() + 2;
    const start = `${year}-03-01`;
    const end = `${year}-03-31`;
    made = messages([
      ...Array.from({ length: 80 }, (_, i): ["contact", string] => [
        "contact",
        `${year}-03-12T10:00:${String(i % 60).padStart(2, "0")}`,
      ]),
      ["quotation", `${year}-03-03T10:00:00`],
      ["quotation", `${year}-03-20T10:00:00`],
      ["contact", `${year}-03-25T10:00:00`],
    ]);
    await fetchRange(page, start, end);
    // The busiest day labelled with its count, the axis a square root of real counts, said so.
    const chart = page.getByRole("img", {
      name: new RegExp(`per day, ${uk(start)} to ${uk(end)}$`),
    });
    await expect(chart).toBeVisible();
    await expect(chart.locator(".range-chart__peak")).toHaveText("80");
    await expect(page.getByText(/the count axis is a square root/)).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/the count axis is a square root/);
    // A quiet day's single enquiry stands clear of the axis (a straight axis would put it 3 px up).
    const heightOf = (i: number) =>
      chart.evaluate((svg, i) => {
        const axis = svg.querySelector(":scope > line")!.getBoundingClientRect().top;
        const marker = svg.querySelectorAll(".range-chart__series--enquiries > polygon")[i];
        const box = marker.getBoundingClientRect();
        return axis - (box.top + box.height / 2);
      }, i);
    expect(await heightOf(2)).toBeGreaterThan(20);
    const rows = await tableRows(page, /per day/);
    expect(rows[12]).toEqual([uk(`${year}-03-12`), "0", "0", "80", "0"]);
    expect(rows[3]).toEqual([uk(`${year}-03-03`), "0", "0", "0", "1"]);

    // On a phone: the chart drawn for it, at least 220 px tall.
    await page.setViewportSize({ width: 375, height: 800 });
    const phone = page.locator(".range-chart__svg--narrow");
    await expect(phone).toBeVisible();
    await expect(page.locator(".range-chart__svg--wide")).toBeHidden();
    expect((await phone.boundingBox())!.height).toBeGreaterThanOrEqual(220);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
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
      page.getByRole("img", { name: new RegExp(`per week, ${uk(start)} to ${uk(end)}$`) }),
    ).toBeVisible();
    const rows = await tableRows(page, /per week/);
    expect(rows[0][0]).toBe("Week starting");
    expect(rows).toHaveLength(54); // 53 weeks from January 1st, the last one day long
    expect(rows[1]).toEqual([uk(start), "0", "0", "2", "0"]);
    expect(rows[2]).toEqual([uk(`${year + 3}-01-08`), "0", "0", "0", "0"]);
    expect(rows[53]).toEqual([uk(end), "0", "0", "0", "1"]);
  });
});

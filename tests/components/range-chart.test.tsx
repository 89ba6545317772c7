// @vitest-environment happy-dom
/**
 * The dashboard chart (docs/admin.md, Dashboard): one named SVG image drawn on the server, a line
 * and markers a series, whole-number ticks, fewer dates on a phone, and the same numbers in a
 * hidden table.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RangeChart, SERIES, xTickIndexes, yTicks } from "~/components/admin/range-chart";
import type { RangeSeries } from "~/models/dashboard.server";

const render = (series: RangeSeries, rangeLabel = "03/01/2026 to 03/03/2026") =>
  new DOMParser().parseFromString(
    renderToStaticMarkup(<RangeChart {...series} rangeLabel={rangeLabel} />),
    "text/html",
  );

const zero = { products: 0, reviews: 0, contact: 0, enquiries: 0 };

const threeDays: RangeSeries = {
  unit: "day",
  buckets: [
    { start: "2026-03-01", ...zero, products: 1, enquiries: 1 },
    { start: "2026-03-02", ...zero, reviews: 7 },
    { start: "2026-03-03", ...zero, products: 1, contact: 1, enquiries: 1 },
  ],
};

const rows = (doc: Document) =>
  [...doc.querySelectorAll("table tr")].map((tr) =>
    [...tr.children].map((cell) => cell.textContent),
  );

describe("RangeChart", () => {
  it("is one image named by its caption, with a line, markers and a legend entry a series", () => {
    const doc = render(threeDays);
    const svg = doc.querySelector("svg[role=img]")!;
    const name = doc.getElementById(svg.getAttribute("aria-labelledby")!)!.textContent;
    expect(name).toBe(
      "New products, reviews, contact messages and enquiries per day, 03/01/2026 to 03/03/2026",
    );
    expect(svg.getAttribute("viewBox")).toBe("0 0 640 300");
    expect(svg.getAttribute("width")).toBeNull(); // the stylesheet makes it as wide as its box
    expect(svg.querySelectorAll("polyline")).toHaveLength(4);
    // Four dash patterns (one solid), so the series part in black and white.
    const dashes = [...svg.querySelectorAll("polyline")].map((l) =>
      l.getAttribute("stroke-dasharray"),
    );
    expect(new Set(dashes).size).toBe(4);
    for (const s of SERIES) {
      expect(svg.querySelectorAll(`.range-chart__series--${s.key} > :not(polyline)`)).toHaveLength(
        3,
      );
    }
    expect(
      [...doc.querySelectorAll(".range-chart__legend li")].map((li) => li.textContent),
    ).toEqual(SERIES.map((s) => s.label));
    // Ticks of 0, 2, 4, 6, 8 for a peak of 7; the axes named.
    const texts = [...svg.querySelectorAll("text")].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(["0", "2", "4", "6", "8", "Day", "Count"]));
    expect(texts).toEqual(expect.arrayContaining(["Mar 1", "Mar 2", "Mar 3"]));
    expect(doc.querySelector(".range-chart__empty")).toBeNull();
  });

  it("puts the same numbers in a hidden table with a caption and headers", () => {
    const doc = render(threeDays);
    const table = doc.querySelector(".visually-hidden > table")!;
    expect(table.querySelector("caption")!.textContent).toMatch(/per day, 03\/01\/2026/);
    expect(rows(doc)).toEqual([
      ["Day", "New products", "New reviews", "New contact messages", "New enquiries"],
      ["03/01/2026", "1", "0", "0", "1"],
      ["03/02/2026", "0", "7", "0", "0"],
      ["03/03/2026", "1", "0", "1", "1"],
    ]);
    expect(table.querySelectorAll("thead th[scope=col]")).toHaveLength(5);
    expect(table.querySelectorAll("tbody th[scope=row]")).toHaveLength(3);
  });

  it("draws the axes and says so when nothing came in", () => {
    const doc = render({ unit: "day", buckets: [{ start: "2026-03-01", ...zero }] });
    const svg = doc.querySelector("svg[role=img]")!;
    expect(svg.querySelectorAll("polyline, circle, rect, polygon")).toHaveLength(0);
    expect(svg.querySelectorAll("line").length).toBeGreaterThan(2);
    expect(doc.querySelector(".range-chart__empty")!.textContent).toBe(
      "No activity in this range.",
    );
    expect(rows(doc)[1]).toEqual(["03/01/2026", "0", "0", "0", "0"]);
  });

  it("marks one day's figures without a line", () => {
    const doc = render({ unit: "day", buckets: [{ start: "2026-03-01", ...zero, reviews: 2 }] });
    const svg = doc.querySelector("svg[role=img]")!;
    expect(svg.querySelectorAll("polyline")).toHaveLength(0);
    expect(svg.querySelectorAll(".range-chart__series > *")).toHaveLength(4);
  });

  it("names weeks for a long range and labels at most eight dates, four on a phone", () => {
    const buckets = Array.from({ length: 53 }, (_, i) => ({
      start: new Date(Date.UTC(2025, 0, 1 + 7 * i)).toISOString().slice(0, 10),
      ...zero,
      contact: i % 5,
    }));
    const doc = render({ unit: "week", buckets }, "01/01/2025 to 12/31/2025");
    expect(doc.querySelector("figcaption")!.textContent).toMatch(/per week, 01\/01\/2025/);
    expect(rows(doc)[0][0]).toBe("Week starting");
    expect(rows(doc)).toHaveLength(54);
    const svg = doc.querySelector("svg[role=img]")!;
    const dates = [...svg.querySelectorAll("text")].filter((t) =>
      /^[A-Z][a-z]{2} \d+$/.test(t.textContent!),
    );
    expect(dates.length).toBeLessThanOrEqual(8);
    expect(dates[0].textContent).toBe("Jan 1");
    expect(dates.at(-1)!.textContent).toBe("Dec 31");
    const onPhone = dates.filter((t) => !t.parentElement!.classList.contains("range-chart__minor"));
    expect(onPhone.length).toBeLessThanOrEqual(4);
  });
});

describe("ticks", () => {
  it("counts in whole steps of 1, 2 or 5 times a power of ten", () => {
    expect(yTicks(0)).toEqual([0, 1]);
    expect(yTicks(1)).toEqual([0, 1]);
    expect(yTicks(3)).toEqual([0, 1, 2, 3]);
    expect(yTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(yTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(yTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it("spreads the dates, first and last included", () => {
    expect(xTickIndexes(1, 8)).toEqual([0]);
    expect(xTickIndexes(5, 8)).toEqual([0, 1, 2, 3, 4]);
    expect(xTickIndexes(31, 8)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(xTickIndexes(90, 4)).toEqual([0, 30, 60, 89]);
  });
});

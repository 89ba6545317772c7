// @vitest-environment happy-dom
/**
 * The dashboard chart (docs/admin.md, Dashboard): a named SVG image drawn on the server (twice:
 * wide, and taller for a phone), a line and markers a series, whole-number ticks, British dates,
 * fewer dates on a phone, a square-root count axis when one busy day would flatten the others (the
 * figures shown still the true counts), and the same numbers in a hidden table.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  chartScale,
  RangeChart,
  SERIES,
  xTickIndexes,
  yTicks,
} from "~/components/admin/range-chart";
import type { RangeSeries } from "~/models/dashboard.server";

const render = (series: RangeSeries, rangeLabel = "1 Mar 2026 to 3 Mar 2026") =>
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
    const svg = doc.querySelector("svg[role=img].range-chart__svg--wide")!;
    const name = doc.getElementById(svg.getAttribute("aria-labelledby")!)!.textContent;
    expect(name).toBe(
      "New products, reviews, contact messages and enquiries per day, 1 Mar 2026 to 3 Mar 2026",
    );
    expect(svg.getAttribute("viewBox")).toBe("0 0 640 300");
    // Drawn again for a phone, narrower, so taller for its width; the stylesheet shows one.
    const phone = doc.querySelector("svg[role=img].range-chart__svg--narrow")!;
    expect(phone.getAttribute("aria-labelledby")).toBe(svg.getAttribute("aria-labelledby"));
    expect(phone.getAttribute("viewBox")).toBe("0 0 340 300");
    expect(doc.querySelectorAll("svg[role=img]")).toHaveLength(2);
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
    expect(texts).toEqual(expect.arrayContaining(["1 Mar", "2 Mar", "3 Mar"]));
    expect(doc.querySelector(".range-chart__empty")).toBeNull();
    // The busiest point carries its count; the scale is linear, and says nothing of itself.
    expect(svg.querySelector(".range-chart__peak")!.textContent).toBe("7");
    expect(texts).not.toContain("Count (square root)");
    expect(doc.querySelector(".range-chart__note")).toBeNull();
  });

  it("puts the same numbers in a hidden table with a caption and headers", () => {
    const doc = render(threeDays);
    const table = doc.querySelector(".visually-hidden > table")!;
    expect(table.querySelector("caption")!.textContent).toMatch(/per day, 1 Mar 2026/);
    expect(rows(doc)).toEqual([
      ["Day", "New products", "New reviews", "New contact messages", "New enquiries"],
      ["1 Mar 2026", "1", "0", "0", "1"],
      ["2 Mar 2026", "0", "7", "0", "0"],
      ["3 Mar 2026", "1", "0", "1", "1"],
    ]);
    expect(table.querySelectorAll("thead th[scope=col]")).toHaveLength(5);
    expect(table.querySelectorAll("tbody th[scope=row]")).toHaveLength(3);
  });

  it("draws the axes and says so when nothing came in", () => {
    const doc = render({ unit: "day", buckets: [{ start: "2026-03-01", ...zero }] });
    const svg = doc.querySelector("svg[role=img]")!;
    expect(svg.querySelectorAll("polyline, circle, rect, polygon")).toHaveLength(0);
    expect(svg.querySelector(".range-chart__peak")).toBeNull();
    expect(svg.querySelectorAll("line").length).toBeGreaterThan(2);
    expect(doc.querySelector(".range-chart__empty")!.textContent).toBe(
      "No activity in this range.",
    );
    expect(rows(doc)[1]).toEqual(["1 Mar 2026", "0", "0", "0", "0"]);
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
    const doc = render({ unit: "week", buckets }, "1 Jan 2025 to 31 Dec 2025");
    expect(doc.querySelector("figcaption")!.textContent).toMatch(/per week, 1 Jan 2025/);
    expect(rows(doc)[0][0]).toBe("Week starting");
    expect(rows(doc)).toHaveLength(54);
    const datesOf = (svg: Element) =>
      [...svg.querySelectorAll("text")]
        .map((t) => t.textContent!)
        .filter((t) => /^\d+ [A-Z][a-z]{2,3}$/.test(t));
    const wide = datesOf(doc.querySelector(".range-chart__svg--wide")!);
    expect(wide.length).toBeLessThanOrEqual(8);
    expect(wide[0]).toBe("1 Jan");
    expect(wide.at(-1)).toBe("31 Dec");
    const phone = datesOf(doc.querySelector(".range-chart__svg--narrow")!);
    expect(phone.length).toBeLessThanOrEqual(4);
    expect([phone[0], phone.at(-1)]).toEqual(["1 Jan", "31 Dec"]);
  });
});

describe("one busy day", () => {
  // A month of one to three a day, and a day of 300 contact messages (a mailing gone wrong).
  const month: RangeSeries = {
    unit: "day",
    buckets: Array.from({ length: 30 }, (_, i) => ({
      start: `2026-11-${String(i + 1).padStart(2, "0")}`,
      products: i % 3,
      reviews: 1 + (i % 2),
      contact: i === 20 ? 300 : 1,
      enquiries: 2,
    })),
  };
  /** The height above the x axis, in SVG units, of each marker of a series (wide drawing). */
  const heights = (doc: Document, key: string) => {
    const svg = doc.querySelector(".range-chart__svg--wide")!;
    const axis = Number(svg.querySelectorAll(":scope > line")[0].getAttribute("y1"));
    return [...svg.querySelectorAll(`.range-chart__series--${key} > circle`)].map(
      (c) => axis - Number(c.getAttribute("cy")),
    );
  };

  it("keeps the other days readable on a square-root axis of real counts, and says so", () => {
    const doc = render(month, "1 Nov 2026 to 30 Nov 2026");
    const scale = chartScale(month.buckets);
    expect(scale.kind).toBe("sqrt");
    expect(scale.ticks).toEqual([0, 20, 100, 200, 300]);
    const svg = doc.querySelector(".range-chart__svg--wide")!;
    const texts = [...svg.querySelectorAll("text")].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(["0", "20", "100", "200", "300"]));
    expect(texts).toContain("Count (square root)");
    // The busiest day labelled with its true count; the table has every true count.
    expect(svg.querySelector(".range-chart__peak")!.textContent).toBe("300");
    expect(rows(doc)[21]).toEqual(["21 Nov 2026", "2", "1", "300", "2"]);
    expect(doc.querySelector(".range-chart__note")!.textContent).toMatch(
      /^One day is far busier than the others, so the count axis is a square root/,
    );
    expect(svg.getAttribute("aria-describedby")).toBe(doc.querySelector(".range-chart__note")!.id);
    // A day of 1 or 2 stands clear of the axis (the plot is 222 units high): a tenth of it at
    // least, where a straight axis to 300 would leave it under 2 units, flat on the axis.
    const products = heights(doc, "products");
    expect(products[1]).toBeGreaterThan(12); // 1 product
    expect(products[2]).toBeGreaterThan(18); // 2 products
    expect(products[2]).toBeGreaterThan(products[1]);
    expect(products[0]).toBe(0);
  });

  it("stays straight when no day dwarfs the others", () => {
    expect(chartScale(threeDays.buckets)).toMatchObject({ kind: "linear", ticks: [0, 2, 4, 6, 8] });
    const busyWeek = threeDays.buckets.map((b) => ({ ...b, contact: b.contact + 9 }));
    expect(chartScale(busyWeek).kind).toBe("linear");
    expect(chartScale([{ start: "2026-03-01", ...zero }]).kind).toBe("linear");
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

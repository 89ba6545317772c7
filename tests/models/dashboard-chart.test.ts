/**
 * The dashboard chart's figures (docs/admin.md, Dashboard): per day up to 90 days, per week past
 * that, every day or week present (0 when nothing came in), enquiries apart from contact messages.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, products, reviews } from "../../db/schema";
import { db } from "~/db.server";
import { DATE_INVALID, getRangeCounts, getRangeSeries } from "~/models/dashboard.server";
import { createProduct } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";

const at = (iso: string) => new Date(`${iso}Z`);

let categoryId: number;
let made = 0;
beforeEach(() => {
  resetDb();
  categoryId = createTaxonomy().lan.id;
  made = 0;
});

function product(when: string) {
  const { id } = createProduct({
    name: `Chart cable ${++made}`,
    description: "A cable.",
    categoryId,
  });
  db.update(products)
    .set({ createdAt: at(when) })
    .where(eq(products.id, id))
    .run();
  return id;
}

function review(productId: number, when: string) {
  db.insert(reviews)
    .values({
      productId,
      name: "Riley",
      email: "riley@example.com",
      country: "United Kingdom",
      phone: "7911123456",
      rating: 4,
      heading: "Good",
      comment: "Good cable.",
      createdAt: at(when),
    })
    .run();
}

function message(
  kind: "contact" | "quotation",
  when: string,
  status: "new" | "in_progress" | "quoted" | "won" | "lost" = "new",
) {
  db.insert(contactMessages)
    .values({
      kind,
      status,
      name: "Sam",
      email: "sam@example.com",
      country: "United Kingdom",
      phone: "7911123456",
      message: "Hello",
      createdAt: at(when),
    })
    .run();
}

describe("getRangeSeries", () => {
  it("counts each day of a short range, zeros where nothing came in, both ends included", () => {
    const id = product("2026-03-01T00:00:00.000");
    product("2026-03-03T23:59:59.999");
    product("2026-02-28T23:59:59.999"); // the day before: not counted
    product("2026-03-04T00:00:00.000"); // the day after: not counted
    review(id, "2026-03-02T12:00:00");
    review(id, "2026-03-02T13:00:00");
    message("contact", "2026-03-03T08:00:00");
    message("quotation", "2026-03-03T09:00:00");
    message("quotation", "2026-03-01T09:00:00");

    expect(getRangeSeries({ start: "2026-03-01", end: "2026-03-03" })).toEqual({
      unit: "day",
      buckets: [
        { start: "2026-03-01", products: 1, reviews: 0, contact: 0, enquiries: 1 },
        { start: "2026-03-02", products: 0, reviews: 2, contact: 0, enquiries: 0 },
        { start: "2026-03-03", products: 1, reviews: 0, contact: 1, enquiries: 1 },
      ],
    });
  });

  it("gives one bucket for a one-day range", () => {
    product("2026-05-10T10:00:00");
    message("contact", "2026-05-11T10:00:00");
    expect(getRangeSeries({ start: "2026-05-10", end: "2026-05-10" })).toEqual({
      unit: "day",
      buckets: [{ start: "2026-05-10", products: 1, reviews: 0, contact: 0, enquiries: 0 }],
    });
  });

  it("fills an empty range with zeros", () => {
    const { unit, buckets } = getRangeSeries({ start: "2026-01-01", end: "2026-01-31" });
    expect(unit).toBe("day");
    expect(buckets).toHaveLength(31);
    expect(buckets[30].start).toBe("2026-01-31");
    expect(buckets.every((b) => b.products + b.reviews + b.contact + b.enquiries === 0)).toBe(true);
  });

  it("counts days up to 90 days and weeks from the 91st", () => {
    const ninety = getRangeSeries({ start: "2026-01-01", end: "2026-03-31" });
    expect(ninety.unit).toBe("day");
    expect(ninety.buckets).toHaveLength(90);
    const ninetyOne = getRangeSeries({ start: "2026-01-01", end: "2026-04-01" });
    expect(ninetyOne.unit).toBe("week");
    expect(ninetyOne.buckets).toHaveLength(13);
  });

  it("counts a year in weeks from its first day, the last week cut at the range's end", () => {
    const id = product("2025-01-01T00:00:00");
    product("2025-01-07T23:00:00"); // still the first week
    product("2025-01-08T00:00:00"); // the second
    review(id, "2025-12-31T23:59:00"); // the 53rd week: Dec 31 alone
    message("quotation", "2025-12-30T10:00:00"); // the 52nd: Dec 24 to Dec 30
    message("contact", "2026-01-01T00:00:00"); // after the range

    const { unit, buckets } = getRangeSeries({ start: "2025-01-01", end: "2025-12-31" });
    expect(unit).toBe("week");
    expect(buckets).toHaveLength(53);
    expect(buckets[0]).toEqual({
      start: "2025-01-01",
      products: 2,
      reviews: 0,
      contact: 0,
      enquiries: 0,
    });
    expect(buckets[1]).toMatchObject({ start: "2025-01-08", products: 1 });
    expect(buckets[51]).toEqual({
      start: "2025-12-24",
      products: 0,
      reviews: 0,
      contact: 0,
      enquiries: 1,
    });
    expect(buckets[52]).toEqual({
      start: "2025-12-31",
      products: 0,
      reviews: 1,
      contact: 0,
      enquiries: 0,
    });
    const sum = buckets.reduce((n, b) => n + b.products + b.reviews + b.contact + b.enquiries, 0);
    expect(sum).toBe(5);
  });

  it("refuses an unreadable range", () => {
    expect(() => getRangeSeries({ start: "2026-02-30", end: "2026-03-01" })).toThrow(DATE_INVALID);
    expect(() => getRangeSeries({ start: "2026-03-02", end: "2026-03-01" })).toThrow(DATE_INVALID);
  });
});

describe("getRangeCounts", () => {
  it("counts contact messages apart from enquiries, and enquiries by status, in the range", () => {
    message("contact", "2026-06-01T08:00:00");
    message("contact", "2026-06-02T08:00:00");
    message("contact", "2026-06-03T08:00:00"); // after the range
    message("quotation", "2026-06-01T09:00:00");
    message("quotation", "2026-06-01T10:00:00", "quoted");
    message("quotation", "2026-06-02T10:00:00", "quoted");
    message("quotation", "2026-06-02T11:00:00", "lost");
    message("quotation", "2026-05-31T23:59:59", "won"); // before the range
    product("2026-06-02T12:00:00");

    expect(getRangeCounts({ start: "2026-06-01", end: "2026-06-02" })).toEqual({
      products: 1,
      reviews: 0,
      messages: 2,
      enquiries: { new: 1, in_progress: 0, quoted: 2, won: 0, lost: 1 },
    });
  });

  it("gives zeros for an empty range", () => {
    expect(getRangeCounts({ start: "2026-01-01", end: "2026-01-01" })).toEqual({
      products: 0,
      reviews: 0,
      messages: 0,
      enquiries: { new: 0, in_progress: 0, quoted: 0, won: 0, lost: 0 },
    });
  });
});
